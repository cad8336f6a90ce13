import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate, formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { StoreOffer } from "../offers";
import { STORE_LINK_REL } from "./product-summary";

/** Every store's current price, cheapest first, each linking to the store in a new tab. */
export function StorePriceList({ offers }: { offers: StoreOffer[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (offers.length === 0) return <EmptyState>{t("product.prices.empty")}</EmptyState>;
  const lowest = offers[0]!.price;

  return (
    <ol
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      data-testid="store-prices"
    >
      {offers.map((offer) => {
        const isLowest = offer.price === lowest;
        return (
          <li key={offer.storeName} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
            <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {offer.storeName}
                {isLowest ? (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t("product.prices.lowest")}
                  </span>
                ) : null}
              </p>
              <p className="mt-0.5 text-xs text-slate-600">
                {offer.inStock === null ? null : (
                  <span className={offer.inStock ? "text-brand-800" : "text-red-700"}>
                    {t(offer.inStock ? "product.prices.inStock" : "product.prices.outOfStock")}
                    {" · "}
                  </span>
                )}
                {t("product.prices.updated", { date: formatDate(offer.updatedAt, locale) })}
              </p>
            </div>
            <p
              className={`flex-1 whitespace-nowrap text-lg font-bold sm:flex-none ${isLowest ? "text-brand-800" : "text-ink"}`}
              data-testid="store-price"
            >
              {formatPrice(offer.price, locale)}
            </p>
            <a
              href={offer.url}
              target="_blank"
              rel={STORE_LINK_REL}
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800"
            >
              {t("product.prices.visit")}
              <span className="sr-only">
                {" "}
                {offer.storeName} {t("product.newTab")}
              </span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </li>
        );
      })}
    </ol>
  );
}
