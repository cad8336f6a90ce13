import { type SQL, sql } from "drizzle-orm";
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
    findPriceTrend(db),
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
    priceTrend: trend.map((row) => ({
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

/** The dashboard's days are Riyadh's calendar days. */
const TIME_ZONE = "Asia/Riyadh";

/**
 * The average recorded price of each of the last PRICE_TREND_DAYS days that has readings, today
 * included. Past days come from price_history_days; a day not there yet is totalled from
 * price_history once and stored (a day without readings too, as zero), so the dashboard reads
 * millions of readings once rather than on every visit. Today is always totalled live.
 */
async function findPriceTrend(db: Database): Promise<Row[]> {
  const today = sql`(now() at time zone ${TIME_ZONE}::text)::date`;
  const startOf = (day: SQL) => sql`(${day})::timestamp at time zone ${TIME_ZONE}::text`;
  const missingDays = sql`
    select d::date as day
    from generate_series((${today} - ${PRICE_TREND_DAYS - 1}::int)::timestamp, (${today} - 1)::timestamp, interval '1 day') as d
    where not exists (select 1 from price_history_days as known where known.day = d::date)`;
  // Asked first because the insert, even with nothing to insert, is planned for millions of
  // readings: PostgreSQL would JIT-compile it on every visit (~200 ms) rather than once a day.
  const { rows: missing } = await db.execute<Row>(sql`${missingDays} limit 1`);
  if (missing.length > 0) {
    await db.execute(sql`
      insert into price_history_days (day, price_sum, reading_count)
      select missing.day, coalesce(sum(h.price), 0), count(h.price)::int
      from (${missingDays}) as missing
      left join price_history as h
        on h.recorded_at >= ${startOf(sql`missing.day`)} and h.recorded_at < ${startOf(sql`missing.day + 1`)}
      group by missing.day
      on conflict (day) do nothing`);
  }
  const { rows } = await db.execute<Row>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, round(price_sum / reading_count, 2) as average_price
    from price_history_days
    where day >= ${today} - ${PRICE_TREND_DAYS - 1}::int and day < ${today} and reading_count > 0
    union all
    select to_char(${today}, 'YYYY-MM-DD'), round(avg(price), 2)
    from price_history
    where recorded_at >= ${startOf(today)}
    having count(*) > 0
    order by 1`);
  return rows;
}
