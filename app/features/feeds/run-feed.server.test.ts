import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { priceHistory, productPrices, products, stores, unmatchedFeedItems } from "~/db/schema";
import { findLowestTotals, offerDetailsColumns } from "~/features/offer-details/offer-details.server";
import { shownOfferDetails } from "~/features/offer-details/shown-details";
import type { LowestPriceChange } from "~/features/prices/store-prices.server";
import { buildProductSearchText } from "~/utils/arabic-text";
import { createTestDatabase } from "../../../tests/setup/database";
import {
  createCategory,
  createPhoneCategory,
  createProduct,
  createProductFamily,
  createStore,
} from "../../../tests/setup/factories";
import { readFeedItems } from "./read-feed";
import { decideHeldRun, runFeed } from "./run-feed.server";
import { decideUnmatchedItem, listUnmatchedItems } from "./unmatched-items.server";

let handle: DatabaseHandle;
let db: Database;
let categoryId: string;
const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);
// Store prices count as current for hours after their check (PD-21), on the database's clock.
const NOW = new Date(Date.now() - 60 * 60 * 1000);
const LATER = new Date(Date.now() - 60 * 1000);

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  categoryId = (await createCategory(db)).id;
});
afterAll(() => handle.close());

async function addStore(name: string, domain: string) {
  return createStore(db, { name, domain });
}

async function addProduct(nameEn: string, fields: { brand?: string; model?: string; gtin?: string } = {}) {
  return createProduct(db, {
    nameEn,
    nameAr: nameEn,
    categoryId,
    ...fields,
    searchText: buildProductSearchText({ nameEn, nameAr: nameEn, ...fields }),
  });
}

async function offersOf(storeName: string) {
  const rows = await db
    .select({
      product: products.nameEn,
      price: productPrices.price,
      wasPrice: productPrices.wasPrice,
      inStock: productPrices.inStock,
      source: productPrices.source,
      checkedAt: productPrices.checkedAt,
    })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(eq(productPrices.storeName, storeName))
    .orderBy(products.nameEn);
  return rows;
}

const textItems = (text: string) => readFeedItems(Readable.from([Buffer.from(text)]));
const DAY = 24 * 60 * 60 * 1000;

/** The Jarir fixture, its sale in effect around NOW (the other sale ended in October 2026). */
async function jarirFeed(): Promise<string> {
  const text = await readFile(fixture("jarir-feed.xml"), "utf8");
  const window = `${new Date(NOW.getTime() - 10 * DAY).toISOString()}/${new Date(NOW.getTime() + 10 * DAY).toISOString()}`;
  return text.replace("2026-11-01T00:00+03:00/2026-12-01T00:00+03:00", window);
}
const jarirItems = async () => textItems(await jarirFeed());

