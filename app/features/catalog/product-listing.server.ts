// The product list behind every grid: filters, sorting and paging evaluated in SQL (PD-12)
// on the products table, which keeps each product's lowest price, store count and rating.
import { and, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import { productFamilies, productPrices, products, stores } from "~/db/schema";
import type { AttributeFacet } from "~/features/attributes/attribute-filters";
import {
  type AttributeCondition,
  attributeConditionSql,
  countAttributeFacets,
  type FilterAttribute,
} from "~/features/attributes/attribute-filters.server";
import { offerIsCurrent } from "~/features/prices/current-offers.server";
import type { PriceInsight } from "~/features/prices/price-insight";
import {
  type PriceInsightRow,
  priceInsightSelection,
  toPriceInsight,
} from "~/features/prices/price-insight.server";

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
  /** The verdict badge of the card (PD-22). */
  insight: PriceInsight;
  /** How many variants the product's family has (issue 31); 0 for a product without a family. */
  variantCount: number;
  /** Whether it is its family's card (its cheapest variant), so its price is the family's "from". */
  isFamilyLead: boolean;
};

/**
 * A search condition and its relevance score, both over `products.search_text`, and how readily
 * the product's kind is what a shopper means (issue 17), which breaks ties between equal scores.
 */
export type ProductMatch = {
  where: SQL;
  rank: SQL;
  prominence?: SQL;
  /** A size the query asked for ("a big fridge"): the value to sort by after the rank (issue 38). */
  size?: { value: SQL; direction: "asc" | "desc" };
};

export type ListProductsOptions = {
  /** Any of these categories (the caller expands a category to its subcategories). */
  categoryIds?: readonly string[];
  /** Decimal strings compared with the lowest current price. */
  minPrice?: string;
  maxPrice?: string;
  match?: ProductMatch;
  /** Only these brands (exact names, as the facet counts give them). */
  brands?: readonly string[];
  /** Only products with a current offer (PD-21) from one of these stores (store names). */
  stores?: readonly string[];
  /** Only products some store currently offers. */
  inStock?: boolean;
  /** Only products whose approved reviews average at least this (1–5). */
  minRating?: number;
  /** Only products with these attribute values (docs/decisions/0025, "Filters"). */
  attributeFilters?: readonly AttributeCondition[];
  /** With `withFacets`: also count the values of these filter attributes. */
  attributeFacets?: readonly FilterAttribute[];
  /** Also count the options of each filter (brand, store, in stock, rating). */
  withFacets?: boolean;
  hasImage?: boolean;
  sortBy?: ProductListOrder;
  limit: number;
  offset?: number;
  /** Count every match (default); without it `total` is only the length of this page. */
  withTotal?: boolean;
  /**
   * One card per product family, its lead (default, issue 31), or every variant (an admin
   * matching a store's offer to the right variant).
   */
  variants?: "lead" | "every";
};

/** How many products each filter option would leave, the other filters applied (issue 17). */
export type ProductFacets = {
  brands: { value: string; count: number }[];
  stores: { value: string; nameAr: string | null; count: number }[];
  inStock: number;
  /** Products rated at least 4, 3 and 2. */
  ratings: { min: number; count: number }[];
  /** The browsed category's filter attributes with their values' counts, when asked for. */
  attributes?: AttributeFacet[];
};

export type ProductPage = { products: ProductSummary[]; total: number; facets?: ProductFacets };

/** The minimum ratings the filter offers. */
/** A product's id and names (a NamedRow), to select. */
export const productNameColumns = { id: products.id, nameEn: products.nameEn, nameAr: products.nameAr };

export const RATING_FILTERS = [4, 3, 2] as const;
/** Brands listed in the filter, the most frequent first. */
const MAX_BRAND_OPTIONS = 30;

type FilterName = "brands" | "stores" | "inStock" | "minRating" | "attributes";

/**
 * The WHERE conditions of the options' filters, all but `except` (a filter's own options are
 * counted without it, so choosing a second brand stays possible).
 */
