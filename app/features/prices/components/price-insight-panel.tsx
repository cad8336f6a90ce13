import { Trans, useTranslation } from "react-i18next";
import { ChevronDown, Info, TrendingDown } from "~/components/ui/icons";
import { formatPrice } from "~/utils/format";
import { toHalalas } from "~/utils/money";
import { useLocale } from "~/utils/use-locale";
import { type PriceInsight, type PriceVerdict, percentFromTypical } from "../price-insight";

/** A price inside a sentence: kept on one line and isolated from the text's direction. */
const PRICE = { price: <bdi className="whitespace-nowrap font-semibold" /> };

const VERDICT_STYLE: Record<PriceVerdict, { text: string; marker: string }> = {
  low: { text: "text-brand-800", marker: "bg-brand-700" },
  typical: { text: "text-slate-800", marker: "bg-slate-700" },
  high: { text: "text-amber-800", marker: "bg-amber-600" },
};

/**
 * Is today's price a good one (PD-22)? The verdict against the product's typical range with
 * how far from the typical price it is, "lowest in 90 days", or why there is no verdict; the range
 * drawn as a bar; and how all this is worked out.
 */
export function PriceInsightPanel({
  insight,
  lowestPrice,
}: {
  insight: PriceInsight;
  /** Today's lowest current price, null without a current offer. */
  lowestPrice: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { verdict, typicalLow, typicalHigh, typicalPrice } = insight;
  const range = insight.hasEnoughHistory && typicalLow && typicalHigh ? { typicalLow, typicalHigh } : null;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="price-insight">
      {lowestPrice === null ? (
        <p className="text-slate-700">{t("priceInsight.noCurrentPrice")}</p>
      ) : verdict === null ? (
        <div>
          <p className="font-semibold text-ink">{t("priceInsight.notEnoughHistory")}</p>
          <p className="mt-1 text-sm text-slate-600">
            {t("priceInsight.historyDays", { count: insight.historyDays })}
          </p>
        </div>
      ) : (
        <div>
          <p className={`text-xl font-bold ${VERDICT_STYLE[verdict].text}`}>
            {t(`priceInsight.verdict.${verdict}`)}
          </p>
          {typicalPrice && insight.vsTypical !== null ? (
            <p className="mt-1 text-sm text-slate-700">
              <Trans
                t={t}
                i18nKey={`priceInsight.vsTypical.${insight.vsTypical < 0 ? "below" : insight.vsTypical > 0 ? "above" : "same"}`}
                values={{
                  price: formatPrice(lowestPrice, locale),
                  percent: percentFromTypical(insight),
                  typical: formatPrice(typicalPrice, locale),
                }}
                components={PRICE}
              />
            </p>
          ) : null}
          {insight.isLowestIn90Days ? (
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
              <TrendingDown aria-hidden="true" className="flip-rtl size-4" />
              {t("priceInsight.lowestIn90Days")}
            </p>
          ) : null}
        </div>
      )}

      {range ? (
        <div className="mt-4">
          <p className="text-sm text-ink">
            <Trans
              t={t}
              i18nKey={
                range.typicalLow === range.typicalHigh
                  ? "priceInsight.typicalPrice"
                  : "priceInsight.typicalRange"
              }
              values={{
                low: formatPrice(range.typicalLow, locale),
                high: formatPrice(range.typicalHigh, locale),
              }}
              components={PRICE}
            />
          </p>
          <RangeBar
            typicalLow={range.typicalLow}
            typicalHigh={range.typicalHigh}
            lowestPrice={lowestPrice}
            verdict={verdict}
          />
        </div>
      ) : null}

      <details className="group mt-4 border-t border-slate-200 pt-3 text-sm">
        <summary className="flex cursor-pointer list-none items-center gap-1.5 font-semibold text-brand-800 hover:underline [&::-webkit-details-marker]:hidden">
          <Info aria-hidden="true" className="size-4" />
          {t("priceInsight.how.title")}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-2 space-y-2 text-slate-700">
          <p>{t("priceInsight.how.daily")}</p>
          <p>{t("priceInsight.how.range")}</p>
          <p>{t("priceInsight.how.verdict")}</p>
          <p>{t("priceInsight.how.minimum")}</p>
        </div>
      </details>
    </div>
  );
}

/**
 * The typical range as a band on a bar and today's lowest price as a dot. Positions are logical
 * (inset-inline-start), so cheaper is at the start of the line in both directions.
 */
function RangeBar({
  typicalLow,
  typicalHigh,
  lowestPrice,
  verdict,
}: {
  typicalLow: string;
  typicalHigh: string;
  lowestPrice: string | null;
  verdict: PriceVerdict | null;
}) {
  const { t } = useTranslation();
  const low = toHalalas(typicalLow);
  const high = toHalalas(typicalHigh);
  const today = lowestPrice === null ? null : toHalalas(lowestPrice);
  // Room on both sides of the band, and enough to show today's price outside it.
  const margin = Math.max((high - low) * 0.5, high * 0.05);
  const start = Math.min(low - margin, today ?? low);
  const end = Math.max(high + margin, today ?? high);
  const at = (value: number) => `${(((value - start) / (end - start)) * 100).toFixed(2)}%`;
  const marker = verdict ? VERDICT_STYLE[verdict].marker : "bg-slate-700";

  return (
    // The verdict and the range are said in words above; the drawing repeats them for the eye.
    <div aria-hidden="true" className="mt-3">
      {/* Inset by half a dot, so a dot at either end stays inside the panel. */}
      <div className="relative mx-2.5 h-6">
        <div className="absolute inset-x-0 top-2.5 h-1 rounded-full bg-slate-200" />
        <div
          className="absolute top-1.5 h-3 min-w-1 rounded-full bg-slate-400"
          style={{ insetInlineStart: at(low), width: `calc(${at(high)} - ${at(low)})` }}
        />
        {today === null ? null : (
          <div
            className={`absolute top-0.5 -ms-2.5 size-5 rounded-full border-2 border-white shadow ${marker}`}
            style={{ insetInlineStart: at(today) }}
          />
        )}
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-2 w-4 rounded-full bg-slate-400" />
          {t("priceInsight.legend.typical")}
        </li>
        {today === null ? null : (
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${marker}`} />
            {t("priceInsight.legend.today")}
          </li>
        )}
      </ul>
    </div>
  );
}
