// Stock signals: schema.org / OpenGraph availability values, JSON flags, and what the product area of
// the page shows (stock labels, the buy button, "coming soon" / "notify me" notices).

import {
  ancestorsOf,
  type CheerioAPI,
  describeElement,
  type Element,
  isInNoiseRegion,
  wordPattern,
} from "./page-dom";

/** Phrases for "cannot be bought now". Checked before IN_STOCK_TEXT because "غير متوفر" contains "متوفر". */
const OUT_OF_STOCK_TEXT =
  /out[\s-]?of[\s-]?stock|sold[\s-]?out|soldout|unavailable|not available|no longer available|discontinued|غير متوفر|غير متاح|نفدت|نفذت|نفد|نفاد|نفذ|لم يعد متوفرا|لم يعد متاحا/i;
const IN_STOCK_TEXT =
  /in[\s-]?stock|instock|available|only \d+ left|\d+ left|low stock|limited stock|ships (?:today|within|in)|متوفر|متاح|في المخزون|يشحن|الكمية المتبقية|كمية محدودة|آخر قطع/i;
// Notices that the product cannot be ordered at all (yet or any more).
const NOT_PURCHASABLE_TEXT =
  /coming soon|launching soon|available soon|pre-?orders? open soon|register (?:your )?interest|notify me when|email me when|back in stock soon|when (?:it'?s|it is) back|no longer available|discontinued|قريبا|قريباً|أعلمني عند توفر|اعلمني عند توفر|نبهني عند توفر|لم يعد متوفرا|متوقف عن الإنتاج/i;
const COMING_SOON_TEXT =
  /coming soon|available soon|launching soon|متوفر قريبا|سيتوفر قريبا|قريبا في الأسواق/i;
const BUY_BUTTON_TEXT =
  /add to (?:cart|bag|basket|trolley)|buy now|buy it now|add to order|pre-?order now|أضف (?:إلى|الى|لل)|أضف للسلة|اضف (?:إلى|الى|لل)|إضافة (?:إلى|الى|لل)|اضافة (?:إلى|الى|لل)|اشتر الآن|اشتري الآن|شراء الآن/i;

// schema.org ItemAvailability values, also accepted bare ("InStock") or as OpenGraph text ("in stock").
const AVAILABLE_VALUES = new Set([
  "instock",
  "instoreonly",
  "onlineonly",
  "limitedavailability",
  "preorder",
  "presale",
  "backorder",
  "availablefororder",
  "available",
  "true",
  "yes",
  "1",
]);
const UNAVAILABLE_VALUES = new Set([
  "outofstock",
  "soldout",
  "discontinued",
  "oos",
  "unavailable",
  "notavailable",
  "pending",
  "false",
  "no",
  "0",
]);

/**
 * Reads an availability value from structured data: schema.org URLs ("https://schema.org/InStock"),
 * bare or spaced text ("in stock", "IN_STOCK", "out of stock") and booleans. Null when unknown.
 */
export function normalizeAvailability(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, "")
    .replace(/^schema:/, "")
    .replace(/[\s_-]+/g, "");
  if (AVAILABLE_VALUES.has(key)) return true;
  if (UNAVAILABLE_VALUES.has(key)) return false;
  return null;
}

/** Classifies a short piece of stock text ("In stock", "نفدت الكمية"); null when it says neither. */
export function classifyStockText(text: string): boolean | null {
  if (OUT_OF_STOCK_TEXT.test(text) || COMING_SOON_TEXT.test(text)) return false;
  if (IN_STOCK_TEXT.test(text)) return true;
  return null;
}

const STOCK_LABEL = wordPattern([
  "stock",
  "instock",
  "availability",
  "inventory",
  "in stock",
  "out of stock",
]);

function isDisabled(element: Element): boolean {
  const attributes = element.attribs;
  return (
    attributes.disabled !== undefined ||
    attributes["aria-disabled"] === "true" ||
    / disabled /.test(` ${(attributes.class ?? "").toLowerCase()} `)
  );
}

