import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { TextField } from "~/components/ui/text-field";
import { storeDisplayName } from "~/features/stores/store-name";
import type { StoreRef } from "~/features/stores/stores.server";
import { useLocale } from "~/utils/use-locale";
import { type ProductFormInput, type ProductFormValue, productFormSchema } from "../product-form-schema";
import type { CategoryOption } from "../products.server";
import { FetchPriceButton } from "./fetch-price-button";
import { SelectField, TextAreaField } from "./field-controls";

type ProductFormProps = {
  categories: CategoryOption[];
  /** The stores Qaren knows: a store row picks one (a new store is added on the stores screen). */
  stores: StoreRef[];
  /** The product being edited, or null to add one. */
  product: ProductFormInput | null;
  lastResult?: SubmissionResult<string[]>;
  /** Translation keys of the outcome of the last save. */
  notice?: { tone: "success" | "error"; key: string } | null;
  /** Where Cancel leads in edit mode: the list without `?edit=`. */
  cancelHref: string;
};

const EMPTY_STORE = { storeName: "", url: "", price: "" };
const EMPTY_SPECIFICATION = { name: "", value: "", nameAr: "", valueAr: "" };
const EMPTY_EXPERT_REVIEW = { websiteName: "", websiteLogoUrl: "", title: "", content: "", reviewUrl: "" };

function categoryLabel(category: CategoryOption, language: string): string {
  const name = language === "ar" ? category.nameAr : category.nameEn;
  const parent = language === "ar" ? category.parentNameAr : category.parentNameEn;
  return parent ? `${parent} › ${name}` : name;
}

