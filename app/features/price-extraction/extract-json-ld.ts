// schema.org JSON-LD: the page's own Product / ProductGroup (top level, inside @graph or as the
// mainEntity of an ItemPage), its Offer, AggregateOffer (lowPrice) or priceSpecification, and the
// variant offer that the page URL or the selected option points at. ItemList, Store and other nodes
// are ignored: their offers belong to other products.

import { chooseOffer, type OfferCandidate, type SourceReading } from "./choose-offer";
import { asArray, forEachJsonObject, jsonLdScriptTexts, typesOf } from "./json-ld";
import {
  isJsonObject,
  type JsonObject,
  type JsonValue,
  namesMatch,
  type PageContext,
  parseJsonLeniently,
  sameUrl,
} from "./page-context";
import { isSarCurrencyCode, type PageCurrency, parseStructuredPrice } from "./parse-price";
import { normalizeAvailability } from "./stock";

const PRODUCT_TYPES = new Set([
  "product",
  "productgroup",
  "individualproduct",
  "productmodel",
  "someproducts",
  "vehicle",
  "car",
  "motorcycle",
  "book",
]);
const PAGE_TYPES = new Set(["itempage", "webpage", "productpage", "offercatalog"]);
// priceSpecification entries that are not the selling price.
const NON_SELLING_PRICE_TYPE = /strikethrough|listprice|srp|msrp|invoiceprice|minimumadvertisedprice/i;
// The store's own earlier or regular price (PD-23); a maker's MSRP / SRP is not the store's claim.
const WAS_PRICE_TYPE = /^(?:https?:\/\/schema\.org\/|schema:)?(?:StrikethroughPrice|ListPrice)$/i;

function isProduct(node: JsonObject): boolean {
  return typesOf(node).some((type) => PRODUCT_TYPES.has(type));
}

function readJsonLdDocuments(context: PageContext): JsonValue[] {
  return jsonLdScriptTexts(context.$)
    .map((text) => parseJsonLeniently(text) ?? salvageBrokenProduct(text))
    .filter((document): document is JsonValue => document !== null);
}

/**
 * Store themes often break their JSON-LD with an unescaped quote in a description. When such a block
 * is clearly a single Product (one distinct price, no list, no strikethrough entries), its offer is
 * rebuilt from the price, currency and availability fields that can still be read.
 */
function salvageBrokenProduct(text: string): JsonObject | null {
  if (!/"@type"\s*:\s*"(?:https?:\/\/schema\.org\/)?Product"/i.test(text)) return null;
  if (/ItemList|Strikethrough|ListPrice|hasVariant/i.test(text)) return null;
  const prices = new Set(
    [...text.matchAll(/"(?:price|lowPrice)"\s*:\s*"?([0-9][0-9.,]*)"?/g)].map((match) =>
      parseStructuredPrice(match[1] ?? ""),
    ),
  );
  const [price] = prices;
  if (prices.size !== 1 || price === null || price === undefined) return null;
  const offer: JsonObject = { "@type": "Offer", price };
  const currency = /"priceCurrency"\s*:\s*"([^"]+)"/.exec(text)?.[1];
  const availability = /"availability"\s*:\s*"([^"]+)"/.exec(text)?.[1];
  if (currency) offer.priceCurrency = currency;
  if (availability) offer.availability = availability;
  return { "@type": "Product", offers: offer };
}

/** Top-level nodes: each document, each array item and each @graph member. Nested nodes stay nested. */
function topLevelNodes(documents: JsonValue[]): JsonObject[] {
  const nodes: JsonObject[] = [];
  const visit = (value: JsonValue) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (isJsonObject(value)) {
      if (Array.isArray(value["@graph"])) value["@graph"].forEach(visit);
      else nodes.push(value);
    }
  };
  documents.forEach(visit);
  return nodes;
}

/** Every node with an @id, so that `{"@id": "#offer"}` references can be followed. */
function indexById(documents: JsonValue[]): Map<string, JsonObject> {
  const index = new Map<string, JsonObject>();
  const remember = (node: JsonObject) => {
    const id = node["@id"];
    const existing = typeof id === "string" ? index.get(id) : undefined;
    if (typeof id === "string" && Object.keys(node).length > (existing ? Object.keys(existing).length : 1)) {
      index.set(id, node);
    }
  };
  for (const document of documents) forEachJsonObject(document, 12, remember);
  return index;
}

