// What the extractors need to know about the page beyond its markup: the page URL (which may select
// a variant), the product's heading, the variant the page shows as selected, and lenient JSON parsing.

import { type CheerioAPI, type Element, findMainHeading, isElement, readScriptText } from "./page-dom";
import { findMoneyMentions, isSarCurrencyCode, normalizePriceText, type PageCurrency } from "./parse-price";

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export interface PageContext {
  /** The page as loaded, scripts included. */
  $: CheerioAPI;
  html: string;
  pageUrl: string;
  heading: Element | null;
  /** The product's name as the page shows it (h1, else og:title, else <title>). */
  productName: string | null;
  /** Query values of the page URL (`?sku=…`, `?variant=…`): the URL selects the variant first. */
  urlTokens: Set<string>;
  /** Values the markup marks as the selected variant: checked options, selected SKUs, cart form ids. */
  selectedTokens: Set<string>;
  /** The visible-text reading of the price, used only to break ties between structured candidates. */
  visiblePrice: () => number | null;
  /** Every SAR amount shown as text on the page, for telling minor units (118900) from riyals. */
  visibleAmounts: () => Set<number>;
  /** True when the page shows a price range ("99.00 ر.س – 149.00 ر.س") or a picker of product options. */
  showsOptionPrices: () => boolean;
  /** The currency the page's structured data declares; "other" means amounts without a marker are not SAR. */
  pageCurrency: PageCurrency;
}

const TRACKING_PARAMETER = /^(?:utm_|gclid$|fbclid$|srsltid$|ref$|_ga$|mc_)/i;

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A URL reduced to what identifies a page: host without "www.", decoded lower-case path without a
 * trailing slash and, unless dropped, the sorted non-tracking query. Null when it does not parse.
 */
export function comparableUrl(url: string, base?: string, keepQuery = true): string | null {
  try {
    const parsed = new URL(url, base);
    const host = parsed.host.toLowerCase().replace(/^www\./, "");
    const path = decodeSafely(parsed.pathname).toLowerCase().replace(/\/+$/, "");
    const query = keepQuery
      ? [...parsed.searchParams]
          .filter(([key]) => !TRACKING_PARAMETER.test(key))
          .map(([key, value]) => `${key}=${value}`.toLowerCase())
          .sort()
          .join("&")
      : "";
    return `${host}${path}${query ? `?${query}` : ""}`;
  } catch {
    return null;
  }
}

/** True when both URLs name the same page; with `keepQuery` false the query string is ignored. */
export function sameUrl(first: string, second: string, base: string, keepQuery = true): boolean {
  const a = comparableUrl(first, base, keepQuery);
  return a !== null && a === comparableUrl(second, base, keepQuery);
}

/** Decoded, lower-cased path segments and query values of the page URL. */
export function pageUrlSegments(pageUrl: string): string[] {
  try {
    const parsed = new URL(pageUrl);
    const segments = parsed.pathname.split("/").map((segment) => decodeSafely(segment).toLowerCase());
    const values = [...parsed.searchParams.values()].map((value) => value.toLowerCase());
    return [...segments, ...values].filter((token) => token.length > 0);
  } catch {
    return [];
  }
}

/** Lower-case letters and digits only, Arabic diacritics and tatweel removed, for comparing names. */
export function normalizeName(text: string): string {
  return normalizePriceText(text)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * True when two product names are the same product: equal, one containing the other (titles gain
 * store suffixes, colours or pack notes), or sharing most of their words.
 */
export function namesMatch(first: string, second: string): boolean {
  const a = normalizeName(first);
  const b = normalizeName(second);
  if (!a || !b) return false;
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length >= 8 && ` ${longer} `.includes(` ${shorter} `)) return true;
  // Otherwise most words must be shared (Jaccard): a sibling model ("… 128GB" next to "… 256GB") shares
  // a few words with the product but not most of them.
  const firstWords = new Set(a.split(" "));
  const secondWords = new Set(b.split(" "));
  const shared = [...firstWords].filter((word) => secondWords.has(word)).length;
  const union = new Set([...firstWords, ...secondWords]).size;
  return shared >= 2 && shared / union >= 0.6;
}

/**
 * True when an identifier from structured data (slug, handle, SKU, product id, URL) points at this
 * page: it equals a path segment or query value, is the numeric/alphanumeric tail of the slug
 * ("…-grey-622915"), or is a URL of the same page.
 */
