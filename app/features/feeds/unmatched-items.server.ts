// The unmatched-offers queue (issue 24): feed items no product matched, waiting for an admin who
// accepts a suggested product, creates a product from the item elsewhere and accepts it, or ignores
// the item. Each decision is remembered per (store, item id), so the next run matches at once.

import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, feedItemLinks, products, stores, unmatchedFeedItems } from "~/db/schema";
import { type ProductSummary, searchProducts } from "~/features/search/search.server";
import { buildProductSearchText } from "~/utils/arabic-text";

export type UnmatchedItem = typeof unmatchedFeedItems.$inferSelect & {
  store: { name: string; nameAr: string | null };
  /** The closest catalogue products by the search engine, best first. */
  suggestions: ProductSummary[];
  /** The names of the products a page's matcher weighed (candidates), by id; a deleted one is absent. */
  candidateNames: Record<string, { nameEn: string; nameAr: string }>;
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
  const candidateIds = [
    ...new Set(rows.flatMap(({ item }) => (item.candidates ?? []).map((candidate) => candidate.productId))),
  ];
  const named = candidateIds.length
    ? await db
        .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
        .from(products)
        .where(inArray(products.id, candidateIds))
    : [];
  const names = new Map(named.map(({ id, ...name }) => [id, name]));
  // One search per item shown (a page of 20 at most): the queue is read by an admin, not a crawler.
  const items = await Promise.all(
    rows.map(async ({ item, store }) => {
      const candidateNames = Object.fromEntries(
        (item.candidates ?? []).flatMap((candidate) => {
          const name = names.get(candidate.productId);
          return name ? [[candidate.productId, name]] : [];
        }),
      );
      // A page's own candidates, with the matcher's reasons, stand in for the search's suggestions.
      if (Object.keys(candidateNames).length) return { ...item, store, suggestions: [], candidateNames };
      let suggestions: ProductSummary[] = [];
      for (const query of suggestionQueries(item)) {
        // Every variant: the offer must go to the right storage size or colour (issue 31).
        suggestions = (
          await searchProducts(db, { query, limit: SUGGESTIONS, withTotal: false, variants: "every" })
        ).products;
        if (suggestions.length) break;
      }
      return { ...item, store, suggestions, candidateNames };
    }),
  );
  return { items, total: await countUnmatchedItems(db) };
}

/**
 * Searches from the closest to the loosest: every word of a store's title must match, and stores
 * add words the catalogue does not have ("grey import", colours, "47 mm"), so shorter forms follow.
 */
export function suggestionQueries(item: {
  title: string;
  brand: string | null;
  mpn: string | null;
}): string[] {
  const title = item.title
    .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const words = title.split(" ");
  const queries = [
    item.title,
    title,
    item.mpn ?? "",
    words.slice(0, 4).join(" "),
    words.slice(0, 2).join(" "),
    item.brand && item.mpn ? `${item.brand} ${item.mpn}` : "",
    item.brand ?? "",
  ];
  return [...new Set(queries.map((query) => query.trim()).filter(Boolean))];
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

/**
 * Creates a product from a queued item (its title in both name fields until an admin writes the
 * Arabic one, its brand, MPN as model and GTIN) in the chosen category, and matches the item to it.
 * Null when the item or the category no longer exists.
 */
export async function createProductFromItem(
  db: Database,
  {
    storeId,
    itemId,
    categoryId,
    userId,
  }: { storeId: string; itemId: string; categoryId: string; userId: string | null },
): Promise<string | null> {
  const productId = await db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(unmatchedFeedItems)
      .where(and(eq(unmatchedFeedItems.storeId, storeId), eq(unmatchedFeedItems.itemId, itemId)));
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!item || !category) return null;
    // A GTIN another product took since the item was queued stays with that product.
    const [holder] = item.gtin
      ? await tx.select({ id: products.id }).from(products).where(eq(products.gtin, item.gtin))
      : [];
    const fields = {
      nameEn: item.title,
      nameAr: item.title,
      brand: item.brand,
      model: item.mpn,
      categoryId,
    };
    const [created] = await tx
      .insert(products)
      .values({ ...fields, gtin: holder ? null : item.gtin, searchText: buildProductSearchText(fields) })
      .returning({ id: products.id });
    return created!.id;
  });
  if (!productId) return null;
  await decideUnmatchedItem(db, { storeId, itemId, productId, userId });
  return productId;
}
