import { useTranslation } from "react-i18next";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { byLocalName, type CategoryNode, toBranches } from "../category-tree";

/**
 * A category select's choices in the page's language and alphabet order: a top-level category with
 * subcategories is a group led by "All of …" (itself), then its subcategories.
 */
export function CategoryOptions({ categories }: { categories: readonly CategoryNode[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = (category: CategoryNode) => nameIn(locale, category);
  return toBranches(byLocalName(categories, locale)).map((branch) =>
    branch.children.length > 0 ? (
      <optgroup key={branch.id} label={nameOf(branch)}>
        <option value={branch.id}>{t("deals.filters.allOf", { name: nameOf(branch) })}</option>
        {branch.children.map((child) => (
          <option key={child.id} value={child.id}>
            {nameOf(child)}
          </option>
        ))}
      </optgroup>
    ) : (
      <option key={branch.id} value={branch.id}>
        {nameOf(branch)}
      </option>
    ),
  );
}
