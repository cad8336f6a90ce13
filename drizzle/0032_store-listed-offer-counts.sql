ALTER TABLE "product_prices" ADD COLUMN "product_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The copy starts as its product's flag; drizzle/functions/listed-offers.sql keeps it from here on.
UPDATE "product_prices" AS pp SET "product_listed" = false
FROM "products" AS p WHERE p."id" = pp."product_id" AND NOT p."is_listed";--> statement-breakpoint
CREATE INDEX "product_prices_listed_offers_idx" ON "product_prices" USING btree ("store_name","checked_at") WHERE "product_prices"."product_listed" and "product_prices"."in_stock" is not false;
