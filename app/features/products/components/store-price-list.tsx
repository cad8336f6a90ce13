import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { StoreLogo } from "~/features/stores/components/store-logo";
import { storeNameOf } from "~/features/stores/store-name";
import { formatDate, formatPrice } from "~/utils/format";
import { formatRelativeTime } from "~/utils/relative-time";
import { useLocale } from "~/utils/use-locale";
import type { StoreOffer } from "../offers";
import { STORE_LINK_REL } from "./product-summary";
import { WasPriceClaim } from "./was-price-claim";

const MINUTE = 60_000;

/**
 * Every store's price, each linking to the store in a new tab: first the current offers (PD-21),
 * cheapest first, then, apart and marked, those out of stock or not checked recently, which
 * never count as the lowest price. `now` is the moment of the request, so "checked 3 hours ago"
 * reads the same when the page is rendered on the server and hydrated in the browser.
 */
export function StorePriceList({ offers, now }: { offers: StoreOffer[]; now: Date }) {
  const { t } = useTranslation();
  if (offers.length === 0) return <EmptyState>{t("product.prices.empty")}</EmptyState>;
  const current = offers.filter((offer) => offer.isCurrent);
  const others = offers.filter((offer) => !offer.isCurrent);
  const lowest = current[0]?.price;

  return (
    <div className="space-y-6" data-testid="store-prices">
      {current.length > 0 ? (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {current.map((offer) => (
            <OfferRow key={offer.storeName} offer={offer} isLowest={offer.price === lowest} now={now} />
          ))}
        </ol>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="other-offers-title">
          <h3 id="other-offers-title" className="font-semibold text-ink">
            {t("priceInsight.offers.othersTitle")}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t("priceInsight.offers.othersNote")}</p>
          <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-slate-100/60">
            {others.map((offer) => (
              <OfferRow key={offer.storeName} offer={offer} isLowest={false} now={now} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

function OfferRow({ offer, isLowest, now }: { offer: StoreOffer; isLowest: boolean; now: Date }) {
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
      <a
        href={offer.url}
        target="_blank"
        rel={STORE_LINK_REL}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800"
      >
        {t("product.prices.visit")}
        <span className="sr-only">
          {" "}
          {storeNameOf(offer, locale)} {t("product.newTab")}
        </span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </li>
  );
}
