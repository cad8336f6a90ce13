import type { NamedRow } from "~/utils/i18n";

// The products a shopper opened on this device, kept in localStorage under `recentlyViewed`
// (spec section 3): newest first, no duplicate ids, at most 8 stored and 4 shown.

export const RECENTLY_VIEWED_KEY = "recentlyViewed";
export const RECENTLY_VIEWED_MAX = 8;
export const RECENTLY_VIEWED_SHOWN = 4;

export type RecentlyViewedProduct = NamedRow & {
  imageUrl: string | null;
  lowestPrice: string | null;
  highestPrice: string | null;
  storeCount: number;
};

const isNullableString = (value: unknown) => value === null || typeof value === "string";

/**
 * The stored entry's fields when each has the right type, else null. Checked by hand rather than
 * with zod: this runs on every product page, and zod would add ~25 KB (gzipped) to it.
 */
function readEntry(entry: unknown): RecentlyViewedProduct | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, nameEn, nameAr, imageUrl, lowestPrice, highestPrice, storeCount } = entry as Record<
    string,
    unknown
  >;
  const isValid =
    typeof id === "string" &&
    id.length > 0 &&
    typeof nameEn === "string" &&
    typeof nameAr === "string" &&
    isNullableString(imageUrl) &&
    isNullableString(lowestPrice) &&
    isNullableString(highestPrice) &&
    Number.isInteger(storeCount) &&
    (storeCount as number) >= 0;
  if (!isValid) return null;
  return {
    id,
    nameEn,
    nameAr,
    imageUrl: imageUrl as string | null,
    lowestPrice: lowestPrice as string | null,
    highestPrice: highestPrice as string | null,
    storeCount: storeCount as number,
  };
}

/** The list with `product` first, any older entry for the same id removed, cut to the maximum. */
export function addRecentlyViewed(
  list: readonly RecentlyViewedProduct[],
  product: RecentlyViewedProduct,
): RecentlyViewedProduct[] {
  return [product, ...list.filter((item) => item.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX);
}

/** Reads what is stored, tolerating anything a user or an older version left there. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedProduct[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: RecentlyViewedProduct[] = [];
  for (const entry of value) {
    const item = readEntry(entry);
    if (!item || seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return items.slice(0, RECENTLY_VIEWED_MAX);
}

/** The products to show on a product page: the newest ones other than the product itself. */
export function productsToShow(list: readonly RecentlyViewedProduct[], currentId: string) {
  return list.filter((item) => item.id !== currentId).slice(0, RECENTLY_VIEWED_SHOWN);
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Records a visit and returns the list as it was before, so the page can show what came earlier.
 * Storage can be missing or full (private windows); the page then simply shows nothing.
 */
export function recordRecentlyViewed(
  storage: KeyValueStorage,
  product: RecentlyViewedProduct,
): RecentlyViewedProduct[] {
  try {
    const previous = parseRecentlyViewed(storage.getItem(RECENTLY_VIEWED_KEY));
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(addRecentlyViewed(previous, product)));
    return previous;
  } catch {
    return [];
  }
}
