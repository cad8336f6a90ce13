// Setting a shopper's alerts on a product: the target-price alert and the two moments to buy
// (docs/decisions/0013). Firing them is evaluate-alerts.server.ts.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceAlerts } from "~/db/schema";
import { isRegion, type Region } from "~/features/offer-details/offer-details";
import type { Locale } from "~/utils/i18n";
import type { AlertKind, MomentAlertKind } from "./alert-kinds";
import type { PriceAlertInput } from "./price-alert-schema";

export type MomentAlertState = { isActive: boolean } | null;

export type ProductAlerts = {
  /** The target-price alert. */
  alert: {
    targetPrice: string;
    minReduction: string;
    isActive: boolean;
    /** The city whose lowest total the target is for (issue 32); null: the item's lowest price. */
    targetRegion: Region | null;
  } | null;
  momentAlerts: Record<MomentAlertKind, MomentAlertState>;
};

/** The user's alerts on the product. */
export async function findProductAlerts(
  db: Database,
  userId: string,
  productId: string,
): Promise<ProductAlerts> {
  const alerts = await db
    .select({
      kind: priceAlerts.kind,
      targetPrice: priceAlerts.targetPrice,
      minReduction: priceAlerts.minReduction,
      isActive: priceAlerts.isActive,
      targetRegion: priceAlerts.targetRegion,
    })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.productId, productId)));
  const ofKind = (kind: AlertKind) => alerts.find((alert) => alert.kind === kind);
  const target = ofKind("target_price");
  const momentState = (kind: MomentAlertKind): MomentAlertState => {
    const alert = ofKind(kind);
    return alert ? { isActive: alert.isActive } : null;
  };
  return {
    alert:
      target?.targetPrice != null
        ? {
            targetPrice: target.targetPrice,
            minReduction: target.minReduction,
            isActive: target.isActive,
            targetRegion: isRegion(target.targetRegion) ? target.targetRegion : null,
          }
        : null,
    momentAlerts: {
      back_in_stock: momentState("back_in_stock"),
      lowest_in_90_days: momentState("lowest_in_90_days"),
    },
  };
}

/**
 * Creates the user's target-price alert on a product or replaces its target (on the item's price, or
 * on the total delivered to a city); saving always makes it active
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
    targetRegion,
    locale,
  }: { userId: string; productId: string; locale: Locale } & Omit<PriceAlertInput, "intent">,
): Promise<void> {
  const region = targetRegion ?? null;
  await db
    .insert(priceAlerts)
    .values({
      userId,
      productId,
      kind: "target_price",
      targetPrice,
      minReduction,
      targetRegion: region,
      locale,
      isActive: true,
    })
    .onConflictDoUpdate({
      target: [priceAlerts.userId, priceAlerts.productId, priceAlerts.kind],
      set: {
        targetPrice,
        minReduction,
        targetRegion: region,
        locale,
        isActive: true,
        lastNotifiedPrice: null,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Sets the user's back-in-stock or lowest-in-90-days alert on a product, active, watching from now:
 * an event from before (the product already back, already at its lowest) is not news
 * (docs/decisions/0013). Its e-mails are written in the language of the page it was set from.
 */
export async function setMomentAlert(
  db: Database,
  {
    userId,
    productId,
    kind,
    locale,
  }: { userId: string; productId: string; kind: MomentAlertKind; locale: Locale },
): Promise<void> {
  await db
    .insert(priceAlerts)
    .values({ userId, productId, kind, locale, isActive: true, lastEventAt: sql`now()` })
    .onConflictDoUpdate({
      target: [priceAlerts.userId, priceAlerts.productId, priceAlerts.kind],
      set: { locale, isActive: true, lastEventAt: sql`now()`, updatedAt: sql`now()` },
    });
}

/** Removes the user's alert of that kind on a product; removing one that is not there is harmless. */
export async function removeMomentAlert(
  db: Database,
  { userId, productId, kind }: { userId: string; productId: string; kind: MomentAlertKind },
): Promise<void> {
  await db
    .delete(priceAlerts)
    .where(
      and(eq(priceAlerts.userId, userId), eq(priceAlerts.productId, productId), eq(priceAlerts.kind, kind)),
    );
}
