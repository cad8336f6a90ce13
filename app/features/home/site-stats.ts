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

/**
 * A count of shoppers means something only once there are many: below this the third tile shows
 * the store prices checked today instead ("16 Shoppers" read as an empty site; PD-28).
 */
export const SHOPPERS_SHOWN_FROM = 1000;

export type StatTileKey = "products" | "stores" | "users" | "checkedLastDay";

/** The home page's three tiles: products, stores, and shoppers or today's checked prices. */
export function statTiles(stats: { users: number }): [StatTileKey, StatTileKey, StatTileKey] {
  return ["products", "stores", stats.users >= SHOPPERS_SHOWN_FROM ? "users" : "checkedLastDay"];
}
