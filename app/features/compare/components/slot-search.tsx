import { useCombobox } from "downshift";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { keepTypedText } from "~/components/ui/combobox-state";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { rankForSlot, type SlotSearchResult, searchForSlot } from "../search-client";

const DEBOUNCE_MS = 250;

type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; results: SlotSearchResult[] }
  | { status: "error" };

/**
 * A product search for one compare slot, as an ARIA combobox (downshift): type, move with the arrow
 * keys, Enter or a click picks a product and puts it in the URL.
 */
export function SlotSearch({
  slotNumber,
  categoryId,
  hrefFor,
}: {
  slotNumber: number;
  /** The first product's category, for the second slot: its products are listed first. */
  categoryId: string | null;
  hrefFor: (productId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [isOpen, setIsOpen] = useState(false);
  const baseId = useId();

  const results = state.status === "done" ? state.results : [];
  const isExpanded = isOpen && results.length > 0;
  const choose = (result: SlotSearchResult) => {
    setIsOpen(false);
    navigate(hrefFor(result.id), { preventScrollReset: true });
  };
  const { highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu, setHighlightedIndex } =
    useCombobox({
      id: baseId,
      items: results,
      itemToString: (result) => result?.name_en ?? "",
      inputValue: query,
      isOpen,
      selectedItem: null,
      stateReducer: keepTypedText,
      onInputValueChange: ({ inputValue }) => setQuery(inputValue),
      onIsOpenChange: ({ isOpen: next }) => setIsOpen(next),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) choose(selectedItem);
      },
    });

  // The results for the typed text, once typing pauses; fresh results have no option chosen.
  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: "loading" });
      searchForSlot(text, controller.signal)
        .then((results) => {
          setState({ status: "done", results: rankForSlot(results, categoryId) });
          setHighlightedIndex(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "error" });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, categoryId, setHighlightedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // With no option chosen, Enter picks the only result there is.
    if (event.key !== "Enter" || highlightedIndex >= 0 || !isOpen || results.length !== 1) return;
    (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    event.preventDefault();
    choose(results[0]!);
  };

  const status =
    state.status === "loading"
      ? t("compare.searching")
      : state.status === "error"
        ? t("compare.searchError")
        : state.status === "done"
          ? state.results.length === 0
            ? t("compare.noResults")
            : t("compare.resultCount", { count: state.results.length })
          : "";

  return (
    <div className="relative">
      <label
        id={`${baseId}-label`}
        htmlFor={`${baseId}-input`}
        className="block text-sm font-medium text-slate-800"
      >
        {t("compare.searchLabel", { number: slotNumber })}
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          {...getInputProps({
            "aria-expanded": isExpanded,
            onKeyDown,
            onFocus: openMenu,
          })}
          type="text"
          placeholder={t("compare.searchPlaceholder")}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 ps-9 pe-3 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <div
          {...getMenuProps({ "aria-label": t("compare.searchLabel", { number: slotNumber }) })}
          hidden={!isExpanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {results.map((result, index) => {
            const isOtherCategory = categoryId !== null && result.category_id !== categoryId;
            return (
              <div
                key={result.id}
                {...getItemProps({ item: result, index })}
                className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                  index === highlightedIndex ? "bg-brand-50" : "hover:bg-slate-50"
                }`}
              >
                {result.image_url ? (
                  <img
                    src={result.image_url}
                    alt=""
                    className="size-10 shrink-0 rounded bg-slate-50 object-contain"
                  />
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
              </div>
            );
          })}
        </div>
      </div>
      <p
        role="status"
        className={`mt-1 text-sm ${state.status === "error" ? "text-red-700" : "text-slate-600"}`}
      >
        {status}
      </p>
    </div>
  );
}
