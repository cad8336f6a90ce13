// Offer details from schema.org JSON-LD (issue 32): `shippingDetails` (OfferShippingDetails: rate,
// destination, delivery time, free-shipping threshold), `seller`, `warranty` (WarrantyPromise),
// `hasMerchantReturnPolicy` and pickup as a delivery method, read from the offers of the product the
// price is read from. A detail its offers state differently is not read (no guess between them).

import type { DeliveryTerms, OfferDetails, Region } from "~/features/offer-details/offer-details";
import { type Place, readRegionField, type ShippingRule, shippingRulesToTerms } from "./delivery-regions";
import { readJsonLdProducts } from "./extract-json-ld";
import { asArray } from "./json-ld";
import { isJsonObject, type JsonObject, type JsonValue, type PageContext } from "./page-context";
import { isSarCurrencyCode, parseStructuredPrice } from "./parse-price";

/** What JSON-LD states; the seller's name is classified later, against the store's own names. */
export type JsonLdDetails = Omit<OfferDetails, "seller"> & { sellerName?: string; siteNames: string[] };

function text(value: JsonValue | undefined): string | null {
  if (typeof value === "string" && value.trim()) return value.trim();
  if (typeof value === "number") return String(value);
  return null;
}

function typeName(value: JsonValue | undefined): string {
  const [type] = asArray(value);
  return typeof type === "string" ? type.replace(/^https?:\/\/schema\.org\//i, "").toLowerCase() : "";
}

/** A money amount in halalas: MonetaryAmount `value` (or `maxValue`), or a PriceSpecification `price`. */
function readMoney(node: JsonValue | undefined, pageIsSar: boolean): number | null {
  if (!isJsonObject(node)) return null;
  const currency = node.currency ?? node.priceCurrency;
  const hasCurrency = typeof currency === "string" && currency.trim() !== "";
  if (hasCurrency ? !isSarCurrencyCode(currency) : !pageIsSar) return null;
  const raw = node.value ?? node.price ?? node.maxValue;
  // Zero is a real rate (free delivery); parseStructuredPrice reads only amounts above zero.
  if (raw === 0 || raw === "0" || raw === "0.00" || raw === "0.0") return 0;
  const amount = parseStructuredPrice(raw);
  return amount === null ? null : Math.round(amount * 100);
}

const DAY_UNITS: Record<string, number> = { day: 1, d: 1, dy: 1, days: 1, wee: 7, wk: 7, week: 7, weeks: 7 };

/** A QuantitativeValue of days: [min, max] whole days, or null when not in days or not stated. */
function readDays(node: JsonValue | undefined): [number, number] | null {
  if (!isJsonObject(node)) return null;
  const unit = (text(node.unitCode) ?? text(node.unitText) ?? "DAY").toLowerCase();
  const factor = DAY_UNITS[unit];
  if (!factor) return null;
  const number = (value: JsonValue | undefined) => {
    const parsed = typeof value === "number" ? value : Number(text(value) ?? Number.NaN);
    return Number.isInteger(parsed) && parsed >= 0 && parsed <= 120 ? parsed * factor : null;
  };
  const min = number(node.minValue) ?? number(node.value);
  const max = number(node.maxValue) ?? number(node.value) ?? min;
  if (min === null || max === null || max < min) return null;
  return [min, max];
}

/** Where a shipping rule applies: all of Saudi Arabia, some regions, or somewhere Qaren does not read. */
function readDestination(node: JsonValue | undefined): Place | "all" | null {
  const destinations = asArray(node).filter(isJsonObject);
  if (destinations.length === 0) return "all";
  const regions = new Set<Region>();
  let precision: Place["precision"] = "city";
  for (const destination of destinations) {
    const country =
      text(destination.addressCountry) ??
      text(isJsonObject(destination.addressCountry) ? destination.addressCountry.name : undefined);
    if (country && !/^(?:sa|sau|saudi arabia|ksa|المملكه العربيه السعوديه|السعوديه)$/i.test(country))
      return null;
    const named = asArray(destination.addressRegion)
      .map((region) => text(region))
      .filter((region) => region !== null);
    if (named.length === 0) {
      // A postal-code or other narrower destination is not a region Qaren reads.
      if (destination.postalCode !== undefined || destination.geoMidpoint !== undefined) return null;
      return "all";
    }
    for (const name of named) {
      const place = readRegionField(name);
      if (!place) return null;
      if (place.precision === "province") precision = "province";
      for (const region of place.regions) regions.add(region);
    }
  }
  return { regions: [...regions], precision };
}

function readShippingDetails(node: JsonObject, pageIsSar: boolean): ShippingRule | null {
  if (node.doesNotShip === true || node.doesNotShip === "true") return null;
  const place = readDestination(node.shippingDestination);
  if (!place) return null;
  const fee = readMoney(node.shippingRate, pageIsSar);
  const threshold = readMoney(node.freeShippingThreshold, pageIsSar);
  const time = isJsonObject(node.deliveryTime) ? node.deliveryTime : null;
  const transit = time ? readDays(time.transitTime) : null;
  // Handling time counts when stated; without a transit time the total is not known.
  const handling: [number, number] = (time ? readDays(time.handlingTime) : null) ?? [0, 0];
  const terms: Omit<DeliveryTerms, "region"> = { feeHalalas: fee };
  if (threshold !== null && threshold > 0) terms.freeOverHalalas = threshold;
  if (transit) {
    terms.minDays = transit[0] + handling[0];
    terms.maxDays = transit[1] + handling[1];
  }
  if (fee === null && terms.freeOverHalalas === undefined && terms.minDays === undefined) return null;
  return { place, terms };
}

/** The one value every offer that states it agrees on; undefined when none states it or they differ. */
function agreed<T>(values: Array<T | null | undefined>): T | undefined {
  const stated = values.filter((value): value is T => value !== null && value !== undefined);
  const keys = new Set(stated.map((value) => JSON.stringify(value)));
  return keys.size === 1 ? stated[0] : undefined;
}

const MONTHS_PER_UNIT: Record<string, number> = {
  ann: 12,
  year: 12,
  years: 12,
  yr: 12,
  mon: 1,
  month: 1,
  months: 1,
};

function readWarrantyMonths(node: JsonValue | undefined): number | null {
  if (!isJsonObject(node)) return null;
  const duration = node.durationOfWarranty;
  if (!isJsonObject(duration)) return null;
  const unit = (text(duration.unitCode) ?? text(duration.unitText) ?? "").toLowerCase();
  const factor = MONTHS_PER_UNIT[unit];
  const value = Number(text(duration.value) ?? Number.NaN);
  if (!factor || !Number.isFinite(value) || value <= 0 || value > 20) return null;
  return Math.round(value * factor);
}

function readReturnDays(node: JsonValue | undefined): number | null {
  if (!isJsonObject(node)) return null;
  const country = text(node.applicableCountry);
  if (country && !/^(?:sa|sau)$/i.test(country)) return null;
  const category = typeName(node.returnPolicyCategory);
  if (category.endsWith("merchantreturnnotpermitted")) return 0;
  const days = Number(text(node.merchantReturnDays) ?? Number.NaN);
  return Number.isInteger(days) && days >= 0 && days <= 365 ? days : null;
}

function readSellerName(
  node: JsonValue | undefined,
  resolve: (value: JsonValue) => JsonValue,
): string | null {
  const seller = node === undefined ? null : resolve(node);
  if (typeof seller === "string") return seller.trim() || null;
  return isJsonObject(seller) ? text(seller.name) : null;
}

const PICKUP_METHOD = /DeliveryModePickUp|OnSitePickup|InStorePickup|PickupInStore/i;

/** Offer details the page's JSON-LD states for its product; null when it has no product. */
export function readJsonLdDetails(context: PageContext): JsonLdDetails | null {
  const found = readJsonLdProducts(context);
  if (!found) return null;
  const pageIsSar = context.pageCurrency !== "other";
  const offers = found.products.flatMap((entry) => entry.offers);
  const productNodes = found.products.map((entry) => entry.product);
  const details: JsonLdDetails = { siteNames: found.siteNames };

  const perOffer = offers.map((offer) =>
    asArray(offer.shippingDetails)
      .map((node) => found.resolve(node))
      .filter(isJsonObject)
      .map((node) => readShippingDetails(node, pageIsSar))
      .filter((rule): rule is ShippingRule => rule !== null),
  );
  const delivery = agreed(perOffer.filter((rules) => rules.length > 0).map(shippingRulesToTerms));
  if (delivery && delivery.length > 0) details.delivery = delivery;

  const sellerName = agreed(offers.map((offer) => readSellerName(offer.seller, found.resolve)));
  if (sellerName) details.sellerName = sellerName;

  const months = agreed(
    [...offers, ...productNodes].flatMap((node) =>
      asArray(node.warranty).map((warranty) => readWarrantyMonths(found.resolve(warranty))),
    ),
  );
  if (months !== undefined) details.warranty = { months, kind: null };

  const returns = agreed(
    [...offers, ...productNodes].flatMap((node) =>
      asArray(node.hasMerchantReturnPolicy).map((policy) => readReturnDays(found.resolve(policy))),
    ),
  );
  if (returns !== undefined) details.returnsDays = returns;

  const methods = offers
    .flatMap((offer) => asArray(offer.availableDeliveryMethod))
    .map((method) => text(method) ?? "");
  if (methods.some((method) => PICKUP_METHOD.test(method))) details.pickup = true;
  return details;
}
