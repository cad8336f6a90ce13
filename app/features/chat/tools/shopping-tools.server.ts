// Qaren's catalogue as tools (issue 34, ADR-0027): one typed function per question a shopper or an
// agent asks of it, each with a zod input schema and a plain JSON result in the asker's language.
// Three callers use them: the language model's tool calls (../catalog-tools.server.ts), the MCP
// server at /mcp (./mcp-server.server.ts), and through the same fact readers (../catalog-facts.server.ts)
// the built-in assistant. Every figure comes from a query made now; nothing here writes.

import { z } from "zod";
import type { Database } from "~/db/client.server";
import { describeAttribute, specificationRowsOf } from "~/features/attributes/product-attributes";
import { listCategories } from "~/features/catalog/categories.server";
import { findComparedProducts } from "~/features/compare/compare.server";
import { buildComparisonTable, MAX_COMPARED, resolveComparison } from "~/features/compare/comparison";
import { findPriceHistory } from "~/features/price-history/price-history.server";
import { buildPriceSeries } from "~/features/price-history/price-series";
import { type PriceInsight, percentFromTypical } from "~/features/prices/price-insight";
import { findProductDetail } from "~/features/products/product-detail.server";
import { searchProducts } from "~/features/search/search.server";
import { storeDisplayName, storeNameOf } from "~/features/stores/store-name";
import { listStores } from "~/features/stores/stores.server";
import { variantAxes } from "~/features/variants/variants";
import { serverT } from "~/locales/translate.server";
import { formatPrice, toRiyadhIsoDate } from "~/utils/format";
import { LOCALES, type Locale, nameIn } from "~/utils/i18n";
import { toHalalas } from "~/utils/money";
import { specificationsIn } from "~/utils/specifications";
import { expandCategories, matchCategories } from "../assistant/category-match";
import { matchesIdentity } from "../assistant/identity";
import { parseQuestion } from "../assistant/question";
import { findNamedStore } from "../assistant/store-match";
import {
  findPriceTrend,
  findProductFacts,
  listDeals,
  TREND_COMPARED_DAYS,
  TREND_WINDOW_DAYS,
} from "../catalog-facts.server";

export type ToolResult = Record<string, unknown>;

const SEARCH_DEFAULT_LIMIT = 8;
const SEARCH_MAX_LIMIT = 20;
const DEAL_DEFAULT_LIMIT = 8;
const DEAL_MAX_LIMIT = 20;
const REVIEW_EXCERPTS = 4;
const REVIEW_EXCERPT_LENGTH = 240;
const HISTORY_DEFAULT_DAYS = 90;
const HISTORY_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

const locale = z
  .enum(LOCALES)
  .default("en")
  .describe("The language of names, prices and texts in the result: 'en' (English) or 'ar' (Arabic).");
const productId = z.uuid().describe("A product id (a UUID) from search_products or list_deals.");

/** Every tool's input: bounded, so no call can ask for more than a page of Qaren shows. */
export const TOOL_INPUTS = {
  search_products: z.object({
    query: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .describe("What to look for, e.g. 'iPhone 15', 'noise cancelling headphones' or 'سماعات سوني'."),
    max_price: z
      .number()
      .nonnegative()
      .max(10_000_000)
      .optional()
      .describe("Only products whose lowest current price is at most this many SAR."),
    sort_by: z
      .enum(["relevance", "price_asc", "rating_desc"])
      .optional()
      .describe("Best match first (default), cheapest first, or best rated first."),
    limit: z
      .number()
      .int()
      .min(1)
      .max(SEARCH_MAX_LIMIT)
      .optional()
      .describe("At most this many results (default 8)."),
    locale,
  }),
  get_product: z.object({ id: productId, locale }),
  get_offers: z.object({ id: productId, locale }),
  get_store_offer: z.object({
    id: productId,
    store: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .describe("A store's name in English or Arabic, e.g. 'Jarir' or 'جرير'."),
    locale,
  }),
  get_specifications: z.object({ id: productId, locale }),
  compare_products: z.object({
    ids: z
      .array(productId)
      .min(2)
      .max(MAX_COMPARED)
      .describe(
        `Two to ${MAX_COMPARED} product ids of the same category, as Qaren's compare page takes them.`,
      ),
    locale,
  }),
  get_price_history: z.object({
    id: productId,
    days: z
      .number()
      .int()
      .min(7)
      .max(HISTORY_MAX_DAYS)
      .optional()
      .describe(
        `How many days back the daily lowest prices go (7 to ${HISTORY_MAX_DAYS}, default ${HISTORY_DEFAULT_DAYS}).`,
      ),
    locale,
  }),
  list_deals: z.object({
    category: z
      .string()
      .trim()
      .max(100)
      .optional()
      .describe("A kind of product in English or Arabic, e.g. 'phones' or 'سماعات'; leave out for all."),
    limit: z
      .number()
      .int()
      .min(1)
      .max(DEAL_MAX_LIMIT)
      .optional()
      .describe("At most this many deals (default 8)."),
    locale,
  }),
  get_reviews: z.object({ id: productId, locale }),
} as const;

