CREATE TABLE "offer_details" (
	"product_price_id" uuid PRIMARY KEY NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delivery_region" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "policy" jsonb;--> statement-breakpoint
ALTER TABLE "offer_details" ADD CONSTRAINT "offer_details_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;