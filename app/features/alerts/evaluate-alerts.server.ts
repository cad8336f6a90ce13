import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { notifications, priceAlerts, productPrices, products, users } from "~/db/schema";
import type { Mailer } from "~/features/email/mailer.server";
import { serverT } from "~/locales/translate.server";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { shouldAlertFire } from "./alert-rules";

export type AlertFiring = {
  alertId: string;
  userId: string;
  email: string;
  isEmailVerified: boolean;
  locale: Locale;
  productId: string;
  productNameEn: string;
  productNameAr: string;
  price: string;
  storeName: string;
};

/**
 * Checks a product's active alerts against its lowest current store price (decision 13) and records
 * each firing: the alert remembers the announced price and the user gets an in-app notification.
 * Alert rows are locked, so two evaluations of the same change cannot both fire. Current prices are
 * always confirmed readings — an unconfirmed jump waits in `pending_price` (decision 14).
 */
export async function evaluateAlerts(db: Database, productId: string): Promise<AlertFiring[]> {
  return db.transaction(async (tx) => {
    const [lowest] = await tx
      .select({ price: productPrices.price, storeName: productPrices.storeName })
      .from(productPrices)
      .where(eq(productPrices.productId, productId))
      .orderBy(asc(productPrices.price), asc(productPrices.storeName))
      .limit(1);
    if (!lowest) return [];

    const candidates = await tx
      .select({
        alertId: priceAlerts.id,
        userId: priceAlerts.userId,
        email: users.email,
        isEmailVerified: users.emailVerified,
        locale: priceAlerts.locale,
        isActive: priceAlerts.isActive,
        targetPrice: priceAlerts.targetPrice,
        minReduction: priceAlerts.minReduction,
        lastNotifiedPrice: priceAlerts.lastNotifiedPrice,
        productNameEn: products.nameEn,
        productNameAr: products.nameAr,
      })
      .from(priceAlerts)
      .innerJoin(users, eq(users.id, priceAlerts.userId))
      .innerJoin(products, eq(products.id, priceAlerts.productId))
      .where(
        and(
          eq(priceAlerts.productId, productId),
          eq(priceAlerts.isActive, true),
          gte(priceAlerts.targetPrice, lowest.price),
        ),
      )
      .for("update", { of: priceAlerts });

    const firings: AlertFiring[] = [];
    for (const candidate of candidates) {
      if (!shouldAlertFire(candidate, lowest.price)) continue;
      await tx
        .update(priceAlerts)
        .set({ lastNotifiedPrice: lowest.price, updatedAt: new Date() })
        .where(eq(priceAlerts.id, candidate.alertId));
      await tx.insert(notifications).values({
        userId: candidate.userId,
        productId,
        alertId: candidate.alertId,
        price: lowest.price,
        storeName: lowest.storeName,
      });
      firings.push({ ...candidate, productId, price: lowest.price, storeName: lowest.storeName });
    }
    return firings;
  });
}

/** The price-drop e-mail, in the language the alert was set in. */
export function buildAlertEmail(firing: AlertFiring, baseUrl: string) {
  const t = serverT(firing.locale);
  const product = firing.locale === "ar" ? firing.productNameAr : firing.productNameEn;
  const price = formatPrice(firing.price, firing.locale);
  const link = `${baseUrl}/products/${firing.productId}?lang=${firing.locale}`;
  return {
    to: firing.email,
    subject: t("email.priceAlert.subject", { product, price }),
    text: t("email.priceAlert.body", { product, price, store: firing.storeName, link }),
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
