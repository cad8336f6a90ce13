import type { ReactNode } from "react";

/**
 * A form control under its visible label: `htmlFor` is the control's id. For controls that are not
 * a plain text input (selects, text areas, search boxes); TextField covers those.
 */
export function LabelledControl({
  htmlFor,
  label,
  className,
  size = "sm",
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  /** Where the pair sits (width, grid span). */
  className?: string;
  /** The label's size: "sm" on forms, "xs" in compact toolbars. */
  size?: "sm" | "xs";
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label
        htmlFor={htmlFor}
        className={
          size === "sm"
            ? "block text-sm font-medium text-slate-800"
            : "block text-xs font-medium text-slate-700"
        }
      >
        {label}
      </label>
      {children}
    </div>
  );
}
