import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import type { QueuedCandidate } from "~/db/schema";
import type { CategoryOption } from "~/features/admin-catalog/products.server";
import { storeDisplayName } from "~/features/stores/store-name";
import { formatPrice } from "~/utils/format";
import { type Locale, localized, nameIn } from "~/utils/i18n";
import { formatRelativeTime } from "~/utils/relative-time";
import { useLocale } from "~/utils/use-locale";
import { brandKey } from "../brand-key";
import type { UnmatchedItem } from "../unmatched-items.server";
import { OpenItemLink } from "./open-item-link";

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

type Choice = { id: string; name: string; refusal: string | null };

/**
 * The products an item may be: a page's candidates with why the matcher did not take each, or the
 * search's closest products for a feed item (a brand other than the item's is said).
 */
function ProductChoices({ item }: { item: UnmatchedItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const choices: Choice[] = Object.keys(item.candidateNames).length
    ? (item.candidates ?? []).flatMap((candidate) => {
        const names = item.candidateNames[candidate.productId];
        return names
          ? [
              {
                id: candidate.productId,
                name: nameIn(locale, names),
                refusal: refusalText(t, locale, candidate),
              },
            ]
          : [];
      })
    : item.suggestions.map((product) => {
        const differs = item.brand && product.brand && brandKey(item.brand) !== brandKey(product.brand);
        return {
          id: product.id,
          name: nameIn(locale, product),
          refusal: differs
            ? t("adminFeeds.unmatched.reasons.brandDiffers", { page: item.brand, own: product.brand })
            : null,
        };
      });
  if (!choices.length)
    return <p className="mt-1 text-sm text-slate-600">{t("adminFeeds.unmatched.noSuggestions")}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-100">
      {choices.map((choice) => (
        <li
          key={choice.id}
          data-testid="unmatched-choice"
          className="flex flex-wrap items-center justify-between gap-2 py-2"
        >
          <div className="min-w-0">
            <Link to={`/products/${choice.id}`} className="text-sm text-brand-700 underline" dir="auto">
              {choice.name}
            </Link>
            {choice.refusal ? (
              <p className="mt-0.5 text-sm text-amber-800" data-testid="unmatched-reason">
                {choice.refusal}
              </p>
            ) : null}
          </div>
          <Form method="post">
            <ItemFields item={item} intent="accept" />
            <input type="hidden" name="productId" value={choice.id} />
            <button
              type="submit"
              className={`${BUTTON} bg-brand-50 text-brand-800`}
              aria-label={t("adminFeeds.unmatched.acceptLabel", { product: choice.name })}
            >
              {t("adminFeeds.unmatched.accept")}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

const REASONS = new Set([
  "axisDiffers",
  "axisMissing",
  "axisAmbiguous",
  "extraWords",
  "missingWords",
  "otherModel",
  "accessory",
  "bundle",
  "notUnique",
]);

/** Why the matcher did not take a candidate, in the admin's language. */
function refusalText(t: TFunction, locale: Locale, candidate: QueuedCandidate): string {
  if (!REASONS.has(candidate.reason)) return t("adminFeeds.unmatched.reasons.other");
  const axis = candidate.axis;
  return t(`adminFeeds.unmatched.reasons.${candidate.reason}`, {
    detail: candidate.detail,
    axis: axis ? axis.label[locale] : candidate.detail,
    page: axis ? axis.page.map((value) => value[locale]).join(locale === "ar" ? "، " : ", ") : "",
    own: axis ? axis.own[locale] : "",
  });
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
                <OpenItemLink href={item.link} />
              </div>
              <p className="whitespace-nowrap text-lg font-bold text-ink">
                {formatPrice(item.price, locale)}
              </p>
            </div>

            <h3 className="mt-4 text-sm font-semibold text-slate-700">
              {t(
                Object.keys(item.candidateNames).length
                  ? "adminFeeds.unmatched.candidates"
                  : "adminFeeds.unmatched.suggestions",
              )}
            </h3>
            <ProductChoices item={item} />

            <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
              {item.source === "page" ? (
                <Link
                  to={`/admin/feeds/unmatched/new-product?${new URLSearchParams({ store: item.storeId, item: item.itemId })}`}
                  className={BUTTON}
                >
                  {t("adminFeeds.unmatched.createFromPage")}
                </Link>
              ) : (
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
              )}
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