export function identifierMatchesPage(identifier: unknown, pageUrl: string): boolean {
  if (typeof identifier !== "string" && typeof identifier !== "number") return false;
  const value = decodeSafely(String(identifier)).trim().toLowerCase().replace(/\/+$/, "");
  if (value.length < 3) return false;
  if (value.includes("/")) {
    return sameUrl(value, pageUrl, pageUrl, false) || urlPathEndsWith(pageUrl, value);
  }
  return pageUrlSegments(pageUrl).some(
    (token) =>
      token === value ||
      (value.length >= 5 && (token.endsWith(`-${value}`) || token.startsWith(`${value}-`))),
  );
}

function urlPathEndsWith(pageUrl: string, path: string): boolean {
  const pagePath = comparableUrl(pageUrl, undefined, false);
  const relative = path.replace(/^\/+/, "");
  return pagePath !== null && relative.length >= 3 && pagePath.endsWith(`/${relative}`);
}

function normalizeToken(value: string | undefined): string | null {
  const token = value?.trim().toLowerCase();
  return token && token.length >= 2 ? token : null;
}

/** Lower-cased query values of the page URL. */
export function collectUrlTokens(pageUrl: string): Set<string> {
  const tokens = new Set<string>();
  try {
    for (const value of new URL(pageUrl).searchParams.values()) {
      const token = normalizeToken(value);
      if (token) tokens.add(token);
    }
  } catch {
    // An unparsable page URL simply selects nothing.
  }
  return tokens;
}

/**
 * Identifiers of the variant the markup shows as selected: checked radios and selected options,
 * selected-SKU data attributes and the variant id a cart form posts (Shopify's `<input name="id">`).
 */
export function collectSelectedTokens($: CheerioAPI): Set<string> {
  const tokens = new Set<string>();
  const add = (value: string | undefined) => {
    const token = normalizeToken(value);
    if (token) tokens.add(token);
  };
  $("input[checked], option[selected]").each((_, element) => add(element.attribs.value));
  const selectedAttributes = [
    "data-selected-sku",
    "data-selected-variant",
    "data-selected-variant-id",
    "data-current-variant",
  ];
  for (const attribute of selectedAttributes) {
    $(`[${attribute}]`).each((_, element) =>
      add(isElement(element) ? element.attribs[attribute] : undefined),
    );
  }
  $("form input[name=id], input[name=variant_id], input[name=variant], input[name=sku]").each((_, element) =>
    add(element.attribs.value),
  );
  return tokens;
}

/** The product's name as displayed: main h1, else og:title, else the <title> before its " | Store" part. */
export function readProductName($: CheerioAPI, heading: Element | null): string | null {
  const fromHeading = heading ? $(heading).text().replace(/\s+/g, " ").trim() : "";
  if (fromHeading) return fromHeading;
  const ogTitle = $('meta[property="og:title"]').attr("content")?.trim();
  if (ogTitle) return ogTitle;
  const title = $("title").first().text().trim();
  return title ? (title.split(/\s[|–—-]\s/)[0] ?? title).trim() : null;
}

/**
 * JSON.parse that tolerates what real pages put in script tags: HTML comments or CDATA wrappers,
 * trailing commas and raw line breaks inside strings. Null when the text is not JSON even then.
 */
export function parseJsonLeniently(text: string): JsonValue | null {
  const attempts = [
    (source: string) => source.trim(),
    (source: string) =>
      source
        .trim()
        .replace(/^<!--|-->$/g, "")
        .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, "")
        .replace(/,\s*([}\]])/g, "$1")
        // Raw control characters (line breaks inside strings) are invalid JSON; as spaces they are harmless.
        .split("")
        .map((character) => (character.charCodeAt(0) < 0x20 ? " " : character))
        .join(""),
  ];
  for (const clean of attempts) {
    try {
      return JSON.parse(clean(text)) as JsonValue;
    } catch {
      // Try the next, more forgiving clean-up.
    }
  }
  return null;
}

const CURRENCY_META = new Set(["product:price:currency", "product:sale_price:currency", "og:price:currency"]);

/**
 * The currency the page declares for its prices: `priceCurrency` in any script (JSON-LD read from
 * the raw text, so broken blocks count too, and embedded state), product/OpenGraph meta tags and
 * microdata. "SAR" when any of them is SAR, "other" when all of them name another currency, null
 * when the page declares none.
 */
