// The second named price rule beside "current lowest price" (prices/current-offers.server.ts):
// "lowest total", what an offer costs delivered to the shopper's region (issue 32, ADR-0026).
// Pure functions, used by every reader (product page, cards, compare, JSON-LD). An offer's total
// is its price plus its delivery fee to the region; free when the price reaches the store's
// free-delivery threshold. A fee nobody stated is unknown, and so is the total: never guessed.
import type { DeliveryTerms, InstalmentPlan, Region, ShownOfferDetails } from "./offer-details";

/** The terms that apply to a region: the region's own, else the store's rule for every region. */
export function deliveryTermsFor(
  terms: readonly DeliveryTerms[] | undefined,
  region: Region,
): DeliveryTerms | null {
  if (!terms) return null;
  return terms.find((t) => t.region === region) ?? terms.find((t) => t.region === "all") ?? null;
}

/** The fee for an order of this price under these terms: 0 when free, null when unknown. */
export function deliveryFeeFor(terms: DeliveryTerms | null, priceHalalas: number): number | null {
  if (!terms) return null;
  if (terms.freeOverHalalas != null && priceHalalas >= terms.freeOverHalalas) return 0;
  return terms.feeHalalas ?? null;
}

/** An offer's total to a region in halalas: price plus delivery; null when the delivery is unknown. */
export function offerTotal(
  priceHalalas: number,
  terms: readonly DeliveryTerms[] | undefined,
  region: Region,
): number | null {
  const fee = deliveryFeeFor(deliveryTermsFor(terms, region), priceHalalas);
  return fee === null ? null : priceHalalas + fee;
}

/**
 * Without a region: the lowest fee any region gets for this price ("delivery from SAR 15",
 * 0 when some region's is free); null when no region's fee is known.
 */
export function lowestDeliveryFee(
  terms: readonly DeliveryTerms[] | undefined,
  priceHalalas: number,
): number | null {
  let lowest: number | null = null;
  for (const t of terms ?? []) {
    const fee = deliveryFeeFor(t, priceHalalas);
    if (fee !== null && (lowest === null || fee < lowest)) lowest = fee;
  }
  return lowest;
}

export type OfferForTotal = { priceHalalas: number; isCurrent: boolean; delivery?: readonly DeliveryTerms[] };

/** The current offer with the lowest total to a region, with that total; null when no current offer's total is known. */
export function lowestTotalOfferOf<T extends OfferForTotal>(
  offers: readonly T[],
  region: Region,
): { offer: T; totalHalalas: number } | null {
  let lowest: { offer: T; totalHalalas: number } | null = null;
  for (const offer of offers) {
    if (!offer.isCurrent) continue;
    const total = offerTotal(offer.priceHalalas, offer.delivery, region);
    if (total !== null && (lowest === null || total < lowest.totalHalalas))
      lowest = { offer, totalHalalas: total };
  }
  return lowest;
}

/** The lowest total among current offers to a region; null when no current offer's total is known. */
export function lowestTotalOf(offers: readonly OfferForTotal[], region: Region): number | null {
  return lowestTotalOfferOf(offers, region)?.totalHalalas ?? null;
}

/** What a shopper pays each time: the stated payment, else the price split (rounded up to a halala). */
export function instalmentPayment(plan: InstalmentPlan, priceHalalas: number): number | null {
  if (plan.paymentHalalas != null) return plan.paymentHalalas;
  if (!Number.isInteger(plan.payments) || plan.payments < 2) return null;
  return Math.ceil(priceHalalas / plan.payments);
}

/** The delivery terms an offer shows, whatever their source. */
export function deliveryOf(details: ShownOfferDetails | undefined): DeliveryTerms[] | undefined {
  return details?.delivery?.value;
}

/**
 * Offers by their total to a region, lowest first; offers whose total is unknown follow, by price.
 * Stable: equal totals keep the order they came in.
 */
export function sortByTotal<T extends { priceHalalas: number; delivery?: readonly DeliveryTerms[] }>(
  offers: readonly T[],
  region: Region,
): T[] {
  const keyed = offers.map((offer, index) => ({
    offer,
    index,
    total: offerTotal(offer.priceHalalas, offer.delivery, region),
  }));
  keyed.sort(
    (a, b) =>
      Number(a.total === null) - Number(b.total === null) ||
      (a.total ?? a.offer.priceHalalas) - (b.total ?? b.offer.priceHalalas) ||
      a.index - b.index,
  );
  return keyed.map((entry) => entry.offer);
}
