-- Current offers: which offer counts as current, and the figures a product keeps of them (lowest
-- price, store count, until when they hold), recounted by the triggers on product_prices.
-- Applied after the migrations at every start, in one transaction with the other files of this
-- folder (app/db/client.server.ts): each statement creates or replaces, so this file is today's
-- definition. Change a rule here, not in a migration (docs/decisions/0023-migrations-and-sql-functions.md).

-- PD-21, the one definition of a current offer, used by the triggers below and by every query
-- of the application (app/features/prices/current-offers.server.ts): checked within the fresh
-- interval (twice PRICE_REFRESH_INTERVAL_HOURS, written at start-up) and not known to be sold out.
CREATE OR REPLACE FUNCTION offer_fresh_interval() RETURNS interval
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT make_interval(hours => fresh_hours) FROM offer_freshness WHERE id = 1), interval '12 hours')
$$;

-- The rule, with the moment an offer must have been checked since as an argument. A query that
-- tests many offers passes `(SELECT offer_fresh_since())`, which PostgreSQL works out once per
-- statement (offer_fresh_interval reads a table, and as part of the expression it was read again
-- for every offer tested: a third of a search's store counts).
CREATE OR REPLACE FUNCTION offer_is_current_since(in_stock boolean, checked_at timestamptz, fresh_since timestamptz)
RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT in_stock IS NOT FALSE AND checked_at > fresh_since
$$;

CREATE OR REPLACE FUNCTION offer_fresh_since() RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT now() - offer_fresh_interval()
$$;

CREATE OR REPLACE FUNCTION offer_is_current(in_stock boolean, checked_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT offer_is_current_since(in_stock, checked_at, offer_fresh_since())
$$;

-- The figures a product keeps of its current offers, its verdict, and today's daily lowest.
CREATE OR REPLACE FUNCTION recount_product_offer_figures(product_ids uuid[]) RETURNS void
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
      price_verdict = price_verdict(s.lowest_price, p.typical_low, p.typical_price, p.typical_high, p.history_days),
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

-- The figure writers' entry point (write_product_figures, change-notices.sql).
CREATE OR REPLACE FUNCTION refresh_product_offer_stats(product_ids uuid[]) RETURNS void
LANGUAGE sql AS $$ SELECT write_product_figures('recount_product_offer_figures', product_ids) $$;

CREATE OR REPLACE FUNCTION product_prices_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_offer_stats(ARRAY(SELECT DISTINCT product_id FROM new_rows));
    -- With the products locked, the offers' copy of is_listed is checked again (listed-offers.sql).
    PERFORM product_prices_recheck_listed(ARRAY(SELECT id FROM new_rows));
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
    PERFORM product_prices_recheck_listed(ARRAY(
      SELECT n.id FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id WHERE n.product_id <> o.product_id
    ));
  END IF;
  RETURN NULL;
END $$;

-- A price for a store not known yet adds the store (an admin names it in Arabic later).
CREATE OR REPLACE FUNCTION product_prices_ensure_store() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM stores WHERE name = NEW.store_name) THEN
    INSERT INTO stores (name, domain) VALUES (NEW.store_name, substring(NEW.url from '^https?://([^/:?#]+)'))
    ON CONFLICT (name) DO NOTHING;
  END IF;
  RETURN NEW;
END $$;

SELECT create_row_change_triggers('product_prices', 'product_prices_stats', 'product_prices_changed');

CREATE OR REPLACE TRIGGER product_prices_ensure_store BEFORE INSERT OR UPDATE OF store_name ON product_prices
  FOR EACH ROW EXECUTE FUNCTION product_prices_ensure_store();
