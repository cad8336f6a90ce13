import { type InputHTMLAttributes, useState } from "react";
import { useTranslation } from "react-i18next";
import { Paperclip } from "~/components/ui/icons";
import { LabelledControl } from "./labelled-control";
import { FieldHelp, useFieldIds } from "./text-field";

type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  /** Already translated error text. */
  error?: string;
  hint?: string;
};

/**
 * A file picker in the page's language: the browser's own button says "Choose File" in the
 * browser's language whatever the page's, so the native input is hidden and labelled by ours.
 */
export function FileField({ label, error, hint, id, className = "", onChange, ...props }: FileFieldProps) {
  const { t } = useTranslation();
  const { inputId, describedBy } = useFieldIds(id, { hint, error });
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <LabelledControl htmlFor={inputId} label={label} className={className}>
      <div
        className={`mt-1 flex min-w-0 items-center gap-3 rounded-lg border bg-white p-1.5 shadow-sm has-[:focus-visible]:ring-2 ${
          error
            ? "border-red-500 has-[:focus-visible]:ring-red-200"
            : "border-slate-300 has-[:focus-visible]:ring-brand-200"
        }`}
      >
        <input
          id={inputId}
          type="file"
          {...props}
          onChange={(event) => {
            setChosen(event.currentTarget.files?.[0]?.name ?? null);
            onChange?.(event);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className="inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded-md bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          <Paperclip className="size-4" />
          {t("common.fileField.choose")}
        </label>
        <span className="min-w-0 truncate text-sm text-slate-600" data-testid="chosen-file">
          {chosen ?? t("common.fileField.none")}
        </span>
      </div>
      <FieldHelp inputId={inputId} hint={hint} error={error} />
    </LabelledControl>
  );
}
