import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSubmit } from "react-router";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Button } from "~/components/ui/button";
import { LabelledControl } from "~/components/ui/labelled-control";
import type { CategoryNode } from "~/features/catalog/category-tree";
import { CategoryOptions } from "~/features/catalog/components/category-options";
import { formatChartDate, formatDate, formatPrice } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import type { PriceTrendPoint } from "../price-trend.server";
import { spacedLegendText, useChartDirection } from "./chart-parts";

/** The query parameter that picks the trend's category. */
export const TREND_CATEGORY_PARAM = "trendCategory";

const LINE_COLOUR = "#0f766e";

/** A Riyadh calendar day at noon, so no time zone moves it to the day before or after. */
const dayOf = (iso: string) => new Date(`${iso}T12:00:00+03:00`);

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * The spec's "Average Price Trends" line (PD-26, PD-28): the mean of the daily lowest prices, over
 * every product or the picked category, y axis from zero. Time runs left to right in both
 * languages and the price axis sits on the reading start side (ADR-0002); texts follow the page.
 * The picker is a GET form, so it works without JavaScript; with it, a choice applies at once.
 */
export function PriceTrendChart({
  trend,
  categories,
  activeCategory,
}: {
  trend: PriceTrendPoint[];
  categories: CategoryNode[];
  activeCategory: CategoryNode | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const submit = useSubmit();
  const id = useId();
  const { isRtl, textStyle } = useChartDirection();
  const series = t("adminDashboard.priceTrend.series");
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="price-trend-chart"
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
            {t("adminDashboard.priceTrend.title")}
          </h2>
          <p className="mt-1 text-xs text-slate-500">{t("adminDashboard.priceTrend.basis")}</p>
        </div>
        <Form method="get" preventScrollReset className="flex items-end gap-2">
          <LabelledControl
            htmlFor={`${id}-category`}
            label={t("adminDashboard.priceTrend.category")}
            size="xs"
          >
            <select
              id={`${id}-category`}
              name={TREND_CATEGORY_PARAM}
              defaultValue={activeCategory?.id ?? ""}
              key={activeCategory?.id ?? "all"}
              className="mt-1 block w-56 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
              onChange={(event) =>
                event.currentTarget.form && submit(event.currentTarget.form, { preventScrollReset: true })
              }
            >
              <option value="">{t("adminDashboard.priceTrend.allProducts")}</option>
              <CategoryOptions categories={categories} />
            </select>
          </LabelledControl>
          <noscript>
            <Button size="sm">{t("adminDashboard.priceTrend.show")}</Button>
          </noscript>
        </Form>
      </div>
      {trend.length === 0 ? (
        <p className="mt-6 rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-600">
          {t("adminDashboard.priceTrend.empty")}
        </p>
      ) : (
        <>
          <div className="mt-4 h-72" dir="ltr">
            <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 288 }}>
              <LineChart data={trend} margin={{ top: 8, bottom: 8, left: 8, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                <XAxis
                  dataKey="date"
                  tickFormatter={(value: string) => formatChartDate(dayOf(value), locale)}
                  // An Arabic date ("3 سبتمبر") keeps its own order inside the chart's LTR frame.
                  tick={{ fontSize: 11, direction: isRtl ? "rtl" : "ltr" }}
                  minTickGap={24}
                />
                <YAxis
                  domain={[0, "auto"]}
                  orientation={isRtl ? "right" : "left"}
                  tickFormatter={(value: number) => wholeNumber.format(value)}
                  tick={{ fontSize: 11 }}
                  width={64}
                />
                <Tooltip
                  contentStyle={textStyle}
                  labelFormatter={(value) => formatDate(dayOf(String(value)), locale)}
                  formatter={(value) => [formatPrice(Number(value), locale), series]}
                />
                <Legend wrapperStyle={textStyle} formatter={spacedLegendText} />
                <Line
                  type="monotone"
                  dataKey="averagePrice"
                  name={series}
                  stroke={LINE_COLOUR}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <p className="mt-2 text-sm text-slate-700" data-testid="price-trend-summary">
            {t("adminDashboard.priceTrend.summary", {
              from: formatDate(dayOf(trend[0]!.date), locale),
              first: formatPrice(trend[0]!.averagePrice, locale),
              to: formatDate(dayOf(trend.at(-1)!.date), locale),
              last: formatPrice(trend.at(-1)!.averagePrice, locale),
              count: trend.at(-1)!.products,
            })}
          </p>
        </>
      )}
    </section>
  );
}
