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

export type PriceSource = "json-ld" | "microdata" | "opengraph" | "embedded-state" | "visible-text";

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

export function extractPrice(html: string, pageUrl: string): PriceExtraction {
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
