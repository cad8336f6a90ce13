import { sql } from "drizzle-orm";
import { products } from "~/db/schema";
import type { PriceInsight, PriceVerdict } from "./price-insight";

/**
 * The columns of a product's price insight, for a select of `products` (spread or as a nested
 * object); turn them into a PriceInsight with `toPriceInsight`.
 */
export const priceInsightColumns = {
  verdict: sql<PriceVerdict | null>`${products.priceVerdict}`,
  typicalLow: products.typicalLow,
  typicalPrice: products.typicalPrice,
  typicalHigh: products.typicalHigh,
  historyDays: products.historyDays,
  hasEnoughHistory: sql<boolean>`has_enough_price_history(${products.historyDays})`,
  isLowestIn90Days: sql<boolean>`price_is_lowest_in_90_days(${products.lowestPrice}, ${products.low90Days}, ${products.historyDays})`,
  // The same window and the same rule for "enough history" as isLowestIn90Days.
  low90Days: sql<
    string | null
  >`case when has_enough_price_history(${products.historyDays}) then ${products.low90Days} end`,
  vsTypical: sql<number | null>`price_vs_typical(${products.lowestPrice}, ${products.typicalPrice})::float8`,
};

/** Whether a product is on a deal today (PD-22): the rule the deals list and the assistant read. */
export const productIsDeal = sql<boolean>`price_is_deal(${products.priceVerdict}, ${products.lowest90DaysAt}, ${products.lowestPrice}, ${products.typicalPrice})`;

/** A PriceInsight as a row holds it: PostgreSQL's numeric may arrive as a decimal string. */
export type PriceInsightRow = Omit<PriceInsight, "vsTypical"> & { vsTypical: number | string | null };

/**
 * The same columns for a hand-written `select … from products`, named as `toPriceInsight` reads
 * them (numeric columns arrive as decimal strings from both drivers).
 */
export const priceInsightSelection = sql.join(
  Object.entries(priceInsightColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

export function toPriceInsight(row: PriceInsightRow): PriceInsight {
  return {
    verdict: row.verdict,
    typicalLow: row.typicalLow,
    typicalPrice: row.typicalPrice,
    typicalHigh: row.typicalHigh,
    historyDays: Number(row.historyDays),
    hasEnoughHistory: Boolean(row.hasEnoughHistory),
    isLowestIn90Days: Boolean(row.isLowestIn90Days),
    low90Days: row.low90Days === null ? null : String(row.low90Days),
    vsTypical: row.vsTypical === null ? null : Number(row.vsTypical),
  };
}
