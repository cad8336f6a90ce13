import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProductGrid } from "~/features/catalog/components/product-grid";
import type { ProductSummary } from "~/features/catalog/product-listing.server";
import type { LowestTotals } from "~/features/offer-details/offer-details";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { EmptySearchHelp as Help } from "../search.server";
import { searchHref } from "../search-params";

/** A search that found nothing: "did you mean", matching categories and popular products. */
export function EmptySearchHelp({
  query,
  help,
  renderAction,
  lowestTotals,
}: {
  query: string;
  help: Help;
  renderAction?: (product: ProductSummary) => ReactNode;
  lowestTotals?: LowestTotals | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = (category: { nameEn: string; nameAr: string }) => nameIn(locale, category);

  return (
    <div className="space-y-6" data-testid="empty-search-help">
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <p className="font-semibold text-ink">{t("search.noResultsTitle", { query })}</p>
        {help.didYouMean ? (
          <p className="mt-2 text-slate-700" data-testid="did-you-mean">
            {t("search.didYouMean")}{" "}
            <Link to={searchHref(help.didYouMean)} className="font-semibold text-brand-700 underline">
              <bdi>{help.didYouMean}</bdi>
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-slate-600">{t("search.noResultsHint")}</p>
        )}
        {help.categories.length > 0 ? (
          <div className="mt-4">
            <h3 className="text-sm font-medium text-slate-800">{t("search.matchingCategories")}</h3>
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="suggested-categories">
              {help.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/products?category=${encodeURIComponent(category.slug)}`}
                    className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
                  >
                    {nameOf(category)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-4 text-sm">
            <Link to="/categories" className="font-medium text-brand-700 underline">
              {t("search.browseCategories")}
            </Link>
          </p>
        )}
      </div>
      {help.popular.length > 0 ? (
        <section aria-labelledby="popular-title">
          <h3 id="popular-title" className="mb-3 text-lg font-semibold text-ink">
            {help.popularCategory
              ? t("search.popularIn", { category: nameOf(help.popularCategory) })
              : t("search.popularAll")}
          </h3>
          <ProductGrid products={help.popular} renderAction={renderAction} lowestTotals={lowestTotals} />
        </section>
      ) : null}
    </div>
  );
}
