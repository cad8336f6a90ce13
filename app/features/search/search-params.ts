import { z } from "zod";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from "./search-limits";
import { MAX_QUERY_LENGTH } from "./search-query";

// GET /api/products/search?q=&limit=&categoryId=: values that make no sense fall back to defaults.
const apiSearchSchema = z.object({
  q: z
    .string()
    .transform((text) => text.trim().slice(0, MAX_QUERY_LENGTH))
    .catch(""),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).catch(DEFAULT_SEARCH_LIMIT),
  categoryId: z.uuid().optional().catch(undefined),
});

export type ApiSearchParams = z.infer<typeof apiSearchSchema>;

export function parseApiSearchParams(params: URLSearchParams): ApiSearchParams {
  return apiSearchSchema.parse({
    q: params.get("q") ?? "",
    limit: params.get("limit") ?? DEFAULT_SEARCH_LIMIT,
    categoryId: params.get("categoryId") ?? undefined,
  });
}

/** The /search?q= page: the words and the page number (bad page numbers mean the first page). */
export function parseSearchPageParams(params: URLSearchParams): { q: string; page: number } {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The /search URL for a query and page. */
export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}
