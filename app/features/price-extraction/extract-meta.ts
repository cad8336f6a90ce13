// The two attribute-based sources: schema.org microdata (itemprop="price") and OpenGraph / Facebook
// product meta tags (product:sale_price:amount, product:price:amount, og:price:amount).

import { chooseOffer, type OfferCandidate, type SourceReading } from "./choose-offer";
import { namesMatch, type PageContext } from "./page-context";
import { ancestorsOf, type Element, isInNoiseRegion } from "./page-dom";
import { isSarCurrencyCode, parseStructuredPrice } from "./parse-price";
import { readPriceText } from "./read-price-text";
import { classifyStockText, normalizeAvailability } from "./stock";

// itemprops that attach another product to this one; their offers are not this product's price.
const OTHER_PRODUCT_PROPERTIES =
  /^(?:isrelatedto|issimilarto|itemlistelement|isaccessoryorsparepartfor|isconsumablefor)$/i;
const STRUCK_TAGS = new Set(["del", "s", "strike"]);

/**
 * schema.org property names of an element: microdata `itemprop`, or RDFa Lite `property`
 * ("price", "schema:price"). OpenGraph's "og:" / "product:" properties are read separately.
 */
function itempropsOf(element: Element): string[] {
  const rdfa = (element.attribs.property ?? "")
    .split(/\s+/)
    .filter((name) => !/^(?:og|product|fb|twitter|article):/i.test(name))
    .map((name) => name.replace(/^(?:schema|https?:\/\/schema\.org\/):?/i, ""));
  return [...(element.attribs.itemprop ?? "").split(/\s+/), ...rdfa]
    .map((name) => name.toLowerCase())
    .filter(Boolean);
}

/** A microdata item (itemscope) or an RDFa typed resource (typeof). */
function isScope(element: Element): boolean {
  return element.attribs.itemscope !== undefined || element.attribs.typeof !== undefined;
}

const PROPERTY_SELECTOR = "[itemprop], [property]";
// A priceSpecification that states the store's earlier or regular price (PD-23).
const WAS_PRICE_TYPE = /(?:^|[/:])(?:strikethroughprice|listprice)$/i;

/** Value of a microdata property: content/href/value attributes first, then the text. */
function readPropertyValue(context: PageContext, element: Element): string {
  const attributes = element.attribs;
  return (attributes.content ?? attributes.href ?? attributes.value ?? context.$(element).text()).trim();
}

/** First descendant carrying the itemprop, searched in the nearest scope first. */
function findProperty(context: PageContext, scopes: Element[], property: string): Element | null {
  for (const scope of scopes) {
    const found = context
      .$(scope)
      .find(PROPERTY_SELECTOR)
      .toArray()
      .find((element) => itempropsOf(element).includes(property));
    if (found) return found;
  }
  return null;
}

/** The nearest scope around an element, not counting a scope the element opens itself. */
function nearestScope(element: Element): Element | undefined {
  return ancestorsOf(element).slice(1).find(isScope);
}

/** A property of the scope itself, not of an item nested in it (a nested priceSpecification). */
function findOwnProperty(context: PageContext, scope: Element, property: string): Element | null {
  return (
    context
      .$(scope)
      .find(PROPERTY_SELECTOR)
      .toArray()
      .find((element) => itempropsOf(element).includes(property) && nearestScope(element) === scope) ?? null
  );
}

function isOfferScope(element: Element): boolean {
  return /offer/i.test(`${element.attribs.itemtype ?? ""} ${element.attribs.typeof ?? ""}`);
}

/** The offer a price belongs to: the nearest Offer-typed scope, else the nearest scope. */
function offerScopeOf(scopes: Element[]): Element | undefined {
  return scopes.find(isOfferScope) ?? scopes[0];
}

/**
 * Strike-through and list prices (priceSpecification items with such a priceType), by the offer
 * they belong to.
 */
