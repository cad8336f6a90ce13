import { useTranslation } from "react-i18next";
import { getServices } from "~/app-context.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Pager } from "~/components/ui/pager";
import { getCurrentUser } from "~/features/accounts/session.server";
import { browseHref, PRODUCTS_PER_PAGE, parseBrowseParams } from "~/features/catalog/browse-params";
import { ActiveFilters } from "~/features/catalog/components/active-filters";
import { FilterPanel } from "~/features/catalog/components/filter-panel";
import { ProductGrid } from "~/features/catalog/components/product-grid";
import { EmptySearchHelp } from "~/features/search/components/empty-search-help";
import { SearchBox } from "~/features/search/components/search-box";
import { listSavedProductIds } from "~/features/shopping/shopping.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/search";
import { loadBrowsePage } from "./browse-page.server";
import { useCardSaveAction } from "./card-save-action";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.params.q ?? "";
  const page = loaderData?.params.page ?? 1;
  return pageMeta(matches, {
    title: q ? `“${q}”` : "search.title",
    description: "search.description",
    canonicalParams: { q, page: page > 1 ? page : undefined },
    noindex: true,
  });
}

/**
 * /search?q=: every product matching the words, best match first (or sorted as asked), 24 a page,
 * with the same filters as /products (issue 17); words that find nothing get help instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseBrowseParams(new URL(request.url).searchParams, "/search");
  const { database, catalogCache } = getServices(context);
  const { db } = database;
  if (!params.q) {
    return {
      params,
      categories: [],
      category: undefined,
      products: [],
      total: 0,
      facets: null,
      help: null,
      savedIds: null,
    };
  }
  const page = await loadBrowsePage(db, catalogCache, params);
  const user = getCurrentUser(context);
  const shown = [...page.products, ...(page.help?.popular ?? [])];
  const savedIds = user
    ? await listSavedProductIds(
        db,
        user.id,
        shown.map((product) => product.id),
      )
    : null;
  // The page's parameters as it reads them (filters that mean nothing for the category dropped).
  return { ...page, savedIds };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { params, categories, category, products, total, facets, help, savedIds } = loaderData;
  const { q } = params;
  const cardAction = useCardSaveAction(savedIds);
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        label={t("breadcrumbs.label")}
        items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("breadcrumbs.search") }]}
      />
      <h1 className="mt-4 text-3xl font-bold text-ink">
        {q ? t("search.titleFor", { query: q }) : t("search.title")}
      </h1>
      <div className="mt-6 max-w-2xl">
        <SearchBox
          key={q}
          label={t("search.refineLabel")}
          placeholder={t("header.searchPlaceholder")}
          defaultValue={q}
        />
      </div>
      {q ? (
        help ? (
          <section aria-labelledby="search-results-title" className="mt-8">
            <h2 id="search-results-title" className="sr-only">
              {t("search.resultsTitle")}
            </h2>
            <EmptySearchHelp query={q} help={help} renderAction={cardAction} />
          </section>
        ) : (
          <div className="mt-8 flex flex-col gap-6 lg:flex-row lg:items-start">
            <FilterPanel params={params} categories={categories} activeCategory={category} facets={facets} />
            <section aria-labelledby="search-results-title" className="min-w-0 flex-1">
              <h2 id="search-results-title" className="sr-only">
                {t("search.resultsTitle")}
              </h2>
              <ActiveFilters params={params} category={category} facets={facets} />
              {total > 0 ? (
                <p className="mb-4 text-sm text-slate-600" data-testid="results-count">
                  {t("search.resultCount", { count: total, query: q })}
                </p>
              ) : null}
              <ProductGrid
                products={products}
                emptyText={t("search.noFilteredResults")}
                renderAction={cardAction}
              />
              <Pager
                page={Math.min(params.page, pages)}
                pages={pages}
                hrefFor={(next) => browseHref(params, { page: next })}
              />
            </section>
          </div>
        )
      ) : (
        <p className="mt-8 text-slate-600">{t("search.emptyQuery")}</p>
      )}
    </main>
  );
}
