import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowRight, Package } from "~/components/ui/icons";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { CategoryCard } from "../categories.server";

type DepartmentCardProps = {
  department: CategoryCard;
  /** The subcategories to list: all of them, or those a search matched. */
  subcategories: CategoryCard[];
};

/**
 * A top-level category on /categories: its newest pictures, one way to browse all of it, and its
 * subcategories as links, each with its own count.
 */
export function DepartmentCard({ department, subcategories }: DepartmentCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = (category: CategoryCard) => nameIn(locale, category);
  const name = nameOf(department);
  const headingId = `department-${department.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="department"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold text-ink">
          {name}
        </h2>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          <Package aria-hidden="true" className="size-3.5" />
          {t("categories.productCount", { count: department.productCount })}
        </span>
      </div>

      {department.thumbnails.length > 0 ? (
        <ul className="mt-4 grid grid-cols-4 gap-2">
          {department.thumbnails.map((product) => (
            <li key={product.id}>
              <Link
                to={`/products/${product.id}`}
                className="flex aspect-square items-center justify-center rounded-lg border border-slate-100 bg-slate-50 hover:border-brand-600"
              >
                <img
                  src={product.imageUrl}
                  alt={nameIn(locale, product)}
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

      {subcategories.length > 0 ? (
        <ul aria-label={t("categories.subcategoriesOf", { name })} className="mt-4 flex flex-wrap gap-2">
          {subcategories.map((subcategory) => (
            <li key={subcategory.id}>
              <Link
                to={`/products?category=${subcategory.id}`}
                className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
                data-testid="subcategory-link"
              >
                <span className="font-medium">{nameOf(subcategory)}</span>
                <span className="whitespace-nowrap text-xs text-slate-500">
                  {t("categories.productCount", { count: subcategory.productCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {department.productCount > 0 ? (
        <div className="mt-auto pt-5">
          <Link
            to={`/products?category=${department.id}`}
            className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("categories.viewAll", { count: department.productCount })}
            <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
          </Link>
        </div>
      ) : null}
    </article>
  );
}
