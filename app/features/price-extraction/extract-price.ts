// Extracts the current SAR price and stock of the main product from a store's product page
// (PD-14: structured data first, then page text). Pure: HTML and URL in, a reading out.
//
// Sources are tried in order of reliability and the first one with a price wins: JSON-LD →
// microdata → OpenGraph product tags → embedded state JSON → visible text. A source that conflicts
// with itself and cannot be settled makes the whole reading ambiguous (price null) instead of a guess.

import type { OfferDetails } from "~/features/offer-details/offer-details";
import type { SourceReading } from "./choose-offer";
import { extractFromEmbeddedState } from "./extract-embedded-state";
import { extractFromJsonLd } from "./extract-json-ld";
import { extractFromMicrodata, extractFromOpenGraph } from "./extract-meta";
import { createVisibleReader, type VisibleReader } from "./extract-visible";
import { type PageContext, readPageBasics } from "./page-context";
import { loadPage } from "./page-dom";
import { hasOfferDetails, readOfferDetails } from "./read-offer-details";
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
  /** The store's regular price when the page sells below it (PD-23 checks it against history). */
  wasPrice?: number;
  /**
   * What else the page states about the offer (issue 32): delivery, seller, warranty, instalments,
   * returns, pickup, a coupon. Absent when it states none; each detail absent when not stated.
   */
  details?: OfferDetails;
}

type Step = readonly [PriceSource, (context: PageContext) => SourceReading | null];

const STRUCTURED_STEPS: readonly Step[] = [
  ["json-ld", extractFromJsonLd],
  ["microdata", extractFromMicrodata],
  ["opengraph", extractFromOpenGraph],
  ["embedded-state", extractFromEmbeddedState],
];

/**
 * Structured data may carry the regular price while the page sells below it (a theme that writes
 * `price` from the product, not from the sale). The shopper is charged the lower displayed price, and
 * the structured amount becomes the "was" price, when a second source says so: for JSON-LD, the
 * page's own meta or microdata state the same lower price; for any structured source, the page shows
 * the structured price struck through (or labelled "was") right beside the lower one (issue 33). A
 * timed deal (a countdown beside the price) is not charged over the structured price: it ends within
 * hours and the set's rule keeps the structured one (fixture a06). The visible price alone, with
 * nothing tying it to the structured amount, does not outvote structured data.
 */
function preferChargedPrice(
  reading: SourceReading,
  source: PriceSource,
  context: PageContext,
  visible: VisibleReader,
): { reading: SourceReading; source: PriceSource } {
  const listed = reading.price;
  const displayed = context.visiblePrice();
  if (listed === null || displayed === null || displayed >= listed) return { reading, source };
  const charged = { ...reading, price: displayed, wasPrice: listed };
  if (source === "json-ld") {
    const seconds: Array<[PriceSource, SourceReading | null]> = [
      ["opengraph", extractFromOpenGraph(context)],
      ["microdata", extractFromMicrodata(context)],
    ];
    const agreeing = seconds.find(([, second]) => second?.price === displayed);
    if (agreeing) return { reading: charged, source: agreeing[0] };
  }
  if (visible.wasPriceNear(displayed) === listed && !visible.isTimedDealNear(displayed)) {
    return { reading: charged, source: "visible-text" };
  }
  return { reading, source };
}

/** The Saudi VAT rate, in percent. */
const VAT_PERCENT = 15;

/**
 * A price that structured data says is without VAT is never charged as it is (issue 33): the shopper
 * pays VAT. The page's displayed price is taken when it is exactly that amount with 15 % VAT (to the
 * halala); otherwise no price is read. VAT is never added by Qaren itself.
 */
function readGrossPrice(
  net: number,
  visible: VisibleReader,
  context: PageContext,
): { price: number; wasPrice: number | null } | null {
  const displayed = context.visiblePrice();
  const grossHalalas = Math.round((Math.round(net * 100) * (100 + VAT_PERCENT)) / 100);
  if (displayed === null || Math.round(displayed * 100) !== grossHalalas) return null;
  return { price: displayed, wasPrice: visible.wasPriceNear(displayed) };
}

// Forms that choose among a product's options, each with its own price (WooCommerce variable products).
const VARIANT_PICKER = 'form.variations_form, [data-product_variations], select[name^="attribute_"]';

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
    showsOptionPrices: () => visible.showsRange() || $(VARIANT_PICKER).length > 0,
  };
  return { context, visible };
}

/**
 * The store's rules first (issue 16): a price rule that finds one clear price wins over every
 * automatic source, and a stock rule that says in or out of stock wins over the page's own signs.
 * A rule that finds nothing (the layout changed) leaves the automatic extractor to answer.
 */
export function extractPrice(
  html: string,
  pageUrl: string,
  rules?: PageRules | null,
  { readDetails = true }: { readDetails?: boolean } = {},
): PriceExtraction {
  const { context, visible } = buildContext(html, pageUrl);
  const automatic = extractAutomatically(context, visible);
  if (!rules?.priceRule && !rules?.stockRule) return withDetails(automatic, context, visible, readDetails);
  const priceFinding = rules.priceRule ? readPriceRule(context, rules.priceRule) : null;
  const stockFinding = rules.stockRule ? readStockRule(context, rules.stockRule) : null;
  return withDetails(
    applyRules(automatic, priceFinding, stockFinding, visible),
    context,
    visible,
    readDetails,
  );
}

/**
 * The reading with the offer details the page states, when it states any. A caller that only asks
 * whether a price is there yet (the browser waiting for a page to render) leaves them unread.
 */
function withDetails(
  extraction: PriceExtraction,
  context: PageContext,
  visible: VisibleReader,
  readDetails = true,
): PriceExtraction {
  if (!readDetails) return extraction;
  const details = readOfferDetails(context, visible.page());
  return hasOfferDetails(details) ? { ...extraction, details } : extraction;
}

function applyRules(
  automatic: PriceExtraction,
  priceFinding: RuleFinding | null,
  stockFinding: RuleFinding | null,
  visible: VisibleReader,
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
    result: withDetails(
      priceRule || stockRule ? applyRules(automatic, priceRule, stockRule, visible) : automatic,
      context,
      visible,
    ),
  };
}

function extractAutomatically(context: PageContext, visible: VisibleReader): PriceExtraction {
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
    if (reading.price !== null && reading.excludesVat) {
      const gross = readGrossPrice(reading.price, visible, context);
      const in_stock = resolveStock(reading, laterSteps);
      if (!gross) return { price: null, currency: null, in_stock, source };
      return {
        price: gross.price,
        currency: "SAR",
        in_stock,
        source: "visible-text",
        ...(gross.wasPrice && gross.wasPrice > gross.price ? { wasPrice: gross.wasPrice } : {}),
      };
    }
    if (reading.price !== null) {
      const charged =
        source === "visible-text"
          ? { reading, source }
          : preferChargedPrice(reading, source, context, visible);
      const in_stock = resolveStock(charged.reading, laterSteps);
      const price = charged.reading.price ?? reading.price;
      // Structured data says it outright; else the page may show it struck through beside the price.
      const wasPrice = charged.reading.wasPrice ?? visible.wasPriceNear(price);
      return {
        price,
        currency: "SAR",
        in_stock,
        source: charged.source,
        // Only a higher price is a "was" price (PD-23).
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
