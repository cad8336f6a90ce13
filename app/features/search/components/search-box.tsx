import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";

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

export function SearchBox({ label, placeholder, defaultValue, size = "compact" }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const large = size === "large";

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="relative flex w-full items-center"
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement;
        const path = searchPathFor(input.value);
        if (path) navigate(path);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
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
    </Form>
  );
}