describe("a store's Merchant feed", () => {
  let jarir: Awaited<ReturnType<typeof addStore>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    jarir = await addStore("Jarir", "www.jarir.example");
    ids.s24 = (
      await addProduct("Samsung Galaxy S24 Ultra", {
        brand: "Samsung",
        model: "SM-S928B",
        gtin: "08806095300146",
      })
    ).id;
    ids.sony = (await addProduct("Sony WH-1000XM5", { brand: "Sony", model: "WH-1000XM5/B" })).id;
    ids.airpods = (await addProduct("Apple AirPods Pro 2", { brand: "Apple", gtin: "00194253500001" })).id;
    ids.ps5 = (
      await addProduct("PlayStation 5 Slim", { brand: "Sony", model: "CFI-2016", gtin: "04548548903521" })
    ).id;
    ids.dyson = (
      await addProduct("Dyson V15 Detect", { brand: "Dyson", model: "SV47", gtin: "00887274623117" })
    ).id;
  });

  it("matches by GTIN, then by brand and model, queues the rest and skips what is not a SAR price", async () => {
    const changes: LowestPriceChange[] = [];
    const summary = await runFeed(db, await jarirItems(), {
      storeId: jarir.id,
      source: "jarir-feed.xml",
      now: NOW,
      onLowestPriceChanged: async (_tx, change) => {
        changes.push(change);
      },
    });
    expect(summary).toMatchObject({
      status: "applied",
      itemsRead: 11,
      matched: 5,
      updated: 5,
      queued: 2,
      skipped: 4,
    });
    expect(summary.skippedRows.map(({ itemId, reason }) => [itemId, reason])).toEqual([
      ["JAR-1004", "otherCurrency"],
      ["JAR-1001", "duplicateId"],
      ["JAR-1010", "missingPrice"],
      ["JAR-1011", "notNew"],
    ]);
    expect(await offersOf("Jarir")).toEqual([
      {
        product: "Apple AirPods Pro 2",
        price: "899.00",
        wasPrice: "999.00",
        inStock: true,
        source: "feed",
        checkedAt: NOW,
      },
      {
        product: "Dyson V15 Detect",
        price: "2899.00",
        wasPrice: null,
        inStock: false,
        source: "feed",
        checkedAt: NOW,
      },
      {
        product: "PlayStation 5 Slim",
        price: "2499.00",
        wasPrice: null,
        inStock: true,
        source: "feed",
        checkedAt: NOW,
      },
      {
        product: "Samsung Galaxy S24 Ultra",
        price: "4599.00",
        wasPrice: null,
        inStock: true,
        source: "feed",
        checkedAt: NOW,
      },
      {
        product: "Sony WH-1000XM5",
        price: "1299.00",
        wasPrice: null,
        inStock: true,
        source: "feed",
        checkedAt: NOW,
      },
    ]);
    // Four products gained a current lowest price (the sold-out Dyson did not): their alerts are due.
    expect(changes.map((change) => change.productId).sort()).toEqual(
      [ids.airpods, ids.ps5, ids.s24, ids.sony].sort(),
    );
    const queued = await db.select().from(unmatchedFeedItems).where(eq(unmatchedFeedItems.storeId, jarir.id));
    // The unknown watch, and the item whose GTIN fails its check digit (never matched to the S24).
    expect(queued.map((item) => item.itemId).sort()).toEqual(["JAR-1003", "JAR-1008"]);
    // The grey import's title has words the catalogue lacks: the suggestions still find the S24.
    const { items } = await listUnmatchedItems(db);
    expect(
      items.find((item) => item.itemId === "JAR-1008")?.suggestions.map((product) => product.id),
    ).toContain(ids.s24);
    expect(queued.find((item) => item.itemId === "JAR-1003")).toMatchObject({
      title: "ساعة جارمن فينكس 8 الذكية 47 مم",
      price: "3899.00",
      gtin: "00753602310410",
    });
  });

  it("changes nothing but the time checked when the same feed is read again", async () => {
    const historyBefore = await db.$count(priceHistory);
    const summary = await runFeed(db, await jarirItems(), {
      storeId: jarir.id,
      source: "again",
      now: LATER,
    });
    expect(summary).toMatchObject({ status: "unchanged", matched: 5, updated: 0, queued: 2 });
    expect(await db.$count(priceHistory)).toBe(historyBefore);
    const offers = await offersOf("Jarir");
    expect(offers.map((offer) => offer.checkedAt)).toEqual(offers.map(() => LATER));
    expect(offers.find((offer) => offer.product === "Samsung Galaxy S24 Ultra")?.price).toBe("4599.00");
  });

  it("remembers an admin's decisions: an accepted item matches at once, an ignored one stays out", async () => {
    const garmin = await addProduct("Garmin Fenix 8 47mm", { brand: "Garmin" });
    expect(
      await decideUnmatchedItem(db, {
        storeId: jarir.id,
        itemId: "JAR-1003",
        productId: garmin.id,
        userId: null,
      }),
    ).toBe(true);
    expect(
      await decideUnmatchedItem(db, { storeId: jarir.id, itemId: "JAR-1008", productId: null, userId: null }),
    ).toBe(true);
    expect(await db.$count(unmatchedFeedItems, eq(unmatchedFeedItems.storeId, jarir.id))).toBe(0);

    const summary = await runFeed(db, await jarirItems(), {
      storeId: jarir.id,
      source: "third",
      now: LATER,
    });
    expect(summary).toMatchObject({ status: "applied", matched: 6, updated: 1, queued: 0 });
    expect((await offersOf("Jarir")).find((offer) => offer.product === garmin.nameEn)).toMatchObject({
      price: "3899.00",
      inStock: true,
    });
    expect(await db.$count(unmatchedFeedItems, eq(unmatchedFeedItems.storeId, jarir.id))).toBe(0);
  });

  it("marks an offer whose item left the feed out of stock, and keeps it", async () => {
    const withoutSony = (await jarirFeed()).replace(/<item>\s*<g:id>JAR-1002<\/g:id>[\s\S]*?<\/item>/, "");
    const summary = await runFeed(db, textItems(withoutSony), {
      storeId: jarir.id,
      source: "fourth",
      now: LATER,
    });
    expect(summary).toMatchObject({ status: "applied", gone: 1, matched: 5 });
    expect((await offersOf("Jarir")).find((offer) => offer.product === "Sony WH-1000XM5")).toMatchObject({
      price: "1299.00",
      inStock: false,
      source: "feed",
    });
  });

  it("reads without writing on a dry run", async () => {
    const before = await offersOf("Jarir");
    const summary = await runFeed(
      db,
      textItems(
        "id\ttitle\tlink\tprice\tgtin\nN1\tS24\thttps://www.jarir.example/n1\t1.00 SAR\t8806095300146\n",
      ),
      {
        storeId: jarir.id,
        source: "dry",
        dryRun: true,
        now: LATER,
      },
    );
    expect(summary).toMatchObject({ status: "preview", matched: 1 });
    expect(await offersOf("Jarir")).toEqual(before);
  });
});

