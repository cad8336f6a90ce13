import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import {
  discoveredPages,
  feedItemLinks,
  priceHistory,
  productFamilies,
  productPrices,
  products,
  unmatchedFeedItems,
} from "~/db/schema";
import {
  addCategoryAttributes,
  findCategoryAttributes,
  writeProductAttributeValues,
} from "~/features/attributes/attributes.server";
import { STANDARD_ATTRIBUTES } from "~/features/attributes/standard-attributes";
import { buildProductSearchText } from "~/utils/arabic-text";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createProduct, createStore } from "../../../tests/setup/factories";
import {
  productPage,
  type StandInStore,
  startStandInStore,
  urlset,
} from "../../../tests/setup/stand-in-store";
import { attachQueuedPage, draftProductFromPage, findQueuedPage } from "./page-decisions.server";
import { runDiscovery } from "./run-discovery.server";
import { createSiteFetcher, type SiteFetcher } from "./site-fetcher.server";

let handle: DatabaseHandle;
let db: Database;
let site: StandInStore;
let fetcher: SiteFetcher;
let storeId: string;
let phonesId: string;
const ids: Record<string, string> = {};
const STORE = "Decision Store";
const NOW = new Date(Date.now() - 60 * 60 * 1000);
const address = (path: string) => `${site.origin}${path}`;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  site = await startStandInStore();
  fetcher = createSiteFetcher({ allowPrivateHosts: true, totalTimeoutMs: 5000 });
  const phones = await createCategory(db, {
    slug: "decision-phones",
    nameEn: "Mobile Phones",
    nameAr: "جوالات",
  });
  phonesId = phones.id;
  await addCategoryAttributes(db, phones.id, STANDARD_ATTRIBUTES["phones-tablets"]!);
  const definitions = await findCategoryAttributes(db, phones.id);
  const [family] = await db
    .insert(productFamilies)
    .values({ nameEn: "Apple iPhone 15", nameAr: "آيفون 15" })
    .returning();
  for (const storage of [128, 256]) {
    const names = {
      nameEn: `iPhone 15 ${storage}GB`,
      nameAr: `آيفون 15 ${storage} جيجابايت`,
      brand: "Apple",
    };
    const product = await createProduct(db, {
      ...names,
      searchText: buildProductSearchText(names),
      familyId: family!.id,
      categoryId: phones.id,
    });
    await writeProductAttributeValues(
      db,
      product.id,
      new Map([["storage", { kind: "number" as const, number: storage }]]),
      definitions,
    );
    ids[`iphone${storage}`] = product.id;
  }
  storeId = (await createStore(db, { name: STORE, domain: "127.0.0.1", site: `${site.origin}/` })).id;
  site.pages.set("/robots.txt", { type: "text/plain", body: "User-agent: *\nAllow: /\n" });
  site.pages.set("/sitemap.xml", {
    type: "application/xml",
    body: urlset(site.origin, [["/p/iphone-15-512"], ["/p/iphone-15"]]),
  });
  site.pages.set("/p/iphone-15-512", {
    body: productPage({
      name: "Apple iPhone 15 512GB",
      price: "4499.00",
      brand: "Apple",
      mpn: "MTPG3",
      breadcrumb: ["Home", "Mobile Phones", "Apple"],
      specs: [
        ["Screen size", "6.1 inch"],
        ["Warranty", "2 years"],
      ],
    }),
  });
  site.pages.set("/p/iphone-15", {
    body: productPage({ name: "Apple iPhone 15", price: "3199.00", brand: "Apple" }),
  });
  const summary = await runDiscovery(db, { storeId, fetcher, sleep: async () => {}, now: NOW });
  expect(summary).toMatchObject({ matched: 0, queued: 2 });
}, 60_000);

afterAll(async () => {
  await fetcher.close();
  await site.close();
  await handle.close();
});

describe("the queue's candidates", () => {
  it("say which variant axis differs, with both values in both languages", async () => {
    const page = await findQueuedPage(db, storeId, address("/p/iphone-15-512"));
    const refused = page?.candidates?.find((candidate) => candidate.productId === ids.iphone256);
    expect(refused?.reason).toBe("axisDiffers");
    expect(refused?.axis?.label.en).toBe("Storage");
    expect(refused?.axis?.page.map((value) => value.en)).toEqual(["512 GB"]);
    expect(refused?.axis?.own.en).toBe("256 GB");
    expect(refused?.axis?.own.ar).toMatch(/^256 \S+/);
    expect(refused?.axis?.own.ar).not.toBe("256 GB");
    const plain = await findQueuedPage(db, storeId, address("/p/iphone-15"));
    expect(plain?.candidates?.map((candidate) => candidate.reason)).toContain("axisMissing");
  });
});

