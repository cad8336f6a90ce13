import type { FieldName, FormMetadata } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useErrorText } from "~/components/form/form-scaffold";
import { ErrorText } from "~/components/ui/error-text";
import type { ProductFormInput } from "../product-form-schema";

// The parts of the product form's repeated rows (stores, specifications, expert reviews).

/**
 * A list field of the product form as rows: its title and "add" button (a new row starts as
 * `emptyRow`), its error, what it says first (`intro`), and each row as a numbered fieldset with
 * its remove button, its fields drawn by `children` from the row's field.
 */
export function RepeatedRows<Item extends { key: string | undefined }>({
  form,
  field,
  emptyRow,
  title,
  addLabel,
  rowLegend,
  removeLabel,
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
  emptyRow: Record<string, string>;
  title: string;
  addLabel: string;
  /** The legend of row n (from 1). */
  rowLegend: (n: number) => string;
  /** The accessible name of row n's remove button. */
  removeLabel: (n: number) => string;
  intro?: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  const errorText = useErrorText();
  return (
    <RowSection
      title={title}
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
          {addLabel}
        </button>
      }
    >
      {intro}
      {field.getFieldList().map((item, index) => (
        <RowCard
          key={item.key}
          legend={rowLegend(index + 1)}
          removeButton={
            <button
              {...form.remove.getButtonProps({ name: field.name, index })}
              className={removeButtonClass}
              aria-label={removeLabel(index + 1)}
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
