import type { FieldName, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/components/form/form-scaffold";
import { ErrorText } from "~/components/ui/error-text";
import { Plus, Trash2 } from "~/components/ui/icons";
import type { ProductFormInput } from "../product-form-schema";

// The parts of the product form's repeated rows (stores, specifications, expert reviews).

/**
 * The product form's lists: the row "add" starts, and the translation keys of the list's title,
 * its "add" button, row n's legend and row n's remove button (both given `n`).
 */
const LISTS = {
  stores: {
    emptyRow: { storeName: "", url: "", price: "" },
    keys: { title: "stores", add: "addStore", row: "storeRow", remove: "removeStore" },
  },
  specifications: {
    emptyRow: { name: "", value: "", nameAr: "", valueAr: "" },
    keys: {
      title: "specifications",
      add: "addSpecification",
      row: "specificationRow",
      remove: "removeSpecification",
    },
  },
  expertReviews: {
    emptyRow: { websiteName: "", websiteLogoUrl: "", title: "", content: "", reviewUrl: "" },
    keys: {
      title: "expertReviews",
      add: "addExpertReview",
      row: "expertReviewRow",
      remove: "removeExpertReview",
    },
  },
} as const;

/**
 * A list field of the product form as rows: its title and "add" button, its error, what it says
 * first (`intro`), and each row as a numbered fieldset with its remove button, its fields drawn by
 * `children` from the row's field.
 */
export function RepeatedRows<Item extends { key: string | undefined }>({
  form,
  field,
  list,
  intro,
  children,
}: {
  form: FormMetadata<ProductFormInput, string[]>;
  field: {
    // biome-ignore lint/suspicious/noExplicitAny: a list field of any row shape
    name: FieldName<any, ProductFormInput, string[]>;
    errors?: string[];
    getFieldList: () => Item[];
  };
  list: keyof typeof LISTS;
  intro?: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { emptyRow, keys } = LISTS[list];
  const label = (key: keyof typeof keys, n?: number) => t(`adminProducts.form.${keys[key]}`, { n });
  return (
    <RowSection
      title={label("title")}
      error={errorText(field.errors)}
      addButton={
        <button
          {...form.insert.getButtonProps<Record<string, string>[]>({
            name: field.name,
            defaultValue: emptyRow,
          })}
          className={addButtonClass}
        >
          <Plus aria-hidden="true" className="size-4" />
          {label("add")}
        </button>
      }
    >
      {intro}
      {field.getFieldList().map((item, index) => (
        <RowCard
          key={item.key}
          legend={label("row", index + 1)}
          removeButton={
            <button
              {...form.remove.getButtonProps({ name: field.name, index })}
              className={removeButtonClass}
              aria-label={label("remove", index + 1)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          }
        >
          {children(item)}
        </RowCard>
      ))}
    </RowSection>
  );
}

/** A titled group of repeated rows with an "add" button. */
export function RowSection({
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
      <ErrorText className="mt-2">{error}</ErrorText>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/** One repeated row: a fieldset named by its legend, with its remove button on the same line. */
export function RowCard({
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

export const addButtonClass =
  "inline-flex items-center gap-1.5 rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";
export const removeButtonClass =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700";
