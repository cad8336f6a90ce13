// Embedded state JSON: Next.js __NEXT_DATA__, window.__INITIAL_STATE__ (Vue Storefront), Shopify
// product JSON, and other JSON islands that hydrate a page whose visible price is a skeleton (found
// by read-state-json.ts). The page's own product object is found by its name, slug or SKU, never by
// taking the first price in the blob: the same blob lists recommendations, recently viewed items and
// cart totals.

import type { SourceReading } from "./choose-offer";
import {
  identifierMatchesPage,
  isJsonObject,
  type JsonObject,
  type JsonValue,
  namesMatch,
  type PageContext,
} from "./page-context";
import { amountFromMinorUnits, isSarCurrencyCode, parsePrice, parseStructuredPrice } from "./parse-price";
import { collectStateDocuments } from "./read-state-json";
import { normalizeAvailability } from "./stock";

// Keys whose subtrees describe other things than the page's product.
const NOISE_KEY_WORDS = new Set(
  (
    "related recommendation recommendations recommended recommend recently recent viewed upsell upsells " +
    "crosssell crosssells cross similar also bundle bundles accessories accessory fbt frequently together " +
    "cart basket wishlist installment installments instalment instalments bnpl tabby tamara emi shipping " +
    "delivery cms banner banners promo promos promotion promotions breadcrumb breadcrumbs review reviews " +
    "rating ratings history compare alternatives suggestions suggested sponsored ads widget widgets menu " +
    "navigation footer header seo analytics tracking datalayer gtm ecommerce impressions coupon coupons voucher " +
    "vouchers loyalty points " +
    "other others"
  ).split(" "),
);

const NAME_KEY = /^(?:name|title|product_?title|product_?name|display_?name|full_?name)(?:_?(?:en|ar))?$/i;
const SLUG_KEY = /^(?:slug|handle|url_?key|url_?path|url|href|canonical(?:_?url)?|permalink|path|link)$/i;
const ID_KEY = /^(?:sku|id|product_?id|item_?id|code|product_?code|model|mpn|gtin|barcode|ean|catalog_?id)$/i;
const PRODUCT_KEY =
  /^(?:product|products?_?data|product_?details?|pdp|current_?product|selected_?product|main_?product|item)$/i;

// Price fields by trust, compared on lower-case letters and digits only ("sale_price" → "saleprice").
const CURRENT_PRICE_KEYS = [
  "saleprice",
  "specialprice",
  "finalprice",
  "sellingprice",
  "currentprice",
  "pricenow",
  "now",
  "current",
  "displayprice",
  "offerprice",
  "discountedprice",
  "discountprice",
  "dealprice",
  "promoprice",
  "actualprice",
  "effectiveprice",
  "activeprice",
];
const PLAIN_PRICE_KEYS = ["price", "pricev2", "priceamount", "amount", "value"];
const MINOR_UNIT_KEY = /cents|minor|centamount/i;
// Containers to look into, in order, when an object has no price field of its own.
const PRICE_CONTAINER_KEYS = [
  "prices",
  "pricerange",
  "minimumprice",
  "minvariantprice",
  "pricing",
  "priceinfo",
  "offer",
  "offers",
  "buybox",
  "defaultoffer",
  "featuredoffer",
  "bestoffer",
  "selectedvariant",
  "currentvariant",
  "defaultvariant",
  "variant",
  "variants",
  "skus",
];
const FEATURED_FLAGS = [
  "isfeatured",
  "featured",
  "isbuybox",
  "buyboxwinner",
  "isdefault",
  "default",
  "selected",
  "isselected",
];

const SHOPIFY_MARKERS = /cdn\.shopify\.com|\/cdn\/shop\/|Shopify\.|ShopifyAnalytics|myshopify\.com/;
const SHOPIFY_VARIANT_KEYS = [
  "compare_at_price",
  "option1",
  "inventory_management",
  "public_title",
  "requires_shipping",
];

function compactKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function isNoiseKey(key: string): boolean {
  return keyWords(key).some((word) => NOISE_KEY_WORDS.has(word));
}

// ---------------------------------------------------------------------------------------------
// Reading a price from a product object

