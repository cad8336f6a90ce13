// The tools the language model may call to stay grounded: search the catalogue (the shared search
// service) and read one product. Results carry formatted SAR prices and in-app links, in the
// shopper's language, so the model can quote them as they are.
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { type PriceInsight, percentFromTypical } from "~/features/prices/price-insight";
import { searchProducts } from "~/features/search/search.server";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { expandCategories, matchCategories } from "./assistant/category-match";
import { parseQuestion } from "./assistant/question";
import {
  findPriceTrend,
  findProductFacts,
  listCategoryRefs,
  listDeals,
  TREND_COMPARED_DAYS,
  TREND_WINDOW_DAYS,
} from "./catalog-facts.server";

const SEARCH_RESULT_LIMIT = 8;

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
] as const;

const DEAL_RESULT_LIMIT = 8;

const dealsArgumentsSchema = z.object({ category: z.string().trim().max(100).optional() });

const searchArgumentsSchema = z.object({
  query: z.string().trim().min(1).max(100),
  max_price: z.number().nonnegative().max(10_000_000).optional(),
  sort_by: z.enum(["relevance", "price_asc", "rating_desc"]).optional(),
});
const productArgumentsSchema = z.object({ id: z.uuid() });

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
  return { error: `Unknown tool ${call.name}.` };
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
  return {
    results: products.map((product) => ({
      id: product.id,
      name: locale === "ar" ? product.nameAr : product.nameEn,
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
    name: locale === "ar" ? facts.nameAr : facts.nameEn,
    brand: facts.brand,
    model: facts.model,
    category: locale === "ar" ? facts.category.nameAr : facts.category.nameEn,
    category_id: facts.category.id,
    link: `/products/${facts.id}`,
    // Every store's price; only `current` ones (fresh and in stock, decision 21) may be quoted as
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

/** Decision 22 in words the model can quote: no verdict before 14 days of prices. */
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
    const all = await listCategoryRefs(db);
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
      name: locale === "ar" ? deal.nameAr : deal.nameEn,
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
