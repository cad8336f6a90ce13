import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldCheckbox, FieldSelect, FieldText } from "~/components/form/form-scaffold";
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

/** A region's row: its fields in order, each with the keyboard it wants on phones. */
const REGION_FIELDS = [
  ["fee", "decimal"],
  ["freeOver", "decimal"],
  ["minDays", "numeric"],
  ["maxDays", "numeric"],
] as const satisfies readonly (readonly [keyof RegionRowInput, "decimal" | "numeric"])[];

/**
 * A store's policy on its admin form (issue 32): delivery fee, free-delivery threshold and days per
 * region, pickup, warranty, returns and instalment providers, shown on offers that say nothing of
 * them as "store policy". An empty row says nothing of its region (delivery there stays unknown).
 */
export function StorePolicyFields({ policy }: { policy: FieldMetadata<StorePolicyFormInput | undefined> }) {
  const { t } = useTranslation();
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
            {REGION_FIELDS.map(([name, inputMode]) => (
              <FieldText
                key={name}
                field={row[name]}
                label={t(`offerDetails.policyForm.${name}`)}
                inputMode={inputMode}
                dir="ltr"
              />
            ))}
          </fieldset>
        );
      })}
      <div className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-3">
        <FieldText
          field={fields.warrantyMonths}
          label={t("offerDetails.policyForm.warrantyMonths")}
          inputMode="numeric"
          dir="ltr"
        />
        <FieldSelect field={fields.warrantyKind} label={t("offerDetails.policyForm.warrantyKind")}>
          <option value="">{t("offerDetails.policyForm.warrantyUnknown")}</option>
          <option value="official">{t("offerDetails.policyForm.warrantyOfficial")}</option>
          <option value="international">{t("offerDetails.policyForm.warrantyInternational")}</option>
        </FieldSelect>
        <FieldText
          field={fields.returnsDays}
          label={t("offerDetails.policyForm.returnsDays")}
          inputMode="numeric"
          dir="ltr"
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
        <FieldCheckbox field={fields.pickup} label={t("offerDetails.policyForm.pickup")} />
        {INSTALMENT_PROVIDERS.map((provider) => (
          <FieldCheckbox
            key={provider}
            field={fields[provider]}
            label={t(`offerDetails.policyForm.instalments.${provider}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
