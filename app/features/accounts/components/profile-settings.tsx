import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Download, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { useErrorText } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { FileField } from "~/components/ui/file-field";
import { Notice } from "~/components/ui/notice";
import { TextField } from "~/components/ui/text-field";
import { changePasswordSchema, deleteAccountSchema, profileInfoSchema } from "../auth-schema";
import { avatarSchema } from "../avatar-schema";
import { EmailVerification } from "./email-verification";

export type SettingsIntent =
  | "update-profile"
  | "upload-avatar"
  | "change-password"
  | "resend-verification"
  | "delete-account";
export type SettingsActionData = {
  intent: SettingsIntent;
  result: SubmissionResult<string[]>;
  notice?: string;
  /** A failure that belongs to no field (the verification link's rate limit). */
  errorKey?: string;
};

type ProfileSettingsProps = {
  profile: { email: string; isEmailVerified: boolean; fullName: string | null; avatarUrl: string | null };
  actionData?: SettingsActionData;
};

function useSettingsForm<Schema extends z.ZodObject | z.ZodPipe<z.ZodObject>>(
  intent: SettingsIntent,
  schema: Schema,
  actionData?: SettingsActionData,
) {
  const own = actionData?.intent === intent ? actionData : undefined;
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>>({
    id: intent,
    lastResult: own?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // parseWithZod loses the generic schema's type; the value type is the schema's input.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  return { form, fields, notice: own?.notice };
}

function SectionCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ProfileSettings({ profile, actionData }: ProfileSettingsProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const tr = useErrorText();

  const info = useSettingsForm("update-profile", profileInfoSchema, actionData);
  const avatar = useSettingsForm("upload-avatar", avatarSchema, actionData);
  const password = useSettingsForm("change-password", changePasswordSchema, actionData);
  const deletion = useSettingsForm("delete-account", deleteAccountSchema, actionData);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
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
          <Button disabled={busyIntent === "update-profile"} isBusy={busyIntent === "update-profile"}>
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

      <SectionCard title={t("profile.avatar.title")}>
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(avatar.form)}
          noValidate
          className="space-y-4"
        >
          <input type="hidden" name="intent" value="upload-avatar" />
          {avatar.notice ? <Notice tone="success">{t(avatar.notice)}</Notice> : null}
          {avatar.form.errors?.length ? <Notice tone="error">{t(avatar.form.errors[0]!)}</Notice> : null}
          <div className="flex items-center gap-4">
            {profile.avatarUrl ? (
              <img
                src={profile.avatarUrl}
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
              accept="image/jpeg,image/png,image/gif,image/webp"
              label={t("profile.avatar.choose")}
              hint={t("profile.avatar.hint")}
              error={tr(avatar.fields.avatar.errors)}
              className="min-w-0 flex-1"
            />
          </div>
          <Button disabled={busyIntent === "upload-avatar"} isBusy={busyIntent === "upload-avatar"}>
            {t("profile.avatar.upload")}
          </Button>
        </Form>
      </SectionCard>

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
          <Button disabled={busyIntent === "change-password"} isBusy={busyIntent === "change-password"}>
            {t("profile.password.submit")}
          </Button>
        </Form>
      </SectionCard>

      <SectionCard title={t("profile.data.title")}>
        <div className="space-y-6">
          <div className="space-y-3">
            <p className="text-sm text-slate-700">{t("profile.data.exportIntro")}</p>
            <a
              href="/profile/export"
              download
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50"
            >
              <Download aria-hidden="true" className="size-4" />
              {t("profile.data.export")}
            </a>
          </div>
          <Form
            method="post"
            {...getFormProps(deletion.form)}
            noValidate
            className="space-y-4 border-t border-slate-200 pt-6"
          >
            <input type="hidden" name="intent" value="delete-account" />
            <h3 className="font-semibold text-red-800">{t("profile.delete.title")}</h3>
            <p className="text-sm text-slate-700">{t("profile.delete.intro")}</p>
            {deletion.form.errors?.length ? (
              <Notice tone="error">{t(deletion.form.errors[0]!)}</Notice>
            ) : null}
            <TextField
              {...getInputProps(deletion.fields.password, { type: "password" })}
              key={deletion.fields.password.key}
              label={t("profile.delete.password")}
              autoComplete="current-password"
              error={tr(deletion.fields.password.errors)}
            />
            <div>
              <label className="flex items-start gap-2 text-sm text-ink">
                <input
                  {...getInputProps(deletion.fields.confirm, { type: "checkbox" })}
                  key={deletion.fields.confirm.key}
                  className="mt-0.5 size-4 shrink-0"
                />
                {t("profile.delete.confirm")}
              </label>
              {deletion.fields.confirm.errors?.length ? (
                <p className="mt-1 text-sm text-red-700" id={deletion.fields.confirm.errorId}>
                  {tr(deletion.fields.confirm.errors)}
                </p>
              ) : null}
            </div>
            <Button
              variant="danger"
              disabled={busyIntent === "delete-account"}
              isBusy={busyIntent === "delete-account"}
            >
              {t("profile.delete.submit")}
            </Button>
          </Form>
        </div>
      </SectionCard>
    </div>
  );
}
