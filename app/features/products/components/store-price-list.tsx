import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { CityPicker } from "~/features/offer-details/components/city-picker";
import { DeliveryLine } from "~/features/offer-details/components/delivery-line";
import { OfferBadges } from "~/features/offer-details/components/offer-badges";
import type { Region } from "~/features/offer-details/offer-details";
import { lowestTotalOf, offerTotal, sortByTotal } from "~/features/offer-details/offer-total";
import { StoreLogo } from "~/features/stores/components/store-logo";
import { storeNameOf } from "~/features/stores/store-name";
import { formatDate, formatPrice } from "~/utils/format";
import { toHalalas } from "~/utils/money";
import { formatRelativeTime } from "~/utils/relative-time";
import { useLocale } from "~/utils/use-locale";
import { offerForTotal, type StoreOffer } from "../offers";
import { OutboundLink } from "./outbound-link";
import { WasPriceClaim } from "./was-price-claim";

const MINUTE = 60_000;

const forTotal = (offer: StoreOffer) => offerForTotal(offer);

const isMarketplaceOffer = (offer: StoreOffer) => offer.details?.seller?.value.kind === "marketplace";

/**
 * Every store's price, each linking to the store in a new tab: first the current offers (PD-21),
 * cheapest first, then, apart and marked, those out of stock or not checked recently, which
 * never count as the lowest price. `now` is the moment of the request, so "checked 3 hours ago"
 * reads the same when the page is rendered on the server and hydrated in the browser.
 *
 * With the shopper's city (issue 32) each row shows its delivery and total, and the current
 * offers are sorted by total ("lowest total", offer-details/offer-total.ts) unless the shopper
 * sorts by price; offers from marketplace sellers can be hidden.
 */
