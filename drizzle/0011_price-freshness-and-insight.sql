CREATE TABLE "offer_freshness" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fresh_hours" integer DEFAULT 12 NOT NULL,
	"insight_day" date,
	CONSTRAINT "offer_freshness_singleton" CHECK ("offer_freshness"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "product_price_days" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lowest_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_price_days_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "current_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "typical_low" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "typical_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "typical_high" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_90_days" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "history_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_verdict" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lowest_90_days_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "was_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_price_days" ADD CONSTRAINT "product_price_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_days_day_idx" ON "product_price_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "products_current_until_idx" ON "products" USING btree ("current_until");--> statement-breakpoint
CREATE INDEX "products_deals_idx" ON "products" USING btree ("category_id") WHERE "products"."price_verdict" = 'low' or "products"."lowest_90_days_at" is not null;--> statement-breakpoint
CREATE INDEX "product_prices_checked_at_idx" ON "product_prices" USING btree ("checked_at");--> statement-breakpoint
INSERT INTO "offer_freshness" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Until now the only moment kept was the last change; it is the best guess of the last check.
UPDATE "product_prices" SET "checked_at" = "updated_at";
--> statement-breakpoint
-- Decision 21, the one definition of a current offer, used by the triggers below and by every query
-- of the application (app/features/prices/current-offers.server.ts): checked within the fresh
-- interval (twice PRICE_REFRESH_INTERVAL_HOURS, written at start-up) and not known to be sold out.
CREATE FUNCTION offer_fresh_interval() RETURNS interval
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT make_interval(hours => fresh_hours) FROM offer_freshness WHERE id = 1), interval '12 hours')
$$;
--> statement-breakpoint
CREATE FUNCTION offer_is_current(in_stock boolean, checked_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT in_stock IS NOT FALSE AND checked_at > now() - offer_fresh_interval()
$$;
--> statement-breakpoint
-- Decision 22: a verdict needs at least 14 days with a price in the 90-day window.
CREATE FUNCTION has_enough_price_history(history_days integer) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT history_days >= 14 $$;
--> statement-breakpoint
-- Decision 22: low below the typical range, high above it, typical inside; no verdict before 14
-- days with a price.
CREATE FUNCTION price_verdict(lowest numeric, typical_low numeric, typical_high numeric, history_days integer)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN lowest IS NULL OR typical_low IS NULL OR typical_high IS NULL OR NOT has_enough_price_history(history_days) THEN NULL
    WHEN lowest < typical_low THEN 'low'
    WHEN lowest > typical_high THEN 'high'
    ELSE 'typical'
  END
$$;
--> statement-breakpoint
-- "Lowest in 90 days": today's lowest is the minimum of the window, once the verdict may be given.
CREATE FUNCTION price_is_lowest_in_90_days(lowest numeric, low_90_days numeric, history_days integer)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(lowest <= low_90_days AND has_enough_price_history(history_days), false)
$$;
--> statement-breakpoint
-- How far today's lowest is from the typical (median) price, as a share: -0.12 is "12 % below".
CREATE FUNCTION price_vs_typical(lowest numeric, typical_price numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN typical_price > 0 THEN (lowest - typical_price) / typical_price END
$$;
--> statement-breakpoint
-- Decision 24: a deal is a low price, or one that reached the lowest of 90 days in the last 7 days.
CREATE FUNCTION price_is_deal(verdict text, lowest_90_days_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(verdict = 'low' OR lowest_90_days_at > now() - interval '7 days', false)
$$;
--> statement-breakpoint
CREATE FUNCTION riyadh_today() RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'Asia/Riyadh')::date $$;
--> statement-breakpoint
-- The figures a product keeps of its current offers, its verdict, and today's daily lowest.
CREATE OR REPLACE FUNCTION refresh_product_offer_stats(product_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Nothing to recount writes nothing: an UPDATE of no rows would still announce a catalogue change.
  IF coalesce(cardinality(product_ids), 0) = 0 THEN RETURN; END IF;
  -- Writers lock the product row before its prices, so this lock keeps that order; once it is
  -- held, the next statement's snapshot sees every committed price of these products.
  PERFORM 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR UPDATE;
  UPDATE products AS p
  SET lowest_price = s.lowest_price,
      store_count = s.store_count,
      current_until = s.current_until,
      price_verdict = price_verdict(s.lowest_price, p.typical_low, p.typical_high, p.history_days),
      -- When the lowest price reached the lowest of 90 days: now, unless it was there already
      -- and has not gone lower; cleared when it is no longer the lowest.
      lowest_90_days_at = CASE
        WHEN NOT price_is_lowest_in_90_days(s.lowest_price, p.low_90_days, p.history_days) THEN NULL
        WHEN price_is_lowest_in_90_days(p.lowest_price, p.low_90_days, p.history_days)
          AND s.lowest_price >= p.lowest_price THEN p.lowest_90_days_at
        ELSE now() END
  FROM (
    SELECT ids.id AS product_id, c.lowest_price, c.store_count, c.current_until
    FROM unnest(product_ids) AS ids(id)
    CROSS JOIN LATERAL (
      SELECT min(pp.price) AS lowest_price, count(*)::int AS store_count,
        min(pp.checked_at) + offer_fresh_interval() AS current_until
      FROM product_prices AS pp
      WHERE pp.product_id = ids.id AND offer_is_current(pp.in_stock, pp.checked_at)
    ) AS c
  ) AS s
  WHERE p.id = s.product_id
    AND (p.lowest_price, p.store_count, p.current_until)
      IS DISTINCT FROM (s.lowest_price, s.store_count, s.current_until);
  INSERT INTO product_price_days (product_id, day, lowest_price)
  SELECT id, riyadh_today(), lowest_price FROM products
  WHERE id = ANY(product_ids) AND lowest_price IS NOT NULL
  ON CONFLICT (product_id, day) DO UPDATE SET lowest_price = excluded.lowest_price
  WHERE excluded.lowest_price < product_price_days.lowest_price;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_prices_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_offer_stats(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_offer_stats(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    -- Most updates are readings that confirm a current price; only a changed price or product,
    -- or an offer that became current or stopped being current, changes the figures. An offer
    -- checked again while current waits for the minute job to move current_until on.
    PERFORM refresh_product_offer_stats(ARRAY(
      SELECT n.product_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (n.price, n.product_id) IS DISTINCT FROM (o.price, o.product_id)
        OR offer_is_current(n.in_stock, n.checked_at) IS DISTINCT FROM offer_is_current(o.in_stock, o.checked_at)
      UNION
      SELECT o.product_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE n.product_id <> o.product_id
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The daily lowest of each product from its price history: each store's price counts on every day
-- from the day it was recorded to the day the next one replaced it. For days before today (the
-- seed, and databases that had history before this migration).
CREATE FUNCTION backfill_product_price_days(product_ids uuid[], from_day date, to_day date) RETURNS void
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
--> statement-breakpoint
-- Once a day per product (the minute job walks the catalogue in batches): today's row for every
-- priced product, then the typical range of the last 90 days and the verdict against it.
CREATE FUNCTION refresh_price_insight(product_ids uuid[], today date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR UPDATE;
  INSERT INTO product_price_days (product_id, day, lowest_price)
  SELECT id, today, lowest_price FROM products WHERE id = ANY(product_ids) AND lowest_price IS NOT NULL
  ON CONFLICT (product_id, day) DO NOTHING;
  UPDATE products AS p
  SET typical_low = s.typical_low, typical_price = s.typical_price, typical_high = s.typical_high,
      low_90_days = s.low_90_days, history_days = s.history_days,
      price_verdict = price_verdict(p.lowest_price, s.typical_low, s.typical_high, s.history_days),
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
        price_verdict(p.lowest_price, s.typical_low, s.typical_high, s.history_days), s.lowest_90_days_at);
  DELETE FROM product_price_days WHERE product_id = ANY(product_ids) AND day <= today - 120;
END $$;
--> statement-breakpoint
SELECT backfill_product_price_days(ARRAY(SELECT id FROM products), riyadh_today() - 89, riyadh_today() - 1);
--> statement-breakpoint
SELECT refresh_product_offer_stats(ARRAY(SELECT id FROM products));
--> statement-breakpoint
SELECT refresh_price_insight(ARRAY(SELECT id FROM products), riyadh_today());
--> statement-breakpoint
UPDATE "offer_freshness" SET "insight_day" = riyadh_today();
