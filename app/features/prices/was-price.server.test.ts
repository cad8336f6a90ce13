import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { priceHistory, productPrices } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { insertProductWithPrices } from "../../../tests/setup/price-fixtures";
import { claimedWasPrice, isWasPriceReal, toWasPriceClaim } from "./was-price.server";

let handle: DatabaseHandle;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/**
 * One store now selling at 800.00 and claiming `wasPrice`, with the prices it charged before:
 * [price, days ago it was set], oldest first; the last row is today's 800.00 sale.
 */
async function claimOf(
  wasPrice: string,
  charged: Array<[string, number]>,
  otherStore: Array<[string, number]> = [],
) {
  const { productId, priceIds } = await insertProductWithPrices(handle.db, [
    { storeName: "Jarir", url: "https://jarir.example/p", price: "800.00" },
    { storeName: "eXtra", url: "https://extra.example/p", price: "800.00" },
  ]);
  await handle.db.update(productPrices).set({ wasPrice }).where(eq(productPrices.id, priceIds[0]!));
  const rows = [
    ...[...charged, ["800.00", 1] as [string, number]].map(([price, days]) => ({
      storeName: "Jarir",
      price,
      days,
    })),
    ...otherStore.map(([price, days]) => ({ storeName: "eXtra", price, days })),
  ];
  await handle.db
    .insert(priceHistory)
    .values(
      rows.map(({ storeName, price, days }) => ({ productId, storeName, price, recordedAt: daysAgo(days) })),
    );
  const [row] = await handle.db
    .select({ wasPrice: claimedWasPrice, isWasPriceReal })
    .from(productPrices)
    .where(eq(productPrices.id, priceIds[0]!));
  return toWasPriceClaim(row!);
}

describe("a store's was price (PD-23)", () => {
  it("is real when the store charged exactly that price in the last 90 days", async () => {
    expect(await claimOf("1000.00", [["1000.00", 30]])).toEqual({ price: "1000.00", isReal: true });
  });

  it("counts a price charged 1 % away from the claim, not 2 %", async () => {
    expect(await claimOf("1000.00", [["990.00", 30]])).toEqual({ price: "1000.00", isReal: true });
    expect(await claimOf("1000.00", [["1010.00", 30]])).toEqual({ price: "1000.00", isReal: true });
    expect(await claimOf("1000.00", [["980.00", 30]])).toEqual({ price: "1000.00", isReal: false });
    expect(await claimOf("1000.00", [["1020.00", 30]])).toEqual({ price: "1000.00", isReal: false });
  });

  it("does not count a price the store stopped charging 95 days ago", async () => {
    expect(
      await claimOf("1000.00", [
        ["1000.00", 120],
        ["950.00", 95],
      ]),
    ).toEqual({
      price: "1000.00",
      isReal: false,
    });
  });

  it("counts a price set before the window that was still charged inside it", async () => {
    // Set 100 days ago, changed 80 days ago: charged on the first 10 days of the window.
    expect(
      await claimOf("1000.00", [
        ["1000.00", 100],
        ["900.00", 80],
      ]),
    ).toEqual({
      price: "1000.00",
      isReal: true,
    });
  });

  it("does not count another store's price, nor a claim never charged at all", async () => {
    expect(await claimOf("1000.00", [["850.00", 40]], [["1000.00", 20]])).toEqual({
      price: "1000.00",
      isReal: false,
    });
    expect(await claimOf("1399.00", [])).toEqual({ price: "1399.00", isReal: false });
  });

  it("is no claim when it is not above the store's price", async () => {
    expect(await claimOf("800.00", [["800.00", 30]])).toBeNull();
    expect(await claimOf("750.00", [["750.00", 30]])).toBeNull();
  });
});
