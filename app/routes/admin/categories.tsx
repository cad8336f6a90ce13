import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { getServices } from "~/app-context.server";
import { EmptyState } from "~/components/ui/empty-state";
import { requireAdmin } from "~/features/accounts/session.server";
import {
  createCategory,
  deleteCategory,
  listCategoriesForAdmin,
  updateCategory,
} from "~/features/admin-categories/categories.server";
import {
  createCategorySchema,
  deleteCategorySchema,
  updateCategorySchema,
} from "~/features/admin-categories/category-schema";
import { AddCategoryForm } from "~/features/admin-categories/components/add-category-form";
import { type CategoryActionResult, CategoryRow } from "~/features/admin-categories/components/category-row";
import { readForm } from "~/routes/form-body.server";
import { pageMeta } from "~/utils/meta";
import { useLocale } from "~/utils/use-locale";
import type { Route } from "./+types/categories";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminCategories.title" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return { categories: await listCategoriesForAdmin(getServices(args.context).database.db) };
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { db } = getServices(args.context).database;
  const formData = await readForm(args.request);
  const intent = formData.get("intent");

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: createCategorySchema });
    if (submission.status !== "success") return data({ create: submission.reply() }, { status: 400 });
    const result = await createCategory(db, submission.value);
    if (result.ok) return { create: submission.reply({ resetForm: true }), notice: "adminCategories.added" };
    const reply = result.field
      ? submission.reply({ fieldErrors: { [result.field]: [result.errorKey] } })
      : submission.reply({ formErrors: [result.errorKey] });
    return data({ create: reply }, { status: 400 });
  }

  const fail = (result: CategoryActionResult, status = 400) => data(result, { status });
  if (intent === "update") {
    const parsed = updateCategorySchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return fail({ intent, ok: false, messageKey: parsed.error.issues[0]!.message });
    const { id, intent: _, ...input } = parsed.data;
    const result = await updateCategory(db, id, input);
    return result.ok
      ? { intent, id, ok: true, messageKey: "adminCategories.updated" }
      : fail({ intent, id, ...result, messageKey: result.errorKey });
  }

  const parsed = deleteCategorySchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    return fail({ intent: "delete", ok: false, messageKey: "adminCategories.errors.deleteFailed" });
  const result = await deleteCategory(db, parsed.data.id);
  if (result.ok)
    return { intent: "delete", id: parsed.data.id, ok: true, messageKey: "adminCategories.deleted" };
  return fail({
    intent: "delete",
    id: parsed.data.id,
    ok: false,
    messageKey: result.errorKey,
    messageValues: { productCount: result.productCount ?? 0, childCount: result.childCount ?? 0 },
  });
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parents = loaderData.categories.filter((category) => !category.parentId);
  const created = actionData && "create" in actionData ? actionData : undefined;

  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("adminCategories.title")}</h1>
      <div className="mt-6">
        <AddCategoryForm
          parents={parents}
          locale={locale}
          lastResult={created?.create}
          notice={created && "notice" in created && created.notice ? t(created.notice) : null}
        />
      </div>
      <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        {loaderData.categories.length === 0 ? (
          <EmptyState>{t("adminCategories.empty")}</EmptyState>
        ) : (
          <table className="stacked-table w-full text-start text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th className="px-3 py-2 text-start">{t("adminCategories.nameEn")}</th>
                <th className="px-3 py-2 text-start">{t("adminCategories.nameAr")}</th>
                <th className="px-3 py-2 text-start">{t("adminCategories.slug")}</th>
                <th className="px-3 py-2 text-start">{t("adminCategories.parent")}</th>
                <th className="px-3 py-2 text-start">{t("adminCategories.products")}</th>
                <th className="px-3 py-2 text-start">{t("adminCategories.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.categories.map((category) => (
                <CategoryRow key={category.id} category={category} parents={parents} locale={locale} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
