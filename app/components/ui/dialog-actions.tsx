import type { ReactNode } from "react";

const SUBMIT_VARIANTS = {
  primary: "bg-brand-700",
  danger: "bg-red-600 hover:bg-red-700",
};

/** A dialog form's closing row: Cancel (closes without sending) and the submit button. */
export function DialogActions({
  cancelLabel,
  onCancel,
  isBusy,
  variant = "primary",
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  isBusy: boolean;
  variant?: keyof typeof SUBMIT_VARIANTS;
  /** The submit button's text. */
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        onClick={onCancel}
        className="rounded-lg border border-slate-300 px-4 py-2 text-sm"
      >
        {cancelLabel}
      </button>
      <button
        type="submit"
        disabled={isBusy}
        className={`rounded-lg ${SUBMIT_VARIANTS[variant]} px-4 py-2 text-sm font-semibold text-white`}
      >
        {children}
      </button>
    </div>
  );
}
