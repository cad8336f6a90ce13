import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { storeDisplayName } from "~/features/stores/store-name";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { type BrowseParams, type BrowseSort, browseHref, MIN_RATINGS, sortsFor } from "../browse-params";
import { byLocalName, type CategoryNode, toBranches } from "../category-tree";
import type { ProductFacets } from "../product-listing.server";
import { AttributeFilterFields, readAttributeChoices } from "./attribute-filter-fields";

type FilterPanelProps = {
  params: BrowseParams;
  categories: CategoryNode[];
  /** The category being browsed, if the URL names a known one. */
  activeCategory?: CategoryNode;
  /** How many products each brand, store, stock and rating option leaves. */
  facets?: ProductFacets | null;
};

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

/**
 * The browse filters. Everything lives in the URL: category links, and a GET form for the search
 * words, price range and sort (the form also works without JavaScript; with it, the sort applies
 * as soon as it changes and empty fields stay out of the URL).
 */
export function FilterPanel({ params, categories, activeCategory, facets }: FilterPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const nameOf = (category: CategoryNode) => nameIn(locale, category);
  const activeId = activeCategory?.id;
  const branches = toBranches(byLocalName(categories, locale));

  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim() || null;
    const rating = Number(text("minRating"));
    navigate(
      browseHref(params, {
        q: text("q") ?? "",
        minPrice: text("minPrice"),
        maxPrice: text("maxPrice"),
        brands: data.getAll("brand").map(String),
        stores: data.getAll("store").map(String),
        inStock: data.get("inStock") === "1",
        minRating: rating > 0 ? rating : null,
        attributes: readAttributeChoices(data, facets?.attributes ?? [], params.attributes),
        sortBy: (text("sortBy") ?? params.sortBy) as BrowseSort,
      }),
    );
  };
  const applyNow = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  const count = (value: number) => (
    <span className="ms-auto text-xs tabular-nums text-slate-500">{value}</span>
  );
  const optionClass = "flex items-center gap-2 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50";

  const categoryLink = (category: CategoryNode | null, isChild = false) => {
    const isActive = (category?.id ?? undefined) === activeId;
    return (
      <Link
        to={browseHref(params, { category: category?.id ?? null })}
        aria-current={isActive ? "page" : undefined}
        className={`block rounded-md px-2 py-1.5 text-sm ${isChild ? "ps-5" : ""} ${
          isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"
        }`}
      >
        {category ? nameOf(category) : t("catalog.filters.allCategories")}
      </Link>
    );
  };

  return (
    <aside aria-labelledby={`${panelId}-title`} className="lg:w-64 lg:shrink-0">
      <button
        type="button"
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink lg:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t(isOpen ? "catalog.filters.hide" : "catalog.filters.show")}
      </button>
      <div
        id={panelId}
        className={`${isOpen ? "block" : "hidden"} mt-4 space-y-6 rounded-2xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block`}
      >
        <h2 id={`${panelId}-title`} className="text-lg font-semibold text-ink">
          {t("catalog.filters.title")}
        </h2>

        <Form
          method="get"
          action={params.path}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            apply(event.currentTarget);
          }}
        >
          {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
          <div>
            <label htmlFor={`${panelId}-q`} className="block text-sm font-medium text-slate-800">
              {t("catalog.filters.search")}
            </label>
            <input
              id={`${panelId}-q`}
              name="q"
              type="search"
              defaultValue={params.q}
              key={`q-${params.q}`}
              className={fieldClass}
            />
          </div>
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
          <div>
            <label htmlFor={`${panelId}-sort`} className="block text-sm font-medium text-slate-800">
              {t("catalog.filters.sortBy")}
            </label>
            <select
              id={`${panelId}-sort`}
              name="sortBy"
              defaultValue={params.sortBy}
              key={`sort-${params.sortBy}`}
              className={fieldClass}
              onChange={applyNow}
            >
              {sortsFor(params.path).map((sort) => (
                <option key={sort} value={sort}>
                  {sort === "relevance" ? t("products.sortRelevance") : t(`catalog.sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          {facets ? (
            <>
              {facets.attributes?.length ? (
                <AttributeFilterFields
                  facets={facets.attributes}
                  chosen={params.attributes}
                  idPrefix={panelId}
                  onChoose={applyNow}
                />
              ) : null}
              <fieldset data-testid="filter-stock">
                <legend className="text-sm font-medium text-slate-800">
                  {t("products.filters.availability")}
                </legend>
                <label className={optionClass}>
                  <input
                    type="checkbox"
                    name="inStock"
                    value="1"
                    defaultChecked={params.inStock}
                    key={`stock-${params.inStock}`}
                    onChange={applyNow}
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
                    onChange={applyNow}
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
                      onChange={applyNow}
                    />
                    {t("products.filters.ratingAtLeast", { rating: min })}
                    {count(facets.ratings.find((rating) => rating.min === min)?.count ?? 0)}
                  </label>
                ))}
              </fieldset>
              {facets.brands.length > 0 ? (
                <fieldset data-testid="filter-brand">
                  <legend className="text-sm font-medium text-slate-800">
                    {t("products.filters.brand")}
                  </legend>
                  <div className="mt-1 max-h-56 overflow-y-auto">
                    {facets.brands.map((brand) => (
                      <label key={brand.value} className={optionClass}>
                        <input
                          type="checkbox"
                          name="brand"
                          value={brand.value}
                          defaultChecked={params.brands.includes(brand.value)}
                          key={`brand-${brand.value}-${params.brands.includes(brand.value)}`}
                          onChange={applyNow}
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
                  <legend className="text-sm font-medium text-slate-800">
                    {t("products.filters.store")}
                  </legend>
                  <div className="mt-1 max-h-56 overflow-y-auto">
                    {facets.stores.map((store) => (
                      <label key={store.value} className={optionClass}>
                        <input
                          type="checkbox"
                          name="store"
                          value={store.value}
                          defaultChecked={params.stores.includes(store.value)}
                          key={`store-${store.value}-${params.stores.includes(store.value)}`}
                          onChange={applyNow}
                        />
                        {storeDisplayName({ name: store.value, nameAr: store.nameAr }, locale)}
                        {count(store.count)}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
            </>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("catalog.filters.apply")}
            </button>
            <Link
              to={browseHref(params, {
                category: null,
                minPrice: null,
                maxPrice: null,
                brands: [],
                stores: [],
                inStock: false,
                minRating: null,
                attributes: [],
                sortBy: sortsFor(params.path)[0]!,
                q: params.path === "/search" ? params.q : "",
              })}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t("catalog.filters.clear")}
            </Link>
          </div>
        </Form>

        <nav aria-label={t("catalog.filters.category")}>
          <h3 className="text-sm font-medium text-slate-800">{t("catalog.filters.category")}</h3>
          <ul className="mt-2 space-y-0.5">
            <li>{categoryLink(null)}</li>
            {branches.map((branch) => {
              const isExpanded =
                branch.id === activeId || branch.children.some((child) => child.id === activeId);
              return (
                <li key={branch.id}>
                  {categoryLink(branch)}
                  {isExpanded && branch.children.length > 0 ? (
                    <ul className="mt-0.5 space-y-0.5">
                      {branch.children.map((child) => (
                        <li key={child.id}>{categoryLink(child, true)}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </aside>
  );
}
