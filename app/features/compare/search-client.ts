import { z } from "zod";

// The compare slots search through the shared endpoint GET /api/products/search?q=&limit=
// (ARCHITECTURE.md: id, name_en, name_ar, brand, model, image_url, category_id, lowest_price,
// store_count; best match first).

export const SLOT_SEARCH_LIMIT = 10;

const searchResultSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  brand: z.string().nullish(),
  model: z.string().nullish(),
  image_url: z.string().nullish(),
  category_id: z.string(),
  lowest_price: z.union([z.string(), z.number()]).nullish(),
  store_count: z.number().nullish(),
});

export type SlotSearchResult = z.infer<typeof searchResultSchema>;

const responseSchema = z.union([
  z.array(searchResultSchema),
  z.object({ products: z.array(searchResultSchema) }).transform((body) => body.products),
  z.object({ results: z.array(searchResultSchema) }).transform((body) => body.results),
]);

export async function searchForSlot(query: string, signal: AbortSignal): Promise<SlotSearchResult[]> {
  const params = new URLSearchParams({ q: query, limit: String(SLOT_SEARCH_LIMIT) });
  const response = await fetch(`/api/products/search?${params}`, {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`search failed with ${response.status}`);
  return responseSchema.parse(await response.json()).slice(0, SLOT_SEARCH_LIMIT);
}

/** In the second slot, products of the first product's category come first. */
export function rankForSlot(
  results: readonly SlotSearchResult[],
  categoryId: string | null,
): SlotSearchResult[] {
  if (!categoryId) return [...results];
  return [...results].sort(
    (a, b) => Number(b.category_id === categoryId) - Number(a.category_id === categoryId),
  );
}
