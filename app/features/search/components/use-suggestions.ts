import { useEffect, useState } from "react";
import { SUGGESTION_LIMIT } from "../search-limits";

/** A row of GET /api/products/search. */
export type Suggestion = {
  id: string;
  name_en: string;
  name_ar: string;
  brand: string | null;
  lowest_price: string | null;
};

const SUGGEST_AFTER_MS = 200;
const MIN_SUGGEST_LENGTH = 2;

/** Product suggestions for the text being typed, fetched once the typing pauses. */
export function useSuggestions(text: string): Suggestion[] {
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
