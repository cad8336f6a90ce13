import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { productPriceDays, productPrices, products } from "~/db/schema";
import { type CatalogCache, listenForCatalogChanges } from "~/features/catalog/catalog-cache.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { insertProductWithPrices } from "../../../tests/setup/price-fixtures";
import { refreshDailyInsight, refreshDueOfferFigures, syncOfferFreshness } from "./current-offers.server";

let handle: DatabaseHandle;
const HOUR = 3_600_000;

beforeAll(async () => {
  handle = await createTestDatabase();
  // A 6-hour refresh interval: an offer is fresh for 12 hours after its last check.
  await syncOfferFreshness(handle.db, 6);
});
afterAll(() => handle.close());

async function figuresOf(productId: string) {
  const [row] = await handle.db
    .select({ lowestPrice: products.lowestPrice, storeCount: products.storeCount })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

describe("the product's stored figures (PD-21)", () => {
  it("count only fresh offers that are not sold out", async () => {
    const { productId } = await insertProductWithPrices(handle.db, [
      {
        storeName: "Stale",
        url: "https://a.example/p",
        price: "90.00",
        checkedAt: new Date(Date.now() - 13 * HOUR),
      },
      { storeName: "Sold out", url: "https://b.example/p", price: "95.00", inStock: false },
      { storeName: "Fresh", url: "https://c.example/p", price: "120.00", inStock: true },
      { storeName: "Unknown stock", url: "https://d.example/p", price: "130.00", inStock: null },
    ]);
    expect(await figuresOf(productId)).toEqual({ lowestPrice: "120.00", storeCount: 2 });
  });

  it("follow an offer going stale with time, without any write to its price", async () => {
    // Checked 12 hours less 3 seconds ago: the cheapest offer for 3 more seconds.
    const { productId, priceIds } = await insertProductWithPrices(handle.db, [
      {
        storeName: "Going stale",
        url: "https://a.example/q",
        price: "80.00",
        checkedAt: new Date(Date.now() - 12 * HOUR + 3_000),
      },
      { storeName: "Fresh", url: "https://b.example/q", price: "100.00" },
    ]);
    expect(await figuresOf(productId)).toEqual({ lowestPrice: "80.00", storeCount: 2 });
    const [before] = await handle.db.select().from(productPrices).where(eq(productPrices.id, priceIds[0]!));

    await refreshDueOfferFigures(handle.db);
    expect(await figuresOf(productId)).toEqual({ lowestPrice: "80.00", storeCount: 2 });

    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await refreshDueOfferFigures(handle.db)).toBeGreaterThanOrEqual(1);
    expect(await figuresOf(productId)).toEqual({ lowestPrice: "100.00", storeCount: 1 });
    const [after] = await handle.db.select().from(productPrices).where(eq(productPrices.id, priceIds[0]!));
    expect(after).toEqual(before);

    // A new check makes it current again at once.
    await handle.db
      .update(productPrices)
      .set({ checkedAt: new Date() })
      .where(eq(productPrices.id, priceIds[0]!));
    expect(await figuresOf(productId)).toEqual({ lowestPrice: "80.00", storeCount: 2 });
  });

  it("announce no catalogue change in a minute when nothing went stale", async () => {
    let announced = 0;
    const cache = { notice: () => announced++, setListening: () => undefined } as unknown as CatalogCache;
    const stop = await listenForCatalogChanges(handle, cache, createLogger("error"));
    try {
      await refreshDueOfferFigures(handle.db); // whatever was due from earlier tests
      await insertProductWithPrices(handle.db, [
        { storeName: "Fresh", url: "https://n.example/p", price: "10.00" },
      ]);
      await expect.poll(() => announced).toBeGreaterThan(0);
      // The insert's statements each announce; let the last of them arrive before counting anew.
      await new Promise((resolve) => setTimeout(resolve, 500));
      announced = 0;
      expect(await refreshDueOfferFigures(handle.db)).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(announced).toBe(0);
    } finally {
      await stop();
    }
  });

  it("leave a product with no current offer without a lowest price", async () => {
    const { productId } = await insertProductWithPrices(handle.db, [
      {
        storeName: "Old",
        url: "https://a.example/r",
        price: "99.00",
        checkedAt: new Date(Date.now() - 60 * 24 * HOUR),
      },
    ]);
    expect(await figuresOf(productId)).toEqual({ lowestPrice: null, storeCount: 0 });
  });
});

/** Riyadh calendar day `daysAgo` days before the database's today, as yyyy-mm-dd. */
async function riyadhDay(daysAgo: number): Promise<string> {
  const { rows } = await handle.db.execute<{ day: string }>(
    sql`select (riyadh_today() - ${daysAgo}::int)::text as day`,
  );
  return rows[0]!.day;
}

