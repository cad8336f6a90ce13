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
}

type Step = readonly [PriceSource, (context: PageContext) => SourceReading | null];

const STRUCTURED_STEPS: readonly Step[] = [
  ["json-ld", extractFromJsonLd],
  ["microdata", extractFromMicrodata],
  ["opengraph", extractFromOpenGraph],
  ["embedded-state", extractFromEmbeddedState],
];

export function extractPrice(html: string, pageUrl: string): PriceExtraction {
  const $ = loadPage(html);
  const basics = readPageBasics($, pageUrl);
  const visible = createVisibleReader(html, basics.productName);
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
      return { price: reading.price, currency: "SAR", in_stock: resolveStock(reading, laterSteps), source };
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
