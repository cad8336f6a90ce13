ALTER TABLE "price_alerts" DROP CONSTRAINT "price_alerts_user_product_key";--> statement-breakpoint
ALTER TABLE "price_alerts" ALTER COLUMN "target_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "back_in_stock_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'target_price' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "kind" text DEFAULT 'target_price' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_product_kind_key" UNIQUE("user_id","product_id","kind");--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_kind_fields_check" CHECK (case when "price_alerts"."kind" = 'target_price' then "price_alerts"."target_price" is not null else "price_alerts"."target_price" is null and "price_alerts"."last_event_at" is not null end);--> statement-breakpoint
-- Back in stock (docs/decisions/0013): the moment a product goes from no current offer to at least
-- one, however its figures are written (the offer triggers of 0011 on a reading, an admin's save
-- or an import). An offer going stale or sold out only ever takes the lowest price away, so it
-- never sets it.
CREATE FUNCTION products_back_in_stock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.back_in_stock_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_back_in_stock BEFORE UPDATE OF lowest_price ON products
FOR EACH ROW WHEN (OLD.lowest_price IS NULL AND NEW.lowest_price IS NOT NULL)
EXECUTE FUNCTION products_back_in_stock();
