import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Truck } from "~/components/ui/icons";
import type { Region } from "~/features/offer-details/offer-details";
import { formatPrice } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";

export type AlertOnTotal = {
  /** The city the total is delivered to: the shopper's, else the one the alert already watches. */
  region: Region;
  /** The product's lowest total delivered there now (ADR-0026), null when no store states it. */
  lowestTotal: string | null;
};

/**
 * The price alert's choice to watch the total delivered to the shopper's city instead of the
 * item's price (issue 32): posted as `targetRegion`, checked when the alert already watches it.
 */
export function AlertTotalField({
  onTotal,
  watchedRegion,
}: {
  onTotal: AlertOnTotal;
  /** The city the saved alert watches the total to, or null when it watches the price. */
  watchedRegion: Region | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const city = t(`offerDetails.regionsTo.${onTotal.region}`);
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="alert-on-total">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name="targetRegion"
          value={onTotal.region}
          defaultChecked={watchedRegion === onTotal.region}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          <Truck aria-hidden="true" className="me-1 inline size-4 text-brand-700" />
          {t("product.alert.onTotal.label", { city })}
        </label>
      </div>
      {watchedRegion ? (
        <p className="mt-1 ps-6 text-xs font-medium text-brand-800" data-testid="alert-watches-total">
          {t("product.alert.onTotal.active", { city: t(`offerDetails.regionsTo.${watchedRegion}`) })}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-1 ps-6 text-xs text-slate-600">
        {onTotal.lowestTotal === null
          ? t("product.alert.onTotal.unknown", { city })
          : t("product.alert.onTotal.hint", { city, price: formatPrice(onTotal.lowestTotal, locale) })}
      </p>
    </div>
  );
}
