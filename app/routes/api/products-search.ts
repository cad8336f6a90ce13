// GET /api/products/search?q=&limit=&categoryId= (ARCHITECTURE.md): the header's suggestions and
// the compare slots. A JSON list, best match first; an empty list for a blank query.
import { getServices } from "~/app-context.server";
import { parseApiSearchParams } from "~/features/search/api-search-params.server";
import { searchProducts } from "~/features/search/search.server";
import type { Route } from "./+types/products-search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, limit, categoryId } = parseApiSearchParams(new URL(request.url).searchParams);
  const { database, catalogCache } = getServices(context);
  // Words that cannot all match still suggest what matches most of them (issue 38).
  const options = { query: q, limit, categoryId, withTotal: false, partial: true };
  const { products } = await catalogCache.read(["api-search", options], () =>
    searchProducts(database.db, options),
  );
  return Response.json(
    products.map((product) => ({
      id: product.id,
      name_en: product.nameEn,
      name_ar: product.nameAr,
      brand: product.brand,
      model: product.model,
      image_url: product.imageUrl,
      category_id: product.categoryId,
      lowest_price: product.lowestPrice,
      store_count: product.storeCount,
    })),
    // Prices change a few times a day at most; a minute of caching spares repeated keystrokes.
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
