import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StarRating } from "~/components/ui/star-rating";
import { LowestTotalNote } from "~/features/offer-details/components/lowest-total";
import type { LowestTotals } from "~/features/offer-details/offer-details";
import { PriceVerdictBadge } from "~/features/prices/components/price-verdict-badge";
import { formatPrice } from "~/utils/format";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { ProductSummary } from "../product-listing.server";
import { ComparePricesLink } from "./compare-prices-link";
import { ProductCardImage } from "./product-card-image";

/**
 * A product in a grid: picture, name, brand and model, rating, lowest price with its verdict badge
 * and a way to compare; `action` (the save toggle for a signed-in shopper) sits in the picture's
 * corner. With the shopper's city, the lowest total delivered there follows the lowest price.
 */
export function ProductCard({
  product,
  action,
  lowestTotals,
}: {
  product: ProductSummary;
  action?: ReactNode;
  lowestTotals?: LowestTotals | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = nameIn(locale, product);
  const href = `/products/${product.id}`;
  const maker = [product.brand, product.model].filter(Boolean).join(" · ");
  // One card per family (issue 31): its cheapest variant, "from" its price.
  const hasVariants = product.variantCount > 1;

  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="product-card"
    >
      <ProductCardImage imageUrl={product.imageUrl} action={action} />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        {maker ? (
          // Latin brand and model: cut at their end, on the start side of Arabic pages too.
          <p
            dir="ltr"
            className="truncate text-xs font-medium uppercase tracking-wide text-slate-500 rtl:text-right"
          >
            {maker}
          </p>
        ) : null}
        <h3 className="line-clamp-3 text-sm font-semibold leading-snug text-ink sm:line-clamp-2 sm:text-base">
          <Link to={href} className="hover:text-brand-700">
            {name}
          </Link>
        </h3>
        {hasVariants ? (
          <p className="text-xs font-medium text-brand-800 sm:text-sm" data-testid="card-variants">
            {t("catalog.variantCount", { count: product.variantCount })}
          </p>
        ) : null}
        {product.reviewCount > 0 && product.averageRating !== null ? (
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600 sm:text-sm">
            <StarRating rating={product.averageRating} />
            <span aria-hidden="true">{product.averageRating.toFixed(1)}</span>
            <span className="whitespace-nowrap">
              {t("catalog.reviewCount", { count: product.reviewCount })}
            </span>
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          {product.lowestPrice ? (
            <p>
              <span className="block text-base font-bold text-ink sm:text-lg" data-testid="card-price">
                {hasVariants && product.isFamilyLead
                  ? t("catalog.fromPrice", { price: formatPrice(product.lowestPrice, locale) })
                  : formatPrice(product.lowestPrice, locale)}
              </span>
              <LowestTotalNote productId={product.id} totals={lowestTotals} className="mb-0.5" />
              <span className="whitespace-nowrap text-xs text-slate-600 sm:text-sm">
                {t("catalog.storeCount", { count: product.storeCount })}
              </span>
              <PriceVerdictBadge insight={product.insight} className="mt-2" />
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t("catalog.noPrice")}</p>
          )}
        </div>
        <ComparePricesLink href={href} name={name} />
      </div>
    </article>
  );
}
