// The catalogue facts the assistant answers from, read live from the database: a product's store
// prices and rating, its price trend, and product lists by category, budget, rating or price.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  attributes,
  categories,
  priceHistory,
  productAttributeValues,
  productPrices,
  products,
  reviews,
} from "~/db/schema";
import { categoryNameColumns } from "~/features/catalog/categories.server";
import { productNameColumns } from "~/features/catalog/product-listing.server";
import type { ProductSort } from "~/features/catalog/product-sort";
import { listDeals as listDealPage } from "~/features/deals/deals.server";
import { offerIsCurrent } from "~/features/prices/current-offers.server";
import type { PriceInsight } from "~/features/prices/price-insight";
import { priceInsightColumns, productIsDeal, toPriceInsight } from "~/features/prices/price-insight.server";
import type { NamedRow } from "~/utils/i18n";
import { toHalalas } from "~/utils/money";

export type StoreOffer = {
  storeName: string;
  price: string;
  inStock: boolean | null;
  /** Fresh and not sold out (PD-21): only such an offer may be quoted as the cheapest. */
  isCurrent: boolean;
  checkedAt: Date;
};

export type ProductFacts = {
  id: string;
  nameEn: string;
  nameAr: string;
  brand: string | null;
  model: string | null;
  category: NamedRow;
  /** Every store's price, cheapest first; `isCurrent` tells which of them count. */
  offers: StoreOffer[];
  /** Average of the approved reviews, null without any. */
  averageRating: number | null;
  reviewCount: number;
  /** Whether today's lowest price is low, typical or high for it (PD-22). */
  insight: PriceInsight;
  /** Whether it is on /deals today: the deals list's own rule (price_is_deal). */
  isDeal: boolean;
};

/** A product in a list: the same fields as the shared search service's results. */
export type ListedProduct = {
  id: string;
  nameEn: string;
  nameAr: string;
  lowestPrice: string | null;
  storeCount: number;
  averageRating: number | null;
  reviewCount: number;
  /** The store of the lowest current price, when the list was given it. */
  storeName?: string | null;
};

export type PriceReadingAt = { price: string; storeName: string; recordedAt: Date };

export type PriceTrend = {
  /** The lowest price across stores `comparedDays` ago, or at the first reading when newer. */
  past: { price: string; at: Date; isFirstReading: boolean } | null;
  /** Lowest and highest readings of the last `windowDays` days (current prices included). */
  low: PriceReadingAt | null;
  high: PriceReadingAt | null;
};

export const TREND_COMPARED_DAYS = 30;
export const TREND_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;

