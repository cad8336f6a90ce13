import { fromHalalas, toHalalas } from "~/utils/money";

// Store offers of one product: the current price per store and the price range.

export type StoreOffer = {
  storeName: string;
  url: string;
  /** Decimal string with two places, e.g. "1299.00". */
  price: string;
  inStock: boolean | null;
  updatedAt: Date;
};

export type StoreOfferRow = StoreOffer & { createdAt: Date };

export type PriceRange = { lowest: string; highest: string; storeCount: number };

/**
 * One offer per store, the one created most recently (the spec's "latest price per store"), sorted
 * cheapest first; equal prices keep a stable order by store name.
 */
export function latestOfferPerStore(rows: readonly StoreOfferRow[]): StoreOffer[] {
  const latest = new Map<string, StoreOfferRow>();
  for (const row of rows) {
    const current = latest.get(row.storeName);
    if (!current || row.createdAt.getTime() > current.createdAt.getTime()) latest.set(row.storeName, row);
  }
  return [...latest.values()]
    .sort((a, b) => toHalalas(a.price) - toHalalas(b.price) || a.storeName.localeCompare(b.storeName, "en"))
    .map(({ createdAt: _createdAt, ...offer }) => offer);
}

/** Lowest and highest current price, or null when no store sells the product. */
export function priceRangeOf(offers: readonly Pick<StoreOffer, "price">[]): PriceRange | null {
  if (offers.length === 0) return null;
  let lowest = offers[0]!.price;
  let highest = lowest;
  for (const { price } of offers) {
    if (toHalalas(price) < toHalalas(lowest)) lowest = price;
    if (toHalalas(price) > toHalalas(highest)) highest = price;
  }
  return { lowest, highest, storeCount: offers.length };
}

/** How much the cheapest store saves against the dearest, as a decimal string ("0.00" for one store). */
export function savingOf(range: PriceRange): string {
  return fromHalalas(toHalalas(range.highest) - toHalalas(range.lowest));
}
