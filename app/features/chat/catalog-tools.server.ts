// The tools the language model may call to stay grounded: search the catalogue (the shared search
// service) and read one product. Results carry formatted SAR prices and in-app links, in the
// shopper's language, so the model can quote them as they are.
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { searchProducts } from "~/features/search/search.server";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import {
  findPriceTrend,
  findProductFacts,
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
      description: `Read one product by id: its price at every store, lowest and highest price, the lowest price ${TREND_COMPARED_DAYS} days ago, the lowest and highest price of the last ${TREND_WINDOW_DAYS} days, its category and its rating.`,
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
] as const;

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
  return {
    id: facts.id,
    name: locale === "ar" ? facts.nameAr : facts.nameEn,
    brand: facts.brand,
    model: facts.model,
    category: locale === "ar" ? facts.category.nameAr : facts.category.nameEn,
    category_id: facts.category.id,
    link: `/products/${facts.id}`,
    offers: facts.offers.map((offer) => ({
      store: offer.storeName,
      price: formatPrice(offer.price, locale),
      in_stock: offer.inStock,
    })),
    lowest_price: price(facts.offers[0]?.price),
    highest_price: price(facts.offers.at(-1)?.price),
    [`lowest_price_${TREND_COMPARED_DAYS}_days_ago`]:
      trend.past && !trend.past.isFirstReading ? price(trend.past.price) : null,
    [`lowest_price_last_${TREND_WINDOW_DAYS}_days`]: price(trend.low?.price),
    [`highest_price_last_${TREND_WINDOW_DAYS}_days`]: price(trend.high?.price),
    rating: facts.averageRating === null ? null : Number(facts.averageRating.toFixed(1)),
    review_count: facts.reviewCount,
  };
}
