import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

export type Analytics = {
  totals: { products: number; reviews: number; users: number; averageRating: number };
  sentiment: { positive: number; neutral: number; negative: number };
  moderation: { pending: number; approved: number; rejected: number };
  priceMoves: PriceMoves;
  mostReviewed: Array<{ productId: string; nameEn: string; nameAr: string; reviewCount: number }>;
};

/** How products' lowest prices moved between two Riyadh days PRICE_MOVE_DAYS apart. */
export type PriceMoves = {
  /** PRICE_MOVE_DAYS: how many days apart the two compared days are. */
  days: number;
  /** The earlier and the later day compared, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Products with a lowest price on both days. */
  compared: number;
  drops: number;
  rises: number;
  /** The median change of the products whose lowest price moved, in percent to one decimal; null when none moved. */
  medianChangePercent: number | null;
};

export const TOP_REVIEWED_LIMIT = 5;
export const PRICE_MOVE_DAYS = 30;

type Row = Record<string, unknown>;
const toNumber = (value: unknown) => (value == null ? 0 : Number(value));

/**
 * Everything the dashboard shows, each figure computed by one aggregate query in the database
 * (never by loading rows). Sentiment counts approved reviews by stars (PD-11).
 */
export async function getAnalytics(db: Database): Promise<Analytics> {
  const [totals, reviewStats, priceMoves, top] = await Promise.all([
    db.execute<Row>(sql`
      select (select count(*) from products) as products,
             (select count(*) from reviews) as reviews,
             (select count(*) from users) as users`),
    db.execute<Row>(sql`
      select coalesce(avg(rating) filter (where status = 'approved'), 0) as average_rating,
             count(*) filter (where status = 'approved' and rating >= 4) as positive,
             count(*) filter (where status = 'approved' and rating = 3) as neutral,
             count(*) filter (where status = 'approved' and rating <= 2) as negative,
             count(*) filter (where status = 'pending') as pending,
             count(*) filter (where status = 'approved') as approved,
             count(*) filter (where status = 'rejected') as rejected
      from reviews`),
    findPriceMoves(db),
    db.execute<Row>(sql`
      select id, name_en, name_ar, review_count
      from (select id, name_en, name_ar, review_count from products
            where review_count > 0
            order by review_count desc nulls last, id limit ${TOP_REVIEWED_LIMIT}) as top
      order by review_count desc, name_en`),
  ]);

  const t = totals.rows[0] ?? {};
  const s = reviewStats.rows[0] ?? {};
  return {
    totals: {
      products: toNumber(t.products),
      reviews: toNumber(t.reviews),
      users: toNumber(t.users),
      averageRating: Math.round(toNumber(s.average_rating) * 10) / 10,
    },
    sentiment: {
      positive: toNumber(s.positive),
      neutral: toNumber(s.neutral),
      negative: toNumber(s.negative),
    },
    moderation: {
      pending: toNumber(s.pending),
      approved: toNumber(s.approved),
      rejected: toNumber(s.rejected),
    },
    priceMoves,
    mostReviewed: top.rows.map((row) => ({
      productId: String(row.id),
      nameEn: String(row.name_en),
      nameAr: String(row.name_ar),
      reviewCount: toNumber(row.review_count),
    })),
  };
}

/**
 * How the lowest prices moved over the last PRICE_MOVE_DAYS days: each product's daily lowest
 * (product_price_days, PD-22) on the last whole Riyadh day against the same product's lowest
 * PRICE_MOVE_DAYS days before. Today is left out because its row only ever goes down during the
 * day (a rise shows the next day), which would count drops a day before rises. Two index reads of
 * one day each, whatever the length of the history: about 0.2 s at 100,000 products.
 */
async function findPriceMoves(db: Database): Promise<PriceMoves> {
  const lastDay = sql`riyadh_today() - 1`;
  const firstDay = sql`riyadh_today() - ${PRICE_MOVE_DAYS + 1}::int`;
  const { rows } = await db.execute<Row>(sql`
    select to_char(${firstDay}, 'YYYY-MM-DD') as first_day, to_char(${lastDay}, 'YYYY-MM-DD') as last_day,
      count(*) as compared,
      count(*) filter (where later.lowest_price < earlier.lowest_price) as drops,
      count(*) filter (where later.lowest_price > earlier.lowest_price) as rises,
      percentile_cont(0.5) within group (order by ((later.lowest_price - earlier.lowest_price) / earlier.lowest_price)::float8)
        filter (where later.lowest_price <> earlier.lowest_price) as median_change
    from product_price_days as later
    join product_price_days as earlier on earlier.product_id = later.product_id and earlier.day = ${firstDay}
    where later.day = ${lastDay}`);
  const row = rows[0] ?? {};
  return {
    days: PRICE_MOVE_DAYS,
    from: String(row.first_day),
    to: String(row.last_day),
    compared: toNumber(row.compared),
    drops: toNumber(row.drops),
    rises: toNumber(row.rises),
    medianChangePercent: row.median_change == null ? null : Math.round(Number(row.median_change) * 1000) / 10,
  };
}
