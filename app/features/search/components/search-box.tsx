import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { formatPrice } from "~/utils/format";
import { localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { SUGGESTION_LIMIT } from "../search-limits";

/** Builds the search URL, or null for blank input (which is ignored, as the spec asks). */
export function searchPathFor(text: string): string | null {
  const query = text.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : null;
}

/** A row of GET /api/products/search. */
type Suggestion = {
  id: string;
  name_en: string;
  name_ar: string;
  brand: string | null;
  lowest_price: string | null;
};

const SUGGEST_AFTER_MS = 200;
const MIN_SUGGEST_LENGTH = 2;

/** Product suggestions for the text being typed, fetched once the typing pauses. */
function useSuggestions(text: string): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_SUGGEST_LENGTH) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: query, limit: String(SUGGESTION_LIMIT) });
        const response = await fetch(`/api/products/search?${params}`, { signal: controller.signal });
        if (response.ok) setSuggestions((await response.json()) as Suggestion[]);
      } catch {
        // An aborted or failed lookup leaves the previous suggestions; submitting still works.
      }
    }, SUGGEST_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return suggestions;
}

type SearchBoxProps = {
  label: string;
  placeholder: string;
  defaultValue?: string;
  size?: "compact" | "large";
};

/**
 * The product search box (header, home hero, search page). Submitting goes to /search?q=; while
 * typing, matching products are suggested below it (arrow keys to move, Enter to open, Escape to
 * close). The input keeps its searchbox role and points at the list with aria-activedescendant.
 */
export function SearchBox({ label, placeholder, defaultValue, size = "compact" }: SearchBoxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const [text, setText] = useState(defaultValue ?? "");
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = useSuggestions(isOpen ? text : "");
  const rootRef = useRef<HTMLFormElement>(null);
  const large = size === "large";
  const isListShown = isOpen && suggestions.length > 0;
  const seeAllIndex = suggestions.length;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const go = (path: string | null) => {
    if (!path) return;
    close();
    navigate(path);
  };
  const openSuggestion = (index: number) =>
    go(index === seeAllIndex ? searchPathFor(text) : `/products/${suggestions[index]!.id}`);

  return (
    <Form
      ref={rootRef}
      method="get"
      action="/search"
      role="search"
      className="relative flex w-full items-center"
      onSubmit={(event) => {
        event.preventDefault();
        if (isListShown && activeIndex >= 0) openSuggestion(activeIndex);
        else go(searchPathFor(text));
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        aria-autocomplete="list"
        aria-controls={isListShown ? listId : undefined}
        aria-activedescendant={isListShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
          if (!isListShown || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
          event.preventDefault();
          const count = suggestions.length + 1;
          setActiveIndex((index) =>
            event.key === "ArrowDown" ? (index + 1) % count : (index - 1 + count) % count,
          );
        }}
        className={`w-full rounded-full border border-slate-300 bg-white text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
          large ? "py-3.5 ps-5 pe-14 text-base shadow-lg" : "py-2 ps-4 pe-11 text-sm"
        }`}
      />
      <button
        type="submit"
        className={`absolute end-1 inline-flex items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 ${
          large ? "size-11" : "size-8"
        }`}
      >
        <Search aria-hidden="true" className={large ? "size-5" : "size-4"} />
        <span className="sr-only">{t("header.searchSubmit")}</span>
      </button>
      <p className="sr-only" role="status">
        {isListShown ? t("search.suggestionsAvailable", { count: suggestions.length }) : ""}
      </p>
      {isListShown ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t("search.suggestions")}
          className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white py-1 text-start text-sm text-ink shadow-xl"
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard moves through options from the input
            <div
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openSuggestion(index)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 ${
                index === activeIndex ? "bg-brand-50" : "hover:bg-slate-50"
              }`}
            >
              <span className="min-w-0 truncate">
                {localized(locale, { en: suggestion.name_en, ar: suggestion.name_ar })}
              </span>
              {suggestion.lowest_price ? (
                <span className="shrink-0 font-semibold text-slate-700">
                  {formatPrice(suggestion.lowest_price, locale)}
                </span>
              ) : null}
            </div>
          ))}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard moves through options from the input */}
          <div
            id={optionId(seeAllIndex)}
            role="option"
            aria-selected={activeIndex === seeAllIndex}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openSuggestion(seeAllIndex)}
            className={`cursor-pointer border-t border-slate-100 px-4 py-2.5 font-semibold text-brand-700 ${
              activeIndex === seeAllIndex ? "bg-brand-50" : "hover:bg-slate-50"
            }`}
          >
            {t("search.seeAll", { query: text.trim() })}
          </div>
        </div>
      ) : null}
    </Form>
  );
}
