import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { priceErrorKey } from "~/features/page-fetching/price-errors";
import type { RecentFailure } from "~/features/price-refresh/update-status.server";
import { storeDisplayName } from "~/features/stores/store-name";
import type { Locale } from "~/utils/i18n";
import { ColumnHeadings, DateTimeCell, EmptyTableNote, StorePageCell } from "./offer-table-cells";

/** Store prices whose last fetch failed, with the error in the admin's language. */
export function RecentFailures({ failures, locale }: { failures: RecentFailure[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="price-failures-heading">
      <h2 id="price-failures-heading" className="text-lg font-semibold text-ink">
        {t("prices.admin.failuresHeading")}
      </h2>
      {failures.length === 0 ? (
        <EmptyTableNote>{t("prices.admin.noFailures")}</EmptyTableNote>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="stacked-table w-full min-w-[40rem] text-start text-sm">
            <ColumnHeadings
              labels={(["product", "store", "error", "when"] as const).map((column) =>
                t(`prices.admin.${column}`),
              )}
            />
            <tbody className="divide-y divide-slate-100" data-testid="price-failures">
              {failures.map((failure) => {
                const name = locale === "ar" ? failure.product_name_ar : failure.product_name_en;
                return (
                  <tr key={failure.id}>
                    <td className="px-4 py-3 font-medium text-ink" data-label={t("prices.admin.product")}>
                      {failure.product_id && name ? (
                        <Link to={`/products/${failure.product_id}`} className="hover:underline">
                          {name}
                        </Link>
                      ) : (
                        t("prices.admin.deletedProduct")
                      )}
                    </td>
                    <StorePageCell href={failure.url} label={t("prices.admin.store")}>
                      {failure.store_name
                        ? storeDisplayName(
                            { name: failure.store_name, nameAr: failure.store_name_ar },
                            locale,
                          )
                        : new URL(failure.url).hostname}
                    </StorePageCell>
                    <td className="px-4 py-3 text-red-800" data-label={t("prices.admin.error")}>
                      {t(priceErrorKey(failure.error_code), { status: httpStatusOf(failure.error_message) })}
                      <span className="block text-xs text-slate-500">
                        {t("prices.admin.attempt", { attempt: failure.attempt })}
                      </span>
                    </td>
                    <DateTimeCell
                      at={failure.created_at}
                      locale={locale}
                      label={t("prices.admin.when")}
                      className="text-slate-600"
                    />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The HTTP status in the logged English text of the one error with a parameter: "The store page did
 * not open (code N)." (older logs: "HTTP error! status: N").
 */
export function httpStatusOf(message: string | null): string {
  return /(?:\(code |status: )(\d{3})/.exec(message ?? "")?.[1] ?? "";
}
