import { useTranslation } from "react-i18next";
import { formatPrice } from "~/utils/format";
import { fromHalalas } from "~/utils/money";
import { useLocale } from "~/utils/use-locale";
import type { DeliveryTerms, Region, ShownOfferDetails } from "../offer-details";
import { deliveryFeeFor, deliveryTermsFor, lowestDeliveryFee } from "../offer-total";

/** "2–4 days", "1 day"; null when the days are not stated. */
function useDaysText(): (terms: DeliveryTerms | null) => string | null {
  const { t } = useTranslation();
  return (terms) => {
    if (!terms) return null;
    const { minDays, maxDays } = terms;
    if (minDays != null && maxDays != null && minDays !== maxDays)
      return t("offerDetails.row.dayRange", { min: minDays, max: maxDays });
    const days = maxDays ?? minDays;
    return days == null ? null : t("offerDetails.row.days", { count: days });
  };
}

/**
 * An offer's delivery and total (issue 32). With the shopper's region: "SAR 4,299 + SAR 25
 * delivery to Jeddah = SAR 4,324 · 2–4 days", "… + free delivery to Jeddah", or "Delivery to
 * Jeddah unknown"; without one: "Delivery from SAR 10", "Free delivery available" or "Delivery
 * unknown". Delivery taken from the store's policy says so.
 */
export function DeliveryLine({
  priceHalalas,
  details,
  region,
}: {
  priceHalalas: number;
  details: ShownOfferDetails | undefined;
  region: Region | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const daysText = useDaysText();
  const money = (halalas: number) => formatPrice(fromHalalas(halalas), locale);
  const delivery = details?.delivery;
  const fromPolicy =
    delivery?.source === "storePolicy" ? (
      <span className="text-slate-600" title={t("offerDetails.row.storePolicyTitle")}>
        {" · "}
        {t("offerDetails.row.storePolicy")}
      </span>
    ) : null;

  if (region) {
    const city = t(`offerDetails.regionsTo.${region}`);
    const terms = deliveryTermsFor(delivery?.value, region);
    const fee = deliveryFeeFor(terms, priceHalalas);
    if (fee === null) {
      return (
        <p className="text-sm text-slate-600" data-testid="delivery" data-total="">
          {t("offerDetails.row.unknownTo", { city })}
        </p>
      );
    }
    const days = daysText(terms);
    return (
      <p className="text-sm text-slate-800" data-testid="delivery" data-total={priceHalalas + fee}>
        {fee === 0 ? (
          <span className="font-semibold text-emerald-800">
            {t("offerDetails.row.freeTo", { price: money(priceHalalas), city })}
          </span>
        ) : (
          <span>
            {t("offerDetails.row.total", {
              price: money(priceHalalas),
              fee: money(fee),
              city,
              total: money(priceHalalas + fee),
            })}
          </span>
        )}
        {days ? ` · ${days}` : null}
        {fromPolicy}
      </p>
    );
  }

  const lowest = lowestDeliveryFee(delivery?.value, priceHalalas);
  return (
    <p className="text-sm text-slate-600" data-testid="delivery">
      {lowest === null
        ? t("offerDetails.row.unknown")
        : lowest === 0
          ? t("offerDetails.row.fromFree")
          : t("offerDetails.row.from", { fee: money(lowest) })}
      {lowest === null ? null : fromPolicy}
    </p>
  );
}
