import { useTranslation } from "react-i18next";
import { getServices } from "~/app-context.server";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Pager } from "~/components/ui/pager";
import { getCurrentUser } from "~/features/accounts/session.server";
import { ProductGrid } from "~/features/catalog/components/product-grid";
import { SearchBox } from "~/features/search/components/search-box";
import { searchProducts } from "~/features/search/search.server";
import { SEARCH_RESULTS_PER_PAGE } from "~/features/search/search-limits";
import { parseSearchPageParams, searchHref } from "~/features/search/search-params";
import { listSavedProductIds } from "~/features/shopping/shopping.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/search";
import { useCardSaveAction } from "./card-save-action";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q ?? "";
  return pageMeta(matches, {
    title: q ? `“${q}”` : "search.title",
    description: "search.description",
    canonicalParams: { q, page: loaderData && loaderData.page > 1 ? loaderData.page : undefined },
    noindex: true,
  });
}

/** /search?q=: every product matching the words, best match first, 24 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, page } = parseSearchPageParams(new URL(request.url).searchParams);
  if (!q) return { q, page, products: [], total: 0, savedIds: null };
  const { database, catalogCache } = getServices(context);
  const { db } = database;
  const options = { query: q, limit: SEARCH_RESULTS_PER_PAGE, offset: (page - 1) * SEARCH_RESULTS_PER_PAGE };
  const { products, total } = await catalogCache.read(["search", options], () => searchProducts(db, options));
  const user = getCurrentUser(context);
  const savedIds = user
    ? await listSavedProductIds(
        db,
        user.id,
        products.map((product) => product.id),
      )
    : null;
  return { q, page, products, total, savedIds };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, page, products, total, savedIds } = loaderData;
  const cardAction = useCardSaveAction(savedIds);
  const pages = Math.max(1, Math.ceil(total / SEARCH_RESULTS_PER_PAGE));

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
      <section aria-labelledby="search-results-title" className="mt-8">
        <h2 id="search-results-title" className="sr-only">
          {t("search.resultsTitle")}
        </h2>
        {q ? (
          <>
            {total > 0 ? (
              <p className="mb-4 text-sm text-slate-600" data-testid="results-count">
                {t("search.resultCount", { count: total, query: q })}
              </p>
            ) : null}
            <ProductGrid
              products={products}
              emptyText={t("search.noResults", { query: q })}
              renderAction={cardAction}
            />
            <Pager page={Math.min(page, pages)} pages={pages} hrefFor={(next) => searchHref(q, next)} />
          </>
        ) : (
          <p className="text-slate-600">{t("search.emptyQuery")}</p>
        )}
      </section>
    </main>
  );
}
