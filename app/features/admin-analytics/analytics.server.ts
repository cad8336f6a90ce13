import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

export type Analytics = {
  totals: { products: number; reviews: number; users: number; averageRating: number };
  sentiment: { positive: number; neutral: number; negative: number };
  moderation: { pending: number; approved: number; rejected: number };
  priceTrend: Array<{ date: string; averagePrice: number }>;
  mostReviewed: Array<{ productId: string; nameEn: string; nameAr: string; reviewCount: number }>;
};

export const TOP_REVIEWED_LIMIT = 5;
export const PRICE_TREND_DAYS = 90;

type Row = Record<string, unknown>;
const toNumber = (value: unknown) => (value == null ? 0 : Number(value));

/**
 * Everything the dashboard shows, each figure computed by one aggregate query in the database
 * (never by loading rows). Sentiment counts approved reviews by stars (decision 11).
 */
export async function getAnalytics(db: Database): Promise<Analytics> {
  const [totals, reviewStats, trend, top] = await Promise.all([
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
    db.execute<Row>(sql`
      select to_char((recorded_at at time zone 'Asia/Riyadh')::date, 'YYYY-MM-DD') as day,
             round(avg(price), 2) as average_price
      from price_history
      where recorded_at >= now() - make_interval(days => ${PRICE_TREND_DAYS})
      group by 1 order by 1`),
    db.execute<Row>(sql`
      select p.id, p.name_en, p.name_ar, r.review_count
      from (select product_id, count(*) as review_count from reviews
            where status = 'approved' group by product_id
            order by count(*) desc, product_id limit ${TOP_REVIEWED_LIMIT}) r
      join products p on p.id = r.product_id
      order by r.review_count desc, p.name_en`),
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
    priceTrend: trend.rows.map((row) => ({
      date: String(row.day),
      averagePrice: toNumber(row.average_price),
    })),
    mostReviewed: top.rows.map((row) => ({
      productId: String(row.id),
      nameEn: String(row.name_en),
      nameAr: String(row.name_ar),
      reviewCount: toNumber(row.review_count),
    })),
  };
}
