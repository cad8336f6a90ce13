-- Per-store fetch rules (issue 16): how a store's pages are read, and optional selectors an
-- operator sets when the automatic extractor cannot find the price.
ALTER TABLE "stores" ADD COLUMN "fetch_mode" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "price_rule" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "stock_rule" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "wait_for_selector" text;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_fetch_mode_check" CHECK ("stores"."fetch_mode" in ('auto', 'http', 'browser', 'service'));
