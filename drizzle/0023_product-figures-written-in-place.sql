-- A feed run that gives 100,000 products a new store rewrote every product row with all of its
-- indexes, the trigram index of its search text among them, although only its store count moved
-- (issue 24, docs/decisions/0021-store-feeds.md). PostgreSQL writes a row in place (a HOT update,
-- no index touched) when no indexed column changed and its page has room:
--   - the index of products no store offers named the store count in its condition; "no current
--     offer" is as well said by the lowest price (the lowest of no offer is null), which the price
--     indexes hold already, so a store count that moves touches no index;
--   - product pages keep 15 % of their room for such new versions of their rows. Existing pages get
--     it as they are rewritten (VACUUM FULL does it at once, as a maintenance step, not here).
DROP INDEX IF EXISTS "products_unoffered_category_created_idx";
--> statement-breakpoint
CREATE INDEX "products_unoffered_category_created_idx" ON "products" ("category_id", "created_at" DESC, "id" DESC)
  WHERE "lowest_price" IS NULL;
--> statement-breakpoint
ALTER TABLE "products" SET (fillfactor = 85);
