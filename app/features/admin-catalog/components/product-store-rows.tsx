import { type FieldMetadata, type FormMetadata, getSelectProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useErrorText } from "~/components/form/form-scaffold";
import { storeDisplayName } from "~/features/stores/store-name";
import type { StoreRef } from "~/features/stores/stores.server";
import { useLocale } from "~/utils/use-locale";
import type { ProductFormInput } from "../product-form-schema";
import { FetchPriceButton } from "./fetch-price-button";
import { SelectField } from "./field-controls";
import { RepeatedRows } from "./product-form-rows";
import { useTextField } from "./product-text-field";

/** The stores selling the product: a known store, its page and its price (which the page can fill in). */
export function ProductStoreRows({
  form,
  field,
  knownStores,
}: {
  form: FormMetadata<ProductFormInput, string[]>;
  field: FieldMetadata<ProductFormInput["stores"], ProductFormInput, string[]>;
  /** The stores Qaren knows: a row picks one (a new store is added on the stores screen). */
  knownStores: StoreRef[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // In the page's language, in its alphabetical order.
  const storeChoices = [...knownStores].sort((a, b) =>
    storeDisplayName(a, locale).localeCompare(storeDisplayName(b, locale), locale),
  );
  const errorText = useErrorText();
  const text = useTextField();
  return (
    <RepeatedRows
      form={form}
      field={field}
      list="stores"
      intro={
        <>
          <p className="text-sm text-slate-600">
            {t("adminProducts.form.storeMissingHint")}{" "}
            <Link to="/admin/stores" className="font-semibold text-brand-800 underline">
              {t("adminProducts.form.manageStores")}
            </Link>
          </p>
          {field.getFieldList().length === 0 ? (
            <p className="text-sm text-slate-500">{t("adminProducts.form.noStores")}</p>
          ) : null}
        </>
      }
    >
      {(store) => {
        const row = store.getFieldset();
        return (
          <>
            <SelectField
              {...getSelectProps(row.storeName)}
              key={row.storeName.key}
              id={row.storeName.id}
              label={t("adminProducts.form.storeName")}
              error={errorText(row.storeName.errors)}
            >
              <option value="">{t("adminProducts.form.chooseStore")}</option>
              {storeChoices.map((choice) => (
                <option key={choice.name} value={choice.name}>
                  {storeDisplayName(choice, locale)}
                </option>
              ))}
            </SelectField>
            {text(row.url, t("adminProducts.form.storeUrl"), { dir: "ltr", inputMode: "url" })}
            {text(row.price, t("adminProducts.form.price"), { dir: "ltr", inputMode: "decimal" })}
            <FetchPriceButton
              url={row.url.value}
              onPrice={(price) => form.update({ name: row.price.name, value: price })}
            />
          </>
        );
      }}
    </RepeatedRows>
  );
}
