import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StarRating } from "~/components/ui/star-rating";
import { otherLanguageAttributes } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { ProductDetail } from "../product-detail.server";

/**
 * The product page's heading: brand and model, the name in the page's language and in the other,
 * its category, and its rating (a link down to the reviews).
 */
export function ProductHeading({
  product,
  name,
  otherName,
}: {
  product: Pick<ProductDetail, "brand" | "model" | "category" | "ratings">;
  name: string;
  otherName: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ratings } = product;
  return (
    <>
      <p className="text-sm font-medium text-slate-600">
        {[product.brand, product.model].filter(Boolean).join(" · ")}
      </p>
      <h1 className="mt-1 text-2xl font-bold leading-tight text-ink sm:text-3xl">{name}</h1>
      <p
        className="mt-1 text-sm text-slate-500"
        data-testid="other-name"
        {...otherLanguageAttributes(locale)}
      >
        {otherName}
      </p>
      <p className="mt-3 text-sm">
        <Link
          to={`/products?category=${product.category.id}`}
          className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 hover:bg-brand-100"
        >
          {locale === "ar" ? product.category.nameAr : product.category.nameEn}
        </Link>
      </p>

      <a
        href="#reviews"
        className="mt-4 inline-flex w-fit items-center gap-2 text-sm text-slate-700 hover:underline"
      >
        {ratings.average !== null ? (
          <>
            <StarRating rating={ratings.average} />
            <span className="font-semibold text-ink">{ratings.average.toFixed(1)}</span>
            <span>({t("product.rating.ratings", { count: ratings.count })})</span>
          </>
        ) : (
          <span>{t("product.rating.none")}</span>
        )}
      </a>
    </>
  );
}
