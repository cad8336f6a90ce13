import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { getServices } from "~/app-context.server";
import { requireAdmin } from "~/features/accounts/session.server";
import {
  createAttribute,
  deleteAttribute,
  findCategoryAttributesForAdmin,
  moveAttribute,
  updateAttribute,
} from "~/features/attributes/attribute-admin.server";
import { attributeActionSchema, attributeFormSchema } from "~/features/attributes/attribute-form-schema";
import { AttributeForm } from "~/features/attributes/components/attribute-form";
import { AttributeList, InheritedAttributes } from "~/features/attributes/components/attribute-list";
import { readForm } from "~/routes/form-body.server";
import { foundOr404 } from "~/routes/found.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/category-attributes";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminAttributes.navTitle" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return foundOr404(
    await findCategoryAttributesForAdmin(getServices(args.context).database.db, args.params.categoryId),
  );
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { db } = getServices(args.context).database;
  const { category } = foundOr404(await findCategoryAttributesForAdmin(db, args.params.categoryId));
  const formData = await readForm(args.request);
  const intent = formData.get("intent");

  if (intent === "create" || intent === "update") {
    const submission = parseWithZod(formData, { schema: attributeFormSchema });
    if (submission.status !== "success") return data({ form: submission.reply() }, { status: 400 });
    const { id, input } = submission.value;
    const result = id
      ? await updateAttribute(db, category.id, id, input)
      : await createAttribute(db, category.id, input);
    if (result.ok) return { form: submission.reply({ resetForm: !id }), ok: true };
    const reply = result.field
      ? submission.reply({ fieldErrors: { [result.field]: [result.errorKey] } })
      : submission.reply({ formErrors: [result.errorKey] });
    return data({ form: reply, ok: false, messageValues: result.values }, { status: 400 });
  }

  const parsed = attributeActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ ok: false, errorKey: "adminAttributes.errors.gone" }, { status: 400 });
  const result =
    parsed.data.intent === "move"
      ? await moveAttribute(db, category.id, parsed.data.id, parsed.data.direction)
      : await deleteAttribute(db, category.id, parsed.data.id, parsed.data.confirmedValueCount);
  return result.ok ? { ok: true } : data(result, { status: 400 });
}

export default function CategoryAttributes({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { category, department, own, inherited } = loaderData;
  const nameOf = (names: { nameEn: string; nameAr: string }) =>
    i18n.language === "ar" ? names.nameAr : names.nameEn;
  return (
    <>
      <Link to="/admin/categories" className="text-sm font-semibold text-brand-700 underline">
        {t("adminAttributes.backToCategories")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">
        {t("adminAttributes.title", { category: nameOf(category) })}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("adminAttributes.intro")}</p>
      <div className="mt-6 space-y-6">
        {department ? <InheritedAttributes department={nameOf(department)} attributes={inherited} /> : null}
        <AttributeList attributes={own} hasDepartment={department !== null} />
        <AttributeForm hasDepartment={department !== null} />
      </div>
    </>
  );
}
