import { z } from "zod";
import { ATTRIBUTE_KINDS, type AttributeOption, BETTER_DIRECTIONS } from "./attribute-types";
import { isUnitKey, type UnitKey } from "./units";

// The admin's attribute form (app/routes/admin/category-attributes.tsx), checked the same way in
// the browser and in the action; error messages are translation keys.

export const ATTRIBUTE_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/** Names written comma- or line-separated (Arabic comma too), trimmed, each once. */
export function splitNames(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? "")
        .split(/[,،\n]/)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The options of an "option" attribute, one a line: `key | English | Arabic | synonyms…`, the
 * synonyms comma-separated. Returns the options, or the translation key of the first problem.
 */
export function parseOptionLines(text: string | undefined): AttributeOption[] | { errorKey: string } {
  const options: AttributeOption[] = [];
  for (const line of (text ?? "").split("\n").map((entry) => entry.trim())) {
    if (!line) continue;
    const [key = "", en = "", ar = "", synonyms = ""] = line.split("|").map((part) => part.trim());
    if (!ATTRIBUTE_KEY_PATTERN.test(key)) return { errorKey: "adminAttributes.errors.optionKeyFormat" };
    if (!en || !ar) return { errorKey: "adminAttributes.errors.optionLabels" };
    if (options.some((option) => option.key === key))
      return { errorKey: "adminAttributes.errors.optionKeyTwice" };
    const names = splitNames(synonyms);
    options.push({ key, en, ar, ...(names.length > 0 ? { synonyms: names } : {}) });
  }
  return options;
}

/** Options written back as the form's lines. */
export function formatOptionLines(options: readonly AttributeOption[]): string {
  return options
    .map((option) => [option.key, option.en, option.ar, (option.synonyms ?? []).join(", ")].join(" | "))
    .map((line) => line.replace(/ \| $/, ""))
    .join("\n");
}

const label = z
  .string({ error: "adminAttributes.errors.labelsRequired" })
  .trim()
  .min(1, { error: "adminAttributes.errors.labelsRequired" })
  .max(80, { error: "adminAttributes.errors.labelTooLong" });

export const attributeFormSchema = z
  .object({
    intent: z.enum(["create", "update"]),
    id: z.uuid().optional(),
    key: z
      .string({ error: "adminAttributes.errors.keyFormat" })
      .trim()
      .max(60, { error: "adminAttributes.errors.keyFormat" })
      .regex(ATTRIBUTE_KEY_PATTERN, { error: "adminAttributes.errors.keyFormat" }),
    labelEn: label,
    labelAr: label,
    kind: z.enum(ATTRIBUTE_KINDS, { error: "adminAttributes.errors.kindRequired" }),
    unit: z.string().optional(),
    better: z.enum(BETTER_DIRECTIONS).optional(),
    options: z.string().max(20_000).optional(),
    synonyms: z.string().max(5_000).optional(),
    isFilter: z.boolean().optional(),
    isVariantAxis: z.boolean().optional(),
    replacesInherited: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.intent === "update" && !value.id)
      context.addIssue({ code: "custom", path: ["id"], message: "adminAttributes.errors.gone" });
    if (value.kind === "number" && !isUnitKey(value.unit))
      context.addIssue({ code: "custom", path: ["unit"], message: "adminAttributes.errors.unitRequired" });
    if (value.kind !== "option") return;
    const options = parseOptionLines(value.options);
    if ("errorKey" in options)
      context.addIssue({ code: "custom", path: ["options"], message: options.errorKey });
    else if (options.length < 2)
      context.addIssue({
        code: "custom",
        path: ["options"],
        message: "adminAttributes.errors.optionsRequired",
      });
  })
  .transform((value) => {
    const options = value.kind === "option" ? parseOptionLines(value.options) : [];
    return {
      intent: value.intent,
      id: value.id,
      input: {
        key: value.key,
        labelEn: value.labelEn,
        labelAr: value.labelAr,
        kind: value.kind,
        unit: value.kind === "number" ? (value.unit as UnitKey) : null,
        better: value.kind === "number" ? (value.better ?? null) : null,
        options: Array.isArray(options) ? options : [],
        synonyms: splitNames(value.synonyms),
        isFilter: value.isFilter ?? false,
        isVariantAxis: value.isVariantAxis ?? false,
        replacesInherited: value.replacesInherited ?? false,
      },
    };
  });

export type AttributeInput = z.output<typeof attributeFormSchema>["input"];

/** Moving and deleting, sent by the list's buttons. */
export const attributeActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), id: z.uuid(), direction: z.enum(["up", "down"]) }),
  z.object({
    intent: z.literal("delete"),
    id: z.uuid(),
    // The number of products with a value that the admin saw and agreed to lose.
    confirmedValueCount: z.coerce.number().int().min(0),
  }),
]);
