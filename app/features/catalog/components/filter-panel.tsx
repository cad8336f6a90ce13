import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SlidersHorizontal } from "~/components/ui/icons";
import { LabelledControl } from "~/components/ui/labelled-control";
import {
  type BrowseParams,
  type BrowseSort,
  browseHref,
  clearFiltersHref,
  countFilters,
  sortsFor,
} from "../browse-params";
import type { CategoryNode } from "../category-tree";
import type { ProductFacets } from "../product-listing.server";
import { AttributeFilterFields, readAttributeChoices } from "./attribute-filter-fields";
import { CategoryNav } from "./category-nav";
import { FacetFilters } from "./facet-filters";
import { PriceRangeFields } from "./price-range-fields";

export type FilterPanelProps = {
  params: BrowseParams;
  categories: CategoryNode[];
  /** The category being browsed, if the URL names a known one. */
  activeCategory?: CategoryNode;
  /** How many products each brand, store, stock and rating option leaves. */
  facets?: ProductFacets | null;
  /** Brings the results into view after the phone panel closes on Apply. */
  onApplied?: () => void;
};

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

/**
 * The browse filters. Everything lives in the URL: category links, and a GET form for the search
 * words, price range and sort (the form also works without JavaScript; with it, the sort applies
 * as soon as it changes and empty fields stay out of the URL). On phones the panel folds behind a
 * button that counts the filters in force; Apply folds it again and shows the results.
 */
export function FilterPanel({ params, categories, activeCategory, facets, onApplied }: FilterPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const filterCount = countFilters(params);

  const hrefFor = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim() || null;
    const rating = Number(text("minRating"));
    return browseHref(params, {
      q: text("q") ?? "",
      minPrice: text("minPrice"),
      maxPrice: text("maxPrice"),
      brands: data.getAll("brand").map(String),
      stores: data.getAll("store").map(String),
      inStock: data.get("inStock") === "1",
      minRating: rating > 0 ? rating : null,
      attributes: readAttributeChoices(data, facets?.attributes ?? [], params.attributes),
      sortBy: (text("sortBy") ?? params.sortBy) as BrowseSort,
    });
  };
  const applyNow = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    if (event.currentTarget.form) void navigate(hrefFor(event.currentTarget.form));
  };
  const submit = async (form: HTMLFormElement) => {
    // Only the phone panel opens; a desktop page goes back to its top as any page does.
    const href = hrefFor(form);
    if (!isOpen) return void navigate(href);
    setIsOpen(false);
    toggleRef.current?.focus({ preventScroll: true });
    await navigate(href, { preventScrollReset: true });
    onApplied?.();
  };

  return (
    <aside aria-labelledby={`${panelId}-title`} className="lg:w-64 lg:shrink-0">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink lg:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {isOpen
          ? t("catalog.filters.hide")
          : filterCount > 0
            ? t("catalog.filters.showApplied", { number: filterCount })
            : t("catalog.filters.show")}
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
            void submit(event.currentTarget);
          }}
        >
          {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
          <LabelledControl htmlFor={`${panelId}-q`} label={t("catalog.filters.search")}>
            <input
              id={`${panelId}-q`}
              name="q"
              type="search"
              defaultValue={params.q}
              key={`q-${params.q}`}
              className={fieldClass}
            />
          </LabelledControl>
          <PriceRangeFields params={params} fieldClass={fieldClass} />
          <LabelledControl htmlFor={`${panelId}-sort`} label={t("catalog.filters.sortBy")}>
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
          </LabelledControl>
          {facets?.attributes?.length ? (
            <AttributeFilterFields
              facets={facets.attributes}
              chosen={params.attributes}
              idPrefix={panelId}
              onChoose={applyNow}
            />
          ) : null}
          {facets ? <FacetFilters params={params} facets={facets} onChange={applyNow} /> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button size="sm">{t("catalog.filters.apply")}</Button>
            <Link
              to={clearFiltersHref(params)}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t("catalog.filters.clear")}
            </Link>
          </div>
        </Form>

        <CategoryNav params={params} categories={categories} activeId={activeCategory?.id} />
      </div>
    </aside>
  );
}
