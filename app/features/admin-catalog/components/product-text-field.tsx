import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useErrorText } from "~/components/form/form-scaffold";
import { TextField } from "~/components/ui/text-field";

type TextExtra = { dir?: "ltr" | "rtl" | "auto"; inputMode?: "decimal" | "url" | "numeric"; hint?: string };

/** The product form's text fields: `text(field, label, extra)` gives a labelled field with its error. */
export function useTextField() {
  const errorText = useErrorText();
  return (
    field: FieldMetadata<string | null | undefined>,
    label: string,
    // Free text follows its own first letter (a Latin spec value on an Arabic page, and so on).
    extra: TextExtra = { dir: "auto" },
  ) => (
    <TextField
      {...getInputProps(field, { type: "text" })}
      key={field.key}
      label={label}
      error={errorText(field.errors)}
      {...extra}
    />
  );
}
