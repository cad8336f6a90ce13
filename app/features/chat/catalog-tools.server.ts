// The tools the language model may call to stay grounded: search the catalogue (the shared search
// service) and read one product. Results carry formatted SAR prices and in-app links, in the
// shopper's language, so the model can quote them as they are.

import { z } from "zod";
import type { Database } from "~/db/client.server";
import { specificationRowsOf } from "~/features/attributes/product-attributes";
import { listCategories } from "~/features/catalog/categories.server";
import { type PriceInsight, percentFromTypical } from "~/features/prices/price-insight";
import { findProductDetail } from "~/features/products/product-detail.server";
import { searchProducts } from "~/features/search/search.server";
import { storeDisplayName } from "~/features/stores/store-name";
import { listStores } from "~/features/stores/stores.server";
import { formatPrice } from "~/utils/format";
import { type Locale, nameIn } from "~/utils/i18n";
import { specificationsIn } from "~/utils/specifications";
import { expandCategories, matchCategories } from "./assistant/category-match";
import { matchesIdentity } from "./assistant/identity";
import { parseQuestion } from "./assistant/question";
import { findNamedStore } from "./assistant/store-match";
import {
  findPriceTrend,
  findProductFacts,
  listDeals,
  TREND_COMPARED_DAYS,
  TREND_WINDOW_DAYS,
} from "./catalog-facts.server";

const SEARCH_RESULT_LIMIT = 8;

/** A tool that reads one product, named by its id. */
function productByIdTool<Name extends string>(name: Name, description: string) {
  return {
    type: "function",
    function: {
      name,
      description,
      parameters: {
        type: "object",
        properties: { id: { type: "string", description: "The product id (a UUID)." } },
        required: ["id"],
        additionalProperties: false,
      },
    },
  } as const;
}

