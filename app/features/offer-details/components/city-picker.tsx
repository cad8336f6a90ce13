import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { MapPin } from "~/components/ui/icons";
import { TranslatedOptions } from "~/components/ui/translated-options";
import { REGIONS, type Region } from "../offer-details";

/**
 * The shopper's city (issue 32): choosing one shows each store's delivery, total and days. Sent to
 * /delivery-region, which remembers it (cookie; profile when signed in) and comes back here. With
 * JavaScript the choice applies at once; without it, with the button.
 */
export function CityPicker({ region, redirectTo }: { region: Region | null; redirectTo: string }) {
  const { t } = useTranslation();
  const { fetcher, shown } = useCityForm(region);
  const selectId = useId();
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
          <CityOptions none={t("offerDetails.city.none")} />
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

/** The city form's fetcher, and the city to show: the one being sent, else the remembered one. */
function useCityForm(region: Region | null) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("region");
  return { fetcher, shown: typeof pending === "string" ? pending : (region ?? "") };
}

function CityOptions({ none }: { none: string }) {
  return (
    <>
      <option value="">{none}</option>
      <TranslatedOptions values={REGIONS} keyPrefix="offerDetails.regions" />
    </>
  );
}

/**
 * The header's compact city picker (issue 32): a pin and the chosen city, on every page; the same
 * /delivery-region action as the store list's, coming back to the page it was used on.
 */
export function HeaderCityPicker({ region, className = "" }: { region: Region | null; className?: string }) {
  const { t } = useTranslation();
  const { fetcher, shown } = useCityForm(region);
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action="/delivery-region"
      preventScrollReset
      className={`relative flex shrink-0 items-center ${className}`}
      data-testid="header-city-picker"
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <MapPin aria-hidden="true" className="pointer-events-none absolute start-2 size-4 text-brand-700" />
      <select
        name="region"
        value={shown}
        aria-label={t("offerDetails.city.label")}
        title={t("offerDetails.city.label")}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
        className={`h-10 w-32 truncate rounded-md border border-slate-300 bg-white ps-7 pe-2 text-sm font-medium ${
          shown ? "text-ink" : "text-slate-600"
        }`}
      >
        <CityOptions none={t("offerDetails.city.headerNone")} />
      </select>
      <noscript>
        <button type="submit" className="ms-1 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm">
          {t("offerDetails.city.apply")}
        </button>
      </noscript>
    </fetcher.Form>
  );
}