/** A titled group of repeated rows with an "add" button. */
function RowSection({
  title,
  addButton,
  error,
  children,
}: {
  title: string;
  addButton: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <section className="md:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        {addButton}
      </div>
      {error ? (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/** One repeated row: a fieldset named by its legend, with its remove button on the same line. */
function RowCard({
  legend,
  removeButton,
  children,
}: {
  legend: string;
  removeButton: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
      <legend className="float-start pt-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex justify-end">{removeButton}</div>
      <div className="clear-both mt-2 grid gap-3 md:grid-cols-3">{children}</div>
    </fieldset>
  );
}

const addButtonClass =
  "inline-flex items-center gap-1.5 rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";
const removeButtonClass =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700";

export function ProductForm({
  categories,
  stores: knownStores,
  product,
  lastResult,
  notice,
  cancelHref,
}: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  // In the page's language, in its alphabetical order.
  const storeChoices = [...knownStores].sort((a, b) =>
    storeDisplayName(a, locale).localeCompare(storeDisplayName(b, locale), locale),
  );
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const isEditing = Boolean(product?.id);

  const [form, fields] = useForm<ProductFormInput, ProductFormValue>({
    id: `product-form-${product?.id ?? "new"}`,
    lastResult,
    defaultValue: product ?? { stores: [], specifications: [], expertReviews: [] },
    constraint: getZodConstraint(productFormSchema),
    // Errors appear from the first submit on (then as the admin types), never on blur: a message
    // appearing on blur moves the Save button away from under a pointer that is already clicking it.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productFormSchema }),
  });
  const tr = (errors?: string[]) => (errors?.[0] ? t(errors[0]) : undefined);
  const text = (
    field: FieldMetadata<string | null | undefined>,
    label: string,
    // Free text follows its own first letter (a Latin spec value on an Arabic page, and so on).
    extra: { dir?: "ltr" | "rtl" | "auto"; inputMode?: "decimal" | "url" | "numeric"; hint?: string } = {
      dir: "auto",
    },
  ) => (
    <TextField
      {...getInputProps(field, { type: "text" })}
      key={field.key}
      label={label}
      error={tr(field.errors)}
      {...extra}
    />
  );
  const stores = fields.stores.getFieldList();
  const specifications = fields.specifications.getFieldList();
  const experts = fields.expertReviews.getFieldList();

  return (
    <section
      aria-labelledby="product-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="product-form-title" className="text-lg font-semibold text-ink">
        {t(isEditing ? "adminProducts.form.editTitle" : "adminProducts.form.addTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("adminProducts.form.requiredHint")}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-4 grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        {product?.id ? <input type="hidden" name="id" value={product.id} /> : null}
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
        {text(fields.imageUrl, t("adminProducts.form.imageUrl"), { dir: "ltr", inputMode: "url" })}
        {text(fields.brand, t("adminProducts.form.brand"))}
        {text(fields.model, t("adminProducts.form.model"))}
        {text(fields.gtin, t("adminProducts.form.gtin"), {
          dir: "ltr",
          inputMode: "numeric",
          hint: t("adminProducts.form.gtinHint"),
        })}
        <TextAreaField
          {...getTextareaProps(fields.descriptionEn)}
          key={fields.descriptionEn.key}
          id={fields.descriptionEn.id}
          dir="ltr"
          label={t("adminProducts.form.descriptionEn")}
          error={tr(fields.descriptionEn.errors)}
        />
        <TextAreaField
          {...getTextareaProps(fields.descriptionAr)}
          key={fields.descriptionAr.key}
          id={fields.descriptionAr.id}
          dir="rtl"
          label={t("adminProducts.form.descriptionAr")}
          error={tr(fields.descriptionAr.errors)}
        />

        <RowSection
          title={t("adminProducts.form.stores")}
          error={tr(fields.stores.errors)}
          addButton={
            <button
              {...form.insert.getButtonProps({ name: fields.stores.name, defaultValue: EMPTY_STORE })}
              className={addButtonClass}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t("adminProducts.form.addStore")}
            </button>
          }
        >
          <p className="text-sm text-slate-600">
            {t("adminProducts.form.storeMissingHint")}{" "}
            <Link to="/admin/stores" className="font-semibold text-brand-800 underline">
              {t("adminProducts.form.manageStores")}
            </Link>
          </p>
          {stores.length === 0 ? (
            <p className="text-sm text-slate-500">{t("adminProducts.form.noStores")}</p>
          ) : null}
          {stores.map((store, index) => {
            const row = store.getFieldset();
            return (
              <RowCard
                key={store.key}
                legend={t("adminProducts.form.storeRow", { n: index + 1 })}
                removeButton={
                  <button
                    {...form.remove.getButtonProps({ name: fields.stores.name, index })}
                    className={removeButtonClass}
                    aria-label={t("adminProducts.form.removeStore", { n: index + 1 })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                }
              >
                <SelectField
                  {...getSelectProps(row.storeName)}
                  key={row.storeName.key}
                  id={row.storeName.id}
                  label={t("adminProducts.form.storeName")}
                  error={tr(row.storeName.errors)}
                >
                  <option value="">{t("adminProducts.form.chooseStore")}</option>
                  {storeChoices.map((store) => (
                    <option key={store.name} value={store.name}>
                      {storeDisplayName(store, locale)}
                    </option>
                  ))}
                </SelectField>
                {text(row.url, t("adminProducts.form.storeUrl"), { dir: "ltr", inputMode: "url" })}
                {text(row.price, t("adminProducts.form.price"), { dir: "ltr", inputMode: "decimal" })}
                <FetchPriceButton
                  url={row.url.value}
                  onPrice={(price) => form.update({ name: row.price.name, value: price })}
                />
              </RowCard>
            );
          })}
        </RowSection>

        <RowSection
          title={t("adminProducts.form.specifications")}
          error={tr(fields.specifications.errors)}
          addButton={
            <button
              {...form.insert.getButtonProps({
                name: fields.specifications.name,
                defaultValue: EMPTY_SPECIFICATION,
              })}
              className={addButtonClass}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t("adminProducts.form.addSpecification")}
            </button>
          }
        >
          <p className="text-sm text-slate-600">{t("adminProducts.form.specificationsHint")}</p>
          {specifications.map((specification, index) => {
            const row = specification.getFieldset();
            return (
              <RowCard
                key={specification.key}
                legend={t("adminProducts.form.specificationRow", { n: index + 1 })}
                removeButton={
                  <button
                    {...form.remove.getButtonProps({ name: fields.specifications.name, index })}
                    className={removeButtonClass}
                    aria-label={t("adminProducts.form.removeSpecification", { n: index + 1 })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                }
              >
                {/* English and Arabic side by side, one language per line. */}
                <div className="grid gap-3 md:col-span-3 md:grid-cols-2">
                  {text(row.name, t("adminProducts.form.specificationName"), { dir: "ltr" })}
                  {text(row.value, t("adminProducts.form.specificationValue"), { dir: "ltr" })}
                  {text(row.nameAr, t("adminProducts.form.specificationNameAr"), { dir: "rtl" })}
                  {text(row.valueAr, t("adminProducts.form.specificationValueAr"), { dir: "rtl" })}
                </div>
              </RowCard>
            );
          })}
        </RowSection>

        <RowSection
          title={t("adminProducts.form.expertReviews")}
          error={tr(fields.expertReviews.errors)}
          addButton={
            <button
              {...form.insert.getButtonProps({
                name: fields.expertReviews.name,
                defaultValue: EMPTY_EXPERT_REVIEW,
              })}
              className={addButtonClass}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t("adminProducts.form.addExpertReview")}
            </button>
          }
        >
          {experts.map((expert, index) => {
            const row = expert.getFieldset();
            return (
              <RowCard
                key={expert.key}
                legend={t("adminProducts.form.expertReviewRow", { n: index + 1 })}
                removeButton={
                  <button
                    {...form.remove.getButtonProps({ name: fields.expertReviews.name, index })}
                    className={removeButtonClass}
                    aria-label={t("adminProducts.form.removeExpertReview", { n: index + 1 })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                }
              >
                {text(row.websiteName, t("adminProducts.form.websiteName"))}
                {text(row.websiteLogoUrl, t("adminProducts.form.websiteLogoUrl"), {
                  dir: "ltr",
                  inputMode: "url",
                })}
                {text(row.reviewUrl, t("adminProducts.form.reviewUrl"), { dir: "ltr", inputMode: "url" })}
                {text(row.title, t("adminProducts.form.reviewTitle"))}
                <TextAreaField
                  {...getTextareaProps(row.content)}
                  dir="auto"
                  key={row.content.key}
                  id={row.content.id}
                  className="md:col-span-2"
                  label={t("adminProducts.form.reviewContent")}
                  error={tr(row.content.errors)}
                />
              </RowCard>
            );
          })}
        </RowSection>

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
      </Form>
    </section>
  );
}
