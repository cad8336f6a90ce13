import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { CHART_RANGES, type ChartRange, DEFAULT_CHART_RANGE, type PriceHistoryView } from "../price-series";

/** Links to the same page with another period; the current one is marked. */
export function RangeChoice({ current }: { current: ChartRange }) {
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

export function PriceFigures({
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
