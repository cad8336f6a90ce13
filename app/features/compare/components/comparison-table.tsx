import { Fragment, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { buildComparisonRows, type ComparedProduct, type ComparisonRow, visibleRows } from "../comparison";

function CellValue({
  row,
  index,
  products,
}: {
  row: ComparisonRow;
  index: 0 | 1;
  products: ComparedProduct[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const notListed = (
    <span className="text-slate-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("compare.notListed")}</span>
    </span>
  );
  switch (row.kind) {
    case "price": {
      const value = row.values[index];
      return value ? (
        <span className="font-semibold">{formatPrice(value, locale)}</span>
      ) : (
        t("compare.noPrice")
      );
    }
    case "rating": {
      const value = row.values[index];
      return value === null ? t("compare.noRating") : t("compare.ratingValue", { rating: value.toFixed(1) });
    }
    case "count":
      return String(row.values[index] ?? 0);
    case "spec": {
      const value = row.values[index];
      const lang = row.valueLangs[index];
      // A value shown in English on an Arabic page (no Arabic given) says so, for screen readers.
      return value ? (
        <span dir="auto" lang={lang && lang !== locale ? lang : undefined}>
          {value}
        </span>
      ) : (
        notListed
      );
    }
    default: {
      if (row.id === "category") {
        const category = products[index]?.category;
        if (!category) return notListed;
        return locale === "ar" ? category.nameAr : category.nameEn;
      }
      const value = row.values[index];
      return value ? <span dir="auto">{value}</span> : notListed;
    }
  }
}

/**
 * The comparison table: the products as columns, one row per attribute and specification, with the
 * 'Show only differences' filter.
 */
export function ComparisonTable({
  first,
  second,
}: {
  first: ComparedProduct;
  second: ComparedProduct | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const products = second ? [first, second] : [first];
  const nameOf = (product: ComparedProduct) => (locale === "ar" ? product.nameAr : product.nameEn);
  const allRows = buildComparisonRows(first, second, locale);
  const rows = visibleRows(allRows, onlyDifferences && second !== null);
  const firstSpecIndex = rows.findIndex((row) => row.kind === "spec");

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={onlyDifferences}
          disabled={!second}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={toggleId} className={`text-sm font-medium ${second ? "text-ink" : "text-slate-500"}`}>
          {t("compare.onlyDifferences")}
        </label>
      </div>

      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table
          className={`w-full table-fixed text-sm ${second ? "min-w-[34rem]" : ""}`}
          data-testid="comparison-table"
        >
          <caption className="sr-only">
            {second
              ? t("compare.caption", { first: nameOf(first), second: nameOf(second) })
              : t("compare.captionOne", { first: nameOf(first) })}
          </caption>
          <colgroup>
            <col className="w-1/4" />
            {products.map((product) => (
              <col key={product.id} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-b border-slate-200 align-top">
              <th scope="col" className="p-4 text-start font-semibold text-slate-600">
                {t("compare.feature")}
              </th>
              {products.map((product) => (
                <th key={product.id} scope="col" className="p-4 text-start">
                  <div className="flex aspect-[4/3] max-h-40 items-center justify-center rounded-xl bg-slate-50">
                    {product.imageUrl ? (
                      <img src={product.imageUrl} alt="" className="size-full object-contain p-3" />
                    ) : null}
                  </div>
                  <Link
                    to={`/products/${product.id}`}
                    className="mt-3 block font-semibold text-ink hover:text-brand-700 hover:underline"
                  >
                    {nameOf(product)}
                  </Link>
                  <span
                    className="mt-0.5 block text-xs font-normal text-slate-500"
                    lang={locale === "ar" ? "en" : "ar"}
                  >
                    {locale === "ar" ? product.nameEn : product.nameAr}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <Fragment key={row.id}>
                {rowIndex === firstSpecIndex ? (
                  <tr className="bg-slate-50">
                    <th
                      scope="colgroup"
                      colSpan={products.length + 1}
                      className="px-4 py-2 text-start font-semibold text-ink"
                    >
                      {t("compare.specifications")}
                    </th>
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
                      className="p-4 text-start font-medium text-slate-600"
                      lang={row.labelLang !== locale ? row.labelLang : undefined}
                    >
                      {row.label}
                    </th>
                  ) : (
                    <th scope="row" className="p-4 text-start font-medium text-slate-600">
                      {t(`compare.rows.${row.id}`)}
                    </th>
                  )}
                  {products.map((product, index) => (
                    <td
                      key={product.id}
                      className={`p-4 text-ink ${row.isDifferent ? "bg-amber-50/60" : ""}`}
                    >
                      <CellValue row={row} index={index as 0 | 1} products={products} />
                    </td>
                  ))}
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
