import type { Locale } from "~/utils/i18n";
import ar from "./ar.json";
import en from "./en.json";

export type Translations = typeof en;

/** Only the current language's texts are sent to the browser, through the root loader. */
export const translations: Record<Locale, Translations> = { en, ar };
