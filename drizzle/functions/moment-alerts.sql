-- Moment alerts: when a product came back in stock.
-- Applied after the migrations at every start, in one transaction with the other files of this
-- folder (app/db/client.server.ts): each statement creates or replaces, so this file is today's
-- definition. Change a rule here, not in a migration (docs/decisions/0023-migrations-and-sql-functions.md).

-- Back in stock (docs/decisions/0013): the moment a product goes from no current offer to at least
-- one, however its figures are written (the offer triggers of current-offers.sql on a reading, an admin's save
-- or an import). An offer going stale or sold out only ever takes the lowest price away, so it
-- never sets it.
CREATE OR REPLACE FUNCTION products_back_in_stock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.back_in_stock_at := now();
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER products_back_in_stock BEFORE UPDATE OF lowest_price ON products
FOR EACH ROW WHEN (OLD.lowest_price IS NULL AND NEW.lowest_price IS NOT NULL)
EXECUTE FUNCTION products_back_in_stock();
