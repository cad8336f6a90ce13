import type { Locale } from "~/utils/i18n";

// Latin digits with thousands separators in both languages, as prices are written (PD-19).
const countFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * A live count as the home page shows it: the real figure, e.g. "1,214" (docs/decisions/0017
 * replaces PD-10's rounding down to "1,000+", which read as a placeholder). The locale is
 * taken for the day Arabic pages write their own digits; today both write Latin ones.
 */
export function formatStatCount(count: number, _locale: Locale): string {
  return countFormat.format(Math.max(0, Math.floor(count)));
}
