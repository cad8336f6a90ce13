-- product_prices.product_listed, a copy of its product's products.is_listed (its family's card,
-- issue 31), so that the whole catalogue's store facet counts listed products' current offers from
-- the partial index product_prices_listed_offers_idx alone, without joining the 100,000 products
-- (docs/decisions/0029-where-request-time-goes.md, addendum). Whether an offer is current is still
-- decided when the count is read (offer_is_current uses now()), so only the copy is kept here.
-- Applied after the migrations at every start (docs/decisions/0023-migrations-and-sql-functions.md):
-- each statement creates or replaces, so this file is today's definition.

-- A new offer, or one moved to another product, takes its product's flag; nothing else may set it.
CREATE OR REPLACE FUNCTION product_prices_take_listed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.product_listed := coalesce((SELECT is_listed FROM products WHERE id = NEW.product_id), true);
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER product_prices_take_listed
  BEFORE INSERT OR UPDATE OF product_id, product_listed ON product_prices
  FOR EACH ROW EXECUTE FUNCTION product_prices_take_listed();

-- A product that becomes (or stops being) its family's card passes the flag to its offers. The
-- WHEN clause is checked without calling the function, so the many figure updates of products
-- cost nothing here.
CREATE OR REPLACE FUNCTION products_pass_listed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_prices SET product_listed = NEW.is_listed
  WHERE product_id = NEW.id AND product_listed IS DISTINCT FROM NEW.is_listed;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER products_pass_listed
  AFTER UPDATE OF is_listed ON products
  FOR EACH ROW WHEN (OLD.is_listed IS DISTINCT FROM NEW.is_listed) EXECUTE FUNCTION products_pass_listed();

-- The BEFORE trigger reads the product's flag with the statement's snapshot: a family's lead
-- changing in a transaction not yet committed would not be seen, and that transaction's own
-- update of the offers would not see the new row. Once refresh_product_offer_stats has locked the
-- products (product_prices_changed, current-offers.sql), any such change is committed and later
-- ones wait for this transaction, so the new and moved offers are checked again here.
CREATE OR REPLACE FUNCTION product_prices_recheck_listed(price_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(price_ids), 0) = 0 THEN RETURN; END IF;
  -- Guarded: an UPDATE of no rows would still fire the statement triggers of product_prices.
  IF EXISTS (
    SELECT 1 FROM product_prices AS pp JOIN products AS p ON p.id = pp.product_id
    WHERE pp.id = ANY(price_ids) AND pp.product_listed IS DISTINCT FROM p.is_listed
  ) THEN
    UPDATE product_prices AS pp SET product_listed = p.is_listed
    FROM products AS p
    WHERE pp.id = ANY(price_ids) AND p.id = pp.product_id AND pp.product_listed IS DISTINCT FROM p.is_listed;
  END IF;
END $$;
