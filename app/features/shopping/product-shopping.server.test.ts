import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, priceAlerts, products, users } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { findShopperProductState, savePriceAlert, setProductSaved } from "./product-shopping.server";

let handle: DatabaseHandle;
const productId = "20000000-0000-4000-8000-000000000010";
const otherProductId = "20000000-0000-4000-8000-000000000011";

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insert(categories)
    .values({ id: "20000000-0000-4000-8000-000000000001", nameEn: "C", nameAr: "ف", slug: "shop-c" });
  await handle.db.insert(products).values([
    { id: productId, nameEn: "P", nameAr: "م", categoryId: "20000000-0000-4000-8000-000000000001" },
    { id: otherProductId, nameEn: "Q", nameAr: "ق", categoryId: "20000000-0000-4000-8000-000000000001" },
  ]);
  await handle.db.insert(users).values([
    { id: "shopper", email: "shopper@example.com" },
    { id: "someone-else", email: "else@example.com" },
  ]);
});
afterAll(() => handle?.close());

describe("save toggle", () => {
  it("saves and un-saves, and repeating either is harmless", async () => {
    const db = handle.db;
    expect(await findShopperProductState(db, "shopper", productId)).toEqual({ isSaved: false, alert: null });
    await setProductSaved(db, { userId: "shopper", productId, isSaved: true });
    await setProductSaved(db, { userId: "shopper", productId, isSaved: true });
    expect((await findShopperProductState(db, "shopper", productId)).isSaved).toBe(true);
    expect((await findShopperProductState(db, "someone-else", productId)).isSaved).toBe(false);
    expect((await findShopperProductState(db, "shopper", otherProductId)).isSaved).toBe(false);
    await setProductSaved(db, { userId: "shopper", productId, isSaved: false });
    await setProductSaved(db, { userId: "shopper", productId, isSaved: false });
    expect((await findShopperProductState(db, "shopper", productId)).isSaved).toBe(false);
  });
});

describe("price alert", () => {
  it("creates one alert per user and product; saving again replaces it and makes it active", async () => {
    const db = handle.db;
    await savePriceAlert(db, {
      userId: "shopper",
      productId,
      targetPrice: "1999.00",
      minReduction: "1.00",
      locale: "en",
    });
    expect((await findShopperProductState(db, "shopper", productId)).alert).toEqual({
      targetPrice: "1999.00",
      minReduction: "1.00",
      isActive: true,
    });

    const mine = and(eq(priceAlerts.userId, "shopper"), eq(priceAlerts.productId, productId));
    await db.update(priceAlerts).set({ isActive: false, lastNotifiedPrice: "1990.00" }).where(mine);
    await savePriceAlert(db, {
      userId: "shopper",
      productId,
      targetPrice: "1850.50",
      minReduction: "25.00",
      locale: "ar",
    });

    const rows = await db.select().from(priceAlerts).where(mine);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      targetPrice: "1850.50",
      minReduction: "25.00",
      isActive: true,
      lastNotifiedPrice: null,
      // The e-mails follow the language the alert was last saved in.
      locale: "ar",
    });
  });
});
