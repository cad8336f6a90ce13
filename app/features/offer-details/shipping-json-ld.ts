// schema.org `shippingDetails` of an offer (issue 32, ADR-0026): one OfferShippingDetails for each
// region whose delivery fee is known for the offer's price, by the same rule as the totals
// (offer-total.ts): free at or over the threshold, else the stated fee; an unknown fee is left out.
import { fromHalalas } from "~/utils/money";
import type { DeliveryTerms, Region } from "./offer-details";
import { deliveryFeeFor } from "./offer-total";

/**
 * Each region as schema.org's DefinedRegion: Saudi Arabia, and the ISO 3166-2:SA province code
 * with the city's name (Jeddah and Makkah are both in Makkah province, 02). "all" and "other"
 * name no province.
 */
const DESTINATIONS: Record<Region | "all", { addressRegion?: string; name?: string }> = {
  riyadh: { addressRegion: "01", name: "Riyadh" },
  jeddah: { addressRegion: "02", name: "Jeddah" },
  makkah: { addressRegion: "02", name: "Makkah" },
  madinah: { addressRegion: "03", name: "Madinah" },
  eastern: { addressRegion: "04", name: "Dammam / Khobar" },
  other: { name: "Other regions" },
  all: {},
};

/** The offer's OfferShippingDetails where its delivery is known; empty when it is nowhere. */
export function shippingDetailsJsonLd(priceHalalas: number, delivery: readonly DeliveryTerms[] | undefined) {
  return (delivery ?? []).flatMap((terms) => {
    const fee = deliveryFeeFor(terms, priceHalalas);
    if (fee === null) return [];
    const hasDays = terms.minDays != null || terms.maxDays != null;
    return [
      {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: fromHalalas(fee), currency: "SAR" },
        shippingDestination: {
          "@type": "DefinedRegion",
          addressCountry: "SA",
          ...DESTINATIONS[terms.region],
        },
        ...(hasDays
          ? {
              deliveryTime: {
                "@type": "ShippingDeliveryTime",
                transitTime: {
                  "@type": "QuantitativeValue",
                  minValue: terms.minDays ?? terms.maxDays,
                  maxValue: terms.maxDays ?? terms.minDays,
                  unitCode: "DAY",
                },
              },
            }
          : {}),
      },
    ];
  });
}
