import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import {
  discoveredPages,
  feedItemLinks,
  productPrices,
  products,
  stores,
  unmatchedFeedItems,
} from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import {
  createOffer,
  createPhoneCategory,
  createProductFamily,
  createStore,
} from "../../../tests/setup/factories";
import {
  type ProductPageFields,
  productPage,
  type StandInStore,
  sitemapIndex,
  startStandInStore,
  urlset,
} from "../../../tests/setup/stand-in-store";
import { parseRobots } from "./robots";
import { runDiscovery } from "./run-discovery.server";
import { createSiteFetcher, type SiteFetcher } from "./site-fetcher.server";

let handle: DatabaseHandle;
let db: Database;
let site: StandInStore;
let fetcher: SiteFetcher;
const ids: Record<string, string> = {};
// Prices count as current for hours after their check (PD-21), on the database's clock.
const NOW = new Date(Date.now() - 60 * 60 * 1000);

// The page writes the 13-digit EAN; the catalogue keeps GTINs in their 14-digit form.
const GTIN_128 = "0194253401230";

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  site = await startStandInStore();
  fetcher = createSiteFetcher({ allowPrivateHosts: true, totalTimeoutMs: 5000 });

  const { createPhone } = await createPhoneCategory(db, { slug: "discovery-phones" });
  const family = await createProductFamily(db, { nameEn: "Apple iPhone 15", nameAr: "آيفون 15" });
  const phone = async (
    key: string,
    fields: {
      nameEn: string;
      nameAr: string;
      brand: string;
      model?: string;
      gtin?: string;
      familyId?: string;
    },
    storage?: number,
  ) => {
    ids[key] = (await createPhone(fields, storage)).id;
  };
  await phone(
    "iphone128",
    {
      nameEn: "iPhone 15 128GB",
      nameAr: "آيفون 15 128 جيجابايت",
      brand: "Apple",
      model: "MTP03",
      gtin: `0${GTIN_128}`,
      familyId: family.id,
    },
    128,
  );
  await phone(
    "iphone256",
    {
      nameEn: "iPhone 15 256GB",
      nameAr: "آيفون 15 256 جيجابايت",
      brand: "Apple",
      model: "MTP43",
      familyId: family.id,
    },
    256,
  );
  await phone("s24", {
    nameEn: "Galaxy S24 Ultra",
    nameAr: "جالكسي S24 الترا",
    brand: "Samsung",
    model: "SM-S928B",
  });
  await phone("powercore", { nameEn: "PowerCore 10000", nameAr: "باور كور 10000", brand: "Anker" });
}, 60_000);

afterAll(async () => {
  await fetcher.close();
  await site.close();
  await handle.close();
});

function product(path: string, fields: ProductPageFields, extra: { etag?: string } = {}) {
  site.pages.set(path, { body: productPage(fields), ...extra });
}

async function offerAt(storeName: string, productId: string) {
  const [offer] = await db
    .select()
    .from(productPrices)
    .where(and(eq(productPrices.storeName, storeName), eq(productPrices.productId, productId)));
  return offer ?? null;
}

async function queued(storeId: string, path: string) {
  const [item] = await db
    .select()
    .from(unmatchedFeedItems)
    .where(
      and(eq(unmatchedFeedItems.storeId, storeId), eq(unmatchedFeedItems.itemId, `${site.origin}${path}`)),
    );
  return item ?? null;
}

describe("robots.txt", () => {
  const rules = parseRobots(
    "https://store.example/robots.txt",
    [
      "User-agent: *",
      "Disallow: /",
      "",
      "User-agent: QarenBot",
      "Disallow: /private/",
      "Allow: /private/open",
      "Disallow: /*.pdf$",
      "Crawl-delay: 3",
      "Sitemap: https://store.example/sitemap_index.xml",
    ].join("\n"),
  );

  it("follows Qaren's own group over *, the longest rule winning", () => {
    expect(rules.isAllowed("https://store.example/p/phone")).toBe(true);
    expect(rules.isAllowed("https://store.example/private/list")).toBe(false);
    expect(rules.isAllowed("https://store.example/private/open-box")).toBe(true);
    expect(rules.isAllowed("https://store.example/manual.pdf")).toBe(false);
    expect(rules.crawlDelaySeconds).toBe(3);
    expect(rules.sitemaps).toEqual(["https://store.example/sitemap_index.xml"]);
  });

  it("falls back to * when no group names Qaren, and allows nothing of another site", () => {
    const star = parseRobots(
      "https://store.example/robots.txt",
      "User-agent: *\nDisallow: /checkout\nCrawl-delay: 1.5",
    );
    expect(star.isAllowed("https://store.example/checkout/1")).toBe(false);
    expect(star.isAllowed("https://store.example/p/1")).toBe(true);
    expect(star.isAllowed("https://other.example/p/1")).toBe(false);
    expect(star.crawlDelaySeconds).toBe(1.5);
  });
});