export type ToolName = keyof typeof TOOL_INPUTS;
export type ToolInput<Name extends ToolName> = z.output<(typeof TOOL_INPUTS)[Name]>;

const NO_PRODUCT = { error: "No product has this id." };
const link = (id: string) => `/products/${id}`;
const rounded = (rating: number | null) => (rating === null ? null : Number(rating.toFixed(1)));

/** Products by name, brand, model or kind, through the site's own search (typos and Arabic spellings). */
export async function searchCatalog(db: Database, input: ToolInput<"search_products">): Promise<ToolResult> {
  const { products } = await searchProducts(db, {
    query: input.query,
    limit: input.limit ?? SEARCH_DEFAULT_LIMIT,
    maxPrice: input.max_price === undefined ? undefined : input.max_price.toFixed(2),
    sortBy: input.sort_by === "price_asc" || input.sort_by === "rating_desc" ? input.sort_by : undefined,
    withTotal: false,
  });
  const words = parseQuestion(input.query).words;
  return {
    results: products.map((product) => ({
      // The model-identity rule (issue 23): false means another product than the one named.
      is_model_named: matchesIdentity(words, product),
      id: product.id,
      name: nameIn(input.locale, product),
      brand: product.brand,
      lowest_price: product.lowestPrice ? formatPrice(product.lowestPrice, input.locale) : null,
      store_count: product.storeCount,
      rating: rounded(product.averageRating),
      review_count: product.reviewCount,
      link: link(product.id),
    })),
  };
}

/**
 * One product: its prices at every store (only `current` ones can be bought now), the price range,
 * its trend and verdict, rating, its attributes and the variants of its family.
 */
export async function getProduct(
  db: Database,
  input: ToolInput<"get_product">,
  now: Date = new Date(),
): Promise<ToolResult> {
  const { id, locale: lang } = input;
  const [facts, trend, detail] = await Promise.all([
    findProductFacts(db, [id]).then((found) => found.get(id)),
    findPriceTrend(db, id, now),
    findProductDetail(db, id),
  ]);
  if (!facts || !detail) return NO_PRODUCT;
  const price = (amount: string | undefined) => (amount ? formatPrice(amount, lang) : null);
  const current = facts.offers.filter((offer) => offer.isCurrent);
  const t = serverT(lang);
  return {
    id: facts.id,
    name: nameIn(lang, facts),
    brand: facts.brand,
    model: facts.model,
    category: nameIn(lang, facts.category),
    category_id: facts.category.id,
    link: link(facts.id),
    // Every store's price; only `current` ones (fresh and in stock, PD-21) may be quoted as
    // a price to pay, and the lowest and highest are of those alone.
    offers: facts.offers.map((offer) => ({
      store: offer.storeName,
      price: formatPrice(offer.price, lang),
      in_stock: offer.inStock,
      current: offer.isCurrent,
      last_checked: offer.checkedAt.toISOString(),
    })),
    lowest_price: price(current[0]?.price),
    highest_price: price(current.at(-1)?.price),
    [`lowest_price_${TREND_COMPARED_DAYS}_days_ago`]:
      trend.past && !trend.past.isFirstReading ? price(trend.past.price) : null,
    [`lowest_price_last_${TREND_WINDOW_DAYS}_days`]: price(trend.low?.price),
    [`highest_price_last_${TREND_WINDOW_DAYS}_days`]: price(trend.high?.price),
    rating: rounded(facts.averageRating),
    review_count: facts.reviewCount,
    price_insight: insightOf(facts.insight, lang),
    // The category's attributes with their typed values (issue 31), in the category's order.
    attributes: detail.attributes.map((attribute) => {
      const described = describeAttribute(attribute, lang);
      return {
        key: attribute.key,
        name: described.label,
        value:
          "yes" in described.value
            ? t(described.value.yes ? "product.specifications.yes" : "product.specifications.no")
            : described.value.text,
      };
    }),
    variants: detail.variants
      ? {
          family: nameIn(lang, detail.variants.family),
          members: detail.variants.members.map((member) => ({
            id: member.id,
            name: nameIn(lang, member),
            lowest_price: price(member.lowestPrice ?? undefined),
            store_count: member.storeCount,
            is_this_product: member.id === id,
            link: link(member.id),
          })),
          axes: variantAxes(detail.variants, id).map((axis) => ({
            name: lang === "ar" ? axis.labelAr : axis.labelEn,
            choices: axis.choices.map((choice) => ({
              value: valueText(describeAttribute(choice.value, lang).value, t),
              product_id: choice.productId,
              lowest_price: price(choice.lowestPrice ?? undefined),
            })),
          })),
        }
      : null,
  };
}

