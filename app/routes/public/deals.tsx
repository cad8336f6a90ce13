import { useTranslation } from "react-i18next";
import { getServices } from "~/app-context.server";
import { PageBreadcrumbs } from "~/components/layout/breadcrumbs";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager } from "~/components/ui/pager";
import { DealCard } from "~/features/deals/components/deal-card";
import { DealFilters } from "~/features/deals/components/deal-filters";
import { DEALS_PER_PAGE, dealsHref, parseDealParams } from "~/features/deals/deal-params";
import { listDeals } from "~/features/deals/deals.server";
import { nameIn } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { useLocale } from "~/utils/use-locale";
import type { Route } from "./+types/deals";
import { loadBrowsedCategory } from "./browse-page.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const params = loaderData?.params;
  return pageMeta(matches, {
    title: "deals.title",
    description: "deals.description",
    canonicalParams: {
      category: loaderData?.category?.id,
      page: params && params.page > 1 ? params.page : undefined,
    },
  });
}

/** /deals (PD-24): the category, sort and page come from the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseDealParams(new URL(request.url).searchParams);
  const { database, catalogCache } = getServices(context);
  const { db } = database;
  const { categories, category, categoryIds } = await loadBrowsedCategory(db, catalogCache, params.category);
  const options = {
    categoryIds,
    sortBy: params.sortBy,
    limit: DEALS_PER_PAGE,
    offset: (params.page - 1) * DEALS_PER_PAGE,
  };
  const { deals, total } = await catalogCache.read(["deals", options], () => listDeals(db, options));
  return { params, categories, category, deals, total };
}

export default function DealsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { params, categories, category, deals, total } = loaderData;
  const categoryName = category && nameIn(locale, category);
  const pages = Math.max(1, Math.ceil(total / DEALS_PER_PAGE));
  const first = (params.page - 1) * DEALS_PER_PAGE + 1;

  return (
    <main id="main" className="mx-auto max-w-7xl clear-of-chat-7xl py-8">
      <PageBreadcrumbs
        items={[
          { label: t("deals.title"), to: "/deals" },
          ...(categoryName ? [{ label: categoryName }] : []),
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold text-ink">{t("deals.heading")}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t("deals.intro")}</p>

      <div className="mt-6">
        <DealFilters params={params} categories={categories} activeCategory={category} />
      </div>

      <section aria-labelledby="deals-title" className="mt-6">
        <h2 id="deals-title" className="sr-only">
          {t("deals.resultsTitle")}
        </h2>
        {deals.length > 0 ? (
          <>
            <p className="mb-4 text-sm text-slate-600" data-testid="results-count">
              {t("deals.showing", { first, last: first + deals.length - 1, count: total })}
            </p>
            <ul
              className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              data-testid="deal-grid"
            >
              {deals.map((deal) => (
                <li key={deal.id}>
                  <DealCard deal={deal} />
                </li>
              ))}
            </ul>
          </>
        ) : total > 0 ? (
          // A page past the last one (an old or hand-edited link).
          <EmptyState action={{ to: dealsHref(params, { page: 1 }), label: t("deals.firstPage") }}>
            <p>{t("deals.pastEnd")}</p>
          </EmptyState>
        ) : (
          <EmptyState
            action={
              category
                ? {
                    to: `/products?category=${category.id}`,
                    label: t("deals.browseCategory", { name: categoryName }),
                  }
                : { to: "/products", label: t("deals.browse") }
            }
          >
            <p>{category ? t("deals.emptyCategory", { name: categoryName }) : t("deals.empty")}</p>
          </EmptyState>
        )}
        <Pager
          page={Math.min(params.page, pages)}
          pages={pages}
          hrefFor={(page) => dealsHref(params, { page })}
        />
      </section>
    </main>
  );
}
