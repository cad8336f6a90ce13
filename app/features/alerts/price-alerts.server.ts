// The shopper's alerts as the profile lists them, and pausing, resuming or deleting one.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceAlerts, products } from "~/db/schema";
import type { AlertKind } from "./alert-kinds";

export type PriceAlertRow = {
  id: string;
  kind: AlertKind;
  productId: string;
  nameEn: string;
  nameAr: string;
  /** Target-price alerts only. */
  targetPrice: string | null;
  /** A target on the total delivered to this city (issue 32); null: on the item's price. */
  targetRegion: string | null;
  minReduction: string;
  isActive: boolean;
  /** The product's current lowest price as the database keeps it (PD-21), null without one. */
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
      targetRegion: priceAlerts.targetRegion,
      minReduction: priceAlerts.minReduction,
      isActive: priceAlerts.isActive,
      lowestPrice: products.lowestPrice,
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
