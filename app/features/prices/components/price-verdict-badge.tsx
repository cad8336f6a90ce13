import { useTranslation } from "react-i18next";
import { TrendingDown, TrendingUp } from "~/components/ui/icons";
import { type PriceInsight, percentFromTypical } from "../price-insight";

/** Whether the product's price is worth a badge: a low or high verdict, or the lowest in 90 days. */
export function hasVerdictBadge(insight: PriceInsight): boolean {
  return insight.verdict === "low" || insight.verdict === "high" || insight.isLowestIn90Days;
}

const pill =
  "inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-start text-xs font-semibold leading-snug";

/**
 * A product's price verdict in a line (PD-22): "Low price · 12% below typical", "High price ·
 * 8% above typical", "Lowest in 90 days". Nothing for a typical price or without a verdict, so a card
 * only calls out what is worth noticing.
 */
export function PriceVerdictBadge({
  insight,
  className = "",
}: {
  insight: PriceInsight;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!hasVerdictBadge(insight)) return null;
  const percent = percentFromTypical(insight);

  return (
    <span className={`flex flex-wrap items-center gap-1.5 ${className}`} data-testid="price-verdict-badge">
      {insight.verdict === "low" ? (
        <span
          className={`${pill} bg-brand-50 text-brand-800 ring-1 ring-brand-200`}
          data-testid="price-verdict"
          data-verdict="low"
        >
          {percent ? t("priceInsight.badge.low", { percent }) : t("priceInsight.verdict.low")}
        </span>
      ) : null}
      {insight.verdict === "high" ? (
        <span
          className={`${pill} bg-amber-50 text-amber-900 ring-1 ring-amber-200`}
          data-testid="price-verdict"
          data-verdict="high"
        >
          <TrendingUp aria-hidden="true" className="flip-rtl size-3.5" />
          {percent ? t("priceInsight.badge.high", { percent }) : t("priceInsight.verdict.high")}
        </span>
      ) : null}
      {insight.isLowestIn90Days ? (
        <span className={`${pill} bg-brand-700 text-white`} data-testid="lowest-in-90-days">
          <TrendingDown aria-hidden="true" className="flip-rtl size-3.5" />
          {t("priceInsight.badge.lowestIn90Days")}
        </span>
      ) : null}
    </span>
  );
}
