import type { Region, ShownOfferDetails } from "~/features/offer-details/offer-details";
import { lowestTotalOf } from "~/features/offer-details/offer-total";
import { lastKnownOffer } from "~/features/prices/last-known-price";
import type { WasPriceClaim } from "~/features/prices/was-price";
import { fromHalalas, toHalalas } from "~/utils/money";

// Store offers of one product as the product page lists them. Which offers are current (decision
// 21) is decided by the database (offer_is_current), as is the product's current lowest price.

export type StoreOffer = {
  storeName: string;
  /** The store's Arabic name, shown on Arabic pages (null until an admin gives one). */
  storeNameAr: string | null;
  storeLogoUrl: string | null;
  /** Where the last reading came from: the store's page (or an admin) or its product feed. */
  source: "page" | "feed";
  url: string;
  /** Decimal string with two places, e.g. "1299.00". */
  price: string;
  inStock: boolean | null;
  /** When the price last changed ("price since"). */
  updatedAt: Date;
  /** When a reading or an admin last confirmed it, changed or not. */
  checkedAt: Date;
  /** Checked recently enough (twice the refresh interval), whatever the stock. */
  isFresh: boolean;
  /** Fresh and not sold out: it may be the lowest price. */
  isCurrent: boolean;
  /** The store's claimed "was" price above its price, checked against its history (PD-23). */
  wasPrice: WasPriceClaim | null;
  /**
   * Delivery, seller, warranty, instalments…: each as read for the offer or from its store's
   * policy, with its source (issue 32); a detail left out is unknown.
   */
  details?: ShownOfferDetails;
};

export type PriceRange = { lowest: string; highest: string; storeCount: number };

/** The price a product had when no offer is current (PD-21): the store, the price and when it was seen. */
export type LastKnownPrice = Pick<StoreOffer, "price" | "storeName" | "storeNameAr" | "checkedAt">;

/** Current offers first, each group cheapest first; equal prices keep a stable order by store name. */
export function sortOffers<T extends Pick<StoreOffer, "price" | "storeName" | "isCurrent">>(
  offers: readonly T[],
): T[] {
  return [...offers].sort(
    (a, b) =>
      Number(b.isCurrent) - Number(a.isCurrent) ||
      toHalalas(a.price) - toHalalas(b.price) ||
      a.storeName.localeCompare(b.storeName, "en"),
  );
}

/**
 * The range the page shows: the product's current lowest price and store count as the database
 * keeps them, and the dearest current offer. Null without a current offer.
 */
export function currentPriceRange(
  stored: { lowestPrice: string | null; storeCount: number },
  offers: readonly Pick<StoreOffer, "price" | "isCurrent">[],
): PriceRange | null {
  if (stored.lowestPrice === null) return null;
  let highest = stored.lowestPrice;
  for (const offer of offers) {
    if (offer.isCurrent && toHalalas(offer.price) > toHalalas(highest)) highest = offer.price;
  }
  return { lowest: stored.lowestPrice, highest, storeCount: stored.storeCount };
}

/**
 * The offer the page's "buy" links lead to: the cheapest current one (offers come current and
 * cheapest first), or null when no offer is current.
 */
export function cheapestCurrentOffer<T extends Pick<StoreOffer, "isCurrent">>(product: {
  offers: readonly T[];
  priceRange: PriceRange | null;
}): T | null {
  const first = product.offers[0];
  return product.priceRange && first?.isCurrent ? first : null;
}

/** Without a current offer: the last known price by PD-21's one rule (lastKnownOffer), or null. */
export function lastKnownPriceOf(offers: readonly StoreOffer[]): LastKnownPrice | null {
  const latest = lastKnownOffer(offers);
  if (!latest) return null;
  const { price, storeName, storeNameAr, checkedAt } = latest;
  return { price, storeName, storeNameAr, checkedAt };
}

/** How much the cheapest store saves against the dearest, as a decimal string ("0.00" for one store). */
export function savingOf(range: PriceRange): string {
  return fromHalalas(toHalalas(range.highest) - toHalalas(range.lowest));
}

/** An offer as the total's rule reads it (ADR-0026): its price in halalas and its delivery terms. */
export const offerForTotal = <T extends Pick<StoreOffer, "price" | "details">>(offer: T) => ({
  ...offer,
  priceHalalas: toHalalas(offer.price),
  delivery: offer.details?.delivery?.value,
});

/** The lowest total of the offers delivered to a region, a decimal string; null when none is known. */
export function lowestTotalOfOffers(
  offers: readonly Pick<StoreOffer, "price" | "details" | "isCurrent">[],
  region: Region,
): string | null {
  const total = lowestTotalOf(offers.map(offerForTotal), region);
  return total === null ? null : fromHalalas(total);
}