function readMicrodataWasPrices(context: PageContext, priceElements: Element[]): Map<Element, number> {
  const wasPrices = new Map<Element, number>();
  for (const element of priceElements) {
    const scopes = ancestorsOf(element).slice(1).filter(isScope);
    const [own, ...outer] = scopes;
    const priceType = own ? findOwnProperty(context, own, "pricetype") : null;
    if (!own || !priceType || !WAS_PRICE_TYPE.test(readPropertyValue(context, priceType))) continue;
    const currency = findOwnProperty(context, own, "pricecurrency");
    if (currency && !isSarCurrencyCode(readPropertyValue(context, currency))) continue;
    const price = parseStructuredPrice(readPropertyValue(context, element));
    const offer = offerScopeOf(outer);
    if (price !== null && offer && !wasPrices.has(offer)) wasPrices.set(offer, price);
  }
  return wasPrices;
}

interface MicrodataOffer extends OfferCandidate {
  /** The offer belongs to the Product scope that holds the page's title (or is named like it). */
  isMainProduct: boolean;
  /** An AggregateOffer's lowPrice whose highPrice differs: the low end of several prices. */
  isRangeLow: boolean;
}

function isProductScope(element: Element): boolean {
  return (
    isScope(element) && /product/i.test(`${element.attribs.itemtype ?? ""} ${element.attribs.typeof ?? ""}`)
  );
}

function readMicrodataOffer(
  context: PageContext,
  priceElement: Element,
  wasPrices: Map<Element, number>,
): MicrodataOffer | null {
  if (ancestorsOf(priceElement).some((element) => STRUCK_TAGS.has(element.name))) return null;
  const ancestors = ancestorsOf(priceElement).slice(1);
  if (
    ancestors.some((ancestor) => itempropsOf(ancestor).some((prop) => OTHER_PRODUCT_PROPERTIES.test(prop)))
  ) {
    return null;
  }
  if (isInNoiseRegion(priceElement, context.heading)) return null;

  const scopes = ancestors.filter(isScope);
  const priceType = scopes[0] ? findOwnProperty(context, scopes[0], "pricetype") : null;
  const isStrikethrough = /strikethrough|listprice|msrp|srp/i;
  if (priceType && isStrikethrough.test(readPropertyValue(context, priceType))) return null;

  const price = parseStructuredPrice(readPropertyValue(context, priceElement));
  if (price === null) return null;
  const currency = findProperty(context, scopes, "pricecurrency");
  if (
    currency ? !isSarCurrencyCode(readPropertyValue(context, currency)) : context.pageCurrency === "other"
  ) {
    return null;
  }

  const isLowPrice = itempropsOf(priceElement).includes("lowprice");
  const high = isLowPrice && scopes[0] ? findOwnProperty(context, scopes[0], "highprice") : null;
  const highPrice = high ? parseStructuredPrice(readPropertyValue(context, high)) : null;

  // Without VAT (`valueAddedTaxIncluded` false, on the offer or its price specification): never
  // charged as it is (ADR-0010), as for JSON-LD.
  const vat = findProperty(context, scopes, "valueaddedtaxincluded");
  const excludesVat = vat !== null && readPropertyValue(context, vat).trim().toLowerCase() === "false";

  const availability = findProperty(context, scopes, "availability");
  const availabilityValue = availability ? readPropertyValue(context, availability) : "";
  const url = findProperty(context, scopes.slice(0, 1), "url");
  const sku = findProperty(context, scopes, "sku");
  const productScope = scopes.find(isProductScope);
  const offerScope = offerScopeOf(scopes);
  const name = productScope ? findProperty(context, [productScope], "name") : null;
  const headingChain = context.heading ? ancestorsOf(context.heading) : [];
  const isMainProduct =
    productScope !== undefined &&
    (headingChain.includes(productScope) ||
      (name !== null &&
        context.productName !== null &&
        namesMatch(readPropertyValue(context, name), context.productName)));
  return {
    isMainProduct,
    isRangeLow: highPrice !== null && highPrice !== price,
    ...(excludesVat ? { excludesVat: true } : {}),
    price,
    inStock: normalizeAvailability(availabilityValue) ?? classifyStockText(availabilityValue),
    urls: url ? [readPropertyValue(context, url)] : [],
    ids: sku ? [readPropertyValue(context, sku)] : [],
    wasPrice: offerScope ? (wasPrices.get(offerScope) ?? null) : null,
  };
}

