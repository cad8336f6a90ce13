import { useTranslation } from "react-i18next";
import { formatPrice } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import type { ComparedProduct, ComparisonRow } from "../comparison";

export function CellValue({
  row,
  index,
  products,
}: {
  row: ComparisonRow;
  index: number;
  products: ComparedProduct[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
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
        t(row.id === "lowestTotal" ? "compare.totalUnknown" : "compare.noPrice")
      );
    }
    case "rating": {
      const value = row.values[index];
      return value === null || value === undefined
        ? t("compare.noRating")
        : t("compare.ratingValue", { rating: value.toFixed(1) });
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
