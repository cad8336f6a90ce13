import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { offerFreshness, productPrices, products, stores } from "~/db/schema";
import { toHalalas } from "~/utils/money";

// PD-21 — which store offers count. The rule itself is one SQL function, offer_is_current_since
// (drizzle/functions/current-offers.sql), which the triggers keeping products.lowest_price /
// store_count (through offer_is_current) and every query here share: an offer is current when its
// last successful check is younger than twice the refresh interval and its store does not say it
// is sold out (unknown stock counts as in stock).
//
// Readers that need "the current lowest price" of a product read products.lowest_price (kept by
// those triggers and by the minute job as offers go stale with time); readers of single offers
// select `offerIsCurrent`.

// The freshness cut-off, worked out once per statement rather than once per offer tested.
const freshSince = sql`(select offer_fresh_since())`;

/** True for an offer that may be the lowest price, a card price, an alert, a deal or the cheapest. */
export const offerIsCurrent = sql<boolean>`offer_is_current_since(${productPrices.inStock}, ${productPrices.checkedAt}, ${freshSince})`;

/** True while the offer's last check is recent enough, whatever its stock. */
export const offerIsFresh = sql<boolean>`offer_is_current_since(null, ${productPrices.checkedAt}, ${freshSince})`;

/** The product's current lowest price in halalas, as the database keeps it (null: no current offer). */
export async function currentLowestPrice(
  tx: Database | Transaction,
  productId: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ lowest: products.lowestPrice })
    .from(products)
    .where(eq(products.id, productId));
  return row?.lowest ? toHalalas(row.lowest) : null;
}

export type CheapestOffer = { price: string; url: string; storeName: string; storeNameAr: string | null };

/**
 * Each product's cheapest current offer (a tie goes to the store first by name), in one query for
 * any number of products; a product with no current offer is left out.
 */
export async function findCheapestOffers(
  db: Database | Transaction,
  productIds: readonly string[],
): Promise<Map<string, CheapestOffer>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productPrices.productId], {
      productId: productPrices.productId,
      price: productPrices.price,
      url: productPrices.url,
      storeName: productPrices.storeName,
      storeNameAr: stores.nameAr,
    })
    .from(productPrices)
    .innerJoin(stores, eq(stores.name, productPrices.storeName))
    .where(and(inArray(productPrices.productId, [...productIds]), offerIsCurrent))
    .orderBy(productPrices.productId, asc(productPrices.price), asc(productPrices.storeName));
  return new Map(rows.map(({ productId, ...offer }) => [productId, offer]));
}

/** Hours an offer stays fresh after its last check: twice the refresh interval (PD-21). */
export function freshHoursFor(refreshIntervalHours: number): number {
  return Math.max(1, Math.round(refreshIntervalHours * 2));
}

/**
 * Writes the fresh interval the database applies (at start-up, from PRICE_REFRESH_INTERVAL_HOURS).
 * When it changed, every product's figures are due at once, so the minute job recounts them.
 */
export async function syncOfferFreshness(db: Database, refreshIntervalHours: number): Promise<void> {
  const freshHours = freshHoursFor(refreshIntervalHours);
  await db.transaction(async (tx) => {
    await tx.insert(offerFreshness).values({ id: 1, freshHours }).onConflictDoNothing();
    const changed = await tx
      .update(offerFreshness)
      .set({ freshHours })
      .where(sql`${offerFreshness.id} = 1 and ${offerFreshness.freshHours} <> ${freshHours}`)
      .returning({ id: offerFreshness.id });
    if (changed.length === 0) return;
    await tx.execute(sql`select refresh_product_offer_stats(array(select id from ${products}))`);
  });
}

/** Products whose figures are due per call of the minute job; the rest wait for the next minute. */
const DUE_BATCH = 2_000;

/**
 * Recounts the products whose first current offer went stale since their figures were written
 * (products.current_until has passed): no store price is written, the clock alone moved them.
 * Returns how many products were recounted.
 */
export async function refreshDueOfferFigures(db: Database, batch = DUE_BATCH): Promise<number> {
  const due = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.currentUntil} <= now()`)
    .orderBy(products.currentUntil)
    .limit(batch);
  // Most minutes nothing is due, and nothing is written: an empty recount would still announce a
  // catalogue change and empty every web process's cache.
  if (due.length === 0) return 0;
  await db.execute(
    sql`select refresh_product_offer_stats(array[${sql.join(
      due.map((row) => sql`${row.id}`),
      sql`, `,
    )}]::uuid[])`,
  );
  return due.length;
}

/** Products per transaction of the daily insight; each batch locks only its own product rows. */
const INSIGHT_BATCH = 1_000;

/**
 * Once per Riyadh day: carries every priced product's lowest price over to today's daily figures
 * and recomputes its typical range and verdict (PD-22). The first caller of the day claims
 * the day; a crash half-way leaves the rest of the catalogue with yesterday's range, redone
 * tomorrow. Returns the number of products looked at, or null when today was done already.
 */
export async function refreshDailyInsight(db: Database, batch = INSIGHT_BATCH): Promise<number | null> {
  const claimed = await db.execute<{ today: string }>(sql`
    update ${offerFreshness} set insight_day = riyadh_today()
    where id = 1 and insight_day is distinct from riyadh_today()
    returning riyadh_today()::text as today`);
  const today = claimed.rows[0]?.today;
  if (!today) return null;
  let after = "00000000-0000-0000-0000-000000000000";
  let total = 0;
  for (;;) {
    const ids = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.id} > ${after}`)
      .orderBy(products.id)
      .limit(batch);
    if (ids.length === 0) return total;
    await db.execute(
      sql`select refresh_price_insight(array[${sql.join(
        ids.map((row) => sql`${row.id}`),
        sql`, `,
      )}]::uuid[], ${today}::date)`,
    );
    total += ids.length;
    after = ids[ids.length - 1]!.id;
  }
}