/** A product priced `current` now, with the given daily lowest prices on the days before today. */
async function productWithHistory(current: string, dailyLowest: readonly string[]) {
  const { productId } = await insertProductWithPrices(handle.db, [
    { storeName: "Store", url: "https://s.example/p", price: current },
  ]);
  const rows = await Promise.all(
    dailyLowest.map(async (lowestPrice, i) => ({ productId, day: await riyadhDay(i + 1), lowestPrice })),
  );
  if (rows.length) await handle.db.insert(productPriceDays).values(rows);
  return productId;
}

async function insightOf(productId: string) {
  await handle.db.execute(sql`select refresh_price_insight(array[${productId}::uuid], riyadh_today())`);
  const [row] = await handle.db
    .select({
      typicalLow: products.typicalLow,
      typicalPrice: products.typicalPrice,
      typicalHigh: products.typicalHigh,
      historyDays: products.historyDays,
      verdict: products.priceVerdict,
      isLowest: sql<boolean>`price_is_lowest_in_90_days(${products.lowestPrice}, ${products.low90Days}, ${products.historyDays})`,
      vsTypical: sql<
        number | null
      >`round(price_vs_typical(${products.lowestPrice}, ${products.typicalPrice}), 4)::float8`,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

describe("price insight (PD-22)", () => {
  // 19 days at 100 … 118 SAR (one a day) and today at the current price: 20 days of history.
  const rising = Array.from({ length: 19 }, (_, i) => `${118 - i}.00`);

  it("gives the 25th–75th percentile range of the daily lowest prices and a low verdict below it", async () => {
    const productId = await productWithHistory("90.00", rising);
    // Days: 90 (today), 100…118. Sorted, 20 values; p25 at position 4.75 → 103.75, median
    // at 9.5 → 108.5, p75 at 14.25 → 113.25 (linear interpolation between neighbours).
    expect(await insightOf(productId)).toEqual({
      typicalLow: "103.75",
      typicalPrice: "108.50",
      typicalHigh: "113.25",
      historyDays: 20,
      verdict: "low",
      isLowest: true,
      vsTypical: -0.1705,
    });
  });

  it("calls a price inside the range typical and above it high", async () => {
    const typical = await insightOf(await productWithHistory("109.00", rising));
    expect(typical).toMatchObject({ verdict: "typical", isLowest: false });
    const high = await insightOf(await productWithHistory("150.00", rising));
    expect(high).toMatchObject({ verdict: "high", isLowest: false });
    expect(high.vsTypical).toBeGreaterThan(0.3);
  });

  it("calls a price just outside a narrow range typical: a verdict needs 5 % from the typical price", async () => {
    // The iPhone the review saw: 4,620 against a steady 4,649 is 0.62 % below, not a low price.
    const steady = ["4649.00", "4655.00", ...Array<string>(17).fill("4649.00")];
    const slightlyLower = await insightOf(await productWithHistory("4620.00", steady));
    expect(slightlyLower).toMatchObject({ verdict: "typical", isLowest: true, typicalPrice: "4649.00" });
    expect(await insightOf(await productWithHistory("4760.00", steady))).toMatchObject({
      verdict: "typical",
    });
    // Past 5 % either way the verdict is given.
    expect(await insightOf(await productWithHistory("4410.00", steady))).toMatchObject({ verdict: "low" });
    expect(await insightOf(await productWithHistory("4890.00", steady))).toMatchObject({ verdict: "high" });
  });

  it("gives no verdict with fewer than 14 days of history, and one from the 14th day", async () => {
    const thirteen = await insightOf(await productWithHistory("50.00", rising.slice(0, 12)));
    expect(thirteen).toMatchObject({ historyDays: 13, verdict: null, isLowest: false });
    const fourteen = await insightOf(await productWithHistory("50.00", rising.slice(0, 13)));
    expect(fourteen).toMatchObject({ historyDays: 14, verdict: "low", isLowest: true });
  });

  it("reads only the last 90 days", async () => {
    const productId = await productWithHistory("100.00", []);
    const old = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => ({
        productId,
        day: await riyadhDay(95 + i),
        lowestPrice: "10.00",
      })),
    );
    await handle.db.insert(productPriceDays).values(old);
    expect(await insightOf(productId)).toMatchObject({ historyDays: 1, verdict: null });
  });

  it("is worked out once a day for the whole catalogue by the minute job", async () => {
    const productId = await productWithHistory("90.00", rising);
    await handle.db.execute(sql`update offer_freshness set insight_day = null`);
    expect(await refreshDailyInsight(handle.db, 2)).toBeGreaterThanOrEqual(1);
    expect(await refreshDailyInsight(handle.db)).toBeNull();
    const [row] = await handle.db
      .select({ verdict: products.priceVerdict })
      .from(products)
      .where(eq(products.id, productId));
    expect(row?.verdict).toBe("low");
  });
});