/** Reads the price from microdata (or RDFa) Offers that belong to the page's product. */
export function extractFromMicrodata(context: PageContext): SourceReading | null {
  const priceElements = context
    .$(PROPERTY_SELECTOR)
    .toArray()
    .filter((element) => itempropsOf(element).some((prop) => prop === "price" || prop === "lowprice"));
  if (priceElements.length === 0) return null;
  const wasPrices = readMicrodataWasPrices(context, priceElements);
  const offers = priceElements
    .map((element) => readMicrodataOffer(context, element, wasPrices))
    .filter((offer): offer is MicrodataOffer => offer !== null);
  // Product cards of other items often carry microdata too; the page's own Product scope wins.
  const mainOffers = offers.filter((offer) => offer.isMainProduct);
  const candidates = mainOffers.length > 0 ? mainOffers : offers;
  // A range's low end only where the page shows that one price or none of its own, as for JSON-LD
  // (extract-json-ld.ts): otherwise the product has several prices and no single one to read.
  const readable = candidates.filter((offer) => {
    if (!offer.isRangeLow) return true;
    const displayed = context.visiblePrice();
    return displayed === offer.price || (displayed === null && !context.showsOptionPrices());
  });
  const chosen = chooseOffer(readable, context);
  if (chosen) return chosen;

  const availability = findProperty(context, context.$("[itemscope], [typeof]").toArray(), "availability");
  const inStock = availability ? normalizeAvailability(readPropertyValue(context, availability)) : null;
  if (readable.length === 0 && candidates.length > 0) return { price: null, inStock, ambiguous: true };
  return { price: null, inStock };
}

function readMeta(context: PageContext, name: string): string | null {
  const element = context
    .$("meta")
    .toArray()
    .find((meta) => (meta.attribs.property ?? meta.attribs.name ?? "").toLowerCase() === name);
  const content = element?.attribs.content?.trim();
  return content ? content : null;
}

/**
 * Reads OpenGraph product tags. A sale price, when present, is the current price (Salla writes the
 * regular price in product:price:amount next to it). Amounts in another currency are ignored.
 */
export function extractFromOpenGraph(context: PageContext): SourceReading | null {
  const inStock = normalizeAvailability(
    readMeta(context, "product:availability") ?? readMeta(context, "og:availability"),
  );
  const pairs: Array<[string, string]> = [
    ["product:sale_price:amount", "product:sale_price:currency"],
    ["product:price:amount", "product:price:currency"],
    ["og:price:amount", "og:price:currency"],
  ];
  const readPair = ([amountName, currencyName]: [string, string]): number | null => {
    const price = parseStructuredPrice(readMeta(context, amountName));
    const currency = readMeta(context, currencyName);
    const isSar = currency === null ? context.pageCurrency !== "other" : isSarCurrencyCode(currency);
    return price !== null && isSar ? price : null;
  };
  for (const [index, pair] of pairs.entries()) {
    const price = readPair(pair);
    if (price === null) continue;
    // Next to a sale price, product:price:amount is the regular price: keep it as the "was" price.
    const regular = index === 0 ? readPair(["product:price:amount", "product:price:currency"]) : null;
    return regular !== null && regular > price ? { price, inStock, wasPrice: regular } : { price, inStock };
  }
  // Twitter product cards: twitter:label1 "Price" with twitter:data1 "SAR 1,189.00".
  for (const slot of ["1", "2"]) {
    const label = readMeta(context, `twitter:label${slot}`) ?? "";
    const data = readPriceText(readMeta(context, `twitter:data${slot}`) ?? "", context.pageCurrency);
    if (/price|السعر|سعر/i.test(label) && data?.currency === "SAR") return { price: data.amount, inStock };
  }
  return inStock === null ? null : { price: null, inStock };
}
