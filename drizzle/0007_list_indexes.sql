DROP INDEX "price_history_recorded_at_idx";--> statement-breakpoint
DROP INDEX "reviews_status_created_idx";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_unoffered_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."store_count" = 0;--> statement-breakpoint
CREATE INDEX "price_history_recorded_at_price_idx" ON "price_history" USING btree ("recorded_at","price");--> statement-breakpoint
CREATE INDEX "reviews_status_created_id_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);