import { MapPin } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { REGIONS, type Region } from "../offer-details";

/**
 * The shopper's city (issue 32): choosing one shows each store's delivery, total and days. Sent to
 * /delivery-region, which remembers it (cookie; profile when signed in) and comes back here. With
 * JavaScript the choice applies at once; without it, with the button.
 */
export function CityPicker({ region, redirectTo }: { region: Region | null; redirectTo: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const selectId = useId();
  const pending = fetcher.formData?.get("region");
  const shown = typeof pending === "string" ? pending : (region ?? "");
  return (
    <fetcher.Form
      method="post"
      action="/delivery-region"
      preventScrollReset
      className="flex flex-wrap items-end gap-2"
      data-testid="city-picker"
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div>
        <label htmlFor={selectId} className="flex items-center gap-1 text-sm font-medium text-slate-800">
          <MapPin aria-hidden="true" className="size-4" />
          {t("offerDetails.city.label")}
        </label>
        <select
          id={selectId}
          name="region"
          value={shown}
          onChange={(event) => fetcher.submit(event.currentTarget.form)}
          className="mt-1 block min-w-44 rounded-lg border border-slate-300 bg-white px-3 py-2"
        >
          <option value="">{t("offerDetails.city.none")}</option>
          {REGIONS.map((option) => (
            <option key={option} value={option}>
              {t(`offerDetails.regions.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold"
        >
          {t("offerDetails.city.apply")}
        </button>
      </noscript>
      {region ? null : <p className="basis-full text-xs text-slate-600">{t("offerDetails.city.hint")}</p>}
    </fetcher.Form>
  );
}
