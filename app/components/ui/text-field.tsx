import { type InputHTMLAttributes, useId } from "react";
import { ErrorText } from "./error-text";
import { LabelledControl } from "./labelled-control";

/** A field's input id (given or generated) and the ids of its hint and error, for aria-describedby. */
export function useFieldIds(id: string | undefined, { hint, error }: { hint?: string; error?: string }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  return { inputId, describedBy };
}

/** A field's hint and its error (announced to screen readers), under the input. */
export function FieldHelp({ inputId, hint, error }: { inputId: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${inputId}-error`}>{error}</ErrorText>
    </>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Already translated error text. */
  error?: string;
  hint?: string;
};

/** A labelled input with its error announced to screen readers and linked by aria-describedby. */
export function TextField({ label, error, hint, id, className = "", ...props }: TextFieldProps) {
  const { inputId, describedBy } = useFieldIds(id, { hint, error });

  return (
    <LabelledControl htmlFor={inputId} label={label} className={className}>
      <input
        id={inputId}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm focus:outline-none focus:ring-2 ${
          error
            ? "border-red-500 focus:ring-red-200"
            : "border-slate-300 focus:border-brand-600 focus:ring-brand-200"
        }`}
      />
      <FieldHelp inputId={inputId} hint={hint} error={error} />
    </LabelledControl>
  );
}