function resolveReference(value: JsonValue, index: Map<string, JsonObject>): JsonValue {
  if (isJsonObject(value) && typeof value["@id"] === "string" && Object.keys(value).length <= 2) {
    return index.get(value["@id"]) ?? value;
  }
  return value;
}

/** The objects a property holds (one value or a list), references followed; other values left out. */
function resolveObjects(value: JsonValue | undefined, index: Map<string, JsonObject>): JsonObject[] {
  return asArray(value)
    .map((entry) => resolveReference(entry, index))
    .filter(isJsonObject);
}

function findProducts(nodes: JsonObject[], index: Map<string, JsonObject>): JsonObject[] {
  const products: JsonObject[] = [];
  for (const node of nodes) {
    if (isProduct(node)) {
      products.push(node);
    } else if (typesOf(node).some((type) => PAGE_TYPES.has(type))) {
      for (const entity of [...asArray(node.mainEntity), ...asArray(node.about)]) {
        const resolved = resolveReference(entity, index);
        if (isJsonObject(resolved) && isProduct(resolved)) products.push(resolved);
      }
    }
  }
  return [...new Set(products)];
}

function strings(...values: (JsonValue | undefined)[]): string[] {
  return values.flatMap((value) =>
    typeof value === "string" || typeof value === "number" ? [String(value)] : [],
  );
}

function identifiersOf(node: JsonObject): string[] {
  return strings(
    node.sku,
    node.mpn,
    node.gtin,
    node.gtin8,
    node.gtin12,
    node.gtin13,
    node.gtin14,
    node.productID,
    node["@id"],
  );
}

function readSpecifications(value: JsonValue | undefined, index: Map<string, JsonObject>): JsonObject[] {
  return resolveObjects(value, index).flatMap((entry) => [
    entry,
    ...asArray(entry.priceComponent).filter(isJsonObject),
  ]);
}

/** A price for one item, not per 100 g or per litre. */
function isForOneItem(specification: JsonObject): boolean {
  const reference = specification.referenceQuantity;
  return !(isJsonObject(reference) && reference.value !== undefined && Number(reference.value) !== 1);
}

/** Price of a priceSpecification: skips strikethrough/list entries and per-100 g unit prices. */
function readPriceSpecification(value: JsonValue | undefined, index: Map<string, JsonObject>) {
  const selling = readSpecifications(value, index).filter((specification) => {
    const priceType = specification.priceType;
    if (typeof priceType === "string" && NON_SELLING_PRICE_TYPE.test(priceType)) return false;
    return isForOneItem(specification);
  });
  // When both gross and net entries exist, the consumer price is the VAT-inclusive one.
  const taxInclusive = selling.filter((specification) => !excludesVat(specification));
  const netPrices = new Set(
    selling
      .filter(excludesVat)
      .map((specification) => parseStructuredPrice(specification.price ?? specification.minPrice)),
  );
  for (const specification of taxInclusive.length > 0 ? taxInclusive : selling) {
    const price = parseStructuredPrice(specification.price ?? specification.minPrice);
    if (price !== null) {
      return {
        price,
        currency: specification.priceCurrency,
        excludesVat: excludesVat(specification),
        netPrices,
      };
    }
  }
  return null;
}

/** True when a node says its price is without VAT (`valueAddedTaxIncluded: false`, as WooCommerce writes it). */
function excludesVat(node: JsonObject): boolean {
  return String(node.valueAddedTaxIncluded).trim().toLowerCase() === "false";
}

/**
 * The strike-through (else list) price among a priceSpecification's entries, in SAR or without a
 * currency, or null when there is none.
 */
function readWasPriceSpecification(value: JsonValue | undefined, index: Map<string, JsonObject>) {
  const entries = readSpecifications(value, index).filter(
    (specification) =>
      typeof specification.priceType === "string" &&
      WAS_PRICE_TYPE.test(specification.priceType.trim()) &&
      isForOneItem(specification) &&
      (specification.priceCurrency === undefined || isSarCurrencyCode(specification.priceCurrency)),
  );
  const struck = entries.filter((entry) => /strikethrough/i.test(String(entry.priceType)));
  for (const entry of [...struck, ...entries]) {
    const price = parseStructuredPrice(entry.price ?? entry.minPrice);
    if (price !== null) return price;
  }
  return null;
}

