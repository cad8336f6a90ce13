CREATE TABLE "price_refresh_items" (
	"run_id" uuid NOT NULL,
	"product_price_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"error_code" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "price_refresh_items_run_id_product_price_id_pk" PRIMARY KEY("run_id","product_price_id")
);
--> statement-breakpoint
CREATE TABLE "price_refresh_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" text,
	"total" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error_message" text
);
--> statement-breakpoint
ALTER TABLE "price_fetch_logs" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "price_fetch_logs" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "pending_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_refresh_items" ADD CONSTRAINT "price_refresh_items_run_id_price_refresh_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."price_refresh_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_refresh_items" ADD CONSTRAINT "price_refresh_items_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_refresh_runs" ADD CONSTRAINT "price_refresh_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_refresh_items_run_state_idx" ON "price_refresh_items" USING btree ("run_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "price_refresh_runs_one_active_idx" ON "price_refresh_runs" USING btree (("finished_at" is null)) WHERE "price_refresh_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "price_refresh_runs_started_at_idx" ON "price_refresh_runs" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "price_fetch_logs" ADD CONSTRAINT "price_fetch_logs_run_id_price_refresh_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."price_refresh_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_fetch_logs_run_idx" ON "price_fetch_logs" USING btree ("run_id");