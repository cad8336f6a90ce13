// The texts of the error page, for when the root loader could not run (the database was away, a
// middleware failed) and so sent no translations. Named imports keep the rest of the JSON files out
// of the browser's bundle.
import type { Locale } from "~/utils/i18n";
import { common as arCommon, errors as arErrors, outage as arOutage } from "./ar.json";
import { common as enCommon, errors as enErrors, outage as enOutage } from "./en.json";

export const ERROR_PAGE_TEXTS: Record<Locale, Record<string, unknown>> = {
  en: { errors: enErrors, outage: enOutage, common: { backToHome: enCommon.backToHome } },
  ar: { errors: arErrors, outage: arOutage, common: { backToHome: arCommon.backToHome } },
};
