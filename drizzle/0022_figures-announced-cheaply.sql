-- The products trigger (0014) tells a change of figures (the lowest price, verdict, rating…) from
-- any other edit by comparing whole rows as JSON, twice: a third of the time a feed run or an import
-- spends writing 500 products' figures (issue 24, docs/decisions/0021-store-feeds.md). The functions
-- that keep the figures write nothing else, so they now say so: while one of them runs,
-- `qaren.writing_figures` is 'on' for the transaction, and the trigger compares the figure columns
-- alone. Every other writer is still compared whole, as before.
ALTER FUNCTION refresh_product_offer_stats(uuid[]) RENAME TO recount_product_offer_figures;
--> statement-breakpoint
ALTER FUNCTION refresh_product_rating_stats(uuid[]) RENAME TO recount_product_rating_figures;
--> statement-breakpoint
ALTER FUNCTION refresh_price_insight(uuid[], date) RENAME TO recount_price_insight_figures;
--> statement-breakpoint
CREATE FUNCTION refresh_product_offer_stats(product_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  was text := coalesce(current_setting('qaren.writing_figures', true), 'off');
BEGIN
  PERFORM set_config('qaren.writing_figures', 'on', true);
  PERFORM recount_product_offer_figures(product_ids);
  PERFORM set_config('qaren.writing_figures', was, true);
END $$;
--> statement-breakpoint
CREATE FUNCTION refresh_product_rating_stats(product_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  was text := coalesce(current_setting('qaren.writing_figures', true), 'off');
BEGIN
  PERFORM set_config('qaren.writing_figures', 'on', true);
  PERFORM recount_product_rating_figures(product_ids);
  PERFORM set_config('qaren.writing_figures', was, true);
END $$;
--> statement-breakpoint
CREATE FUNCTION refresh_price_insight(product_ids uuid[], today date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  was text := coalesce(current_setting('qaren.writing_figures', true), 'off');
BEGIN
  PERFORM set_config('qaren.writing_figures', 'on', true);
  PERFORM recount_price_insight_figures(product_ids, today);
  PERFORM set_config('qaren.writing_figures', was, true);
END $$;
--> statement-breakpoint
-- As in 0014, with the figure writers' statements compared by their figures alone. The columns
-- are 0014's `figures` but for the jobs' own current_until and back_in_stock_at.
CREATE OR REPLACE FUNCTION products_announce() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  figures CONSTANT text[] := ARRAY['lowest_price', 'store_count', 'current_until', 'typical_low',
    'typical_price', 'typical_high', 'low_90_days', 'history_days', 'price_verdict',
    'lowest_90_days_at', 'back_in_stock_at', 'rating_average', 'review_count'];
  internal CONSTANT text[] := ARRAY['current_until', 'back_in_stock_at'];
BEGIN
  IF current_setting('qaren.writing_figures', true) = 'on' THEN
    PERFORM announce_products_changed('changed', ARRAY(
      SELECT n.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (n.lowest_price, n.store_count, n.typical_low, n.typical_price, n.typical_high,
          n.low_90_days, n.history_days, n.price_verdict, n.lowest_90_days_at, n.rating_average,
          n.review_count)
        IS DISTINCT FROM (o.lowest_price, o.store_count, o.typical_low, o.typical_price, o.typical_high,
          o.low_90_days, o.history_days, o.price_verdict, o.lowest_90_days_at, o.rating_average,
          o.review_count)
    ));
  ELSIF EXISTS (
    SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
    WHERE to_jsonb(n) - figures IS DISTINCT FROM to_jsonb(o) - figures
  ) THEN
    PERFORM pg_notify('catalog_changed', '*');
  ELSE
    PERFORM announce_products_changed('changed', ARRAY(
      SELECT n.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE to_jsonb(n) - internal IS DISTINCT FROM to_jsonb(o) - internal
    ));
  END IF;
  RETURN NULL;
END $$;
