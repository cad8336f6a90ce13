-- Price insight: the verdict (low, typical, high), the lowest of 90 days and the deal rule, from the
-- daily lowest prices a product keeps (product_price_days).
-- Applied after the migrations at every start, in one transaction with the other files of this
-- folder (app/db/client.server.ts): each statement creates or replaces, so this file is today's
-- definition. Change a rule here, not in a migration (docs/decisions/0023-migrations-and-sql-functions.md).

CREATE OR REPLACE FUNCTION riyadh_today() RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'Asia/Riyadh')::date $$;

-- PD-22: a verdict needs at least 14 days with a price in the 90-day window.
CREATE OR REPLACE FUNCTION has_enough_price_history(history_days integer) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT history_days >= 14 $$;

-- How far from the typical (median) price a price must be before it is called low or high, or makes
-- a deal: closer than this, the difference is noise (a shopper does not call 1 % a good price).
CREATE OR REPLACE FUNCTION price_verdict_margin() RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$ SELECT 0.05 $$;

-- PD-22 with its threshold (docs/decisions/0014): low below the typical range and at least
-- 5 % below the typical price, high above the range and at least 5 % above it, typical otherwise; no
-- verdict before 14 days with a price.
CREATE OR REPLACE FUNCTION price_verdict(lowest numeric, typical_low numeric, typical_price numeric,
  typical_high numeric, history_days integer)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN lowest IS NULL OR typical_low IS NULL OR typical_price IS NULL OR typical_high IS NULL
      OR NOT has_enough_price_history(history_days) THEN NULL
    WHEN lowest < typical_low AND lowest <= typical_price * (1 - price_verdict_margin()) THEN 'low'
    WHEN lowest > typical_high AND lowest >= typical_price * (1 + price_verdict_margin()) THEN 'high'
    ELSE 'typical'
  END
$$;

-- "Lowest in 90 days": today's lowest is the minimum of the window, once the verdict may be given.
CREATE OR REPLACE FUNCTION price_is_lowest_in_90_days(lowest numeric, low_90_days numeric, history_days integer)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(lowest <= low_90_days AND has_enough_price_history(history_days), false)
$$;

-- How far today's lowest is from the typical (median) price, as a share: -0.12 is "12 % below".
CREATE OR REPLACE FUNCTION price_vs_typical(lowest numeric, typical_price numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN typical_price > 0 THEN (lowest - typical_price) / typical_price END
$$;

-- PD-24: a deal is a low price, or one that reached the lowest of 90 days in the last 7 days
-- and is as far below the typical price as a low verdict must be.
CREATE OR REPLACE FUNCTION price_is_deal(verdict text, lowest_90_days_at timestamptz, lowest numeric,
  typical_price numeric)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(verdict = 'low' OR (lowest_90_days_at > now() - interval '7 days'
    AND lowest <= typical_price * (1 - price_verdict_margin())), false)
$$;

-- The daily lowest of each product from its price history: each store's price counts on every day
-- from the day it was recorded to the day the next one replaced it. For days before today (the
-- seed, and databases that had history before this migration).
CREATE OR REPLACE FUNCTION backfill_product_price_days(product_ids uuid[], from_day date, to_day date) RETURNS void
LANGUAGE sql AS $$
  WITH spans AS (
    SELECT product_id, price, (recorded_at AT TIME ZONE 'Asia/Riyadh')::date AS first_day,
      coalesce((lead(recorded_at) OVER w AT TIME ZONE 'Asia/Riyadh')::date, to_day) AS last_day
    FROM price_history WHERE product_id = ANY(product_ids)
    WINDOW w AS (PARTITION BY product_id, store_name ORDER BY recorded_at, id)
  )
  INSERT INTO product_price_days (product_id, day, lowest_price)
  SELECT product_id, g.day::date, min(price)
  FROM spans CROSS JOIN LATERAL generate_series(greatest(first_day, from_day), least(last_day, to_day), interval '1 day') AS g(day)
  GROUP BY 1, 2
  ON CONFLICT (product_id, day) DO UPDATE SET lowest_price = least(product_price_days.lowest_price, excluded.lowest_price)
$$;

-- Once a day per product (the minute job walks the catalogue in batches): today's row for every
-- priced product, then the typical range of the last 90 days and the verdict against it.
CREATE OR REPLACE FUNCTION recount_price_insight_figures(product_ids uuid[], today date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR UPDATE;
  INSERT INTO product_price_days (product_id, day, lowest_price)
  SELECT id, today, lowest_price FROM products WHERE id = ANY(product_ids) AND lowest_price IS NOT NULL
  ON CONFLICT (product_id, day) DO NOTHING;
  UPDATE products AS p
  SET typical_low = s.typical_low, typical_price = s.typical_price, typical_high = s.typical_high,
      low_90_days = s.low_90_days, history_days = s.history_days,
      price_verdict = price_verdict(p.lowest_price, s.typical_low, s.typical_price, s.typical_high, s.history_days),
      lowest_90_days_at = s.lowest_90_days_at
  FROM (
    SELECT ids.id AS product_id, w.typical_low, w.typical_price, w.typical_high, w.low_90_days, w.history_days,
      -- Still the lowest of 90 days: since the day after the last day it was dearer (the start of
      -- the window when it never was), unless already known.
      CASE WHEN price_is_lowest_in_90_days(cur.lowest_price, w.low_90_days, w.history_days) THEN coalesce(
        cur.lowest_90_days_at,
        ((SELECT max(d.day) + 1 FROM product_price_days AS d
          WHERE d.product_id = ids.id AND d.day > today - 90 AND d.lowest_price > cur.lowest_price)::timestamp
          AT TIME ZONE 'Asia/Riyadh'),
        ((today - 89)::timestamp AT TIME ZONE 'Asia/Riyadh'))
      END AS lowest_90_days_at
    FROM unnest(product_ids) AS ids(id)
    JOIN products AS cur ON cur.id = ids.id
    CROSS JOIN LATERAL (
      SELECT
        (percentile_cont(0.25) WITHIN GROUP (ORDER BY d.lowest_price))::numeric(12, 2) AS typical_low,
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY d.lowest_price))::numeric(12, 2) AS typical_price,
        (percentile_cont(0.75) WITHIN GROUP (ORDER BY d.lowest_price))::numeric(12, 2) AS typical_high,
        min(d.lowest_price) AS low_90_days, count(*)::int AS history_days
      FROM product_price_days AS d
      WHERE d.product_id = ids.id AND d.day > today - 90 AND d.day <= today
    ) AS w
  ) AS s
  WHERE p.id = s.product_id
    AND (p.typical_low, p.typical_price, p.typical_high, p.low_90_days, p.history_days, p.price_verdict, p.lowest_90_days_at)
      IS DISTINCT FROM (s.typical_low, s.typical_price, s.typical_high, s.low_90_days, s.history_days,
        price_verdict(p.lowest_price, s.typical_low, s.typical_price, s.typical_high, s.history_days), s.lowest_90_days_at);
  DELETE FROM product_price_days WHERE product_id = ANY(product_ids) AND day <= today - 120;
END $$;

-- The figure writers' entry point (write_product_figures, change-notices.sql).
CREATE OR REPLACE FUNCTION refresh_price_insight(product_ids uuid[], today date) RETURNS void
LANGUAGE sql AS $$ SELECT write_product_figures('recount_price_insight_figures', product_ids, today) $$;
