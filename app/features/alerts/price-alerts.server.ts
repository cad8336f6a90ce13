// The shopper's alerts as the profile lists them (one card per product), and pausing, resuming or deleting one.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceAlerts, products } from "~/db/schema";
import { ALERT_KINDS, type AlertKind } from "./alert-kinds";

/** One of the shopper's alerts on a product. */
export type ProfileAlert = {
  id: string;
  kind: AlertKind;
  /** Target-price alerts only. */
  targetPrice: string | null;
  /** A target on the total delivered to this city (issue 32); null: on the item's price. */
  targetRegion: string | null;
  minReduction: string;
  isActive: boolean;
};

/** A product the shopper watches, with each of its alerts: one card in the profile. */
export type AlertedProduct = {
  productId: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
  /** The product's current lowest price as the database keeps it (PD-21), null without one. */
  lowestPrice: string | null;
  /** In the order of ALERT_KINDS: target price, back in stock, lowest in 90 days. */
  alerts: ProfileAlert[];
};

/**
 * The shopper's alerts grouped by product, in one query: the product most recently given an alert
 * first (its newest alert decides), each product's alerts in the order of ALERT_KINDS.
 */
export async function listAlertedProducts(db: Database, userId: string): Promise<AlertedProduct[]> {
  const rows = await db
    .select({
      id: priceAlerts.id,
      kind: priceAlerts.kind,
      targetPrice: priceAlerts.targetPrice,
      targetRegion: priceAlerts.targetRegion,
      minReduction: priceAlerts.minReduction,
      isActive: priceAlerts.isActive,
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      imageUrl: products.imageUrl,
      lowestPrice: products.lowestPrice,
    })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(
      desc(sql`max(${priceAlerts.createdAt}) over (partition by ${priceAlerts.productId})`),
      products.id,
    );
  const byProduct = new Map<string, AlertedProduct>();
  for (const { id, kind, targetPrice, targetRegion, minReduction, isActive, ...product } of rows) {
    const entry = byProduct.get(product.productId) ?? { ...product, alerts: [] };
    entry.alerts.push({ id, kind, targetPrice, targetRegion, minReduction, isActive });
    byProduct.set(product.productId, entry);
  }
  const kindOrder = (alert: ProfileAlert) => ALERT_KINDS.indexOf(alert.kind);
  return [...byProduct.values()].map((product) => ({
    ...product,
    alerts: product.alerts.sort((a, b) => kindOrder(a) - kindOrder(b)),
  }));
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