/** The lowest price among an AggregateOffer's own offers, for aggregates that omit lowPrice. */
function lowestNestedPrice(aggregate: JsonObject, index: Map<string, JsonObject>): number | null {
  const prices = resolveObjects(aggregate.offers, index)
    .map((offer) => parseStructuredPrice(offer.price))
    .filter((price): price is number => price !== null);
  return prices.length > 0 ? Math.min(...prices) : null;
}

interface RawOffer {
  price: number | null;
  /** The price is without VAT and no VAT-inclusive figure is stated beside it. */
  excludesVat: boolean;
  /** An AggregateOffer whose lowPrice and highPrice differ: the low end of several prices. */
  isRangeLow: boolean;
  currency: JsonValue | undefined;
  inStock: boolean | null;
  urls: string[];
  ids: string[];
  wasPrice: number | null;
}

function readOffer(offer: JsonObject, index: Map<string, JsonObject>, owner: JsonObject): RawOffer {
  const isAggregate = typesOf(offer).includes("aggregateoffer");
  const specification = readPriceSpecification(offer.priceSpecification, index);
  // A `price` that a net priceSpecification entry repeats is net too; a gross entry beside it wins.
  const listed = parseStructuredPrice(offer.price);
  const isNetListed = listed !== null && specification?.netPrices.has(listed) === true;
  const offerPrice =
    isNetListed && specification && !specification.excludesVat ? specification.price : listed;
  // An AggregateOffer's lowPrice is the featured (lowest) offer; a plain Offer's `price` is the price.
  const lowPrice = parseStructuredPrice(offer.lowPrice);
  const highPrice = parseStructuredPrice(offer.highPrice);
  const price = isAggregate
    ? (lowPrice ?? offerPrice ?? specification?.price ?? lowestNestedPrice(offer, index))
    : (offerPrice ?? specification?.price ?? lowPrice);
  const isFromSpecification = price !== null && price === specification?.price && price !== listed;
  const isNet =
    excludesVat(offer) ||
    (isFromSpecification ? specification?.excludesVat === true : isNetListed && offerPrice === listed);
  const item = resolveReference(offer.itemOffered ?? null, index);
  const itemNode = isJsonObject(item) ? item : {};
  return {
    price,
    excludesVat: isNet,
    isRangeLow: isAggregate && price === lowPrice && highPrice !== null && highPrice !== lowPrice,
    currency: offer.priceCurrency ?? specification?.currency,
    inStock: normalizeAvailability(offer.availability),
    urls: strings(offer.url, itemNode.url, owner.url),
    ids: [...identifiersOf(offer), ...identifiersOf(itemNode), ...identifiersOf(owner)],
    wasPrice: readWasPriceSpecification(offer.priceSpecification, index),
  };
}

/** Offers of a product and, for a ProductGroup, of each variant (hasVariant). */
function readOffers(product: JsonObject, index: Map<string, JsonObject>, depth = 0): RawOffer[] {
  const offers = resolveObjects(product.offers, index).map((offer) => readOffer(offer, index, product));
  if (depth > 2) return offers;
  const variants = resolveObjects(product.hasVariant, index).flatMap((variant) =>
    readOffers(variant, index, depth + 1),
  );
  return [...offers, ...variants];
}

/** A priced offer in SAR, or without a currency on a page that does not show another one. */
function isUsable(offer: RawOffer, pageCurrency: PageCurrency): offer is RawOffer & { price: number } {
  const hasNoCurrency = offer.currency === undefined || offer.currency === null || offer.currency === "";
  const currencyOk = hasNoCurrency ? pageCurrency !== "other" : isSarCurrencyCode(offer.currency);
  return offer.price !== null && currencyOk;
}

