import { useTranslation } from "react-i18next";
import { FieldText } from "~/components/form/form-scaffold";
import { changePasswordSchema } from "../auth-schema";
import { NewPasswordFields } from "./new-password-fields";
import { SectionCard, type SettingsActionData, SettingsForm, useSettingsForm } from "./use-settings-form";

/** A new password, given with the current one. */
export function PasswordCard({ actionData }: { actionData?: SettingsActionData }) {
  const { t } = useTranslation();
  const password = useSettingsForm("change-password", changePasswordSchema, actionData);
  return (
    <SectionCard title={t("profile.password.title")}>
      <SettingsForm intent="change-password" settings={password} submitLabel={t("profile.password.submit")}>
        <FieldText
          field={password.fields.currentPassword}
          type="password"
          label={t("profile.password.current")}
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={password.fields.newPassword}
          confirmPassword={password.fields.confirmPassword}
          labels={{ password: t("profile.password.new"), confirmPassword: t("profile.password.confirm") }}
        />
      </SettingsForm>
    </SectionCard>
  );
}
