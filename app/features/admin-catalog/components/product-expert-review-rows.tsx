import { type FieldMetadata, type FormMetadata, getTextareaProps } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/components/form/form-scaffold";
import type { ProductFormInput } from "../product-form-schema";
import { TextAreaField } from "./field-controls";
import { addButtonClass, RowCard, RowSection, removeButtonClass } from "./product-form-rows";
import { useTextField } from "./product-text-field";

const EMPTY_EXPERT_REVIEW = { websiteName: "", websiteLogoUrl: "", title: "", content: "", reviewUrl: "" };

/** Reviews of the product on other websites: the site, its logo, the review's address, title and text. */
export function ProductExpertReviewRows({
  form,
  field,
}: {
  form: FormMetadata<ProductFormInput, string[]>;
  field: FieldMetadata<ProductFormInput["expertReviews"], ProductFormInput, string[]>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const text = useTextField();
  const rows = field.getFieldList();
  return (
    <RowSection
      title={t("adminProducts.form.expertReviews")}
      error={errorText(field.errors)}
      addButton={
        <button
          {...form.insert.getButtonProps({
            name: field.name,
            defaultValue: EMPTY_EXPERT_REVIEW,
          })}
          className={addButtonClass}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("adminProducts.form.addExpertReview")}
        </button>
      }
    >
      {rows.map((expert, index) => {
        const row = expert.getFieldset();
        return (
          <RowCard
            key={expert.key}
            legend={t("adminProducts.form.expertReviewRow", { n: index + 1 })}
            removeButton={
              <button
                {...form.remove.getButtonProps({ name: field.name, index })}
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
              error={errorText(row.content.errors)}
            />
          </RowCard>
        );
      })}
    </RowSection>
  );
}
