import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorText } from "~/components/ui/error-text";
import { Trash2 } from "~/components/ui/icons";
import { Thumbnail } from "~/components/ui/thumbnail";
import { formatPrice } from "~/utils/format";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { ProfileShoppingActionData } from "../profile-shopping-schema";
import type { SavedProductRow } from "../shopping.server";

function SavedProductItem({ item }: { item: SavedProductRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<ProfileShoppingActionData>();
  const name = nameIn(locale, item);
  // The row leaves at once; if the server refuses, it comes back with the error.
  const isRemoving = fetcher.state !== "idle" || fetcher.data?.ok === true;
  if (isRemoving) return null;

  return (
    <li className="flex items-start gap-4 p-4 sm:items-center">
      <Thumbnail src={item.imageUrl} className="size-14 shrink-0 rounded-lg bg-slate-50 object-contain" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4">
        <Link
          to={`/products/${item.productId}`}
          className="min-w-0 font-medium text-ink hover:text-brand-700 sm:flex-1"
        >
          {name}
        </Link>
        <div className="flex items-center justify-between gap-4">
          <span className="text-sm sm:text-end">
            <span className="block text-slate-500">{t("profile.favorites.lowestPrice")}</span>
            <span className="font-semibold text-ink">
              {item.lowestPrice ? formatPrice(item.lowestPrice, locale) : t("profile.favorites.noPrice")}
            </span>
          </span>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="remove-saved" />
            <input type="hidden" name="productId" value={item.productId} />
            <button
              type="submit"
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t("profile.favorites.remove")}{" "}
              <span className="sr-only">{t("profile.favorites.removeTarget", { name })}</span>
            </button>
          </fetcher.Form>
        </div>
        <ErrorText className="w-full">{fetcher.data?.error ? t(fetcher.data.error) : null}</ErrorText>
      </div>
    </li>
  );
}

export function SavedProductsList({ items }: { items: SavedProductRow[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <EmptyState action={{ to: "/products", label: t("profile.favorites.browse") }}>
        <p>{t("profile.favorites.empty")}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <SavedProductItem key={item.productId} item={item} />
      ))}
    </ul>
  );
}
