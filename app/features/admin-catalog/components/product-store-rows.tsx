import { type FieldMetadata, type FormMetadata, getSelectProps } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useErrorText } from "~/components/form/form-scaffold";
import { storeDisplayName } from "~/features/stores/store-name";
import type { StoreRef } from "~/features/stores/stores.server";
import { useLocale } from "~/utils/use-locale";
import type { ProductFormInput } from "../product-form-schema";
import { FetchPriceButton } from "./fetch-price-button";
import { SelectField } from "./field-controls";
import { addButtonClass, RowCard, RowSection, removeButtonClass } from "./product-form-rows";
import { useTextField } from "./product-text-field";

const EMPTY_STORE = { storeName: "", url: "", price: "" };

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
  const rows = field.getFieldList();
  return (
    <RowSection
      title={t("adminProducts.form.stores")}
      error={errorText(field.errors)}
      addButton={
        <button
          {...form.insert.getButtonProps({ name: field.name, defaultValue: EMPTY_STORE })}
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
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t("adminProducts.form.noStores")}</p>
      ) : null}
      {rows.map((store, index) => {
        const row = store.getFieldset();
        return (
          <RowCard
            key={store.key}
            legend={t("adminProducts.form.storeRow", { n: index + 1 })}
            removeButton={
              <button
                {...form.remove.getButtonProps({ name: field.name, index })}
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
              error={errorText(row.storeName.errors)}
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
  );
}