describe("the broken-feed guard", () => {
  let store: Awaited<ReturnType<typeof addStore>>;
  const row = (n: number, price: number) =>
    `E${n}\tBlender ${n}\thttps://www.extra.example/p/${n}\t${price}.00 SAR\tin stock\tKenwood\tBL-${n}\n`;
  const feed = (rows: string[]) => `id\ttitle\tlink\tprice\tavailability\tbrand\tmpn\n${rows.join("")}`;
  const all = Array.from({ length: 10 }, (_, n) => n + 1);

  beforeAll(async () => {
    store = await addStore("eXtra", "www.extra.example");
    for (const n of all)
      await addProduct(`Kenwood Blender ${String(n).padStart(2, "0")}`, {
        brand: "Kenwood",
        model: `BL-${n}`,
      });
    const first = await runFeed(db, textItems(feed(all.map((n) => row(n, 100 + n)))), {
      storeId: store.id,
      source: "first",
      now: NOW,
    });
    expect(first).toMatchObject({ status: "applied", matched: 10, updated: 10 });
  });

  beforeEach(async () => {
    // Every test starts from the ten offers in stock at their first prices.
    await db
      .update(productPrices)
      .set({ inStock: true })
      .where(and(eq(productPrices.storeName, "eXtra")));
  });

  it("holds a run that loses most of the store's items, and applies it only when an admin says so", async () => {
    const held = await runFeed(db, textItems(feed([row(1, 101), row(2, 102)])), {
      storeId: store.id,
      source: "broken",
      now: LATER,
    });
    expect(held).toMatchObject({ status: "held", reason: "gone", gone: 8 });
    expect(
      (await offersOf("eXtra")).every(
        (offer) => offer.inStock && offer.checkedAt.getTime() === NOW.getTime(),
      ),
    ).toBe(true);

    expect(
      await decideHeldRun(db, { runId: held.runId, decision: "apply", userId: null }, { now: LATER }),
    ).toBe(true);
    const offers = await offersOf("eXtra");
    expect(offers.filter((offer) => offer.inStock).map((offer) => offer.product)).toEqual([
      "Kenwood Blender 01",
      "Kenwood Blender 02",
    ]);
    expect(offers).toHaveLength(10);
    // A second click finds nothing to decide.
    expect(
      await decideHeldRun(db, { runId: held.runId, decision: "apply", userId: null }, { now: LATER }),
    ).toBe(false);
  });

  it("holds a run that moves most prices by more than half, and a discarded run changes nothing", async () => {
    const held = await runFeed(db, textItems(feed(all.map((n) => row(n, 1000 + n)))), {
      storeId: store.id,
      source: "prices x10",
      now: LATER,
    });
    expect(held).toMatchObject({ status: "held", reason: "moved" });
    expect(
      await decideHeldRun(db, { runId: held.runId, decision: "discard", userId: null }, { now: LATER }),
    ).toBe(true);
    expect((await offersOf("eXtra")).map((offer) => offer.price)).toEqual(all.map((n) => `${100 + n}.00`));
  });

  it("holds a feed none of whose items is the store's, and queues nothing while it is held", async () => {
    const held = await runFeed(db, textItems(feed([row(99, 50)])), {
      storeId: store.id,
      source: "empty",
      now: LATER,
    });
    expect(held).toMatchObject({ status: "held", reason: "empty", queued: 1 });
    expect(await db.$count(unmatchedFeedItems, eq(unmatchedFeedItems.storeId, store.id))).toBe(0);
  });
});

