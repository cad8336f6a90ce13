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
        <label className={optionClass}>
          <input
            type="checkbox"
            name="inStock"
            value="1"
            defaultChecked={params.inStock}
            key={`stock-${params.inStock}`}
            onChange={onChange}
          />
          {t("products.filters.inStock")}
          {count(facets.inStock)}
        </label>
      </fieldset>
      <fieldset data-testid="filter-rating">
        <legend className="text-sm font-medium text-slate-800">{t("products.filters.rating")}</legend>
        <label className={optionClass}>
          <input
            type="radio"
            name="minRating"
            value=""
            defaultChecked={!params.minRating}
            key={`rating-any-${params.minRating}`}
            onChange={onChange}
          />
          {t("products.filters.anyRating")}
        </label>
        {MIN_RATINGS.map((min) => (
          <label key={min} className={optionClass}>
            <input
              type="radio"
              name="minRating"
              value={min}
              defaultChecked={params.minRating === min}
              key={`rating-${min}-${params.minRating}`}
              onChange={onChange}
            />
            {t("products.filters.ratingAtLeast", { rating: min })}
            {count(facets.ratings.find((rating) => rating.min === min)?.count ?? 0)}
          </label>
        ))}
      </fieldset>
      {facets.brands.length > 0 ? (
        <fieldset data-testid="filter-brand">
          <legend className="text-sm font-medium text-slate-800">{t("products.filters.brand")}</legend>
          <div className="mt-1 max-h-56 overflow-y-auto">
            {facets.brands.map((brand) => (
              <label key={brand.value} className={optionClass}>
                <input
                  type="checkbox"
                  name="brand"
                  value={brand.value}
                  defaultChecked={params.brands.includes(brand.value)}
                  key={`brand-${brand.value}-${params.brands.includes(brand.value)}`}
                  onChange={onChange}
                />
                <bdi>{brand.value}</bdi>
                {count(brand.count)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {facets.stores.length > 0 ? (
        <fieldset data-testid="filter-store">
          <legend className="text-sm font-medium text-slate-800">{t("products.filters.store")}</legend>
          <div className="mt-1 max-h-56 overflow-y-auto">
            {facets.stores.map((store) => (
              <label key={store.value} className={optionClass}>
                <input
                  type="checkbox"
                  name="store"
                  value={store.value}
                  defaultChecked={params.stores.includes(store.value)}
                  key={`store-${store.value}-${params.stores.includes(store.value)}`}
                  onChange={onChange}
                />
                {storeDisplayName({ name: store.value, nameAr: store.nameAr }, locale)}
                {count(store.count)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