function valueText(
  value: ReturnType<typeof describeAttribute>["value"],
  t: ReturnType<typeof serverT>,
): string {
  return "yes" in value
    ? t(value.yes ? "product.specifications.yes" : "product.specifications.no")
    : value.text;
}

/** Every store's offer for a product, current ones first and cheapest first, with how fresh each is. */
export async function getOffers(
  db: Database,
  input: ToolInput<"get_offers">,
  now: Date = new Date(),
): Promise<ToolResult> {
  const detail = await findProductDetail(db, input.id);
  if (!detail) return NO_PRODUCT;
  const lang = input.locale;
  const current = detail.offers.filter((offer) => offer.isCurrent);
  return {
    id: detail.id,
    name: nameIn(lang, detail),
    link: link(detail.id),
    // Fresh (checked within twice the refresh interval) and in stock: only these are prices to pay.
    offers: detail.offers.map((offer) => ({
      store: storeNameOf(offer, lang),
      price: formatPrice(offer.price, lang),
      in_stock: offer.inStock,
      fresh: offer.isFresh,
      current: offer.isCurrent,
      last_checked: offer.checkedAt.toISOString(),
      hours_since_checked: Math.max(0, Math.floor((now.getTime() - offer.checkedAt.getTime()) / 3_600_000)),
      store_link: offer.url,
    })),
    lowest_price: current[0] ? formatPrice(current[0].price, lang) : null,
    cheapest_store: current[0] ? storeNameOf(current[0], lang) : null,
    current_offer_count: current.length,
    last_known_price:
      !current[0] && detail.lastKnownPrice
        ? {
            price: formatPrice(detail.lastKnownPrice.price, lang),
            store: storeNameOf(detail.lastKnownPrice, lang),
            checked: detail.lastKnownPrice.checkedAt.toISOString(),
          }
        : null,
  };
}

/** One store's own offer for a product and how it ranks against the other stores' current ones. */
export async function getStoreOffer(db: Database, input: ToolInput<"get_store_offer">): Promise<ToolResult> {
  const lang = input.locale;
  const [facts, stores] = await Promise.all([
    findProductFacts(db, [input.id]).then((found) => found.get(input.id)),
    listStores(db),
  ]);
  if (!facts) return NO_PRODUCT;
  const { store } = findNamedStore(parseQuestion(input.store).words, stores);
  if (!store) return { error: `Qaren does not know a store called "${input.store}".` };
  const current = facts.offers.filter((offer) => offer.isCurrent);
  const offer = facts.offers.find((candidate) => candidate.storeName === store.name);
  const rank = offer?.isCurrent ? current.indexOf(offer) + 1 : null;
  return {
    product: nameIn(lang, facts),
    link: link(facts.id),
    store: storeDisplayName(store, lang),
    sells_it: offer !== undefined,
    price: offer ? formatPrice(offer.price, lang) : null,
    in_stock: offer?.inStock ?? null,
    current: offer?.isCurrent ?? false,
    rank_among_current_offers: rank,
    current_offer_count: current.length,
    cheapest_store: current[0] ? current[0].storeName : null,
    cheapest_price: current[0] ? formatPrice(current[0].price, lang) : null,
  };
}

