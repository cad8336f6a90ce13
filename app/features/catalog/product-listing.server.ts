// The product list behind every grid: filters, sorting and paging evaluated in one SQL statement
// (decision 12), with the lowest price, store count and rating aggregated in the same statement.
import { and, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { productPrices, products, reviews } from "~/db/schema";

import { DEFAULT_PRODUCT_SORT, type ProductListOrder } from "./product-sort";

export type { ProductListOrder } from "./product-sort";

export type ProductSummary = {
  id: string;
  nameEn: string;
  nameAr: string;
  brand: string | null;
  model: string | null;
  imageUrl: string | null;
  categoryId: string;
  /** Decimal string ("1299.00"), null while no store offers the product. */
  lowestPrice: string | null;
  storeCount: number;
  /** Average of the approved reviews, null without any. */
  averageRating: number | null;
  reviewCount: number;
};

/** A search condition and its relevance score, both over `products.search_text`. */
export type ProductMatch = { where: SQL; rank: SQL };

export type ListProductsOptions = {
  /** Any of these categories (the caller expands a category to its subcategories). */
  categoryIds?: readonly string[];
  /** Decimal strings compared with the lowest current price. */
  minPrice?: string;
  maxPrice?: string;
  match?: ProductMatch;
  hasImage?: boolean;
  sortBy?: ProductListOrder;
  limit: number;
  offset?: number;
  /** Count every match (default); without it `total` is only the length of this page. */
  withTotal?: boolean;
};

export type ProductPage = { products: ProductSummary[]; total: number };

type Executor = Database | Transaction;
type SortKey = { value: SQL; direction: "asc" | "desc"; nullsLast?: boolean };

function offersOf(productId: SQL) {
  return sql`select min(${productPrices.price}) as lowest_price, count(*)::int as store_count
    from ${productPrices} where ${productPrices.productId} = ${productId}`;
}

function ratingsOf(productId: SQL) {
  return sql`select avg(${reviews.rating})::float8 as average_rating, count(*)::int as review_count
    from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'approved'`;
}

/**
 * Price or rating aggregates for every candidate, joined as `offers` or `ratings`. A search match
 * leaves few candidates: one index lookup each. Browsing may leave the whole catalogue: one grouped
 * pass over the prices (or reviews) of the browsed categories is cheaper than a lookup per product.
 */
function aggregateJoin(
  kind: "offers" | "ratings",
  perProduct: boolean,
  categoryIds?: readonly string[],
): SQL {
  const alias = sql.raw(kind);
  if (perProduct) {
    const subquery = kind === "offers" ? offersOf(sql`${products.id}`) : ratingsOf(sql`${products.id}`);
    return sql`left join lateral (${subquery}) as ${alias} on true`;
  }
  const table = kind === "offers" ? productPrices : reviews;
  const productId = kind === "offers" ? productPrices.productId : reviews.productId;
  const inScope = categoryIds
    ? sql`${productId} in (select ${products.id} from ${products} where ${inArray(products.categoryId, [...categoryIds])})`
    : undefined;
  const where = kind === "offers" ? inScope : and(sql`${reviews.status} = 'approved'`, inScope);
  const columns =
    kind === "offers"
      ? sql`min(${productPrices.price}) as lowest_price, count(*)::int as store_count`
      : sql`avg(${reviews.rating})::float8 as average_rating, count(*)::int as review_count`;
  return sql`left join (select ${productId} as product_id, ${columns} from ${table}
    ${where ? sql`where ${where}` : sql``} group by ${productId}) as ${alias}
    on ${alias}.product_id = ${products.id}`;
}

function sortKeysFor(order: ProductListOrder, match: ProductMatch | undefined): SortKey[] {
  const byRelevance: SortKey[] = match
    ? [
        { value: match.rank, direction: "desc" },
        // Among equally good matches the shorter text is the closer one ("iPhone 15" before "iPhone 15 Pro Max").
        { value: sql`length(${products.searchText})`, direction: "asc" },
      ]
    : [];
  const byName: SortKey[] = [
    { value: sql`${products.nameEn}`, direction: "asc" },
    { value: sql`${products.id}`, direction: "asc" },
  ];
  switch (order) {
    case "relevance":
      return match ? [...byRelevance, ...byName] : sortKeysFor("newest", undefined);
    case "newest":
      // "nulls last" as in products_created_at_idx, so the index delivers the newest first.
      return [
        { value: sql`${products.createdAt}`, direction: "desc", nullsLast: true },
        { value: sql`${products.id}`, direction: "desc" },
      ];
    case "price_asc":
    case "price_desc":
      return [
        {
          value: sql`offers.lowest_price`,
          direction: order === "price_asc" ? "asc" : "desc",
          nullsLast: true,
        },
        ...byRelevance,
        ...byName,
      ];
    case "rating_asc":
    case "rating_desc":
      return [
        {
          value: sql`ratings.average_rating`,
          direction: order === "rating_asc" ? "asc" : "desc",
          nullsLast: true,
        },
        { value: sql`ratings.review_count`, direction: "desc" },
        ...byRelevance,
        ...byName,
      ];
  }
}

function orderBy(keys: SortKey[], qualifier: string): SQL {
  return sql.join(
    keys.map((key, index) =>
      sql.raw(`${qualifier}k${index} ${key.direction}${key.nullsLast ? " nulls last" : ""}`),
    ),
    sql`, `,
  );
}

type PageRow = {
  id: string;
  name_en: string;
  name_ar: string;
  brand: string | null;
  model: string | null;
  image_url: string | null;
  category_id: string;
  lowest_price: string | null;
  store_count: number;
  average_rating: number | null;
  review_count: number;
  total: number;
};

/**
 * One page of products with their price and rating aggregates. The page is chosen first and the
 * aggregates are joined for its rows only, unless the sort or a price filter needs them for every
 * candidate (then they are computed per candidate through the product_prices and reviews indexes).
 */
export async function listProducts(db: Executor, options: ListProductsOptions): Promise<ProductPage> {
  const { match, categoryIds, minPrice, maxPrice, hasImage, limit, offset = 0, withTotal = true } = options;
  const order = options.sortBy ?? DEFAULT_PRODUCT_SORT;
  const keys = sortKeysFor(order, match);
  const needsPrices = minPrice !== undefined || maxPrice !== undefined || order.startsWith("price_");
  const needsRatings = order.startsWith("rating_");

  const where = and(
    match?.where,
    categoryIds ? inArray(products.categoryId, [...categoryIds]) : undefined,
    hasImage ? isNotNull(products.imageUrl) : undefined,
    minPrice !== undefined ? sql`offers.lowest_price >= ${minPrice}::numeric` : undefined,
    maxPrice !== undefined ? sql`offers.lowest_price <= ${maxPrice}::numeric` : undefined,
  );
  if (categoryIds?.length === 0) return { products: [], total: 0 };

  const query = sql`
    with page as (
      select ${products.id} as id, ${products.nameEn} as name_en, ${products.nameAr} as name_ar,
        ${products.brand} as brand, ${products.model} as model, ${products.imageUrl} as image_url,
        ${products.categoryId} as category_id,
        ${sql.join(
          keys.map((key, index) => sql`${key.value} as ${sql.raw(`k${index}`)}`),
          sql`, `,
        )},
        ${withTotal ? sql`count(*) over ()::int` : sql`0`} as total
      from ${products}
      ${needsPrices ? aggregateJoin("offers", Boolean(match), categoryIds) : sql``}
      ${needsRatings ? aggregateJoin("ratings", Boolean(match), categoryIds) : sql``}
      ${where ? sql`where ${where}` : sql``}
      order by ${orderBy(keys, "")}
      limit ${limit} offset ${offset}
    )
    select page.id, page.name_en, page.name_ar, page.brand, page.model, page.image_url, page.category_id,
      o.lowest_price::text as lowest_price, o.store_count, r.average_rating, r.review_count, page.total
    from page
    left join lateral (${offersOf(sql`page.id`)}) as o on true
    left join lateral (${ratingsOf(sql`page.id`)}) as r on true
    order by ${orderBy(keys, "page.")}`;

  const { rows } = await db.execute<PageRow>(query);
  if (!withTotal) return { products: rows.map(toSummary), total: rows.length };
  const total =
    rows[0]?.total ??
    (offset > 0 ? await countProducts(db, where, minPrice !== undefined || maxPrice !== undefined) : 0);
  return { products: rows.map(toSummary), total };
}

/** The number of matches when the requested page lies beyond the last one. */
async function countProducts(db: Executor, where: SQL | undefined, hasPriceFilter: boolean): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ${products}
    ${hasPriceFilter ? aggregateJoin("offers", true) : sql``}
    ${where ? sql`where ${where}` : sql``}`);
  return rows[0]?.total ?? 0;
}

function toSummary(row: PageRow): ProductSummary {
  return {
    id: row.id,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    brand: row.brand,
    model: row.model,
    imageUrl: row.image_url,
    categoryId: row.category_id,
    lowestPrice: row.lowest_price,
    storeCount: Number(row.store_count),
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
    reviewCount: Number(row.review_count),
  };
}
