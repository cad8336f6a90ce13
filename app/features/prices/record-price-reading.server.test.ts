import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { priceHistory, productPrices } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { insertProductWithPrices } from "../../../tests/setup/price-fixtures";
import { type PriceReadingInput, recordPriceReading } from "./record-price-reading.server";

let handle: DatabaseHandle;
let productId: string;
let jarirId: string;
let extraId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

beforeEach(async () => {
  const inserted = await insertProductWithPrices(handle.db, [
    { storeName: "Jarir", url: "https://jarir.example/p/1", price: "1000.00", inStock: true },
    { storeName: "eXtra", url: "https://extra.example/p/1", price: "1100.00", inStock: true },
  ]);
  productId = inserted.productId;
  [jarirId, extraId] = inserted.priceIds as [string, string];
});

const record = (input: Omit<PriceReadingInput, "inStock"> & { inStock?: boolean | null }) =>
  handle.db.transaction((tx) => recordPriceReading(tx, { inStock: null, ...input }));

async function storeRow(id: string) {
  const [row] = await handle.db.select().from(productPrices).where(eq(productPrices.id, id));
  return row!;
}

async function history() {
  return handle.db
    .select({ storeName: priceHistory.storeName, price: priceHistory.price })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.id));
}

it("makes a changed price current and appends it to the history", async () => {
  const at = new Date(Date.now() - 60_000);
  const result = await record({ productPriceId: jarirId, price: "949.50", inStock: true, now: at });
  expect(result).toMatchObject({
    outcome: "changed",
    price: "949.50",
    lowestBefore: 100000,
    lowestAfter: 94950,
  });
  expect(await storeRow(jarirId)).toMatchObject({
    price: "949.50",
    inStock: true,
    updatedAt: at,
    checkedAt: at,
  });
  expect(await history()).toEqual([{ storeName: "Jarir", price: "949.50" }]);
});

it("keeps a sold-out store's new price out of the lowest price (PD-21)", async () => {
  const result = await record({ productPriceId: jarirId, price: "949.50", inStock: false });
  expect(result).toMatchObject({ outcome: "changed", lowestBefore: 100000, lowestAfter: 110000 });
  expect(await storeRow(jarirId)).toMatchObject({ price: "949.50", inStock: false });
});

it("counts an unchanged reading as a check without moving the price's date", async () => {
  await handle.db
    .update(productPrices)
    .set({ checkedAt: new Date(Date.now() - 30 * 3_600_000) })
    .where(eq(productPrices.id, jarirId));
  const before = await storeRow(jarirId);
  const at = new Date();
  // Checked 30 hours ago, the offer was stale: the lowest price was eXtra's until this reading.
  const result = await record({ productPriceId: jarirId, price: "1000.00", inStock: true, now: at });
  expect(result).toMatchObject({ outcome: "unchanged", lowestBefore: 110000, lowestAfter: 100000 });
  expect(await storeRow(jarirId)).toMatchObject({ checkedAt: at, updatedAt: before.updatedAt });
});

it("changes nothing for the same price, however it is written", async () => {
  const before = await storeRow(jarirId);
  const result = await record({ productPriceId: jarirId, price: "1000", inStock: true });
  expect(result?.outcome).toBe("unchanged");
  expect(await storeRow(jarirId)).toMatchObject({ price: "1000.00", updatedAt: before.updatedAt });
  expect(await history()).toEqual([]);
});

it("reports an unchanged lowest price when another store is cheaper", async () => {
  const result = await record({ productPriceId: extraId, price: "1050.00" });
  expect(result).toMatchObject({ outcome: "changed", lowestBefore: 100000, lowestAfter: 100000 });
});

it("keeps a jump of more than 50 % unconfirmed until a second reading agrees", async () => {
  const first = await record({ productPriceId: jarirId, price: "400.00" });
  expect(first).toMatchObject({ outcome: "unconfirmed", price: "1000.00", lowestAfter: 100000 });
  expect(await storeRow(jarirId)).toMatchObject({ price: "1000.00", pendingPrice: "400.00" });
  expect(await history()).toEqual([]);

  const second = await record({ productPriceId: jarirId, price: "400.00" });
  expect(second).toMatchObject({ outcome: "changed", price: "400.00", lowestAfter: 40000 });
  expect(await storeRow(jarirId)).toMatchObject({ price: "400.00", pendingPrice: null, pendingSince: null });
  expect(await history()).toEqual([{ storeName: "Jarir", price: "400.00" }]);
});

it("treats exactly 50 % as an ordinary change and upward jumps like downward ones", async () => {
  expect((await record({ productPriceId: jarirId, price: "500.00" }))?.outcome).toBe("changed");
  expect((await record({ productPriceId: extraId, price: "1650.01" }))?.outcome).toBe("unconfirmed");
  expect((await record({ productPriceId: extraId, price: "1650.00" }))?.outcome).toBe("changed");
});

it("replaces a pending reading that the next one contradicts, and drops it when the price returns", async () => {
  await record({ productPriceId: jarirId, price: "400.00" });
  expect((await record({ productPriceId: jarirId, price: "2500.00" }))?.outcome).toBe("unconfirmed");
  expect((await storeRow(jarirId)).pendingPrice).toBe("2500.00");

  expect((await record({ productPriceId: jarirId, price: "1000.00" }))?.outcome).toBe("unchanged");
  expect((await storeRow(jarirId)).pendingPrice).toBeNull();
  // A later 2500 is a first reading again, not a confirmation.
  expect((await record({ productPriceId: jarirId, price: "2500.00" }))?.outcome).toBe("unconfirmed");
  expect(await history()).toEqual([]);
});

it("records stock from a page without a price and keeps the price", async () => {
  const result = await record({ productPriceId: jarirId, price: null, inStock: false });
  expect(result?.outcome).toBe("no_price");
  expect(await storeRow(jarirId)).toMatchObject({ price: "1000.00", inStock: false });
});

it("keeps the known stock when the page says nothing about it", async () => {
  await record({ productPriceId: jarirId, price: "990.00", inStock: null });
  expect((await storeRow(jarirId)).inStock).toBe(true);
});

it("returns null for a store price that no longer exists", async () => {
  await handle.db.delete(productPrices).where(eq(productPrices.id, jarirId));
  expect(await record({ productPriceId: jarirId, price: "10.00" })).toBeNull();
});

it("keeps the was price each reading shows, and clears it once the page no longer shows one", async () => {
  await record({ productPriceId: jarirId, price: "899.00", wasPrice: "1000.00" });
  expect((await storeRow(jarirId)).wasPrice).toBe("1000.00");
  // The same price with another struck price: the page's latest claim.
  await record({ productPriceId: jarirId, price: "899.00", wasPrice: "1099.00" });
  expect(await storeRow(jarirId)).toMatchObject({ price: "899.00", wasPrice: "1099.00" });
  await record({ productPriceId: jarirId, price: "899.00" });
  expect((await storeRow(jarirId)).wasPrice).toBeNull();

  await record({ productPriceId: jarirId, price: "850.00", wasPrice: "1000.00" });
  expect((await storeRow(jarirId)).wasPrice).toBe("1000.00");
  await record({ productPriceId: jarirId, price: "870.00" });
  expect(await storeRow(jarirId)).toMatchObject({ price: "870.00", wasPrice: null });

  await record({ productPriceId: jarirId, price: "870.00", wasPrice: "1000.00" });
  await record({ productPriceId: jarirId, price: null, inStock: false });
  expect(await storeRow(jarirId)).toMatchObject({ price: "870.00", wasPrice: null });
});
