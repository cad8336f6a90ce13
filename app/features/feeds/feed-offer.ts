// What a feed item offers, or why it is skipped. The price-truth rules of page reading hold for
// feeds too (ADR-0010): only an explicit SAR amount above zero becomes a price; anything else
// is skipped with its reason, never turned into a wrong number.

import { load } from "cheerio";
import type { OfferDetails } from "~/features/offer-details/offer-details";
import { normalizeGtin } from "~/utils/gtin";
import { fromHalalas, parseAmount } from "~/utils/money";
import { isHttpUrl } from "~/utils/web-address";
import { readFeedDetails } from "./feed-details";
import type { RawFeedItem } from "./read-feed";

export type FeedOffer = {
  itemId: string;
  title: string;
  link: string;
  /** The price charged now, a decimal SAR string: the sale price while it is in effect. */
  price: string;
  /** The regular price while a sale price is charged (PD-23 checks it before showing it). */
  wasPrice: string | null;
  /** Null when the feed does not say. */
  inStock: boolean | null;
  /** 14 digits with a valid check digit, or null (a GTIN that fails its check is not used). */
  gtin: string | null;
  mpn: string | null;
  brand: string | null;
  imageLink: string | null;
  /** Kept as the feed wrote it, for a later all-in price. */
  shipping: string | null;
  /** The colour and size the feed gives (Merchant `color`, `size`): which variant it is (issue 31). */
  variantHint: string | null;
  /**
   * What the item says the offer brings beyond its price (issue 32): delivery per region from
   * `shipping` and the handling and transit times, the `installment`, the returns window its
   * `return_policy_label` states. Absent when it states none. For `recordOfferDetails` (source "feed").
   */
  details?: OfferDetails;
};

export const SKIP_REASONS = [
  "missingId",
  "missingTitle",
  "badLink",
  "missingPrice",
  "badPrice",
  "otherCurrency",
  "notNew",
  "duplicateId",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export type ReadOffer =
  | { ok: true; offer: FeedOffer }
  | { ok: false; reason: SkipReason; itemId: string | null };

type Amount =
  | { ok: true; halalas: number }
  | { ok: false; reason: "missingPrice" | "badPrice" | "otherCurrency" };

/**
 * Merchant's price form: an amount and an ISO currency code ("1299.00 SAR", "SAR 1,299.00"). The
 * amount has "." for decimals and, at most, correctly placed "," thousands separators.
 */
export function readAmount(text: string | undefined): Amount {
  if (!text?.trim()) return { ok: false, reason: "missingPrice" };
  const match = /^(?:([A-Za-z]{3})\s*)?([\d.,]+)(?:\s*([A-Za-z]{3}))?$/.exec(text.trim());
  if (!match) return { ok: false, reason: "badPrice" };
  const [, before, amount = "", after] = match;
  const currency = before ?? after;
  // A code on both sides, or none: there is no way to know which currency the amount is in.
  if ((before && after) || !currency)
    return { ok: false, reason: before && after ? "badPrice" : "otherCurrency" };
  if (currency.toUpperCase() !== "SAR") return { ok: false, reason: "otherCurrency" };
  // What numeric(12,2) holds: up to ten digits before the point.
  const halalas = parseAmount(amount, { maxWholeDigits: 10 });
  return halalas === null ? { ok: false, reason: "badPrice" } : { ok: true, halalas };
}

/**
 * Whether a sale is on at `now`: Merchant's `sale_price_effective_date` is an ISO 8601 interval
 * ("2026-11-01T00:00+03:00/2026-11-30T23:59+03:00"). No dates means the sale is on; dates that
 * cannot be read mean it is not, since the regular price is then the one the feed vouches for.
 */
export function isSaleOn(interval: string | undefined, now: Date): boolean {
  if (!interval?.trim()) return true;
  const [start, end] = interval.split("/").map((part) => (part.trim() ? Date.parse(part.trim()) : null));
  if (start === undefined || Number.isNaN(start) || end === undefined || Number.isNaN(end)) return false;
  return (start === null || start <= now.getTime()) && (end === null || now.getTime() < end);
}

const IN_STOCK = new Set(["in_stock", "in stock", "limited_availability", "limited availability"]);
const OUT_OF_STOCK = new Set(["out_of_stock", "out of stock", "preorder", "pre-order", "backorder"]);

function readStock(text: string | undefined): boolean | null {
  const value = text?.trim().toLowerCase();
  if (!value) return null;
  if (IN_STOCK.has(value)) return true;
  if (OUT_OF_STOCK.has(value)) return false;
  return null;
}

/** Plain text from a title that may carry HTML markup or entities. */
export function plainText(text: string): string {
  const plain = /[<&]/.test(text) ? load(`<div>${text}</div>`)("div").first().text() : text;
  return plain.replace(/\s+/g, " ").trim();
}

function optional(text: string | undefined, max = 200): string | null {
  const value = text?.trim();
  return value ? value.slice(0, max) : null;
}

/** Reads one item of a feed as an offer at `now`, or the reason it is skipped. */
export function readFeedOffer(item: RawFeedItem, now: Date): ReadOffer {
  const { fields } = item;
  const itemId = optional(fields.id, 200);
  if (!itemId) return { ok: false, reason: "missingId", itemId: null };
  const skip = (reason: SkipReason): ReadOffer => ({ ok: false, reason, itemId });

  const title = plainText(fields.title ?? "").slice(0, 300);
  if (!title) return skip("missingTitle");
  const link = fields.link?.trim() ?? "";
  if (!isHttpUrl(link)) return skip("badLink");
  const condition = fields.condition?.trim().toLowerCase();
  if (condition && condition !== "new") return skip("notNew");

  const regular = readAmount(fields.price);
  if (!regular.ok) return skip(regular.reason);
  let charged = regular.halalas;
  let was: number | null = null;
  if (fields.sale_price?.trim() && isSaleOn(fields.sale_price_effective_date, now)) {
    const sale = readAmount(fields.sale_price);
    if (!sale.ok) return skip(sale.reason === "missingPrice" ? "badPrice" : sale.reason);
    charged = sale.halalas;
    if (sale.halalas < regular.halalas) was = regular.halalas;
  }

  return {
    ok: true,
    offer: {
      itemId,
      title,
      link,
      price: fromHalalas(charged),
      wasPrice: was === null ? null : fromHalalas(was),
      inStock: readStock(fields.availability),
      gtin: normalizeGtin(fields.gtin),
      mpn: optional(fields.mpn, 100),
      brand: optional(plainText(fields.brand ?? ""), 100),
      imageLink: fields.image_link && isHttpUrl(fields.image_link.trim()) ? fields.image_link.trim() : null,
      shipping: optional(fields.shipping, 500),
      variantHint: optional([fields.color, fields.size].filter(Boolean).join(" "), 200),
      ...detailsOf(item),
    },
  };
}

function detailsOf(item: RawFeedItem): { details?: OfferDetails } {
  const details = readFeedDetails(item);
  return Object.keys(details).length > 0 ? { details } : {};
}
