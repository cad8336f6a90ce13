import { useTranslation } from "react-i18next";
import type { BrowseParams } from "../browse-params";

/** The lowest and highest price of the browse filters, in SAR (digits left to right in Arabic too). */
export function PriceRangeFields({ params, fieldClass }: { params: BrowseParams; fieldClass: string }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t("catalog.filters.priceRange")}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        <PriceBound name="minPrice" value={params.minPrice} fieldClass={fieldClass} />
        <PriceBound name="maxPrice" value={params.maxPrice} fieldClass={fieldClass} />
      </div>
    </fieldset>
  );
}

/** One end of the range; a new value from the URL gives a new input (the key), not a stale one. */
function PriceBound({
  name,
  value,
  fieldClass,
}: {
  name: "minPrice" | "maxPrice";
  value: BrowseParams["minPrice"];
  fieldClass: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="text-xs text-slate-600">
      {t(`catalog.filters.${name}`)}
      <input
        name={name}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        defaultValue={value ?? ""}
        key={`${name}-${value}`}
        className={fieldClass}
        dir="ltr"
      />
    </label>
  );
}
