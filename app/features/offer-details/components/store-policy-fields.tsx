import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/components/form/form-scaffold";
import { TextField } from "~/components/ui/text-field";
import { REGIONS, type Region } from "../offer-details";
import { INSTALMENT_PROVIDERS } from "../offer-details-schema";

type RegionRowInput = { fee?: string; freeOver?: string; minDays?: string; maxDays?: string };

/** The store form's policy fields as the browser holds them. */
export type StorePolicyFormInput = Partial<Record<Region, RegionRowInput>> & {
  pickup?: string;
  warrantyMonths?: string;
  warrantyKind?: string;
  returnsDays?: string;
  tabby?: string;
  tamara?: string;
};

/**
 * A store's policy on its admin form (issue 32): delivery fee, free-delivery threshold and days per
 * region, pickup, warranty, returns and instalment providers, shown on offers that say nothing of
 * them as "store policy". An empty row says nothing of its region (delivery there stays unknown).
 */
export function StorePolicyFields({ policy }: { policy: FieldMetadata<StorePolicyFormInput | undefined> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fields = policy.getFieldset();
  return (
    <fieldset
      className="grid gap-4 rounded-xl border border-slate-200 p-4 md:col-span-2"
      data-testid="store-policy"
    >
      <legend className="px-1 text-sm font-semibold text-ink">{t("offerDetails.policyForm.title")}</legend>
      <p className="text-sm text-slate-600">{t("offerDetails.policyForm.intro")}</p>
      {REGIONS.map((region) => {
        const row = fields[region].getFieldset();
        return (
          <fieldset
            key={region}
            className="grid gap-x-3 gap-y-2 border-t border-slate-100 pt-3 sm:grid-cols-4"
          >
            <legend className="float-start w-full pb-1 text-sm font-semibold text-ink sm:col-span-4">
              {t(`offerDetails.regions.${region}`)}
            </legend>
            <TextField
              {...getInputProps(row.fee, { type: "text" })}
              key={row.fee.key}
              label={t("offerDetails.policyForm.fee")}
              error={errorText(row.fee.errors)}
              inputMode="decimal"
              dir="ltr"
            />
            <TextField
              {...getInputProps(row.freeOver, { type: "text" })}
              key={row.freeOver.key}
              label={t("offerDetails.policyForm.freeOver")}
              error={errorText(row.freeOver.errors)}
              inputMode="decimal"
              dir="ltr"
            />
            <TextField
              {...getInputProps(row.minDays, { type: "text" })}
              key={row.minDays.key}
              label={t("offerDetails.policyForm.minDays")}
              error={errorText(row.minDays.errors)}
              inputMode="numeric"
              dir="ltr"
            />
            <TextField
              {...getInputProps(row.maxDays, { type: "text" })}
              key={row.maxDays.key}
              label={t("offerDetails.policyForm.maxDays")}
              error={errorText(row.maxDays.errors)}
              inputMode="numeric"
              dir="ltr"
            />
          </fieldset>
        );
      })}
      <div className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-3">
        <TextField
          {...getInputProps(fields.warrantyMonths, { type: "text" })}
          key={fields.warrantyMonths.key}
          label={t("offerDetails.policyForm.warrantyMonths")}
          error={errorText(fields.warrantyMonths.errors)}
          inputMode="numeric"
          dir="ltr"
        />
        <div>
          <label htmlFor={fields.warrantyKind.id} className="block text-sm font-medium text-slate-800">
            {t("offerDetails.policyForm.warrantyKind")}
          </label>
          <select
            {...getSelectProps(fields.warrantyKind)}
            key={fields.warrantyKind.key}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
          >
            <option value="">{t("offerDetails.policyForm.warrantyUnknown")}</option>
            <option value="official">{t("offerDetails.policyForm.warrantyOfficial")}</option>
            <option value="international">{t("offerDetails.policyForm.warrantyInternational")}</option>
          </select>
        </div>
        <TextField
          {...getInputProps(fields.returnsDays, { type: "text" })}
          key={fields.returnsDays.key}
          label={t("offerDetails.policyForm.returnsDays")}
          error={errorText(fields.returnsDays.errors)}
          inputMode="numeric"
          dir="ltr"
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
        <label className="flex items-center gap-2">
          <input
            {...getInputProps(fields.pickup, { type: "checkbox" })}
            key={fields.pickup.key}
            className="size-4"
          />
          {t("offerDetails.policyForm.pickup")}
        </label>
        {INSTALMENT_PROVIDERS.map((provider) => (
          <label key={provider} className="flex items-center gap-2">
            <input
              {...getInputProps(fields[provider], { type: "checkbox" })}
              key={fields[provider].key}
              className="size-4"
            />
            {t(`offerDetails.policyForm.instalments.${provider}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
