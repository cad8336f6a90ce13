import { parsePageNumber } from "~/utils/page-number";
import { MAX_QUERY_LENGTH } from "./search-query";

/** The /search?q= page: the words and the page number (bad page numbers mean the first page). */
export function parseSearchPageParams(params: URLSearchParams): { q: string; page: number } {
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    page: parsePageNumber(params.get("page")),
  };
}

/** The /search URL for a query and page. */
export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}
