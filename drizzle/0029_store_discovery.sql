CREATE TABLE "discovered_pages" (
	"store_id" uuid NOT NULL,
	"url" text NOT NULL,
	"lastmod" text,
	"etag" text,
	"last_modified" text,
	"kind" text NOT NULL,
	"product_id" uuid,
	"last_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovered_pages_store_id_url_pk" PRIMARY KEY("store_id","url"),
	CONSTRAINT "discovered_pages_kind_check" CHECK ("discovered_pages"."kind" in ('product', 'other', 'gone', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "discovery_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"site" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"product_pages" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"refused_by_robots" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"gone" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "discovery_runs_status_check" CHECK ("discovery_runs"."status" in ('running', 'finished', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "unmatched_feed_items" ADD COLUMN "source" text DEFAULT 'feed' NOT NULL;--> statement-breakpoint
ALTER TABLE "unmatched_feed_items" ADD COLUMN "candidates" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "site" text;--> statement-breakpoint
ALTER TABLE "discovered_pages" ADD CONSTRAINT "discovered_pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovered_pages" ADD CONSTRAINT "discovered_pages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_runs" ADD CONSTRAINT "discovery_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovery_runs_store_started_idx" ON "discovery_runs" USING btree ("store_id","started_at" DESC NULLS LAST);