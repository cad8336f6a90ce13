// The Recharts part of the price history chart, in a module of its own so that its ~100 KB
// (gzipped) is fetched only when the chart scrolls into view (see price-history-chart.tsx).
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatChartDate } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { PriceSeries } from "../price-series";
import { colorOf, dashOf, isoToDate } from "./chart-style";
import {
  ChartTooltip,
  DateTick,
  type DateTickProps,
  MONTH_LABELS_AFTER_DAYS,
  pickDateTicks,
  TICK_FONT_SIZE,
} from "./plot-axes";

const Y_TICK_COUNT = 6;
const axisNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

type PriceHistoryPlotProps = {
  series: PriceSeries;
  hidden: ReadonlySet<string>;
  locale: Locale;
  /** A store's name in the page's language. */
  storeLabel: (store: string) => string;
};

/** The stepped lines, axes and tooltip; the legend, caption and figures stay outside. */
export function PriceHistoryPlot({ series, hidden, locale, storeLabel }: PriceHistoryPlotProps) {
  let highest = 0;
  const data = series.points.map((point) => {
    const row: Record<string, string | number | null> = { date: point.date };
    point.prices.forEach((price, index) => {
      // Plotting only: the SVG needs numbers. Texts use the exact decimal strings.
      const value = price === null ? null : Number(price);
      row[`s${index}`] = value;
      if (value !== null && value > highest) highest = value;
    });
    return row;
  });
  const dates = series.points.map((point) => point.date);
  const dateStyle = dates.length > MONTH_LABELS_AFTER_DAYS ? "monthYear" : "dayMonth";
  const dateLabel = (iso: string) => formatChartDate(isoToDate(iso), locale, dateStyle);
  // As wide as the longest price label needs (Latin digits, about 0.6 em each), and no wider.
  const priceAxisWidth = Math.ceil(axisNumber.format(highest * 1.2).length * TICK_FONT_SIZE * 0.62) + 12;

  return (
    <LineChart
      responsive
      style={{ width: "100%", height: "100%" }}
      data={data}
      margin={{ top: 8, right: 4, bottom: 4, left: 4 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="date"
        ticks={pickDateTicks(dates, dateLabel)}
        interval="preserveStartEnd"
        minTickGap={16}
        tick={(props: Omit<DateTickProps, "label" | "isRtl">) => (
          <DateTick {...props} label={dateLabel} isRtl={locale === "ar"} />
        )}
        tickFormatter={dateLabel}
        tickMargin={8}
        height={32}
      />
      <YAxis
        orientation={locale === "ar" ? "right" : "left"}
        tickCount={Y_TICK_COUNT}
        domain={["auto", "auto"]}
        allowDecimals={false}
        tickFormatter={(value: number) => axisNumber.format(value)}
        tick={{ fontSize: TICK_FONT_SIZE, fill: "#475569" }}
        width={priceAxisWidth}
      />
      <Tooltip
        cursor={{ stroke: "#94a3b8", strokeWidth: 1 }}
        wrapperStyle={{ zIndex: 10, outline: "none" }}
        content={(props) => (
          <ChartTooltip active={props.active} payload={props.payload} label={props.label} locale={locale} />
        )}
      />
      {series.stores.map((store, index) => (
        <Line
          key={store}
          type="stepAfter"
          dataKey={`s${index}`}
          name={storeLabel(store)}
          stroke={colorOf(index)}
          strokeDasharray={dashOf(index) || undefined}
          strokeWidth={2.5}
          dot={false}
          activeDot={{ r: 4, strokeWidth: 2, stroke: "#ffffff" }}
          hide={hidden.has(store)}
          className={`price-line price-line-${index}`}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
