export type FoundProduct = { id: string; name_en: string; name_ar: string; category_id: string };

/** The best match for `query` from the shared search endpoint (ids change with every seed). */
export async function findProduct(baseUrl: string, query: string): Promise<FoundProduct> {
  const response = await fetch(
    `${baseUrl}/api/products/search?${new URLSearchParams({ q: query, limit: "1" })}`,
  );
  if (!response.ok) throw new Error(`product search failed with ${response.status}`);
  const [product] = (await response.json()) as FoundProduct[];
  if (!product) throw new Error(`no product matches ${query}`);
  return product;
}
