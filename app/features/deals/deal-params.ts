// The /deals URL: category, sortBy and page, read as /products reads its own (PD-12). A value
// that makes no sense is dropped, never an error page.
import { parsePageNumber } from "~/utils/page-number";

/** Fewer than /products: a deal card says more, and a first page should be the best deals only. */
export const DEALS_PER_PAGE = 12;

/** `percent`: the largest share below the typical price first; `saved`: the most SAR saved first. */
export const DEAL_SORTS = ["percent", "saved"] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
export const DEFAULT_DEAL_SORT: DealSort = "percent";

export type DealParams = {
  /** A category id or slug as written in the URL (checked against the categories later). */
  category: string | null;
  sortBy: DealSort;
  page: number;
};

export function parseDealParams(params: URLSearchParams): DealParams {
  const sortBy = params.get("sortBy");
  return {
    category: params.get("category")?.trim() || null,
    sortBy: DEAL_SORTS.includes(sortBy as DealSort) ? (sortBy as DealSort) : DEFAULT_DEAL_SORT,
    page: parsePageNumber(params.get("page")),
  };
}

/**
 * The /deals URL for these parameters, defaults left out so links stay short and canonical; any
 * change but the page goes back to the first page.
 */
export function dealsHref(current: DealParams, changes: Partial<DealParams> = {}): string {
  const next = { ...current, ...changes };
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.category) params.set("category", next.category);
  if (next.sortBy !== DEFAULT_DEAL_SORT) params.set("sortBy", next.sortBy);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/deals?${search}` : "/deals";
}