function filterConditions(options: ListProductsOptions, except?: FilterName): SQL | undefined {
  const { categoryIds, minPrice, maxPrice, hasImage, brands, stores, inStock, minRating, attributeFilters } =
    options;
  return and(
    // One card per family (drizzle/functions/product-families.sql keeps the lead); the attribute
    // counts decide for themselves (countAttributeFacets).
    // In a search, the source keeps each family's best match instead (sourceFor).
    showsEveryVariant(options) || options.match || except === "attributes"
      ? undefined
      : sql`${products.isListed}`,
    categoryIds ? inArray(products.categoryId, [...categoryIds]) : undefined,
    hasImage ? isNotNull(products.imageUrl) : undefined,
    minPrice !== undefined ? sql`${products.lowestPrice} >= ${minPrice}::numeric` : undefined,
    maxPrice !== undefined ? sql`${products.lowestPrice} <= ${maxPrice}::numeric` : undefined,
    brands?.length && except !== "brands" ? inArray(products.brand, [...brands]) : undefined,
    stores?.length && except !== "stores"
      ? sql`${products.id} in (select ${productPrices.productId} from ${productPrices}
          where ${inArray(productPrices.storeName, [...stores])} and ${offerIsCurrent})`
      : undefined,
    inStock && except !== "inStock" ? sql`${products.storeCount} > 0` : undefined,
    minRating && except !== "minRating" ? sql`${products.ratingAverage} >= ${minRating}` : undefined,
    ...(except !== "attributes" ? (attributeFilters ?? []).map(attributeConditionSql) : []),
  );
}

/** Every variant is listed when asked for, or when a variant axis's value is chosen (storage 512 GB). */
function showsEveryVariant(options: ListProductsOptions): boolean {
  return (
    options.variants === "every" || (options.attributeFilters ?? []).some((filter) => filter.isVariantAxis)
  );
}

/**
 * Search matches are read through the trigram index first, then filtered and sorted. The
 * categories go in with the words, so that the category index narrows the rows read
 * (a brand's products in one category, not in all). One card per family (issue 31): the variant
 * that matches best, so "iphone 15 256" shows the 256 GB variant and "iphone 15" the family's
 * lead (every word must match, so a word only one variant has picks it).
 */
function sourceFor(options: ListProductsOptions): SQL {
  const matches = matchesOf(options);
  return matches ? sql`(${matches}) as ${products}` : sql`${products}`;
}

/** A search match's condition, within the categories asked for. */
function scopedMatch({ categoryIds }: ListProductsOptions, match: ProductMatch): SQL {
  return categoryIds
    ? sql`(${match.where}) and ${inArray(products.categoryId, [...categoryIds])}`
    : match.where;
}

/** The order a family's matches are taken in, after `distinct on` its family: its best match first. */
function familyCardOrder(rank: SQL): SQL {
  return sql`coalesce(${products.familyId}, ${products.id}), ${rank} desc, ${products.isListed} desc,
      ${products.lowestPrice} asc nulls last, ${products.id}`;
}

/** The select of sourceFor's matches (null without a search match). */
function matchesOf(options: ListProductsOptions): SQL | null {
  const { match } = options;
  if (!match) return null;
  const where = scopedMatch(options, match);
  if (showsEveryVariant(options)) return sql`select * from ${products} where ${where} offset 0`;
  return sql`select distinct on (coalesce(${products.familyId}, ${products.id})) * from ${products}
    where ${where} order by ${familyCardOrder(match.rank)}`;
}

const whereClause = (where: SQL | undefined) => (where ? sql`where ${where}` : sql``);

/** What the filters (filterConditions) and the counts read of a match. */
const COUNTED_COLUMNS = sql`${products.id}, ${products.brand}, ${products.categoryId}, ${products.imageUrl},
  ${products.lowestPrice}, ${products.storeCount}, ${products.ratingAverage}, ${products.isListed}`;

/** The brand options' counts over `from`: the most frequent brands first. */
function brandCounts(options: ListProductsOptions, from: SQL): SQL {
  return sql`
      select ${products.brand} as value, count(*)::int as count from ${from}
      ${whereClause(and(filterConditions(options, "brands"), isNotNull(products.brand)))}
      group by ${products.brand} order by count(*) desc, ${products.brand} limit ${MAX_BRAND_OPTIONS}`;
}

