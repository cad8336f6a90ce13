import { useTranslation } from "react-i18next";
import { StarRating } from "~/components/ui/star-rating";
import type { RatingSummary } from "../rating-summary";

/** Average to one decimal, 'rating' or 'ratings', and one bar per star value from the data. */
export function RatingSummaryPanel({ ratings }: { ratings: RatingSummary }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="rating-summary">
      {ratings.average !== null ? (
        <div className="flex items-end gap-3">
          <p className="text-4xl font-bold text-ink">{ratings.average.toFixed(1)}</p>
          <div className="pb-1">
            <StarRating rating={ratings.average} />
            <p className="text-sm text-slate-600">{t("product.rating.ratings", { count: ratings.count })}</p>
          </div>
        </div>
      ) : (
        <p className="text-slate-600">{t("product.rating.none")}</p>
      )}
      <h3 className="sr-only">{t("product.rating.distribution")}</h3>
      <ul className="mt-4 space-y-2">
        {ratings.distribution.map((row) => (
          <li
            key={row.stars}
            className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-3 text-sm"
            data-testid="rating-bar"
            data-stars={row.stars}
            data-percent={row.percent}
          >
            <span className="text-slate-700">{t("product.rating.stars", { count: row.stars })}</span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
              <span
                className="block h-full rounded-full bg-accent-400"
                style={{ width: `${row.percent}%` }}
              />
            </span>
            <span className="text-end tabular-nums text-slate-700">
              <span aria-hidden="true">{row.percent}%</span>
              <span className="sr-only">{t("product.rating.share", { percent: row.percent })}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