export function StorePriceList({
  offers,
  now,
  region = null,
  redirectTo,
}: {
  offers: StoreOffer[];
  now: Date;
  region?: Region | null;
  /** This page's address, where the city picker comes back to; no picker without it. */
  redirectTo?: string;
}) {
  const { t } = useTranslation();
  const [sortBy, setSortBy] = useState<"price" | "total">("total");
  const [hideMarketplace, setHideMarketplace] = useState(false);
  if (offers.length === 0) return <EmptyState>{t("product.prices.empty")}</EmptyState>;
  const hasMarketplace = offers.some(isMarketplaceOffer);
  const shown = hideMarketplace ? offers.filter((offer) => !isMarketplaceOffer(offer)) : offers;
  const hiddenCount = offers.length - shown.length;
  const currentByPrice = shown.filter((offer) => offer.isCurrent);
  const byTotal = region !== null && sortBy === "total";
  const current = byTotal ? sortByTotal(currentByPrice.map(forTotal), region) : currentByPrice;
  const others = shown.filter((offer) => !offer.isCurrent);
  const lowest = currentByPrice[0]?.price;
  const lowestTotal = region ? lowestTotalOf(currentByPrice.map(forTotal), region) : null;

  return (
    <div className="space-y-6" data-testid="store-prices">
      {redirectTo ? (
        <div className="flex flex-wrap items-end justify-between gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-3">
          <CityPicker region={region} redirectTo={redirectTo} />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {region ? (
              <fieldset className="flex items-center gap-2 text-sm">
                <legend className="sr-only">{t("offerDetails.list.sortLabel")}</legend>
                <span aria-hidden="true" className="text-slate-700">
                  {t("offerDetails.list.sortLabel")}
                </span>
                <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
                  {(["total", "price"] as const).map((option) => (
                    <button
                      key={option}
                      type="button"
                      aria-pressed={sortBy === option}
                      onClick={() => setSortBy(option)}
                      className={`rounded-md px-2.5 py-1 font-semibold ${
                        sortBy === option ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"
                      }`}
                    >
                      {t(option === "total" ? "offerDetails.list.sortTotal" : "offerDetails.list.sortPrice")}
                    </button>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {hasMarketplace ? (
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={hideMarketplace}
                  onChange={(event) => setHideMarketplace(event.currentTarget.checked)}
                />
                {t("offerDetails.list.hideMarketplace")}
              </label>
            ) : null}
          </div>
        </div>
      ) : null}
      {hiddenCount > 0 ? (
        <p className="text-sm text-slate-600" role="status">
          {t("offerDetails.list.hiddenCount", { count: hiddenCount })}
        </p>
      ) : null}
      {shown.length === 0 ? <EmptyState>{t("offerDetails.list.noneLeft")}</EmptyState> : null}
      {current.length > 0 ? (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {current.map((offer) => (
            <OfferRow
              key={offer.storeName}
              offer={offer}
              isLowest={offer.price === lowest}
              isLowestTotal={
                lowestTotal !== null &&
                region !== null &&
                offerTotal(toHalalas(offer.price), offer.details?.delivery?.value, region) === lowestTotal
              }
              now={now}
              region={region}
            />
          ))}
        </ol>
      ) : null}
      {byTotal &&
      current.some(
        (offer) => offerTotal(toHalalas(offer.price), offer.details?.delivery?.value, region) === null,
      ) ? (
        <p className="text-xs text-slate-600">{t("offerDetails.list.totalUnknownLast")}</p>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="other-offers-title">
          <h3 id="other-offers-title" className="font-semibold text-ink">
            {t("priceInsight.offers.othersTitle")}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t("priceInsight.offers.othersNote")}</p>
          <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-slate-100/60">
            {others.map((offer) => (
              <OfferRow
                key={offer.storeName}
                offer={offer}
                isLowest={false}
                isLowestTotal={false}
                now={now}
                region={region}
              />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

function OfferRow({
  offer,
  isLowest,
  isLowestTotal,
  now,
  region,
}: {
  offer: StoreOffer;
  isLowest: boolean;
  isLowestTotal: boolean;
  now: Date;
  region: Region | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isSoldOut = offer.inStock === false;
  const checked = !offer.isFresh
    ? t("priceInsight.offers.lastChecked", { date: formatDate(offer.checkedAt, locale) })
    : now.getTime() - offer.checkedAt.getTime() < MINUTE
      ? t("priceInsight.offers.checkedJustNow")
      : t("priceInsight.offers.checked", { when: formatRelativeTime(offer.checkedAt, locale, now) });

  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
      data-testid="store-offer"
      data-current={offer.isCurrent}
    >
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <p
          className={`flex flex-wrap items-center gap-2 font-semibold ${offer.isCurrent ? "text-ink" : "text-slate-600"}`}
        >
          <StoreLogo name={storeNameOf(offer, locale)} logoUrl={offer.storeLogoUrl} className="size-6" />
          {storeNameOf(offer, locale)}
          {isLowest ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t("product.prices.lowest")}
            </span>
          ) : null}
          {isLowestTotal ? (
            <span
              className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white"
              data-testid="lowest-total"
            >
              {t("offerDetails.list.lowestTotal")}
            </span>
          ) : null}
          {isSoldOut ? (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
              {t("product.prices.outOfStock")}
            </span>
          ) : null}
          {offer.isFresh ? null : (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
              {t("priceInsight.offers.notCheckedRecently")}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          {offer.inStock && offer.isCurrent ? (
            <span className="text-brand-800">
              {t("product.prices.inStock")}
              {" · "}
            </span>
          ) : null}
          {checked}
          {" · "}
          {t(offer.source === "feed" ? "priceInsight.offers.fromFeed" : "priceInsight.offers.fromPage")}
          {" · "}
          {t("priceInsight.offers.priceSince", { date: formatDate(offer.updatedAt, locale) })}
        </p>
        <div className="mt-1.5 space-y-1.5">
          <DeliveryLine priceHalalas={toHalalas(offer.price)} details={offer.details} region={region} />
          <OfferBadges
            details={offer.details}
            storeName={storeNameOf(offer, locale)}
            priceHalalas={toHalalas(offer.price)}
          />
        </div>
      </div>
      <p
        className={`flex-1 whitespace-nowrap text-lg font-bold sm:flex-none ${
          isLowest ? "text-brand-800" : offer.isCurrent ? "text-ink" : "text-slate-600"
        }`}
        data-testid="store-price"
      >
        {formatPrice(offer.price, locale)}
      </p>
      <WasPriceClaim offer={offer} />
      <OutboundLink
        href={offer.url}
        site={storeNameOf(offer, locale)}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800"
      >
        {t("product.prices.visit")}
      </OutboundLink>
    </li>
  );
}
