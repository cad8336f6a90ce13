import type { ButtonHTMLAttributes } from "react";
import { LoaderCircle } from "~/components/ui/icons";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "danger";
  /** "sm" in toolbars and filter bars, beside compact fields. */
  size?: "md" | "sm";
  isBusy?: boolean;
};

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600",
  secondary: "border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:text-slate-400",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-slate-300 disabled:text-slate-600",
};

const SIZES = { md: "px-4 py-2.5", sm: "px-4 py-2" };

export function Button({
  variant = "primary",
  size = "md",
  isBusy = false,
  className = "",
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type="submit"
      {...props}
      aria-busy={isBusy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-lg ${SIZES[size]} text-sm font-semibold disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
    >
      {isBusy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
