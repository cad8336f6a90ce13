// The Recharts part of the price history chart, in a module of its own so that its ~100 KB
// (gzipped) is fetched only when the chart scrolls into view (see price-history-chart.tsx).
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatChartDate, formatDate, formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { PriceSeries } from "../price-series";
import { colorOf, dashOf, isoToDate } from "./chart-style";
import { LineSwatch } from "./line-swatch";

const Y_TICK_COUNT = 6;
/** Date labels offered to the axis, first and last included; Recharts drops some when they would touch. */
const DATE_LABELS = 6;
/** Past this many days the axis names months ("Aug 2026"), not days, so the year is never lost. */
const MONTH_LABELS_AFTER_DAYS = 120;
const TICK_FONT_SIZE = 12;
const axisNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

type TooltipEntry = { dataKey?: unknown; name?: unknown; value?: unknown };

function ChartTooltip({
  active,
  payload,
  label,
  locale,
}: {
  active?: boolean;
  payload?: ReadonlyArray<TooltipEntry>;
  label?: unknown;
  locale: Locale;
}) {
  if (!active || !payload?.length || typeof label !== "string") return null;
  // Cheapest first, so the price a shopper looks for tops the list.
  const entries = payload
    .filter((entry): entry is TooltipEntry & { value: number } => typeof entry.value === "number")
    .sort((a, b) => a.value - b.value);
  return (
    <div
      dir={locale === "ar" ? "rtl" : "ltr"}
      className="rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-xs shadow-lg sm:px-3 sm:text-sm"
    >
      <p className="font-semibold text-ink">{formatDate(isoToDate(label), locale)}</p>
      <ul className="mt-1 space-y-0.5 sm:space-y-1">
        {entries.map((entry) => (
          <li key={String(entry.dataKey)} className="flex items-center gap-2">
            <LineSwatch index={Number(String(entry.dataKey).slice(1))} />
            <span className="whitespace-nowrap text-slate-700">{String(entry.name)}</span>
            <span className="ms-auto whitespace-nowrap ps-2 font-semibold tabular-nums text-ink">
              {formatPrice(entry.value, locale)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type DateTickProps = {
  x?: number | string;
  y?: number | string;
  index?: number;
  visibleTicksCount?: number;
  payload?: { value?: unknown; coordinate?: number };
  label: (iso: string) => string;
  isRtl: boolean;
};

/**
 * A date label that never leaves the plot: the leftmost one starts at its date and the rightmost
 * one ends at it, so neither is cut off at the chart's edge nor runs into the price axis beside
 * it. Arabic labels are laid out right to left, where "start" is the right-hand side. The date's
 * own position (`coordinate`) is used, not `x`, which Recharts moves inwards for a centred label.
 */
function DateTick({ x, y, index = 0, visibleTicksCount = 1, payload, label, isRtl }: DateTickProps) {
  const side = index === 0 ? "left" : index === visibleTicksCount - 1 ? "right" : "middle";
  const anchor = side === "middle" ? "middle" : (side === "left") !== isRtl ? "start" : "end";
  return (
    <text
      x={payload?.coordinate ?? Number(x)}
      y={Number(y)}
      dy="0.71em"
      direction={isRtl ? "rtl" : "ltr"}
      textAnchor={anchor}
      fontSize={TICK_FONT_SIZE}
      fill="#475569"
      className="date-tick"
    >
      {label(String(payload?.value))}
    </text>
  );
}

/** Evenly spaced dates from the first to the last, skipping one labelled like the one before. */
function pickDateTicks(dates: readonly string[], label: (iso: string) => string): string[] {
  const last = dates.length - 1;
  const picked =
    dates.length <= DATE_LABELS
      ? [...dates]
      : Array.from({ length: DATE_LABELS }, (_, i) => dates[Math.round((i * last) / (DATE_LABELS - 1))]!);
  return picked.filter((date, index) => index === 0 || label(date) !== label(picked[index - 1]!));
}

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
