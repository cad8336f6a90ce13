/** A store's name in the page's language: its Arabic name on Arabic pages when it has one. */
export function storeDisplayName(
  store: { name: string; nameAr: string | null },
  locale: "en" | "ar",
): string {
  return locale === "ar" && store.nameAr ? store.nameAr : store.name;
}