export function readDeclaredCurrency($: CheerioAPI): PageCurrency {
  const declared: string[] = [];
  for (const script of $("script").toArray()) {
    for (const match of readScriptText(script).matchAll(/"priceCurrency"\s*:\s*"([^"]*)"/g)) {
      declared.push(match[1] ?? "");
    }
  }
  for (const meta of $("meta").toArray()) {
    const name = (meta.attribs.property ?? meta.attribs.name ?? "").toLowerCase();
    if (CURRENCY_META.has(name)) declared.push(meta.attribs.content ?? "");
  }
  for (const element of $('[itemprop="priceCurrency"], [itemprop="pricecurrency"]').toArray()) {
    declared.push(element.attribs.content ?? $(element).text());
  }
  const codes = declared.map((code) => code.trim()).filter(Boolean);
  if (codes.length === 0) return null;
  return codes.some(isSarCurrencyCode) ? "SAR" : "other";
}

/**
 * The currency of the amounts the page shows with a marker: "SAR" when they are all riyals, "other"
 * when none is, null when there are none or both.
 */
function readShownCurrency($: CheerioAPI): PageCurrency {
  const body = $("body").clone();
  body.find("script, style, noscript, template").remove();
  const currencies = new Set(
    findMoneyMentions(normalizePriceText(body.text())).map((mention) => mention.currency),
  );
  if (currencies.size !== 1) return null;
  return currencies.has("SAR") ? "SAR" : "other";
}

// Countries of the region whose stores Qaren may be pointed at by mistake (the same chain's UAE or
// Kuwait site). A locale of another country ("en_US", WordPress's default) says nothing of the currency.
const REGIONAL_COUNTRIES = new Set([
  "sa",
  "ae",
  "kw",
  "qa",
  "bh",
  "om",
  "eg",
  "jo",
  "iq",
  "lb",
  "ye",
  "ma",
  "dz",
  "tn",
  "ly",
  "sd",
]);
const COUNTRY_PATH_SEGMENT = /^(?:(uae|saudi|ksa|kuwait|qatar|bahrain|oman|egypt)|([a-z]{2}))[-_](?:en|ar)$/;
const COUNTRY_BY_NAME: Record<string, string> = {
  uae: "ae",
  saudi: "sa",
  ksa: "sa",
  kuwait: "kw",
  qatar: "qa",
  bahrain: "bh",
  oman: "om",
  egypt: "eg",
};

/** Regional countries the site names: og:locale and <html lang> regions, the host's TLD, a "/uae-en/" path. */
function readSiteCountries($: CheerioAPI, pageUrl: string): Set<string> {
  const countries = new Set<string>();
  const add = (code: string | undefined) => {
    const country = code?.toLowerCase();
    if (country && REGIONAL_COUNTRIES.has(country)) countries.add(country);
  };
  const locales = [$('meta[property="og:locale"]').attr("content"), $("html").attr("lang")];
  for (const locale of locales) add(/^[a-z]{2,3}[-_]([a-z]{2})$/i.exec(locale?.trim() ?? "")?.[1]);
  try {
    const url = new URL(pageUrl);
    add(/\.([a-z]{2})$/i.exec(url.hostname)?.[1]);
    const first = decodeSafely(url.pathname.split("/")[1] ?? "").toLowerCase();
    const match = COUNTRY_PATH_SEGMENT.exec(first);
    if (match) add(match[1] ? COUNTRY_BY_NAME[match[1]] : match[2]);
  } catch {
    // An unparsable page URL names no country.
  }
  return countries;
}

/**
 * The currency of the page's unmarked amounts (ADR-0010): what its structured data declares,
 * else the currency of every amount it shows with a marker, else the regional country its locale,
 * host or path names ("SAR" for Saudi Arabia, "other" for another; null when none or several).
 */
export function readPageCurrency($: CheerioAPI, pageUrl: string): PageCurrency {
  const declared = readDeclaredCurrency($) ?? readShownCurrency($);
  if (declared) return declared;
  const countries = readSiteCountries($, pageUrl);
  if (countries.size !== 1) return null;
  return countries.has("sa") ? "SAR" : "other";
}

/** Heading, product name and selected variant of a loaded page. */
export function readPageBasics($: CheerioAPI, pageUrl: string) {
  const h1 = findMainHeading($);
  const productName = readProductName($, h1);
  return {
    heading: h1 ?? findMainHeading($, productName),
    productName,
    urlTokens: collectUrlTokens(pageUrl),
    selectedTokens: collectSelectedTokens($),
    pageCurrency: readPageCurrency($, pageUrl),
  };
}
