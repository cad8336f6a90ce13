import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/icons";
import { PriceVerdictBadge } from "~/features/prices/components/price-verdict-badge";
import { formatPrice } from "~/utils/format";
import { localized, nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { FeaturedProduct as FeaturedProductData } from "../home.server";

/** One product in the spotlight: picture, name, brand, description, lowest price, and two ways on. */
export function FeaturedProduct({ product }: { product: FeaturedProductData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = nameIn(locale, product);
  const description = localized(locale, { en: product.descriptionEn, ar: product.descriptionAr });

  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl clear-of-chat-7xl pt-16">
      <h2 id="featured-title" className="text-2xl font-bold text-ink sm:text-3xl">
        {t("home.featured.title")}
      </h2>
      <article
        className="mt-6 grid gap-8 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-2"
        data-testid="featured-product"
      >
        <div className="flex items-center justify-center bg-slate-50 p-8">
          <img src={product.imageUrl} alt={name} className="max-h-80 w-full object-contain" />
        </div>
        <div className="flex flex-col justify-center gap-4 p-6 md:p-10">
          {product.brand ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              <bdi>{product.brand}</bdi>
            </p>
          ) : null}
          <h3 className="text-2xl font-bold text-ink">{name}</h3>
          {description ? <p className="line-clamp-4 text-slate-600">{description}</p> : null}
          {product.lowestPrice ? (
            <p className="text-lg text-slate-700">
              {t("home.featured.startingFrom")}{" "}
              <span className="text-2xl font-bold text-ink">{formatPrice(product.lowestPrice, locale)}</span>
            </p>
          ) : null}
          {product.lowestPrice ? <PriceVerdictBadge insight={product.insight} /> : null}
          <div className="flex flex-wrap gap-3 pt-2">
            <Link
              to={`/products/${product.id}`}
              className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("home.featured.viewDetails")}
            </Link>
            {product.buyUrl ? (
              <a
                href={product.buyUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50"
              >
                {t("home.featured.buyNow")}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("home.featured.opensInNewTab")}</span>
              </a>
            ) : null}
          </div>
        </div>
      </article>
    </section>
  );
}
