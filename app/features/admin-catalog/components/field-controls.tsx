import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

// A select and a textarea that look and behave like ~/components/ui/text-field: a label, the error
// announced to screen readers and linked through aria-describedby.

const controlClass = (hasError: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm focus:outline-none focus:ring-2 ${
    hasError
      ? "border-red-500 focus:ring-red-200"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-200"
  }`;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700" role="alert">
      {error}
    </p>
  ) : null;
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
};

export function SelectField({ id, label, error, className = "", children, ...props }: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error?: string;
};

export function TextAreaField({ id, label, error, className = "", ...props }: TextAreaFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
