-- Change notices: what the catalog_changed channel says when a table the pages read changes, so
-- that the web process forgets exactly the cached reads that changed.
-- Applied after the migrations at every start, in one transaction with the other files of this
-- folder (app/db/client.server.ts): each statement creates or replaces, so this file is today's
-- definition. Change a rule here, not in a migration (docs/decisions/0023-migrations-and-sql-functions.md).

-- Change notices say what changed (docs/decisions/0015-pages-fast-under-price-churn.md). Payloads
-- on the catalog_changed channel:
--   '*'                 anything else: every cached read is forgotten at once;
--   'changed:ID,ID,…'   these products' prices or figures changed: their pages are forgotten at
--                       once, listings, search and home within the bound the web process keeps;
--   'checked:ID,ID,…'   these products' offers were confirmed unchanged: only their own pages,
--                       which say when each price was last checked, are forgotten.
-- A reading that confirms a current price therefore costs the cache one product page, and
-- nothing a listing shows.
--
-- At most 200 ids (7.4 KB, under PostgreSQL's 8,000-byte payload) per notice; a statement that
-- touches more than 1,000 products announces '*' instead.
CREATE OR REPLACE FUNCTION announce_products_changed(kind text, product_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := ARRAY(SELECT DISTINCT id FROM unnest(product_ids) AS u(id) WHERE id IS NOT NULL);
  total int;
BEGIN
  -- A variant's page shows its family's prices in the variant picker (issue 31): a change is
  -- its siblings' too.
  IF kind = 'changed' AND cardinality(ids) > 0 THEN
    ids := ARRAY(
      SELECT id FROM unnest(ids) AS u(id)
      UNION
      SELECT sibling.id FROM products AS changed
        JOIN products AS sibling ON sibling.family_id = changed.family_id
      WHERE changed.id = ANY(ids) AND changed.family_id IS NOT NULL
    );
  END IF;
  total := coalesce(cardinality(ids), 0);
  IF total = 0 THEN RETURN; END IF;
  IF total > 1000 THEN
    PERFORM pg_notify('catalog_changed', '*');
    RETURN;
  END IF;
  FOR start IN 1..total BY 200 LOOP
    PERFORM pg_notify('catalog_changed', kind || ':' || array_to_string(ids[start:start + 199], ','));
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '*');
  RETURN NULL;
END $$;

-- Store prices: what a page shows of an offer is its store, address, price, stock, "was" price,
-- "price since" and "checked"; the unconfirmed reading (pending_price) is the admin's alone.
CREATE OR REPLACE FUNCTION product_prices_announce() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
  checked uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM announce_products_changed('changed', ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM announce_products_changed('changed', ARRAY(SELECT product_id FROM old_rows));
  ELSE
    -- An offer moved to another product changes both products' pages.
    SELECT array_agg(n.product_id) FILTER (WHERE s.is_shown_changed)
        || array_agg(o.product_id) FILTER (WHERE n.product_id <> o.product_id),
      array_agg(n.product_id) FILTER (WHERE NOT s.is_shown_changed AND n.checked_at IS DISTINCT FROM o.checked_at)
    INTO changed, checked
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id,
      LATERAL (SELECT (n.product_id, n.store_name, n.url, n.price, n.currency, n.in_stock, n.was_price, n.updated_at)
        IS DISTINCT FROM (o.product_id, o.store_name, o.url, o.price, o.currency, o.in_stock, o.was_price, o.updated_at)
        AS is_shown_changed) AS s;
    PERFORM announce_products_changed('changed', changed);
    PERFORM announce_products_changed('checked', checked);
  END IF;
  RETURN NULL;
END $$;

-- Price history: a product page's chart.
CREATE OR REPLACE FUNCTION price_history_announce() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM announce_products_changed('changed', ARRAY(SELECT product_id FROM old_rows));
  ELSE
    PERFORM announce_products_changed('changed', ARRAY(SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;

-- The figure writers' one entry point: runs `recount` (a function of the product ids, and of the day
-- for the price insight) with `qaren.writing_figures` 'on' for the transaction, so that
-- products_announce below compares the figure columns alone. refresh_product_offer_stats
-- (current-offers.sql), refresh_product_rating_stats (ratings.sql) and refresh_price_insight
-- (price-insight.sql) are it, named.
CREATE OR REPLACE FUNCTION write_product_figures(recount regproc, product_ids uuid[], today date DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  was text := coalesce(current_setting('qaren.writing_figures', true), 'off');
BEGIN
  PERFORM set_config('qaren.writing_figures', 'on', true);
  IF today IS NULL THEN
    EXECUTE format('SELECT %s($1)', recount) USING product_ids;
  ELSE
    EXECUTE format('SELECT %s($1, $2)', recount) USING product_ids, today;
  END IF;
  PERFORM set_config('qaren.writing_figures', was, true);
END $$;

-- Products: figures kept from their offers, reviews and history (the lowest price, verdict,
-- rating…) are announced by product; current_until and back_in_stock_at are the jobs' own and
-- announce nothing; anything else (a name, a category, a new or deleted product) is '*'. A statement
-- of the figure writers (`qaren.writing_figures` on) is compared by the figure columns alone, the
-- `figures` but for current_until and back_in_stock_at: comparing whole rows as JSON, twice, was a
-- third of the time a feed run spent writing figures (issue 24).
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

CREATE OR REPLACE TRIGGER categories_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

CREATE OR REPLACE TRIGGER expert_reviews_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON expert_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

CREATE OR REPLACE TRIGGER hero_slides_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hero_slides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

CREATE OR REPLACE TRIGGER reviews_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

-- A store's names, website or logo show on every page that lists its prices: a change to the stores
-- table is announced like any other catalogue change (every kept page is forgotten; stores change
-- rarely). A price naming a store not known yet adds it (current-offers.sql); that insert is announced
-- too.
CREATE OR REPLACE TRIGGER stores_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

-- The home page counts shoppers and shows their names on reviews: a new or removed account, or a
-- changed name or picture. A sign-in, a verified address or a picked delivery region changes no
-- shared page, so it forgets nothing (a shopper changing city must not empty every cache).
CREATE OR REPLACE TRIGGER users_announce_change AFTER INSERT OR UPDATE OF name, image OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

SELECT create_row_change_triggers('product_prices', 'product_prices_announce', 'product_prices_announce');

CREATE OR REPLACE TRIGGER product_prices_announce_truncate AFTER TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

CREATE OR REPLACE TRIGGER price_history_announce_insert AFTER INSERT ON price_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_announce();

CREATE OR REPLACE TRIGGER price_history_announce_update AFTER UPDATE ON price_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_announce();

CREATE OR REPLACE TRIGGER price_history_announce_delete AFTER DELETE ON price_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_announce();

CREATE OR REPLACE TRIGGER price_history_announce_truncate AFTER TRUNCATE ON price_history
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

CREATE OR REPLACE TRIGGER products_announce_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_announce();

CREATE OR REPLACE TRIGGER products_announce_other AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

-- An offer's details (issue 32: delivery, seller, warranty, instalments…) show in its store row:
-- writing them changes that product's page.
CREATE OR REPLACE FUNCTION offer_details_announce() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_products_changed('changed', ARRAY(
    SELECT product_id FROM product_prices
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_price_id ELSE NEW.product_price_id END
  ));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER offer_details_announce AFTER INSERT OR UPDATE OR DELETE ON offer_details
  FOR EACH ROW EXECUTE FUNCTION offer_details_announce();
