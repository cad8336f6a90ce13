// The rating summary of a product from its approved reviews (PD-9: bars come from the data).

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;

export type RatingCount = { rating: number; count: number };

export type RatingSummary = {
  count: number;
  /** Average rounded to one decimal, null without reviews. */
  average: number | null;
  /** Five rows, five stars first; percent is the whole-number share of all approved reviews. */
  distribution: { stars: (typeof STAR_VALUES)[number]; count: number; percent: number }[];
};

export function summarizeRatings(counts: readonly RatingCount[]): RatingSummary {
  const byStars = new Map<number, number>();
  for (const { rating, count } of counts) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) continue;
    byStars.set(rating, (byStars.get(rating) ?? 0) + count);
  }
  const total = [...byStars.values()].reduce((sum, n) => sum + n, 0);
  const points = [...byStars.entries()].reduce((sum, [stars, n]) => sum + stars * n, 0);
  return {
    count: total,
    average: total === 0 ? null : Math.round((points * 10) / total) / 10,
    distribution: STAR_VALUES.map((stars) => {
      const count = byStars.get(stars) ?? 0;
      return { stars, count, percent: total === 0 ? 0 : Math.round((count * 100) / total) };
    }),
  };
}
