-- Every change to what public pages show announces itself on the catalog_changed channel once per
-- statement (delivered at commit), so web processes can drop their cached reads
-- (app/features/catalog/catalog-cache.server.ts).
CREATE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER price_history_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_history
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER expert_reviews_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON expert_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER hero_slides_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hero_slides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
-- The home page counts shoppers and shows their names on reviews.
CREATE TRIGGER users_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
