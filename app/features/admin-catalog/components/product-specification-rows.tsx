import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/components/form/form-scaffold";
import type { ProductFormInput } from "../product-form-schema";
import { addButtonClass, RowCard, RowSection, removeButtonClass } from "./product-form-rows";
import { useTextField } from "./product-text-field";

const EMPTY_SPECIFICATION = { name: "", value: "", nameAr: "", valueAr: "" };

/** The product's specifications, each a name and a value in English and in Arabic. */
export function ProductSpecificationRows({
  form,
  field,
}: {
  form: FormMetadata<ProductFormInput, string[]>;
  field: FieldMetadata<ProductFormInput["specifications"], ProductFormInput, string[]>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const text = useTextField();
  const rows = field.getFieldList();
  return (
    <RowSection
      title={t("adminProducts.form.specifications")}
      error={errorText(field.errors)}
      addButton={
        <button
          {...form.insert.getButtonProps({
            name: field.name,
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
      {rows.map((specification, index) => {
        const row = specification.getFieldset();
        return (
          <RowCard
            key={specification.key}
            legend={t("adminProducts.form.specificationRow", { n: index + 1 })}
            removeButton={
              <button
                {...form.remove.getButtonProps({ name: field.name, index })}
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
  );
}
