import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { priceErrorKey } from "~/features/page-fetching/price-errors";
import type { StoreHealth } from "~/features/price-refresh/store-health.server";
import { useStoreName } from "~/features/stores/use-store-name";
import { formatDateTime } from "./format-date-time";

/** The id the dashboard's flag links to. */
export const STORE_HEALTH_ANCHOR = "store-health";

/** /admin/prices: per store, the last 24 hours of page readings; a failing store stands out. */
export function StoreHealthList({ rows }: { rows: StoreHealth[] }) {
  const { t, i18n } = useTranslation();
  const storeName = useStoreName();
  return (
    <section
      aria-labelledby={`${STORE_HEALTH_ANCHOR}-heading`}
      id={STORE_HEALTH_ANCHOR}
      className="scroll-mt-6"
    >
      <h2 id={`${STORE_HEALTH_ANCHOR}-heading`} className="text-lg font-semibold text-ink">
        {t("adminPrices.health.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("adminPrices.health.intro")}</p>
      {rows.length === 0 ? (
        <div className="mt-3">
          <EmptyState>{t("adminPrices.health.empty")}</EmptyState>
        </div>
      ) : (
        <ul
          className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          aria-label={t("adminPrices.health.title")}
        >
          {rows.map((row) => (
            <li
              key={row.storeName}
              data-testid={`health-${row.storeName}`}
              className={`rounded-2xl border p-4 text-sm shadow-sm ${
                row.isFlagged ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"
              }`}
            >
              <p className="font-semibold text-ink" dir="auto">
                {storeName({ name: row.storeName, nameAr: row.storeNameAr })}
              </p>
              {row.isFlagged ? (
                <p className="font-semibold text-red-800">{t("adminPrices.health.flagged")}</p>
              ) : null}
              <dl className="mt-2 space-y-1">
                <div className="flex flex-wrap gap-x-2">
                  <dt className="text-slate-600">{t("adminPrices.health.readings")}:</dt>
                  <dd>{row.readings}</dd>
                </div>
                <div className="flex flex-wrap gap-x-2">
                  <dt className="text-slate-600">{t("adminPrices.health.successRate")}:</dt>
                  <dd>{t("adminPrices.health.percent", { value: Math.round(row.successRate * 100) })}</dd>
                </div>
                <div className="flex flex-wrap gap-x-2">
                  <dt className="text-slate-600">{t("adminPrices.health.lastSuccess")}:</dt>
                  <dd>
                    {row.lastSuccessAt
                      ? formatDateTime(row.lastSuccessAt, i18n.language === "ar" ? "ar" : "en")
                      : t("adminPrices.health.never")}
                  </dd>
                </div>
                <div className="flex flex-wrap gap-x-2">
                  <dt className="text-slate-600">{t("adminPrices.health.commonError")}:</dt>
                  <dd>
                    {row.commonError
                      ? t("adminPrices.health.errorCount", {
                          text:
                            row.commonError.code === "httpStatus" || row.commonError.code === "serviceStatus"
                              ? t("adminPrices.health.otherStatus")
                              : t(priceErrorKey(row.commonError.code)),
                          count: row.commonError.count,
                        })
                      : t("adminPrices.health.noErrors")}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
