import { Fragment, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowLeftRight, Check } from "~/components/ui/icons";
import type { Region } from "~/features/offer-details/offer-details";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { buildComparisonTable, type ComparedProduct, visibleRows } from "../comparison";
import { ComparedProductHeading } from "./compared-product-heading";
import { CellValue } from "./comparison-cell";

/**
 * The comparison table: the products as columns (up to four), one row per attribute and
 * specification, each row's best value marked, with the 'Show only differences' filter. On narrow
 * screens the feature column stays put while the products scroll, and a line says so.
 */
export function ComparisonTable({
  products,
  region = null,
}: {
  products: ComparedProduct[];
  /** The shopper's city, which the lowest-total row names (issue 32). */
  region?: Region | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const [first, second] = products;
  const isMany = products.length > 1;
  const nameOf = (product: ComparedProduct) => nameIn(locale, product);
  const allRows = buildComparisonTable(products, locale, {
    yes: t("product.specifications.yes"),
    no: t("product.specifications.no"),
  });
  const rows = visibleRows(allRows, onlyDifferences && isMany);
  const firstSpecIndex = rows.findIndex((row) => row.kind === "spec");
  // After the category's attributes, the free-text rows that fit none (issue 31): "More details".
  const firstDetailIndex = rows.findIndex((row) => row.id.startsWith("spec:"));
  const groupTitle = (rowIndex: number) =>
    rowIndex === firstSpecIndex
      ? t("compare.specifications")
      : rowIndex === firstDetailIndex
        ? t("product.specifications.moreDetails")
        : null;
  // Two products fit a phone's width; three or four scroll beside the fixed feature column.
  const minWidth = products.length >= 4 ? "min-w-[46rem]" : products.length === 3 ? "min-w-[36rem]" : "";
  const stickyCell = "sticky start-0 z-10 bg-white";

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={onlyDifferences}
          disabled={!isMany}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={toggleId} className={`text-sm font-medium ${isMany ? "text-ink" : "text-slate-500"}`}>
          {t("compare.onlyDifferences")}
        </label>
      </div>

      {products.length >= 3 ? (
        <p
          className="flex items-center gap-2 text-sm text-slate-600 lg:hidden"
          data-testid="compare-scroll-cue"
        >
          <ArrowLeftRight aria-hidden="true" className="size-4 shrink-0" />
          {t("compare.scrollCue", { count: products.length })}
        </p>
      ) : null}
      <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className={`w-full table-fixed text-sm ${minWidth}`} data-testid="comparison-table">
          <caption className="sr-only">
            {products.length > 2
              ? t("compare.captionMany", { names: products.map(nameOf).join(" · ") })
              : second && first
                ? t("compare.caption", { first: nameOf(first), second: nameOf(second) })
                : t("compare.captionOne", { first: first ? nameOf(first) : "" })}
          </caption>
          <colgroup>
            <col className={products.length >= 3 ? "w-32 sm:w-40" : "w-1/4"} />
            {products.map((product) => (
              <col key={product.id} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-b border-slate-200 align-top">
              <th scope="col" className={`${stickyCell} p-3 text-start font-semibold text-slate-600 sm:p-4`}>
                {t("compare.feature")}
              </th>
              {products.map((product) => (
                <ComparedProductHeading key={product.id} product={product} locale={locale} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <Fragment key={row.id}>
                {groupTitle(rowIndex) ? (
                  <tr className="bg-slate-50">
                    <th
                      scope="rowgroup"
                      className="sticky start-0 bg-slate-50 px-4 py-2 text-start font-semibold text-ink"
                    >
                      {groupTitle(rowIndex)}
                    </th>
                    <td colSpan={products.length} />
                  </tr>
                ) : null}
                <tr
                  data-row={row.id}
                  data-different={row.isDifferent ? "true" : "false"}
                  className="border-b border-slate-100 last:border-0"
                >
                  {row.kind === "spec" ? (
                    <th
                      scope="row"
                      className={`${stickyCell} p-3 text-start font-medium text-slate-600 sm:p-4`}
                      lang={row.labelLang !== locale ? row.labelLang : undefined}
                    >
                      {row.label}
                    </th>
                  ) : (
                    <th
                      scope="row"
                      className={`${stickyCell} p-3 text-start font-medium text-slate-600 sm:p-4`}
                    >
                      {t(`compare.rows.${row.id}`, {
                        city: region ? t(`offerDetails.regionsTo.${region}`) : "",
                      })}
                    </th>
                  )}
                  {products.map((product, index) => {
                    const isBest = row.best.includes(index);
                    return (
                      <td
                        key={product.id}
                        className={`p-3 text-ink sm:p-4 ${isBest ? "bg-emerald-50" : row.isDifferent ? "bg-amber-50/60" : ""}`}
                        data-best={isBest ? "true" : undefined}
                      >
                        <CellValue row={row} index={index} products={products} />
                        {isBest ? (
                          <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-emerald-800">
                            <Check aria-hidden="true" className="size-3.5" />
                            {t("compare.best")}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-4 text-slate-600">{t("compare.noDifferences")}</p> : null}
      </div>
    </div>
  );
}