/** How surely a Product node is the page's subject: its URL, then its name, then having offers. */
function scoreProduct(product: JsonObject, context: PageContext, offers: RawOffer[]): number {
  const productUrls = strings(product.url, product["@id"]).map((url) => url.split("#")[0] ?? url);
  const urls = [...productUrls, ...offers.flatMap((offer) => offer.urls)];
  let score = 0;
  if (urls.some((url) => url && sameUrl(url, context.pageUrl, context.pageUrl, false))) score += 4;
  if (
    typeof product.name === "string" &&
    context.productName &&
    namesMatch(product.name, context.productName)
  ) {
    score += 3;
  }
  if (offers.some((offer) => isUsable(offer, context.pageCurrency))) score += 1;
  return score;
}

/**
 * Reads the price from JSON-LD. Returns null when the page has no Product; a reading with a null
 * price (and maybe availability) when the Product has no usable offer, so later steps take over.
 */
export function extractFromJsonLd(context: PageContext): SourceReading | null {
  const documents = readJsonLdDocuments(context);
  if (documents.length === 0) return null;
  const index = indexById(documents);
  const products = findProducts(topLevelNodes(documents), index);
  if (products.length === 0) return null;

  const scored = products.map((product) => {
    const offers = readOffers(product, index);
    return { offers, score: scoreProduct(product, context, offers) };
  });
  const best = Math.max(...scored.map((entry) => entry.score));
  const offers = scored.filter((entry) => entry.score === best).flatMap((entry) => entry.offers);

  const inStock = offers.find((offer) => offer.inStock !== null)?.inStock ?? null;
  const priced = offers.filter((offer) => isUsable(offer, context.pageCurrency));
  // The low end of a price range (AggregateOffer lowPrice) is read where the page shows that one
  // price (a marketplace's featured offer) or no price of its own. Where the page shows another
  // price, the range itself, or a picker of options whose variant it does not select, the product
  // has several prices and no single one to read (issue 33).
  const readable: OfferCandidate[] = priced.filter((offer) => {
    if (!offer.isRangeLow) return true;
    const displayed = context.visiblePrice();
    return displayed === offer.price || (displayed === null && !context.showsOptionPrices());
  });
  if (readable.length === 0 && priced.length > 0) return { price: null, inStock, ambiguous: true };
  const chosen = chooseOffer(readable, context);
  if (chosen) return chosen;
  return { price: null, inStock };
}

const SITE_TYPES = new Set([
  "website",
  "organization",
  "store",
  "onlinestore",
  "onlinebusiness",
  "localbusiness",
]);

/** The page's own products in JSON-LD, as extractFromJsonLd chooses them (issue 32 reads their details). */
export interface JsonLdProducts {
  /** Each best-scored product with its offer nodes, its variants' offers included, references followed. */
  products: Array<{ product: JsonObject; offers: JsonObject[] }>;
  /** Names the site gives itself (WebSite, Organization, Store nodes). */
  siteNames: string[];
  /** Follows an `{"@id": …}` reference to the node it names. */
  resolve: (value: JsonValue) => JsonValue;
}

function offerNodes(product: JsonObject, index: Map<string, JsonObject>, depth = 0): JsonObject[] {
  const own = resolveObjects(product.offers, index).flatMap((offer) => [
    offer,
    // An AggregateOffer's own offers state the details of each seller's offer.
    ...resolveObjects(offer.offers, index),
  ]);
  if (depth > 2) return own;
  const variants = resolveObjects(product.hasVariant, index).flatMap((variant) =>
    offerNodes(variant, index, depth + 1),
  );
  return [...own, ...variants];
}

/** The Product nodes the price is read from, for reading what else their offers state. */
export function readJsonLdProducts(context: PageContext): JsonLdProducts | null {
  const documents = readJsonLdDocuments(context);
  if (documents.length === 0) return null;
  const index = indexById(documents);
  const nodes = topLevelNodes(documents);
  const siteNames = nodes
    .filter((node) => typesOf(node).some((type) => SITE_TYPES.has(type)))
    .flatMap((node) => strings(node.name, node.alternateName));
  const products = findProducts(nodes, index);
  if (products.length === 0) return null;
  const scored = products.map((product) => ({
    product,
    score: scoreProduct(product, context, readOffers(product, index)),
  }));
  const best = Math.max(...scored.map((entry) => entry.score));
  return {
    products: scored
      .filter((entry) => entry.score === best)
      .map(({ product }) => ({ product, offers: offerNodes(product, index) })),
    siteNames,
    resolve: (value) => resolveReference(value, index),
  };
}
