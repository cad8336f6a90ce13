import { toHalalas } from "~/utils/money";

// PD-21's last known price: what a product without a current offer shows instead of a price, on its
// page, in the assistant's answers and in the shopping tools. One rule, read by all of them.

/** An offer as the rule reads it. */
type SeenOffer = { storeName: string; price: string; inStock: boolean | null; checkedAt: Date };

/**
 * The offer whose price is the product's last known price: the most recently checked one that was
 * not sold out at that check (unknown stock counts as in stock, PD-21); null when every offer is
 * sold out or there is none. A sold-out store's price was never one a shopper could pay, so it is
 * no "last known price". Equal check times go to the cheaper offer, then by store name.
 */
export function lastKnownOffer<T extends SeenOffer>(offers: readonly T[]): T | null {
  let latest: T | null = null;
  for (const offer of offers) {
    if (offer.inStock === false) continue;
    if (!latest || isSeenLater(offer, latest)) latest = offer;
  }
  return latest;
}

function isSeenLater(a: SeenOffer, b: SeenOffer): boolean {
  return (
    (a.checkedAt.getTime() - b.checkedAt.getTime() ||
      toHalalas(b.price) - toHalalas(a.price) ||
      b.storeName.localeCompare(a.storeName, "en")) > 0
  );
}
