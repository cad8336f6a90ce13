// Price insight as pages show it (PD-22). The rules live in the database (drizzle/0011:
// price_verdict, price_is_lowest_in_90_days, price_vs_typical), which keeps them with the product's
// figures; this is the shape they reach pages in.

export type PriceVerdict = "low" | "typical" | "high";

export type PriceInsight = {
  /** Null with too little history (fewer than 14 days with a price) or without a current price. */
  verdict: PriceVerdict | null;
  /** The 25th and 75th percentile and the median of the daily lowest prices of the last 90 days. */
  typicalLow: string | null;
  typicalPrice: string | null;
  typicalHigh: string | null;
  /** Days of the last 90 with a price. */
  historyDays: number;
  /** Enough days with a price for a verdict and a typical range worth showing (has_enough_price_history). */
  hasEnoughHistory: boolean;
  isLowestIn90Days: boolean;
  /** The lowest daily price of the last 90 days; null with too little history (hasEnoughHistory). */
  low90Days: string | null;
  /** Today's lowest against the typical price, as a share: -0.12 is 12 % below. */
  vsTypical: number | null;
};

/** Whole percent away from the typical price (12 for 12 % below or above), never 0 for a real gap. */
export function percentFromTypical(insight: Pick<PriceInsight, "vsTypical">): number | null {
  if (insight.vsTypical === null) return null;
  const percent = Math.abs(insight.vsTypical) * 100;
  return percent > 0 && percent < 1 ? 1 : Math.round(percent);
}