/** The in-stock and minimum-rating options' counts over `from`, each with the other applied. */
function flagCounts(options: ListProductsOptions, from: SQL): SQL {
  const exceptFlags = and(filterConditions(options, "inStock"), filterConditions(options, "minRating"));
  const ratingCondition = options.minRating
    ? sql`${products.ratingAverage} >= ${options.minRating}`
    : sql`true`;
  const stockCondition = options.inStock ? sql`${products.storeCount} > 0` : sql`true`;
  return sql`
      select count(*) filter (where ${products.storeCount} > 0 and ${ratingCondition})::int as in_stock,
        ${sql.join(
          RATING_FILTERS.map(
            (min) =>
              sql`count(*) filter (where ${products.ratingAverage} >= ${min} and ${stockCondition})::int as ${sql.raw(`r${min}`)}`,
          ),
          sql`, `,
        )}
      from ${from} ${whereClause(exceptFlags)}`;
}

/** The three option counts of a search's matches, as columns over a `matched` query (COUNTED_COLUMNS). */
type FacetColumns = {
  brands: { value: string; count: number }[];
  stores: { value: string; name_ar: string | null; count: number }[];
  flags: Record<string, number> | null;
};

/**
 * The brand, store and flag counts of the matches kept as `matched`, as three columns; each
 * match's current offers are read by its own index lookup ("offset 0" keeps the planner from
 * hashing every current offer of the catalogue instead), and counted by store before the
 * stores' Arabic names are joined to the few counts.
 */
function facetColumns(options: ListProductsOptions): SQL {
  const matched = sql`matched as ${products}`;
  return sql`
    (select coalesce(json_agg(b order by b.count desc, b.value), '[]'::json)
      from (${brandCounts(options, matched)}) as b) as brands,
    (select coalesce(json_agg(s order by s.count desc, s.value), '[]'::json) from (
      select counted.value, ${stores.nameAr} as name_ar, counted.count from (
        select offer.store_name as value, count(*)::int as count
        from ${matched}
        cross join lateral (
          select ${productPrices.storeName} as store_name from ${productPrices}
          where ${productPrices.productId} = ${products.id} and ${offerIsCurrent}
          offset 0
        ) as offer
        ${whereClause(filterConditions(options, "stores"))}
        group by offer.store_name
      ) as counted
      join ${stores} on ${stores.name} = counted.value) as s) as stores,
    (select row_to_json(f) from (${flagCounts(options, matched)}) as f) as flags`;
}

function facetsOfRow(row: Partial<FacetColumns> | undefined, attributeFacets: AttributeFacet[] | undefined) {
  return facetsFrom(row?.brands ?? [], row?.stores ?? [], row?.flags ?? {}, attributeFacets);
}

/** The browsed category's filter attributes with their values' counts, when asked for. */
function countAttributes(db: Executor, options: ListProductsOptions): Promise<AttributeFacet[]> | undefined {
  return options.attributeFacets?.length
    ? countAttributeFacets(
        db,
        sourceFor(options),
        filterConditions(options, "attributes"),
        options.attributeFacets,
        options.attributeFilters ?? [],
        { everyVariant: showsEveryVariant(options) },
      )
    : undefined;
}

/**
 * The counts behind the filter options, for the same products as a listing with these options
 * (without a search match: a search's counts come with its page, listMatches).
 */
async function countFacets(db: Executor, options: ListProductsOptions): Promise<ProductFacets> {
  if (options.categoryIds?.length === 0) return { brands: [], stores: [], inStock: 0, ratings: [] };
  const source = sourceFor(options);

  // Every store price belongs to a product, and keeps a copy of its product's is_listed
  // (drizzle/functions/listed-offers.sql): with no other condition on the products than being
  // listed, the stores' counts read the offers alone, from product_prices_listed_offers_idx
  // (ADR-0029, addendum), instead of joining every current offer to every product.
  const offersAlone = !filterConditions({ ...options, variants: "every" }, "stores");
  const listedOnly = offersAlone && !showsEveryVariant(options);
  const storeCounts = offersAlone
    ? sql`
      select counted.value, ${stores.nameAr} as name_ar, counted.count from (
        select ${productPrices.storeName} as value, count(*)::int as count from ${productPrices}
        where ${listedOnly ? sql`${productPrices.productListed} and ` : sql``}${offerIsCurrent}
        group by ${productPrices.storeName}
      ) as counted
      join ${stores} on ${stores.name} = counted.value
      order by counted.count desc, counted.value`
    : sql`
      select ${productPrices.storeName} as value, ${stores.nameAr} as name_ar, count(*)::int as count
      from ${source}
      join ${productPrices} on ${productPrices.productId} = ${products.id} and ${offerIsCurrent}
      join ${stores} on ${stores.name} = ${productPrices.storeName}
      ${whereClause(filterConditions(options, "stores"))}
      group by ${productPrices.storeName}, ${stores.nameAr} order by count(*) desc, ${productPrices.storeName}`;
  const [brandRows, storeRows, flagRows, attributeFacets] = await Promise.all([
    db.execute<{ value: string; count: number }>(brandCounts(options, source)),
    db.execute<{ value: string; name_ar: string | null; count: number }>(storeCounts),
    db.execute<Record<string, number>>(flagCounts(options, source)),
    countAttributes(db, options),
  ]);
  return facetsFrom(brandRows.rows, storeRows.rows, flagRows.rows[0] ?? {}, attributeFacets);
}

