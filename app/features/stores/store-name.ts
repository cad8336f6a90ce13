import type { z } from "zod";

/** A store's name in the page's language: its Arabic name on Arabic pages when it has one. */
export function storeDisplayName(
  store: { name: string; nameAr: string | null },
  locale: "en" | "ar",
): string {
  return locale === "ar" && store.nameAr ? store.nameAr : store.name;
}

/** The same, for rows that carry their store as `storeName` and `storeNameAr` (offers, deals, alerts). */
export function storeNameOf(
  row: { storeName: string; storeNameAr: string | null },
  locale: "en" | "ar",
): string {
  return storeDisplayName({ name: row.storeName, nameAr: row.storeNameAr }, locale);
}

/**
 * A check of a list of rows that each name a store: one row per store, so the same store twice (in
 * any letter case) is a slip, reported at the later row's `field` with `message`.
 */
export function eachStoreOnce<Row extends Record<string, unknown>>(
  field: keyof Row & string,
  message: string,
) {
  return (rows: Row[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = String(row[field]).toLocaleLowerCase("en");
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index, field], message });
      seen.add(key);
    });
  };
}
