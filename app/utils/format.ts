import type { Locale } from "./i18n";

// Saudi stores print prices with Latin digits in both languages (decision 19).
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

const dateOptions = { day: "numeric", month: "short", year: "numeric", timeZone: RIYADH_TIME_ZONE } as const;
const dateFormats = {
  en: new Intl.DateTimeFormat("en-GB", dateOptions),
  ar: new Intl.DateTimeFormat("ar-SA-u-ca-gregory-nu-latn", dateOptions),
} satisfies Record<Locale, Intl.DateTimeFormat>;

/** A calendar date as shoppers in Riyadh see it, e.g. `21 Nov 2026` / `21 نوفمبر 2026`. */
export function formatDate(value: Date | string, locale: Locale): string {
  return dateFormats[locale].format(typeof value === "string" ? new Date(value) : value);
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

/** A change in percent with its sign, e.g. `-9.09%` (Latin digits in both languages, decision 19). */
export function formatPercentChange(percent: number, locale: Locale): string {
  return percentChangeFormats[locale].format(percent / 100);
}
