import { Link } from "react-router";
import { type Locale, otherLanguageAttributes } from "~/utils/i18n";
import type { ComparedProduct } from "../comparison";

/** A compared product's column heading: its picture, its name (a link to it) and its name in the other language. */
export function ComparedProductHeading({ product, locale }: { product: ComparedProduct; locale: Locale }) {
  return (
    <th scope="col" className="p-3 text-start sm:p-4">
      <div className="flex aspect-[4/3] max-h-40 items-center justify-center rounded-xl bg-slate-50">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" className="size-full object-contain p-3" />
        ) : null}
      </div>
      <Link
        to={`/products/${product.id}`}
        className="mt-3 block font-semibold text-ink hover:text-brand-700 hover:underline"
      >
        {locale === "ar" ? product.nameAr : product.nameEn}
      </Link>
      <span className="mt-0.5 block text-xs font-normal text-slate-500" {...otherLanguageAttributes(locale)}>
        {locale === "ar" ? product.nameEn : product.nameAr}
      </span>
    </th>
  );
}
