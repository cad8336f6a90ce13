import { type AnyColumn, sql } from "drizzle-orm";
import { priceHistory, productPrices } from "~/db/schema";
import type { WasPriceClaim } from "./was-price";

// PD-23 — is a store's "was" price real? The one definition, as SQL fragments over a query of
// product_prices (one row per offer, no query per offer): the store really charged its claimed was
// price, within 1 %, on at least one day of the last 90 (Riyadh days, today included). A price
// counts on every day from its price_history row to the day the store's next row replaced it, the
// way the daily figures count it (drizzle/0011, backfill_product_price_days), so a price set 100
// days ago and changed 80 days ago was charged inside the window.

/** A column of the outer product_prices row, named in full: the subquery has columns of that name too. */
const offer = (column: AnyColumn) => sql`${productPrices}.${sql.identifier(column.name)}`;

/** The store's claimed was price, only when it is above the store's price. */
export const claimedWasPrice = sql<
  string | null
>`case when ${offer(productPrices.wasPrice)} > ${offer(productPrices.price)} then ${offer(productPrices.wasPrice)} end`;

/** True when the store charged its claimed was price (within 1 %) on a day of the last 90. */
export const isWasPriceReal = sql<boolean>`case when ${offer(productPrices.wasPrice)} is null then false else exists (
  select 1 from (
    select charged.price,
      lead(charged.recorded_at) over (order by charged.recorded_at, charged.id) as replaced_at
    from ${priceHistory} as charged
    where charged.product_id = ${offer(productPrices.productId)}
      and charged.store_name = ${offer(productPrices.storeName)}
  ) as spans
  where abs(spans.price - ${offer(productPrices.wasPrice)}) <= ${offer(productPrices.wasPrice)} * 0.01
    and (spans.replaced_at is null
      or (spans.replaced_at at time zone 'Asia/Riyadh')::date > riyadh_today() - 90)
) end`;

/** The claim as the store list shows it, from a row that selected both fragments. */
export function toWasPriceClaim(row: {
  wasPrice: string | null;
  isWasPriceReal: boolean;
}): WasPriceClaim | null {
  return row.wasPrice === null ? null : { price: row.wasPrice, isReal: Boolean(row.isWasPriceReal) };
}
