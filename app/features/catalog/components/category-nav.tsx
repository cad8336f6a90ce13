import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "~/utils/use-locale";
import { type BrowseParams, browseHref } from "../browse-params";
import { byLocalName, type CategoryNode, toBranches } from "../category-tree";

/**
 * The category links of the browse filters: every top category, and the subcategories of the one
 * being browsed (or of the one whose subcategory is).
 */
export function CategoryNav({
  params,
  categories,
  activeId,
}: {
  params: BrowseParams;
  categories: CategoryNode[];
  activeId: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = (category: CategoryNode) => (locale === "ar" ? category.nameAr : category.nameEn);
  const branches = toBranches(byLocalName(categories, locale));
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
    <nav aria-label={t("catalog.filters.category")}>
      <h3 className="text-sm font-medium text-slate-800">{t("catalog.filters.category")}</h3>
      <ul className="mt-2 space-y-0.5">
        <li>{categoryLink(null)}</li>
        {branches.map((branch) => {
          const isExpanded = branch.id === activeId || branch.children.some((child) => child.id === activeId);
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
  );
}
