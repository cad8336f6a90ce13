import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  categories,
  expertReviews,
  productPrices,
  products,
  profiles,
  reviews,
  type Specification,
  stores,
  users,
} from "~/db/schema";
import { findProductAttributes } from "~/features/attributes/attributes.server";
import type { ProductAttribute } from "~/features/attributes/product-attributes";
import { categoryNameColumns } from "~/features/catalog/categories.server";
import { productNameColumns } from "~/features/catalog/product-listing.server";
import { offerDetailsColumns } from "~/features/offer-details/offer-details.server";
import { shownOfferDetails } from "~/features/offer-details/shown-details";
import { offerIsCurrent, offerIsFresh } from "~/features/prices/current-offers.server";
import type { PriceInsight } from "~/features/prices/price-insight";
import {
  type PriceInsightRow,
  priceInsightColumns,
  priceInsightSelection,
  toPriceInsight,
} from "~/features/prices/price-insight.server";
import { claimedWasPrice, isWasPriceReal, toWasPriceClaim } from "~/features/prices/was-price.server";
import { publicReviewColumns } from "~/features/reviews/review-columns.server";
import type { ProductVariants } from "~/features/variants/variants";
import { findProductVariants } from "~/features/variants/variants.server";
import type { NamedRow } from "~/utils/i18n";
import {
  currentPriceRange,
  type LastKnownPrice,
  lastKnownPriceOf,
  type PriceRange,
  type StoreOffer,
  sortOffers,
} from "./offers";
import { type RatingSummary, summarizeRatings } from "./rating-summary";

// Correlated subqueries name the outer row explicitly: Drizzle leaves columns unqualified in
// single-table queries, where a bare "id" would mean the subquery's own table.

/** Newest approved reviews sent with the page; the summary still counts every approved review. */
export const REVIEW_LIST_LIMIT = 100;
export const SIMILAR_PRODUCT_LIMIT = 4;

export type ProductTileData = NamedRow & {
  imageUrl: string | null;
  brand: string | null;
  model: string | null;
  lowestPrice: string | null;
  storeCount: number;
  averageRating: number | null;
  reviewCount: number;
  insight: PriceInsight;
};

export type CustomerReview = {
  id: string;
  rating: number;
  reviewText: string;
  authorName: string | null;
  createdAt: Date;
};

/**
 * What a product is, as its page and the compare table show it: its names, image, brand, model,
 * specifications and category. For a query that joins `categories` on the product's category.
 */
export const productFactColumns = {
  ...productNameColumns,
  imageUrl: products.imageUrl,
  brand: products.brand,
  model: products.model,
  specifications: products.specifications,
  category: categoryNameColumns,
};

export type ExpertReview = {
  id: string;
  websiteName: string;
  websiteLogoUrl: string | null;
  title: string;
  content: string;
  reviewUrl: string | null;
};

export type ProductDetail = {
  id: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string | null;
  descriptionAr: string | null;
  imageUrl: string | null;
  brand: string | null;
  model: string | null;
  /** Typed values of the category's attributes (issue 31), in its order. */
  attributes: ProductAttribute[];
  /** The product's family and its variants (issue 31), null for a product without variants. */
  variants: ProductVariants | null;
  /** The specification rows that fit no attribute: "more details". */
  specifications: Specification[];
  category: NamedRow;
  /** Every store's offer, current ones first (PD-21), cheapest first. */
  offers: StoreOffer[];
  /** From current offers only; null when no offer is current. */
  priceRange: PriceRange | null;
  /** Without a current offer: the last price known, with its date. */
  lastKnownPrice: LastKnownPrice | null;
  insight: PriceInsight;
  ratings: RatingSummary;
  reviews: CustomerReview[];
  expertReviews: ExpertReview[];
  similarProducts: ProductTileData[];
};

const approved = eq(reviews.status, "approved");

/**
 * Everything the product page shows except the price history, in eight queries whatever the number
 * of stores, reviews or similar products (they run side by side). Null when the product is unknown.
 */
