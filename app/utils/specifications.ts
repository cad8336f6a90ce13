import type { Specification } from "~/db/schema";
import type { Locale } from "./i18n";

/** A specification as a page in one language shows it, with the language each text is really in. */
export type LocalizedSpecification = {
  /** The English name, trimmed: the row's stable key whatever the page's language. */
  key: string;
  name: string;
  value: string;
  nameLang: Locale;
  valueLang: Locale;
};

/**
 * A specification in the page's language: Arabic pages show the Arabic name and value, and the
 * English one where the Arabic is missing (rows saved before specifications had Arabic keep
 * working); English pages always show English.
 */
export function localizeSpecification(spec: Specification, locale: Locale): LocalizedSpecification {
  const nameAr = locale === "ar" ? spec.nameAr?.trim() : undefined;
  const valueAr = locale === "ar" ? spec.valueAr?.trim() : undefined;
  return {
    key: spec.name.trim(),
    name: nameAr || spec.name.trim(),
    value: valueAr || spec.value.trim(),
    nameLang: nameAr ? "ar" : "en",
    valueLang: valueAr ? "ar" : "en",
  };
}

/** Every specification of a product in the page's language, in their order. */
export function specificationsIn(specs: readonly Specification[], locale: Locale): LocalizedSpecification[] {
  return specs.map((spec) => localizeSpecification(spec, locale));
}

/**
 * The stored form of a specification typed in a form or a file: the Arabic name and value only
 * when given, so a row without Arabic is stored exactly as before. Keys in jsonb's own order
 * (shorter first), so a stored row and a new one compare equal as JSON text.
 */
export function toSpecification(input: {
  name: string;
  value: string;
  nameAr?: string | null;
  valueAr?: string | null;
}): Specification {
  return {
    name: input.name,
    value: input.value,
    ...(input.nameAr ? { nameAr: input.nameAr } : {}),
    ...(input.valueAr ? { valueAr: input.valueAr } : {}),
  };
}
