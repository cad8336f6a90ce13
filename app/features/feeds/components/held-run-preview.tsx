import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPercentChange, formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { HeldRunPreview as Preview } from "../held-runs.server";

const CELL = "px-3 py-2 text-start";

function productName(row: { product: string; productAr: string }, locale: Locale) {
  return locale === "ar" ? row.productAr : row.product;
}

/** The prices a held run would change and the offers it would take out of stock. */
export function HeldRunPreview({ preview }: { preview: Preview }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="held-changes"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="held-changes" className="text-lg font-semibold text-ink">
          {t("adminFeeds.held.changes")} ({preview.changesTotal})
        </h2>
        {preview.changes.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("adminFeeds.held.noChanges")}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th className={CELL}>{t("adminFeeds.held.product")}</th>
                  <th className={CELL}>{t("adminFeeds.held.current")}</th>
                  <th className={CELL}>{t("adminFeeds.held.feedPrice")}</th>
                  <th className={CELL}>{t("adminFeeds.held.change")}</th>
                </tr>
              </thead>
              <tbody>
                {preview.changes.map((row) => {
                  const percent = ((Number(row.next) - Number(row.current)) / Number(row.current)) * 100;
                  return (
                    <tr key={row.productId} className="border-t border-slate-100" data-testid="held-change">
                      <td className={CELL}>
                        <Link
                          to={`/products/${row.productId}`}
                          className="font-medium text-brand-700 underline"
                          dir="auto"
                        >
                          {productName(row, locale)}
                        </Link>
                      </td>
                      <td className={`${CELL} whitespace-nowrap`}>{formatPrice(row.current, locale)}</td>
                      <td className={`${CELL} whitespace-nowrap`}>{formatPrice(row.next, locale)}</td>
                      <td className={`${CELL} whitespace-nowrap font-semibold`} dir="ltr">
                        {formatPercentChange(percent, locale)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {preview.changesTotal > preview.changes.length ? (
          <p className="mt-2 text-sm text-slate-600">
            {t("adminFeeds.held.more", { count: preview.changesTotal - preview.changes.length })}
          </p>
        ) : null}
      </section>
      <section
        aria-labelledby="held-gone"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="held-gone" className="text-lg font-semibold text-ink">
          {t("adminFeeds.held.goneTitle")} ({preview.goneTotal})
        </h2>
        {preview.gone.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("adminFeeds.held.noGone")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {preview.gone.map((row) => (
              <li
                key={row.productId}
                data-testid="held-gone"
                className="flex flex-wrap justify-between gap-2 py-2"
              >
                <Link
                  to={`/products/${row.productId}`}
                  className="font-medium text-brand-700 underline"
                  dir="auto"
                >
                  {productName(row, locale)}
                </Link>
                <span className="whitespace-nowrap text-slate-700">{formatPrice(row.current, locale)}</span>
              </li>
            ))}
          </ul>
        )}
        {preview.goneTotal > preview.gone.length ? (
          <p className="mt-2 text-sm text-slate-600">
            {t("adminFeeds.held.more", { count: preview.goneTotal - preview.gone.length })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