/** Tool definitions in the OpenAI chat-completions format. */
export const CATALOG_TOOLS = [
  {
    type: "function",
    function: {
      name: "search_products",
      description:
        "Search Qaren's catalogue by product name, brand, model or kind of product, in English or Arabic (typos and Arabic spellings are understood). Returns up to 8 matches with id, name, lowest current price in SAR, number of stores, rating and link.",
      parameters: {
        type: "object",
        properties: {
          query: { type: "string", description: "What to look for, e.g. 'iPhone 15' or 'سماعات سوني'." },
          max_price: {
            type: "number",
            description: "Only products whose lowest price is at most this many SAR.",
          },
          sort_by: {
            type: "string",
            enum: ["relevance", "price_asc", "rating_desc"],
            description: "Best match first (default), cheapest first, or best rated first.",
          },
        },
        required: ["query"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "get_product",
      description: `Read one product by id: its price at every store (only offers with current: true can be bought now), lowest and highest current price, its price insight (whether today's lowest is low, typical or high against the typical range of the last 90 days), the lowest price ${TREND_COMPARED_DAYS} days ago, the lowest and highest price of the last ${TREND_WINDOW_DAYS} days, its category and its rating.`,
      parameters: {
        type: "object",
        properties: {
          id: {
            type: "string",
            description: "The product id (a UUID) from the catalogue or search_products.",
          },
        },
        required: ["id"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "list_deals",
      description:
        "Today's deals: products whose current lowest price is below their typical price of the last 90 days, or that just reached their lowest price in 90 days; furthest below typical first. Optionally of one kind of product.",
      parameters: {
        type: "object",
        properties: {
          category: {
            type: "string",
            description:
              "A kind of product in English or Arabic, e.g. 'phones' or 'سماعات'; leave out for all.",
          },
        },
        additionalProperties: false,
      },
    },
  },
  productByIdTool(
    "get_specifications",
    "Read one product's specifications (name and value, in the shopper's language) by id, to answer questions such as 'does it have 5G?' or 'what is its battery?'. Answer only from these values.",
  ),
  productByIdTool(
    "get_reviews",
    "What reviewers say about one product: the shoppers' average rating and count, excerpts of approved shopper reviews (best and worst rated first) and the expert reviews' site names and verdicts.",
  ),
  {
    type: "function",
    function: {
      name: "get_store_offer",
      description:
        "One store's own offer for a product (price, stock, whether it is current) and how it ranks against the other stores. Use it when the shopper names a store, and answer with that store's price first.",
      parameters: {
        type: "object",
        properties: {
          id: { type: "string", description: "The product id (a UUID)." },
          store: {
            type: "string",
            description: "The store's name in English or Arabic, e.g. 'Jarir' or 'جرير'.",
          },
        },
        required: ["id", "store"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "compare_products",
      description:
        "Two products side by side: lowest current price and store, price verdict, rating, and the specifications that differ, with the comparison page's link when they share a category.",
      parameters: {
        type: "object",
        properties: {
          a: { type: "string", description: "The first product id (a UUID)." },
          b: { type: "string", description: "The second product id (a UUID)." },
        },
        required: ["a", "b"],
        additionalProperties: false,
      },
    },
  },
] as const;

const DEAL_RESULT_LIMIT = 8;
const REVIEW_EXCERPTS = 4;
const REVIEW_EXCERPT_LENGTH = 240;

const dealsArgumentsSchema = z.object({ category: z.string().trim().max(100).optional() });

const searchArgumentsSchema = z.object({
  query: z.string().trim().min(1).max(100),
  max_price: z.number().nonnegative().max(10_000_000).optional(),
  sort_by: z.enum(["relevance", "price_asc", "rating_desc"]).optional(),
});
const productArgumentsSchema = z.object({ id: z.uuid() });
const storeOfferArgumentsSchema = z.object({ id: z.uuid(), store: z.string().trim().min(1).max(60) });
const compareArgumentsSchema = z.object({ a: z.uuid(), b: z.uuid() });

type ToolResult = Record<string, unknown>;

/** Runs a tool call; bad arguments or an unknown tool give an error result the model can read. */
export async function runCatalogTool(
  db: Database,
  locale: Locale,
  call: { name: string; arguments: string },
  now: Date = new Date(),
): Promise<ToolResult> {
  let args: unknown;
  try {
    args = JSON.parse(call.arguments || "{}");
  } catch {
    return { error: "The arguments are not valid JSON." };
  }
  if (call.name === "search_products") {
    const parsed = searchArgumentsSchema.safeParse(args);
    return parsed.success
      ? searchTool(db, locale, parsed.data)
      : { error: "Invalid arguments for search_products." };
  }
  if (call.name === "get_product") {
    const parsed = productArgumentsSchema.safeParse(args);
    return parsed.success ? productTool(db, locale, parsed.data.id, now) : { error: "Invalid product id." };
  }
  if (call.name === "list_deals") {
    const parsed = dealsArgumentsSchema.safeParse(args);
    return parsed.success
      ? dealsTool(db, locale, parsed.data)
      : { error: "Invalid arguments for list_deals." };
  }
  if (call.name === "get_specifications" || call.name === "get_reviews") {
    const parsed = productArgumentsSchema.safeParse(args);
    if (!parsed.success) return { error: "Invalid product id." };
    return call.name === "get_specifications"
      ? specificationsTool(db, locale, parsed.data.id)
      : reviewsTool(db, locale, parsed.data.id);
  }
  if (call.name === "get_store_offer") {
    const parsed = storeOfferArgumentsSchema.safeParse(args);
    return parsed.success
      ? storeOfferTool(db, locale, parsed.data)
      : { error: "Invalid arguments for get_store_offer." };
  }
  if (call.name === "compare_products") {
    const parsed = compareArgumentsSchema.safeParse(args);
    return parsed.success
      ? compareTool(db, locale, parsed.data)
      : { error: "Invalid arguments for compare_products." };
  }
  return { error: `Unknown tool ${call.name}.` };
}

async function specificationsTool(db: Database, locale: Locale, id: string): Promise<ToolResult> {
  const detail = await findProductDetail(db, id);
  if (!detail) return { error: "No product has this id." };
  return {
    id,
    name: nameIn(locale, detail),
    link: `/products/${id}`,
    specifications: specificationsIn(specificationRowsOf(detail), locale).map(({ name, value }) => ({
      name,
      value,
    })),
  };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > REVIEW_EXCERPT_LENGTH ? `${flat.slice(0, REVIEW_EXCERPT_LENGTH - 1)}…` : flat;
}

async function reviewsTool(db: Database, locale: Locale, id: string): Promise<ToolResult> {
  const detail = await findProductDetail(db, id);
  if (!detail) return { error: "No product has this id." };
  const byRating = [...detail.reviews].sort((a, b) => b.rating - a.rating);
  const half = Math.ceil(REVIEW_EXCERPTS / 2);
  const chosen = [...new Set([...byRating.slice(0, half), ...byRating.slice(-half).reverse()])];
  return {
    id,
    name: nameIn(locale, detail),
    link: `/products/${id}`,
    // Approved reviews only; who wrote them is left out.
    shopper_rating: detail.ratings.average,
    shopper_review_count: detail.ratings.count,
    shopper_reviews: chosen.map((review) => ({ rating: review.rating, text: excerpt(review.reviewText) })),
    expert_reviews: detail.expertReviews.map((review) => ({
      site: review.websiteName,
      verdict: review.title,
      summary: excerpt(review.content),
    })),
  };
}

async function storeOfferTool(
  db: Database,
  locale: Locale,
  args: z.infer<typeof storeOfferArgumentsSchema>,
): Promise<ToolResult> {
  const [facts, stores] = await Promise.all([
    findProductFacts(db, [args.id]).then((found) => found.get(args.id)),
    listStores(db),
  ]);
  if (!facts) return { error: "No product has this id." };
  const { store } = findNamedStore(parseQuestion(args.store).words, stores);
  if (!store) return { error: `Qaren does not know a store called "${args.store}".` };
  const current = facts.offers.filter((offer) => offer.isCurrent);
  const offer = facts.offers.find((candidate) => candidate.storeName === store.name);
  const rank = offer?.isCurrent ? current.indexOf(offer) + 1 : null;
  return {
    product: nameIn(locale, facts),
    link: `/products/${facts.id}`,
    store: storeDisplayName(store, locale),
    sells_it: offer !== undefined,
    price: offer ? formatPrice(offer.price, locale) : null,
    in_stock: offer?.inStock ?? null,
    current: offer?.isCurrent ?? false,
    rank_among_current_offers: rank,
    current_offer_count: current.length,
    cheapest_store: current[0] ? current[0].storeName : null,
    cheapest_price: current[0] ? formatPrice(current[0].price, locale) : null,
  };
}

async function compareTool(
  db: Database,
  locale: Locale,
  args: z.infer<typeof compareArgumentsSchema>,
): Promise<ToolResult> {
  const [facts, a, b] = await Promise.all([
    findProductFacts(db, [args.a, args.b]),
    findProductDetail(db, args.a),
    findProductDetail(db, args.b),
  ]);
  const aFacts = facts.get(args.a);
  const bFacts = facts.get(args.b);
  if (!aFacts || !bFacts || !a || !b) return { error: "No product has one of these ids." };
  const side = (product: NonNullable<typeof aFacts>) => {
    const cheapest = product.offers.find((offer) => offer.isCurrent);
    return {
      id: product.id,
      name: nameIn(locale, product),
      link: `/products/${product.id}`,
      lowest_price: cheapest ? formatPrice(cheapest.price, locale) : null,
      store: cheapest?.storeName ?? null,
      verdict: product.insight.verdict ?? "not enough history yet",
      rating: product.averageRating === null ? null : Number(product.averageRating.toFixed(1)),
      review_count: product.reviewCount,
    };
  };
  const aSpecs = specificationsIn(specificationRowsOf(a), locale);
  const bSpecs = specificationsIn(specificationRowsOf(b), locale);
  const differences = aSpecs
    .map((spec) => ({ spec, other: bSpecs.find((candidate) => candidate.key === spec.key) }))
    .filter(({ spec, other }) => other && other.value !== spec.value)
    .map(({ spec, other }) => ({ name: spec.name, a: spec.value, b: other!.value }));
  return {
    a: side(aFacts),
    b: side(bFacts),
    specification_differences: differences,
    compare_link: aFacts.category.id === bFacts.category.id ? `/compare?a=${aFacts.id}&b=${bFacts.id}` : null,
  };
}

async function searchTool(
  db: Database,
  locale: Locale,
  args: z.infer<typeof searchArgumentsSchema>,
): Promise<ToolResult> {
  const { products } = await searchProducts(db, {
    query: args.query,
    limit: SEARCH_RESULT_LIMIT,
    maxPrice: args.max_price === undefined ? undefined : args.max_price.toFixed(2),
    sortBy: args.sort_by === "price_asc" || args.sort_by === "rating_desc" ? args.sort_by : undefined,
    withTotal: false,
  });
  const words = parseQuestion(args.query).words;
  return {
    results: products.map((product) => ({
      // The model-identity rule (issue 23): false means another product than the one named.
      is_model_named: matchesIdentity(words, product),
      id: product.id,
      name: nameIn(locale, product),
      brand: product.brand,
      lowest_price: product.lowestPrice ? formatPrice(product.lowestPrice, locale) : null,
      store_count: product.storeCount,
      rating: product.averageRating === null ? null : Number(product.averageRating.toFixed(1)),
      review_count: product.reviewCount,
      link: `/products/${product.id}`,
    })),
  };
}

async function productTool(db: Database, locale: Locale, id: string, now: Date): Promise<ToolResult> {
  const [facts, trend] = await Promise.all([
    findProductFacts(db, [id]).then((found) => found.get(id)),
    findPriceTrend(db, id, now),
  ]);
  if (!facts) return { error: "No product has this id." };
  const price = (amount: string | undefined) => (amount ? formatPrice(amount, locale) : null);
  const current = facts.offers.filter((offer) => offer.isCurrent);
  return {
    id: facts.id,
    name: nameIn(locale, facts),
    brand: facts.brand,
    model: facts.model,
    category: nameIn(locale, facts.category),
    category_id: facts.category.id,
    link: `/products/${facts.id}`,
    // Every store's price; only `current` ones (fresh and in stock, PD-21) may be quoted as
    // a price to pay, and the lowest and highest are of those alone.
    offers: facts.offers.map((offer) => ({
      store: offer.storeName,
      price: formatPrice(offer.price, locale),
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
    rating: facts.averageRating === null ? null : Number(facts.averageRating.toFixed(1)),
    review_count: facts.reviewCount,
    price_insight: insightOf(facts.insight, locale),
  };
}

/** PD-22 in words the model can quote: no verdict before 14 days of prices. */
function insightOf(insight: PriceInsight, locale: Locale): ToolResult {
  const price = (amount: string | null) => (amount ? formatPrice(amount, locale) : null);
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

async function dealsTool(
  db: Database,
  locale: Locale,
  args: z.infer<typeof dealsArgumentsSchema>,
): Promise<ToolResult> {
  let categoryIds: string[] | undefined;
  if (args.category) {
    const all = await listCategories(db);
    const named = matchCategories(parseQuestion(args.category).words, all);
    if (named.categories.length === 0) return { error: `No category matches "${args.category}".` };
    categoryIds = expandCategories(named.categories, all);
  }
  const { deals, total } = await listDeals(db, { categoryIds, limit: DEAL_RESULT_LIMIT });
  return {
    total,
    all_deals_link: "/deals",
    deals: deals.map((deal) => ({
      id: deal.id,
      name: nameIn(locale, deal),
      lowest_price: formatPrice(deal.lowestPrice, locale),
      store: deal.storeName,
      typical_price: deal.typicalPrice ? formatPrice(deal.typicalPrice, locale) : null,
      percent_below_typical:
        deal.vsTypical !== null && deal.vsTypical < 0 ? `${percentFromTypical(deal)}%` : null,
      lowest_in_90_days: deal.isLowestIn90Days,
      link: `/products/${deal.id}`,
    })),
  };
}
