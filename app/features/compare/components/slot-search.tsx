import { useCombobox } from "downshift";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { keepTypedText, skipDownshift } from "~/components/ui/combobox-state";
import { Search } from "~/components/ui/icons";
import { useLocale } from "~/utils/use-locale";
import { rankForSlot, type SlotSearchResult, searchForSlot } from "../search-client";
import { SlotResultRow } from "./slot-result-row";
import { type SearchState, statusTextOf } from "./slot-search-status";

const DEBOUNCE_MS = 250;

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
  const { t } = useTranslation();
  const locale = useLocale();
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
    skipDownshift(event);
    event.preventDefault();
    choose(results[0]!);
  };

  const status = statusTextOf(state, t);

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
            return (
              <div
                key={result.id}
                {...getItemProps({ item: result, index })}
                className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                  index === highlightedIndex ? "bg-brand-50" : "hover:bg-slate-50"
                }`}
              >
                <SlotResultRow result={result} categoryId={categoryId} locale={locale} />
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
