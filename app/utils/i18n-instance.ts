import i18next, { type i18n } from "i18next";
import type { Locale } from "./i18n";

/** One i18next instance per rendered language, filled synchronously with that language's texts. */
export function createI18n(locale: Locale, resources: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: resources } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