/** A product's specifications (attributes and free rows), name and value in the asker's language. */
export async function getSpecifications(
  db: Database,
  input: ToolInput<"get_specifications">,
): Promise<ToolResult> {
  const detail = await findProductDetail(db, input.id);
  if (!detail) return NO_PRODUCT;
  return {
    id: input.id,
    name: nameIn(input.locale, detail),
    link: link(input.id),
    specifications: specificationsIn(specificationRowsOf(detail), input.locale).map(({ name, value }) => ({
      name,
      value,
    })),
  };
}

/**
 * Products side by side as Qaren's compare page shows them: each product's lowest current price and
 * store, verdict and rating, and a row per attribute with its values, whether they differ and which
 * product has the better value where the attribute says which way is better.
 */
export async function compareProducts(
  db: Database,
  input: ToolInput<"compare_products">,
): Promise<ToolResult> {
  const lang = input.locale;
  const ids = [...new Set(input.ids)];
  if (ids.length < 2) return { error: "Give two different products to compare." };
  const [compared, facts] = await Promise.all([findComparedProducts(db, ids), findProductFacts(db, ids)]);
  const byId = new Map(compared.map((product) => [product.id, product]));
  const missing = ids.filter((id) => !byId.has(id) || !facts.has(id));
  if (missing.length) return { error: `No product has the id ${missing.join(", ")}.` };
  const ordered = ids.map((id) => byId.get(id)!);
  // The compare page takes products of one category, in the order named.
  const comparison = resolveComparison(...ordered);
  const sameCategory = comparison.products.length === ordered.length;
  const t = serverT(lang);
  const rows = buildComparisonTable(ordered, lang, {
    yes: t("product.specifications.yes"),
    no: t("product.specifications.no"),
  });
  const names = ordered.map((product) => nameIn(lang, product));
  return {
    products: ordered.map((product) => {
      const fact = facts.get(product.id)!;
      const cheapest = fact.offers.find((offer) => offer.isCurrent);
      return {
        id: product.id,
        name: nameIn(lang, product),
        link: link(product.id),
        category: nameIn(lang, product.category),
        lowest_price: cheapest ? formatPrice(cheapest.price, lang) : null,
        store: cheapest?.storeName ?? null,
        verdict: fact.insight.verdict ?? "not enough history yet",
        rating: rounded(fact.averageRating),
        review_count: fact.reviewCount,
      };
    }),
    attributes: rows.flatMap((row) =>
      row.kind === "spec"
        ? [
            {
              name: row.label,
              values: row.values,
              different: row.isDifferent,
              better: row.best.map((index) => names[index]!),
            },
          ]
        : [],
    ),
    same_category: sameCategory,
    compare_link: sameCategory ? `/compare?${ids.map((id, i) => `${"abcd"[i]}=${id}`).join("&")}` : null,
  };
}

/**
 * How a product's lowest price moved: the daily lowest over the last `days` days (each store's
 * price holds until its next reading, as the product page's chart draws it), the range and the
 * change against 30 days ago, and the verdict on today's price (PD-22).
 */
export async function getPriceHistory(
  db: Database,
  input: ToolInput<"get_price_history">,
  now: Date = new Date(),
): Promise<ToolResult> {
  const lang = input.locale;
  const days = input.days ?? HISTORY_DEFAULT_DAYS;
  const [facts, trend, readings] = await Promise.all([
    findProductFacts(db, [input.id]).then((found) => found.get(input.id)),
    findPriceTrend(db, input.id, now),
    findPriceHistory(db, input.id),
  ]);
  if (!facts) return NO_PRODUCT;
  const currentStores = facts.offers.filter((offer) => offer.isCurrent).map((offer) => offer.storeName);
  const series = buildPriceSeries(readings, { now, currentStores });
  // The series' days are Riyadh calendar days, so the first day asked for is one too.
  const since = toRiyadhIsoDate(new Date(now.getTime() - days * DAY_MS));
  const daily = series.points
    .filter((point) => point.date >= since)
    .flatMap((point) => {
      let lowest: { price: string; store: string } | null = null;
      point.prices.forEach((amount, index) => {
        if (amount !== null && (!lowest || toHalalas(amount) < toHalalas(lowest.price)))
          lowest = { price: amount, store: series.stores[index]! };
      });
      const found = lowest as { price: string; store: string } | null;
      return found
        ? [{ date: point.date, lowest_price: formatPrice(found.price, lang), store: found.store }]
        : [];
    });
  const price = (amount: string | undefined) => (amount ? formatPrice(amount, lang) : null);
  const current = facts.offers.find((offer) => offer.isCurrent);
  return {
    id: facts.id,
    name: nameIn(lang, facts),
    link: link(facts.id),
    lowest_price_now: price(current?.price),
    [`lowest_price_${TREND_COMPARED_DAYS}_days_ago`]:
      trend.past && !trend.past.isFirstReading ? price(trend.past.price) : null,
    [`lowest_price_last_${TREND_WINDOW_DAYS}_days`]: trend.low
      ? { price: price(trend.low.price), store: trend.low.storeName, at: trend.low.recordedAt.toISOString() }
      : null,
    [`highest_price_last_${TREND_WINDOW_DAYS}_days`]: trend.high
      ? {
          price: price(trend.high.price),
          store: trend.high.storeName,
          at: trend.high.recordedAt.toISOString(),
        }
      : null,
    verdict: insightOf(facts.insight, lang),
    days,
    daily_lowest: daily,
  };
}