function facetsFrom(
  brandRows: readonly { value: string; count: number }[],
  storeRows: readonly { value: string; name_ar: string | null; count: number }[],
  flags: Record<string, number>,
  attributeFacets: AttributeFacet[] | undefined,
): ProductFacets {
  return {
    brands: brandRows.map((row) => ({ value: row.value, count: Number(row.count) })),
    stores: storeRows.map((row) => ({
      value: row.value,
      nameAr: row.name_ar,
      count: Number(row.count),
    })),
    inStock: Number(flags.in_stock ?? 0),
    ratings: RATING_FILTERS.map((min) => ({ min, count: Number(flags[`r${min}`] ?? 0) })),
    ...(attributeFacets ? { attributes: attributeFacets } : {}),
  };
}

type Executor = Database | Transaction;
type SortKey = { value: SQL; direction: "asc" | "desc"; nullsLast?: boolean };

/** A product figure to sort by; products without it (no current offer, no review) come last either way. */
const byFigure = (column: AnyPgColumn, direction: SortKey["direction"]): SortKey => ({
  value: sql`${column}`,
  direction,
  nullsLast: true,
});

function sortKeysFor(order: ProductListOrder, match: ProductMatch | undefined): SortKey[] {
  const byRelevance: SortKey[] = match
    ? [
        { value: match.rank, direction: "desc" },
        ...(match.size ? [{ ...match.size, nullsLast: true }] : []),
        ...(match.prominence ? [{ value: match.prominence, direction: "desc" as const }] : []),
        // Among equally good matches the shorter text is the closer one ("iPhone 15" before "iPhone 15 Pro Max").
        { value: sql`length(${products.searchText})`, direction: "asc" },
      ]
    : [];
  const byName: SortKey[] = [
    { value: sql`${products.nameEn}`, direction: "asc" },
    { value: sql`${products.id}`, direction: "asc" },
  ];
  // Without a search match these are exactly the keys of the products_price_* and
  // products_rating_* indexes, so a page is read from the index in order.
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
        byFigure(products.lowestPrice, order === "price_asc" ? "asc" : "desc"),
        ...byRelevance,
        ...byName,
      ];
    case "rating_asc":
    case "rating_desc":
      return [
        byFigure(products.ratingAverage, order === "rating_asc" ? "asc" : "desc"),
        byFigure(products.reviewCount, "desc"),
        ...byRelevance,
        ...byName,
      ];
  }
}

function orderBy(keys: SortKey[]): SQL {
  return sql.join(
    keys.map((key) => sql`${key.value} ${sql.raw(`${key.direction}${key.nullsLast ? " nulls last" : ""}`)}`),
    sql`, `,
  );
}

const summaryColumns = sql`${products.id} as id, ${products.nameEn} as name_en, ${products.nameAr} as name_ar,
  ${products.brand} as brand, ${products.model} as model, ${products.imageUrl} as image_url,
  ${products.categoryId} as category_id, ${products.lowestPrice}::text as lowest_price,
  ${products.storeCount} as store_count, ${products.ratingAverage} as average_rating,
  ${products.reviewCount} as review_count, ${priceInsightSelection},
  (select ${productFamilies.variantCount} from ${productFamilies}
    where ${productFamilies.id} = ${products.familyId}) as variant_count, ${products.isListed} as is_listed`;

type PageRow = PriceInsightRow & {
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
  variant_count: number | null;
  is_listed: boolean;
  total: number;
};

/**
 * One page of products with their price and rating figures, which the products table keeps
 * (maintained by triggers), so filters and sorts on them are plain indexed columns.
 */
