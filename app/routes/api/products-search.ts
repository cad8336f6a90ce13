// GET /api/products/search?q=&limit=&categoryId= (ARCHITECTURE.md): the header's suggestions and
// the compare slots. A JSON list, best match first; an empty list for a blank query.
import { getServices } from "~/app-context.server";
import { searchProducts } from "~/features/search/search.server";
import { parseApiSearchParams } from "~/features/search/search-params";
import type { Route } from "./+types/products-search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, limit, categoryId } = parseApiSearchParams(new URL(request.url).searchParams);
  const { db } = getServices(context).database;
  const { products } = await searchProducts(db, { query: q, limit, categoryId, withTotal: false });
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
