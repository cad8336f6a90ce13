import type { FieldMetadata } from "@conform-to/react";
import { FieldText } from "~/components/form/form-scaffold";

type TextExtra = { dir?: "ltr" | "rtl" | "auto"; inputMode?: "decimal" | "url" | "numeric"; hint?: string };

/** The product form's text fields: `text(field, label, extra)` gives a labelled field with its error. */
export function useTextField() {
  return (
    field: FieldMetadata<string | null | undefined>,
    label: string,
    // Free text follows its own first letter (a Latin spec value on an Arabic page, and so on).
    extra: TextExtra = { dir: "auto" },
  ) => <FieldText field={field} label={label} {...extra} />;
}
