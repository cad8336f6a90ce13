// The /products and /search URLs (PD-12, issue 17): category, minPrice, maxPrice, brand and
// store (repeatable), inStock, minRating, sortBy, q and page, and the filters by attribute
// (`f.storage=256,512`, docs/decisions/0025). A value that makes no sense is
// dropped, never an error page: a shared or hand-edited link still shows products.
import {
  type AttributeChoice,
  appendAttributeChoices,
  parseAttributeChoices,
} from "~/features/attributes/attribute-filters";
import { parsePageNumber } from "~/utils/page-number";
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from "./product-sort";

export const PRODUCTS_PER_PAGE = 24;
const MAX_QUERY_LENGTH = 100;
const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;
/** Brands or stores one URL may choose, and the longest name. */
const MAX_CHOICES = 20;
const MAX_CHOICE_LENGTH = 100;
export const MIN_RATINGS = [4, 3, 2] as const;

/** Where the filters apply: /search sorts by best match unless asked otherwise. */
export type BrowsePath = "/products" | "/search";
export type BrowseSort = ProductSort | "relevance";

export type BrowseParams = {
  path: BrowsePath;
  /** A category id or slug as written in the URL (checked against the categories later). */
  category: string | null;
  minPrice: string | null;
  maxPrice: string | null;
  brands: string[];
  stores: string[];
  inStock: boolean;
  minRating: number | null;
  /** Filters by attribute, sorted by key; they apply within a category. */
  attributes: AttributeChoice[];
  sortBy: BrowseSort;
  q: string;
  page: number;
};

export function defaultSortFor(path: BrowsePath): BrowseSort {
  return path === "/search" ? "relevance" : DEFAULT_PRODUCT_SORT;
}

/** The sorts a page offers, its default first. */
export function sortsFor(path: BrowsePath): BrowseSort[] {
  return path === "/search" ? ["relevance", ...PRODUCT_SORTS] : [...PRODUCT_SORTS];
}

function readAmount(value: string | null): string | null {
  const amount = value?.trim().replace(/,/g, "");
  return amount && AMOUNT.test(amount) ? amount : null;
}

function readChoices(values: string[]): string[] {
  const choices = values
    .map((value) => value.trim())
    .filter((value) => value && value.length <= MAX_CHOICE_LENGTH);
  return [...new Set(choices)].slice(0, MAX_CHOICES);
}

function compareAmounts(a: string, b: string): number {
  const [aWhole = "", aCents = ""] = a.split(".");
  const [bWhole = "", bCents = ""] = b.split(".");
  const wholeOrder = BigInt(aWhole) - BigInt(bWhole);
  if (wholeOrder !== 0n) return wholeOrder > 0n ? 1 : -1;
  return Math.sign(Number(aCents.padEnd(2, "0")) - Number(bCents.padEnd(2, "0")));
}

export function parseBrowseParams(params: URLSearchParams, path: BrowsePath = "/products"): BrowseParams {
  let minPrice = readAmount(params.get("minPrice"));
  let maxPrice = readAmount(params.get("maxPrice"));
  // A range typed the wrong way round is read the right way round.
  if (minPrice && maxPrice && compareAmounts(minPrice, maxPrice) > 0)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const sortBy = params.get("sortBy");
  const minRating = Number(params.get("minRating"));
  return {
    path,
    category: params.get("category")?.trim() || null,
    minPrice,
    maxPrice,
    brands: readChoices(params.getAll("brand")),
    stores: readChoices(params.getAll("store")),
    inStock: params.get("inStock") === "1",
    minRating: (MIN_RATINGS as readonly number[]).includes(minRating) ? minRating : null,
    attributes: parseAttributeChoices(params),
    sortBy: sortsFor(path).includes(sortBy as BrowseSort) ? (sortBy as BrowseSort) : defaultSortFor(path),
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    page: parsePageNumber(params.get("page")),
  };
}

/** True when any filter beyond the words and the category is chosen. */
export function hasFilters(params: BrowseParams): boolean {
  return countFilters(params) > 0;
}

/** How many filters are in force: the price range counts once, each brand, store and attribute choice once. */
export function countFilters(params: BrowseParams): number {
  return (
    (params.minPrice || params.maxPrice ? 1 : 0) +
    params.brands.length +
    params.stores.length +
    (params.inStock ? 1 : 0) +
    (params.minRating ? 1 : 0) +
    params.attributes.length
  );
}

/**
 * The page's URL for these parameters, defaults left out so links stay short and canonical.
 * `changes` replace values; any change but the page goes back to the first page.
 */
export function browseHref(current: BrowseParams, changes: Partial<BrowseParams> = {}): string {
  const next = { ...current, ...changes };
  if (!("page" in changes)) next.page = 1;
  // Another category has other attributes: its filters by attribute start afresh.
  if ("category" in changes && changes.category !== current.category && !("attributes" in changes))
    next.attributes = [];
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.category) params.set("category", next.category);
  if (next.minPrice) params.set("minPrice", next.minPrice);
  if (next.maxPrice) params.set("maxPrice", next.maxPrice);
  for (const brand of next.brands) params.append("brand", brand);
  for (const store of next.stores) params.append("store", store);
  if (next.inStock) params.set("inStock", "1");
  if (next.minRating) params.set("minRating", String(next.minRating));
  appendAttributeChoices(params, next.attributes);
  if (next.sortBy !== defaultSortFor(next.path)) params.set("sortBy", next.sortBy);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${next.path}?${search}` : next.path;
}

/** The same page with every filter and the sort taken off; a search keeps its words. */
export function clearFiltersHref(current: BrowseParams): string {
  return browseHref(current, {
    q: current.path === "/search" ? current.q : "",
    category: null,
    minPrice: null,
    maxPrice: null,
    brands: [],
    stores: [],
    inStock: false,
    minRating: null,
    attributes: [],
    sortBy: defaultSortFor(current.path),
  });
}
