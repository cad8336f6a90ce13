import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import type { CategoryOption } from "~/features/admin-catalog/products.server";
import { storeDisplayName } from "~/features/stores/store-name";
import { formatPrice } from "~/utils/format";
import { localized, nameIn } from "~/utils/i18n";
import { formatRelativeTime } from "~/utils/relative-time";
import { useLocale } from "~/utils/use-locale";
import type { UnmatchedItem } from "../unmatched-items.server";

const BUTTON = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50";

/** Hidden fields naming one queued item in a decision form. */
function ItemFields({ item, intent }: { item: UnmatchedItem; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="storeId" value={item.storeId} />
      <input type="hidden" name="itemId" value={item.itemId} />
    </>
  );
}

/** The unmatched-offers queue: each item with its closest products and the admin's three choices. */
export function UnmatchedList({
  items,
  categories,
  now,
}: {
  items: UnmatchedItem[];
  categories: CategoryOption[];
  now: Date;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!items.length) return <EmptyState>{t("adminFeeds.unmatched.empty")}</EmptyState>;
  return (
    <ul className="space-y-4">
      {items.map((item) => {
        const identifiers = [
          item.gtin && `GTIN ${item.gtin}`,
          item.mpn && `MPN ${item.mpn}`,
          item.brand,
        ].filter(Boolean);
        return (
          <li
            key={`${item.storeId}:${item.itemId}`}
            data-testid="unmatched-item"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink" dir="auto">
                  {item.title}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {storeDisplayName(item.store, locale)} ·{" "}
                  <bdi dir="ltr" className="font-mono text-xs">
                    {item.itemId}
                  </bdi>{" "}
                  · {t("adminFeeds.unmatched.seen")} {formatRelativeTime(item.lastSeenAt, locale, now)}
                </p>
                {identifiers.length ? (
                  <p className="mt-1 text-sm text-slate-500" dir="auto">
                    {identifiers.join(" · ")}
                  </p>
                ) : null}
                <a
                  href={item.link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="mt-1 inline-block text-sm text-brand-700 underline"
                >
                  {t("adminFeeds.unmatched.openItem")}
                </a>
              </div>
              <p className="whitespace-nowrap text-lg font-bold text-ink">
                {formatPrice(item.price, locale)}
              </p>
            </div>

            <h3 className="mt-4 text-sm font-semibold text-slate-700">
              {t("adminFeeds.unmatched.suggestions")}
            </h3>
            {item.suggestions.length ? (
              <ul className="mt-2 divide-y divide-slate-100">
                {item.suggestions.map((product) => {
                  const name = nameIn(locale, product);
                  return (
                    <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <Link
                        to={`/products/${product.id}`}
                        className="min-w-0 text-sm text-brand-700 underline"
                        dir="auto"
                      >
                        {name}
                      </Link>
                      <Form method="post">
                        <ItemFields item={item} intent="accept" />
                        <input type="hidden" name="productId" value={product.id} />
                        <button
                          type="submit"
                          className={`${BUTTON} bg-brand-50 text-brand-800`}
                          aria-label={t("adminFeeds.unmatched.acceptLabel", {
                            item: item.title,
                            product: name,
                          })}
                        >
                          {t("adminFeeds.unmatched.accept")}
                        </button>
                      </Form>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600">{t("adminFeeds.unmatched.noSuggestions")}</p>
            )}

            <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
              <Form method="post" className="flex min-w-0 max-w-full flex-wrap items-end gap-2">
                <ItemFields item={item} intent="create" />
                <label className="min-w-0 max-w-full text-sm">
                  <span className="block font-medium text-slate-800">
                    {t("adminFeeds.unmatched.category")}
                  </span>
                  <select
                    name="categoryId"
                    required
                    defaultValue=""
                    className="mt-1 w-full max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-72"
                  >
                    <option value="" disabled>
                      {t("adminFeeds.unmatched.chooseCategory")}
                    </option>
                    {categories.map((category) => {
                      const own = nameIn(locale, category);
                      const parent = localized(locale, {
                        en: category.parentNameEn,
                        ar: category.parentNameAr,
                      });
                      return (
                        <option key={category.id} value={category.id}>
                          {parent ? `${parent} › ${own}` : own}
                        </option>
                      );
                    })}
                  </select>
                </label>
                <button type="submit" className={BUTTON}>
                  {t("adminFeeds.unmatched.create")}
                </button>
              </Form>
              <Form method="post" className="ms-auto">
                <ItemFields item={item} intent="ignore" />
                <button
                  type="submit"
                  className="rounded-md px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                  aria-label={t("adminFeeds.unmatched.ignoreLabel", { item: item.title })}
                >
                  {t("adminFeeds.unmatched.ignore")}
                </button>
              </Form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
