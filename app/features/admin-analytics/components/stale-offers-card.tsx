import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowRight, Clock } from "~/components/ui/icons";

/** The dashboard's count of stale store prices (PD-21), linking to their list. */
export function StaleOffersCard({
  count,
  freshHours,
  href,
}: {
  count: number;
  freshHours: number;
  href: string;
}) {
  const { t } = useTranslation();
  const hasStale = count > 0;
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        className={`inline-flex size-11 items-center justify-center rounded-xl ${hasStale ? "bg-amber-50 text-amber-700" : "bg-brand-50 text-brand-700"}`}
      >
        <Clock aria-hidden="true" className="size-5" />
      </span>
      <dl className="min-w-0 grow basis-48">
        <dt className="text-sm text-slate-600">
          {t("adminDashboard.staleOffers.title")}
          <span className="block text-xs text-slate-500">
            {t("adminDashboard.staleOffers.description", { count: freshHours })}
          </span>
        </dt>
        <dd className="text-2xl font-bold tabular-nums text-ink" data-testid="card-staleOffers">
          {count}
        </dd>
      </dl>
      <Link
        to={href}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800"
      >
        {t("adminDashboard.staleOffers.link")}
        <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
      </Link>
    </div>
  );
}
