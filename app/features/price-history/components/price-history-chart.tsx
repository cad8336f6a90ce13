import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { storeDisplayName } from "~/features/stores/store-name";
import { formatDate, formatPrice } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import { type PriceHistoryView, storeRanges } from "../price-series";
import { isoToDate } from "./chart-style";
import { LineSwatch } from "./line-swatch";
import { PriceFigures, RangeChoice } from "./price-history-parts";
import { useIsNearViewport } from "./use-is-near-viewport";

// Recharts is most of a product page's JavaScript; it is fetched once the chart comes near.
const PriceHistoryPlot = lazy(() =>
  import("./price-history-plot").then((module) => ({ default: module.PriceHistoryPlot })),
);

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
