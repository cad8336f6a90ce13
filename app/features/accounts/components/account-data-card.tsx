import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldText, useErrorText } from "~/components/form/form-scaffold";
import { Download } from "~/components/ui/icons";
import { deleteAccountSchema } from "../auth-schema";
import { SectionCard, type SettingsActionData, SettingsForm, useSettingsForm } from "./use-settings-form";

/** The shopper's data: a download of all of it, and the deletion of the account (password and a tick to confirm). */
export function AccountDataCard({ actionData }: { actionData?: SettingsActionData }) {
  const { t } = useTranslation();
  const tr = useErrorText();
  const deletion = useSettingsForm("delete-account", deleteAccountSchema, actionData);
  return (
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
        <SettingsForm
          intent="delete-account"
          settings={deletion}
          variant="danger"
          submitLabel={t("profile.delete.submit")}
          className="space-y-4 border-t border-slate-200 pt-6"
          intro={
            <>
              <h3 className="font-semibold text-red-800">{t("profile.delete.title")}</h3>
              <p className="text-sm text-slate-700">{t("profile.delete.intro")}</p>
            </>
          }
        >
          <FieldText
            field={deletion.fields.password}
            type="password"
            label={t("profile.delete.password")}
            autoComplete="current-password"
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
        </SettingsForm>
      </div>
    </SectionCard>
  );
}
