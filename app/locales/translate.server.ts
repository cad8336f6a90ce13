import type { TFunction } from "i18next";
import type { Locale } from "~/utils/i18n";
import { createI18n } from "~/utils/i18n-instance";
import { translations } from "./index.server";

const instances = new Map<Locale, TFunction>();

/** A translate function for server-side texts (e-mails), one cached instance per language. */
export function serverT(locale: Locale): TFunction {
  let t = instances.get(locale);
  if (!t) {
    t = createI18n(locale, translations[locale]).t;
    instances.set(locale, t);
  }
  return t;
}
