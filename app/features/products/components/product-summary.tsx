import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink, ImageOff } from "~/components/ui/icons";
import { hasVerdictBadge, PriceVerdictBadge } from "~/features/prices/components/price-verdict-badge";
import { storeNameOf } from "~/features/stores/store-name";
import { VariantPicker } from "~/features/variants/components/variant-picker";
import { formatDate, formatPrice } from "~/utils/format";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { cheapestCurrentOffer, savingOf } from "../offers";
import type { ProductDetail } from "../product-detail.server";
import { ProductHeading } from "./product-heading";

export const STORE_LINK_REL = "noopener noreferrer nofollow";

type ProductSummaryProps = {
  product: Pick<
    ProductDetail,
    | "nameEn"
    | "nameAr"
    | "imageUrl"
    | "brand"
    | "model"
    | "category"
    | "offers"
    | "priceRange"
    | "lastKnownPrice"
    | "insight"
    | "ratings"
    | "id"
    | "variants"
  >;
  /** Save toggle, share menu and the compare link, supplied by the route. */
  actions: ReactNode;
};

/**
 * The top of the product page: image, names, rating, the lowest and highest current price with the
 * verdict, or the last known price when no offer is current (PD-21), and actions.
 */
export function ProductSummary({ product, actions }: ProductSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = nameIn(locale, product);
  const otherName = locale === "ar" ? product.nameEn : product.nameAr;
  const cheapest = cheapestCurrentOffer(product);
  const { priceRange, lastKnownPrice } = product;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="flex aspect-[4/3] items-center justify-center rounded-3xl border border-slate-200 bg-white p-6 sm:p-8">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt={name} className="size-full object-contain" />
        ) : (
          <span className="flex flex-col items-center gap-2 text-slate-500">
            <ImageOff aria-hidden="true" className="size-10" />
            {t("product.noImage")}
          </span>
        )}
      </div>

      <div className="flex flex-col">
        <ProductHeading product={product} name={name} otherName={otherName} />

        {product.variants ? <VariantPicker variants={product.variants} productId={product.id} /> : null}

        <div
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="price-range"
        >
          {priceRange && cheapest ? (
            <>
              <dl className="grid grid-cols-2 gap-4">
                <PriceFigure
                  label={t("product.lowestPrice")}
                  price={formatPrice(priceRange.lowest, locale)}
                  note={t("product.atStore", { store: storeNameOf(cheapest, locale) })}
                  priceClassName="text-xl font-bold text-brand-800 sm:text-3xl"
                />
                <PriceFigure
                  label={t("product.highestPrice")}
                  price={formatPrice(priceRange.highest, locale)}
                  note={t("product.storeCount", { count: priceRange.storeCount })}
                  priceClassName="text-lg font-semibold text-slate-700 sm:text-2xl"
                />
              </dl>
              {hasVerdictBadge(product.insight) ? (
                <a href="#price-insight" className="mt-3 block w-fit">
                  <PriceVerdictBadge insight={product.insight} />
                </a>
              ) : null}
              {priceRange.storeCount > 1 && priceRange.lowest !== priceRange.highest ? (
                <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
                  {t("product.saving", { amount: formatPrice(savingOf(priceRange), locale) })}
                </p>
              ) : null}
              <a
                href={cheapest.url}
                target="_blank"
                rel={STORE_LINK_REL}
                className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-accent-400 px-4 py-3 text-sm font-semibold text-ink hover:bg-accent-500"
              >
                {t("product.buyAt", { store: storeNameOf(cheapest, locale) })}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("product.newTab")}</span>
              </a>
            </>
          ) : lastKnownPrice ? (
            <div data-testid="no-current-price">
              <p className="text-xl font-bold text-ink">{t("priceInsight.summary.noCurrentPrice")}</p>
              <p className="mt-1 text-sm text-slate-600">{t("priceInsight.summary.noCurrentPriceBody")}</p>
              <dl className="mt-4 rounded-lg bg-slate-100 px-3 py-2">
                <dt className="text-sm text-slate-600">{t("priceInsight.summary.lastKnown")}</dt>
                <dd className="mt-0.5 whitespace-nowrap text-lg font-semibold text-slate-700">
                  {formatPrice(lastKnownPrice.price, locale)}
                </dd>
                <dd className="text-sm text-slate-600">
                  {t("priceInsight.summary.lastKnownAt", {
                    store: storeNameOf(lastKnownPrice, locale),
                    date: formatDate(lastKnownPrice.checkedAt, locale),
                  })}
                </dd>
              </dl>
            </div>
          ) : (
            <p className="text-slate-600">{t("product.noPrices")}</p>
          )}
        </div>

        <div className="mt-4 flex flex-wrap items-center gap-2">{actions}</div>
      </div>
    </div>
  );
}

/** One end of the price range: its name, the price, and a line saying where or across how many stores. */
function PriceFigure({
  label,
  price,
  note,
  priceClassName,
}: {
  label: string;
  price: string;
  note: string;
  priceClassName: string;
}) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 whitespace-nowrap ${priceClassName}`}>{price}</dd>
      <dd className="text-sm text-slate-600">{note}</dd>
    </div>
  );
}
