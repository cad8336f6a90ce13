// Finding embedded state JSON in a page: JSON script islands (Next.js __NEXT_DATA__, Nuxt 3
// __NUXT_DATA__, product JSON), object literals assigned in inline scripts
// (`window.__INITIAL_STATE__ = {…}`, `var meta = {…}`, `JSON.parse("…")`) and JSON attributes.

import {
  isJsonObject,
  type JsonObject,
  type JsonValue,
  type PageContext,
  parseJsonLeniently,
} from "./page-context";
import { readScriptText } from "./page-dom";

/** End index (exclusive) of the JSON object/array that opens at `start`, skipping strings. */
function findBalancedEnd(code: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < code.length && index - start < 5_000_000; index++) {
    const char = code[index];
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "{" || char === "[") {
      depth++;
    } else if (char === "}" || char === "]") {
      depth--;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

const ASSIGNMENT =
  /(?:^|[;\s,(])(?:window\.|self\.|globalThis\.|var\s+|let\s+|const\s+)?(?<name>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*=\s*(?=[{[])/g;
// Analytics payloads repeat product prices, often without VAT; they are not the page's state.
const TRACKING_VARIABLE =
  /datalayer|gtm|analytics|tracking|ga4|gtag|fbq|pixel|criteo|insider|clevertap|snaptr|ttq/i;
const JSON_PARSE_CALL = /JSON\.parse\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1\s*\)/g;

/** JSON literals assigned in inline scripts (`window.__INITIAL_STATE__ = {…}`, `var meta = {…}`). */
function readAssignedObjects(code: string): JsonValue[] {
  const found: JsonValue[] = [];
  for (const match of code.matchAll(ASSIGNMENT)) {
    if (TRACKING_VARIABLE.test(match.groups?.name ?? "")) continue;
    const start = match.index + match[0].length;
    const end = findBalancedEnd(code, start);
    if (end < 0) continue;
    const parsed = parseJsonLeniently(code.slice(start, end));
    if (parsed !== null) found.push(parsed);
  }
  for (const match of code.matchAll(JSON_PARSE_CALL)) {
    const body = (match[2] ?? "").replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"');
    const unescaped = parseJsonLeniently(`"${body}"`);
    const parsed = typeof unescaped === "string" ? parseJsonLeniently(unescaped) : null;
    if (parsed !== null) found.push(parsed);
  }
  return found;
}

const DEVALUE_WRAPPERS = new Set([
  "Reactive",
  "ShallowReactive",
  "Ref",
  "ShallowRef",
  "EmptyRef",
  "EmptyShallowRef",
]);

/** True for Nuxt 3's __NUXT_DATA__ payload: a flat array whose first item is a wrapper or an object of indices. */
function isDevaluePayload(document: JsonValue): document is JsonValue[] {
  if (!Array.isArray(document) || document.length < 2) return false;
  const [first] = document;
  return Array.isArray(first) && typeof first[0] === "string" && DEVALUE_WRAPPERS.has(first[0]);
}

/**
 * Rebuilds the object tree of a devalue payload, where every value is an index into the array
 * (Nuxt 3 serialises its state this way), so that product objects can be read like any other JSON.
 */
function unflattenDevalue(payload: JsonValue[]): JsonValue {
  const cache = new Map<number, JsonValue>();
  const hydrate = (index: JsonValue, depth: number): JsonValue => {
    if (typeof index !== "number" || index < 0 || depth > 40) return null;
    const cached = cache.get(index);
    if (cached !== undefined) return cached;
    const value = payload[index];
    let result: JsonValue = null;
    if (Array.isArray(value)) {
      if (typeof value[0] === "string") {
        result = DEVALUE_WRAPPERS.has(value[0]) ? hydrate(value[1] ?? -1, depth + 1) : null;
      } else {
        result = value.map((item) => hydrate(item, depth + 1));
      }
    } else if (isJsonObject(value)) {
      const object: JsonObject = {};
      cache.set(index, object);
      for (const [key, child] of Object.entries(value)) object[key] = hydrate(child, depth + 1);
      return object;
    } else {
      result = value ?? null;
    }
    cache.set(index, result);
    return result;
  };
  return hydrate(0, 0);
}

/**
 * Every JSON document embedded in the page apart from JSON-LD: JSON script islands (__NEXT_DATA__,
 * product JSON, Nuxt payloads), literals assigned in inline scripts, and product JSON attributes.
 */
export function collectStateDocuments(context: PageContext): JsonValue[] {
  const documents: JsonValue[] = [];
  for (const script of context.$("script").toArray()) {
    const type = (script.attribs.type ?? "").toLowerCase();
    if (type.includes("ld+json")) continue;
    const code = readScriptText(script);
    if (type.includes("json")) {
      const parsed = parseJsonLeniently(code);
      if (parsed !== null) documents.push(isDevaluePayload(parsed) ? unflattenDevalue(parsed) : parsed);
    } else if (type === "" || type.includes("javascript") || type === "module") {
      documents.push(...readAssignedObjects(code));
    }
  }
  // Some themes keep product JSON in attributes (WooCommerce variations, data-product).
  for (const element of context
    .$("[data-product], [data-product-json], [data-product_variations]")
    .toArray()) {
    for (const name of ["data-product", "data-product-json", "data-product_variations"]) {
      const value = element.attribs[name]?.trim();
      if (value?.startsWith("{") || value?.startsWith("[")) {
        const parsed = parseJsonLeniently(value);
        if (parsed !== null) documents.push(parsed);
      }
    }
  }
  return documents;
}
