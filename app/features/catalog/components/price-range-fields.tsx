import { useTranslation } from "react-i18next";
import type { BrowseParams } from "../browse-params";

/** The lowest and highest price of the browse filters, in SAR (digits left to right in Arabic too). */
export function PriceRangeFields({ params, fieldClass }: { params: BrowseParams; fieldClass: string }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t("catalog.filters.priceRange")}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        <label className="text-xs text-slate-600">
          {t("catalog.filters.minPrice")}
          <input
            name="minPrice"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            defaultValue={params.minPrice ?? ""}
            key={`min-${params.minPrice}`}
            className={fieldClass}
            dir="ltr"
          />
        </label>
        <label className="text-xs text-slate-600">
          {t("catalog.filters.maxPrice")}
          <input
            name="maxPrice"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            defaultValue={params.maxPrice ?? ""}
            key={`max-${params.maxPrice}`}
            className={fieldClass}
            dir="ltr"
          />
        </label>
      </div>
    </fieldset>
  );
}
