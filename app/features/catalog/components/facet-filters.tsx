import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { storeDisplayName } from "~/features/stores/store-name";
import { useLocale } from "~/utils/use-locale";
import { type BrowseParams, MIN_RATINGS } from "../browse-params";
import type { ProductFacets } from "../product-listing.server";

const optionClass = "flex items-center gap-2 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50";

/** How many products an option leaves. */
function count(value: number) {
  return <span className="ms-auto text-xs tabular-nums text-slate-500">{value}</span>;
}

/**
 * One choice of a filter, with how many products it leaves. The input is keyed by whether it is
 * checked, so it follows the URL when a link (a chip, "Clear all") changes the filters.
 */
function FacetOption({
  type,
  name,
  value,
  checked,
  count: left,
  onChange,
  children,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string | number;
  checked: boolean;
  count?: number;
  onChange: (event: { currentTarget: HTMLInputElement }) => void;
  children: ReactNode;
}) {
  return (
    <label className={optionClass}>
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked}
        key={`${name}-${value}-${checked}`}
        onChange={onChange}
      />
      {children}
      {left === undefined ? null : count(left)}
    </label>
  );
}

/** A filter of many choices (brands, stores), any number of them ticked, in a scrolling list. */
function ChoiceList<Choice extends { value: string; count: number }>({
  testId,
  legend,
  name,
  choices,
  chosen,
  onChange,
  label,
}: {
  testId: string;
  legend: string;
  name: string;
  choices: readonly Choice[];
  chosen: readonly string[];
  onChange: (event: { currentTarget: HTMLInputElement }) => void;
  label: (choice: Choice) => ReactNode;
}) {
  return (
    <fieldset data-testid={testId}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 max-h-56 overflow-y-auto">
        {choices.map((choice) => (
          <FacetOption
            key={choice.value}
            type="checkbox"
            name={name}
            value={choice.value}
            checked={chosen.includes(choice.value)}
            count={choice.count}
            onChange={onChange}
          >
            {label(choice)}
          </FacetOption>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The filters that count what they leave: availability, rating, brand and store (the last two only
 * when there is something to choose). Each applies as soon as it changes.
 */
export function FacetFilters({
  params,
  facets,
  onChange,
}: {
  params: BrowseParams;
  facets: ProductFacets;
  onChange: (event: { currentTarget: HTMLInputElement }) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <fieldset data-testid="filter-stock">
        <legend className="text-sm font-medium text-slate-800">{t("products.filters.availability")}</legend>
        <FacetOption
          type="checkbox"
          name="inStock"
          value="1"
          checked={params.inStock}
          count={facets.inStock}
          onChange={onChange}
        >
          {t("products.filters.inStock")}
        </FacetOption>
      </fieldset>
      <fieldset data-testid="filter-rating">
        <legend className="text-sm font-medium text-slate-800">{t("products.filters.rating")}</legend>
        <FacetOption type="radio" name="minRating" value="" checked={!params.minRating} onChange={onChange}>
          {t("products.filters.anyRating")}
        </FacetOption>
        {MIN_RATINGS.map((min) => (
          <FacetOption
            key={min}
            type="radio"
            name="minRating"
            value={min}
            checked={params.minRating === min}
            count={facets.ratings.find((rating) => rating.min === min)?.count ?? 0}
            onChange={onChange}
          >
            {t("products.filters.ratingAtLeast", { rating: min })}
          </FacetOption>
        ))}
      </fieldset>
      {facets.brands.length > 0 ? (
        <ChoiceList
          testId="filter-brand"
          legend={t("products.filters.brand")}
          name="brand"
          choices={facets.brands}
          chosen={params.brands}
          onChange={onChange}
          label={(brand) => <bdi>{brand.value}</bdi>}
        />
      ) : null}
      {facets.stores.length > 0 ? (
        <ChoiceList
          testId="filter-store"
          legend={t("products.filters.store")}
          name="store"
          choices={facets.stores}
          chosen={params.stores}
          onChange={onChange}
          label={(store) => storeDisplayName({ name: store.value, nameAr: store.nameAr }, locale)}
        />
      ) : null}
    </>
  );
}