export async function findProductDetail(db: Database, productId: string): Promise<ProductDetail | null> {
  const [
    productRows,
    offerRows,
    ratingCounts,
    reviewRows,
    expertRows,
    similarProducts,
    attributesByProduct,
    variants,
  ] = await Promise.all([
    db
      .select({
        ...productFactColumns,
        descriptionEn: products.descriptionEn,
        descriptionAr: products.descriptionAr,
        lowestPrice: products.lowestPrice,
        storeCount: products.storeCount,
        insight: priceInsightColumns,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, productId)),
    db
      .select({
        storeName: productPrices.storeName,
        storeNameAr: stores.nameAr,
        storeLogoUrl: stores.logoUrl,
        source: productPrices.source,
        url: productPrices.url,
        price: productPrices.price,
        inStock: productPrices.inStock,
        updatedAt: productPrices.updatedAt,
        checkedAt: productPrices.checkedAt,
        isFresh: offerIsFresh,
        isCurrent: offerIsCurrent,
        wasPrice: claimedWasPrice,
        isWasPriceReal,
        ...offerDetailsColumns,
      })
      .from(productPrices)
      .innerJoin(stores, eq(stores.name, productPrices.storeName))
      .where(eq(productPrices.productId, productId)),
    db
      .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), approved))
      .groupBy(reviews.rating),
    db
      .select(publicReviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(profiles, eq(profiles.id, reviews.userId))
      .where(and(eq(reviews.productId, productId), approved))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(REVIEW_LIST_LIMIT),
    findExpertReviews(db, productId),
    findSimilarProducts(db, productId),
    findProductAttributes(db, [productId]),
    findProductVariants(db, productId),
  ]);

  const product = productRows[0];
  if (!product) return null;
  const offers = sortOffers(
    offerRows.map(({ wasPrice, isWasPriceReal, storedDetails, storePolicy, ...offer }) => ({
      ...offer,
      wasPrice: toWasPriceClaim({ wasPrice, isWasPriceReal }),
      details: shownOfferDetails(storedDetails, storePolicy),
    })),
  );
  const { lowestPrice, storeCount, insight, ...rest } = product;
  const priceRange = currentPriceRange({ lowestPrice, storeCount }, offers);
  return {
    ...rest,
    attributes: attributesByProduct.get(productId) ?? [],
    variants,
    specifications: product.specifications ?? [],
    offers,
    priceRange,
    lastKnownPrice: priceRange ? null : lastKnownPriceOf(offers),
    insight: toPriceInsight(insight),
    ratings: summarizeRatings(ratingCounts),
    reviews: reviewRows,
    expertReviews: expertRows,
    similarProducts,
  };
}

/**
 * Up to four other products of the same category, those with offers first, newest first: two
 * short walks down products_category_created_idx and products_unoffered_category_created_idx, on
 * the figures the products table keeps (a product no store offers has no lowest price).
 */
async function findSimilarProducts(db: Database, productId: string): Promise<ProductTileData[]> {
  const newestOfCategory = (offers: SQL) => sql`(
    select ${products.id} as id, ${products.nameEn} as name_en, ${products.nameAr} as name_ar,
      ${products.imageUrl} as image_url, ${products.brand} as brand, ${products.model} as model,
      ${products.lowestPrice}::text as lowest_price, ${products.storeCount} as store_count,
      round(${products.ratingAverage}::numeric, 1)::float8 as average_rating,
      ${products.reviewCount} as review_count, ${products.lowestPrice} is not null as has_offers, ${products.createdAt} as created_at,
      ${priceInsightSelection}
    from ${products}
    where ${products.categoryId} = (select p.category_id from ${products} p where p.id = ${productId})
      and ${products.id} <> ${productId} and ${offers}
      -- One card per family, and none of this product's own family: its picker offers those.
      and ${products.isListed}
      and not coalesce(${products.familyId} = (select p.family_id from ${products} p where p.id = ${productId}), false)
    order by ${products.createdAt} desc nulls last, ${products.id} desc
    limit ${SIMILAR_PRODUCT_LIMIT})`;
  const { rows } = await db.execute<SimilarRow>(sql`
    select * from (
      ${newestOfCategory(sql`${products.lowestPrice} is not null`)}
      union all
      ${newestOfCategory(sql`${products.lowestPrice} is null`)}
    ) as candidates
    order by has_offers desc, created_at desc, id desc
    limit ${SIMILAR_PRODUCT_LIMIT}`);
  return rows.map((row) => ({
    id: row.id,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    imageUrl: row.image_url,
    brand: row.brand,
    model: row.model,
    lowestPrice: row.lowest_price,
    storeCount: Number(row.store_count),
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
    reviewCount: Number(row.review_count),
    insight: toPriceInsight(row),
  }));
}

type SimilarRow = PriceInsightRow & {
  id: string;
  name_en: string;
  name_ar: string;
  image_url: string | null;
  brand: string | null;
  model: string | null;
  lowest_price: string | null;
  store_count: number;
  average_rating: number | null;
  review_count: number;
};

/** The product's reviews from other sites, in the order they were added (the page's and the product form's). */
export function findExpertReviews(db: Database, productId: string): Promise<ExpertReview[]> {
  return db
    .select({
      id: expertReviews.id,
      websiteName: expertReviews.websiteName,
      websiteLogoUrl: expertReviews.websiteLogoUrl,
      title: expertReviews.title,
      content: expertReviews.content,
      reviewUrl: expertReviews.reviewUrl,
    })
    .from(expertReviews)
    .where(eq(expertReviews.productId, productId))
    .orderBy(asc(expertReviews.createdAt), asc(expertReviews.id));
}