describe("a discovery run from sitemaps", () => {
  let storeId: string;
  const storeName = "Sitemap Store";
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };

  beforeAll(async () => {
    const store = await createStore(db, { name: storeName, domain: "127.0.0.1", site: `${site.origin}/` });
    storeId = store.id;
    const o = site.origin;
    site.pages.set("/robots.txt", {
      type: "text/plain",
      body: `User-agent: *\nDisallow: /\n\nUser-agent: QarenBot\nDisallow: /private/\nCrawl-delay: 2\nSitemap: ${o}/sitemap_index.xml\n`,
    });
    site.pages.set("/sitemap_index.xml", {
      type: "application/xml",
      body: sitemapIndex(o, ["/sitemap-products-1.xml", "/sitemap-products-2.xml.gz", "/sitemap-blog.xml"]),
    });
    site.pages.set("/sitemap-blog.xml", { type: "application/xml", body: urlset(o, [["/blog/never-read"]]) });
    site.pages.set("/sitemap-products-1.xml", {
      type: "application/xml",
      body: urlset(o, [
        ["/p/iphone-15-gtin", "2026-11-01"],
        ["/p/galaxy-s24-ultra", "2026-11-01"],
        ["/p/iphone-15-256", "2026-11-01"],
        ["/p/iphone-15-512", "2026-11-01"],
        ["/p/iphone-15-plain", "2026-11-01"],
        ["/about", "2026-11-01"],
        ["/private/p/secret", "2026-11-01"],
      ]),
    });
    site.pages.set("/sitemap-products-2.xml.gz", {
      gzip: true,
      body: urlset(o, [
        ["/p/iphone-15-case", "2026-11-01"],
        ["/p/spigen-case", "2026-11-01"],
        ["/p/iphone-15-bundle", "2026-11-01"],
        ["/p/iphone-15-refurbished", "2026-11-01"],
        ["/p/baseus-powercore", "2026-11-01"],
        ["/p/old-phone"],
      ]),
    });
    product("/p/iphone-15-gtin", {
      name: "Apple iPhone 15 (128 GB) - Black",
      price: "3199.00",
      brand: "Apple",
      gtin: GTIN_128,
    });
    product("/p/galaxy-s24-ultra", {
      name: "Samsung Galaxy S24 Ultra 5G Titanium Grey",
      price: "4599.00",
      brand: "Samsung",
      mpn: "SM-S928B/DS",
    });
    product(
      "/p/iphone-15-256",
      {
        name: "Apple iPhone 15 256GB",
        price: "3699.00",
        brand: "Apple",
        breadcrumb: ["Home", "Phones", "iPhone"],
      },
      { etag: '"v1"' },
    );
    // Traps: another storage; no storage; accessories; a bundle; refurbished; same name other brand.
    product("/p/iphone-15-512", { name: "Apple iPhone 15 512GB", price: "4499.00", brand: "Apple" });
    product("/p/iphone-15-plain", { name: "Apple iPhone 15", price: "3199.00", brand: "Apple" });
    product("/p/iphone-15-case", {
      name: "Apple iPhone 15 256GB Silicone Case",
      price: "199.00",
      brand: "Apple",
    });
    product("/p/spigen-case", { name: "Spigen Case for iPhone 15 128GB", price: "79.00", brand: "Spigen" });
    product("/p/iphone-15-bundle", {
      name: "Apple iPhone 15 256GB with AirPods",
      price: "4299.00",
      brand: "Apple",
    });
    product("/p/iphone-15-refurbished", {
      name: "Apple iPhone 15 256GB",
      price: "2899.00",
      brand: "Apple",
      condition: "RefurbishedCondition",
    });
    product("/p/baseus-powercore", { name: "Baseus PowerCore 10000", price: "99.00", brand: "Baseus" });
    site.pages.set("/about", { body: "<html><body><h1>About us</h1></body></html>" });
    product("/private/p/secret", { name: "Apple iPhone 15 256GB", price: "1.00", brand: "Apple" });
    // An offer whose page the store has taken down.
    await createOffer(db, {
      productId: ids.powercore!,
      storeName,
      price: "120.00",
      url: `${o}/p/old-phone`,
      inStock: true,
    });
  });

  it("reads robots.txt and the product sitemaps, matches strictly and queues the rest with reasons", async () => {
    const summary = await runDiscovery(db, { storeId, fetcher, sleep, now: NOW });
    expect(summary).toMatchObject({
      status: "finished",
      // robots, index, two product sitemaps, 12 pages (the private one is not requested).
      pagesRead: 16,
      productPages: 10,
      matched: 3,
      queued: 6,
      skipped: 2,
      refusedByRobots: 1,
      gone: 1,
      delayMs: 2000,
    });
    // One request at a time with the store's Crawl-delay between two, as QarenBot.
    expect(sleeps).toHaveLength(15);
    expect(new Set(sleeps)).toEqual(new Set([2000]));
    expect(site.requests.every((request) => request.userAgent.startsWith("QarenBot/"))).toBe(true);
    expect(site.requests.map((request) => request.path)).not.toContain("/private/p/secret");
    expect(site.requests.map((request) => request.path)).not.toContain("/sitemap-blog.xml");

    // The three rules, each its product.
    expect((await offerAt(storeName, ids.iphone128!))?.price).toBe("3199.00");
    expect((await offerAt(storeName, ids.s24!))?.price).toBe("4599.00");
    const large = await offerAt(storeName, ids.iphone256!);
    expect(large).toMatchObject({
      price: "3699.00",
      url: `${site.origin}/p/iphone-15-256`,
      inStock: true,
      source: "page",
    });

    // Traps: no wrong match. The 512 GB page and the storage-less page wait with their reasons.
    const other = await queued(storeId, "/p/iphone-15-512");
    expect(other?.source).toBe("page");
    expect(other?.candidates?.map((candidate) => candidate.reason)).toEqual(
      expect.arrayContaining(["axisDiffers"]),
    );
    const plain = await queued(storeId, "/p/iphone-15-plain");
    expect(plain?.candidates?.map((candidate) => candidate.reason)).toContain("axisMissing");
    const caseItem = await queued(storeId, "/p/iphone-15-case");
    // "Silicone" is no product's word: the case has no candidates, the queue shows the search's suggestions.
    expect(caseItem?.source).toBe("page");
    expect(await queued(storeId, "/p/spigen-case")).not.toBeNull();
    const bundle = await queued(storeId, "/p/iphone-15-bundle");
    // "AirPods" is no product's word either: queued, never matched, the search's suggestions shown.
    expect(bundle?.source).toBe("page");
    expect(await queued(storeId, "/p/baseus-powercore")).not.toBeNull();
    expect(await queued(storeId, "/p/iphone-15-refurbished")).toBeNull();
    // Each of Qaren's products got at most the one page that is it.
    const offers = await db.select().from(productPrices).where(eq(productPrices.storeName, storeName));
    expect(offers.map((offer) => offer.url).sort()).toEqual(
      [
        `${site.origin}/p/galaxy-s24-ultra`,
        `${site.origin}/p/iphone-15-256`,
        `${site.origin}/p/iphone-15-gtin`,
        `${site.origin}/p/old-phone`,
      ].sort(),
    );

    // The gone page's offer is out of stock, not deleted.
    const gone = await offerAt(storeName, ids.powercore!);
    expect(gone).toMatchObject({ inStock: false, price: "120.00" });
    const [seen] = await db
      .select()
      .from(discoveredPages)
      .where(
        and(eq(discoveredPages.storeId, storeId), eq(discoveredPages.url, `${site.origin}/p/old-phone`)),
      );
    expect(seen?.kind).toBe("gone");
  });

  it("reads again only what is new or changed, and remembers the admin's decision for an address", async () => {
    site.requests.length = 0;
    // The admin says the storage-less page is the 128 GB phone, and the 512 GB one is to be ignored.
    await db.insert(feedItemLinks).values([
      { storeId, itemId: `${site.origin}/p/iphone-15-plain`, productId: ids.iphone128! },
      { storeId, itemId: `${site.origin}/p/iphone-15-512`, productId: null },
    ]);
    const o = site.origin;
    site.pages.set("/sitemap-products-1.xml", {
      type: "application/xml",
      body: urlset(o, [
        ["/p/iphone-15-gtin", "2026-11-01"],
        ["/p/galaxy-s24-ultra", "2026-11-01"],
        // No lastmod change, but its ETag is checked: 304.
        ["/p/iphone-15-256"],
        ["/p/iphone-15-512", "2026-11-20"],
        ["/p/iphone-15-plain", "2026-11-20"],
        ["/about", "2026-11-01"],
      ]),
    });
    const summary = await runDiscovery(db, {
      storeId,
      fetcher,
      sleep,
      now: new Date(NOW.getTime() + 60_000),
    });
    const paths = site.requests.map((request) => request.path);
    expect(paths).not.toContain("/p/iphone-15-gtin");
    expect(paths).not.toContain("/about");
    expect(paths).toContain("/p/iphone-15-512");
    expect(site.requests.find((request) => request.path === "/p/iphone-15-256")?.conditional).toBe(true);
    expect(summary.unchanged).toBeGreaterThanOrEqual(4);
    // The 128 GB product already has this store's offer (from the GTIN page): the decided page reads it.
    expect(summary.matched).toBe(1);
    expect(await queued(storeId, "/p/iphone-15-plain")).toBeNull();
    const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
    expect(store?.site).toBe(`${site.origin}/`);
  });
});

