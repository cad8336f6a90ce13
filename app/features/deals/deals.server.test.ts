import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { productPriceDays, productPrices } from "~/db/schema";
import { syncOfferFreshness } from "~/features/prices/current-offers.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createOffer, createProduct, createStore } from "../../../tests/setup/factories";
import { listDeals, selectDealPage } from "./deals.server";

let handle: DatabaseHandle;
let db: Database;
const HOUR = 3_600_000;
const id: Record<string, string> = {};
const category: Record<string, string> = {};

type Offer = { store: string; price: string; checkedAt?: Date };

/**
 * A product with these store offers now and these daily lowest prices on the days before today
 * (yesterday first), its price insight worked out as the daily job does.
 */
async function addProduct(name: string, categoryId: string, offers: Offer[], daysBefore: string[]) {
  const { id: productId } = await createProduct(db, { nameEn: name, nameAr: name, categoryId });
  for (const offer of offers) {
    await createOffer(db, {
      productId,
      storeName: offer.store,
      price: offer.price,
      checkedAt: offer.checkedAt,
    });
  }
  if (daysBefore.length) {
    await db.insert(productPriceDays).values(
      daysBefore.map((lowestPrice, index) => ({
        productId,
        day: sql`riyadh_today() - ${index + 1}::int`,
        lowestPrice,
      })),
    );
  }
  await db.execute(sql`select refresh_price_insight(array[${productId}::uuid], riyadh_today())`);
  id[name] = productId;
}

// 19 days from 118 down to 100 SAR (yesterday 118). With today's price, 20 days of history.
const rising = Array.from({ length: 19 }, (_, i) => `${118 - i}.00`);
const times = (history: string[], factor: number) => history.map((price) => `${Number(price) * factor}.00`);
const repeat = (price: string, days: number) => Array<string>(days).fill(price);

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  // A 6-hour refresh interval: an offer is current for 12 hours after its last check.
  await syncOfferFreshness(db, 6);
  // noon has its Arabic name; Lulu has none yet.
  await createStore(db, { name: "noon", nameAr: "نون" });
  for (const slug of ["phones", "tvs", "perfumes"]) {
    category[slug] = (await createCategory(db, { slug })).id;
  }
  const longAgo = new Date(Date.now() - 48 * HOUR);

  // Today 90 against 100…118: typical range 103.75–113.25, median 108.50 → 17.05 % below, 18.50 saved.
  await addProduct("deep", category.phones!, [{ store: "Jarir", price: "90.00" }], rising);
  // Today 950 against 1000…1180: median 1085 → 12.44 % below, 135.00 saved. A cheaper offer
  // that was not checked for two days is not the deal's store.
  await addProduct(
    "big",
    category.phones!,
    [
      { store: "Extra", price: "990.00" },
      { store: "noon", price: "950.00" },
      { store: "Amazon", price: "900.00", checkedAt: longAgo },
    ],
    times(rising, 10),
  );
  // Back down to its 90-day low today after a dearer yesterday: not below the typical range (a
  // quarter of the days were at 100), but the lowest in 90 days since today → a deal; median 120
  // → 16.67 % below, 20.00 saved.
  await addProduct(
    "recent-lowest",
    category.phones!,
    [{ store: "Lulu", price: "100.00" }],
    ["120.00", ...repeat("100.00", 5), ...repeat("120.00", 13)],
  );
  // At its 90-day low for the last 10 days: no longer news, and not below the typical range.
  await addProduct(
    "old-lowest",
    category.phones!,
    [{ store: "Lulu", price: "100.00" }],
    [...repeat("100.00", 9), ...repeat("120.00", 10)],
  );
  // At its lowest in 90 days today, but only 1.96 % under its typical 102: noise, not a deal.
  await addProduct(
    "shallow-lowest",
    category.phones!,
    [{ store: "Lulu", price: "100.00" }],
    ["102.00", ...repeat("102.00", 18)],
  );
  // Inside the typical range.
  await addProduct("typical", category.phones!, [{ store: "Jarir", price: "109.00" }], rising);
  // Cheap, but with 6 days of history there is no verdict yet.
  await addProduct("too-new", category.phones!, [{ store: "Jarir", price: "50.00" }], repeat("100.00", 5));
  // Today 80: 26.27 % below, 28.50 saved; its only offer goes stale in the test.
  await addProduct("going-stale", category.phones!, [{ store: "Jarir", price: "80.00" }], rising);
  // Two equal deals: median 108.50, today 96 → 11.52 % below, 12.50 saved.
  await addProduct("twin-a", category.tvs!, [{ store: "SACO", price: "96.00" }], rising);
  await addProduct("twin-b", category.tvs!, [{ store: "SACO", price: "96.00" }], rising);
  // A perfume at a high price: the category has no deal.
  await addProduct("dear", category.perfumes!, [{ store: "Jarir", price: "150.00" }], rising);
});

