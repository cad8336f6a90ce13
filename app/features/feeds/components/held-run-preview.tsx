import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPercentChange, formatPrice } from "~/utils/format";
import { type Locale, localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { HeldRunPreview as Preview } from "../held-runs.server";

const CELL = "px-3 py-2 text-start";

/** One list of the preview: its title with the total, the rows shown, and how many more there are. */
function PreviewSection({
  id,
  title,
  total,
  shown,
  empty,
  children,
}: {
  id: string;
  title: string;
  total: number;
  shown: number;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title} ({total})
      </h2>
      {shown === 0 ? <p className="mt-2 text-sm text-slate-600">{empty}</p> : children}
      {total > shown ? (
        <p className="mt-2 text-sm text-slate-600">{t("adminFeeds.held.more", { count: total - shown })}</p>
      ) : null}
    </section>
  );
}

/** The prices a held run would change and the offers it would take out of stock. */
export function HeldRunPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="space-y-6">
      <PreviewSection
        id="held-changes"
        title={t("adminFeeds.held.changes")}
        total={preview.changesTotal}
        shown={preview.changes.length}
        empty={t("adminFeeds.held.noChanges")}
      >
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
                      <ProductLink row={row} locale={locale} />
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
      </PreviewSection>
      <PreviewSection
        id="held-gone"
        title={t("adminFeeds.held.goneTitle")}
        total={preview.goneTotal}
        shown={preview.gone.length}
        empty={t("adminFeeds.held.noGone")}
      >
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {preview.gone.map((row) => (
            <li
              key={row.productId}
              data-testid="held-gone"
              className="flex flex-wrap justify-between gap-2 py-2"
            >
              <ProductLink row={row} locale={locale} />
              <span className="whitespace-nowrap text-slate-700">{formatPrice(row.current, locale)}</span>
            </li>
          ))}
        </ul>
      </PreviewSection>
    </div>
  );
}

function ProductLink({
  row,
  locale,
}: {
  row: { productId: string; product: string; productAr: string };
  locale: Locale;
}) {
  return (
    <Link to={`/products/${row.productId}`} className="font-medium text-brand-700 underline" dir="auto">
      {localized(locale, { en: row.product, ar: row.productAr })}
    </Link>
  );
}
