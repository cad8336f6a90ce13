import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "~/utils/i18n";
import { PAGE_TEXTS_PATH_PREFIX, providePageTexts } from "~/utils/page-texts";
import ar from "./ar.json";
import en from "./en.json";

export type Translations = typeof en;

/** Every text of each language, for the server's own use (e-mails, the assistant's answers). */
export const translations: Record<Locale, Translations> = { en, ar };

export type Texts = Record<string, unknown>;

/**
 * Namespaces only the back office shows. The admin frame sends them with its own data, so public
 * pages do not carry them (`admin` stays with the rest: the frame's 403 page needs it when the
 * frame's loader refuses a visitor).
 */
const ADMIN_NAMESPACES = [
  "adminDashboard",
  "adminCategories",
  "adminReviews",
  "adminUsers",
  "adminSlides",
  "adminProducts",
  "adminStores",
  "adminFeeds",
  "prices",
  "catalogImport",
] as const satisfies ReadonlyArray<keyof Translations>;

/**
 * Everything but the back office's texts and the server's own: e-mails, the assistant's answers and
 * the footer pages' paragraphs (each page's loader sends its own; the footer needs only the titles).
 */
function browserTextsOf(all: Translations): Texts {
  const { email: _email, chat, pages, ...rest } = all;
  const { answers: _answers, ...chatTexts } = chat;
  const pageTitles = Object.fromEntries(
    Object.entries(pages).map(([name, page]) => [name, { title: page.title }]),
  );
  const texts: Texts = { ...rest, chat: chatTexts, pages: pageTitles };
  for (const namespace of ADMIN_NAMESPACES) delete texts[namespace];
  return texts;
}

function adminTextsOf(all: Translations): Texts {
  return Object.fromEntries(ADMIN_NAMESPACES.map((namespace) => [namespace, all[namespace]]));
}

/**
 * The texts every page needs in the browser: the current language's, without those of the back
 * office, which the admin frame adds (`adminTranslations`). Served apart from the pages
 * (`pageTextsAt`, utils/page-texts.ts).
 */
export const browserTranslations: Record<Locale, Texts> = { en: browserTextsOf(en), ar: browserTextsOf(ar) };
export const adminTranslations: Record<Locale, Texts> = { en: adminTextsOf(en), ar: adminTextsOf(ar) };

for (const locale of LOCALES) providePageTexts(locale, browserTranslations[locale]);

type PageTextsFile = { path: string; body: string };

/** Each language's browser texts as a file whose address changes with its content. */
const pageTextsFiles = Object.fromEntries(
  LOCALES.map((locale) => {
    const body = JSON.stringify(browserTranslations[locale]);
    const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
    return [locale, { path: `${PAGE_TEXTS_PATH_PREFIX}${locale}-${hash}.json`, body }];
  }),
) as Record<Locale, PageTextsFile>;

/** The address of a language's browser texts. */
export function pageTextsPathOf(locale: Locale): string {
  return pageTextsFiles[locale].path;
}

/**
 * The browser texts to answer `/texts/<locale>-<hash>.json` with: the language's current texts,
 * and whether the address is theirs (a page of an earlier version may still ask for its own).
 */
export function pageTextsAt(path: string): { body: string; isCurrent: boolean } | undefined {
  const locale = LOCALES.find((candidate) => path.startsWith(`${PAGE_TEXTS_PATH_PREFIX}${candidate}-`));
  if (!locale) return undefined;
  const file = pageTextsFiles[locale];
  return { body: file.body, isCurrent: file.path === path };
}
