import { toHalalas } from "~/utils/money";

// PD-23, what the store list shows of a store's "was" price. Whether the claim is real is
// decided by the database (was-price.server.ts); this file holds what the browser needs too.

/** The list or strike-through price a store's page shows above its price. */
export type WasPriceClaim = {
  /** Decimal string, e.g. "2649.00". */
  price: string;
  /** The store charged this price (within 1 %) on at least one day of the last 90. */
  isReal: boolean;
};

/** The discount the store claims, in whole percent of its was price (17 for 2,649 → 2,199). */
export function claimedDiscountPercent(price: string, wasPrice: string): number {
  const was = toHalalas(wasPrice);
  return was > 0 ? Math.round(((was - toHalalas(price)) * 100) / was) : 0;
}
