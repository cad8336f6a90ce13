import type { ReactNode } from "react";

// The parts of the product form's repeated rows (stores, specifications, expert reviews).

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
