// What a store page says its offer brings beyond the price (issue 32, decision 0026): delivery per
// region, seller, warranty, instalments, returns, pickup, a coupon. Structured data (JSON-LD) first,
// the page's text for what it leaves out. A detail the page does not state, or states two ways, is
// absent: unknown, never guessed. Instalment amounts are details, never the price.

import type { OfferDetails, Seller } from "~/features/offer-details/offer-details";
import { readJsonLdDetails } from "./offer-details-json-ld";
import { readTextDetails } from "./offer-details-text";
import { normalizeName, type PageContext } from "./page-context";
import { type CheerioAPI, findMainHeading } from "./page-dom";
import { prepareVisiblePage } from "./visible-page";

// Parts of a host name that are not the store's name ("www", "shop", top-level and Saudi second-level domains).
const HOST_NOISE = new Set([
  "www",
  "m",
  "shop",
  "store",
  "en",
  "ar",
  "sa",
  "com",
  "net",
  "org",
  "co",
  "ae",
  "io",
]);

function compact(name: string): string {
  return normalizeName(name).replace(/\s+/g, "");
}

/** The names a store goes by on its own page: structured site names, og:site_name, its host. */
function storeNames(context: PageContext, siteNames: string[]): string[] {
  const names = [...siteNames];
  for (const selector of ['meta[property="og:site_name"]', 'meta[name="application-name"]']) {
    const content = context.$(selector).attr("content")?.trim();
    if (content) names.push(content);
  }
  try {
    const labels = new URL(context.pageUrl).hostname.toLowerCase().split(".");
    const meaningful = labels.filter((label) => !HOST_NOISE.has(label));
    const label = meaningful[meaningful.length - 1];
    if (label && label.length >= 3) names.push(label.replace(/-/g, ""));
  } catch {
    // A page URL that does not parse names no store.
  }
  return names.map(compact).filter((name) => name.length >= 3);
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** True when `name` is some of `words` written together ("oasisgear" from "Oasis Outdoor Gear"). */
function isMadeOfWords(name: string, words: string[], depth = 0): boolean {
  if (name === "") return depth >= 2;
  return words.some(
    (word, index) =>
      word.length >= 2 &&
      name.startsWith(word) &&
      isMadeOfWords(
        name.slice(word.length),
        words.filter((_, other) => other !== index),
        depth + 1,
      ),
  );
}

/**
 * The store itself when the seller's name is one of the store's names (or contains it: "Amazon.sa"
 * on amazon.sa); a marketplace seller otherwise. A name in Arabic letters on a store whose names are
 * all in Latin ones cannot be compared, so the seller stays unknown.
 */
export function classifySeller(name: string, names: string[]): Seller | undefined {
  const seller = compact(name);
  if (seller.length < 2) return undefined;
  const words = normalizeName(name).split(" ").filter(Boolean);
  const isStore = names.some(
    (store) =>
      store === seller ||
      seller.includes(store) ||
      (seller.length >= 4 && store.includes(seller)) ||
      isMadeOfWords(store, words),
  );
  if (isStore) return { kind: "store" };
  if (ARABIC_LETTER.test(seller) && !names.some((store) => ARABIC_LETTER.test(store))) return undefined;
  return { kind: "marketplace", name: name.trim() };
}

/**
 * Offer details the page states for its product; an empty object when it states none. `visiblePage`
 * is the page as a shopper sees it (prepareVisiblePage), when the caller has it already.
 */
export function readOfferDetails(context: PageContext, visiblePage?: CheerioAPI): OfferDetails {
  const structured = readJsonLdDetails(context);
  const $ = visiblePage ?? prepareVisiblePage(context.html);
  const text = readTextDetails($, findMainHeading($, context.productName), context.pageCurrency);
  const details: OfferDetails = {};

  const delivery = structured?.delivery ?? text.delivery;
  if (delivery) details.delivery = delivery;
  const pickup = structured?.pickup ?? text.pickup;
  if (pickup !== undefined) details.pickup = pickup;

  const sellerName = structured?.sellerName ?? text.sellerName;
  const seller = sellerName
    ? classifySeller(sellerName, storeNames(context, structured?.siteNames ?? []))
    : undefined;
  if (seller) details.seller = seller;

  // The length from structured data when it states one; whether it is the KSA version from the text.
  const months = structured?.warranty?.months ?? text.warranty?.months ?? null;
  const kind = text.warranty?.kind ?? null;
  if (months !== null || kind !== null) details.warranty = { months, kind };

  if (text.instalments) details.instalments = text.instalments;
  const returnsDays = structured?.returnsDays ?? text.returnsDays;
  if (returnsDays !== undefined) details.returnsDays = returnsDays;
  if (text.coupon) details.coupon = text.coupon;
  return details;
}

/** True when the page stated no detail at all. */
export function hasOfferDetails(details: OfferDetails): boolean {
  return Object.keys(details).length > 0;
}