afterAll(() => handle?.close());

const nameOf = (productId: string) => Object.entries(id).find(([, value]) => value === productId)?.[0];
const names = (page: { deals: { id: string }[] }) => page.deals.map((deal) => nameOf(deal.id));
const twins = () => [id["twin-a"]!, id["twin-b"]!].sort().map(nameOf);

describe("listDeals", () => {
  it("lists low prices and recent 90-day lows, the largest share below typical first", async () => {
    const page = await listDeals(db, { limit: 20 });
    expect(names(page)).toEqual(["going-stale", "deep", "recent-lowest", "big", ...twins()]);
    expect(page.total).toBe(6);
  });

  it("shows each deal's price, store, typical price and saving", async () => {
    const { deals } = await listDeals(db, { limit: 20 });
    const big = deals.find((deal) => deal.id === id.big)!;
    expect(big).toMatchObject({
      lowestPrice: "950.00",
      store: { name: "noon", nameAr: "نون" },
      saved: "135.00",
    });
    expect(big.insight).toMatchObject({ verdict: "low", typicalPrice: "1085.00", isLowestIn90Days: true });
    const recent = deals.find((deal) => deal.id === id["recent-lowest"])!;
    expect(recent).toMatchObject({
      lowestPrice: "100.00",
      store: { name: "Lulu", nameAr: null },
      saved: "20.00",
    });
    expect(recent.insight).toMatchObject({ verdict: "typical", isLowestIn90Days: true });
  });

  it("sorts by SAR saved, the largest saving first", async () => {
    const page = await listDeals(db, { sortBy: "saved", limit: 20 });
    expect(names(page)).toEqual(["big", "going-stale", "recent-lowest", "deep", ...twins()]);
  });

  it("narrows to the given categories", async () => {
    expect(names(await listDeals(db, { categoryIds: [category.tvs!], limit: 20 }))).toEqual(twins());
    expect(await listDeals(db, { categoryIds: [category.perfumes!], limit: 20 })).toEqual({
      deals: [],
      total: 0,
    });
    expect(await listDeals(db, { categoryIds: [], limit: 20 })).toEqual({ deals: [], total: 0 });
  });

  it("pages through every deal once, in both orders, with the same total on every page", async () => {
    for (const sortBy of ["percent", "saved"] as const) {
      const all = names(await listDeals(db, { sortBy, limit: 20 }));
      const pages = await Promise.all([0, 2, 4].map((offset) => listDeals(db, { sortBy, limit: 2, offset })));
      expect(pages.flatMap(names)).toEqual(all);
      expect(pages.map((page) => page.total)).toEqual([6, 6, 6]);
    }
    expect(await listDeals(db, { limit: 2, offset: 10 })).toEqual({ deals: [], total: 6 });
  });

  it("drops a deal whose only offer is no longer current", async () => {
    await db
      .update(productPrices)
      .set({ checkedAt: new Date(Date.now() - 13 * HOUR) })
      .where(eq(productPrices.productId, id["going-stale"]!));
    const page = await listDeals(db, { limit: 20 });
    expect(names(page)).toEqual(["deep", "recent-lowest", "big", ...twins()]);
    expect(page.total).toBe(5);
  });
});

describe("the deals query", () => {
  it("reads the partial deals index, not the whole products table", async () => {
    // Many more products at ordinary prices, so that reading the index pays.
    await db.execute(sql`
      insert into products (name_en, name_ar, category_id)
      select 'filler ' || n, 'filler ' || n, ${category.phones!}::uuid from generate_series(1, 2000) as n`);
    await db.execute(sql`analyze products`);
    for (const options of [
      { limit: 12 },
      { categoryIds: [category.phones!], sortBy: "saved" as const, limit: 12 },
    ]) {
      const { rows } = await db.execute<Record<string, string>>(
        sql`explain (costs off) ${selectDealPage(db, options)}`,
      );
      const plan = rows.map((row) => Object.values(row)[0]).join("\n");
      expect(plan).toContain("products_deals_idx");
      expect(plan).not.toContain("Seq Scan on products");
    }
  });
});
