// Deals (PD-24): products whose current lowest price is low for them, or reached their lowest
// of 90 days within the last 7 days, 5 % under the typical price. The rule is the SQL function price_is_deal (drizzle/functions/price-insight.sql) over
// the insight columns the products table keeps, so a page of deals is read from the small partial
// index products_deals_idx instead of the whole catalogue.
import { and, asc, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { products } from "~/db/schema";
import { productNameColumns } from "~/features/catalog/product-listing.server";
import { type CheapestOffer, findCheapestOffers } from "~/features/prices/current-offers.server";
import type { PriceInsight } from "~/features/prices/price-insight";
import { priceInsightColumns, productIsDeal, toPriceInsight } from "~/features/prices/price-insight.server";
import type { StoreRef } from "~/features/stores/stores.server";
import { DEFAULT_DEAL_SORT, type DealSort } from "./deal-params";

export type Deal = {
  id: string;
  nameEn: string;
  nameAr: string;
  brand: string | null;
  imageUrl: string | null;
  /** The current lowest price, a decimal string ("1299.00"). */
  lowestPrice: string;
  /** The store of the cheapest current offer; null only in the minute before the figures follow a stale offer. */
  /** The store of the cheapest current offer, with its Arabic name; null when none is current. */
  store: Pick<StoreRef, "name" | "nameAr"> | null;
  /** The typical (median) price less today's lowest, a decimal string; "0.00" when not below it. */
  saved: string;
  insight: PriceInsight;
};

export type ListDealsOptions = {
  /** Any of these categories (the caller expands a category to its subcategories). */
  categoryIds?: readonly string[];
  sortBy?: DealSort;
  limit: number;
  offset?: number;
};

export type DealPage = { deals: Deal[]; total: number };

type Executor = Database | Transaction;

// The predicate of products_deals_idx, written as the index writes it so PostgreSQL can prove the
// index covers the query; price_is_deal then keeps what is still a deal today.
const dealCandidate = sql`(${products.priceVerdict} = 'low' or ${products.lowest90DaysAt} is not null)`;
const savedAmount = sql`(${products.typicalPrice} - ${products.lowestPrice})`;

function orderFor(sortBy: DealSort): SQL[] {
  const primary =
    sortBy === "saved"
      ? sql`${savedAmount} desc nulls last`
      : sql`price_vs_typical(${products.lowestPrice}, ${products.typicalPrice}) asc nulls last`;
  // The id breaks ties, so a product never shows on two pages or on none.
  return [primary, asc(products.id)];
}

function dealsWhere(categoryIds: readonly string[] | undefined): SQL | undefined {
  return and(
    dealCandidate,
    productIsDeal,
    sql`${products.lowestPrice} is not null`,
    categoryIds ? inArray(products.categoryId, [...categoryIds]) : undefined,
  );
}

/** The statement of one page of deals (exported so tests can ask PostgreSQL for its plan). */
export function selectDealPage(db: Executor, options: ListDealsOptions) {
  // Deals are a few percent of the catalogue: every candidate is sorted anyway, so counting them
  // in the same pass costs nothing.
  return db
    .select({
      ...productNameColumns,
      brand: products.brand,
      imageUrl: products.imageUrl,
      lowestPrice: sql<string>`${products.lowestPrice}::text`,
      saved: sql<string>`greatest(${savedAmount}, 0)::text`,
      ...priceInsightColumns,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(products)
    .where(dealsWhere(options.categoryIds))
    .orderBy(...orderFor(options.sortBy ?? DEFAULT_DEAL_SORT))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

function storeOf(offer: CheapestOffer | undefined): Pick<StoreRef, "name" | "nameAr"> | null {
  return offer ? { name: offer.storeName, nameAr: offer.storeNameAr } : null;
}

/** One page of deals, best first, with the store of each one's cheapest current offer. */
export async function listDeals(db: Executor, options: ListDealsOptions): Promise<DealPage> {
  const { categoryIds, offset = 0 } = options;
  if (categoryIds?.length === 0) return { deals: [], total: 0 };
  const rows = await selectDealPage(db, options);
  const total = rows[0]?.total ?? (offset > 0 ? await countDeals(db, dealsWhere(categoryIds)) : 0);
  const cheapest = await findCheapestOffers(
    db,
    rows.map((row) => row.id),
  );
  return {
    deals: rows.map((row) => ({
      id: row.id,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      brand: row.brand,
      imageUrl: row.imageUrl,
      lowestPrice: row.lowestPrice,
      store: storeOf(cheapest.get(row.id)),
      saved: row.saved ?? "0.00",
      insight: toPriceInsight(row),
    })),
    total: Number(total),
  };
}

async function countDeals(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  return Number(row?.total ?? 0);
}