interface PriceFound {
  price: number;
  /** Objects from the product down to the one holding the price, for reading stock flags. */
  chain: JsonObject[];
}

function looksLikeShopifyVariant(holder: JsonObject): boolean {
  return SHOPIFY_VARIANT_KEYS.some((key) => key in holder);
}

const PRECISION_KEYS = [
  "fractionDigits",
  "fraction_digits",
  "precision",
  "decimals",
  "decimal_places",
  "exponent",
];

/** Amounts written with a currency in the holder's string fields ("formatted": "SAR 1,189.00"). */
function formattedAmounts(holder: JsonObject): Set<number> {
  const amounts = new Set<number>();
  const strings = Object.values(holder).flatMap((value) =>
    typeof value === "string"
      ? [value]
      : isJsonObject(value)
        ? Object.values(value).filter((v) => typeof v === "string")
        : [],
  );
  for (const text of strings) {
    const parsed = parsePrice(String(text));
    if (parsed?.currency === "SAR") amounts.add(parsed.amount);
  }
  return amounts;
}

/**
 * Converts one price value. Integers are minor units (halalas) when the key or a precision field says
 * so ("priceCents", "centAmount", "precision": 2), on a Shopify page for Shopify-shaped objects
 * (their JSON prices are in cents), or when the formatted price next to it or the page's text shows
 * the amount divided by 100 but never the amount itself.
 */
function readAmount(value: JsonValue | undefined, key: string, holder: JsonObject, context: PageContext) {
  if (typeof value === "number" && Number.isInteger(value) && value >= 100) {
    const precisionKey = PRECISION_KEYS.find((name) => Number.isInteger(holder[name]));
    if (precisionKey) return amountFromMinorUnits(value, Number(holder[precisionKey]));
    if (MINOR_UNIT_KEY.test(key)) return amountFromMinorUnits(value);
    const isShopify = SHOPIFY_MARKERS.test(context.html) && looksLikeShopifyVariant(holder);
    const written = formattedAmounts(holder);
    const writtenAsMinor = written.has(value / 100) && !written.has(value);
    const shown = context.visibleAmounts();
    const shownAsMinor = written.size === 0 && shown.has(value / 100) && !shown.has(value);
    if (isShopify || writtenAsMinor || shownAsMinor) return amountFromMinorUnits(value);
  }
  return parseStructuredPrice(value ?? null);
}

function currencyOf(holder: JsonObject): JsonValue | undefined {
  return holder.currency ?? holder.currencyCode ?? holder.currency_code;
}

function hasForeignCurrency(holder: JsonObject): boolean {
  const currency = currencyOf(holder);
  return typeof currency === "string" && /^[A-Za-z]{3}$/.test(currency) && !isSarCurrencyCode(currency);
}

function declaresSar(holder: JsonObject): boolean {
  return isSarCurrencyCode(currencyOf(holder));
}

// Entries of a typed price list ({"type": "list", "value": 2299}) that are not the selling price.
const NON_SELLING_TYPE = /list|regular|original|was|old|strike|compare|msrp|rrp|before/i;
const TYPE_KEYS = ["type", "kind", "pricetype", "label"];

function isNonSellingEntry(item: JsonObject): boolean {
  return Object.entries(item).some(
    ([key, value]) =>
      TYPE_KEYS.includes(compactKey(key)) && typeof value === "string" && NON_SELLING_TYPE.test(value),
  );
}

/**
 * Orders an offers/variants/prices array for reading: entries the page selects (by id or SKU) first,
 * then entries flagged featured/default, then the rest in order. Typed entries that are list or
 * regular prices are left out.
 */
function orderArrayItems(items: JsonValue[], context: PageContext): JsonObject[] {
  const objects = items.filter(isJsonObject).filter((item) => !isNonSellingEntry(item));
  const selected = objects.filter((item) =>
    Object.entries(item).some(
      ([key, value]) =>
        ID_KEY.test(key) &&
        (typeof value === "string" || typeof value === "number") &&
        (context.urlTokens.has(String(value).toLowerCase()) ||
          context.selectedTokens.has(String(value).toLowerCase())),
    ),
  );
  const featured = objects.filter((item) =>
    Object.entries(item).some(([key, value]) => FEATURED_FLAGS.includes(compactKey(key)) && value === true),
  );
  return [...new Set([...selected, ...featured, ...objects])];
}

