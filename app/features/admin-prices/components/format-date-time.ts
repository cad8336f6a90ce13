import { RIYADH_TIME_ZONE } from "~/utils/format";
import type { Locale } from "~/utils/i18n";

const options = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: RIYADH_TIME_ZONE,
} as const;
const formats = {
  en: new Intl.DateTimeFormat("en-GB", options),
  ar: new Intl.DateTimeFormat("ar-SA-u-ca-gregory-nu-latn", options),
} satisfies Record<Locale, Intl.DateTimeFormat>;

/** A moment as an admin in Riyadh reads it, e.g. `21 Nov 2026, 14:05`. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return formats[locale].format(typeof value === "string" ? new Date(value) : value);
}