describe("a family's variants in a feed (issue 31)", () => {
  it("puts each offer on the variant its title names, and queues one that does not say", async () => {
    const store = await addStore("Variant Store", "www.variants.example");
    const { createPhone } = await createPhoneCategory(db, { slug: "variant-phones" });
    const family = await createProductFamily(db, { nameEn: "Apple iPhone 15", nameAr: "آيفون 15" });
    const variant = (nameEn: string, storage: number) =>
      createPhone({ nameEn, nameAr: nameEn, brand: "Apple", model: "A3090", familyId: family.id }, storage);
    const small = await variant("Apple iPhone 15 128GB Black", 128);
    const large = await variant("Apple iPhone 15 256GB Black", 256);

    const item = (id: string, title: string, price: string, extra = "") => `
      <item><g:id>${id}</g:id><title>${title}</title><link>https://www.variants.example/${id}</link>
      <g:price>${price} SAR</g:price><g:availability>in_stock</g:availability><g:brand>Apple</g:brand>
      <g:mpn>A3090</g:mpn><g:condition>new</g:condition>${extra}</item>`;
    // The size may stand in the feed's own field rather than the title.
    const feed = `<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0"><channel>
      ${item("V-256", "Apple iPhone 15 Black", "3349.00", "<g:size>256 GB</g:size>")}
      ${item("V-128", "ايفون 15 سعة ١٢٨ جيجابايت", "2899.00")}
      ${item("V-ANY", "Apple iPhone 15 Black", "2999.00")}
      </channel></rss>`;
    const summary = await runFeed(db, textItems(feed), {
      storeId: store.id,
      source: "variants.xml",
      now: NOW,
    });
    expect(summary).toMatchObject({ status: "applied", matched: 2, queued: 1 });
    const offers = await db
      .select({ productId: productPrices.productId, price: productPrices.price })
      .from(productPrices)
      .where(eq(productPrices.storeName, "Variant Store"));
    expect(offers.sort((a, b) => a.price.localeCompare(b.price))).toEqual([
      { productId: small.id, price: "2899.00" },
      { productId: large.id, price: "3349.00" },
    ]);
    const queued = await db.select().from(unmatchedFeedItems).where(eq(unmatchedFeedItems.storeId, store.id));
    expect(queued.map((row) => row.itemId)).toEqual(["V-ANY"]);
  });
});

describe("what a feed's items state beyond their prices (issue 32)", () => {
  it("records delivery and instalments on the offers, as read from the feed, over an earlier reading", async () => {
    const store = await addStore("Details Store", "www.details.example");
    const tv = await addProduct("Details TV 55", { brand: "Sony", gtin: "04548736100015" });
    const item = (price: string, extra: string) => `<?xml version="1.0"?>
      <rss xmlns:g="http://base.google.com/ns/1.0"><channel>
      <item><g:id>TV-55</g:id><title>Details TV 55</title><link>https://www.details.example/tv</link>
      <g:price>${price} SAR</g:price><g:availability>in_stock</g:availability><g:gtin>04548736100015</g:gtin>
      <g:condition>new</g:condition>${extra}</item></channel></rss>`;
    const shown = async () => {
      const [row] = await db
        .select(offerDetailsColumns)
        .from(productPrices)
        .innerJoin(stores, eq(stores.name, productPrices.storeName))
        .where(and(eq(productPrices.productId, tv.id), eq(productPrices.storeName, store.name)));
      return shownOfferDetails(row!.storedDetails, row!.storePolicy);
    };

    // A new offer: its delivery to Jeddah and its instalments, from the feed, checked at the run.
    const first = await runFeed(
      db,
      textItems(
        item(
          "3999.00",
          `<g:shipping><g:country>SA</g:country><g:region>SA-02</g:region><g:price>25.00 SAR</g:price></g:shipping>
           <g:installment><g:months>4</g:months><g:amount>1000.00 SAR</g:amount></g:installment>`,
        ),
      ),
      { storeId: store.id, source: "details.xml", now: NOW },
    );
    expect(first).toMatchObject({ status: "applied", matched: 1 });
    const before = await shown();
    expect(before.delivery).toEqual({
      value: [
        { region: "jeddah", feeHalalas: 2500 },
        { region: "makkah", feeHalalas: 2500 },
      ],
      source: "feed",
      checkedAt: NOW.toISOString(),
    });
    expect(before.instalments?.value).toEqual([{ provider: "store", payments: 4, paymentHalalas: 100000 }]);
    expect((await findLowestTotals(db, [tv.id], "jeddah")).get(tv.id)).toBe(402400);

    // The next run states free delivery everywhere and no instalment: delivery is replaced, the
    // instalments keep the earlier reading (a reading that says nothing of a detail changes nothing).
    await runFeed(
      db,
      textItems(
        item("3999.00", `<g:shipping><g:country>SA</g:country><g:price>0.00 SAR</g:price></g:shipping>`),
      ),
      { storeId: store.id, source: "details.xml", now: LATER },
    );
    const after = await shown();
    expect(after.delivery).toEqual({
      value: [{ region: "all", feeHalalas: 0 }],
      source: "feed",
      checkedAt: LATER.toISOString(),
    });
    expect(after.instalments).toEqual(before.instalments);
    expect((await findLowestTotals(db, [tv.id], "jeddah")).get(tv.id)).toBe(399900);
  });
});