function readObjectPrice(holder: JsonObject, context: PageContext, depth: number): PriceFound | null {
  if (depth > 4 || hasForeignCurrency(holder)) return null;
  const entries = Object.entries(holder);

  // Stores that keep net prices in `price` add VAT-inclusive twins; those are what shoppers pay.
  const taxInclusive = entries
    .filter(
      ([key]) => /(?:incl|including|with|gross).*(?:tax|vat)|gross/i.test(key) && /price|amount/i.test(key),
    )
    .filter(([key]) => !/original|regular|old|list|compare|was|before|msrp|rrp|without|excl/i.test(key))
    .sort(([first], [second]) => rankTaxInclusiveKey(first) - rankTaxInclusiveKey(second));
  for (const [key, value] of taxInclusive) {
    const price = readAmount(value, key, holder, context);
    if (price !== null) return { price, chain: [holder] };
  }

  for (const wanted of [...CURRENT_PRICE_KEYS, ...PLAIN_PRICE_KEYS]) {
    // "amount"/"value" only mean a price inside a price object.
    if ((wanted === "amount" || wanted === "value") && depth === 0) continue;
    const entry = entries.find(([key]) => compactKey(key) === wanted);
    if (!entry) continue;
    const [key, value] = entry;
    if (isJsonObject(value)) {
      const nested = readObjectPrice(value, context, depth + 1);
      if (nested) return { price: nested.price, chain: [holder, ...nested.chain] };
      continue;
    }
    const price = readAmount(value, key, holder, context);
    if (price !== null) return { price, chain: [holder] };
  }

  for (const container of PRICE_CONTAINER_KEYS) {
    const entry = entries.find(([key]) => compactKey(key) === container);
    if (!entry) continue;
    const value = entry[1];
    const children = Array.isArray(value)
      ? orderArrayItems(value, context)
      : isJsonObject(value)
        ? [value]
        : [];
    for (const child of children) {
      const nested = readObjectPrice(child, context, depth + 1);
      if (nested) return { price: nested.price, chain: [holder, ...nested.chain] };
    }
  }
  return null;
}

function rankTaxInclusiveKey(key: string): number {
  if (/final/i.test(key)) return 0;
  if (/special|sale/i.test(key)) return 1;
  return 2;
}

// ---------------------------------------------------------------------------------------------
// Stock flags

const TRUE_WHEN_SET = new Set([
  "available",
  "isavailable",
  "instock",
  "isinstock",
  "isbuyable",
  "buyable",
  "purchasable",
  "ispurchasable",
  "orderable",
  "isorderable",
  "canaddtocart",
]);
const FALSE_WHEN_SET = new Set(["soldout", "issoldout", "outofstock", "isoutofstock"]);
const STATUS_KEYS = new Set([
  "availability",
  "stockstatus",
  "availabilitystatus",
  "inventorystatus",
  "status",
]);
const QUANTITY_KEYS = new Set([
  "stockqty",
  "stockquantity",
  "inventoryquantity",
  "qty",
  "quantity",
  "stock",
  "availablequantity",
]);
const STOCK_CONTAINERS = new Set(["stock", "inventory", "availability", "stockinfo"]);

