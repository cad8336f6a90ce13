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

/** The details a store's policy may give every offer (an admin sets it on the store). */
export interface StorePolicy {
  delivery?: DeliveryTerms[];
  pickup?: boolean;
  warranty?: Warranty;
  returnsDays?: number;
  /** Providers the store offers, each with its number of payments; each payment is the price split. */
  instalments?: { provider: string; payments: number }[];
}

/** The details of OfferDetails, each of which a reading states or not. */
export const DETAIL_KEYS = [
  "delivery",
  "pickup",
  "seller",
  "warranty",
  "instalments",
  "returnsDays",
  "coupon",
] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

/** One detail as an offer shows it: its value, where it came from and, when read, when. */
export interface SourcedDetail<T> {
  value: T;
  source: DetailSource;
  /** ISO time of the reading that stated it; null for the store's policy. */
  checkedAt: string | null;
}

/** An offer's details as shown: each read for the offer, else from its store's policy, else absent. */
export type ShownOfferDetails = { [K in DetailKey]?: SourcedDetail<NonNullable<OfferDetails[K]>> };

/** A page's products' lowest totals to the shopper's city, in halalas; a product left out has none known. */
export type LowestTotals = { region: Region; byProduct: Record<string, number> };

/** Whether a text names a region shoppers pick ("riyadh", …). */
export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}
