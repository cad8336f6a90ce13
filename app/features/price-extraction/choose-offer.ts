// Picking one price when structured data lists several (variant offers, several sellers, several
// product blocks): the page URL and the selected variant decide first, then the price the page
// displays; when nothing decides, the reading is ambiguous rather than a guess.

import { type PageContext, sameUrl } from "./page-context";

/** Result of one extraction step. `price` null means "this source has no price". */
export interface SourceReading {
  price: number | null;
  inStock: boolean | null;
  ambiguous?: boolean;
  /** The regular (list, strike-through) price the source states next to a lower selling price. */
  wasPrice?: number;
  /** The source states that `price` is without VAT (ADR-0010: never charged as it is). */
  excludesVat?: boolean;
}

export interface OfferCandidate {
  price: number;
  inStock: boolean | null;
  /** URLs the offer or its variant declares. */
  urls: string[];
  /** SKUs, GTINs, variant ids. */
  ids: string[];
  /** The list or strike-through price the offer states beside its price, if any. */
  wasPrice?: number | null;
  excludesVat?: boolean;
}

function queryValues(url: string, base: string): string[] {
  try {
    return [...new URL(url, base).searchParams.values()].map((value) => value.toLowerCase());
  } catch {
    return [];
  }
}

function matchesTokens(candidate: OfferCandidate, tokens: Set<string>, base: string): boolean {
  const ids = [...candidate.ids, ...candidate.urls.flatMap((url) => queryValues(url, base))];
  return ids.some((id) => tokens.has(String(id).trim().toLowerCase()));
}

function keepIfAny(candidates: OfferCandidate[], predicate: (candidate: OfferCandidate) => boolean) {
  const kept = candidates.filter(predicate);
  return kept.length > 0 ? kept : candidates;
}

function allSamePrice(candidates: OfferCandidate[]): boolean {
  return candidates.every((candidate) => candidate.price === candidates[0]?.price);
}

/** The first candidate, preferring one that states availability. */
function firstWithStock(candidates: OfferCandidate[]): SourceReading {
  const chosen = candidates.find((candidate) => candidate.inStock !== null) ?? candidates[0];
  const wasPrice = chosen?.wasPrice ?? candidates.find((candidate) => candidate.wasPrice)?.wasPrice;
  return {
    price: chosen?.price ?? null,
    inStock: chosen?.inStock ?? null,
    ...(wasPrice ? { wasPrice } : {}),
    ...(chosen?.excludesVat ? { excludesVat: true } : {}),
  };
}

/**
 * Chooses among priced candidates: exact page-URL match, then the SKU or variant id in the URL's
 * query (`?sku=…`), then the variant the markup marks as selected, then the price the page itself
 * displays. Returns an ambiguous reading when distinct prices remain.
 */
export function chooseOffer(candidates: OfferCandidate[], context: PageContext): SourceReading | null {
  if (candidates.length === 0) return null;

  // Each rule narrows the list in turn; a rule that matches none of the candidates is skipped.
  const rules: Array<(candidate: OfferCandidate) => boolean> = [
    (candidate) => candidate.urls.some((url) => sameUrl(url, context.pageUrl, context.pageUrl, true)),
    (candidate) => matchesTokens(candidate, context.urlTokens, context.pageUrl),
    (candidate) => matchesTokens(candidate, context.selectedTokens, context.pageUrl),
  ];
  let remaining = candidates;
  for (const rule of rules) remaining = keepIfAny(remaining, rule);
  if (allSamePrice(remaining)) return firstWithStock(remaining);

  const displayed = context.visiblePrice();
  const shown = remaining.filter((candidate) => candidate.price === displayed);
  if (shown.length > 0) return firstWithStock(shown);

  return { price: null, inStock: null, ambiguous: true };
}
