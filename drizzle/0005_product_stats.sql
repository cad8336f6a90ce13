ALTER TABLE "products" ADD COLUMN "lowest_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "store_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("lowest_price","name_en","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("lowest_price" DESC NULLS LAST,"name_en","id");--> statement-breakpoint
CREATE INDEX "products_rating_asc_idx" ON "products" USING btree ("rating_average","review_count" DESC NULLS LAST,"name_en","id");--> statement-breakpoint
CREATE INDEX "products_rating_desc_idx" ON "products" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"name_en","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","lowest_price");--> statement-breakpoint
-- products.lowest_price / store_count follow product_prices, and rating_average / review_count
-- follow the approved reviews, whoever writes them (admin form, import, price jobs, moderation,
-- cascading deletes). The statement-level triggers recompute each touched product once.
CREATE FUNCTION refresh_product_offer_stats(product_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Writers lock the product row before its prices, so this lock keeps that order; once it is
  -- held, the next statement's snapshot sees every committed price of these products.
  PERFORM 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR UPDATE;
  UPDATE products AS p
  SET lowest_price = s.lowest_price, store_count = s.store_count
  FROM (
    SELECT pp.product_id, min(pp.price) AS lowest_price, count(*)::int AS store_count
    FROM product_prices AS pp WHERE pp.product_id = ANY(product_ids) GROUP BY pp.product_id
  ) AS s
  WHERE p.id = s.product_id
    AND (p.lowest_price, p.store_count) IS DISTINCT FROM (s.lowest_price, s.store_count);
  UPDATE products AS p
  SET lowest_price = NULL, store_count = 0
  WHERE p.id = ANY(product_ids) AND p.store_count <> 0
    AND NOT EXISTS (SELECT 1 FROM product_prices AS pp WHERE pp.product_id = p.id);
END $$;
--> statement-breakpoint
CREATE FUNCTION refresh_product_rating_stats(product_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(product_ids) ORDER BY id FOR UPDATE;
  UPDATE products AS p
  SET rating_average = s.rating_average, review_count = s.review_count
  FROM (
    SELECT ids.id,
      (SELECT avg(r.rating)::float8 FROM reviews AS r WHERE r.product_id = ids.id AND r.status = 'approved') AS rating_average,
      (SELECT count(*)::int FROM reviews AS r WHERE r.product_id = ids.id AND r.status = 'approved') AS review_count
    FROM unnest(product_ids) AS ids(id)
  ) AS s
  WHERE p.id = s.id
    AND (p.rating_average, p.review_count) IS DISTINCT FROM (s.rating_average, s.review_count);
END $$;
--> statement-breakpoint
CREATE FUNCTION product_prices_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_offer_stats(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_offer_stats(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    -- Most updates are fetches that change no price; only rows whose price or product changed count.
    PERFORM refresh_product_offer_stats(ARRAY(
      SELECT n.product_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (n.price, n.product_id) IS DISTINCT FROM (o.price, o.product_id)
      UNION
      SELECT o.product_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE n.product_id <> o.product_id
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_prices_stats_insert AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_prices_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_stats_update AFTER UPDATE ON product_prices
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_prices_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_stats_delete AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_prices_changed();
--> statement-breakpoint
CREATE FUNCTION reviews_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Only approved reviews count, so only rows that are or were approved change the figures.
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_rating_stats(ARRAY(
      SELECT DISTINCT product_id FROM new_rows WHERE status = 'approved'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_rating_stats(ARRAY(
      SELECT DISTINCT product_id FROM old_rows WHERE status = 'approved'));
  ELSE
    PERFORM refresh_product_rating_stats(ARRAY(
      SELECT n.product_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE (n.status = 'approved' OR o.status = 'approved')
        AND (n.status, n.rating, n.product_id) IS DISTINCT FROM (o.status, o.rating, o.product_id)
      UNION
      SELECT o.product_id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE o.status = 'approved' AND n.product_id <> o.product_id
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_stats_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_stats_update AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_stats_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
-- Figures for the products that exist already.
UPDATE products AS p SET lowest_price = s.lowest_price, store_count = s.store_count
FROM (SELECT product_id, min(price) AS lowest_price, count(*)::int AS store_count
      FROM product_prices GROUP BY product_id) AS s
WHERE p.id = s.product_id;
--> statement-breakpoint
UPDATE products AS p SET rating_average = s.rating_average, review_count = s.review_count
FROM (SELECT product_id, avg(rating)::float8 AS rating_average, count(*)::int AS review_count
      FROM reviews WHERE status = 'approved' GROUP BY product_id) AS s
WHERE p.id = s.product_id;
