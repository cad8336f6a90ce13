// The spec's "Average Price Trends" line (issue 38, item 8; PD-26, PD-28): beside the price-moves
// figure of ADR-0016, the average of the products' daily lowest prices (product_price_days, PD-22)
// over the last PRICE_TREND_DAYS whole Riyadh days, for every product or for one category and its
// subcategories, so that the line can be read as "what phones cost" rather than a catalogue mix.

import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

export const PRICE_TREND_DAYS = 90;

export type PriceTrendPoint = {
  /** A Riyadh calendar day, YYYY-MM-DD. */
  date: string;
  /** The mean of that day's lowest prices, in SAR to two decimals. */
  averagePrice: number;
  /** How many products had a lowest price that day. */
  products: number;
};

/**
 * One point per whole day with prices, oldest first. Today is left out as in the price moves: its
 * lowest only goes down during the day. `categoryIds` null means every product.
 */
export async function getAveragePriceTrend(
  db: Database,
  categoryIds: readonly string[] | null,
): Promise<PriceTrendPoint[]> {
  if (categoryIds && categoryIds.length === 0) return [];
  const inCategories = categoryIds
    ? sql`and days.product_id in (select id from products where category_id in (${sql.join(
        categoryIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))`
    : sql``;
  const { rows } = await db.execute<{ day: string; average_price: string; products: number | string }>(sql`
    select to_char(days.day, 'YYYY-MM-DD') as day, round(avg(days.lowest_price), 2) as average_price,
           count(*) as products
    from product_price_days as days
    where days.day >= riyadh_today() - ${PRICE_TREND_DAYS}::int and days.day < riyadh_today()
      ${inCategories}
    group by days.day
    order by days.day`);
  return rows.map((row) => ({
    date: row.day,
    averagePrice: Number(row.average_price),
    products: Number(row.products),
  }));
}
