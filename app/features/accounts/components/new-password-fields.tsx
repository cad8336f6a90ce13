import type { FieldMetadata } from "@conform-to/react";
import { FieldText } from "~/components/form/form-scaffold";

type PasswordField = FieldMetadata<string, Record<string, unknown>, string[]>;

/**
 * A new password typed twice, both inputs marked for a password manager to offer a new one:
 * setting one from a reset link, choosing one to confirm an address, changing one in the profile.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
}: {
  password: PasswordField;
  confirmPassword: PasswordField;
  labels: { password: string; confirmPassword: string };
}) {
  return (
    <>
      <FieldText field={password} type="password" label={labels.password} autoComplete="new-password" />
      <FieldText
        field={confirmPassword}
        type="password"
        label={labels.confirmPassword}
        autoComplete="new-password"
      />
    </>
  );
}
