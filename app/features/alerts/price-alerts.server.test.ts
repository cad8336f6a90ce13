import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, priceAlerts, productPrices, products, users } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { deletePriceAlert, listAlertedProducts, setPriceAlertActive } from "./price-alerts.server";

let handle: DatabaseHandle;
const CATEGORY = "40000000-0000-4000-8000-000000000001";
const LAPTOP = "40000000-0000-4000-8000-000000000010";
const WATCH = "40000000-0000-4000-8000-000000000011";
let mineId: string;
let theirsId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  await db.insert(categories).values({ id: CATEGORY, nameEn: "C", nameAr: "ف", slug: "profile-c" });
  await db.insert(products).values([
    { id: LAPTOP, nameEn: "ZenBook 14", nameAr: "زين بوك 14", categoryId: CATEGORY },
    { id: WATCH, nameEn: "Watch 10", nameAr: "ساعة 10", categoryId: CATEGORY },
  ]);
  await db.insert(productPrices).values([
    { productId: LAPTOP, storeName: "Jarir", url: "https://example.com/a", price: "4299.00" },
    { productId: LAPTOP, storeName: "eXtra", url: "https://example.com/b", price: "4150.50" },
  ]);
  await db.insert(users).values([
    { id: "mine", email: "mine@example.com" },
    { id: "theirs", email: "theirs@example.com" },
  ]);
  const [mine] = await db
    .insert(priceAlerts)
    .values({ userId: "mine", productId: LAPTOP, targetPrice: "4000.00", lastNotifiedPrice: "4100.00" })
    .returning();
  const [theirs] = await db
    .insert(priceAlerts)
    .values({ userId: "theirs", productId: LAPTOP, targetPrice: "3900.00" })
    .returning();
  mineId = mine!.id;
  theirsId = theirs!.id;
});
afterAll(() => handle?.close());

const alertRow = async (id: string) =>
  (await handle.db.select().from(priceAlerts).where(eq(priceAlerts.id, id)))[0];

describe("profile lists", () => {
  it("lists only the user's alerts, with the current lowest price", async () => {
    expect(await listAlertedProducts(handle.db, "mine")).toEqual([
      expect.objectContaining({
        productId: LAPTOP,
        lowestPrice: "4150.50",
        alerts: [expect.objectContaining({ id: mineId, kind: "target_price", targetPrice: "4000.00" })],
      }),
    ]);
  });

  it("gives one entry per product, holding each of its alerts, the newest product first", async () => {
    const shopper = "grouped";
    await handle.db.insert(users).values({ id: shopper, email: "grouped@example.com" });
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    // The laptop's alerts were set on the 1st, 2nd and 5th; the watch's only one on the 3rd.
    await handle.db.insert(priceAlerts).values([
      {
        userId: shopper,
        productId: LAPTOP,
        kind: "lowest_in_90_days",
        lastEventAt: day(1),
        createdAt: day(1),
      },
      { userId: shopper, productId: WATCH, kind: "back_in_stock", lastEventAt: day(3), createdAt: day(3) },
      { userId: shopper, productId: LAPTOP, kind: "target_price", targetPrice: "3999.00", createdAt: day(2) },
      { userId: shopper, productId: LAPTOP, kind: "back_in_stock", lastEventAt: day(5), createdAt: day(5) },
    ]);

    const listed = await listAlertedProducts(handle.db, shopper);
    expect(listed.map((product) => [product.nameEn, product.alerts.map((alert) => alert.kind)])).toEqual([
      ["ZenBook 14", ["target_price", "back_in_stock", "lowest_in_90_days"]],
      ["Watch 10", ["back_in_stock"]],
    ]);
    expect(listed[0]).toMatchObject({ nameAr: "زين بوك 14", imageUrl: null, lowestPrice: "4150.50" });
    expect(listed[0]?.alerts[0]).toMatchObject({
      targetPrice: "3999.00",
      minReduction: "1.00",
      isActive: true,
    });
    expect(listed[1]).toMatchObject({ productId: WATCH, lowestPrice: null });
    await handle.db.delete(priceAlerts).where(eq(priceAlerts.userId, shopper));
  });
});

describe("alert toggle and delete", () => {
  it("pauses and resumes the user's alert, keeping the price it last announced", async () => {
    expect(await setPriceAlertActive(handle.db, { userId: "mine", alertId: mineId, isActive: false })).toBe(
      true,
    );
    expect(await alertRow(mineId)).toMatchObject({ isActive: false, lastNotifiedPrice: "4100.00" });
    // Asking twice for the same state is harmless.
    expect(await setPriceAlertActive(handle.db, { userId: "mine", alertId: mineId, isActive: false })).toBe(
      true,
    );
    expect(await setPriceAlertActive(handle.db, { userId: "mine", alertId: mineId, isActive: true })).toBe(
      true,
    );
    expect(await alertRow(mineId)).toMatchObject({ isActive: true, lastNotifiedPrice: "4100.00" });
  });

  it("cannot touch another user's alert, and says so exactly as for a missing one", async () => {
    expect(await setPriceAlertActive(handle.db, { userId: "mine", alertId: theirsId, isActive: false })).toBe(
      false,
    );
    expect(await deletePriceAlert(handle.db, { userId: "mine", alertId: theirsId })).toBe(false);
    expect(await alertRow(theirsId)).toMatchObject({ userId: "theirs", isActive: true });
    const missing = "40000000-0000-4000-8000-0000000000ff";
    expect(await setPriceAlertActive(handle.db, { userId: "mine", alertId: missing, isActive: false })).toBe(
      false,
    );
    expect(await deletePriceAlert(handle.db, { userId: "mine", alertId: missing })).toBe(false);
  });

  it("deletes the user's alert once", async () => {
    expect(await deletePriceAlert(handle.db, { userId: "mine", alertId: mineId })).toBe(true);
    expect(await alertRow(mineId)).toBeUndefined();
    expect(await deletePriceAlert(handle.db, { userId: "mine", alertId: mineId })).toBe(false);
    const left = await handle.db
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(eq(priceAlerts.productId, LAPTOP));
    expect(left).toEqual([{ id: theirsId }]);
  });
});
