import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useErrorText } from "~/components/form/form-scaffold";
import { ErrorText } from "~/components/ui/error-text";
import { LabelledControl } from "~/components/ui/labelled-control";

// A select and a textarea that look and behave like ~/components/ui/text-field: a label, the error
// announced to screen readers and linked through aria-describedby.

const controlClass = (hasError: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm focus:outline-none focus:ring-2 ${
    hasError
      ? "border-red-500 focus:ring-red-200"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-200"
  }`;

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
};

export function SelectField({ id, label, error, className = "", children, ...props }: SelectFieldProps) {
  return (
    <LabelledControl htmlFor={id} label={label} className={className}>
      <select
        id={id}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
      >
        {children}
      </select>
      <ErrorText id={`${id}-error`}>{error}</ErrorText>
    </LabelledControl>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error?: string;
};

export function TextAreaField({ id, label, error, className = "", ...props }: TextAreaFieldProps) {
  return (
    <LabelledControl htmlFor={id} label={label} className={className}>
      <textarea
        id={id}
        rows={3}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
      />
      <ErrorText id={`${id}-error`}>{error}</ErrorText>
    </LabelledControl>
  );
}

/** A schema field of the product form as a labelled textarea, with the field's first error as text. */
export function FieldTextArea({
  field,
  ...props
}: Omit<TextAreaFieldProps, "id" | "name" | "error"> & { field: FieldMetadata<string | null | undefined> }) {
  const errorText = useErrorText();
  return (
    <TextAreaField
      {...getTextareaProps(field)}
      key={field.key}
      id={field.id}
      {...props}
      error={errorText(field.errors)}
    />
  );
}
