import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Analytics } from "../analytics.server";

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
              <Tooltip />
              <Legend />
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

export function PriceTrendChart({ priceTrend }: Pick<Analytics, "priceTrend">) {
  const { t } = useTranslation();
  const series = t("adminDashboard.priceTrend.series");
  return (
    <ChartCard title={t("adminDashboard.priceTrend.title")} testId="price-trend-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 288 }}>
        <LineChart data={priceTrend} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tick={{ fontSize: 11 }} minTickGap={24} />
          <YAxis domain={[0, "auto"]} tick={{ fontSize: 11 }} width={64} />
          <Tooltip />
          <Legend />
          <Line
            type="monotone"
            dataKey="averagePrice"
            name={series}
            stroke="#047857"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function MostReviewedChart({ mostReviewed }: Pick<Analytics, "mostReviewed">) {
  const { t, i18n } = useTranslation();
  // Product names are long: bars run sideways with the (shortened) names beside them.
  const data = mostReviewed.map((row) => {
    const name = i18n.language === "ar" ? row.nameAr : row.nameEn;
    return {
      name: name.length > 28 ? `${name.slice(0, 27)}…` : name,
      fullName: name,
      reviewCount: row.reviewCount,
    };
  });
  return (
    <ChartCard title={t("adminDashboard.mostReviewed.title")} testId="most-reviewed-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 288 }}>
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" domain={[0, "auto"]} allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="name" width={170} tick={{ fontSize: 11 }} interval={0} />
          <Tooltip labelFormatter={(_, payload) => payload?.[0]?.payload?.fullName ?? ""} />
          <Legend />
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
