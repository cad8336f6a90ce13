import { useTranslation } from "react-i18next";
import { FieldText } from "~/components/form/form-scaffold";
import { TextField } from "~/components/ui/text-field";
import { profileInfoSchema } from "../auth-schema";
import { EmailVerification } from "./email-verification";
import {
  SectionCard,
  type SettingsActionData,
  SettingsForm,
  type SettingsProfile,
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
  const info = useSettingsForm("update-profile", profileInfoSchema, actionData);
  return (
    <SectionCard title={t("profile.info.title")}>
      <SettingsForm intent="update-profile" settings={info} submitLabel={t("profile.info.save")}>
        <TextField label={t("profile.info.email")} value={profile.email} readOnly disabled />
        <FieldText
          field={info.fields.fullName}
          defaultValue={profile.fullName ?? ""}
          label={t("profile.info.fullName")}
          autoComplete="name"
        />
      </SettingsForm>
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
