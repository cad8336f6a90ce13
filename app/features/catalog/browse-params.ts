// The /products URL (decision 12): category, minPrice, maxPrice, sortBy, q and page. A value that
// makes no sense is dropped, never an error page: a shared or hand-edited link still shows products.
import { parsePageNumber } from "~/utils/page-number";
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from "./product-sort";

export const PRODUCTS_PER_PAGE = 24;
const MAX_QUERY_LENGTH = 100;
const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

export type BrowseParams = {
  /** A category id or slug as written in the URL (checked against the categories later). */
  category: string | null;
  minPrice: string | null;
  maxPrice: string | null;
  sortBy: ProductSort;
  q: string;
  page: number;
};

function readAmount(value: string | null): string | null {
  const amount = value?.trim().replace(/,/g, "");
  return amount && AMOUNT.test(amount) ? amount : null;
}

function compareAmounts(a: string, b: string): number {
  const [aWhole = "", aCents = ""] = a.split(".");
  const [bWhole = "", bCents = ""] = b.split(".");
  const wholeOrder = BigInt(aWhole) - BigInt(bWhole);
  if (wholeOrder !== 0n) return wholeOrder > 0n ? 1 : -1;
  return Math.sign(Number(aCents.padEnd(2, "0")) - Number(bCents.padEnd(2, "0")));
}

export function parseBrowseParams(params: URLSearchParams): BrowseParams {
  let minPrice = readAmount(params.get("minPrice"));
  let maxPrice = readAmount(params.get("maxPrice"));
  // A range typed the wrong way round is read the right way round.
  if (minPrice && maxPrice && compareAmounts(minPrice, maxPrice) > 0)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const sortBy = params.get("sortBy");
  return {
    category: params.get("category")?.trim() || null,
    minPrice,
    maxPrice,
    sortBy: PRODUCT_SORTS.includes(sortBy as ProductSort) ? (sortBy as ProductSort) : DEFAULT_PRODUCT_SORT,
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    page: parsePageNumber(params.get("page")),
  };
}

/**
 * The /products URL for these parameters, defaults left out so links stay short and canonical.
 * `changes` replace values; any change but the page goes back to the first page.
 */
export function browseHref(current: BrowseParams, changes: Partial<BrowseParams> = {}): string {
  const next = { ...current, ...changes };
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.category) params.set("category", next.category);
  if (next.minPrice) params.set("minPrice", next.minPrice);
  if (next.maxPrice) params.set("maxPrice", next.maxPrice);
  if (next.sortBy !== DEFAULT_PRODUCT_SORT) params.set("sortBy", next.sortBy);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/products?${search}` : "/products";
}
