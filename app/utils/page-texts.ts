// The texts every page shows (a language's browser texts, `browserTranslations` in index.server.ts),
// kept out of each page's data: they were 40 KB of a 120 KB product page, serialised into every
// answer and re-sent with every page. The server registers both languages when it starts; the
// browser fetches its page's language once from an address that names its content (kept by the
// browser for good) before it hydrates the page, and the other language when the shopper switches.
import type { Locale } from "~/utils/i18n";

export type PageTexts = Record<string, unknown>;

/** Where a language's texts are served: `/texts/<locale>-<content hash>.json`. */
export const PAGE_TEXTS_PATH_PREFIX = "/texts/";

const loaded = new Map<Locale, PageTexts>();
const loading = new Map<string, Promise<void>>();

/** Makes a language's texts available to pages (the server for both languages, at start). */
export function providePageTexts(locale: Locale, texts: PageTexts): void {
  loaded.set(locale, texts);
}

/** A language's texts, once provided or loaded. */
export function pageTextsOf(locale: Locale): PageTexts | undefined {
  return loaded.get(locale);
}

/** Fetches a language's texts from `path` unless they are here already. */
export function loadPageTexts(locale: Locale, path: string): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  let pending = loading.get(path);
  if (!pending) {
    pending = fetch(path)
      .then((response) => {
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return response.json() as Promise<PageTexts>;
      })
      .then((texts) => providePageTexts(locale, texts))
      .finally(() => loading.delete(path));
    loading.set(path, pending);
  }
  return pending;
}
