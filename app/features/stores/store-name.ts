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
