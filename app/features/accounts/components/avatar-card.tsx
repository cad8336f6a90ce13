import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/components/form/form-scaffold";
import { FileField } from "~/components/ui/file-field";
import { UserRound } from "~/components/ui/icons";
import { IMAGE_ACCEPT } from "~/features/uploads/image-upload";
import { avatarSchema } from "../avatar-schema";
import { SectionCard, type SettingsActionData, SettingsForm, useSettingsForm } from "./use-settings-form";

/** The profile picture and the upload of a new one. */
export function AvatarCard({
  avatarUrl,
  actionData,
}: {
  avatarUrl: string | null;
  actionData?: SettingsActionData;
}) {
  const { t } = useTranslation();
  const tr = useErrorText();
  const avatar = useSettingsForm("upload-avatar", avatarSchema, actionData);
  return (
    <SectionCard title={t("profile.avatar.title")}>
      <SettingsForm
        intent="upload-avatar"
        settings={avatar}
        encType="multipart/form-data"
        submitLabel={t("profile.avatar.upload")}
      >
        <div className="flex items-center gap-4">
          {avatarUrl ? (
            <img
              src={avatarUrl}
              alt={t("profile.avatar.alt")}
              className="size-20 rounded-full border border-slate-200 object-cover"
              data-testid="avatar-image"
            />
          ) : (
            <span className="inline-flex size-20 items-center justify-center rounded-full bg-slate-100 text-slate-400">
              <UserRound aria-hidden="true" className="size-10" />
            </span>
          )}
          <FileField
            {...getInputProps(avatar.fields.avatar, { type: "file" })}
            key={avatar.fields.avatar.key}
            accept={IMAGE_ACCEPT}
            label={t("profile.avatar.choose")}
            hint={t("profile.avatar.hint")}
            error={tr(avatar.fields.avatar.errors)}
            className="min-w-0 flex-1"
          />
        </div>
      </SettingsForm>
    </SectionCard>
  );
}