export async function listProducts(db: Executor, options: ListProductsOptions): Promise<ProductPage> {
  const { match, limit, offset = 0, withTotal = true } = options;
  if (options.categoryIds?.length === 0) {
    return {
      products: [],
      total: 0,
      ...(options.withFacets ? { facets: await countFacets(db, options) } : {}),
    };
  }
  if (match) return listMatches(db, options, match);
  // Without a search match the page comes straight from an index, and a separate count is far
  // cheaper than numbering the whole catalogue.
  const keys = sortKeysFor(options.sortBy ?? DEFAULT_PRODUCT_SORT, undefined);
  const where = filterConditions(options);
  const source = sourceFor(options);
  const [{ rows }, total, facets] = await Promise.all([
    db.execute<PageRow>(sql`select ${summaryColumns}, 0 as total from ${source} ${whereClause(where)}
      order by ${orderBy(keys)} limit ${limit} offset ${offset}`),
    withTotal ? countProducts(db, source, where) : undefined,
    options.withFacets ? countFacets(db, options) : undefined,
  ]);
  const page = rows.map(toSummary);
  return { products: page, total: total ?? page.length, ...(facets ? { facets } : {}) };
}

/**
 * A search's page, its total and (when asked) its option counts in one statement. Ranking is
 * what a search costs (every word is tested against every match's text), so it is done once:
 * the matches are ranked, one card per family (matchesOf's choice), and kept as `matched` with
 * their sort keys, and the page, the total and the counts all read them. Only the page's rows
 * are then read in full.
 */
async function listMatches(
  db: Executor,
  options: ListProductsOptions,
  match: ProductMatch,
): Promise<ProductPage> {
  const { limit, offset = 0, withTotal = true } = options;
  const rankColumn = sql`${products}.match_rank`;
  const ranked = sql`(select ${products}.*, ${match.rank} as match_rank from ${products}
    where ${scopedMatch(options, match)}) as ${products}`;
  const keys = sortKeysFor(options.sortBy ?? DEFAULT_PRODUCT_SORT, { ...match, rank: rankColumn });
  const keyNames = keys.map((_, index) => `k${index}`);
  const keysAs = (table: string) =>
    keys.map((key, index) => ({ ...key, value: sql.raw(`${table}.${keyNames[index]}`) }));
  const oneCard = !showsEveryVariant(options);
  const where = filterConditions(options);
  const counts = [
    withTotal
      ? sql`(select count(*)::int from matched as ${products} ${whereClause(where)}) as total`
      : sql`0 as total`,
    ...(options.withFacets ? [facetColumns(options)] : []),
  ];
  const [{ rows }, attributeFacets] = await Promise.all([
    db.execute<PageRow & Partial<FacetColumns>>(sql`
      with matched as materialized (
        select ${oneCard ? sql`distinct on (coalesce(${products.familyId}, ${products.id}))` : sql``}
          ${COUNTED_COLUMNS}, ${sql.join(
            keys.map((key, index) => sql`${key.value} as ${sql.raw(keyNames[index]!)}`),
            sql`, `,
          )}
        from ${ranked}
        ${oneCard ? sql`order by ${familyCardOrder(rankColumn)}` : sql``}
      ),
      page as (
        select ${products.id} as ranked_id, ${sql.raw(keyNames.map((name) => `"products".${name}`).join(", "))}
        from matched as ${products} ${whereClause(where)}
        order by ${orderBy(keysAs(`"products"`))} limit ${limit} offset ${offset}
      )
      select ${summaryColumns}, counts.*
      from (select ${sql.join(counts, sql`, `)}) as counts
      left join (page join ${products} on ${products.id} = page.ranked_id) on true
      order by ${orderBy(keysAs("page"))}`),
    options.withFacets ? countAttributes(db, options) : undefined,
  ]);
  const page = rows.filter((row) => row.id !== null).map(toSummary);
  const facets = options.withFacets ? { facets: facetsOfRow(rows[0], attributeFacets) } : {};
  return { products: page, total: withTotal ? Number(rows[0]?.total ?? 0) : page.length, ...facets };
}

async function countProducts(db: Executor, source: SQL, where: SQL | undefined): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ${source} ${where ? sql`where ${where}` : sql``}`);
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
    variantCount: Number(row.variant_count ?? 0),
    isFamilyLead: row.is_listed,
    insight: toPriceInsight(row),
  };
}
