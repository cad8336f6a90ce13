// The unmatched-offers queue (issue 24): feed items no product matched, waiting for an admin who
// accepts a suggested product, creates a product from the item elsewhere and accepts it, or ignores
// the item. Each decision is remembered per (store, item id), so the next run matches at once.

import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { feedItemLinks, products, stores, unmatchedFeedItems } from "~/db/schema";
import { type ProductSummary, searchProducts } from "~/features/search/search.server";

export type UnmatchedItem = typeof unmatchedFeedItems.$inferSelect & {
  store: { name: string; nameAr: string | null };
  /** The closest catalogue products by the search engine, best first. */
  suggestions: ProductSummary[];
};

const SUGGESTIONS = 3;

export async function countUnmatchedItems(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(unmatchedFeedItems);
  return row?.total ?? 0;
}

/** The newest queued items of every store, with suggestions from their titles. */
export async function listUnmatchedItems(
  db: Database,
  { limit = 20, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<{ items: UnmatchedItem[]; total: number }> {
  const rows = await db
    .select({ item: unmatchedFeedItems, store: { name: stores.name, nameAr: stores.nameAr } })
    .from(unmatchedFeedItems)
    .innerJoin(stores, eq(stores.id, unmatchedFeedItems.storeId))
    .orderBy(desc(unmatchedFeedItems.lastSeenAt), unmatchedFeedItems.itemId)
    .limit(limit)
    .offset(offset);
  // One search per item shown (a page of 20 at most): the queue is read by an admin, not a crawler.
  const items = await Promise.all(
    rows.map(async ({ item, store }) => {
      const found = await searchProducts(db, {
        query: [item.brand, item.title].filter(Boolean).join(" "),
        limit: SUGGESTIONS,
        withTotal: false,
      });
      return { ...item, store, suggestions: found.products };
    }),
  );
  return { items, total: await countUnmatchedItems(db) };
}

export type QueueDecision =
  | { storeId: string; itemId: string; productId: string; userId: string | null }
  | { storeId: string; itemId: string; productId: null; userId: string | null };

/**
 * Remembers an admin's decision for a queued item — this product, or none (ignored) — and takes it
 * off the queue. A product that no longer exists refuses the decision (false) and keeps the item.
 */
export async function decideUnmatchedItem(db: Database, decision: QueueDecision): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (decision.productId) {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, decision.productId));
      if (!product) return false;
    }
    await tx
      .insert(feedItemLinks)
      .values({
        storeId: decision.storeId,
        itemId: decision.itemId,
        productId: decision.productId,
        decidedBy: decision.userId,
      })
      .onConflictDoUpdate({
        target: [feedItemLinks.storeId, feedItemLinks.itemId],
        set: { productId: decision.productId, decidedBy: decision.userId, createdAt: sql`now()` },
      });
    await tx
      .delete(unmatchedFeedItems)
      .where(
        and(eq(unmatchedFeedItems.storeId, decision.storeId), eq(unmatchedFeedItems.itemId, decision.itemId)),
      );
    return true;
  });
}
