import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { X } from "~/components/ui/icons";
import { storeDisplayName } from "~/features/stores/store-name";
import { formatPrice } from "~/utils/format";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { type BrowseParams, browseHref, clearFiltersHref, defaultSortFor } from "../browse-params";
import type { CategoryNode } from "../category-tree";
import type { ProductFacets } from "../product-listing.server";
import { useDescribeAttributeChoice } from "./attribute-filter-fields";

type Chip = { key: string; label: string; href: string };

/**
 * The filters and sort in force, as chips above the grid on every width: each one removes its
 * filter, and "Clear all" removes them all (the words of a /search page stay).
 */
export function ActiveFilters({
  params,
  category,
  facets,
}: {
  params: BrowseParams;
  category?: CategoryNode;
  facets?: ProductFacets | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describeChoice = useDescribeAttributeChoice();
  const chips: Chip[] = [];
  const without = (key: string, label: string, changes: Partial<BrowseParams>) =>
    chips.push({ key, label, href: browseHref(params, changes) });

  if (params.q && params.path === "/products") without("q", `“${params.q}”`, { q: "" });
  if (category) without("category", nameIn(locale, category), { category: null });
  if (params.minPrice && params.maxPrice) {
    without(
      "price",
      t("products.chips.priceBetween", {
        min: formatPrice(params.minPrice, locale),
        max: formatPrice(params.maxPrice, locale),
      }),
      { minPrice: null, maxPrice: null },
    );
  } else if (params.minPrice) {
    without("price", t("products.chips.priceFrom", { min: formatPrice(params.minPrice, locale) }), {
      minPrice: null,
    });
  } else if (params.maxPrice) {
    without("price", t("products.chips.priceUpTo", { max: formatPrice(params.maxPrice, locale) }), {
      maxPrice: null,
    });
  }
  for (const brand of params.brands) {
    without(`brand-${brand}`, brand, { brands: params.brands.filter((other) => other !== brand) });
  }
  for (const store of params.stores) {
    const nameAr = facets?.stores.find((option) => option.value === store)?.nameAr ?? null;
    without(`store-${store}`, storeDisplayName({ name: store, nameAr }, locale), {
      stores: params.stores.filter((other) => other !== store),
    });
  }
  for (const choice of params.attributes) {
    const facet = facets?.attributes?.find((attribute) => attribute.key === choice.key);
    without(`attribute-${choice.key}`, describeChoice(choice, facet), {
      attributes: params.attributes.filter((other) => other.key !== choice.key),
    });
  }
  if (params.inStock) without("stock", t("products.filters.inStock"), { inStock: false });
  if (params.minRating) {
    without("rating", t("products.filters.ratingAtLeast", { rating: params.minRating }), { minRating: null });
  }
  const defaultSort = defaultSortFor(params.path);
  if (params.sortBy !== defaultSort) {
    without("sort", t(`catalog.sort.${params.sortBy}`), { sortBy: defaultSort });
  }
  if (chips.length === 0) return null;

  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="active-filters">
      <h3 className="sr-only">{t("products.chips.title")}</h3>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              aria-label={t("products.chips.remove", { filter: chip.label })}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 ps-3 pe-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
              data-testid="filter-chip"
            >
              <bdi className="truncate">{chip.label}</bdi>
              <X aria-hidden="true" className="size-3.5 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <Link
          to={clearFiltersHref(params)}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t("products.chips.clearAll")}
        </Link>
      ) : null}
    </div>
  );
}
