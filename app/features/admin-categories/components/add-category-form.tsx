import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FieldSelect, FieldText, FormCard, FormErrorNotice } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { type Locale, nameIn } from "~/utils/i18n";
import type { AdminCategoryRow } from "../categories.server";
import { createCategorySchema } from "../category-schema";

type AddCategoryFormProps = {
  parents: AdminCategoryRow[];
  locale: Locale;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string | null;
};

export function AddCategoryForm({ parents, locale, lastResult, notice }: AddCategoryFormProps) {
  const { t } = useTranslation();
  const isSubmitting = useNavigation().formData?.get("intent") === "create";
  const [form, fields] = useForm({
    id: "add-category",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createCategorySchema }),
  });

  return (
    <FormCard title={t("adminCategories.addTitle")}>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4"
      >
        <input type="hidden" name="intent" value="create" />
        {notice ? (
          <div className="md:col-span-2 xl:col-span-4">
            <Notice tone="success">{notice}</Notice>
          </div>
        ) : null}
        <FormErrorNotice errors={form.errors} className="md:col-span-2 xl:col-span-4" />
        <FieldText field={fields.nameEn} label={t("adminCategories.nameEn")} />
        <FieldText field={fields.nameAr} dir="rtl" label={t("adminCategories.nameAr")} />
        <FieldText
          field={fields.slug}
          label={t("adminCategories.slug")}
          hint={t("adminCategories.slugHint")}
        />
        <FieldSelect field={fields.parentId} label={t("adminCategories.parent")}>
          <option value="">{t("adminCategories.noParent")}</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {nameIn(locale, parent)}
            </option>
          ))}
        </FieldSelect>
        <div className="md:col-span-2 xl:col-span-4">
          <Button disabled={isSubmitting} isBusy={isSubmitting}>
            {t("adminCategories.add")}
          </Button>
        </div>
      </Form>
    </FormCard>
  );
}
