import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { priceAlerts, savedProducts } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createOffer, createProduct, createUser } from "../../../tests/setup/factories";
import { deletePriceAlert, listPriceAlerts, listSavedProducts, setPriceAlertActive } from "./shopping.server";

let handle: DatabaseHandle;
const LAPTOP = "40000000-0000-4000-8000-000000000010";
const WATCH = "40000000-0000-4000-8000-000000000011";
let mineId: string;
let theirsId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  const { id: categoryId } = await createCategory(db);
  await createProduct(db, { id: LAPTOP, nameEn: "ZenBook 14", nameAr: "زين بوك 14", categoryId });
  await createProduct(db, { id: WATCH, nameEn: "Watch 10", nameAr: "ساعة 10", categoryId });
  await createOffer(db, { productId: LAPTOP, storeName: "Jarir", price: "4299.00" });
  await createOffer(db, { productId: LAPTOP, storeName: "eXtra", price: "4150.50" });
  await createUser(db, { id: "mine" });
  await createUser(db, { id: "theirs" });
  await db.insert(savedProducts).values([
    { userId: "mine", productId: LAPTOP },
    { userId: "theirs", productId: WATCH },
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
  it("lists only the user's saved products and alerts, with the current lowest price", async () => {
    expect(await listSavedProducts(handle.db, "mine")).toEqual([
      expect.objectContaining({ productId: LAPTOP, nameEn: "ZenBook 14", lowestPrice: "4150.50" }),
    ]);
    expect(await listPriceAlerts(handle.db, "mine")).toEqual([
      expect.objectContaining({
        id: mineId,
        productId: LAPTOP,
        targetPrice: "4000.00",
        lowestPrice: "4150.50",
      }),
    ]);
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
