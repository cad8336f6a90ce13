import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ImageOff } from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import { PriceVerdictBadge } from "~/features/prices/components/price-verdict-badge";
import type { PriceInsight } from "~/features/prices/price-insight";
import { formatPrice } from "~/utils/format";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";

export type ProductTileProps = {
  id: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
  brand?: string | null;
  lowestPrice: string | null;
  storeCount: number;
  averageRating?: number | null;
  /** The verdict badge, when the tile's data carries it (recently viewed items kept on the device do not). */
  insight?: PriceInsight;
};

/** A small product card (similar products, recently viewed): the whole card links to the product. */
export function ProductTile({ product }: { product: ProductTileProps }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = nameIn(locale, product);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600">
      <div className="flex aspect-square items-center justify-center rounded-xl bg-slate-50">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" loading="lazy" className="size-full object-contain p-3" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-sm text-slate-500">
            <ImageOff aria-hidden="true" className="size-6" />
            {t("product.noImage")}
          </span>
        )}
      </div>
      {product.brand ? <p className="mt-3 text-xs font-medium text-slate-500">{product.brand}</p> : null}
      <h3 className="mt-1 line-clamp-2 text-sm font-semibold text-ink">
        <Link
          to={`/products/${product.id}`}
          className="after:absolute after:inset-0 group-hover:text-brand-800"
        >
          {name}
        </Link>
      </h3>
      {product.averageRating ? <StarRating rating={product.averageRating} className="mt-2" /> : null}
      <p className="mt-auto pt-3 text-sm">
        {product.lowestPrice ? (
          <>
            {/* Each figure stays whole on a narrow tile: a line breaks only between them. */}
            <span className="whitespace-nowrap font-bold text-ink">
              {formatPrice(product.lowestPrice, locale)}
            </span>{" "}
            <span className="whitespace-nowrap text-slate-500">
              · {t("product.storeCount", { count: product.storeCount })}
            </span>
          </>
        ) : (
          <span className="text-slate-500">{t("product.tile.noPrice")}</span>
        )}
      </p>
      {product.lowestPrice && product.insight ? (
        <PriceVerdictBadge insight={product.insight} className="mt-2" />
      ) : null}
    </article>
  );
}
