// What a Merchant feed item says its offer brings beyond its price (issue 32, decision 0026):
// `shipping` (country:region:service:price[:min_handling:max_handling:min_transit:max_transit],
// several joined by ","), the item's `min/max_handling_time` and `min/max_transit_time`,
// `installment` (months:amount) and `return_policy_label`. Only Saudi shipping is read; a part that
// cannot be read leaves that detail unknown, never guessed.

import type { DeliveryTerms, InstalmentPlan, OfferDetails } from "~/features/offer-details/offer-details";
import {
  type Place,
  readRegionField,
  type ShippingRule,
  shippingRulesToTerms,
} from "~/features/price-extraction/delivery-regions";
import { readAmount } from "./feed-offer";
import type { RawFeedItem } from "./read-feed";

/**
 * A Merchant amount in halalas, zero included ("0.00 SAR" is free delivery); null when it is not
 * an amount in SAR.
 */
function readFee(text: string | undefined): number | null {
  const value = text?.trim() ?? "";
  if (/^(?:SAR\s*)?0+(?:\.0+)?(?:\s*SAR)?$/i.test(value) && /SAR/i.test(value)) return 0;
  const amount = readAmount(value);
  return amount.ok ? amount.halalas : null;
}

function readDays(text: string | undefined): number | null {
  const value = text?.trim();
  if (!value || !/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days <= 120 ? days : null;
}

type Times = {
  minHandling: number | null;
  maxHandling: number | null;
  minTransit: number | null;
  maxTransit: number | null;
};

/** Delivery days: handling plus transit; without a transit time the total is not known. */
function totalDays(times: Times): Pick<DeliveryTerms, "minDays" | "maxDays"> {
  const minTransit = times.minTransit ?? times.maxTransit;
  const maxTransit = times.maxTransit ?? times.minTransit;
  if (minTransit === null || maxTransit === null || maxTransit < minTransit) return {};
  const minHandling = times.minHandling ?? times.maxHandling ?? 0;
  const maxHandling = times.maxHandling ?? times.minHandling ?? 0;
  if (maxHandling < minHandling) return {};
  return { minDays: minHandling + minTransit, maxDays: maxHandling + maxTransit };
}

const SAUDI = /^(?:SA|SAU)$/i;

/** One `shipping` value: the rule it states for Saudi Arabia, or null (another country, unreadable). */
function readShippingEntry(entry: string, itemTimes: Times): ShippingRule | null {
  const [country = "", region = "", , price, ...times] = entry.split(":").map((part) => part.trim());
  if (!SAUDI.test(country)) return null;
  let place: Place | "all" = "all";
  if (region) {
    const named = readRegionField(region);
    if (!named) return null;
    place = named;
  }
  const fee = readFee(price);
  const own: Times = {
    minHandling: readDays(times[0]),
    maxHandling: readDays(times[1]),
    minTransit: readDays(times[2]),
    maxTransit: readDays(times[3]),
  };
  const hasOwnTimes = Object.values(own).some((value) => value !== null);
  const days = totalDays(hasOwnTimes ? own : itemTimes);
  if (fee === null && days.minDays === undefined) return null;
  return { place, terms: { feeHalalas: fee, ...days } };
}

/** Entries of a `shipping` field: several are joined by "," before the next country code. */
function shippingEntries(text: string): string[] {
  return text
    .split(/,(?=\s*[A-Za-z]{2,3}\s*:)/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Merchant's `installment` ("6:50.00 SAR", or months and amount as XML parts). It names no
 * provider: the plan is the store's own, recorded with the provider "store".
 */
function readInstalment(text: string | undefined): InstalmentPlan | null {
  const [months = "", amount] = (text ?? "").split(":").map((part) => part.trim());
  if (!/^\d{1,2}$/.test(months)) return null;
  const payments = Number(months);
  if (payments < 2 || payments > 60) return null;
  const each = readAmount(amount);
  return { provider: "store", payments, paymentHalalas: each.ok ? each.halalas : null };
}

/**
 * A return policy label names a policy set up in Merchant Center; it is read only where the label
 * itself says its window ("14-day-returns", "returns_30_days") or that there are none ("no_returns").
 */
function readReturnLabel(text: string | undefined): number | null {
  const label = text?.trim().toLowerCase() ?? "";
  if (!label) return null;
  if (/\b(?:no|non)[-_ ]?returns?\b|non[-_ ]?returnable|final[-_ ]sale/.test(label)) return 0;
  const match = /(?:^|[^\d])(\d{1,3})[-_ ]?(?:days?|d)(?:[^a-z]|$)/.exec(label);
  const days = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(days) && days > 0 && days <= 365 ? days : null;
}

/** Offer details a feed item states; an empty object when it states none. */
export function readFeedDetails({ fields }: RawFeedItem): OfferDetails {
  const details: OfferDetails = {};
  const itemTimes: Times = {
    minHandling: readDays(fields.min_handling_time),
    maxHandling: readDays(fields.max_handling_time),
    minTransit: readDays(fields.min_transit_time),
    maxTransit: readDays(fields.max_transit_time),
  };
  const rules = shippingEntries(fields.shipping ?? "")
    .map((entry) => readShippingEntry(entry, itemTimes))
    .filter((rule): rule is ShippingRule => rule !== null);
  if (rules.length === 0) {
    // Times without a shipping price still say how long delivery takes, everywhere the store ships.
    const days = totalDays(itemTimes);
    if (days.minDays !== undefined) rules.push({ place: "all", terms: { feeHalalas: null, ...days } });
  }
  const delivery = shippingRulesToTerms(rules);
  if (delivery.length > 0) details.delivery = delivery;
  const instalment = readInstalment(fields.installment);
  if (instalment) details.instalments = [instalment];
  const returnsDays = readReturnLabel(fields.return_policy_label);
  if (returnsDays !== null) details.returnsDays = returnsDays;
  return details;
}
