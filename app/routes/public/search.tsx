import { useTranslation } from "react-i18next";
import { getServices } from "~/app-context.server";
import { PageBreadcrumbs } from "~/components/layout/breadcrumbs";
import { getCurrentUser } from "~/features/accounts/session.server";
import { parseBrowseParams } from "~/features/catalog/browse-params";
import { BrowseResults } from "~/features/catalog/components/browse-results";
import { ProductGrid } from "~/features/catalog/components/product-grid";
import { lowestTotalsForPage } from "~/features/offer-details/offer-details.server";
import { EmptySearchHelp } from "~/features/search/components/empty-search-help";
import { SearchBox } from "~/features/search/components/search-box";
import { matchedWordsText, SearchReadingNote } from "~/features/search/components/search-reading-note";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/search";
import { loadBrowsePage, savedIdsAmong } from "./browse-page.server";
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
      partial: null,
      size: null,
      savedIds: null,
      lowestTotals: null,
    };
  }
  const page = await loadBrowsePage(db, catalogCache, params);
  const user = getCurrentUser(context);
  const shown = [...page.products, ...(page.help?.popular ?? [])];
  const [savedIds, lowestTotals] = await Promise.all([
    savedIdsAmong(db, user, shown),
    lowestTotalsForPage(db, request, user, shown),
  ]);
  // The page's parameters as it reads them (filters that mean nothing for the category dropped).
  return { ...page, savedIds, lowestTotals };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { params, products, total, help, savedIds, partial, size, lowestTotals } = loaderData;
  const { q } = params;
  const cardAction = useCardSaveAction(savedIds);

  return (
    <main id="main" className="mx-auto max-w-7xl clear-of-chat-7xl py-8">
      <PageBreadcrumbs items={[{ label: t("breadcrumbs.search") }]} />
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
            <EmptySearchHelp query={q} help={help} renderAction={cardAction} lowestTotals={lowestTotals} />
          </section>
        ) : (
          <BrowseResults
            className="mt-8"
            browse={loaderData}
            titleId="search-results-title"
            title={t("search.resultsTitle")}
            countText={
              total === 0
                ? null
                : partial
                  ? t("search.partial.count", {
                      count: total,
                      matched: matchedWordsText(partial, t, i18n.language),
                    })
                  : t("search.resultCount", { count: total, query: q })
            }
          >
            <SearchReadingNote query={q} partial={partial} size={size} />
            <ProductGrid
              products={products}
              emptyText={t("search.noFilteredResults")}
              renderAction={cardAction}
              lowestTotals={lowestTotals}
            />
          </BrowseResults>
        )
      ) : (
        <p className="mt-8 text-slate-600">{t("search.emptyQuery")}</p>
      )}
    </main>
  );
}
