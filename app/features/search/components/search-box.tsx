import { useCombobox } from "downshift";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { keepTypedText, skipDownshift } from "~/components/ui/combobox-state";
import { Search } from "~/components/ui/icons";
import { useLocale } from "~/utils/use-locale";
import { SuggestionRow } from "./suggestion-row";
import { type Suggestion, useSuggestions } from "./use-suggestions";

/** Builds the search URL, or null for blank input (which is ignored, as the spec asks). */
export function searchPathFor(text: string): string | null {
  const query = text.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : null;
}

type SearchBoxProps = {
  label: string;
  placeholder: string;
  defaultValue?: string;
  size?: "compact" | "large";
};

/** The last option, after the products: all results for the typed text. */
const SEE_ALL = "see-all";
type Choice = Suggestion | typeof SEE_ALL;

/**
 * The product search box (header, home hero, search page). Submitting goes to /search?q=; while
 * typing, matching products are suggested below it (arrow keys to move, Enter to open, Escape to
 * close), a downshift combobox. The input keeps its searchbox role and points at the list with
 * aria-activedescendant.
 */
export function SearchBox({ label, placeholder, defaultValue, size = "compact" }: SearchBoxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue ?? "");
  const [isOpen, setIsOpen] = useState(false);
  const suggestions = useSuggestions(isOpen ? text : "");
  const large = size === "large";
  const isListShown = isOpen && suggestions.length > 0;
  const choices: Choice[] = isListShown ? [...suggestions, SEE_ALL] : [];

  const go = (path: string | null) => {
    if (!path) return;
    setIsOpen(false);
    navigate(path);
  };
  const id = useId();
  const { highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<Choice>({
    id,
    items: choices,
    itemToString: (choice) => (choice && choice !== SEE_ALL ? choice.name_en : ""),
    inputValue: text,
    isOpen,
    // Every pick is news, the same product twice included: nothing stays selected.
    selectedItem: null,
    stateReducer: keepTypedText,
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    onIsOpenChange: ({ isOpen: next }) => setIsOpen(next),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) go(selectedItem === SEE_ALL ? searchPathFor(text) : `/products/${selectedItem.id}`);
    },
  });

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="relative flex w-full items-center"
      onSubmit={(event) => {
        event.preventDefault();
        go(searchPathFor(text));
      }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <input
        {...getInputProps({
          // The implicit searchbox role of a search field, not downshift's combobox.
          role: undefined,
          "aria-expanded": undefined,
          "aria-controls": isListShown ? `${id}-menu` : undefined,
          onKeyDown: (event) => {
            // Enter with no option chosen submits the form; Escape closes the list and leaves the
            // field to the browser (which empties a search field); arrows do nothing without a list.
            if (event.key === "Enter" && highlightedIndex < 0) skipDownshift(event);
            if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !isListShown) skipDownshift(event);
            if (event.key === "Escape") {
              skipDownshift(event);
              setIsOpen(false);
            }
          },
        })}
        name="q"
        type="search"
        placeholder={placeholder}
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
      <div
        {...getMenuProps({ "aria-label": t("search.suggestions") })}
        hidden={!isListShown}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white py-1 text-start text-sm text-ink shadow-xl"
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={suggestion.id}
            {...getItemProps({ item: suggestion, index })}
            className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 ${
              index === highlightedIndex ? "bg-brand-50" : "hover:bg-slate-50"
            }`}
          >
            <SuggestionRow suggestion={suggestion} locale={locale} />
          </div>
        ))}
        {isListShown ? (
          <div
            {...getItemProps({ item: SEE_ALL, index: suggestions.length })}
            className={`cursor-pointer border-t border-slate-100 px-4 py-2.5 font-semibold text-brand-700 ${
              highlightedIndex === suggestions.length ? "bg-brand-50" : "hover:bg-slate-50"
            }`}
          >
            {t("search.seeAll", { query: text.trim() })}
          </div>
        ) : null}
      </div>
    </Form>
  );
}
