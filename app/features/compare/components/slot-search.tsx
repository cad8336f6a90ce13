import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatPrice } from "~/utils/format";
import { localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { rankForSlot, type SlotSearchResult, searchForSlot } from "../search-client";

const DEBOUNCE_MS = 250;

type SearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; results: SlotSearchResult[] }
  | { status: "error" };

/**
 * A product search for one compare slot, as an ARIA combobox: type, move with the arrow keys,
 * Enter or a click picks a product and puts it in the URL.
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
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isOpen, setIsOpen] = useState(false);
  const baseId = useId();
  const listId = `${baseId}-list`;

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
          setActiveIndex(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "error" });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, categoryId]);

  const results = state.status === "done" ? state.results : [];
  const isExpanded = isOpen && results.length > 0;
  const choose = (result: SlotSearchResult) => {
    setIsOpen(false);
    navigate(hrefFor(result.id), { preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (results.length === 0) return;
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      const picked = results[activeIndex] ?? (results.length === 1 ? results[0] : undefined);
      if (picked && isOpen) {
        event.preventDefault();
        choose(picked);
      }
    } else if (event.key === "Escape") {
      setIsOpen(false);
      setActiveIndex(-1);
    }
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
      <label htmlFor={`${baseId}-input`} className="block text-sm font-medium text-slate-800">
        {t("compare.searchLabel", { number: slotNumber })}
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={`${baseId}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-activedescendant={
            isExpanded && activeIndex >= 0 ? `${baseId}-option-${activeIndex}` : undefined
          }
          autoComplete="off"
          value={query}
          placeholder={t("compare.searchPlaceholder")}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onKeyDown={onKeyDown}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 ps-9 pe-3 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t("compare.searchLabel", { number: slotNumber })}
          hidden={!isExpanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {results.map((result, index) => {
            const isOtherCategory = categoryId !== null && result.category_id !== categoryId;
            return (
              // The combobox input keeps focus; options are picked with the pointer or Enter.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the combobox
              <div
                key={result.id}
                id={`${baseId}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(result)}
                className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                  index === activeIndex ? "bg-brand-50" : "hover:bg-slate-50"
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
                    {localized(locale, { en: result.name_en, ar: result.name_ar })}
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
