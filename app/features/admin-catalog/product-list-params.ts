// The admin product table's URL parameters: ?q=&sort=&page= (shared by the loader and the table).
import { parsePageNumber } from "~/utils/page-number";

export const ADMIN_PRODUCT_SORTS = [
  "name_asc",
  "name_desc",
  "price_asc",
  "price_desc",
  "rating_desc",
  "rating_asc",
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
const MAX_QUERY_LENGTH = 100;

export type ProductListParams = { q: string; sort: AdminProductSort; page: number };

function isSort(value: string | null): value is AdminProductSort {
  return (ADMIN_PRODUCT_SORTS as readonly (string | null)[]).includes(value);
}

/** Unknown or malformed values fall back to the defaults rather than failing the page. */
export function parseProductListParams(params: URLSearchParams): ProductListParams {
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    sort: isSort(sort) ? sort : "name_asc",
    page: parsePageNumber(params.get("page")),
  };
}
