import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { ErrorText } from "~/components/ui/error-text";
import { type Locale, nameIn } from "~/utils/i18n";
import type { AdminCategoryRow } from "../categories.server";
import { updateCategorySchema } from "../category-schema";
import { CategoryEditFields } from "./category-edit-fields";

export type CategoryActionResult = {
  intent: "create" | "update" | "delete";
  id?: string;
  ok: boolean;
  messageKey: string;
  messageValues?: Record<string, number>;
  field?: string;
};

type CategoryRowProps = { category: AdminCategoryRow; parents: AdminCategoryRow[]; locale: Locale };

/** One table row: read-only, or inline edit with save and cancel. */
export function CategoryRow({ category, parents, locale }: CategoryRowProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CategoryActionResult>();
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(category);
  const [clientError, setClientError] = useState<string | null>(null);
  const result = fetcher.data;
  const isBusy = fetcher.state !== "idle";

  useEffect(() => {
    if (result?.ok && result.intent === "update") setIsEditing(false);
  }, [result]);

  const parentName = parents.find((parent) => parent.id === category.parentId);
  const serverError = result && !result.ok ? t(result.messageKey, result.messageValues ?? {}) : null;
  const error = clientError ?? serverError;

  if (!isEditing) {
    return (
      <tr className="border-t border-slate-200" data-testid={`category-${category.slug}`}>
        <td className="px-3 py-2" data-label={t("adminCategories.nameEn")}>
          {category.nameEn}
        </td>
        <td className="px-3 py-2" data-label={t("adminCategories.nameAr")}>
          <span lang="ar" dir="rtl">
            {category.nameAr}
          </span>
        </td>
        <td className="px-3 py-2 font-mono text-xs" data-label={t("adminCategories.slug")}>
          {category.slug}
        </td>
        <td className="px-3 py-2 text-sm text-slate-600" data-label={t("adminCategories.parent")}>
          {parentName ? nameIn(locale, parentName) : "—"}
        </td>
        <td className="px-3 py-2 tabular-nums" data-label={t("adminCategories.products")}>
          {category.productCount}
        </td>
        <td className="px-3 py-2" data-label={t("adminCategories.actions")}>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-50"
              onClick={() => {
                setDraft(category);
                setClientError(null);
                setIsEditing(true);
              }}
            >
              {t("adminCategories.edit")}
            </button>
            <Link
              to={`/admin/categories/${category.id}/attributes`}
              className="rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-50"
            >
              {t("adminCategories.attributes")}
            </Link>
            <ConfirmDeleteForm
              form={fetcher.Form}
              question={t("adminCategories.confirmDelete", { name: category.nameEn })}
              fields={{ id: category.id }}
              disabled={isBusy}
            >
              {t("adminCategories.delete")}
            </ConfirmDeleteForm>
          </div>
          <ErrorText className="mt-1 max-w-xs">{error}</ErrorText>
        </td>
      </tr>
    );
  }

  return (
    <tr className="border-t border-slate-200 bg-brand-50/40">
      <td className="px-3 py-2" colSpan={6}>
        <fetcher.Form
          method="post"
          className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
          onSubmit={(event) => {
            const parsed = updateCategorySchema.safeParse(
              Object.fromEntries(new FormData(event.currentTarget)),
            );
            setClientError(parsed.success ? null : t(parsed.error.issues[0]!.message));
            if (!parsed.success) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={category.id} />
          <CategoryEditFields
            draft={draft}
            onChange={setDraft}
            parents={parents.filter((parent) => parent.id !== category.id)}
            locale={locale}
          />
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={isBusy}
              className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white"
            >
              {t("adminCategories.save")}
            </button>
            <button
              type="button"
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
              onClick={() => {
                setIsEditing(false);
                setClientError(null);
              }}
            >
              {t("adminCategories.cancel")}
            </button>
          </div>
          <ErrorText className="sm:col-span-2 lg:col-span-5">{error}</ErrorText>
        </fetcher.Form>
      </td>
    </tr>
  );
}
