import { getFormProps, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useErrorText } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { TextField } from "~/components/ui/text-field";
import { profileInfoSchema } from "../auth-schema";
import { EmailVerification } from "./email-verification";
import {
  SectionCard,
  type SettingsActionData,
  type SettingsProfile,
  useIsSending,
  useSettingsForm,
} from "./use-settings-form";

/** The name on the profile (the e-mail address shown, not changed here), and the address's verification. */
export function ProfileInfoCard({
  profile,
  actionData,
}: {
  profile: SettingsProfile;
  actionData?: SettingsActionData;
}) {
  const { t } = useTranslation();
  const tr = useErrorText();
  const isSending = useIsSending("update-profile");
  const info = useSettingsForm("update-profile", profileInfoSchema, actionData);
  return (
    <SectionCard title={t("profile.info.title")}>
      <Form method="post" {...getFormProps(info.form)} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="update-profile" />
        {info.notice ? <Notice tone="success">{t(info.notice)}</Notice> : null}
        {info.form.errors?.length ? <Notice tone="error">{t(info.form.errors[0]!)}</Notice> : null}
        <TextField label={t("profile.info.email")} value={profile.email} readOnly disabled />
        <TextField
          {...getInputProps(info.fields.fullName, { type: "text" })}
          key={info.fields.fullName.key}
          defaultValue={profile.fullName ?? ""}
          label={t("profile.info.fullName")}
          autoComplete="name"
          error={tr(info.fields.fullName.errors)}
        />
        <Button disabled={isSending} isBusy={isSending}>
          {t("profile.info.save")}
        </Button>
      </Form>
      <div className="mt-4">
        <EmailVerification
          email={profile.email}
          isVerified={profile.isEmailVerified}
          result={
            actionData?.intent === "resend-verification"
              ? { notice: actionData.notice, errorKey: actionData.errorKey }
              : undefined
          }
        />
      </div>
    </SectionCard>
  );
}