/** The first short stock label ("In stock", "نفدت الكمية") in the product area that says either way. */
function readStockLabels($: CheerioAPI, inProductArea: (element: Element) => boolean): boolean | null {
  for (const label of $("body *").toArray()) {
    if (!STOCK_LABEL.test(describeElement(label)) || !inProductArea(label)) continue;
    const text = $(label).text().replace(/\s+/g, " ").trim();
    if (!text || text.length > 160) continue;
    const verdict = classifyStockText(text);
    if (verdict !== null) return verdict;
  }
  return null;
}

// WooCommerce and similar themes flag the product wrapper itself with "instock" / "outofstock".
const IN_STOCK_CLASS = /^(?:instock|in-stock)$/;
const OUT_OF_STOCK_CLASS = /^(?:outofstock|out-of-stock|soldout|sold-out)$/;

function readWrapperStockClass(heading: Element | null): boolean | null {
  if (!heading) return null;
  for (const wrapper of ancestorsOf(heading).slice(1)) {
    const tokens = (wrapper.attribs.class ?? "").toLowerCase().split(/\s+/);
    if (tokens.some((token) => OUT_OF_STOCK_CLASS.test(token))) return false;
    if (tokens.some((token) => IN_STOCK_CLASS.test(token))) return true;
  }
  return null;
}

/**
 * The buy button: an enabled "Add to cart" means in stock; a disabled one, or a button that says
 * "Sold out" / "Notify me", means out of stock. Custom elements (Salla's <salla-add-product-button>)
 * count as buttons and may carry their state in a product-status attribute.
 */
function readBuyButtons($: CheerioAPI, inProductArea: (element: Element) => boolean): boolean | null {
  const buttons = $("body *")
    .toArray()
    .filter(
      (element) => BUTTON_TAG.test(element.name) || element.name.endsWith("-button") || isButtonRole(element),
    );
  let verdict: boolean | null = null;
  for (const button of buttons) {
    if (!inProductArea(button)) continue;
    const text = `${$(button).text()} ${button.attribs.value ?? ""} ${button.attribs.title ?? ""}`.trim();
    const status = button.attribs["product-status"];
    if (status !== undefined && (status === "out" || normalizeAvailability(status) === false)) {
      verdict = false;
    } else if (BUY_BUTTON_TEXT.test(text)) {
      if (!isDisabled(button)) return true;
      verdict = false;
    } else if (OUT_OF_STOCK_TEXT.test(text) || NOT_PURCHASABLE_TEXT.test(text)) {
      verdict = false;
    }
  }
  return verdict;
}

const BUTTON_TAG = /^(?:button|a)$/;

function isButtonRole(element: Element): boolean {
  const type = (element.attribs.type ?? "").toLowerCase();
  return (
    element.attribs.role === "button" ||
    (element.name === "input" && (type === "submit" || type === "button"))
  );
}

/** "Coming soon", "no longer available", "notify me when back" anywhere in the product area. */
function readNotPurchasableNotice(
  $: CheerioAPI,
  inProductArea: (element: Element) => boolean,
): boolean | null {
  const texts = $("body *")
    .toArray()
    .filter((element) => element.children.some((child) => child.nodeType === 3) && inProductArea(element))
    .map((element) => $(element).text());
  return NOT_PURCHASABLE_TEXT.test(texts.join(" ")) ? false : null;
}

/**
 * Reads stock from the visible product area of a cleaned page (hidden elements already removed).
 * Order of trust: an explicit stock label, the product wrapper's stock class, the buy button, then
 * notices such as "Coming soon" or "no longer available". Null when the page says nothing, as on
 * "price on request" pages.
 */
export function detectStockFromPage($: CheerioAPI, heading: Element | null): boolean | null {
  const inProductArea = (element: Element) => !isInNoiseRegion(element, heading);
  return (
    readStockLabels($, inProductArea) ??
    readWrapperStockClass(heading) ??
    readBuyButtons($, inProductArea) ??
    readNotPurchasableNotice($, inProductArea)
  );
}
