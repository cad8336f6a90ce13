import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { ProductFormInput } from "../product-form-schema";
import { RepeatedRows } from "./product-form-rows";
import { useTextField } from "./product-text-field";

/** The product's specifications, each a name and a value in English and in Arabic. */
export function ProductSpecificationRows({
  form,
  field,
}: {
  form: FormMetadata<ProductFormInput, string[]>;
  field: FieldMetadata<ProductFormInput["specifications"], ProductFormInput, string[]>;
}) {
  const { t } = useTranslation();
  const text = useTextField();
  return (
    <RepeatedRows
      form={form}
      field={field}
      list="specifications"
      intro={<p className="text-sm text-slate-600">{t("adminProducts.form.specificationsHint")}</p>}
    >
      {(item) => {
        const row = item.getFieldset();
        return (
          // English and Arabic side by side, one language per line.
          <div className="grid gap-3 md:col-span-3 md:grid-cols-2">
            {text(row.name, t("adminProducts.form.specificationName"), { dir: "ltr" })}
            {text(row.value, t("adminProducts.form.specificationValue"), { dir: "ltr" })}
            {text(row.nameAr, t("adminProducts.form.specificationNameAr"), { dir: "rtl" })}
            {text(row.valueAr, t("adminProducts.form.specificationValueAr"), { dir: "rtl" })}
          </div>
        );
      }}
    </RepeatedRows>
  );
}
