import type { Locale } from "~/utils/i18n";
import type { AttributeKind, AttributeOption } from "./attribute-types";
import { formatQuantity, type UnitKey } from "./units";

// Filters by attribute on /products and /search (issue 31, docs/decisions/0025 "Filters"), shared
// by the browser and the server. In the URL each filter is one parameter `f.<attribute key>`:
//   f.storage=256,512         any of these values (numbers in the attribute's unit, option keys,
//                             yes/no, or a text's English value)
//   f.screen_size=6.1-6.9     a number range; either end may be left out ("6.5-", "-6.5")
//   f.five_g=yes
// A value the schema refuses is dropped, never an error: a hand-edited link still lists products.

/** Attribute filters one URL may hold, and values one filter may choose. */
const MAX_FILTERS = 12;
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 100;
export const ATTRIBUTE_PARAM_PREFIX = "f.";
/** A number attribute with at most this many distinct values is a list of checkboxes, else a range. */
export const MAX_NUMBER_CHOICES = 8;

const ATTRIBUTE_KEY = /^[a-z][a-z0-9_]{0,39}$/;
const NUMBER = String.raw`\d{1,9}(?:\.\d{1,4})?`;
const RANGE = new RegExp(`^(${NUMBER})?-(${NUMBER})?$`);

// Plain functions rather than a zod schema: this file is in every listing page's JavaScript, and
// zod would come with it (no form parses it).

/** A range of numbers, "6.1-6.9", "6.5-" or "-6.5"; null when the text is none. */
function parseRange(text: string): { min: number | null; max: number | null } | null {
  const match = RANGE.exec(text.trim());
  if (!match) return null;
  const [, low, high] = match;
  let min = low === undefined ? null : Number(low);
  let max = high === undefined ? null : Number(high);
  if (min === null && max === null) return null;
  // A range written the wrong way round is read the right way round.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max };
}

/** A comma-separated list of values, each once; null when it names none or too many. */
function parseList(text: string): string[] | null {
  const values = [
    ...new Set(
      text
        .split(",")
        .map((value) => value.trim())
        // A value names something: a lone "-" or "." is no value.
        .filter((value) => /[\p{L}\p{N}]/u.test(value)),
    ),
  ];
  const fits = values.length >= 1 && values.length <= MAX_VALUES;
  return fits && values.every((value) => value.length <= MAX_VALUE_LENGTH) ? values : null;
}

/** A filter as the URL chooses it, before the category's attributes say what it means. */
export type AttributeChoice =
  | { key: string; values: string[] }
  | { key: string; min: number | null; max: number | null };

/** The attribute filters of a URL, sorted by key (one canonical URL, one cache entry). */
export function parseAttributeChoices(params: URLSearchParams): AttributeChoice[] {
  const raw = new Map<string, string[]>();
  // A form without JavaScript sends a range as two fields: f.screen_size.min and .max.
  const ends = new Map<string, { min: string; max: string }>();
  for (const [name, value] of params) {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const [key = "", end] = name.slice(ATTRIBUTE_PARAM_PREFIX.length).split(/\.(?=(?:min|max)$)/);
    if (!ATTRIBUTE_KEY.test(key)) continue;
    if (end === "min" || end === "max") {
      const range = ends.get(key) ?? { min: "", max: "" };
      range[end] = value.trim();
      ends.set(key, range);
    } else raw.set(key, [...(raw.get(key) ?? []), value]);
  }
  for (const [key, { min, max }] of ends) if (!raw.has(key) && (min || max)) raw.set(key, [`${min}-${max}`]);
  const choices: AttributeChoice[] = [];
  for (const key of [...raw.keys()].sort()) {
    const text = raw.get(key)!.join(",");
    const range = parseRange(text);
    const values = range ? null : parseList(text);
    if (range) choices.push({ key, ...range });
    else if (values) choices.push({ key, values });
  }
  return choices.slice(0, MAX_FILTERS);
}

/** A choice's URL value: "256,512" or "6.1-6.9". */
export function attributeChoiceValue(choice: AttributeChoice): string {
  return "values" in choice ? choice.values.join(",") : `${choice.min ?? ""}-${choice.max ?? ""}`;
}

/** Appends the choices to a URL's parameters, sorted by key. */
export function appendAttributeChoices(params: URLSearchParams, choices: readonly AttributeChoice[]): void {
  for (const choice of [...choices].sort((a, b) => a.key.localeCompare(b.key))) {
    if ("values" in choice && choice.values.length === 0) continue;
    params.set(`${ATTRIBUTE_PARAM_PREFIX}${choice.key}`, attributeChoiceValue(choice));
  }
}

/** The choices with one attribute's replaced (or removed, for null). */
export function withAttributeChoice(
  choices: readonly AttributeChoice[],
  key: string,
  choice: AttributeChoice | null,
): AttributeChoice[] {
  const others = choices.filter((other) => other.key !== key);
  return choice ? [...others, choice].sort((a, b) => a.key.localeCompare(b.key)) : others;
}

/** One value of a filter with how many products it leaves; `textAr` for a text attribute's value. */
export type AttributeFacetValue = { value: string; count: number; textAr?: string | null };

/** A filter attribute of the browsed category and the counts of its values (the other filters applied). */
export type AttributeFacet = {
  key: string;
  labelEn: string;
  labelAr: string;
  kind: AttributeKind;
  /** A variant axis (storage, colour): choosing a value lists the variants that have it. */
  isVariantAxis: boolean;
  unit: UnitKey | null;
  /** An option attribute's list, for its labels. */
  options: AttributeOption[];
  /** Its values among the products, in order (numbers ascending, yes before no, options as listed). */
  values: AttributeFacetValue[];
};

/** Whether a number filter is shown as a range (many distinct values) rather than checkboxes. */
export function isRangeFacet(facet: Pick<AttributeFacet, "kind" | "values">): boolean {
  return facet.kind === "number" && facet.values.length > MAX_NUMBER_CHOICES;
}

/** The lowest and highest value among the products, for a number facet. */
export function facetRange(facet: AttributeFacet): { min: number; max: number } | null {
  const numbers = facet.values.map((entry) => Number(entry.value)).filter(Number.isFinite);
  return numbers.length ? { min: Math.min(...numbers), max: Math.max(...numbers) } : null;
}

/** A value of a facet in the page's language ("256 GB", "256 جيجابايت", an option's label, نعم). */
export function describeFacetValue(
  facet: Pick<AttributeFacet, "kind" | "unit" | "options">,
  entry: Pick<AttributeFacetValue, "value" | "textAr">,
  locale: Locale,
  yesNo: { yes: string; no: string },
): string {
  switch (facet.kind) {
    case "number": {
      const number = Number(entry.value);
      return facet.unit && Number.isFinite(number) ? formatQuantity(number, facet.unit, locale) : entry.value;
    }
    case "boolean":
      return entry.value === "yes" ? yesNo.yes : yesNo.no;
    case "option":
      return facet.options.find((option) => option.key === entry.value)?.[locale] ?? entry.value;
    case "text":
      return (locale === "ar" ? entry.textAr?.trim() : null) || entry.value;
  }
}

/** An attribute's label (a filter's, a specification row's) in the page's language. */
export function attributeLabel(
  attribute: Pick<AttributeFacet, "labelEn" | "labelAr">,
  locale: Locale,
): string {
  return locale === "ar" ? attribute.labelAr : attribute.labelEn;
}