describe("a discovery run without a sitemap", () => {
  it("walks the same site's listing pages from the home page", async () => {
    const walkSite = await startStandInStore();
    const walkFetcher = createSiteFetcher({ allowPrivateHosts: true, totalTimeoutMs: 5000 });
    try {
      const store = await createStore(db, { name: "Walk Store", site: `${walkSite.origin}/` });
      walkSite.pages.set("/robots.txt", {
        type: "text/plain",
        body: "User-agent: *\nDisallow: /category/hidden\n",
      });
      walkSite.pages.set("/", {
        body: `<a href="/category/phones">Phones</a><a href="/category/hidden">Hidden</a><a href="/cart">Cart</a>
          <a href="https://elsewhere.example/p/1">Elsewhere</a><a href="/logo.png">Logo</a>`,
      });
      walkSite.pages.set("/category/phones", {
        body: `<a href="/p/galaxy">Galaxy</a><a href="/p/powercore">PowerCore</a><a href="/category/phones#top">Top</a>`,
      });
      walkSite.pages.set("/p/galaxy", {
        body: productPage({ name: "Galaxy S24 Ultra", price: "4399.00", brand: "Samsung", mpn: "SM-S928B" }),
      });
      walkSite.pages.set("/p/powercore", {
        body: productPage({ name: "Anker PowerCore 10000", price: "89.00", brand: "Anker" }),
      });
      const summary = await runDiscovery(db, {
        storeId: store.id,
        fetcher: walkFetcher,
        sleep: async () => {},
        now: NOW,
      });
      expect(summary).toMatchObject({
        status: "finished",
        // robots, sitemap.xml (404), home, listing, two products.
        pagesRead: 6,
        productPages: 2,
        matched: 2,
        refusedByRobots: 1,
        delayMs: 1000,
      });
      const paths = walkSite.requests.map((request) => request.path);
      expect(paths).not.toContain("/cart");
      expect(paths).not.toContain("/category/hidden");
      expect((await offerAt("Walk Store", ids.powercore!))?.price).toBe("89.00");
    } finally {
      await walkFetcher.close();
      await walkSite.close();
    }
  });

  it("keeps to its page cap and reads nothing when robots.txt cannot be read", async () => {
    const capped = await startStandInStore();
    const cappedFetcher = createSiteFetcher({ allowPrivateHosts: true, totalTimeoutMs: 5000 });
    try {
      const store = await createStore(db, { name: "Capped Store", site: `${capped.origin}/` });
      capped.pages.set("/robots.txt", { type: "text/plain", body: "" });
      capped.pages.set("/", {
        body: Array.from({ length: 20 }, (_, index) => `<a href="/list/${index}">${index}</a>`).join(""),
      });
      for (let index = 0; index < 20; index++) capped.pages.set(`/list/${index}`, { body: "<p>Empty</p>" });
      const summary = await runDiscovery(db, {
        storeId: store.id,
        fetcher: cappedFetcher,
        sleep: async () => {},
        maxPages: 5,
      });
      expect(summary.pagesRead).toBe(5);
      expect(capped.requests).toHaveLength(5);

      capped.requests.length = 0;
      capped.pages.set("/robots.txt", { status: 503, body: "busy" });
      const refused = await runDiscovery(db, {
        storeId: store.id,
        fetcher: cappedFetcher,
        sleep: async () => {},
      });
      expect(refused).toMatchObject({ status: "failed", reason: "robotsUnavailable", pagesRead: 1 });
      expect(capped.requests.map((request) => request.path)).toEqual(["/robots.txt"]);
    } finally {
      await cappedFetcher.close();
      await capped.close();
    }
  });
});

describe("the matched product's own figures", () => {
  it("shows the discovered price as the product's lowest", async () => {
    const [row] = await db
      .select({ lowest: products.lowestPrice })
      .from(products)
      .where(eq(products.id, ids.iphone256!));
    expect(row?.lowest).toBe("3699.00");
  });
});
