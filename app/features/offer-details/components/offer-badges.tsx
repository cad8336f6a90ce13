import { useTranslation } from "react-i18next";
import { formatPrice } from "~/utils/format";
import { fromHalalas } from "~/utils/money";
import { useLocale } from "~/utils/use-locale";
import type { ShownOfferDetails } from "../offer-details";
import { instalmentPayment } from "../offer-total";
import { DetailBadge } from "./detail-badge";

const PROVIDER_NAMES: Record<string, { en: string; ar: string }> = {
  tabby: { en: "Tabby", ar: "تابي" },
  tamara: { en: "Tamara", ar: "تمارا" },
};

/**
 * What an offer brings beside its price, as badges each explaining itself: who sells it, the KSA
 * or international version and its warranty, instalments ("4 payments of SAR 1,075"), pickup,
 * returns and a coupon the store states. A detail nobody stated shows nothing.
 */
export function OfferBadges({
  details,
  storeName,
  priceHalalas,
}: {
  details: ShownOfferDetails | undefined;
  storeName: string;
  priceHalalas: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!details) return null;
  const { seller, warranty, instalments, pickup, returnsDays, coupon } = details;

  const plans = (instalments?.value ?? [])
    .map((plan) => ({ plan, payment: instalmentPayment(plan, priceHalalas) }))
    .filter((entry): entry is { plan: (typeof entry)["plan"]; payment: number } => entry.payment !== null);
  const smallest = plans.sort((a, b) => a.payment - b.payment)[0];
  const providers = plans
    .map(({ plan }) => PROVIDER_NAMES[plan.provider.toLowerCase()]?.[locale] ?? plan.provider)
    .join(locale === "ar" ? " أو " : " or ");

  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="offer-badges">
      {seller?.value.kind === "marketplace" ? (
        <DetailBadge
          testId="badge-marketplace"
          tone="caution"
          label={
            seller.value.name
              ? t("offerDetails.badges.marketplace", { seller: seller.value.name })
              : t("offerDetails.badges.marketplaceUnnamed")
          }
          explanation={t("offerDetails.badges.marketplaceTip", { store: storeName })}
        />
      ) : seller?.value.kind === "store" ? (
        <DetailBadge
          testId="badge-sold-by-store"
          label={t("offerDetails.badges.soldByStore", { store: storeName })}
          explanation={t("offerDetails.badges.soldByStoreTip", { store: storeName })}
        />
      ) : null}
      {warranty?.value.kind === "official" ? (
        <DetailBadge
          testId="badge-official"
          tone="good"
          label={
            warranty.value.months
              ? t("offerDetails.badges.officialMonths", { count: warranty.value.months })
              : t("offerDetails.badges.official")
          }
          explanation={t("offerDetails.badges.officialTip")}
          source={warranty.source}
        />
      ) : warranty?.value.kind === "international" ? (
        <DetailBadge
          testId="badge-international"
          tone="caution"
          label={t("offerDetails.badges.international")}
          explanation={
            <>
              {t("offerDetails.badges.internationalTip")}
              {warranty.value.months
                ? ` ${t("offerDetails.badges.warranty", { count: warranty.value.months })}.`
                : null}
            </>
          }
          source={warranty.source}
        />
      ) : warranty?.value.months ? (
        <DetailBadge
          testId="badge-warranty"
          label={t("offerDetails.badges.warranty", { count: warranty.value.months })}
          explanation={t("offerDetails.badges.warrantyTip")}
          source={warranty.source}
        />
      ) : null}
      {smallest ? (
        <DetailBadge
          testId="badge-instalments"
          label={t("offerDetails.badges.instalments", {
            count: smallest.plan.payments,
            amount: formatPrice(fromHalalas(smallest.payment), locale),
          })}
          explanation={t("offerDetails.badges.instalmentsTip", { providers })}
          source={instalments?.source}
        />
      ) : null}
      {pickup?.value ? (
        <DetailBadge
          label={t("offerDetails.badges.pickup")}
          explanation={t("offerDetails.badges.pickupTip")}
          source={pickup.source}
        />
      ) : null}
      {returnsDays && returnsDays.value > 0 ? (
        <DetailBadge
          label={t("offerDetails.badges.returns", { count: returnsDays.value })}
          explanation={t("offerDetails.badges.returnsTip")}
          source={returnsDays.source}
        />
      ) : null}
      {coupon ? (
        <DetailBadge
          tone="good"
          label={t("offerDetails.badges.coupon", { text: coupon.value })}
          explanation={t("offerDetails.badges.couponTip")}
        />
      ) : null}
    </div>
  );
}
