import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StarRating } from "~/components/ui/star-rating";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { ProductSummary } from "../product-listing.server";

/**
 * A product in a grid: picture, name, brand and model, rating, lowest price and a way to compare;
 * `action` (the save toggle for a signed-in shopper) sits in the picture's corner.
 */
export function ProductCard({ product, action }: { product: ProductSummary; action?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const name = locale === "ar" ? product.nameAr : product.nameEn;
  const href = `/products/${product.id}`;
  const maker = [product.brand, product.model].filter(Boolean).join(" · ");

  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="product-card"
    >
      <div className="relative flex aspect-[4/3] items-center justify-center bg-slate-50">
        {action ? <div className="absolute end-2 top-2 z-10">{action}</div> : null}
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" loading="lazy" className="size-full object-contain p-4" />
        ) : (
          <span className="flex flex-col items-center gap-2 text-sm text-slate-500">
            <ImageOff aria-hidden="true" className="size-8" />
            {t("catalog.noImage")}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {maker ? (
          <p className="truncate text-xs font-medium uppercase tracking-wide text-slate-500">
            <bdi>{maker}</bdi>
          </p>
        ) : null}
        <h3 className="line-clamp-2 font-semibold leading-snug text-ink">
          <Link to={href} className="hover:text-brand-700">
            {name}
          </Link>
        </h3>
        {product.reviewCount > 0 && product.averageRating !== null ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
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
              <span className="block text-lg font-bold text-ink">
                {formatPrice(product.lowestPrice, locale)}
              </span>
              <span className="text-sm text-slate-600">
                {t("catalog.storeCount", { count: product.storeCount })}
              </span>
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t("catalog.noPrice")}</p>
          )}
        </div>
        <Link
          to={href}
          className="mt-2 inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          aria-label={t("catalog.comparePricesFor", { name })}
        >
          {t("catalog.comparePrices")}
        </Link>
      </div>
    </article>
  );
}
