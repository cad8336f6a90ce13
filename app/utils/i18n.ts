// Locale handling shared by the server (which decides) and the browser (which renders).

export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "lang";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A product, category or family as pages name it: its id and its English and Arabic names. */
export type NamedRow = { id: string; nameEn: string; nameAr: string };

/** A row's name in the locale's language: its `nameAr` on an Arabic page, else its `nameEn`. */
export function nameIn<T>(locale: Locale, row: { nameEn: T; nameAr: T }): T {
  return locale === "ar" ? row.nameAr : row.nameEn;
}

/** The English or the Arabic of a text pair, by locale: `localized(locale, { en: …, ar: … })`. */
export function localized<T>(locale: Locale, texts: { en: T; ar: T }): T {
  return locale === "ar" ? texts.ar : texts.en;
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeCookieValue(rest.join("="));
  }
  return undefined;
}

/** A cookie value, or undefined when its percent-encoding is broken (a hand-made or damaged cookie). */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * An explicit `?lang=` (from the toggle or an hreflang link) wins; otherwise the `lang` cookie;
 * otherwise English.
 */
/**
 * The attributes of a text in the page's other language (an Arabic name on an English page): its
 * language, and its direction, without which the browser lays Arabic out left to right.
 */
export function otherLanguageAttributes(locale: Locale): { lang: Locale; dir: "ltr" | "rtl" } {
  const other: Locale = locale === "ar" ? "en" : "ar";
  return { lang: other, dir: directionOf(other) };
}

export function resolveLocale(request: Request): Locale {
  const fromQuery = new URL(request.url).searchParams.get("lang");
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = readCookie(request.headers.get("cookie"), LOCALE_COOKIE);
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

/** The Set-Cookie value that remembers a locale chosen with `?lang=`, or null when nothing changes. */
export function localeCookieFor(request: Request): string | null {
  const fromQuery = new URL(request.url).searchParams.get("lang");
  if (!isLocale(fromQuery)) return null;
  if (readCookie(request.headers.get("cookie"), LOCALE_COOKIE) === fromQuery) return null;
  return `${LOCALE_COOKIE}=${fromQuery}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
