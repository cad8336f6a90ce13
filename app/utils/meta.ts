import type { MetaDescriptor } from "react-router";
import { pageTextsOf } from "~/utils/page-texts";
import type { Locale } from "./i18n";

type Matches = ReadonlyArray<{ id: string; pathname?: string; loaderData?: unknown } | undefined>;
type RootData = { locale?: Locale; origin?: string };

/** Query parameters that make a page a different page; `null`/`undefined` values are left out. */
export type CanonicalParams = Record<string, string | number | null | undefined>;

export type PageMetaOptions = {
  /** Translation keys or ready texts (e.g. a product name). */
  title?: string;
  description?: string;
  /**
   * The query parameters that belong in this page's canonical address (a category, a page
   * number); anything else in the URL (sort order, filters) is left out.
   */
  canonicalParams?: CanonicalParams;
  /** Keeps the page out of search results while its links are still followed (e.g. /search). */
  noindex?: boolean;
};

/** The language the page is rendered in, for titles built from bilingual data. */
export function localeOf(matches: Matches): Locale {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.locale ?? "en";
}

/** The page's texts and those a layout adds for its pages (the admin frame sends the back office's). */
function textsOf(matches: Matches): Record<string, unknown> {
  const texts: Record<string, unknown> = { ...pageTextsOf(localeOf(matches)) };
  for (const match of matches) {
    const data = match?.loaderData as { translations?: Record<string, unknown> } | null | undefined;
    Object.assign(texts, data?.translations);
  }
  return texts;
}

function lookup(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The address of a page in one language: English without `lang`, Arabic with `?lang=ar` (PD-20). */
export function localizedUrl(origin: string, pathname: string, params: CanonicalParams, locale: Locale) {
  const url = new URL(pathname, origin);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") url.searchParams.set(name, String(value));
  }
  if (locale === "ar") url.searchParams.set("lang", "ar");
  return url.toString();
}

/**
 * Title and description for a page, in the page's language, with its canonical address and its
 * English and Arabic alternates. Give translation keys or ready texts (e.g. a product name); the
 * site name is appended to every title but the home page's.
 */
export function pageMeta(
  matches: Matches,
  { title, description, canonicalParams = {}, noindex = false }: PageMetaOptions = {},
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = textsOf(matches);
  const translate = (keyOrText: string) => lookup(texts, keyOrText) ?? keyOrText;
  const siteName = lookup(texts, "meta.siteName") ?? "Qaren";
  const fullTitle = title
    ? `${translate(title)} | ${siteName}`
    : (lookup(texts, "meta.defaultTitle") ?? siteName);
  const fullDescription = description ? translate(description) : lookup(texts, "meta.defaultDescription");

  const pathname = matches.at(-1)?.pathname;
  const links: MetaDescriptor[] = [];
  if (root?.origin && pathname) {
    const at = (locale: Locale) => localizedUrl(root.origin!, pathname, canonicalParams, locale);
    links.push(
      { tagName: "link", rel: "canonical", href: at(root.locale ?? "en") },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: at("en") },
      { tagName: "link", rel: "alternate", hrefLang: "ar", href: at("ar") },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: at("en") },
      { property: "og:url", content: at(root.locale ?? "en") },
    );
  }

  return [
    { title: fullTitle },
    ...(fullDescription ? [{ name: "description", content: fullDescription }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:title", content: fullTitle },
    ...(fullDescription ? [{ property: "og:description", content: fullDescription }] : []),
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: root?.locale === "ar" ? "ar_SA" : "en_US" },
    ...links,
  ];
}
