// Per-store fetch rules (issue 16): how a store's pages are read, and where its price and stock are
// when the automatic extractor cannot tell. A price rule is a CSS selector ("#pdp .price-now") or a
// JSON path into the page's JSON ("$.props.pageProps.product.price"); a rule that finds a price
// beats every automatic source. Pure and shared: the store form checks the same grammar.

import { jsonLdScriptTexts } from "./json-ld";
import { isJsonObject, type JsonValue, type PageContext, parseJsonLeniently } from "./page-context";
import { parseStructuredPrice } from "./parse-price";
import { readPriceText } from "./read-price-text";
import { collectStateDocuments } from "./read-state-json";
import { classifyStockText, normalizeAvailability } from "./stock";
import { isJsonPathRule, parseJsonPath } from "./store-rule-grammar";

function followPath(document: JsonValue, steps: ReadonlyArray<string | number>): JsonValue | undefined {
  let current: JsonValue | undefined = document;
  for (const step of steps) {
    if (typeof step === "number") current = Array.isArray(current) ? current[step] : undefined;
    else current = isJsonObject(current) ? current[step] : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** Every JSON document of the page: the page itself when it is JSON, JSON-LD, state islands. */
function jsonDocuments(context: PageContext): JsonValue[] {
  const trimmed = context.html.trim();
  const whole = trimmed.startsWith("{") || trimmed.startsWith("[") ? parseJsonLeniently(trimmed) : null;
  const linked = jsonLdScriptTexts(context.$)
    .map((text) => parseJsonLeniently(text))
    .filter((value): value is JsonValue => value !== null);
  return [...(whole === null ? [] : [whole]), ...linked, ...collectStateDocuments(context)];
}

export type RuleFinding = {
  /** The text or JSON value the rule pointed at, shortened for showing; null when it found nothing. */
  found: string | null;
  price: number | null;
  inStock: boolean | null;
};

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}

function readJsonRule(context: PageContext, rule: string): { value: JsonValue | undefined } {
  const steps = parseJsonPath(rule);
  if (!steps) return { value: undefined };
  for (const document of jsonDocuments(context)) {
    const value = followPath(document, steps);
    if (value !== undefined && value !== null) return { value };
  }
  return { value: undefined };
}

/** The elements a CSS rule selects; an invalid selector selects nothing. */
function selectText(context: PageContext, selector: string): string | null {
  try {
    const element = context.$(selector).first();
    if (element.length === 0) return null;
    const text = element.text().trim() || element.attr("content") || element.attr("value") || "";
    return text || null;
  } catch {
    return null;
  }
}

/** What the store's price rule reads on the page: a price only when it is one clear SAR price. */
export function readPriceRule(context: PageContext, rule: string): RuleFinding {
  if (isJsonPathRule(rule)) {
    const { value } = readJsonRule(context, rule);
    if (value === undefined) return { found: null, price: null, inStock: null };
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return { found: shorten(text), price: parseStructuredPrice(value), inStock: null };
  }
  const text = selectText(context, rule);
  if (text === null) return { found: null, price: null, inStock: null };
  return {
    found: shorten(text),
    price: readPriceText(text, context.pageCurrency)?.amount ?? null,
    inStock: null,
  };
}

/** What the store's stock rule reads: in stock, sold out, or null when it says neither. */
export function readStockRule(context: PageContext, rule: string): RuleFinding {
  if (isJsonPathRule(rule)) {
    const { value } = readJsonRule(context, rule);
    if (value === undefined) return { found: null, price: null, inStock: null };
    const inStock =
      typeof value === "number"
        ? value > 0
        : (normalizeAvailability(value) ?? (typeof value === "string" ? classifyStockText(value) : null));
    return {
      found: shorten(typeof value === "string" ? value : JSON.stringify(value)),
      price: null,
      inStock,
    };
  }
  try {
    const element = context.$(rule).first();
    if (element.length === 0) return { found: null, price: null, inStock: null };
    const text = element.text().trim() || element.attr("value") || "";
    // A buy button that is there and not disabled means the product can be bought.
    const isButton = element.is("button, input[type=submit], a");
    const inStock =
      classifyStockText(text) ??
      (isButton ? !(element.is("[disabled]") || element.attr("aria-disabled") === "true") : null);
    return { found: shorten(text), price: null, inStock };
  } catch {
    return { found: null, price: null, inStock: null };
  }
}
