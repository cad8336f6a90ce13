import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import type { Suggestion } from "./use-suggestions";

/** A suggested product: its name, and its lowest price when it has one. */
export function SuggestionRow({ suggestion, locale }: { suggestion: Suggestion; locale: Locale }) {
  return (
    <>
      <span className="min-w-0 truncate">{locale === "ar" ? suggestion.name_ar : suggestion.name_en}</span>
      {suggestion.lowest_price ? (
        <span className="shrink-0 font-semibold text-slate-700">
          {formatPrice(suggestion.lowest_price, locale)}
        </span>
      ) : null}
    </>
  );
}
