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
import {
  ChartCard,
  NAME_AXIS_WIDTH,
  NAME_LENGTH,
  NameTick,
  spacedLegendText,
  useChartDirection,
} from "./chart-parts";

const SENTIMENT_COLOURS = { positive: "#16a34a", neutral: "#eab308", negative: "#dc2626" } as const;

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
