import { useTranslation } from "react-i18next";
import {
  ATTRIBUTE_PARAM_PREFIX,
  type AttributeChoice,
  type AttributeFacet,
  attributeLabel,
  describeFacetValue,
  facetRange,
  isRangeFacet,
} from "~/features/attributes/attribute-filters";
import { formatQuantity } from "~/features/attributes/units";
import type { Locale } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";
const optionClass = "flex items-center gap-2 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50";

/** A number in the facet's unit, in the page's language. */
function quantity(facet: AttributeFacet, value: number, locale: Locale): string {
  return facet.unit ? formatQuantity(value, facet.unit, locale) : String(value);
}

/**
 * The form's choices by attribute: checked boxes `f.<key>` and the ends of a range
 * `f.<key>.min` / `.max` (the names a form without JavaScript sends as they are). A choice the
 * form cannot show (a range of a filter shown as boxes, a value of one shown as a range, a filter
 * no product has now) is kept as it was; its chip removes it.
 */
export function readAttributeChoices(
  data: FormData,
  facets: readonly AttributeFacet[],
  chosen: readonly AttributeChoice[],
): AttributeChoice[] {
  const shown = facets.flatMap((facet): AttributeChoice[] => {
    const name = `${ATTRIBUTE_PARAM_PREFIX}${facet.key}`;
    const current = chosen.find((choice) => choice.key === facet.key);
    if (isRangeFacet(facet)) {
      const end = (suffix: string) => {
        const text = String(data.get(`${name}.${suffix}`) ?? "").trim();
        const number = Number(text);
        return text && Number.isFinite(number) && number >= 0 ? number : null;
      };
      const [min, max] = [end("min"), end("max")];
      if (min !== null || max !== null) return [{ key: facet.key, min, max }];
      return current && "values" in current ? [current] : [];
    }
    const values = data.getAll(name).map(String);
    if (values.length) return [{ key: facet.key, values }];
    return current && !("values" in current) ? [current] : [];
  });
  const unshown = chosen.filter((choice) => !facets.some((facet) => facet.key === choice.key));
  return [...shown, ...unshown];
}

/**
 * The browsed category's filters by attribute: a checkbox per value with its count, or for a
 * number with many values a min–max range with the range of the products shown.
 */
export function AttributeFilterFields({
  facets,
  chosen,
  idPrefix,
  onChoose,
}: {
  facets: readonly AttributeFacet[];
  chosen: readonly AttributeChoice[];
  idPrefix: string;
  /** A checkbox changed: apply the form now. */
  onChoose: (event: { currentTarget: HTMLInputElement }) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const yesNo = { yes: t("catalog.filters.yes"), no: t("catalog.filters.no") };

  return facets.map((facet) => {
    const choice = chosen.find((entry) => entry.key === facet.key);
    const name = `${ATTRIBUTE_PARAM_PREFIX}${facet.key}`;
    const label = attributeLabel(facet, locale);
    if (isRangeFacet(facet)) {
      const range = facetRange(facet);
      const current = choice && !("values" in choice) ? choice : null;
      return (
        <fieldset key={facet.key} data-testid={`filter-attribute-${facet.key}`}>
          <legend className="text-sm font-medium text-slate-800">{label}</legend>
          {range ? (
            <p className="mt-0.5 text-xs text-slate-500" data-testid="attribute-range">
              {t("catalog.filters.attributeRange", {
                min: quantity(facet, range.min, locale),
                max: quantity(facet, range.max, locale),
              })}
            </p>
          ) : null}
          <div className="mt-1 grid grid-cols-2 gap-2">
            {(["min", "max"] as const).map((end) => (
              <label key={end} className="text-xs text-slate-600" htmlFor={`${idPrefix}-${facet.key}-${end}`}>
                {t(end === "min" ? "catalog.filters.minPrice" : "catalog.filters.maxPrice")}
                <input
                  id={`${idPrefix}-${facet.key}-${end}`}
                  name={`${name}.${end}`}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="any"
                  placeholder={range ? String(range[end]) : undefined}
                  defaultValue={current?.[end] ?? ""}
                  key={`${facet.key}-${end}-${current?.[end]}`}
                  className={fieldClass}
                  dir="ltr"
                />
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    const values = choice && "values" in choice ? choice.values : [];
    return (
      <fieldset key={facet.key} data-testid={`filter-attribute-${facet.key}`}>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        <div className="mt-1 max-h-56 overflow-y-auto">
          {facet.values.map((entry) => {
            const isChosen = values.includes(entry.value);
            return (
              <label key={entry.value} className={optionClass}>
                <input
                  type="checkbox"
                  name={name}
                  value={entry.value}
                  defaultChecked={isChosen}
                  key={`${facet.key}-${entry.value}-${isChosen}`}
                  onChange={onChoose}
                />
                <bdi>{describeFacetValue(facet, entry, locale, yesNo)}</bdi>
                <span className="ms-auto text-xs tabular-nums text-slate-500">{entry.count}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  });
}

/** A chosen filter as a chip's words: "Storage: 256 GB, 512 GB", "Screen size: 6.1 in – 6.9 in". */
export function useDescribeAttributeChoice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const yesNo = { yes: t("catalog.filters.yes"), no: t("catalog.filters.no") };
  return (choice: AttributeChoice, facet: AttributeFacet | undefined): string => {
    const label = facet ? attributeLabel(facet, locale) : choice.key;
    let values: string;
    if ("values" in choice) {
      values = choice.values
        .map((value) => {
          const entry = facet?.values.find((known) => known.value === value) ?? { value };
          return facet ? describeFacetValue(facet, entry, locale, yesNo) : value;
        })
        .join(locale === "ar" ? "، " : ", ");
    } else {
      const show = (value: number) => (facet ? quantity(facet, value, locale) : String(value));
      values =
        choice.min !== null && choice.max !== null
          ? t("products.chips.priceBetween", { min: show(choice.min), max: show(choice.max) })
          : choice.min !== null
            ? t("products.chips.priceFrom", { min: show(choice.min) })
            : t("products.chips.priceUpTo", { max: show(choice.max ?? 0) });
    }
    return t("products.chips.attribute", { label, values });
  };
}
