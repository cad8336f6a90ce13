// What an offer costs and brings beyond its price (issue 32): delivery to a region, seller,
// warranty, instalments, returns, a coupon. Every detail is optional; a detail nobody stated is
// absent (unknown), never guessed. Amounts are integer halalas (utils/money.ts).

/** Saudi delivery regions a shopper picks as their city; "other" is every other place. */
export const REGIONS = ["riyadh", "jeddah", "makkah", "madinah", "eastern", "other"] as const;
export type Region = (typeof REGIONS)[number];

/** Where a detail came from: the store's page, its feed, or the policy an admin set on the store. */
export type DetailSource = "page" | "feed" | "storePolicy";

/** Delivery to one region, or to every region ("all") when the store states one rule. */
export interface DeliveryTerms {
  region: Region | "all";
  /** 0 is free delivery; null when the fee is not stated. */
  feeHalalas: number | null;
  /** Delivery is free for orders at or above this amount. */
  freeOverHalalas?: number | null;
  minDays?: number | null;
  maxDays?: number | null;
}

export interface InstalmentPlan {
  /** "tabby", "tamara", or the provider's name as stated. */
  provider: string;
  payments: number;
  /** Each payment; null when only the number of payments is stated. Never the offer's price. */
  paymentHalalas: number | null;
}

export interface Seller {
  kind: "store" | "marketplace";
  /** A marketplace seller's name as the store shows it. */
  name?: string;
}

export interface Warranty {
  months: number | null;
  /** "official": the KSA version with the local warranty; "international": not. */
  kind: "official" | "international" | null;
}

export interface OfferDetails {
  delivery?: DeliveryTerms[];
  pickup?: boolean;
  seller?: Seller;
  warranty?: Warranty;
  instalments?: InstalmentPlan[];
  returnsDays?: number;
  /** A coupon or card offer the store itself states, as it states it. */
  coupon?: string;
}