describe("Create product from this page", () => {
  it("drafts names, brand, model, image, attributes and the breadcrumb's category, creating nothing", async () => {
    const before = await db.select({ id: products.id }).from(products);
    const page = await findQueuedPage(db, storeId, address("/p/iphone-15-512"));
    const draft = await draftProductFromPage(db, page!, fetcher);
    expect(draft).toMatchObject({
      nameEn: "Apple iPhone 15 512GB",
      brand: "Apple",
      model: "MTPG3",
      categoryId: phonesId,
      isFromPage: true,
    });
    expect(draft.attributes.storage?.value).toBe("512");
    expect(draft.attributes.screen_size?.value).toBe("6.1");
    expect(draft.specifications).toEqual([{ name: "Warranty", value: "2 years" }]);
    expect(await db.select({ id: products.id }).from(products)).toHaveLength(before.length);
    expect(await findQueuedPage(db, storeId, address("/p/iphone-15-512"))).not.toBeNull();
  });

  it("drafts from what the queue kept when the page cannot be read again", async () => {
    const saved = site.pages.get("/p/iphone-15-512")!;
    site.pages.delete("/p/iphone-15-512");
    try {
      const page = await findQueuedPage(db, storeId, address("/p/iphone-15-512"));
      const draft = await draftProductFromPage(db, page!, fetcher);
      expect(draft).toMatchObject({ nameEn: "Apple iPhone 15 512GB", brand: "Apple", isFromPage: false });
    } finally {
      site.pages.set("/p/iphone-15-512", saved);
    }
  });
});

describe("this page is that product", () => {
  it("records the queued price as a reading, remembers the decision and resolves the item", async () => {
    const outcome = await attachQueuedPage(db, {
      storeId,
      address: address("/p/iphone-15"),
      productId: ids.iphone128!,
      userId: null,
      now: NOW,
    });
    expect(outcome).toBe("attached");
    const [offer] = await db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.productId, ids.iphone128!), eq(productPrices.storeName, STORE)));
    expect(offer).toMatchObject({ price: "3199.00", url: address("/p/iphone-15"), inStock: true });
    const history = await db
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.productId, ids.iphone128!), eq(priceHistory.storeName, STORE)));
    expect(history.map((row) => row.price)).toEqual(["3199.00"]);
    const [link] = await db
      .select()
      .from(feedItemLinks)
      .where(and(eq(feedItemLinks.storeId, storeId), eq(feedItemLinks.itemId, address("/p/iphone-15"))));
    expect(link?.productId).toBe(ids.iphone128);
    expect(await findQueuedPage(db, storeId, address("/p/iphone-15"))).toBeNull();
    const [seen] = await db
      .select()
      .from(discoveredPages)
      .where(and(eq(discoveredPages.storeId, storeId), eq(discoveredPages.url, address("/p/iphone-15"))));
    expect(seen?.productId).toBe(ids.iphone128);

    // The next run takes the page at once, without the queue.
    const summary = await runDiscovery(db, {
      storeId,
      fetcher,
      sleep: async () => {},
      now: new Date(NOW.getTime() + 60_000),
    });
    expect(summary.queued).toBe(1);
    expect(await findQueuedPage(db, storeId, address("/p/iphone-15"))).toBeNull();
  });

  it("refuses a page no longer queued and a product since deleted, changing nothing", async () => {
    expect(
      await attachQueuedPage(db, {
        storeId,
        address: address("/p/never-queued"),
        productId: ids.iphone256!,
        userId: null,
      }),
    ).toBe("itemGone");
    const doomed = await createProduct(db, { brand: "Apple", categoryId: phonesId });
    await db.delete(products).where(eq(products.id, doomed.id));
    expect(
      await attachQueuedPage(db, {
        storeId,
        address: address("/p/iphone-15-512"),
        productId: doomed.id,
        userId: null,
      }),
    ).toBe("productGone");
    const [item] = await db
      .select()
      .from(unmatchedFeedItems)
      .where(
        and(
          eq(unmatchedFeedItems.storeId, storeId),
          eq(unmatchedFeedItems.itemId, address("/p/iphone-15-512")),
        ),
      );
    expect(item).toBeDefined();
    const offers = await db.select().from(productPrices).where(eq(productPrices.productId, ids.iphone256!));
    expect(offers).toEqual([]);
  });
});
