import { useTranslation } from "react-i18next";
import type { AdminCategoryRow } from "../categories.server";
import { slugify } from "../category-schema";

const inputClass =
  "w-full min-w-28 rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

/**
 * The fields of a category being edited in its row: names, slug (made anew from the English name as
 * it is typed) and parent.
 */
export function CategoryEditFields({
  draft,
  onChange,
  parents,
  locale,
}: {
  draft: AdminCategoryRow;
  onChange: (draft: AdminCategoryRow) => void;
  /** The categories it may sit under (not itself). */
  parents: AdminCategoryRow[];
  locale: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <input
        name="nameEn"
        aria-label={t("adminCategories.nameEn")}
        className={inputClass}
        value={draft.nameEn}
        // Editing the English name makes a new slug from it, as the spec asks.
        onChange={(event) =>
          onChange({ ...draft, nameEn: event.target.value, slug: slugify(event.target.value) })
        }
      />
      <input
        name="nameAr"
        aria-label={t("adminCategories.nameAr")}
        className={inputClass}
        dir="rtl"
        value={draft.nameAr}
        onChange={(event) => onChange({ ...draft, nameAr: event.target.value })}
      />
      <input
        name="slug"
        aria-label={t("adminCategories.slug")}
        className={`${inputClass} font-mono`}
        value={draft.slug}
        onChange={(event) => onChange({ ...draft, slug: event.target.value })}
      />
      <select
        name="parentId"
        aria-label={t("adminCategories.parent")}
        className={inputClass}
        value={draft.parentId ?? ""}
        onChange={(event) => onChange({ ...draft, parentId: event.target.value || null })}
      >
        <option value="">{t("adminCategories.noParent")}</option>
        {parents.map((parent) => (
          <option key={parent.id} value={parent.id}>
            {locale === "ar" ? parent.nameAr : parent.nameEn}
          </option>
        ))}
      </select>
    </>
  );
}