/** Today's deals, furthest below their typical price first: the /deals list, of one kind or all. */
export async function listCurrentDeals(db: Database, input: ToolInput<"list_deals">): Promise<ToolResult> {
  const lang = input.locale;
  let categoryIds: string[] | undefined;
  if (input.category) {
    const all = await listCategories(db);
    const named = matchCategories(parseQuestion(input.category).words, all);
    if (named.categories.length === 0) return { error: `No category matches "${input.category}".` };
    categoryIds = expandCategories(named.categories, all);
  }
  const { deals, total } = await listDeals(db, { categoryIds, limit: input.limit ?? DEAL_DEFAULT_LIMIT });
  return {
    total,
    all_deals_link: "/deals",
    deals: deals.map((deal) => ({
      id: deal.id,
      name: nameIn(lang, deal),
      lowest_price: formatPrice(deal.lowestPrice, lang),
      store: deal.storeName,
      typical_price: deal.typicalPrice ? formatPrice(deal.typicalPrice, lang) : null,
      percent_below_typical:
        deal.vsTypical !== null && deal.vsTypical < 0 ? `${percentFromTypical(deal)}%` : null,
      lowest_in_90_days: deal.isLowestIn90Days,
      link: link(deal.id),
    })),
  };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > REVIEW_EXCERPT_LENGTH ? `${flat.slice(0, REVIEW_EXCERPT_LENGTH - 1)}…` : flat;
}

/**
 * What reviewers say: the shoppers' average and count with how many gave each number of stars
 * (so one review never reads as a consensus), excerpts best and worst rated first, and the experts.
 */
export async function getReviews(db: Database, input: ToolInput<"get_reviews">): Promise<ToolResult> {
  const detail = await findProductDetail(db, input.id);
  if (!detail) return NO_PRODUCT;
  const byRating = [...detail.reviews].sort((a, b) => b.rating - a.rating);
  const half = Math.ceil(REVIEW_EXCERPTS / 2);
  const chosen = [...new Set([...byRating.slice(0, half), ...byRating.slice(-half).reverse()])];
  return {
    id: input.id,
    name: nameIn(input.locale, detail),
    link: link(input.id),
    // Approved reviews only; who wrote them is left out.
    shopper_rating: detail.ratings.average,
    shopper_review_count: detail.ratings.count,
    shopper_rating_counts: Object.fromEntries(
      detail.ratings.distribution.map(({ stars, count }) => [`${stars}_stars`, count]),
    ),
    shopper_reviews: chosen.map((review) => ({ rating: review.rating, text: excerpt(review.reviewText) })),
    expert_reviews: detail.expertReviews.map((review) => ({
      site: review.websiteName,
      verdict: review.title,
      summary: excerpt(review.content),
    })),
  };
}

/** PD-22 in words a caller can quote: no verdict before 14 days of prices. */
function insightOf(insight: PriceInsight, lang: Locale): ToolResult {
  const price = (amount: string | null) => (amount ? formatPrice(amount, lang) : null);
  return {
    verdict: insight.verdict ?? "not enough history yet",
    days_with_prices_of_last_90: insight.historyDays,
    typical_price: price(insight.typicalPrice),
    typical_range:
      insight.typicalLow && insight.typicalHigh
        ? [price(insight.typicalLow), price(insight.typicalHigh)]
        : null,
    percent_from_typical:
      insight.vsTypical === null
        ? null
        : `${Math.sign(insight.vsTypical) * (percentFromTypical(insight) ?? 0)}%`,
    lowest_in_90_days: insight.isLowestIn90Days,
  };
}

