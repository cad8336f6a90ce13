import type { Locale } from "./i18n";

// Saudi stores print prices with Latin digits in both languages (PD-19).
const amountFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const RIYADH_TIME_ZONE = "Asia/Riyadh";

/**
 * Formats a SAR amount: `SAR 1,299.00` in English, `1,299.00 ر.س` in Arabic. Decimal strings from
 * the database are formatted exactly (Intl accepts them without converting to a binary float).
 */
export function formatPrice(amount: string | number, locale: Locale): string {
  const digits = amountFormat.format(amount as Intl.StringNumericLiteral);
  return locale === "ar" ? `${digits} ر.س` : `SAR ${digits}`;
}

/** Dates in Arabic use the Gregorian calendar with Latin digits, as prices do (PD-19). */
const DATE_LOCALES = { en: "en-GB", ar: "ar-SA-u-ca-gregory-nu-latn" } satisfies Record<Locale, string>;

const dateFormatsOf = (options: Intl.DateTimeFormatOptions) =>
  ({
    en: new Intl.DateTimeFormat(DATE_LOCALES.en, { ...options, timeZone: RIYADH_TIME_ZONE }),
    ar: new Intl.DateTimeFormat(DATE_LOCALES.ar, { ...options, timeZone: RIYADH_TIME_ZONE }),
  }) satisfies Record<Locale, Intl.DateTimeFormat>;

const dateFormats = dateFormatsOf({ day: "numeric", month: "short", year: "numeric" });

/** A calendar date as shoppers in Riyadh see it, e.g. `21 Nov 2026` / `21 نوفمبر 2026`. */
export function formatDate(value: Date | string, locale: Locale): string {
  return dateFormats[locale].format(typeof value === "string" ? new Date(value) : value);
}

const chartDateFormats = {
  dayMonth: dateFormatsOf({ day: "numeric", month: "short" }),
  monthYear: dateFormatsOf({ month: "short", year: "numeric" }),
};

/** A shorter date for a chart's axis: `21 Nov` / `21 نوفمبر`, or `Nov 2026` / `نوفمبر 2026`. */
export function formatChartDate(
  value: Date,
  locale: Locale,
  style: keyof typeof chartDateFormats = "dayMonth",
): string {
  return chartDateFormats[style][locale].format(value);
}

const isoDateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: RIYADH_TIME_ZONE });

/** The ISO calendar date (YYYY-MM-DD) in Asia/Riyadh, as used on charts. */
export function toRiyadhIsoDate(value: Date | string): string {
  return isoDateFormat.format(typeof value === "string" ? new Date(value) : value);
}

const percentChangeOptions = {
  style: "percent",
  maximumFractionDigits: 2,
  signDisplay: "exceptZero",
} as const;
const percentChangeFormats = {
  en: new Intl.NumberFormat("en-US", percentChangeOptions),
  ar: new Intl.NumberFormat("ar-SA-u-nu-latn", percentChangeOptions),
} satisfies Record<Locale, Intl.NumberFormat>;

/** A change in percent with its sign, e.g. `-9.09%` (Latin digits in both languages, PD-19). */
export function formatPercentChange(percent: number, locale: Locale): string {
  return percentChangeFormats[locale].format(percent / 100);
}
