// GET /api/products/search's parameters, apart from the /search page's (search-params.ts), so the
// page's browser code does not carry zod.
import { z } from "zod";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from "./search-limits";
import { MAX_QUERY_LENGTH } from "./search-query";

// Values that make no sense fall back to defaults.
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
