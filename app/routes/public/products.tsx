import { useTranslation } from "react-i18next";
import { getServices } from "~/app-context.server";
import { PageBreadcrumbs } from "~/components/layout/breadcrumbs";
import { getCurrentUser } from "~/features/accounts/session.server";
import {
  type BrowseParams,
  hasFilters,
  PRODUCTS_PER_PAGE,
  parseBrowseParams,
} from "~/features/catalog/browse-params";
import { BrowseResults } from "~/features/catalog/components/browse-results";
import { ProductGrid } from "~/features/catalog/components/product-grid";
import { lowestTotalsForPage } from "~/features/offer-details/offer-details.server";
import { SearchReadingNote } from "~/features/search/components/search-reading-note";
import { nameIn } from "~/utils/i18n";
import { localeOf, pageMeta } from "~/utils/meta";
import { useLocale } from "~/utils/use-locale";
import type { Route } from "./+types/products";
import { loadBrowsePage, savedIdsAmong } from "./browse-page.server";
import { useCardSaveAction } from "./card-save-action";

const isBrandPage = (params: BrowseParams) =>
  params.brands.length === 1 &&
  !params.minPrice &&
  !params.maxPrice &&
  !params.stores.length &&
  !params.inStock &&
  !params.minRating;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const category = loaderData?.category;
  const params = loaderData?.params;
  return pageMeta(matches, {
    title: category ? (localeOf(matches) === "ar" ? category.nameAr : category.nameEn) : "catalog.title",
    description: "catalog.description",
    canonicalParams: {
      category: category?.id,
      brand: params?.brands.length === 1 ? params.brands[0] : undefined,
      page: params && params.page > 1 ? params.page : undefined,
    },
    // Searched and price-filtered lists repeat the category pages; search engines need only those.
    // One brand in a category ("Samsung phones") is a page worth finding; other filters are not.
    noindex: Boolean(
      params && (params.q || (hasFilters(params) && !isBrandPage(params)) || params.brands.length > 1),
    ),
  });
}

/** /products: the category, filters, search words, sort and page all come from the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, catalogCache } = getServices(context);
  const { db } = database;
  const { params, categories, category, products, total, facets, partial, size } = await loadBrowsePage(
    db,
    catalogCache,
    parseBrowseParams(new URL(request.url).searchParams),
  );
  const user = getCurrentUser(context);
  const [savedIds, lowestTotals] = await Promise.all([
    savedIdsAmong(db, user, products),
    lowestTotalsForPage(db, request, user, products),
  ]);
  return { params, categories, category, products, total, facets, partial, size, savedIds, lowestTotals };
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { params, category, products, total, savedIds, partial, size, lowestTotals } = loaderData;
  const cardAction = useCardSaveAction(savedIds);
  const categoryName = category && nameIn(locale, category);
  const first = total === 0 ? 0 : (params.page - 1) * PRODUCTS_PER_PAGE + 1;

  return (
    <main id="main" className="mx-auto max-w-7xl clear-of-chat-7xl py-8">
      <PageBreadcrumbs
        items={[
          { label: t("breadcrumbs.products"), to: "/products" },
          ...(categoryName ? [{ label: categoryName }] : []),
        ]}
      />
      <div className="mt-4">
        <h1 className="text-3xl font-bold text-ink">{categoryName ?? t("catalog.title")}</h1>
        {params.q ? (
          <p className="mt-1 text-slate-600">{t("catalog.resultsFor", { query: params.q })}</p>
        ) : null}
      </div>

      <BrowseResults
        className="mt-6"
        browse={loaderData}
        titleId="results-title"
        title={t("catalog.resultsTitle")}
        countText={
          products.length > 0
            ? t("catalog.showing", { first, last: first + products.length - 1, count: total })
            : null
        }
      >
        {params.q ? <SearchReadingNote query={params.q} partial={partial} size={size} /> : null}
        <ProductGrid products={products} renderAction={cardAction} lowestTotals={lowestTotals} />
      </BrowseResults>
    </main>
  );
}