function readStockFlags(holder: JsonObject, insideStock = false): boolean | null {
  for (const [rawKey, value] of Object.entries(holder)) {
    const key = compactKey(rawKey);
    if (TRUE_WHEN_SET.has(key) && typeof value === "boolean") return value;
    if (FALSE_WHEN_SET.has(key) && typeof value === "boolean") return !value;
    if (STATUS_KEYS.has(key) && (key !== "status" || insideStock)) {
      const status = normalizeAvailability(value);
      if (status !== null) return status;
    }
  }
  for (const [rawKey, value] of Object.entries(holder)) {
    const key = compactKey(rawKey);
    if (STOCK_CONTAINERS.has(key) && isJsonObject(value)) {
      const nested = readStockFlags(value, true);
      if (nested !== null) return nested;
    }
    const countsAsQuantity = key.startsWith("stock") || key.startsWith("inventory") || insideStock;
    if (QUANTITY_KEYS.has(key) && countsAsQuantity && typeof value === "number") return value > 0;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Finding the product object

interface ProductCandidate {
  price: number;
  inStock: boolean | null;
  identity: number;
  depth: number;
}

/** How clearly an object is this page's product: its name, slug/URL or SKU/id matches the page. */
function identityScore(object: JsonObject, context: PageContext): number {
  let score = 0;
  const entries = Object.entries(object);
  const name = entries.find(([key, value]) => NAME_KEY.test(key) && typeof value === "string");
  if (name && context.productName && namesMatch(String(name[1]), context.productName)) score += 3;
  const isSlug = ([key, value]: [string, JsonValue]) =>
    SLUG_KEY.test(key) && String(value).length >= 4 && identifierMatchesPage(value, context.pageUrl);
  if (entries.some(isSlug)) score += 3;
  // Real ids and SKUs contain a digit; this keeps words such as "product" or "en" from matching the URL.
  const isId = ([key, value]: [string, JsonValue]) =>
    ID_KEY.test(key) && /\d/.test(String(value)) && identifierMatchesPage(value, context.pageUrl);
  if (entries.some(isId)) score += 2;
  return score;
}

function collectProductCandidates(documents: JsonValue[], context: PageContext) {
  const identified: ProductCandidate[] = [];
  const byKey: ProductCandidate[] = [];
  let visited = 0;

  const visit = (value: JsonValue, parentKey: string, depth: number) => {
    if (depth > 14 || visited++ > 50_000) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, parentKey, depth + 1);
      return;
    }
    if (!isJsonObject(value)) return;
    const identity = identityScore(value, context);
    const isProductKey = PRODUCT_KEY.test(parentKey);
    if (identity >= 2 || isProductKey) {
      const found = readObjectPrice(value, context, 0);
      // On a page that declares another currency, a state amount is SAR only if its objects say so.
      if (found && (context.pageCurrency !== "other" || found.chain.some(declaresSar))) {
        const inStock = [...found.chain]
          .reverse()
          .reduce<boolean | null>((known, holder) => known ?? readStockFlags(holder), null);
        const candidate = { price: found.price, inStock, identity, depth };
        (identity >= 2 ? identified : byKey).push(candidate);
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === "object" && child !== null && !isNoiseKey(key)) visit(child, key, depth + 1);
    }
  };

  for (const document of documents) visit(document, "", 0);
  return { identified, byKey };
}

function pickProductReading(identified: ProductCandidate[], byKey: ProductCandidate[], context: PageContext) {
  if (identified.length > 0) {
    const best = Math.max(...identified.map((candidate) => candidate.identity));
    const top = identified
      .filter((candidate) => candidate.identity === best)
      .sort((a, b) => a.depth - b.depth);
    const prices = new Set(top.map((candidate) => candidate.price));
    const [first, second] = top;
    if (first && (prices.size === 1 || first.depth !== second?.depth)) {
      return { price: first.price, inStock: first.inStock };
    }
    const displayed = context.visiblePrice();
    const shown = top.find((candidate) => candidate.price === displayed);
    return shown
      ? { price: shown.price, inStock: shown.inStock }
      : { price: null, inStock: null, ambiguous: true };
  }
  const prices = new Set(byKey.map((candidate) => candidate.price));
  const [first] = byKey;
  return first && prices.size === 1 ? { price: first.price, inStock: first.inStock } : null;
}

/**
 * Reads the price from embedded state. Objects identified as the page's product win; objects that
 * merely sit under a "product" key are used only when they all agree. State is trusted only while
 * the page does not contradict it: when the page shows a price of its own but never this amount
 * (a net price, a stale field, minor units), the visible text decides instead.
 */
export function extractFromEmbeddedState(context: PageContext): SourceReading | null {
  const documents = collectStateDocuments(context);
  if (documents.length === 0) return null;
  const { identified, byKey } = collectProductCandidates(documents, context);
  const reading = pickProductReading(identified, byKey, context);
  if (reading?.price == null) return reading;
  const displayed = context.visiblePrice();
  if (displayed !== null && !context.visibleAmounts().has(reading.price)) {
    return { price: null, inStock: reading.inStock };
  }
  return reading;
}
