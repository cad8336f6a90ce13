import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "~/utils/use-locale";
import type { CategoryCard } from "../categories.server";

const chipClass = (isActive: boolean) =>
  `inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium ${
    isActive
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700"
  }`;

/** The chips that narrow /categories to one department (choosing the active one again clears it). */
export function ParentChips({
  parents,
  activeId,
  hrefWith,
}: {
  parents: CategoryCard[];
  activeId: string | null;
  /** The page's address with this parent chosen, or none. */
  hrefWith: (parent: string | null) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t("categories.filterLabel")}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={hrefWith(null)}
            replace
            preventScrollReset
            aria-current={activeId ? undefined : "true"}
            className={chipClass(!activeId)}
          >
            {t("categories.allCategories")}
          </Link>
        </li>
        {parents.map((parent) => {
          const isActive = parent.id === activeId;
          return (
            <li key={parent.id}>
              {/* Choosing the active chip again clears it. */}
              <Link
                to={hrefWith(isActive ? null : parent.id)}
                replace
                preventScrollReset
                aria-current={isActive ? "true" : undefined}
                className={chipClass(isActive)}
              >
                {locale === "ar" ? parent.nameAr : parent.nameEn}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