/** Each product's approved reviews: their average and count; a product without any has no row. */
export function selectApprovedRatings(db: Database, ids: readonly string[]) {
  return db
    .select({
      productId: reviews.productId,
      averageRating: sql<number>`avg(${reviews.rating})::float8`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(inArray(reviews.productId, [...ids]), eq(reviews.status, "approved")))
    .groupBy(reviews.productId);
}

/** Store prices, category and rating of each product asked for; unknown ids are left out. */
export async function findProductFacts(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, ProductFacts>> {
  const facts = new Map<string, ProductFacts>();
  if (productIds.length === 0) return facts;
  const ids = [...productIds];
  const [productRows, offerRows, ratingRows] = await Promise.all([
    db
      .select({
        ...productNameColumns,
        brand: products.brand,
        model: products.model,
        category: categoryNameColumns,
        ...priceInsightColumns,
        isDeal: productIsDeal,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids)),
    db
      .select({
        productId: productPrices.productId,
        storeName: productPrices.storeName,
        price: sql<string>`${productPrices.price}::text`,
        inStock: productPrices.inStock,
        isCurrent: offerIsCurrent,
        checkedAt: productPrices.checkedAt,
      })
      .from(productPrices)
      .where(inArray(productPrices.productId, ids))
      // Current offers first, so the head of the list is never a stale or sold-out price.
      .orderBy(desc(offerIsCurrent), asc(productPrices.price), asc(productPrices.storeName)),
    selectApprovedRatings(db, ids),
  ]);
  for (const row of productRows) {
    const { id, nameEn, nameAr, brand, model, category } = row;
    facts.set(id, {
      ...{ id, nameEn, nameAr, brand, model, category },
      offers: [],
      averageRating: null,
      reviewCount: 0,
      insight: toPriceInsight(row),
      isDeal: Boolean(row.isDeal),
    });
  }
  for (const { productId, ...offer } of offerRows) facts.get(productId)?.offers.push(offer);
  for (const row of ratingRows) {
    const product = facts.get(row.productId);
    if (product) {
      product.averageRating = Number(row.averageRating);
      product.reviewCount = Number(row.reviewCount);
    }
  }
  return facts;
}

type TrendRow = { price: string; store_name: string; recorded_at: string | Date };

/** How the lowest price moved: against 30 days ago, and its range over the last 90 days. */
export async function findPriceTrend(
  db: Database,
  productId: string,
  now: Date = new Date(),
): Promise<PriceTrend> {
  const comparedAt = new Date(now.getTime() - TREND_COMPARED_DAYS * DAY_MS);
  const windowStart = new Date(now.getTime() - TREND_WINDOW_DAYS * DAY_MS);
  const history = sql`${priceHistory} where ${priceHistory.productId} = ${productId}`;

  const [pastRows, firstRows, windowRows, currentRows] = await Promise.all([
    // Each store's price as it stood then (its latest reading by that time); the lowest of them.
    db.execute<TrendRow>(sql`
      select amount::text as price, store_name, recorded_at from (
        select distinct on (store_name) store_name, price as amount, recorded_at from ${history}
          and ${priceHistory.recordedAt} <= ${comparedAt.toISOString()}
        order by store_name, recorded_at desc, id desc
      ) as then_prices order by amount asc, store_name asc limit 1`),
    db.execute<TrendRow>(sql`
      select amount::text as price, store_name, recorded_at from (
        select distinct on (store_name) store_name, price as amount, recorded_at from ${history}
        order by store_name, recorded_at asc, id asc
      ) as first_prices order by amount asc, store_name asc limit 1`),
    db.execute<TrendRow>(sql`
      (select ${priceHistory.price}::text as price, store_name, recorded_at from ${history}
        and ${priceHistory.recordedAt} >= ${windowStart.toISOString()}
        order by ${priceHistory.price} asc, recorded_at desc limit 1)
      union all
      (select ${priceHistory.price}::text as price, store_name, recorded_at from ${history}
        and ${priceHistory.recordedAt} >= ${windowStart.toISOString()}
        order by ${priceHistory.price} desc, recorded_at desc limit 1)`),
    db
      .select({
        price: sql<string>`${productPrices.price}::text`,
        storeName: productPrices.storeName,
        updatedAt: productPrices.updatedAt,
      })
      .from(productPrices)
      .where(and(eq(productPrices.productId, productId), offerIsCurrent))
      .orderBy(asc(productPrices.price)),
  ]);

  const toReading = (row: TrendRow): PriceReadingAt => ({
    price: row.price,
    storeName: row.store_name,
    recordedAt: new Date(row.recorded_at),
  });
  const pastRow = pastRows.rows[0];
  const firstRow = firstRows.rows[0];
  const past = pastRow
    ? { price: pastRow.price, at: comparedAt, isFirstReading: false }
    : firstRow
      ? { price: firstRow.price, at: new Date(firstRow.recorded_at), isFirstReading: true }
      : null;

  const readings = [
    ...windowRows.rows.map(toReading),
    ...currentRows.map((row) => ({ price: row.price, storeName: row.storeName, recordedAt: row.updatedAt })),
  ];
  const byPrice = (a: PriceReadingAt, b: PriceReadingAt) =>
    comparePrices(a.price, b.price) || b.recordedAt.getTime() - a.recordedAt.getTime();
  const sorted = [...readings].sort(byPrice);
  return { past, low: sorted[0] ?? null, high: sorted.at(-1) ?? null };
}

/** Orders two decimal amounts in integer halalas, never as binary floats. */
export function comparePrices(a: string, b: string): number {
  return toHalalas(a) - toHalalas(b);
}

/** The order of a product list: best rated, cheapest, or dearest first ("most expensive phone"). */
export type ListOrder = "rating" | "price" | "priceDesc";

/** Each list order as the catalogue's product sort (search, listing and the browse link). */
export const LIST_SORTS: Readonly<Record<ListOrder, ProductSort>> = {
  rating: "rating_desc",
  price: "price_asc",
  priceDesc: "price_desc",
};

type ListRow = {
  id: string;
  name_en: string;
  name_ar: string;
  lowest_price: string | null;
  store_count: number;
  average_rating: number | null;
  review_count: number;
};

function toListedProduct(row: ListRow): ListedProduct {
  return {
    id: row.id,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    lowestPrice: row.lowest_price,
    storeCount: Number(row.store_count),
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
    reviewCount: Number(row.review_count),
  };
}

/**
 * Products of some categories (or all), optionally within a price range of their lowest current
 * price, best rated or cheapest first, with the number of all matches (unless `withTotal` is false).
 * The page is read in index order (products_rating_desc_idx, products_category_price_idx) and the
 * matches are counted apart: numbering them in the page's query would sort a whole category.
 */
export async function listProductsBy(
  db: Database,
  options: {
    categoryIds?: readonly string[];
    minPrice?: string;
    maxPrice?: string;
    order: ListOrder;
    limit: number;
    withTotal?: boolean;
  },
): Promise<{ products: ListedProduct[]; total: number }> {
  const { categoryIds, minPrice, maxPrice, order, limit, withTotal = true } = options;
  if (categoryIds?.length === 0) return { products: [], total: 0 };
  const conditions = [
    categoryIds
      ? sql`${products.categoryId} in (${sql.join(
          categoryIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : null,
    minPrice !== undefined ? sql`${products.lowestPrice} >= ${minPrice}::numeric` : null,
    maxPrice !== undefined ? sql`${products.lowestPrice} <= ${maxPrice}::numeric` : null,
    order !== "rating" || minPrice !== undefined || maxPrice !== undefined
      ? sql`${products.lowestPrice} is not null`
      : null,
  ].filter((condition) => condition !== null);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  // review_count is never null: "nulls last" changes nothing but lets the rating index give the order.
  const orderBy =
    order === "rating"
      ? sql`${products.ratingAverage} desc nulls last, ${products.reviewCount} desc nulls last, ${products.lowestPrice} asc nulls last, ${products.nameEn} asc`
      : sql`${products.lowestPrice} ${order === "price" ? sql`asc` : sql`desc`}, ${products.ratingAverage} desc nulls last, ${products.nameEn} asc`;
  const [{ rows }, total] = await Promise.all([
    db.execute<ListRow>(sql`
      select ${products.id} as id, ${products.nameEn} as name_en, ${products.nameAr} as name_ar,
        ${products.lowestPrice}::text as lowest_price, ${products.storeCount} as store_count,
        ${products.ratingAverage} as average_rating, ${products.reviewCount} as review_count
      from ${products} ${where}
      order by ${orderBy}
      limit ${limit}`),
    withTotal
      ? db
          .execute<{ total: number }>(sql`select count(*)::int as total from ${products} ${where}`)
          .then(({ rows: counted }) => Number(counted[0]?.total ?? 0))
      : undefined,
  ]);
  return {
    products: rows.map(toListedProduct),
    total: total ?? rows.length,
  };
}

/**
 * Products of some categories by a number attribute ("the lightest laptop": weight, smallest
 * first), only those whose value is known, ties to the better rated; with how many of the
 * categories' products state the value and how many there are (two statements, run together).
 */
export async function listProductsByAttribute(
  db: Database,
  options: { categoryIds: readonly string[]; key: string; direction: "asc" | "desc"; limit: number },
): Promise<{ products: ListedProduct[]; known: number; total: number }> {
  const { categoryIds, key, direction, limit } = options;
  if (categoryIds.length === 0) return { products: [], known: 0, total: 0 };
  const inCategories = sql`${products.categoryId} in (${sql.join(
    categoryIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const hasValue = sql`${attributes.key} = ${key} and ${productAttributeValues.numberValue} is not null`;
  const [{ rows }, { rows: counts }] = await Promise.all([
    db.execute<ListRow>(sql`
    select ${products.id} as id, ${products.nameEn} as name_en, ${products.nameAr} as name_ar,
      ${products.lowestPrice}::text as lowest_price, ${products.storeCount} as store_count,
      ${products.ratingAverage} as average_rating, ${products.reviewCount} as review_count
    from ${productAttributeValues}
    join ${attributes} on ${attributes.id} = ${productAttributeValues.attributeId}
    join ${products} on ${products.id} = ${productAttributeValues.productId}
    where ${hasValue} and ${inCategories}
    order by ${productAttributeValues.numberValue} ${direction === "asc" ? sql`asc` : sql`desc`},
      ${products.ratingAverage} desc nulls last, ${products.nameEn} asc
    limit ${limit}`),
    // How many of the kind state the value: a list of the few that do is no ranking of the kind.
    db.execute<{ known: number; total: number }>(sql`
    select count(*)::int as total, count(*) filter (where exists (
        select 1 from ${productAttributeValues}
        join ${attributes} on ${attributes.id} = ${productAttributeValues.attributeId}
        where ${productAttributeValues.productId} = ${products.id} and ${hasValue}))::int as known
    from ${products} where ${inCategories}`),
  ]);
  return {
    products: rows.map(toListedProduct),
    known: Number(counts[0]?.known ?? 0),
    total: Number(counts[0]?.total ?? 0),
  };
}

/** A current deal (PD-24) as the assistant lists it. */
export type DealFact = {
  id: string;
  nameEn: string;
  nameAr: string;
  lowestPrice: string;
  storeName: string | null;
  typicalPrice: string | null;
  vsTypical: number | null;
  isLowestIn90Days: boolean;
};

/** Today's deals, furthest below their typical price first, of some categories or all: the /deals list. */
export async function listDeals(
  db: Database,
  { categoryIds, limit }: { categoryIds?: readonly string[]; limit: number },
): Promise<{ deals: DealFact[]; total: number }> {
  const { deals, total } = await listDealPage(db, { categoryIds, limit });
  return {
    deals: deals.map(({ id, nameEn, nameAr, lowestPrice, store, insight }) => ({
      id,
      nameEn,
      nameAr,
      lowestPrice,
      storeName: store?.name ?? null,
      typicalPrice: insight.typicalPrice,
      vsTypical: insight.vsTypical,
      isLowestIn90Days: insight.isLowestIn90Days,
    })),
    total,
  };
}
