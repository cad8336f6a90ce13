import { useLocale } from "~/utils/use-locale";
import { storeDisplayName } from "./store-name";

/** A store's name in the page's language, for components: `storeName({ name, nameAr })`. */
export function useStoreName(): (store: { name: string; nameAr: string | null }) => string {
  const locale = useLocale();
  return (store) => storeDisplayName(store, locale);
}
