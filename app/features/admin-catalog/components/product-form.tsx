import { getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { checkedBy, FormCard, UploadForm, useErrorText } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import type { AttributeField } from "~/features/attributes/attribute-field";
import type { StoreRef } from "~/features/stores/stores.server";
import { ImageUploadField } from "~/features/uploads/components/image-upload-field";
import {
  type ProductFormDefaults,
  type ProductFormInput,
  type ProductFormValue,
  productFormSchema,
} from "../product-form-schema";
import type { CategoryOption } from "../products.server";
import { FieldTextArea, SelectField } from "./field-controls";
import { ProductAttributeFields } from "./product-attribute-fields";
import { ProductExpertReviewRows } from "./product-expert-review-rows";
import { ProductSpecificationRows } from "./product-specification-rows";
import { ProductStoreRows } from "./product-store-rows";
import { useTextField } from "./product-text-field";

type ProductFormProps = {
  categories: CategoryOption[];
  /** Each category's attribute fields, by category id. */
  categoryAttributes: Record<string, AttributeField[]>;
  /** The stores Qaren knows: a store row picks one (a new store is added on the stores screen). */
  stores: StoreRef[];
  /** The product being edited, or null to add one. */
  product: ProductFormDefaults | null;
  lastResult?: SubmissionResult<string[]>;
  /** Translation keys of the outcome of the last save. */
  notice?: { tone: "success" | "error"; key: string } | null;
  /** Where Cancel leads in edit mode: the list without `?edit=`. */
  cancelHref: string;
};

function categoryLabel(category: CategoryOption, language: string): string {
  const name = language === "ar" ? category.nameAr : category.nameEn;
  const parent = language === "ar" ? category.parentNameAr : category.parentNameEn;
  return parent ? `${parent} › ${name}` : name;
}

export function ProductForm({
  categories,
  categoryAttributes,
  stores: knownStores,
  product,
  lastResult,
  notice,
  cancelHref,
}: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const isEditing = Boolean(product?.id);

  const [form, fields] = useForm<ProductFormInput, ProductFormValue>({
    id: `product-form-${product?.id ?? "new"}`,
    lastResult,
    defaultValue: product ?? { stores: [], attributes: {}, specifications: [], expertReviews: [] },
    // Errors appear from the first submit on (then as the admin types), never on blur: a message
    // appearing on blur moves the Save button away from under a pointer that is already clicking it.
    ...checkedBy(productFormSchema, "onSubmit"),
  });
  const tr = useErrorText();
  const text = useTextField();

  return (
    <FormCard
      titleId="product-form-title"
      title={t(isEditing ? "adminProducts.form.editTitle" : "adminProducts.form.addTitle")}
    >
      <p className="mt-1 text-sm text-slate-600">{t("adminProducts.form.requiredHint")}</p>
      <UploadForm form={form} intent="save" id={product?.id}>
        {notice || form.errors?.length ? (
          <div className="md:col-span-2">
            {notice ? <Notice tone={notice.tone}>{t(notice.key)}</Notice> : null}
            {form.errors?.length ? <Notice tone="error">{t(form.errors[0]!)}</Notice> : null}
          </div>
        ) : null}

        {text(fields.nameEn, t("adminProducts.form.nameEn"), { dir: "ltr" })}
        {text(fields.nameAr, t("adminProducts.form.nameAr"), { dir: "rtl" })}
        <SelectField
          {...getSelectProps(fields.categoryId)}
          key={fields.categoryId.key}
          id={fields.categoryId.id}
          label={t("adminProducts.form.category")}
          error={tr(fields.categoryId.errors)}
        >
          <option value="">{t("adminProducts.form.chooseCategory")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {categoryLabel(category, i18n.language)}
            </option>
          ))}
        </SelectField>
        {text(fields.brand, t("adminProducts.form.brand"))}
        {text(fields.imageUrl, t("adminProducts.form.imageUrl"), { dir: "ltr", inputMode: "url" })}
        <ImageUploadField field={fields.image} currentUrl={product?.imageUrl || null} />
        {text(fields.model, t("adminProducts.form.model"))}
        {text(fields.gtin, t("adminProducts.form.gtin"), {
          dir: "ltr",
          inputMode: "numeric",
          hint: t("adminProducts.form.gtinHint"),
        })}
        {text(fields.familyNameEn, t("adminProducts.form.familyNameEn"), {
          dir: "ltr",
          hint: t("adminProducts.form.familyHint"),
        })}
        {text(fields.familyNameAr, t("adminProducts.form.familyNameAr"), { dir: "rtl" })}
        <FieldTextArea field={fields.descriptionEn} dir="ltr" label={t("adminProducts.form.descriptionEn")} />
        <FieldTextArea field={fields.descriptionAr} dir="rtl" label={t("adminProducts.form.descriptionAr")} />

        <ProductStoreRows form={form} field={fields.stores} knownStores={knownStores} />

        <ProductAttributeFields
          field={fields.attributes}
          categoryId={fields.categoryId.value}
          attributes={fields.categoryId.value ? categoryAttributes[fields.categoryId.value] : undefined}
        />

        <ProductSpecificationRows form={form} field={fields.specifications} />

        <ProductExpertReviewRows form={form} field={fields.expertReviews} />

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4 md:col-span-2">
          <Button disabled={isSaving} isBusy={isSaving}>
            {t(isEditing ? "adminProducts.form.update" : "adminProducts.form.add")}
          </Button>
          {isEditing ? (
            <Link
              to={cancelHref}
              className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50"
            >
              {t("adminProducts.form.cancel")}
            </Link>
          ) : (
            <Button type="button" variant="secondary" onClick={() => form.reset()}>
              {t("adminProducts.form.cancel")}
            </Button>
          )}
        </div>
      </UploadForm>
    </FormCard>
  );
}
