// DOM helpers shared by the extractors: reading class names as words, telling the main product area
// from page chrome and side content, and flattening text while remembering which element holds what.

import { type CheerioAPI, load } from "cheerio";
import type { AnyNode, Element, Text } from "domhandler";
import { normalizePriceText } from "./parse-price";

export type { CheerioAPI, Element };

export function isElement(node: AnyNode | null | undefined): node is Element {
  return node != null && "attribs" in node;
}

function isTextNode(node: AnyNode): node is Text {
  return node.nodeType === 3;
}

/** Concatenated data of an element's direct text children. */
export function ownText(element: Element): string {
  return element.children.map((child) => (isTextNode(child) ? child.data : "")).join("");
}

/** Raw text of a <script> element (cheerio's text() may skip script bodies). */
export function readScriptText(script: Element): string {
  return ownText(script);
}

// Attributes whose values describe an element's role in a theme (class names, ids, test hooks).
const DESCRIPTIVE_ATTRIBUTES = [
  "class",
  "id",
  "itemprop",
  "data-testid",
  "data-test",
  "data-qa",
  "data-price-type",
  "data-role",
];
const wordsCache = new WeakMap<Element, string>();
const GLUED_BEFORE_PRICE =
  /(old|was|list|compareat|compare|original|before|regular|sale|special|final|current|new|our|unit|strike|base|retail|selling)(price|amount)/g;
const GLUED_AFTER_PRICE = /(price)(old|was|now|new|sale|current|final|before|regular|original|compare)/g;
// Class names generated from a shop's own taxonomy (WooCommerce "product_cat-delivery-bags",
// "shipping-taxable", "tag-gifts") say nothing about the element's role, yet may contain any word.
const TAXONOMY_CLASS =
  /^(?:product_cat|product_tag|product_brand|pa_|tag|category|cat|collection|brand|vendor|type|postid|post|page-id|term|shipping-taxable)(?:[-_]|$)/i;

/**
 * The element's tag, classes, id and test hooks as lower-case words, camelCase split ("priceWas" →
 * "price was", "pdp-price--old" → "pdp price old"), padded with spaces for whole-word matching.
 */
export function describeElement(element: Element): string {
  const cached = wordsCache.get(element);
  if (cached !== undefined) return cached;
  const raw = [element.name, ...DESCRIPTIVE_ATTRIBUTES.map((name) => element.attribs[name] ?? "")]
    .join(" ")
    .split(/\s+/)
    .filter((token) => !TAXONOMY_CLASS.test(token))
    .join(" ");
  const words = raw
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    // Glued compounds in lower case ("oldprice", "pricenow", "specialprice") count as two words.
    .replace(GLUED_BEFORE_PRICE, "$1 $2")
    .replace(GLUED_AFTER_PRICE, "$1 $2")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const described = ` ${words.join(" ")} `;
  wordsCache.set(element, described);
  return described;
}

/** Builds a whole-word matcher over describeElement() output from words and multi-word phrases. */
export function wordPattern(words: readonly string[]): RegExp {
  return new RegExp(` (?:${words.join("|")}) `);
}

/** True when some descendant of the element (not the element itself) satisfies the predicate. */
export function hasDescendant(element: Element, predicate: (descendant: Element) => boolean): boolean {
  return element.children.some(
    (child) => isElement(child) && (predicate(child) || hasDescendant(child, predicate)),
  );
}

/** Ancestors from the element itself up to the root, nearest first. */
export function ancestorsOf(element: Element): Element[] {
  const chain: Element[] = [];
  let current: AnyNode | null = element;
  while (isElement(current)) {
    chain.push(current);
    current = current.parent;
  }
  return chain;
}

/** Blocks about other products (carousels, recommendations): their prices and terms are not this offer's. */
export const OTHER_PRODUCT_WORDS = [
  "related",
  "recommend(?:ed|ations?)?",
  "carousel",
  "slider",
  "swiper",
  "upsells?",
  "crosssells?",
  "cross sells?",
  "similar",
  "also (?:like|viewed|bought)",
  "recently",
  "viewed",
  "frequently",
  "bought together",
  "(?:s )?product (?:card|tile|item)s?",
  "more products",
  "other products",
];

