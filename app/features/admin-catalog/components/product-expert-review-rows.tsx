import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { ProductFormInput } from "../product-form-schema";
import { FieldTextArea } from "./field-controls";
import { RepeatedRows } from "./product-form-rows";
import { useTextField } from "./product-text-field";

/** Reviews of the product on other websites: the site, its logo, the review's address, title and text. */
export function ProductExpertReviewRows({
  form,
  field,
}: {
  form: FormMetadata<ProductFormInput, string[]>;
  field: FieldMetadata<ProductFormInput["expertReviews"], ProductFormInput, string[]>;
}) {
  const { t } = useTranslation();
  const text = useTextField();
  return (
    <RepeatedRows form={form} field={field} list="expertReviews">
      {(item) => {
        const row = item.getFieldset();
        return (
          <>
            {text(row.websiteName, t("adminProducts.form.websiteName"))}
            {text(row.websiteLogoUrl, t("adminProducts.form.websiteLogoUrl"), {
              dir: "ltr",
              inputMode: "url",
            })}
            {text(row.reviewUrl, t("adminProducts.form.reviewUrl"), { dir: "ltr", inputMode: "url" })}
            {text(row.title, t("adminProducts.form.reviewTitle"))}
            <FieldTextArea
              field={row.content}
              dir="auto"
              className="md:col-span-2"
              label={t("adminProducts.form.reviewContent")}
            />
          </>
        );
      }}
    </RepeatedRows>
  );
}
