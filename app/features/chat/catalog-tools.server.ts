// The tools the language model may call to stay grounded, in the chat-completions format. Each runs
// a function of the shopping tools (tools/shopping-tools.server.ts), the same the MCP server offers:
// formatted SAR prices and in-app links, in the shopper's language, so the model can quote them.

import { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/utils/i18n";
import { TREND_COMPARED_DAYS, TREND_WINDOW_DAYS } from "./catalog-facts.server";
import { compareProducts, SHOPPING_TOOLS, TOOL_INPUTS } from "./tools/shopping-tools.server";

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

type ToolResult = Record<string, unknown>;

/** What each of the model's tools takes; the shopper's language is added from the conversation. */
const MODEL_INPUTS = {
  search_products: z.object({
    query: z.string(),
    max_price: z.number().optional(),
    sort_by: z.string().optional(),
  }),
  get_product: z.object({ id: z.string() }),
  list_deals: z.object({ category: z.string().optional() }),
  get_specifications: z.object({ id: z.string() }),
  get_reviews: z.object({ id: z.string() }),
  get_store_offer: z.object({ id: z.string(), store: z.string() }),
  compare_products: z.object({ a: z.string(), b: z.string() }),
} as const;

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
  if (!(call.name in MODEL_INPUTS)) return { error: `Unknown tool ${call.name}.` };
  const name = call.name as keyof typeof MODEL_INPUTS;
  const badArguments =
    name.startsWith("get_") && name !== "get_store_offer"
      ? { error: "Invalid product id." }
      : { error: `Invalid arguments for ${name}.` };
  const shaped = MODEL_INPUTS[name].safeParse(args);
  if (!shaped.success) return badArguments;
  // The same functions the MCP server offers (tools/shopping-tools.server.ts), in the shopper's language.
  if (name === "compare_products") {
    const { a, b } = shaped.data as { a: string; b: string };
    const parsed = TOOL_INPUTS.compare_products.safeParse({ ids: [a, b], locale });
    if (!parsed.success) return badArguments;
    return compareTwo(await compareProducts(db, parsed.data));
  }
  const parsed = TOOL_INPUTS[name].safeParse({ ...(shaped.data as object), locale });
  if (!parsed.success) return badArguments;
  const tool = SHOPPING_TOOLS[name] as { run(db: Database, input: unknown, now?: Date): Promise<ToolResult> };
  return tool.run(db, parsed.data, now);
}

/** The comparison of two products as the model reads it: each side, and the attributes that differ. */
function compareTwo(result: ToolResult): ToolResult {
  if ("error" in result) return { error: "No product has one of these ids." };
  const products = result.products as ToolResult[];
  const attributes = result.attributes as { name: string; values: (string | null)[]; different: boolean }[];
  const { category: _a, ...a } = products[0]!;
  const { category: _b, ...b } = products[1]!;
  return {
    a,
    b,
    specification_differences: attributes
      .filter((row) => row.different && row.values[0] !== null && row.values[1] !== null)
      .map((row) => ({ name: row.name, a: row.values[0], b: row.values[1] })),
    compare_link: result.compare_link,
  };
}
