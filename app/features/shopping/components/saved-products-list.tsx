import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { SavedProductRow } from "../shopping.server";

export function SavedProductsList({ items }: { items: SavedProductRow[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (items.length === 0) {
    return (
      <EmptyState>
        <p>{t("profile.favorites.empty")}</p>
        <Link to="/products" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
          {t("profile.favorites.browse")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.productId} className="flex items-center gap-4 p-4">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              className="size-14 rounded-lg bg-slate-50 object-contain"
              loading="lazy"
            />
          ) : null}
          <Link
            to={`/products/${item.productId}`}
            className="min-w-0 flex-1 font-medium text-ink hover:text-brand-700"
          >
            {locale === "ar" ? item.nameAr : item.nameEn}
          </Link>
          <span className="text-end text-sm">
            <span className="block text-slate-500">{t("profile.favorites.lowestPrice")}</span>
            <span className="font-semibold text-ink">
              {item.lowestPrice ? formatPrice(item.lowestPrice, locale) : t("profile.favorites.noPrice")}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
