import { useTranslation } from "react-i18next";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { SlotSearchResult } from "../search-client";

/** One found product in a slot's list: picture, name, brand, model and price; flagged when it is of another category than the first product's. */
export function SlotResultRow({
  result,
  categoryId,
  locale,
}: {
  result: SlotSearchResult;
  categoryId: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const isOtherCategory = categoryId !== null && result.category_id !== categoryId;
  return (
    <>
      {result.image_url ? (
        <img src={result.image_url} alt="" className="size-10 shrink-0 rounded bg-slate-50 object-contain" />
      ) : (
        <span className="size-10 shrink-0 rounded bg-slate-100" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">
          {locale === "ar" ? result.name_ar : result.name_en}
        </span>
        <span className="block text-xs text-slate-600">
          {[result.brand, result.model].filter(Boolean).join(" · ")}
          {result.lowest_price != null ? ` · ${formatPrice(result.lowest_price, locale)}` : ""}
        </span>
      </span>
      {isOtherCategory ? (
        <span className="shrink-0 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
          {t("compare.otherCategory")}
        </span>
      ) : null}
    </>
  );
}