/** Blocks listing other sellers' offers of the same product. */
export const OTHER_SELLER_WORDS = [
  "(?:other|more) (?:offers|sellers)",
  "offers table",
  "buying choices",
  "aod",
];

// Areas of a product page that repeat prices which are not the product's price: site chrome, mini-cart,
// carousels of other products, other sellers, payment plans, fees and extras, variant pickers, reviews.
const NOISE_REGION = wordPattern([
  // site chrome
  "header",
  "footer",
  "nav",
  "navbar",
  "navigation",
  "menu",
  "megamenu",
  "breadcrumbs?",
  "announcement",
  "topbar",
  "top bar",
  "top strip",
  "advertisement",
  "ticker",
  "marquee",
  "promo bar",
  "newsletter",
  "cookie",
  // mini-cart
  "minicart",
  "mini cart",
  "cart (?:summary|total|count|contents|icon|link|drawer|bubble|preview|widget|info)",
  "(?:header|nav|side|site header) cart",
  "basket summary",
  // other products
  ...OTHER_PRODUCT_WORDS,
  "recs",
  "up sell",
  "fbt",
  "bundles?",
  "sims",
  "sp detail",
  // other sellers
  ...OTHER_SELLER_WORDS,
  "offer (?:row|listing)",
  "sellers",
  "mbc",
  "used",
  // payment plans
  "bnpl",
  "tabby",
  "tamara",
  "installments?",
  "instalments?",
  "emi",
  "postpay",
  "pay later",
  "paylater",
  "klarna",
  "afterpay",
  "spotii",
  "mispay",
  "madfu",
  "emkan",
  "split pay",
  "payment plans?",
  "monthly",
  // fees and extras
  "delivery",
  "shipping",
  "shipment",
  "assembly",
  "installation",
  "removal",
  "warranty",
  "protection",
  "insurance",
  "add ?ons?",
  "extras",
  "gift",
  "engraving",
  "trade ?in",
  "coupons?",
  "vouchers?",
  "cashback",
  "loyalty",
  "rewards?",
  "points",
  // variant pickers (each option may show its own price)
  "variants",
  "variant (?:picker|selector|options?|list|radios?|buttons?)",
  "swatch(?:es)?",
  "picker",
  // reviews
  "reviews?",
  "testimonials",
  "comments",
]);

function isInSiteChrome(element: Element): boolean {
  return ancestorsOf(element)
    .slice(1)
    .some((ancestor) => ["head", "header", "nav", "footer"].includes(ancestor.name));
}

const TITLE_WORDS = wordPattern(["title", "name", "heading"]);

/**
 * The page's main product heading: the first h1 that is not a logo inside the site header. Pages
 * without one get the first title-like element whose text is the product's name (from og:title or
 * <title>), so that "close to the title" still means something.
 */
export function findMainHeading($: CheerioAPI, productName?: string | null): Element | null {
  for (const heading of $("h1").toArray()) {
    if ($(heading).text().trim() && !isInSiteChrome(heading)) return heading;
  }
  if (!productName) return null;
  const wanted = normalizeForTitle(productName);
  if (!wanted) return null;
  for (const element of $("body h2, body h3, body [class], body [itemprop=name]").toArray()) {
    const isTitleLike = /^h[23]$/.test(element.name) || TITLE_WORDS.test(describeElement(element));
    if (!isTitleLike || isInSiteChrome(element)) continue;
    const text = normalizeForTitle($(element).text());
    if (text && text.length <= wanted.length * 2 && (text.includes(wanted) || wanted.includes(text))) {
      return element;
    }
  }
  return null;
}

