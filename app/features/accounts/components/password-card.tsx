import { getFormProps, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useErrorText } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { TextField } from "~/components/ui/text-field";
import { changePasswordSchema } from "../auth-schema";
import { SectionCard, type SettingsActionData, useIsSending, useSettingsForm } from "./use-settings-form";

/** A new password, given with the current one. */
export function PasswordCard({ actionData }: { actionData?: SettingsActionData }) {
  const { t } = useTranslation();
  const tr = useErrorText();
  const isSending = useIsSending("change-password");
  const password = useSettingsForm("change-password", changePasswordSchema, actionData);
  return (
    <SectionCard title={t("profile.password.title")}>
      <Form method="post" {...getFormProps(password.form)} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        {password.notice ? <Notice tone="success">{t(password.notice)}</Notice> : null}
        {password.form.errors?.length ? <Notice tone="error">{t(password.form.errors[0]!)}</Notice> : null}
        <TextField
          {...getInputProps(password.fields.currentPassword, { type: "password" })}
          key={password.fields.currentPassword.key}
          label={t("profile.password.current")}
          autoComplete="current-password"
          error={tr(password.fields.currentPassword.errors)}
        />
        <TextField
          {...getInputProps(password.fields.newPassword, { type: "password" })}
          key={password.fields.newPassword.key}
          label={t("profile.password.new")}
          autoComplete="new-password"
          error={tr(password.fields.newPassword.errors)}
        />
        <TextField
          {...getInputProps(password.fields.confirmPassword, { type: "password" })}
          key={password.fields.confirmPassword.key}
          label={t("profile.password.confirm")}
          autoComplete="new-password"
          error={tr(password.fields.confirmPassword.errors)}
        />
        <Button disabled={isSending} isBusy={isSending}>
          {t("profile.password.submit")}
        </Button>
      </Form>
    </SectionCard>
  );
}
