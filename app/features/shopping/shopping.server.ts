import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceAlerts, products, savedProducts } from "~/db/schema";
import type { AlertKind } from "./alert-kinds";

/** The product's current lowest price as the database keeps it (PD-21), null without one. */
const lowestPrice = products.lowestPrice;

/** Which of `productIds` the user saved (one query for a whole grid of cards). */
export async function listSavedProductIds(
  db: Database,
  userId: string,
  productIds: string[],
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ productId: savedProducts.productId })
    .from(savedProducts)
    .where(and(eq(savedProducts.userId, userId), inArray(savedProducts.productId, productIds)));
  return rows.map((row) => row.productId);
}

export type SavedProductRow = {
  productId: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
  lowestPrice: string | null;
  savedAt: Date;
};

export function listSavedProducts(db: Database, userId: string): Promise<SavedProductRow[]> {
  return db
    .select({
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      imageUrl: products.imageUrl,
      lowestPrice,
      savedAt: savedProducts.createdAt,
    })
    .from(savedProducts)
    .innerJoin(products, eq(products.id, savedProducts.productId))
    .where(eq(savedProducts.userId, userId))
    .orderBy(desc(savedProducts.createdAt));
}

export type PriceAlertRow = {
  id: string;
  kind: AlertKind;
  productId: string;
  nameEn: string;
  nameAr: string;
  /** Target-price alerts only. */
  targetPrice: string | null;
  minReduction: string;
  isActive: boolean;
  lowestPrice: string | null;
};

export function listPriceAlerts(db: Database, userId: string): Promise<PriceAlertRow[]> {
  return db
    .select({
      id: priceAlerts.id,
      kind: priceAlerts.kind,
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      targetPrice: priceAlerts.targetPrice,
      minReduction: priceAlerts.minReduction,
      isActive: priceAlerts.isActive,
      lowestPrice,
    })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.createdAt), priceAlerts.kind);
}

// Every statement below is scoped to the signed-in user: an id from another account matches no
// row, so it changes nothing, and the answer is the same as for an id that does not exist.

/**
 * Pauses or resumes one of the user's alerts; false when the user has no alert with that id. A
 * resumed back-in-stock or lowest-in-90-days alert watches from now: what happened while it was
 * paused is not announced later (docs/decisions/0013).
 */
export async function setPriceAlertActive(
  db: Database,
  { userId, alertId, isActive }: { userId: string; alertId: string; isActive: boolean },
): Promise<boolean> {
  const watchFromNow = { lastEventAt: sql`case when ${priceAlerts.kind} <> 'target_price' then now() end` };
  const updated = await db
    .update(priceAlerts)
    .set({ isActive, ...(isActive ? watchFromNow : {}), updatedAt: sql`now()` })
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return updated.length > 0;
}

/** Deletes one of the user's alerts; false when the user has no alert with that id. */
export async function deletePriceAlert(
  db: Database,
  { userId, alertId }: { userId: string; alertId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return deleted.length > 0;
}
