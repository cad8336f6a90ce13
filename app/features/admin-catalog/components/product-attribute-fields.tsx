import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useErrorText } from "~/components/form/form-scaffold";
import { TextField } from "~/components/ui/text-field";
import { type AttributeField, YES_NO_FIELD } from "~/features/attributes/attribute-field";
import { UNITS } from "~/features/attributes/units";
import { useLocale } from "~/utils/use-locale";
import type { ProductFormInput } from "../product-form-schema";
import { SelectField } from "./field-controls";

/**
 * The attributes of the category picked (issue 31), one field each: a number in the attribute's
 * unit, yes/no, one of its options, or a text in English and Arabic. Picking another category
 * shows that category's fields.
 */
export function ProductAttributeFields({
  field,
  categoryId,
  attributes,
}: {
  field: FieldMetadata<ProductFormInput["attributes"], ProductFormInput, string[]>;
  categoryId: string | undefined;
  /** The category's attributes; undefined when no category is picked. */
  attributes: AttributeField[] | undefined;
}) {
  const { t } = useTranslation();
  const fieldset = field.getFieldset();
  return (
    <section className="md:col-span-2" aria-labelledby="product-attributes-title">
      <div className="border-t border-slate-200 pt-4">
        <h3 id="product-attributes-title" className="text-base font-semibold text-ink">
          {t("adminProducts.form.attributes")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {!categoryId || !attributes
            ? t("adminProducts.form.attributesChooseCategory")
            : attributes.length === 0
              ? t("adminProducts.form.attributesNone")
              : t("adminProducts.form.attributesHint")}
          {categoryId ? (
            <>
              {" "}
              <Link
                to={`/admin/categories/${categoryId}/attributes`}
                className="font-medium text-brand-800 underline"
              >
                {t("adminProducts.form.attributesManage")}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {attributes?.length ? (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          {attributes.map((attribute) => (
            // Fields of another category's attributes start empty: keyed by category and attribute.
            <AttributeInput
              key={`${categoryId}-${attribute.key}`}
              attribute={attribute}
              field={fieldset[attribute.key]!}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

type AttributeFieldMetadata = FieldMetadata<
  NonNullable<ProductFormInput["attributes"]>[string],
  ProductFormInput,
  string[]
>;

function AttributeInput({ attribute, field }: { attribute: AttributeField; field: AttributeFieldMetadata }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const entry = field.getFieldset();
  const label = locale === "ar" ? attribute.labelAr : attribute.labelEn;
  const error = errorText(entry.value.errors);
  switch (attribute.kind) {
    case "number":
      return (
        <TextField
          {...getInputProps(entry.value, { type: "text" })}
          label={attribute.unit ? `${label} (${UNITS[attribute.unit].label[locale]})` : label}
          error={error}
          dir="ltr"
          inputMode="decimal"
        />
      );
    case "boolean":
    case "option":
      return (
        <SelectField {...getSelectProps(entry.value)} id={entry.value.id} label={label} error={error}>
          <option value="">{t("adminProducts.form.attributeNotStated")}</option>
          {attribute.kind === "boolean" ? (
            <>
              <option value={YES_NO_FIELD.yes}>{t("adminProducts.form.attributeYes")}</option>
              <option value={YES_NO_FIELD.no}>{t("adminProducts.form.attributeNo")}</option>
            </>
          ) : (
            attribute.options.map((option) => (
              <option key={option.key} value={option.key}>
                {option[locale]}
              </option>
            ))
          )}
        </SelectField>
      );
    case "text":
      return (
        <div className="grid gap-3 sm:grid-cols-2 md:col-span-2">
          <TextField
            {...getInputProps(entry.value, { type: "text" })}
            label={t("adminProducts.form.attributeInEnglish", { label })}
            error={error}
            dir="ltr"
          />
          <TextField
            {...getInputProps(entry.valueAr, { type: "text" })}
            label={t("adminProducts.form.attributeInArabic", { label })}
            error={errorText(entry.valueAr.errors)}
            dir="rtl"
          />
        </div>
      );
  }
}
