import { useTranslation } from "react-i18next";
import { TrendingDown, TrendingUp } from "~/components/ui/icons";
import { formatDate, formatPercentChange } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import type { Analytics } from "../analytics.server";

/**
 * How products' lowest prices moved over the last month: drops and rises counted, the median
 * change of those that moved, and a bar of their shares (it starts at the line's start, so it reads
 * right to left in Arabic).
 */
export function PriceMovesCard({ priceMoves }: Pick<Analytics, "priceMoves">) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { compared, drops, rises, medianChangePercent } = priceMoves;
  const unchanged = compared - drops - rises;
  const share = (count: number) => `${compared > 0 ? (count / compared) * 100 : 0}%`;
  const figures = [
    { key: "drops", value: String(drops), className: "text-emerald-700", Icon: TrendingDown },
    { key: "rises", value: String(rises), className: "text-red-700", Icon: TrendingUp },
    {
      key: "median",
      value: medianChangePercent === null ? "—" : formatPercentChange(medianChangePercent, locale),
      className: "text-ink",
      Icon: null,
    },
  ] as const;
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="price-moves"
      aria-labelledby="price-moves-title"
    >
      <h2 id="price-moves-title" className="text-base font-semibold text-ink">
        {t("adminDashboard.priceMoves.title", { count: priceMoves.days })}
      </h2>
      <p className="mt-1 text-xs text-slate-500">
        {t("adminDashboard.priceMoves.basis", {
          count: compared,
          from: formatDate(priceMoves.from, locale),
          to: formatDate(priceMoves.to, locale),
        })}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map(({ key, value, className, Icon }) => (
          <div key={key} className="rounded-xl bg-slate-50 px-4 py-3">
            <dt className="flex items-center gap-1.5 text-sm text-slate-600">
              {Icon ? <Icon aria-hidden="true" className={`size-4 ${className}`} /> : null}
              {t(`adminDashboard.priceMoves.${key}`)}
            </dt>
            <dd
              className={`mt-1 text-2xl font-bold tabular-nums ${className}`}
              data-testid={`price-moves-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {compared > 0 ? (
        <div className="mt-4">
          <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-slate-200">
            <span className="bg-emerald-600" style={{ width: share(drops) }} />
            <span className="bg-red-600" style={{ width: share(rises) }} />
          </div>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-600" />
              {t("adminDashboard.priceMoves.drops")}
            </span>
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-red-600" />
              {t("adminDashboard.priceMoves.rises")}
            </span>
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-slate-300" />
              {t("adminDashboard.priceMoves.unchanged", { count: unchanged })}
            </span>
          </p>
        </div>
      ) : null}
    </section>
  );
}
