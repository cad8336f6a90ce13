import { useTranslation } from "react-i18next";
import type { Locale } from "~/utils/i18n";
import { storeDisplayName } from "./store-name";

/** A store's name in the page's language, for components: `storeName({ name, nameAr })`. */
export function useStoreName(): (store: { name: string; nameAr: string | null }) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (store) => storeDisplayName(store, locale);
}
