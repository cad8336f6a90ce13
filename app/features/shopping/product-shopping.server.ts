import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceAlerts, products, savedProducts } from "~/db/schema";
import type { Locale } from "~/utils/i18n";
import type { PriceAlertInput } from "./price-alert-schema";

export type ShopperProductState = {
  isSaved: boolean;
  alert: { targetPrice: string; minReduction: string; isActive: boolean } | null;
};

/** Whether the user saved the product, and their alert on it (two small queries side by side). */
export async function findShopperProductState(
  db: Database,
  userId: string,
  productId: string,
): Promise<ShopperProductState> {
  const [saved, alerts] = await Promise.all([
    db
      .select({ id: savedProducts.id })
      .from(savedProducts)
      .where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId))),
    db
      .select({
        targetPrice: priceAlerts.targetPrice,
        minReduction: priceAlerts.minReduction,
        isActive: priceAlerts.isActive,
      })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.productId, productId))),
  ]);
  return { isSaved: saved.length > 0, alert: alerts[0] ?? null };
}

/** Saves or un-saves a product for the user; repeating either is harmless. */
export async function setProductSaved(
  db: Database,
  { userId, productId, isSaved }: { userId: string; productId: string; isSaved: boolean },
): Promise<void> {
  if (isSaved) {
    await db.insert(savedProducts).values({ userId, productId }).onConflictDoNothing();
    return;
  }
  await db
    .delete(savedProducts)
    .where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId)));
}

/** The product's current lowest price (the stored product figure every reader uses), if it has one. */
export async function findCurrentLowestPrice(db: Database, productId: string): Promise<string | null> {
  const [product] = await db
    .select({ lowestPrice: products.lowestPrice })
    .from(products)
    .where(eq(products.id, productId));
  return product?.lowestPrice ?? null;
}

/**
 * Creates the user's alert on a product or replaces its target; saving always makes it active
 * again (spec section 4) and forgets the last announced price, so the new target can fire. The
 * alert's e-mails are written in the language of the page it was last saved from.
 */
export async function savePriceAlert(
  db: Database,
  {
    userId,
    productId,
    targetPrice,
    minReduction,
    locale,
  }: { userId: string; productId: string; locale: Locale } & Omit<PriceAlertInput, "intent">,
): Promise<void> {
  await db
    .insert(priceAlerts)
    .values({ userId, productId, targetPrice, minReduction, locale, isActive: true })
    .onConflictDoUpdate({
      target: [priceAlerts.userId, priceAlerts.productId],
      set: {
        targetPrice,
        minReduction,
        locale,
        isActive: true,
        lastNotifiedPrice: null,
        updatedAt: sql`now()`,
      },
    });
}
