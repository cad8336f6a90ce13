-- Ratings: the average and count of a product's approved reviews, recounted by the triggers on
-- reviews.
-- Applied after the migrations at every start, in one transaction with the other files of this
-- folder (app/db/client.server.ts): each statement creates or replaces, so this file is today's
-- definition. Change a rule here, not in a migration (docs/decisions/0023-migrations-and-sql-functions.md).

CREATE OR REPLACE FUNCTION recount_product_rating_figures(product_ids uuid[]) RETURNS void
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

-- The figure writers' entry point (write_product_figures, change-notices.sql).
CREATE OR REPLACE FUNCTION refresh_product_rating_stats(product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$ SELECT write_product_figures('recount_product_rating_figures', product_ids) $$;

CREATE OR REPLACE FUNCTION reviews_changed() RETURNS trigger
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

SELECT create_row_change_triggers('reviews', 'reviews_stats', 'reviews_changed');
