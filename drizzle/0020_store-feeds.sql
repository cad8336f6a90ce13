-- Store product feeds (issue 24): feeds per store, their runs and the items a held run keeps, the
-- admin's decisions per store item, and the queue of items no product matched. Products gain a
-- GTIN; store prices say whether their last reading came from the page or the feed.
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_gtin_key" ON "products" USING btree ("gtin") WHERE "products"."gtin" is not null;--> statement-breakpoint
CREATE INDEX "products_model_key_idx" ON "products" USING btree (upper(regexp_replace("model", '[^A-Za-z0-9]', '', 'g')));--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "source" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "feed_id" uuid;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "feed_item_id" text;--> statement-breakpoint
CREATE INDEX "product_prices_feed_item_idx" ON "product_prices" USING btree ("store_name","feed_item_id") WHERE "product_prices"."feed_item_id" is not null;--> statement-breakpoint
CREATE TABLE "store_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"url" text,
	"file_name" text,
	"interval_hours" integer DEFAULT 6 NOT NULL,
	"etag" text,
	"last_modified" text,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_feeds_interval" CHECK ("store_feeds"."interval_hours" between 1 and 168),
	CONSTRAINT "store_feeds_source" CHECK (("store_feeds"."url" is null) <> ("store_feeds"."file_name" is null))
);--> statement-breakpoint
ALTER TABLE "store_feeds" ADD CONSTRAINT "store_feeds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_feed_id_store_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."store_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_feeds_store_idx" ON "store_feeds" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_feeds_next_run_idx" ON "store_feeds" USING btree ("next_run_at");--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"feed_id" uuid,
	"source" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"items_read" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"gone" integer DEFAULT 0 NOT NULL,
	"skipped_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"decided_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_feed_id_store_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."store_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_runs_feed_started_idx" ON "feed_runs" USING btree ("feed_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_runs_store_started_idx" ON "feed_runs" USING btree ("store_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_runs_held_idx" ON "feed_runs" USING btree ("store_id") WHERE "feed_runs"."status" = 'held';--> statement-breakpoint
CREATE TABLE "feed_run_items" (
	"run_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"was_price" numeric(12, 2),
	"in_stock" text,
	"gtin" text,
	"mpn" text,
	"brand" text,
	"brand_key" text,
	"image_link" text,
	"shipping" text,
	CONSTRAINT "feed_run_items_run_id_item_id_pk" PRIMARY KEY("run_id","item_id")
);--> statement-breakpoint
ALTER TABLE "feed_run_items" ADD CONSTRAINT "feed_run_items_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_run_items" ADD CONSTRAINT "feed_run_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_run_items_run_product_idx" ON "feed_run_items" USING btree ("run_id","product_id");--> statement-breakpoint
CREATE TABLE "feed_item_links" (
	"store_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"product_id" uuid,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_item_links_store_id_item_id_pk" PRIMARY KEY("store_id","item_id")
);--> statement-breakpoint
ALTER TABLE "feed_item_links" ADD CONSTRAINT "feed_item_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_links" ADD CONSTRAINT "feed_item_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_links" ADD CONSTRAINT "feed_item_links_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "unmatched_feed_items" (
	"store_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"gtin" text,
	"mpn" text,
	"brand" text,
	"image_link" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unmatched_feed_items_store_id_item_id_pk" PRIMARY KEY("store_id","item_id")
);--> statement-breakpoint
ALTER TABLE "unmatched_feed_items" ADD CONSTRAINT "unmatched_feed_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unmatched_feed_items_seen_idx" ON "unmatched_feed_items" USING btree ("last_seen_at" DESC NULLS LAST);
