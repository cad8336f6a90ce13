// The Recharts part of the price history chart, in a module of its own so that its ~100 KB
// (gzipped) is fetched only when the chart scrolls into view (see price-history-chart.tsx).
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatDate, formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { PriceSeries } from "../price-series";
import { colorOf, isoToDate } from "./chart-style";

const Y_TICK_COUNT = 8;
const DATE_LABELS = 10;
const axisNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

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

type PriceHistoryPlotProps = {
  series: PriceSeries;
  hidden: ReadonlySet<string>;
  locale: Locale;
};

/** The stepped lines, axes and tooltip; the legend, caption and text summary stay outside. */
export function PriceHistoryPlot({ series, hidden, locale }: PriceHistoryPlotProps) {
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
  const shortDate = new Intl.DateTimeFormat(locale === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "Asia/Riyadh",
  });

  return (
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
          <ChartTooltip active={props.active} payload={props.payload} label={props.label} locale={locale} />
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
  );
}
