import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await, Link } from "react-router";
import { getServices } from "~/app-context.server";
import { LoaderCircle } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/features/accounts/session.server";
import { getAnalytics } from "~/features/admin-analytics/analytics.server";
import { MostReviewedChart, SentimentChart } from "~/features/admin-analytics/components/analytics-charts";
import { PriceMovesCard } from "~/features/admin-analytics/components/price-moves-card";
import {
  PriceTrendChart,
  TREND_CATEGORY_PARAM,
} from "~/features/admin-analytics/components/price-trend-chart";
import { StaleOffersCard } from "~/features/admin-analytics/components/stale-offers-card";
import { SummaryCards } from "~/features/admin-analytics/components/summary-cards";
import { getAveragePriceTrend } from "~/features/admin-analytics/price-trend.server";
import { STALE_OFFERS_ANCHOR } from "~/features/admin-prices/components/stale-offers-list";
import { STORE_HEALTH_ANCHOR } from "~/features/admin-prices/components/store-health-list";
import { listCategories } from "~/features/catalog/categories.server";
import { findCategory, withDescendants } from "~/features/catalog/category-tree";
import { FeedAttention } from "~/features/feeds/components/feed-attention";
import { countHeldRuns, firstHeldRunId } from "~/features/feeds/held-runs.server";
import { countUnmatchedItems } from "~/features/feeds/unmatched-items.server";
import { countStaleOffers } from "~/features/price-refresh/stale-offers.server";
import { getStoreHealth } from "~/features/price-refresh/store-health.server";
import { freshHoursFor } from "~/features/prices/current-offers.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminDashboard.title" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { database, env, logger, catalogCache } = getServices(args.context);
  // Streamed: the frame renders at once, the figures follow when the aggregates are done. The
  // aggregates over the whole catalogue are shared by every admin and kept like a listing
  // (ADR-0015: a new review, product or account shows at once, prices within the lag); the
  // stale offers are counted afresh, since fetching one again is expected to take it off.
  // The average price line's category (PD-28): every product unless the picker names one.
  const categories = await listCategories(database.db);
  const trendCategory = findCategory(
    categories,
    new URL(args.request.url).searchParams.get(TREND_CATEGORY_PARAM),
  );
  const analytics = Promise.all([
    catalogCache.read(["admin-analytics"], () => getAnalytics(database.db)),
    countStaleOffers(database.db),
    getStoreHealth(database.db),
    catalogCache.read(["admin-price-trend", trendCategory?.id ?? "all"], () =>
      getAveragePriceTrend(database.db, trendCategory ? withDescendants(categories, trendCategory.id) : null),
    ),
  ])
    .then(([figures, staleOffers, health, priceTrend]) => ({
      ...figures,
      staleOffers,
      failingStores: health.filter((store) => store.isFlagged).length,
      priceTrend,
    }))
    .catch((error) => {
      logger.error("analytics failed", { error });
      throw error;
    });
  // An admin who leaves before the figures arrive aborts the request, cancelling the queries, and
  // then nothing awaits this promise: unhandled, its rejection would stop the whole process.
  analytics.catch(() => undefined);
  // Small counts over indexed rows, shown before the figures arrive.
  const [unmatched, held, heldRunId] = await Promise.all([
    countUnmatchedItems(database.db),
    countHeldRuns(database.db),
    firstHeldRunId(database.db),
  ]);
  return {
    analytics,
    feeds: { unmatched, held, heldRunId },
    freshHours: freshHoursFor(env.PRICE_REFRESH_INTERVAL_HOURS),
    categories,
    trendCategory,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("adminDashboard.title")}</h1>
      <div className="mt-4 empty:hidden">
        <FeedAttention {...loaderData.feeds} />
      </div>
      <Suspense
        fallback={
          <p role="status" className="mt-10 flex items-center gap-2 text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {t("adminDashboard.loading")}
          </p>
        }
      >
        <Await
          resolve={loaderData.analytics}
          errorElement={
            <div className="mt-6">
              <Notice tone="error">{t("adminDashboard.error")}</Notice>
            </div>
          }
        >
          {(analytics) => (
            <div className="mt-6 space-y-6">
              {analytics.failingStores > 0 ? (
                <div data-testid="failing-stores">
                  <Notice tone="error">
                    {t("adminPrices.health.dashboard", { count: analytics.failingStores })}{" "}
                    <Link to={`/admin/prices#${STORE_HEALTH_ANCHOR}`} className="font-semibold underline">
                      {t("adminPrices.health.dashboardLink")}
                    </Link>
                  </Notice>
                </div>
              ) : null}
              <SummaryCards totals={analytics.totals} />
              <div className="grid gap-6 xl:grid-cols-2">
                <PriceMovesCard priceMoves={analytics.priceMoves} />
                <PriceTrendChart
                  trend={analytics.priceTrend}
                  categories={loaderData.categories}
                  activeCategory={loaderData.trendCategory}
                />
              </div>
              <StaleOffersCard
                count={analytics.staleOffers}
                freshHours={loaderData.freshHours}
                href={`/admin/prices#${STALE_OFFERS_ANCHOR}`}
              />
              <div className="grid gap-6 xl:grid-cols-2">
                <SentimentChart sentiment={analytics.sentiment} moderation={analytics.moderation} />
                <MostReviewedChart mostReviewed={analytics.mostReviewed} />
              </div>
            </div>
          )}
        </Await>
      </Suspense>
    </>
  );
}
