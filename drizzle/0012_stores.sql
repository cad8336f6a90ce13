CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"domain" text,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stores_name_key" ON "stores" USING btree ("name");--> statement-breakpoint
CREATE INDEX "stores_domain_idx" ON "stores" USING btree ("domain");--> statement-breakpoint
-- The stores the prices name already.
INSERT INTO "stores" ("name", "domain")
SELECT DISTINCT ON (store_name) store_name, substring(url from '^https?://([^/:?#]+)')
FROM "product_prices" ORDER BY store_name, created_at;
--> statement-breakpoint
-- A price for a store not known yet adds the store (an admin names it in Arabic later).
CREATE FUNCTION product_prices_ensure_store() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM stores WHERE name = NEW.store_name) THEN
    INSERT INTO stores (name, domain) VALUES (NEW.store_name, substring(NEW.url from '^https?://([^/:?#]+)'))
    ON CONFLICT (name) DO NOTHING;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_prices_ensure_store BEFORE INSERT OR UPDATE OF store_name ON product_prices
  FOR EACH ROW EXECUTE FUNCTION product_prices_ensure_store();
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_store_name_stores_name_fk" FOREIGN KEY ("store_name") REFERENCES "public"."stores"("name") ON DELETE restrict ON UPDATE cascade;