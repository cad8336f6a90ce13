// What /products and /search load (issue 17): one page of products with the same server-side
// filters and sorts, each filter's option counts, and, for words that found nothing, the help
// that keeps the page from being a dead end.
import type { Database } from "~/db/client.server";
import {
  choicesOf,
  findFilterAttributes,
  resolveAttributeChoices,
} from "~/features/attributes/attribute-filters.server";
import { type BrowseParams, hasFilters, PRODUCTS_PER_PAGE } from "~/features/catalog/browse-params";
import type { CatalogCache } from "~/features/catalog/catalog-cache.server";
import { listCategories } from "~/features/catalog/categories.server";
import { findCategory, withDescendants } from "~/features/catalog/category-tree";
import { listProducts } from "~/features/catalog/product-listing.server";
import { type SearchResult, searchProducts, suggestForEmptySearch } from "~/features/search/search.server";
import { listSavedProductIds } from "~/features/shopping/shopping.server";

/** Every category, the one the URL names (if known) and its ids with its subcategories'. */
export async function loadBrowsedCategory(
  db: Database,
  catalogCache: CatalogCache,
  categoryId: string | null,
) {
  const categories = await catalogCache.read(["categories"], () => listCategories(db));
  const category = findCategory(categories, categoryId);
  const categoryIds = category ? withDescendants(categories, category.id) : undefined;
  return { categories, category, categoryIds };
}

/** Which of the products shown the signed-in shopper saved (their hearts); null when signed out. */
export function savedIdsAmong(
  db: Database,
  user: { id: string } | null,
  shown: readonly { id: string }[],
): Promise<string[]> | null {
  return user
    ? listSavedProductIds(
        db,
        user.id,
        shown.map((product) => product.id),
      )
    : null;
}

export async function loadBrowsePage(db: Database, catalogCache: CatalogCache, params: BrowseParams) {
  const { categories, category, categoryIds } = await loadBrowsedCategory(db, catalogCache, params.category);
  // A category's filters by attribute (docs/decisions/0025, "Filters"); none across categories.
  const filterAttributes =
    category && categoryIds
      ? await catalogCache.read(["filter-attributes", category.id], () =>
          findFilterAttributes(db, category.id, categoryIds),
        )
      : [];
  const attributeFilters = resolveAttributeChoices(params.attributes, filterAttributes);
  const filters = {
    categoryIds,
    minPrice: params.minPrice ?? undefined,
    maxPrice: params.maxPrice ?? undefined,
    brands: params.brands,
    stores: params.stores,
    inStock: params.inStock,
    minRating: params.minRating ?? undefined,
    attributeFilters,
    sortBy: params.sortBy,
    limit: PRODUCTS_PER_PAGE,
    offset: (params.page - 1) * PRODUCTS_PER_PAGE,
    withFacets: true,
  };
  // The filter attributes follow from the category, already in the key.
  const counted = { ...filters, attributeFacets: filterAttributes };
  // A search that cannot match every word lists what matches most of them (issue 38).
  const {
    products,
    total,
    facets,
    partial = null,
    size = null,
  } = await catalogCache.read(
    ["products", params.q, filters],
    (): Promise<SearchResult> =>
      params.q
        ? searchProducts(db, { ...counted, query: params.q, partial: true })
        : listProducts(db, counted),
  );
  // The page shows as chosen only the filters that mean something for the category.
  const browsed: BrowseParams = { ...params, attributes: choicesOf(attributeFilters) };
  // Help only when the words themselves found nothing, not when filters emptied the page.
  const help =
    params.q && total === 0 && !category && !hasFilters(browsed)
      ? await catalogCache.read(["empty-search-help", params.q], () => suggestForEmptySearch(db, params.q))
      : null;
  return {
    params: browsed,
    categories,
    category,
    products,
    total,
    facets: facets ?? null,
    help,
    partial,
    size,
  };
}
