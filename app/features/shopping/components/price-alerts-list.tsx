import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { PriceAlertRow } from "../shopping.server";

export function PriceAlertsList({ items }: { items: PriceAlertRow[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (items.length === 0) return <EmptyState>{t("profile.alerts.empty")}</EmptyState>;
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((alert) => (
        <li key={alert.id} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
          <Link to={`/products/${alert.productId}`} className="font-medium text-ink hover:text-brand-700">
            {locale === "ar" ? alert.nameAr : alert.nameEn}
          </Link>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div>
              <dt className="text-slate-500">{t("profile.alerts.target")}</dt>
              <dd className="font-semibold">{formatPrice(alert.targetPrice, locale)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("profile.alerts.current")}</dt>
              <dd className="font-semibold">
                {alert.lowestPrice ? formatPrice(alert.lowestPrice, locale) : t("profile.favorites.noPrice")}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t("profile.alerts.active")}</dt>
              <dd
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  alert.isActive ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-600"
                }`}
              >
                {t(alert.isActive ? "profile.alerts.active" : "profile.alerts.inactive")}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
