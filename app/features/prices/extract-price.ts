// Extracts the current SAR price and stock of the main product from a store's product page
// (decision 14: structured data first, then page text). Pure: HTML and URL in, a reading out.
//
// Sources are tried in order of reliability and the first one with a price wins: JSON-LD →
// microdata → OpenGraph product tags → embedded state JSON → visible text. A source that conflicts
// with itself and cannot be settled makes the whole reading ambiguous (price null) instead of a guess.

import type { SourceReading } from "./choose-offer";
import { extractFromEmbeddedState } from "./extract-embedded-state";
import { extractFromJsonLd } from "./extract-json-ld";
import { extractFromMicrodata, extractFromOpenGraph } from "./extract-meta";
import { createVisibleReader } from "./extract-visible";
import { type PageContext, readPageBasics } from "./page-context";
import { loadPage } from "./page-dom";
import type { StoreFetchRules } from "./store-rule-grammar";
import { type RuleFinding, readPriceRule, readStockRule } from "./store-rules";

/** The parts of a store's rules that read the page (issue 16). */
export type PageRules = Pick<StoreFetchRules, "priceRule" | "stockRule">;

export type PriceSource =
  | "store-rule"
  | "json-ld"
  | "microdata"
  | "opengraph"
  | "embedded-state"
  | "visible-text";

export interface PriceExtraction {
  price: number | null;
  currency: "SAR" | null;
  in_stock: boolean | null;
  source: PriceSource | null;
  ambiguous?: boolean;
  /** The store's regular price when the page sells below it (decision 23 checks it against history). */
  wasPrice?: number;
}

type Step = readonly [PriceSource, (context: PageContext) => SourceReading | null];

const STRUCTURED_STEPS: readonly Step[] = [
  ["json-ld", extractFromJsonLd],
  ["microdata", extractFromMicrodata],
  ["opengraph", extractFromOpenGraph],
  ["embedded-state", extractFromEmbeddedState],
];

/**
 * JSON-LD may carry the regular price while the page sells below it (a theme that writes `price` from
 * the product, not from the sale). When the displayed price is lower and the page's own meta or
 * microdata say the same lower price, the shopper is charged that one: it becomes the price and the
 * JSON-LD amount the "was" price. One source alone (only the visible text) does not outvote JSON-LD.
 */
function preferChargedPrice(
  reading: SourceReading,
  context: PageContext,
): { reading: SourceReading; source: PriceSource } {
  const listed = reading.price;
  const displayed = context.visiblePrice();
  if (listed === null || displayed === null || displayed >= listed) return { reading, source: "json-ld" };
  const seconds: Array<[PriceSource, SourceReading | null]> = [
    ["opengraph", extractFromOpenGraph(context)],
    ["microdata", extractFromMicrodata(context)],
  ];
  const agreeing = seconds.find(([, second]) => second?.price === displayed);
  if (!agreeing) return { reading, source: "json-ld" };
  return { reading: { ...reading, price: displayed, wasPrice: listed }, source: agreeing[0] };
}

function buildContext(html: string, pageUrl: string) {
  const $ = loadPage(html);
  const basics = readPageBasics($, pageUrl);
  const visible = createVisibleReader(html, basics.productName, basics.pageCurrency);
  const context: PageContext = {
    $,
    html,
    pageUrl,
    ...basics,
    visiblePrice: () => visible.reading().price,
    visibleAmounts: visible.amounts,
  };
  return { context, visible };
}

/**
 * The store's rules first (issue 16): a price rule that finds one clear price wins over every
 * automatic source, and a stock rule that says in or out of stock wins over the page's own signs.
 * A rule that finds nothing (the layout changed) leaves the automatic extractor to answer.
 */
export function extractPrice(html: string, pageUrl: string, rules?: PageRules | null): PriceExtraction {
  const { context, visible } = buildContext(html, pageUrl);
  const automatic = extractAutomatically(context, visible);
  if (!rules?.priceRule && !rules?.stockRule) return automatic;
  const priceFinding = rules.priceRule ? readPriceRule(context, rules.priceRule) : null;
  const stockFinding = rules.stockRule ? readStockRule(context, rules.stockRule) : null;
  return applyRules(automatic, priceFinding, stockFinding, visible);
}

