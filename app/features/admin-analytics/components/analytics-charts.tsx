import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { Analytics } from "../analytics.server";

/**
 * The charts' frame stays left to right for Recharts' geometry; in Arabic each chart mirrors itself
 * (axes reversed, names on the right) and its texts are set right to left, so that mixed Arabic and
 * Latin names keep their order and the legends and tooltips read from the right.
 */
function useChartDirection() {
  const { i18n } = useTranslation();
  const isRtl = i18n.dir() === "rtl";
  return { isRtl, textStyle: isRtl ? ({ direction: "rtl" } as const) : undefined };
}

/** A category name beside its bar, anchored at the axis in either direction. */
function NameTick({
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
const NAME_AXIS_WIDTH = 160;
const NAME_LENGTH = 22;

/** A legend's text, kept apart from its swatch on either side (Recharts spaces it on the right only). */
const spacedLegendText = (value: unknown) => <span className="ms-1">{String(value)}</span>;

const SENTIMENT_COLOURS = { positive: "#16a34a", neutral: "#eab308", negative: "#dc2626" } as const;

function ChartCard({
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

export function SentimentChart({ sentiment, moderation }: Pick<Analytics, "sentiment" | "moderation">) {
  const { t } = useTranslation();
  const { textStyle } = useChartDirection();
  const data = (["positive", "neutral", "negative"] as const).map((key) => ({
    key,
    name: t(`adminDashboard.sentiment.${key}`),
    value: sentiment[key],
  }));
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="sentiment-chart"
    >
      <h2 className="text-base font-semibold text-ink">{t("adminDashboard.sentiment.title")}</h2>
      <p className="mt-1 text-xs text-slate-500">{t("adminDashboard.sentiment.basis")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="h-64" dir="ltr">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
            <PieChart>
              <Pie
                data={data}
                dataKey="value"
                nameKey="name"
                innerRadius="45%"
                outerRadius="80%"
                isAnimationActive={false}
              >
                {data.map((entry) => (
                  <Cell key={entry.key} fill={SENTIMENT_COLOURS[entry.key]} />
                ))}
              </Pie>
              <Tooltip contentStyle={textStyle} />
              <Legend wrapperStyle={textStyle} itemSorter={null} formatter={spacedLegendText} />
            </PieChart>
          </ResponsiveContainer>
        </div>
        <div className="text-sm">
          <h3 className="font-semibold text-ink">{t("adminDashboard.moderation.title")}</h3>
          <dl className="mt-2 space-y-2">
            {(["pending", "approved", "rejected"] as const).map((status) => (
              <div key={status} className="flex justify-between gap-6">
                <dt className="text-slate-600">{t(`adminDashboard.moderation.${status}`)}</dt>
                <dd className="font-semibold tabular-nums">{moderation[status]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

export function MostReviewedChart({ mostReviewed }: Pick<Analytics, "mostReviewed">) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { isRtl, textStyle } = useChartDirection();
  // Product names are long: bars run sideways with the (shortened) names beside them.
  const data = mostReviewed.map((row) => {
    const name = nameIn(locale, row);
    return {
      name: name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name,
      fullName: name,
      reviewCount: row.reviewCount,
    };
  });
  return (
    <ChartCard title={t("adminDashboard.mostReviewed.title")} testId="most-reviewed-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 288 }}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 8, bottom: 8, ...(isRtl ? { left: 16, right: 8 } : { left: 8, right: 16 }) }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            type="number"
            domain={[0, "auto"]}
            allowDecimals={false}
            reversed={isRtl}
            tick={{ fontSize: 11 }}
          />
          <YAxis
            type="category"
            dataKey="name"
            orientation={isRtl ? "right" : "left"}
            width={NAME_AXIS_WIDTH}
            tick={<NameTick isRtl={isRtl} />}
            interval={0}
          />
          <Tooltip
            // A full product name wraps rather than running out of the chart.
            contentStyle={{ ...textStyle, maxWidth: 260, whiteSpace: "normal" }}
            labelFormatter={(_, payload) => payload?.[0]?.payload?.fullName ?? ""}
          />
          <Legend wrapperStyle={textStyle} formatter={spacedLegendText} />
          <Bar
            dataKey="reviewCount"
            name={t("adminDashboard.mostReviewed.series")}
            fill="#f59e0b"
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
