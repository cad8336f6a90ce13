import { ArrowRight, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Locale } from "~/utils/i18n";
import type { CategoryCard as CategoryCardData } from "../categories.server";

/** A category on /categories: up to four product pictures, its product count and links to browse it. */
export function CategoryCard({ category }: { category: CategoryCardData }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const name = locale === "ar" ? category.nameAr : category.nameEn;
  const browseTo = `/products?category=${category.id}`;

  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="category-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">{name}</h2>
          {category.parentId ? (
            <span className="mt-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t("categories.subcategory")}
            </span>
          ) : null}
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          <Package aria-hidden="true" className="size-3.5" />
          {t("categories.productCount", { count: category.productCount })}
        </span>
      </div>

      {category.thumbnails.length > 0 ? (
        <ul className="mt-4 grid grid-cols-4 gap-2">
          {category.thumbnails.map((product) => (
            <li key={product.id}>
              <Link
                to={`/products/${product.id}`}
                className="flex aspect-square items-center justify-center rounded-lg border border-slate-100 bg-slate-50 hover:border-brand-600"
              >
                <img
                  src={product.imageUrl}
                  alt={locale === "ar" ? product.nameAr : product.nameEn}
                  loading="lazy"
                  className="size-full object-contain p-1.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-6 text-center text-sm text-slate-600">
          {t("categories.noProductsYet")}
        </p>
      )}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        {category.productCount > 0 ? (
          <Link to={browseTo} className="text-sm font-medium text-brand-700 hover:underline">
            {t("categories.viewAll", { count: category.productCount })}
          </Link>
        ) : (
          <span />
        )}
        <Link
          to={browseTo}
          className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          aria-label={t("categories.browseNamed", { name })}
        >
          {t("categories.browse")}
          <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
        </Link>
      </div>
    </article>
  );
}