function normalizeForTitle(text: string): string {
  return normalizePriceText(text).replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * True when the element sits in page chrome or side content (see NOISE_REGION). Containers that also
 * hold the main heading are never noise: a theme may well call its product header "header".
 */
export function isInNoiseRegion(element: Element, heading: Element | null): boolean {
  const headingChain = heading ? new Set(ancestorsOf(heading)) : new Set<Element>();
  return ancestorsOf(element).some(
    (ancestor) =>
      ancestor.name !== "body" &&
      ancestor.name !== "html" &&
      !headingChain.has(ancestor) &&
      NOISE_REGION.test(describeElement(ancestor)),
  );
}

/** Lowest common ancestor of two elements, or null when they are in different trees. */
export function commonAncestor(first: Element, second: Element): Element | null {
  const firstChain = new Set(ancestorsOf(first));
  return ancestorsOf(second).find((ancestor) => firstChain.has(ancestor)) ?? null;
}

const BLOCK_TAGS = new Set(
  (
    "address article aside blockquote button caption dd details dialog div dl dt fieldset figcaption figure " +
    "footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol option p pre section select summary table " +
    "tbody td tfoot th thead tr ul"
  ).split(" "),
);
const FRACTION_WORDS = wordPattern(["fraction", "cents?", "decimals?", "dec", "fils", "halala"]);

export interface TextSpan {
  start: number;
  end: number;
  element: Element;
}

export interface FlatText {
  /** Normalised text (see normalizePriceText) with "\n" between block elements. */
  text: string;
  /** Where each text node landed in `text`, with the element that contains it. */
  spans: TextSpan[];
  /** Document order of every element, for "comes before/after" questions. */
  order: Map<Element, number>;
}

/**
 * Flattens the visible text under `root`. Block elements become line breaks so that neighbouring
 * table cells or list items never glue into one number, while inline parts of a split price
 * ("1,079" + "." + "00", "٣٤٩" + "٫٩٩") join into one. A superscript or "fraction" part written
 * without its decimal point ("1,079" <sup>00</sup>) gets one.
 */
export function flattenText(root: Element): FlatText {
  // Pieces are collected and joined once; reading the tail of a growing string would flatten it
  // again and again, so the last character is tracked separately.
  const pieces: string[] = [];
  let length = 0;
  let lastCharacter = "";
  const spans: TextSpan[] = [];
  const order = new Map<Element, number>();
  const append = (piece: string) => {
    pieces.push(piece);
    length += piece.length;
    lastCharacter = piece.slice(-1);
  };

  const visit = (node: AnyNode): void => {
    if (isElement(node)) {
      order.set(node, order.size);
      const isBlock = BLOCK_TAGS.has(node.name);
      if (node.name === "br" || isBlock) append("\n");
      const isFraction = node.name === "sup" || FRACTION_WORDS.test(describeElement(node));
      if (
        isFraction &&
        /\d/.test(lastCharacter) &&
        /^\s*\d{1,2}\s*$/.test(normalizePriceText(ownText(node)))
      ) {
        append(".");
      }
      for (const child of node.children) visit(child);
      if (isBlock) append("\n");
      return;
    }
    if (isTextNode(node) && isElement(node.parent)) {
      let piece = normalizePriceText(node.data).replace(/[ \t\r\n\f]+/g, " ");
      if (!piece) return;
      // Adjacent inline elements render as separate words when letters meet ("ر.س" + "السعر");
      // digits still join so that split prices ("1,079" + "." + "00") stay one number.
      const previous = spans[spans.length - 1];
      if (
        previous &&
        previous.element !== node.parent &&
        /\p{L}/u.test(lastCharacter) &&
        /^\p{L}/u.test(piece)
      ) {
        piece = ` ${piece}`;
      }
      spans.push({ start: length, end: length + piece.length, element: node.parent });
      append(piece);
    }
  };

  visit(root);
  return { text: pieces.join(""), spans, order };
}

/** The innermost element that contains the whole [start, end) range of flattened text. */
export function elementHoldingRange(flat: FlatText, start: number, end: number): Element | null {
  // Spans are in text order: binary-search the first one that ends after `start`.
  let low = 0;
  let high = flat.spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((flat.spans[middle]?.end ?? 0) <= start) low = middle + 1;
    else high = middle;
  }
  let holder: Element | null = null;
  for (let index = low; index < flat.spans.length; index++) {
    const span = flat.spans[index];
    if (!span || span.start >= end) break;
    holder = holder ? commonAncestor(holder, span.element) : span.element;
    if (!holder) return null;
  }
  return holder;
}

/** Loads a fresh copy of the page (the visible-text step edits its copy). */
export function loadPage(html: string): CheerioAPI {
  return load(html);
}