function applyRules(
  automatic: PriceExtraction,
  priceFinding: RuleFinding | null,
  stockFinding: RuleFinding | null,
  visible: ReturnType<typeof createVisibleReader>,
): PriceExtraction {
  const inStock = stockFinding?.inStock ?? null;
  if (priceFinding?.price != null) {
    const price = priceFinding.price;
    const wasPrice =
      automatic.price === price && automatic.wasPrice ? automatic.wasPrice : visible.wasPriceNear(price);
    return {
      price,
      currency: "SAR",
      in_stock: inStock ?? automatic.in_stock,
      source: "store-rule",
      ...(wasPrice && wasPrice > price ? { wasPrice } : {}),
    };
  }
  return inStock === null ? automatic : { ...automatic, in_stock: inStock };
}

export type StepFinding = {
  source: Exclude<PriceSource, "store-rule">;
  price: number | null;
  inStock: boolean | null;
  ambiguous: boolean;
  wasPrice: number | null;
};

export type VisibleCandidate = { amount: number; text: string };

/** Everything "Test a page" shows: each source's own finding, the rules', and the chosen reading. */
export type PageInspection = {
  steps: StepFinding[];
  visibleCandidates: VisibleCandidate[];
  priceRule: RuleFinding | null;
  stockRule: RuleFinding | null;
  result: PriceExtraction;
};

export function inspectPage(html: string, pageUrl: string, rules?: PageRules | null): PageInspection {
  const { context, visible } = buildContext(html, pageUrl);
  const steps: StepFinding[] = [...STRUCTURED_STEPS, ["visible-text", () => visible.reading()] as const].map(
    ([source, step]) => {
      const reading = step(context);
      return {
        source: source as StepFinding["source"],
        price: reading?.price ?? null,
        inStock: reading?.inStock ?? null,
        ambiguous: reading?.ambiguous === true,
        wasPrice: reading?.wasPrice ?? null,
      };
    },
  );
  const priceRule = rules?.priceRule ? readPriceRule(context, rules.priceRule) : null;
  const stockRule = rules?.stockRule ? readStockRule(context, rules.stockRule) : null;
  const automatic = extractAutomatically(context, visible);
  return {
    steps,
    visibleCandidates: visible.candidates(),
    priceRule,
    stockRule,
    result: priceRule || stockRule ? applyRules(automatic, priceRule, stockRule, visible) : automatic,
  };
}

function extractAutomatically(
  context: PageContext,
  visible: ReturnType<typeof createVisibleReader>,
): PriceExtraction {
  const steps: readonly Step[] = [...STRUCTURED_STEPS, ["visible-text", () => visible.reading()]];

  // Availability that a source states even when it has no price (a sold-out page with hidden price).
  const stockHints: Array<boolean | null> = [];
  const resolveStock = (reading: SourceReading, laterSteps: readonly Step[]): boolean | null => {
    if (reading.inStock !== null) return reading.inStock;
    const earlier = stockHints.find((hint): hint is boolean => hint !== null);
    if (earlier !== undefined) return earlier;
    // Structured availability from a later source still beats reading the page's buttons.
    for (const [source, step] of laterSteps) {
      if (source === "visible-text") continue;
      const later = step(context)?.inStock;
      if (later !== undefined && later !== null) return later;
    }
    return visible.stock();
  };

  for (const [index, [source, step]] of steps.entries()) {
    const reading = step(context);
    if (!reading) continue;
    const laterSteps = steps.slice(index + 1);
    if (reading.ambiguous) {
      return {
        price: null,
        currency: null,
        in_stock: resolveStock(reading, laterSteps),
        source,
        ambiguous: true,
      };
    }
    if (reading.price !== null) {
      const charged = source === "json-ld" ? preferChargedPrice(reading, context) : { reading, source };
      const in_stock = resolveStock(charged.reading, laterSteps);
      const price = charged.reading.price ?? reading.price;
      // Structured data says it outright; else the page may show it struck through beside the price.
      const wasPrice = charged.reading.wasPrice ?? visible.wasPriceNear(price);
      return {
        price,
        currency: "SAR",
        in_stock,
        source: charged.source,
        // Only a higher price is a "was" price (decision 23).
        ...(wasPrice && wasPrice > price ? { wasPrice } : {}),
      };
    }
    stockHints.push(reading.inStock);
  }
  return {
    price: null,
    currency: null,
    in_stock: resolveStock({ price: null, inStock: null }, []),
    source: null,
  };
}
