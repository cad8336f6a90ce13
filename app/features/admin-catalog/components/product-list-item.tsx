// The admin products list's entries: a table row on wide screens, a card on phones.

import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ImageOff, Pencil } from "~/components/ui/icons";
import { StarRating } from "~/components/ui/star-rating";
import { formatPrice } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import type { AdminProductRow } from "../products.server";
import { ProductDeleteButton } from "./product-delete-button";

type ProductItemProps = { product: AdminProductRow; editHref: string; deleteAction: string };

function Thumbnail({ imageUrl }: { imageUrl: string | null }) {
  return imageUrl ? (
    <img src={imageUrl} alt="" className="size-10 shrink-0 rounded-md bg-slate-100 object-cover" />
  ) : (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400">
      <ImageOff aria-hidden="true" className="size-4" />
    </span>
  );
}

function PriceSummary({ product }: { product: AdminProductRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!product.lowestPrice) return <span className="text-slate-500">{t("adminProducts.table.noPrice")}</span>;
  return (
    <span>
      {formatPrice(product.lowestPrice, locale)}
      <span className="block text-xs text-slate-500">
        {t("adminProducts.table.storeCount", { count: product.storeCount })}
      </span>
    </span>
  );
}

function RatingSummary({ product }: { product: AdminProductRow }) {
  const { t } = useTranslation();
  if (product.averageRating === null)
    return <span className="text-slate-500">{t("adminProducts.table.noRating")}</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <StarRating rating={product.averageRating} />
      <span>{product.averageRating.toFixed(1)}</span>
      <span className="text-xs text-slate-500">({product.reviewCount})</span>
    </span>
  );
}

function RowActions({ product, editHref, deleteAction }: ProductItemProps) {
  const { t, i18n } = useTranslation();
  const name = i18n.language === "ar" ? product.nameAr : product.nameEn;
  return (
    <div className="flex items-center gap-1">
      <Link
        to={editHref}
        aria-label={t("adminProducts.table.editLabel", { name })}
        className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t("adminProducts.table.edit")}
      </Link>
      <ProductDeleteButton product={product} action={deleteAction} />
    </div>
  );
}

function useNames(product: AdminProductRow) {
  const { i18n } = useTranslation();
  const isArabic = i18n.language === "ar";
  return {
    name: isArabic ? product.nameAr : product.nameEn,
    category: isArabic ? product.categoryNameAr : product.categoryNameEn,
    brandModel: [product.brand, product.model].filter(Boolean).join(" · "),
  };
}

export function ProductRow(props: ProductItemProps) {
  const { product } = props;
  const { name, category, brandModel } = useNames(product);
  return (
    <tr className="border-t border-slate-100 align-middle">
      <td className="px-3 py-2">
        <div className="flex items-center gap-3">
          <Thumbnail imageUrl={product.imageUrl} />
          <div className="min-w-0">
            <p className="font-medium text-ink">{name}</p>
            <p className="text-xs text-slate-500">{brandModel}</p>
          </div>
        </div>
      </td>
      <td className="px-3 py-2 text-slate-700">{category}</td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">
        <PriceSummary product={product} />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">
        <RatingSummary product={product} />
      </td>
      <td className="px-3 py-2">
        <RowActions {...props} />
      </td>
    </tr>
  );
}

/** The same facts as a table row, stacked for phones. */
export function ProductCard(props: ProductItemProps) {
  const { product } = props;
  const { name, category, brandModel } = useNames(product);
  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        <Thumbnail imageUrl={product.imageUrl} />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">{name}</p>
          <p className="text-xs text-slate-500">{[brandModel, category].filter(Boolean).join(" · ")}</p>
          <div className="mt-1 flex flex-wrap items-start justify-between gap-2 text-sm text-slate-700">
            <PriceSummary product={product} />
            <RatingSummary product={product} />
          </div>
        </div>
      </div>
      <div className="mt-2 flex justify-end">
        <RowActions {...props} />
      </div>
    </li>
  );
}
