import { type ReactNode, useRef } from "react";
import { Pager } from "~/components/ui/pager";
import { browseHref, PRODUCTS_PER_PAGE } from "../browse-params";
import { ActiveFilters } from "./active-filters";
import { FilterPanel, type FilterPanelProps } from "./filter-panel";

/**
 * The results of /products and /search: the filter panel beside the filters in use, how many
 * products there are (`countText`, left out when null), the products (`children`) and the pages.
 */
export function BrowseResults({
  browse: { params, categories, category, facets, total },
  titleId,
  title,
  countText,
  className,
  children,
}: {
  /** The page's filters, categories and counts, as its loader read them. */
  browse: Pick<FilterPanelProps, "params" | "categories" | "facets"> & {
    category?: FilterPanelProps["activeCategory"];
    total: number;
  };
  titleId: string;
  /** The results' heading, for screen readers. */
  title: string;
  countText: string | null;
  className: string;
  children: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  // After Apply on a phone: the filter button with its count, the chips and the first products.
  const resultsRef = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={resultsRef}
      className={`${className} flex scroll-mt-28 flex-col gap-6 lg:flex-row lg:items-start`}
    >
      <FilterPanel
        params={params}
        categories={categories}
        activeCategory={category}
        facets={facets}
        onApplied={() => resultsRef.current?.scrollIntoView({ block: "start" })}
      />
      <section aria-labelledby={titleId} className="min-w-0 flex-1">
        <h2 id={titleId} className="sr-only">
          {title}
        </h2>
        <ActiveFilters params={params} category={category} facets={facets} />
        {countText === null ? null : (
          <p className="mb-4 text-sm text-slate-600" data-testid="results-count">
            {countText}
          </p>
        )}
        {children}
        <Pager
          page={Math.min(params.page, pages)}
          pages={pages}
          hrefFor={(page) => browseHref(params, { page })}
        />
      </section>
    </div>
  );
}
