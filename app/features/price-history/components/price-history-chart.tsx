import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate, formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { type PriceSeries, storeRanges } from "../price-series";
import { colorOf, isoToDate } from "./chart-style";

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
 * Price history, one stepped line per store (a price holds until the next reading). Time runs left
 * to right in both languages (docs/decisions/0002-price-chart-direction.md); in Arabic the price
 * axis sits on the right, the reading start. Stores are toggled from the legend buttons.
 */
export function PriceHistoryChart({ series }: { series: PriceSeries }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [isNearViewport, plotRef] = useIsNearViewport();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const legendId = useId();

  if (series.points.length === 0) return <EmptyState>{t("priceHistory.empty")}</EmptyState>;

  const first = series.points[0]!.date;
  const last = series.points.at(-1)!.date;

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="price-history">
      <figcaption className="sr-only">
        {t("priceHistory.chartLabel", {
          from: formatDate(isoToDate(first), locale),
          to: formatDate(isoToDate(last), locale),
        })}
      </figcaption>

      <p id={legendId} className="text-sm text-slate-600">
        {t("priceHistory.legendHint")}
      </p>
      <ul aria-labelledby={legendId} className="mt-3 flex flex-wrap gap-2" data-testid="price-history-legend">
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
                    : "border-dashed border-slate-300 bg-slate-50 text-slate-500 line-through"
                }`}
              >
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full"
                  style={{
                    background: isVisible ? colorOf(index) : "transparent",
                    border: `2px solid ${colorOf(index)}`,
                  }}
                />
                {store}
              </button>
            </li>
          );
        })}
      </ul>

      {/* The price axis is on the reading start side: left in English, right in Arabic. */}
      <p className="mt-4 text-xs font-medium text-slate-500">{t("priceHistory.axis")}</p>
      {/* Time always runs left to right, so the chart itself is laid out left to right. The box is
          sized before the plot arrives, so nothing below it moves when it is drawn. */}
      <div
        ref={plotRef}
        dir="ltr"
        className="mt-1 aspect-[4/3] w-full max-w-[1200px] sm:aspect-[2/1]"
        aria-hidden="true"
      >
        {isNearViewport ? (
          <Suspense fallback={null}>
            <PriceHistoryPlot series={series} hidden={hidden} locale={locale} />
          </Suspense>
        ) : null}
      </div>

      <div className="sr-only">
        <p>{t("priceHistory.summaryTitle")}</p>
        <ul>
          {storeRanges(series).map((range) => (
            <li key={range.store}>
              {t("priceHistory.range", {
                store: range.store,
                low: formatPrice(range.low, locale),
                high: formatPrice(range.high, locale),
              })}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
