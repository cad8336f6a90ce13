-- Product families (issue 31, docs/decisions/0025-structured-catalogue.md): listings show one card
-- per family, its lead, and the card says how many variants the family has.
-- Applied after the migrations at every start (docs/decisions/0023-migrations-and-sql-functions.md):
-- each statement creates or replaces, so this file is today's definition.

-- The lead of each family named: the variant with the lowest current price, else (none offered) the
-- first added; products.is_listed is true for it alone, and the family's variant count is kept.
-- Rows already right are not written, so a price that moves within a family whose lead stays
-- writes nothing.
CREATE OR REPLACE FUNCTION refresh_family_leads(family_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(family_ids), 0) = 0 THEN RETURN; END IF;
  WITH ranked AS (
    SELECT id,
      row_number() OVER (PARTITION BY family_id ORDER BY lowest_price ASC NULLS LAST, created_at, id) = 1 AS is_lead
    FROM products
    WHERE family_id = ANY(family_ids)
  )
  UPDATE products AS p SET is_listed = r.is_lead
  FROM ranked AS r
  WHERE p.id = r.id AND p.is_listed IS DISTINCT FROM r.is_lead;

  UPDATE product_families AS f SET variant_count = counted.n
  FROM (
    SELECT f2.id, (SELECT count(*)::int FROM products WHERE family_id = f2.id) AS n
    FROM product_families AS f2 WHERE f2.id = ANY(family_ids)
  ) AS counted
  WHERE f.id = counted.id AND f.variant_count IS DISTINCT FROM counted.n;
END $$;

-- A product that leaves a family is listed again on its own.
CREATE OR REPLACE FUNCTION products_family_leads() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY(SELECT DISTINCT family_id FROM new_rows WHERE family_id IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY(SELECT DISTINCT family_id FROM old_rows WHERE family_id IS NOT NULL);
  ELSE
    -- Most updates (the price figures of products without variants) concern no family: a scan,
    -- not a join, tells.
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE family_id IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM old_rows WHERE family_id IS NOT NULL) THEN
      RETURN NULL;
    END IF;
    -- Guarded: an UPDATE fires this statement trigger again even when it changes no row.
    IF EXISTS (
      SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE n.family_id IS NULL AND o.family_id IS NOT NULL AND NOT n.is_listed
    ) THEN
      UPDATE products AS p SET is_listed = true
      FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      WHERE p.id = n.id AND n.family_id IS NULL AND o.family_id IS NOT NULL AND NOT p.is_listed;
    END IF;
    touched := ARRAY(
      SELECT DISTINCT f FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id,
        LATERAL unnest(ARRAY[n.family_id, o.family_id]) AS f
      WHERE f IS NOT NULL
        AND (n.lowest_price IS DISTINCT FROM o.lowest_price OR n.family_id IS DISTINCT FROM o.family_id)
    );
  END IF;
  PERFORM refresh_family_leads(touched);
  RETURN NULL;
END $$;

SELECT create_row_change_triggers('products', 'products_family_leads', 'products_family_leads');

-- What pages show of attributes, values and families changes every cached read (change-notices.sql).
CREATE OR REPLACE TRIGGER attributes_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attributes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE OR REPLACE TRIGGER product_attribute_values_announce_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE OR REPLACE TRIGGER product_families_announce_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_families
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
