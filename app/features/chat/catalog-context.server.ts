// The catalogue context of the language model's system prompt (spec §7 "Chat completion", §9): the
// 20 newest products with category, store prices and rating, and the 10 newest approved reviews,
// written in the shopper's language.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, productPrices, products, reviews } from "~/db/schema";
import { productNameColumns } from "~/features/catalog/product-listing.server";
import { offerIsCurrent } from "~/features/prices/current-offers.server";
import { formatPrice } from "~/utils/format";
import { type Locale, nameIn } from "~/utils/i18n";
import type { Logger } from "~/utils/logger.server";
import { selectApprovedRatings } from "./catalog-facts.server";

export const CONTEXT_PRODUCT_COUNT = 20;
export const CONTEXT_REVIEW_COUNT = 10;
/** Long reviews are cut in the prompt; the model needs their gist, not every word. */
const REVIEW_EXCERPT_LENGTH = 240;

/** What the model reads instead of the catalogue when it cannot be loaded (spec §8). */
export const CONTEXT_LOAD_ERROR = "Error fetching data from the database.";

const LABELS = {
  en: {
    products: `Products (the ${CONTEXT_PRODUCT_COUNT} newest):`,
    category: "category",
    brand: "brand",
    prices: "prices",
    noPrices: "no store prices",
    rating: (average: string, count: number) =>
      `rating ${average}/5 from ${count} review${count === 1 ? "" : "s"}`,
    noRating: "no reviews",
    reviews: `Latest approved shopper reviews (the ${CONTEXT_REVIEW_COUNT} newest):`,
    noReviews: "none yet",
  },
  ar: {
    products: `المنتجات (أحدث ${CONTEXT_PRODUCT_COUNT}):`,
    category: "الفئة",
    brand: "العلامة التجارية",
    prices: "الأسعار",
    noPrices: "لا توجد أسعار متاجر",
    rating: (average: string, count: number) => `التقييم ${average} من 5 من ${count} مراجعة`,
    noRating: "لا توجد مراجعات",
    reviews: `أحدث مراجعات المتسوقين المعتمدة (أحدث ${CONTEXT_REVIEW_COUNT}):`,
    noReviews: "لا توجد بعد",
  },
} satisfies Record<Locale, unknown>;

function oneLine(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

export async function buildCatalogContext(db: Database, locale: Locale, logger?: Logger): Promise<string> {
  try {
    return await loadCatalogContext(db, locale);
  } catch (error) {
    logger?.error("chat context could not be loaded", { error });
    return CONTEXT_LOAD_ERROR;
  }
}

async function loadCatalogContext(db: Database, locale: Locale): Promise<string> {
  const labels = LABELS[locale];
  const name = (row: { nameEn: string; nameAr: string }) => nameIn(locale, row);

  const [latest, latestReviews] = await Promise.all([
    db
      .select({
        ...productNameColumns,
        brand: products.brand,
        category: { nameEn: categories.nameEn, nameAr: categories.nameAr },
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(CONTEXT_PRODUCT_COUNT),
    db
      .select({
        rating: reviews.rating,
        text: reviews.reviewText,
        product: { id: products.id, nameEn: products.nameEn, nameAr: products.nameAr },
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.status, "approved"))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(CONTEXT_REVIEW_COUNT),
  ]);

  const ids = latest.map((product) => product.id);
  const [offers, ratings] = ids.length
    ? await Promise.all([
        db
          .select({
            productId: productPrices.productId,
            storeName: productPrices.storeName,
            price: sql<string>`${productPrices.price}::text`,
          })
          .from(productPrices)
          .where(and(inArray(productPrices.productId, ids), offerIsCurrent))
          .orderBy(productPrices.price, productPrices.storeName),
        selectApprovedRatings(db, ids),
      ])
    : [[], []];

  const productLines = latest.map((product) => {
    const prices = offers
      .filter((offer) => offer.productId === product.id)
      .map((offer) => `${offer.storeName} ${formatPrice(offer.price, locale)}`);
    const rating = ratings.find((row) => row.productId === product.id);
    return [
      `- ${name(product)} (id ${product.id}, /products/${product.id})`,
      `${labels.category}: ${name(product.category)}`,
      product.brand ? `${labels.brand}: ${product.brand}` : null,
      `${labels.prices}: ${prices.length ? prices.join("; ") : labels.noPrices}`,
      rating
        ? labels.rating(Number(rating.averageRating).toFixed(1), Number(rating.reviewCount))
        : labels.noRating,
    ]
      .filter(Boolean)
      .join(" | ");
  });
  const reviewLines = latestReviews.map(
    (review) =>
      `- ${name(review.product)} (/products/${review.product.id}): ${review.rating}/5 “${oneLine(review.text, REVIEW_EXCERPT_LENGTH)}”`,
  );

  return [
    labels.products,
    ...productLines,
    "",
    labels.reviews,
    ...(reviewLines.length ? reviewLines : [labels.noReviews]),
  ].join("\n");
}
