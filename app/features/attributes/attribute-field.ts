import { foldNumerals } from "~/utils/money";
import type { AttributeDefinition, AttributeValue } from "./attribute-types";
import { convertQuantity, findQuantities, type UnitKey } from "./units";

// One attribute as a form field (issue 31, the admin product form's "attribute fields by category"):
// what the field shows for a stored value, and the typed value an admin's input gives. A number is
// typed in the attribute's unit ("256") or with any unit of its family ("1 TB", "٢٥٦ جيجا"); a
// yes/no and an option are picked from a list; a text is written in English and, optionally, Arabic.

/** What a form needs to draw an attribute's field. */
export type AttributeField = Pick<
  AttributeDefinition,
  "key" | "labelEn" | "labelAr" | "kind" | "unit" | "options"
>;

/** A field's text as the form posts it; `valueAr` only for a text attribute. */
export type AttributeFieldText = { value?: string; valueAr?: string };

/** Why a field's text gives no value; each is a translated message on the field. */
export type AttributeFieldProblem = "unreadable" | "notAnOption" | "englishMissing";

export type AttributeFieldReading =
  | { ok: true; value: AttributeValue | null }
  | { ok: false; problem: AttributeFieldProblem };

export const YES_NO_FIELD = { yes: "yes", no: "no" } as const;

export function toAttributeField(attribute: AttributeDefinition): AttributeField {
  const { key, labelEn, labelAr, kind, unit, options } = attribute;
  return { key, labelEn, labelAr, kind, unit, options };
}

/** The field's text for a stored value: "256" in the attribute's unit, "yes", an option key, the texts. */
export function attributeFieldText(value: AttributeValue): AttributeFieldText {
  switch (value.kind) {
    case "number":
      return { value: String(value.number) };
    case "boolean":
      return { value: value.boolean ? YES_NO_FIELD.yes : YES_NO_FIELD.no };
    case "option":
      return { value: value.option };
    case "text":
      return { value: value.textEn, valueAr: value.textAr ?? "" };
  }
}

const PLAIN_NUMBER = /^(\d+(?:\.\d+)?)$/;

/** The typed value a field's text gives: none when it is empty, a problem when it cannot be read. */
export function readAttributeField(
  attribute: AttributeField,
  field: { value?: string | null; valueAr?: string | null },
): AttributeFieldReading {
  const value = field.value?.trim() ?? "";
  const valueAr = field.valueAr?.trim() ?? "";
  if (attribute.kind === "text") {
    if (!value) return valueAr ? { ok: false, problem: "englishMissing" } : { ok: true, value: null };
    return { ok: true, value: { kind: "text", textEn: value, textAr: valueAr || null } };
  }
  if (!value) return { ok: true, value: null };
  switch (attribute.kind) {
    case "boolean":
      if (value === YES_NO_FIELD.yes) return { ok: true, value: { kind: "boolean", boolean: true } };
      if (value === YES_NO_FIELD.no) return { ok: true, value: { kind: "boolean", boolean: false } };
      return { ok: false, problem: "notAnOption" };
    case "option":
      return attribute.options.some((option) => option.key === value)
        ? { ok: true, value: { kind: "option", option: value } }
        : { ok: false, problem: "notAnOption" };
    case "number": {
      const number = readNumber(value, attribute.unit);
      return number === null
        ? { ok: false, problem: "unreadable" }
        : { ok: true, value: { kind: "number", number } };
    }
  }
}

/** "256", "٢٥٦", "1 TB" (for GB), "6.1-inch": one number in `unit`, or null. */
function readNumber(text: string, unit: UnitKey | null): number | null {
  const plain = PLAIN_NUMBER.exec(foldNumerals(text).replace(/,(?=\d{3}\b)/g, ""));
  if (plain) return Number(plain[1]);
  if (!unit) return null;
  // Exactly one quantity, of the attribute's family, and no other number beside it: "128 / 256 GB"
  // and "139 cm" for inches are no value.
  const [quantity, ...others] = findQuantities(text);
  if (!quantity || others.length > 0) return null;
  const rest = foldNumerals(text.slice(0, quantity.start) + text.slice(quantity.end));
  if (/\d/.test(rest)) return null;
  return convertQuantity(quantity.value, quantity.unit, unit);
}

/**
 * A form's attribute fields into values, for the attributes of the product's category: the values
 * read, and the fields that could not be read (a field for another category's attribute is ignored).
 */
export function readAttributeFields(
  attributes: readonly AttributeField[],
  fields: Readonly<Record<string, { value?: string | null; valueAr?: string | null } | undefined>>,
): { values: Map<string, AttributeValue>; problems: { key: string; problem: AttributeFieldProblem }[] } {
  const values = new Map<string, AttributeValue>();
  const problems: { key: string; problem: AttributeFieldProblem }[] = [];
  for (const attribute of attributes) {
    const field = fields[attribute.key];
    if (!field) continue;
    const reading = readAttributeField(attribute, field);
    if (!reading.ok) problems.push({ key: attribute.key, problem: reading.problem });
    else if (reading.value) values.set(attribute.key, reading.value);
  }
  return { values, problems };
}
