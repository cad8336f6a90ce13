import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, priceAlerts, products, users } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { setPriceAlertActive } from "./price-alerts.server";
import {
  findProductAlerts,
  removeMomentAlert,
  savePriceAlert,
  setMomentAlert,
} from "./product-alerts.server";

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

describe("price alert", () => {
  it("creates one alert per user and product; saving again replaces it and makes it active", async () => {
    const db = handle.db;
    expect(await findProductAlerts(db, "shopper", productId)).toEqual({
      alert: null,
      momentAlerts: { back_in_stock: null, lowest_in_90_days: null },
    });
    await savePriceAlert(db, {
      userId: "shopper",
      productId,
      targetPrice: "1999.00",
      minReduction: "1.00",
      locale: "en",
    });
    expect((await findProductAlerts(db, "shopper", productId)).alert).toEqual({
      targetPrice: "1999.00",
      minReduction: "1.00",
      isActive: true,
      targetRegion: null,
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

describe("back-in-stock and lowest-in-90-days alerts", () => {
  const mine = (kind: "back_in_stock" | "lowest_in_90_days") =>
    and(
      eq(priceAlerts.userId, "shopper"),
      eq(priceAlerts.productId, otherProductId),
      eq(priceAlerts.kind, kind),
    );
  const stateOf = async () => (await findProductAlerts(handle.db, "shopper", otherProductId)).momentAlerts;

  it("sets each kind once beside the target alert, and removes only the kind asked for", async () => {
    const db = handle.db;
    await savePriceAlert(db, {
      userId: "shopper",
      productId: otherProductId,
      targetPrice: "500.00",
      minReduction: "1.00",
      locale: "en",
    });
    await setMomentAlert(db, {
      userId: "shopper",
      productId: otherProductId,
      kind: "back_in_stock",
      locale: "ar",
    });
    await setMomentAlert(db, {
      userId: "shopper",
      productId: otherProductId,
      kind: "back_in_stock",
      locale: "ar",
    });
    await setMomentAlert(db, {
      userId: "shopper",
      productId: otherProductId,
      kind: "lowest_in_90_days",
      locale: "en",
    });
    expect(await stateOf()).toEqual({
      back_in_stock: { isActive: true },
      lowest_in_90_days: { isActive: true },
    });
    expect(await db.$count(priceAlerts, eq(priceAlerts.productId, otherProductId))).toBe(3);
    const [backInStock] = await db.select().from(priceAlerts).where(mine("back_in_stock"));
    expect(backInStock).toMatchObject({ targetPrice: null, locale: "ar", isActive: true });

    await removeMomentAlert(db, { userId: "shopper", productId: otherProductId, kind: "back_in_stock" });
    await removeMomentAlert(db, {
      userId: "someone-else",
      productId: otherProductId,
      kind: "lowest_in_90_days",
    });
    expect(await stateOf()).toEqual({ back_in_stock: null, lowest_in_90_days: { isActive: true } });
    const state = await findProductAlerts(db, "shopper", otherProductId);
    expect(state.alert).toEqual({
      targetPrice: "500.00",
      minReduction: "1.00",
      isActive: true,
      targetRegion: null,
    });
  });

  it("watches from the moment it is set or resumed, so what happened before is not announced", async () => {
    const db = handle.db;
    await setMomentAlert(db, {
      userId: "shopper",
      productId: otherProductId,
      kind: "back_in_stock",
      locale: "en",
    });
    const longAgo = new Date(Date.now() - 86_400_000);
    await db.update(priceAlerts).set({ lastEventAt: longAgo, isActive: false }).where(mine("back_in_stock"));
    const [paused] = await db.select().from(priceAlerts).where(mine("back_in_stock"));
    expect(await stateOf()).toMatchObject({ back_in_stock: { isActive: false } });

    expect(await setPriceAlertActive(db, { userId: "shopper", alertId: paused!.id, isActive: true })).toBe(
      true,
    );
    const [resumed] = await db.select().from(priceAlerts).where(mine("back_in_stock"));
    expect(resumed!.isActive).toBe(true);
    expect(resumed!.lastEventAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Setting it again on the product page (it was paused) turns it on and watches from now.
    await db.update(priceAlerts).set({ lastEventAt: longAgo, isActive: false }).where(mine("back_in_stock"));
    await setMomentAlert(db, {
      userId: "shopper",
      productId: otherProductId,
      kind: "back_in_stock",
      locale: "en",
    });
    const [again] = await db.select().from(priceAlerts).where(mine("back_in_stock"));
    expect(again!.isActive).toBe(true);
    expect(again!.lastEventAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
