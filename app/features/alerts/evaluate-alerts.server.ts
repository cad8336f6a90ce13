import { and, eq, gte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { notifications, priceAlerts, products, users } from "~/db/schema";
import type { Mailer } from "~/features/email/mailer.server";
import { isRegion, type Region } from "~/features/offer-details/offer-details";
import { findLowestTotalOffers } from "~/features/offer-details/offer-details.server";
import { findCheapestOffers } from "~/features/prices/current-offers.server";
import { storeNameOf } from "~/features/stores/store-name";
import { serverT } from "~/locales/translate.server";
import { formatPrice } from "~/utils/format";
import { type Locale, localized } from "~/utils/i18n";
import { fromHalalas } from "~/utils/money";
import type { AlertKind } from "./alert-kinds";
import { shouldAlertFire } from "./alert-rules";

export type AlertFiring = {
  alertId: string;
  kind: AlertKind;
  userId: string;
  email: string;
  isEmailVerified: boolean;
  locale: Locale;
  productId: string;
  productNameEn: string;
  productNameAr: string;
  price: string;
  storeName: string;
  /** The store's Arabic name, for an alert set in Arabic (null until an admin gives one). */
  storeNameAr: string | null;
  /** An alert on the total (issue 32): the city; `price` is then the lowest total delivered there. */
  targetRegion: Region | null;
};

/**
 * The moment of the event a back-in-stock or lowest-in-90-days alert waits for, as the product's
 * figures keep it (drizzle/0011, 0013): when it last came back, and when its lowest price reached
 * the lowest of 90 days while it still is. Compared in SQL: timestamps keep microseconds there.
 */
const eventAt = sql<string | null>`case ${priceAlerts.kind}
  when 'back_in_stock' then ${products.backInStockAt}
  when 'lowest_in_90_days' then case
    when price_is_lowest_in_90_days(${products.lowestPrice}, ${products.low90Days}, ${products.historyDays})
    then ${products.lowest90DaysAt} end
  end`;

/**
 * Checks a product's active alerts against its lowest current store price and records each
 * firing: target alerts when the price reaches the target (PD-13); back-in-stock and
 * lowest-in-90-days alerts when the product's figures hold such an event later than the last one
 * the alert announced, or than its setting or resuming (docs/decisions/0013). The alert remembers
 * what it announced and the user gets an in-app notification of that kind. Alert rows are locked
 * and the rule is part of the locking query, so two evaluations of the same change cannot both
 * fire. Current prices are always confirmed readings — an unconfirmed jump waits in
 * `pending_price` (PD-14) and moves none of the figures. A target alert on the total (issue 32)
 * compares its target with the lowest total delivered to its city (ADR-0026's rule) instead, and
 * announces that total and the store that makes it; a total never is below the lowest price, so
 * the same query finds its candidates.
 */
export async function evaluateAlerts(db: Database, productId: string): Promise<AlertFiring[]> {
  return db.transaction(async (tx) => {
    const lowest = (await findCheapestOffers(tx, [productId])).get(productId);
    if (!lowest) return [];

    const candidates = await tx
      .select({
        alertId: priceAlerts.id,
        kind: priceAlerts.kind,
        userId: priceAlerts.userId,
        email: users.email,
        isEmailVerified: users.emailVerified,
        locale: priceAlerts.locale,
        isActive: priceAlerts.isActive,
        targetPrice: priceAlerts.targetPrice,
        minReduction: priceAlerts.minReduction,
        lastNotifiedPrice: priceAlerts.lastNotifiedPrice,
        targetRegion: priceAlerts.targetRegion,
        productNameEn: products.nameEn,
        productNameAr: products.nameAr,
        // As text, so that the moment recorded is the event's own, to the microsecond.
        eventAt: sql<string | null>`(${eventAt})::text`,
      })
      .from(priceAlerts)
      .innerJoin(users, eq(users.id, priceAlerts.userId))
      .innerJoin(products, eq(products.id, priceAlerts.productId))
      .where(
        and(
          eq(priceAlerts.productId, productId),
          eq(priceAlerts.isActive, true),
          or(
            and(eq(priceAlerts.kind, "target_price"), gte(priceAlerts.targetPrice, lowest.price)),
            sql`${eventAt} > ${priceAlerts.lastEventAt}`,
          ),
        ),
      )
      .for("update", { of: priceAlerts });

    // The lowest total to each city a candidate watches, read once per city.
    const totals = new Map<
      Region,
      Promise<{ price: string; storeName: string; storeNameAr: string | null } | null>
    >();
    const lowestTotalTo = (region: Region) => {
      let total = totals.get(region);
      if (!total) {
        total = findLowestTotalOffers(tx, [productId], region).then((found) => {
          const offer = found.get(productId);
          return offer ? { ...offer, price: fromHalalas(offer.totalHalalas) } : null;
        });
        totals.set(region, total);
      }
      return total;
    };

    const firings: AlertFiring[] = [];
    for (const { eventAt: moment, targetPrice, targetRegion, ...candidate } of candidates) {
      const isTarget = candidate.kind === "target_price";
      const region = isTarget && isRegion(targetRegion) ? targetRegion : null;
      const announced = region ? await lowestTotalTo(region) : lowest;
      if (!announced) continue;
      if (
        isTarget &&
        (targetPrice === null || !shouldAlertFire({ ...candidate, targetPrice }, announced.price))
      )
        continue;
      await tx
        .update(priceAlerts)
        .set({
          ...(isTarget
            ? { lastNotifiedPrice: announced.price }
            : { lastEventAt: sql`${moment}::timestamptz` }),
          updatedAt: new Date(),
        })
        .where(eq(priceAlerts.id, candidate.alertId));
      await tx.insert(notifications).values({
        userId: candidate.userId,
        productId,
        alertId: candidate.alertId,
        kind: candidate.kind,
        price: announced.price,
        storeName: announced.storeName,
      });
      firings.push({
        alertId: candidate.alertId,
        kind: candidate.kind,
        userId: candidate.userId,
        email: candidate.email,
        isEmailVerified: candidate.isEmailVerified,
        locale: candidate.locale,
        productId,
        productNameEn: candidate.productNameEn,
        productNameAr: candidate.productNameAr,
        price: announced.price,
        storeName: announced.storeName,
        storeNameAr: announced.storeNameAr,
        targetRegion: region,
      });
    }
    return firings;
  });
}

const EMAIL_TEXTS: Record<AlertKind, string> = {
  target_price: "email.priceAlert",
  back_in_stock: "momentAlerts.email.backInStock",
  lowest_in_90_days: "momentAlerts.email.lowestIn90Days",
};

/** The alert's e-mail, of its kind, in the language the alert was set in. */
export function buildAlertEmail(firing: AlertFiring, baseUrl: string) {
  const t = serverT(firing.locale);
  const product = localized(firing.locale, { en: firing.productNameEn, ar: firing.productNameAr });
  const price = formatPrice(firing.price, firing.locale);
  const link = `${baseUrl}/products/${firing.productId}?lang=${firing.locale}`;
  // An alert on the total says so, with its city (issue 32).
  const texts = firing.targetRegion ? "email.totalAlert" : EMAIL_TEXTS[firing.kind];
  const store = storeNameOf(firing, firing.locale);
  const city = firing.targetRegion ? t(`offerDetails.regionsTo.${firing.targetRegion}`) : "";
  return {
    to: firing.email,
    subject: t(`${texts}.subject`, { product, price, store, city }),
    text: t(`${texts}.body`, { product, price, store, link, city }),
  };
}

/**
 * Mails each firing to an address its owner has confirmed; otherwise anyone could make Qaren mail a
 * stranger. The in-app notification was recorded either way.
 */
export async function sendAlertEmails(
  mailer: Mailer,
  baseUrl: string,
  firings: AlertFiring[],
): Promise<void> {
  for (const firing of firings) {
    if (firing.isEmailVerified) await mailer.send(buildAlertEmail(firing, baseUrl));
  }
}
