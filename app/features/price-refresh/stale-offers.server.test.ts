import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { priceFetchLogs, productPrices, products } from "~/db/schema";
import { syncOfferFreshness } from "~/features/prices/current-offers.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { insertProductWithPrices } from "../../../tests/setup/price-fixtures";
import {
  countStaleOffers,
  findStorePriceUrl,
  listStaleOffers,
  STALE_OFFERS_PAGE_SIZE,
} from "./stale-offers.server";

let handle: DatabaseHandle;
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  handle = await createTestDatabase();
  // A 6-hour refresh interval: an offer goes stale 12 hours after its last successful check.
  await syncOfferFreshness(handle.db, 6);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(priceFetchLogs);
  await handle.db.delete(products);
});

describe("stale store prices (PD-21)", () => {
  it("are the offers not checked for 12 hours, sold out or not, the longest unchecked first", async () => {
    const { productId, priceIds } = await insertProductWithPrices(
      handle.db,
      [
        { storeName: "Jarir", url: "https://jarir.example/p", price: "100.00", checkedAt: hoursAgo(13) },
        { storeName: "noon", url: "https://noon.example/p", price: "110.00", checkedAt: hoursAgo(11) },
        {
          storeName: "eXtra",
          url: "https://extra.example/p",
          price: "120.00",
          inStock: false,
          checkedAt: hoursAgo(60),
        },
        // Sold out but checked an hour ago: not stale, only unavailable.
        { storeName: "Virgin", url: "https://virgin.example/p", price: "90.00", inStock: false },
      ],
      "Galaxy S24",
    );
    const [jarir, , extra] = priceIds;

    expect(await countStaleOffers(handle.db)).toBe(2);
    const { rows, total } = await listStaleOffers(handle.db, { page: 1 });
    expect(total).toBe(2);
    expect(rows.map((row) => [row.storeName, row.productId, row.productNameEn])).toEqual([
      ["eXtra", productId, "Galaxy S24"],
      ["Jarir", productId, "Galaxy S24"],
    ]);
    expect(rows.map((row) => row.id)).toEqual([extra, jarir]);
    expect(rows[0]).toMatchObject({ url: "https://extra.example/p", pendingPrice: null, lastAttempt: null });
    expect(Date.now() - new Date(rows[0]!.checkedAt).getTime()).toBeGreaterThanOrEqual(60 * HOUR);
  });

  it("come with their latest fetch attempt, its error or the reading waiting for confirmation", async () => {
    const { priceIds } = await insertProductWithPrices(handle.db, [
      { storeName: "Jarir", url: "https://jarir.example/q", price: "100.00", checkedAt: hoursAgo(30) },
      { storeName: "noon", url: "https://noon.example/q", price: "100.00", checkedAt: hoursAgo(20) },
    ]);
    const [jarir, noon] = priceIds as [string, string];
    const log = (
      productPriceId: string,
      hours: number,
      errorCode: string | null,
      price: string | null = null,
    ) => ({
      productPriceId,
      url: "https://store.example/q",
      success: errorCode === null,
      price,
      errorCode,
      errorMessage: errorCode === "httpStatus" ? "The store page did not open (code 503)." : null,
      createdAt: hoursAgo(hours),
    });
    await handle.db
      .insert(priceFetchLogs)
      .values([log(jarir, 5, "timeout"), log(jarir, 2, "httpStatus"), log(noon, 3, null, "30.00")]);
    await handle.db.update(productPrices).set({ pendingPrice: "30.00" }).where(eq(productPrices.id, noon));

    const { rows } = await listStaleOffers(handle.db, { page: 1 });
    const at = expect.any(String);
    expect(rows.map((row) => [row.storeName, row.lastAttempt, row.pendingPrice])).toEqual([
      [
        "Jarir",
        {
          success: false,
          errorCode: "httpStatus",
          errorMessage: "The store page did not open (code 503).",
          at,
        },
        null,
      ],
      ["noon", { success: true, at }, "30.00"],
    ]);
    const hoursSince = (iso: string) => Math.round((Date.now() - new Date(iso).getTime()) / HOUR);
    expect(rows.map((row) => hoursSince(row.lastAttempt!.at))).toEqual([2, 3]);
  });

  it("are listed a page at a time", async () => {
    const stores = Array.from({ length: STALE_OFFERS_PAGE_SIZE + 3 }, (_, index) => ({
      storeName: `Store ${index}`,
      url: `https://store${index}.example/p`,
      price: "50.00",
      checkedAt: hoursAgo(100 - index),
    }));
    await insertProductWithPrices(handle.db, stores);
    const first = await listStaleOffers(handle.db, { page: 1 });
    const second = await listStaleOffers(handle.db, { page: 2 });
    expect(first.total).toBe(STALE_OFFERS_PAGE_SIZE + 3);
    expect(first.rows).toHaveLength(STALE_OFFERS_PAGE_SIZE);
    expect(second.rows.map((row) => row.storeName)).toEqual([
      `Store ${STALE_OFFERS_PAGE_SIZE}`,
      `Store ${STALE_OFFERS_PAGE_SIZE + 1}`,
      `Store ${STALE_OFFERS_PAGE_SIZE + 2}`,
    ]);
  });

  it("finds the store page of a store price to fetch again, or nothing for an unknown one", async () => {
    const { priceIds } = await insertProductWithPrices(handle.db, [
      { storeName: "Jarir", url: "https://jarir.example/r", price: "10.00" },
    ]);
    expect(await findStorePriceUrl(handle.db, priceIds[0]!)).toBe("https://jarir.example/r");
    expect(await findStorePriceUrl(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
