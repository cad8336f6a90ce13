import type { Specification } from "~/db/schema";
import type { Locale } from "~/utils/i18n";
import type { AttributeKind, AttributeValue, BetterDirection } from "./attribute-types";
import { formatQuantity, type UnitKey } from "./units";

// A product's typed values as pages, compare, JSON-LD and the assistant read them: each with its
// attribute's labels, unit and direction, in the category's order, in no language yet.

export type ProductAttribute = {
  key: string;
  labelEn: string;
  labelAr: string;
  kind: AttributeKind;
  unit: UnitKey | null;
  better: BetterDirection | null;
  /** A variant axis (storage, colour, size): variants of a family differ by it. */
  isVariantAxis: boolean;
  value: AttributeValue;
  /** An option's labels, for an "option" value. */
  optionLabel: { en: string; ar: string } | null;
};

/** What a page shows of a value; yes/no is left to the page's own words. */
export type DescribedAttribute = {
  key: string;
  label: string;
  /** The text, or for a yes/no value the answer, which the page words itself. */
  value: { text: string; lang: Locale } | { yes: boolean };
};

/** A value in the page's language: "6.9 بوصة", "256 GB", an option's label, a text (Arabic where given). */
export function describeAttribute(attribute: ProductAttribute, locale: Locale): DescribedAttribute {
  const label = locale === "ar" ? attribute.labelAr : attribute.labelEn;
  return { key: attribute.key, label, value: describeValue(attribute, locale) };
}

function describeValue(attribute: ProductAttribute, locale: Locale): DescribedAttribute["value"] {
  const { value } = attribute;
  switch (value.kind) {
    case "number":
      return {
        text: attribute.unit ? formatQuantity(value.number, attribute.unit, locale) : String(value.number),
        lang: locale,
      };
    case "boolean":
      return { yes: value.boolean };
    case "option":
      return { text: attribute.optionLabel?.[locale] ?? value.option, lang: locale };
    case "text": {
      const arabic = locale === "ar" ? value.textAr?.trim() : undefined;
      return arabic ? { text: arabic, lang: "ar" } : { text: value.textEn, lang: "en" };
    }
  }
}

/** A value as one comparable thing: a number, a yes/no, an option key, or folded text. */
export function comparableValue(value: AttributeValue | null | undefined): number | boolean | string | null {
  if (!value) return null;
  switch (value.kind) {
    case "number":
      return value.number;
    case "boolean":
      return value.boolean;
    case "option":
      return value.option;
    case "text":
      return value.textEn.trim().toLowerCase().replace(/\s+/g, " ");
  }
}

/**
 * A product's values as specification rows in both languages ("Storage" / "السعة التخزينية",
 * "256 GB" / "256 جيجابايت"), for a form that edits rows: mapped again, each gives back its value.
 */
export function attributesAsRows(attributes: readonly ProductAttribute[]): Specification[] {
  return attributes.map((attribute) => {
    const [english, arabic] = (["en", "ar"] as const).map((locale) => {
      const { value } = describeAttribute(attribute, locale);
      if ("text" in value) return value.text;
      return locale === "en" ? (value.yes ? "Yes" : "No") : value.yes ? "نعم" : "لا";
    });
    const hasArabic = attribute.value.kind !== "text" || Boolean(attribute.value.textAr?.trim());
    return {
      name: attribute.labelEn,
      value: english!,
      nameAr: attribute.labelAr,
      ...(hasArabic ? { valueAr: arabic } : {}),
    };
  });
}

/**
 * Every specification of a product as name/value rows in both languages: its typed values (with
 * the attribute's labels and units) and then its "more details", for readers that take rows (the
 * assistant and the language model's tools).
 */
export function specificationRowsOf(product: {
  attributes: readonly ProductAttribute[];
  specifications: readonly Specification[];
}): Specification[] {
  return [...attributesAsRows(product.attributes), ...product.specifications];
}
