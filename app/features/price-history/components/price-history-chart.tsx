import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { storeDisplayName } from "~/features/stores/store-name";
import { formatDate, formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import {
  CHART_RANGES,
  type ChartRange,
  DEFAULT_CHART_RANGE,
  type PriceHistoryView,
  storeRanges,
} from "../price-series";
import { isoToDate } from "./chart-style";
import { LineSwatch } from "./line-swatch";

// Recharts is most of a product page's JavaScript; it is fetched once the chart comes near.
const PriceHistoryPlot = lazy(() =>
  import("./price-history-plot").then((module) => ({ default: module.PriceHistoryPlot })),
);

/** How far below the screen the chart starts loading, so it is usually drawn before it is seen. */
const LOAD_MARGIN = "300px";

/**
 * False during server rendering and hydration, true once the element given to the returned ref is
 * within LOAD_MARGIN of the viewport (the chart measures the browser, so it is never drawn on the
 * server). A callback ref, so an element that appears later (another product's history) is seen.
 */
function useIsNearViewport(): [isNear: boolean, ref: (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear]);
  return [isNear, setElement];
}

/**
 * Price history, one stepped line per store (a price holds until the next reading), over the
 * period chosen by links (`?range=30`, read by the loader, so the choice works without JavaScript
 * and each period is its own cached page). Time runs left to right in both languages
 * (docs/decisions/0002-price-chart-direction.md); in Arabic the price axis sits on the right, the
 * reading start. Stores are toggled from the legend buttons.
 */
export function PriceHistoryChart({ view }: { view: PriceHistoryView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [isNearViewport, plotRef] = useIsNearViewport();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const legendId = useId();
  const { series, figures, range } = view;
  const storeLabel = (store: string) =>
    storeDisplayName({ name: store, nameAr: view.storeNamesAr[store] ?? null }, locale);

  return (
    // On phones the card spans the screen's full width, so the plot gets every pixel of it.
    <figure
      className="-mx-4 border-y border-slate-200 bg-white px-3 py-4 sm:mx-0 sm:rounded-2xl sm:border sm:p-6"
      data-testid="price-history"
    >
      <RangeChoice current={range} />
      {series.points.length === 0 ? (
        <EmptyState>{t("priceHistory.empty")}</EmptyState>
      ) : (
        <>
          <figcaption className="sr-only">
            {t("priceHistory.chartLabel", {
              from: formatDate(isoToDate(series.points[0]!.date), locale),
              to: formatDate(isoToDate(series.points.at(-1)!.date), locale),
            })}
          </figcaption>
          {figures ? <PriceFigures figures={figures} range={range} locale={locale} /> : null}

          <p id={legendId} className="mt-5 text-sm text-slate-600">
            {t("priceHistory.legendHint")}
          </p>
          <ul
            aria-labelledby={legendId}
            className="mt-2 flex flex-wrap gap-2"
            data-testid="price-history-legend"
          >
            {series.stores.map((store, index) => {
              const isVisible = !hidden.has(store);
              return (
                <li key={store}>
                  <button
                    type="button"
                    aria-pressed={isVisible}
                    onClick={() =>
                      setHidden((current) => {
                        const next = new Set(current);
                        if (isVisible) next.add(store);
                        else next.delete(store);
                        return next;
                      })
                    }
                    className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${
                      isVisible
                        ? "border-slate-300 bg-white text-ink"
                        : "border-dashed border-slate-400 bg-slate-50 text-slate-600 line-through"
                    }`}
                  >
                    <LineSwatch index={index} isFilled={isVisible} />
                    {storeLabel(store)}
                  </button>
                </li>
              );
            })}
          </ul>

          {/* The price axis is on the reading start side: left in English, right in Arabic. */}
          <p className="mt-4 text-xs font-medium text-slate-600">{t("priceHistory.axis")}</p>
          {/* Time always runs left to right (ADR-0002), so the plot is laid out left to
              right. The box is sized before the plot arrives, so nothing below it moves. */}
          <div
            ref={plotRef}
            dir="ltr"
            className="mt-1 h-80 w-full max-w-[1200px] sm:h-auto sm:aspect-[2/1]"
            aria-hidden="true"
            data-testid="price-history-plot"
          >
            {isNearViewport ? (
              <Suspense fallback={null}>
                <PriceHistoryPlot series={series} hidden={hidden} locale={locale} storeLabel={storeLabel} />
              </Suspense>
            ) : null}
          </div>

          <div className="sr-only">
            <p>{t("priceHistory.summaryTitle")}</p>
            <ul>
              {storeRanges(series).map((storeRange) => (
                <li key={storeRange.store}>
                  {t("priceHistory.range", {
                    store: storeLabel(storeRange.store),
                    low: formatPrice(storeRange.low, locale),
                    high: formatPrice(storeRange.high, locale),
                  })}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </figure>
  );
}

/** Links to the same page with another period; the current one is marked. */
function RangeChoice({ current }: { current: ChartRange }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hrefOf = (range: ChartRange) => {
    const params = new URLSearchParams(location.search);
    if (range === DEFAULT_CHART_RANGE) params.delete("range");
    else params.set("range", range);
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : "", hash: "#price-history" };
  };
  return (
    <nav aria-label={t("priceHistory.rangeLabel")} data-testid="price-history-ranges">
      <ul className="inline-flex flex-wrap rounded-full border border-slate-300 bg-slate-50 p-1 text-sm font-medium">
        {CHART_RANGES.map((range) => (
          <li key={range}>
            <Link
              to={hrefOf(range)}
              replace
              preventScrollReset
              aria-current={range === current ? "true" : undefined}
              className={`inline-block whitespace-nowrap rounded-full px-3.5 py-1.5 ${
                range === current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-white hover:text-ink"
              }`}
            >
              {range === "all"
                ? t("priceHistory.rangeAll")
                : t("priceHistory.rangeDays", { count: Number(range) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PriceFigures({
  figures,
  range,
  locale,
}: {
  figures: NonNullable<PriceHistoryView["figures"]>;
  range: ChartRange;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const period =
    range === "all" ? t("priceHistory.periodAll") : t("priceHistory.periodDays", { count: Number(range) });
  return (
    <div className="mt-4">
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md" data-testid="price-history-figures">
        {(
          [
            ["lowest", figures.lowest],
            ["average", figures.average],
          ] as const
        ).map(([name, amount]) => (
          <div key={name} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{t(`priceHistory.${name}`, { period })}</dt>
            <dd
              className="mt-0.5 text-lg font-bold tabular-nums text-ink"
              data-testid={`price-history-${name}`}
            >
              {formatPrice(amount, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t("priceHistory.figuresHelp")}</p>
    </div>
  );
}
