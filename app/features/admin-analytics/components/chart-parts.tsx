// What the admin analytics charts share: their direction in Arabic, a name beside a bar, a legend's spacing and the card a chart sits in.
import { useTranslation } from "react-i18next";

/**
 * The charts' frame stays left to right for Recharts' geometry; in Arabic each chart mirrors itself
 * (axes reversed, names on the right) and its texts are set right to left, so that mixed Arabic and
 * Latin names keep their order and the legends and tooltips read from the right.
 */
export function useChartDirection() {
  const { i18n } = useTranslation();
  const isRtl = i18n.dir() === "rtl";
  return { isRtl, textStyle: isRtl ? ({ direction: "rtl" } as const) : undefined };
}

/** A category name beside its bar, anchored at the axis in either direction. */
export function NameTick({
  x,
  y,
  payload,
  isRtl,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  isRtl: boolean;
}) {
  return (
    <text
      x={x}
      y={y}
      dy={4}
      // An SVG text anchors by its own direction: the end of an English name is its right end, the
      // end of an Arabic one its left end, so both sit against the axis on their side of the chart.
      textAnchor="end"
      direction={isRtl ? "rtl" : "ltr"}
      fontSize={11}
      fill="#475569"
    >
      {String(payload?.value ?? "")}
    </text>
  );
}

/** Room for a product name beside its bar, and the characters that fit in it. */
export const NAME_AXIS_WIDTH = 160;

export const NAME_LENGTH = 22;

/** A legend's text, kept apart from its swatch on either side (Recharts spaces it on the right only). */
export const spacedLegendText = (value: unknown) => <span className="ms-1">{String(value)}</span>;

export function ChartCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="mt-4 h-72" dir="ltr">
        {children}
      </div>
    </section>
  );
}
