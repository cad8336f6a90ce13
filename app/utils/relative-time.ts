import type { Locale } from "~/utils/i18n";

const UNITS = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
] as const;

// Latin digits in Arabic too, as everywhere else on the site (PD-19).
const formats = {
  en: new Intl.RelativeTimeFormat("en", { numeric: "auto" }),
  ar: new Intl.RelativeTimeFormat("ar-u-nu-latn", { numeric: "auto" }),
} satisfies Record<Locale, Intl.RelativeTimeFormat>;

/** "5 minutes ago", "yesterday", "now" (and the Arabic equivalents), in the largest whole unit. */
export function formatRelativeTime(value: Date | string, locale: Locale, now: Date = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formats[locale].format(Math.trunc(seconds / size), unit);
  }
  return formats[locale].format(0, "second");
}