type ToolDefinition<Name extends ToolName> = {
  name: Name;
  title: string;
  description: string;
  run(db: Database, input: ToolInput<Name>, now?: Date): Promise<ToolResult>;
};

/** The tools as the MCP server lists them; the language model's are the same functions (catalog-tools). */
export const SHOPPING_TOOLS: { [Name in ToolName]: ToolDefinition<Name> } = {
  search_products: {
    name: "search_products",
    title: "Search products",
    description:
      "Search Qaren's catalogue by product name, brand, model or kind of product, in English or Arabic (typos and Arabic spellings are understood). Returns matches with id, name, lowest current price in SAR, number of stores, rating and link; is_model_named is false for a result that is another model than the one named.",
    run: searchCatalog,
  },
  get_product: {
    name: "get_product",
    title: "Product details",
    description: `One product by id: its price at every store (only offers with current: true can be bought now), lowest and highest current price, price insight (whether today's lowest is low, typical or high against its last 90 days), the lowest price ${TREND_COMPARED_DAYS} days ago, the range of the last ${TREND_WINDOW_DAYS} days, rating, its attributes and its variants (storage, colour…).`,
    run: getProduct,
  },
  get_offers: {
    name: "get_offers",
    title: "Offers at stores",
    description:
      "Every store's offer for a product, current ones first and cheapest first: price, stock, whether it is fresh (checked recently) and current (fresh and in stock), when it was last checked, and the store's page. Without any current offer, the last known price.",
    run: getOffers,
  },
  get_store_offer: {
    name: "get_store_offer",
    title: "One store's offer",
    description:
      "One store's own offer for a product (price, stock, whether it is current) and how it ranks against the other stores' current offers.",
    run: getStoreOffer,
  },
  get_specifications: {
    name: "get_specifications",
    title: "Specifications",
    description: "A product's specifications (name and value, in the requested language).",
    run: getSpecifications,
  },
  compare_products: {
    name: "compare_products",
    title: "Compare products",
    description: `Two to ${MAX_COMPARED} products side by side, as Qaren's compare page shows them: lowest current price and store, price verdict and rating of each, and every attribute with its values, whether they differ and which product is better on it. Products of different categories are compared but get no compare page link.`,
    run: compareProducts,
  },
  get_price_history: {
    name: "get_price_history",
    title: "Price history and verdict",
    description: `How a product's lowest price moved: the lowest price of each day (default ${HISTORY_DEFAULT_DAYS} days back), the lowest price ${TREND_COMPARED_DAYS} days ago, the lowest and highest of the last ${TREND_WINDOW_DAYS} days, and the verdict on today's price (low, typical or high against its typical range; no verdict before 14 days of prices).`,
    run: getPriceHistory,
  },
  list_deals: {
    name: "list_deals",
    title: "Current deals",
    description:
      "Today's deals: products whose lowest current price is below their typical price of the last 90 days, or that just reached their lowest price in 90 days; furthest below typical first. Optionally of one kind of product.",
    run: listCurrentDeals,
  },
  get_reviews: {
    name: "get_reviews",
    title: "Reviews summarised",
    description:
      "What reviewers say about a product: the shoppers' average rating, how many reviews and how many of each star rating, excerpts (best and worst rated first), and the expert reviews' verdicts.",
    run: getReviews,
  },
};

/** Parses a tool's input and runs it; bad input gives an error result, never a thrown error. */
export async function runShoppingTool(
  db: Database,
  name: string,
  args: unknown,
  now?: Date,
): Promise<ToolResult> {
  if (!(name in TOOL_INPUTS)) return { error: `Unknown tool ${name}.` };
  const toolName = name as ToolName;
  const parsed = TOOL_INPUTS[toolName].safeParse(args);
  if (!parsed.success)
    return { error: `Invalid arguments for ${toolName}: ${z.prettifyError(parsed.error)}` };
  const tool = SHOPPING_TOOLS[toolName] as ToolDefinition<ToolName>;
  return tool.run(db, parsed.data as ToolInput<ToolName>, now);
}
