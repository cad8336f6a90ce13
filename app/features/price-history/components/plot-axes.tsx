// The price history plot's pieces beside Recharts: its tooltip, its date labels and which dates get one.
import { formatDate, formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { isoToDate } from "./chart-style";
import { LineSwatch } from "./line-swatch";

/** Date labels offered to the axis, first and last included; Recharts drops some when they would touch. */
const DATE_LABELS = 6;

/** Past this many days the axis names months ("Aug 2026"), not days, so the year is never lost. */
export const MONTH_LABELS_AFTER_DAYS = 120;

export const TICK_FONT_SIZE = 12;

type TooltipEntry = { dataKey?: unknown; name?: unknown; value?: unknown };

export function ChartTooltip({
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

export type DateTickProps = {
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
export function DateTick({ x, y, index = 0, visibleTicksCount = 1, payload, label, isRtl }: DateTickProps) {
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
export function pickDateTicks(dates: readonly string[], label: (iso: string) => string): string[] {
  const last = dates.length - 1;
  const picked =
    dates.length <= DATE_LABELS
      ? [...dates]
      : Array.from({ length: DATE_LABELS }, (_, i) => dates[Math.round((i * last) / (DATE_LABELS - 1))]!);
  return picked.filter((date, index) => index === 0 || label(date) !== label(picked[index - 1]!));
}
