import { useId, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate, formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { type PriceSeries, storeRanges } from "../price-series";

/** One colour per store (spec: an 8-colour palette), readable on white and distinct from each other. */
export const STORE_PALETTE = [
  "#047857",
  "#2563eb",
  "#d97706",
  "#db2777",
  "#7c3aed",
  "#0891b2",
  "#dc2626",
  "#4b5563",
] as const;

const Y_TICK_COUNT = 8;
const DATE_LABELS = 10;
const axisNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

const colorOf = (index: number) => STORE_PALETTE[index % STORE_PALETTE.length]!;
const isoToDate = (iso: string) => new Date(`${iso}T12:00:00+03:00`);
const noSubscription = () => () => {};

/** False during server rendering and hydration, true afterwards: the chart measures the browser. */
function useIsClient() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function ChartTooltip({
  active,
  payload,
  label,
  locale,
}: {
  active?: boolean;
  payload?: ReadonlyArray<{ dataKey?: unknown; name?: unknown; value?: unknown; color?: string }>;
  label?: unknown;
  locale: Locale;
}) {
  if (!active || !payload?.length || typeof label !== "string") return null;
  return (
    <div
      dir={locale === "ar" ? "rtl" : "ltr"}
      className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md"
    >
      <p className="font-semibold text-ink">{formatDate(isoToDate(label), locale)}</p>
      <ul className="mt-1 space-y-0.5">
        {payload
          .filter((entry) => typeof entry.value === "number")
          .map((entry) => (
            <li key={String(entry.dataKey)} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full"
                style={{ background: entry.color }}
              />
              <span className="text-slate-700">{String(entry.name)}</span>
              <span className="ms-auto ps-3 font-semibold tabular-nums text-ink">
                {formatPrice(entry.value as number, locale)}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}

/**
 * Price history, one stepped line per store (a price holds until the next reading). Time runs left
 * to right in both languages (docs/decisions/0002-price-chart-direction.md); in Arabic the price
 * axis sits on the right, the reading start. Stores are toggled from the legend buttons.
 */
export function PriceHistoryChart({ series }: { series: PriceSeries }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const isClient = useIsClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const legendId = useId();

  if (series.points.length === 0) return <EmptyState>{t("priceHistory.empty")}</EmptyState>;

  const data = series.points.map((point) => {
    const row: Record<string, string | number | null> = { date: point.date };
    point.prices.forEach((price, index) => {
      // Plotting only: the SVG needs numbers. Texts use the exact decimal strings.
      row[`s${index}`] = price === null ? null : Number(price);
    });
    return row;
  });
  // About ten date labels; on a narrow screen Recharts thins them further so they never overlap.
  const step = Math.max(1, Math.ceil(series.points.length / DATE_LABELS));
  const dateTicks = series.points.filter((_, index) => index % step === 0).map((point) => point.date);
  const first = series.points[0]!.date;
  const last = series.points.at(-1)!.date;
  const shortDate = new Intl.DateTimeFormat(locale === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "Asia/Riyadh",
  });

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
      {/* Time always runs left to right, so the chart itself is laid out left to right. */}
      <div dir="ltr" className="mt-1 aspect-[4/3] w-full max-w-[1200px] sm:aspect-[2/1]" aria-hidden="true">
        {isClient ? (
          <LineChart
            responsive
            style={{ width: "100%", height: "100%" }}
            data={data}
            margin={{ top: 8, right: 24, bottom: 8, left: 24 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(iso: string) => shortDate.format(isoToDate(iso))}
              ticks={dateTicks}
              interval="equidistantPreserveStart"
              minTickGap={12}
              tick={{ fontSize: 12, fill: "#475569" }}
              tickMargin={8}
            />
            <YAxis
              orientation={locale === "ar" ? "right" : "left"}
              tickCount={Y_TICK_COUNT}
              domain={["auto", "auto"]}
              allowDecimals={false}
              tickFormatter={(value: number) => axisNumber.format(value)}
              tick={{ fontSize: 12, fill: "#475569" }}
              width={64}
            />
            <Tooltip
              content={(props) => (
                <ChartTooltip
                  active={props.active}
                  payload={props.payload}
                  label={props.label}
                  locale={locale}
                />
              )}
            />
            {series.stores.map((store, index) => (
              <Line
                key={store}
                type="stepAfter"
                dataKey={`s${index}`}
                name={store}
                stroke={colorOf(index)}
                strokeWidth={2}
                dot={false}
                hide={hidden.has(store)}
                className={`price-line price-line-${index}`}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
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
