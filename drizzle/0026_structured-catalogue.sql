CREATE TABLE "attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label_en" text NOT NULL,
	"label_ar" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"better" text,
	"is_filter" boolean DEFAULT false NOT NULL,
	"is_variant_axis" boolean DEFAULT false NOT NULL,
	"synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"also_in" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"number_value" numeric,
	"boolean_value" boolean,
	"option_key" text,
	"text_en" text,
	"text_ar" text,
	CONSTRAINT "product_attribute_values_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id"),
	CONSTRAINT "product_attribute_values_one_value_check" CHECK (num_nonnulls("product_attribute_values"."number_value", "product_attribute_values"."boolean_value", "product_attribute_values"."option_key", "product_attribute_values"."text_en") = 1)
);
--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_category_key_key" ON "attributes" USING btree ("category_id","key");--> statement-breakpoint
CREATE INDEX "attributes_category_position_idx" ON "attributes" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "product_attribute_values_number_idx" ON "product_attribute_values" USING btree ("attribute_id","number_value","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_option_idx" ON "product_attribute_values" USING btree ("attribute_id","option_key","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_boolean_idx" ON "product_attribute_values" USING btree ("attribute_id","boolean_value","product_id");