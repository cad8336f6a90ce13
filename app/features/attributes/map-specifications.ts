import type { Specification } from "~/db/schema";
import { normalizeSearchText } from "~/utils/arabic-text";
import type { AttributeDefinition, AttributeValue } from "./attribute-types";
import { convertQuantity, findQuantities, type Quantity, UNITS } from "./units";

// Free-text specification rows ("Memory: 12GB RAM / 256GB") into a category's typed attribute
// values (RAM 12 GB, storage 256 GB), for everything that brings specifications in: the admin
// form, the catalogue import, feeds, the demo seed and the one-off migration of older rows.
// It maps only what it can read without doubt and reports the rest; a row is kept as a "more
// details" row unless every word of it became a value (docs/decisions/0025-structured-catalogue.md).

/** Why a row that names an attribute gave it no value. */
export type MappingProblemReason =
  /** Two different values could be the attribute's ("12 kg / 8 kg" for one capacity). */
  | "ambiguous"
  /** Nothing in the value is of the attribute's kind ("Blu-ray" for a yes/no). */
  | "unreadable"
  /** The English and Arabic values say different things. */
  | "conflict";

export type MappingProblem = { attributeKey: string; row: Specification; reason: MappingProblemReason };

export type MappedSpecifications = {
  /** Attribute key → value. */
  values: Map<string, AttributeValue>;
  /** The rows kept as "more details": those naming no attribute, or holding more than it took. */
  details: Specification[];
  problems: MappingProblem[];
};

const YES = [
  "yes",
  "included",
  "supported",
  "built in",
  "available",
  "✓",
  "نعم",
  "مدعوم",
  "يدعم",
  "متوفر",
  "متوفره",
  "موجود",
  "مدمج",
];
const NO = [
  "no",
  "none",
  "not supported",
  "not included",
  "unavailable",
  "✗",
  "لا",
  "غير مدعوم",
  "لا يدعم",
  "غير متوفر",
  "غير متوفره",
  "بدون",
];
/** Words around a quantity that add nothing a value does not say. */
const FILLER = new Set([
  "up",
  "to",
  "upto",
  "approx",
  "about",
  "max",
  "حتى",
  "الى",
  "تقريبا",
  "بسعه",
  "سعه",
  "with",
  "and",
  "مع",
  "و",
]);

const normalize = (text: string) => normalizeSearchText(text);

/** The names (row names) an attribute answers to, strongly and weakly, normalised. */
function namesOf(attribute: AttributeDefinition) {
  return {
    strong: new Set(
      [attribute.labelEn, attribute.labelAr, attribute.key.replaceAll("_", " "), ...attribute.synonyms].map(
        normalize,
      ),
    ),
    weak: new Set(attribute.alsoIn.map(normalize)),
  };
}

/** The value without parenthesised asides ("Up to 36 hours (72 in Low Power)" → "Up to 36 hours "). */
function withoutAsides(text: string): string {
  return text.replace(/\([^()]*\)|\[[^[\]]*\]/g, " ");
}

/** Does normalised `text` hold `phrase` as whole words? */
function holdsPhrase(text: string, phrase: string): boolean {
  return phrase !== "" && ` ${text} `.includes(` ${phrase} `);
}

const BOUNDS = [
  "under",
  "less than",
  "below",
  "over",
  "more than",
  "above",
  "اقل من",
  "اكثر من",
  "فوق",
  "تحت",
];

/** Is a quantity said as a bound ("under 249 g", "أقل من 250 جرام") rather than a value? */
function isBound(text: string, quantity: Quantity): boolean {
  const before = normalize(text.slice(Math.max(0, quantity.start - 12), quantity.start));
  return BOUNDS.some((bound) => before === bound || before.endsWith(` ${bound}`));
}

/** The words right after and before a quantity, up to the next separator, normalised. */
function wordsBeside(text: string, quantity: Quantity): string {
  const after = text.slice(quantity.end).split(/[,،;/+|]/)[0] ?? "";
  const before =
    text
      .slice(0, quantity.start)
      .split(/[,،;/+|]/)
      .pop() ?? "";
  return normalize(`${before} ${after}`);
}

type Candidate = { attribute: AttributeDefinition; strength: "strong" | "weak" };

/** Maps one product's specification rows onto its category's attributes. */
export function mapSpecifications(
  rows: readonly Specification[],
  attributes: readonly AttributeDefinition[],
): MappedSpecifications {
  const names = new Map(attributes.map((attribute) => [attribute.key, namesOf(attribute)]));
  const values = new Map<string, AttributeValue>();
  const details: Specification[] = [];
  const problems: MappingProblem[] = [];

  for (const row of rows) {
    const rowNames = [row.name, row.nameAr ?? ""].map(normalize).filter(Boolean);
    const candidates: Candidate[] = attributes.flatMap((attribute): Candidate[] => {
      if (values.has(attribute.key)) return [];
      const known = names.get(attribute.key)!;
      if (rowNames.some((name) => known.strong.has(name))) return [{ attribute, strength: "strong" }];
      if (rowNames.some((name) => known.weak.has(name))) return [{ attribute, strength: "weak" }];
      return [];
    });
    if (candidates.length === 0) {
      details.push(row);
      continue;
    }
    const outcome = mapRow(row, candidates);
    for (const [key, value] of outcome.values) values.set(key, value);
    problems.push(...outcome.problems);
    if (!outcome.isConsumed) details.push(row);
  }
  return { values, details, problems };
}

type RowOutcome = { values: Map<string, AttributeValue>; problems: MappingProblem[]; isConsumed: boolean };

function mapRow(row: Specification, candidates: Candidate[]): RowOutcome {
  const values = new Map<string, AttributeValue>();
  const problems: MappingProblem[] = [];
  const problem = (attributeKey: string, reason: MappingProblemReason) =>
    problems.push({ attributeKey, row, reason });
  const english = withoutAsides(row.value);
  const arabic = row.valueAr ? withoutAsides(row.valueAr) : null;
  // What the values take out of the English text; a row is consumed when nothing but fillers remains.
  let rest = english;
  const take = (start: number, end: number) => {
    rest = `${rest.slice(0, start)}${" ".repeat(end - start)}${rest.slice(end)}`;
  };

  const numbers = candidates.filter(({ attribute }) => attribute.kind === "number" && attribute.unit);
  if (numbers.length > 0) {
    // "Under 249 g" says what it is not: such a quantity is no value.
    const quantities = findQuantities(english).filter((quantity) => !isBound(english, quantity));
    const arabicQuantities = arabic ? findQuantities(arabic) : [];
    const claimedBy = new Map<Quantity, AttributeDefinition>();
    for (const quantity of quantities) {
      const beside = wordsBeside(english, quantity);
      const owners = numbers.filter(
        ({ attribute }) =>
          convertQuantity(quantity.value, quantity.unit, attribute.unit!) !== null &&
          attribute.qualifiers.some((word) => holdsPhrase(beside, normalize(word))),
      );
      if (owners.length === 1) claimedBy.set(quantity, owners[0]!.attribute);
    }
    const assign = (attribute: AttributeDefinition, pool: Quantity[]) => {
      const converted = [...new Set(pool.map((q) => convertQuantity(q.value, q.unit, attribute.unit!)!))];
      if (converted.length !== 1) return problem(attribute.key, "ambiguous");
      const value = converted[0]!;
      // The Arabic text, where it has a quantity of this kind, must say the same.
      const inArabic = arabicQuantities
        .map((q) => convertQuantity(q.value, q.unit, attribute.unit!))
        .filter((n): n is number => n !== null);
      if (inArabic.length > 0 && !inArabic.includes(value)) return problem(attribute.key, "conflict");
      values.set(attribute.key, { kind: "number", number: value });
      for (const quantity of pool) take(quantity.start, quantity.end);
      for (const [quantity, owner] of claimedBy) if (owner === attribute) takeQualifier(quantity, attribute);
    };
    const takeQualifier = (quantity: Quantity, attribute: AttributeDefinition) => {
      for (const word of attribute.qualifiers) {
        const index = rest.toLowerCase().indexOf(word.toLowerCase(), quantity.end);
        if (index >= 0 && index - quantity.end < 3) take(index, index + word.length);
      }
    };
    // First the quantities a qualifier marks, then the unmarked ones: strong names before weak.
    for (const { attribute } of numbers) {
      const marked = [...claimedBy].filter(([, owner]) => owner === attribute).map(([quantity]) => quantity);
      if (marked.length > 0) assign(attribute, marked);
    }
    for (const strength of ["strong", "weak"] as const) {
      for (const { attribute } of numbers.filter((candidate) => candidate.strength === strength)) {
        if (values.has(attribute.key) || [...claimedBy.values()].includes(attribute)) continue;
        const unmarked = quantities.filter(
          (quantity) =>
            !claimedBy.has(quantity) &&
            convertQuantity(quantity.value, quantity.unit, attribute.unit!) !== null,
        );
        // Another attribute of the same unit family, as strong, with no value yet: whose is it?
        const rivals = numbers.filter(
          (other) =>
            other.attribute !== attribute &&
            other.strength === strength &&
            !values.has(other.attribute.key) &&
            UNITS[other.attribute.unit!].dimension === UNITS[attribute.unit!].dimension,
        );
        if (unmarked.length === 0) {
          if (strength === "strong") problem(attribute.key, "unreadable");
          continue;
        }
        if (rivals.length > 0) {
          problem(attribute.key, "ambiguous");
          continue;
        }
        assign(attribute, unmarked);
        for (const quantity of unmarked) claimedBy.set(quantity, attribute);
      }
    }
  }

  for (const { attribute, strength } of candidates) {
    if (strength !== "strong" || attribute.kind === "number") continue;
    if (attribute.kind === "text") {
      values.set(attribute.key, {
        kind: "text",
        textEn: row.value.trim(),
        textAr: row.valueAr?.trim() || null,
      });
      rest = "";
    } else if (attribute.kind === "boolean") {
      const answer =
        readYesNo(english) ??
        (arabic ? readYesNo(arabic) : null) ??
        readYesOption(attribute, english, arabic);
      if (!answer) problem(attribute.key, "unreadable");
      else {
        values.set(attribute.key, { kind: "boolean", boolean: answer.value });
        rest = answer.rest;
      }
    } else {
      const option = readOption(attribute, english, arabic);
      if (option.kind === "none") problem(attribute.key, "unreadable");
      else if (option.kind === "many") problem(attribute.key, "ambiguous");
      else {
        values.set(attribute.key, { kind: "option", option: option.key });
        rest = option.rest;
      }
    }
  }

  // A row that gave some attribute its value is no problem for a sibling that found nothing in it
  // ("Battery: 425 mAh" for a watch's battery life in hours).
  const reported = values.size > 0 ? problems.filter((entry) => entry.reason !== "unreadable") : problems;
  const left = normalize(rest)
    .split(" ")
    .filter((word) => word && !FILLER.has(word));
  const hasAsides = withoutAsides(row.value) !== row.value;
  return { values, problems: reported, isConsumed: values.size > 0 && left.length === 0 && !hasAsides };
}

/** "Yes", "None (optional add-on)", "نعم" → true or false, and the text left after the word. */
export function readYesNo(text: string): { value: boolean; rest: string } | null {
  const words = normalize(text);
  for (const [list, value] of [
    [NO, false],
    [YES, true],
  ] as const) {
    const word = [...list]
      .map(normalize)
      .sort((a, b) => b.length - a.length)
      .find((phrase) => words === phrase || words.startsWith(`${phrase} `));
    if (word !== undefined) return { value, rest: words.slice(word.length) };
  }
  return null;
}

/** A yes/no attribute's own words for yes ("Active (ANC)" is noise cancelling). */
function readYesOption(attribute: AttributeDefinition, english: string, arabic: string | null) {
  const option = readOption(attribute, english, arabic);
  return option.kind === "one" && option.key === "yes" ? { value: true, rest: option.rest } : null;
}

/** The one option a value names ("IPS, sRGB 99%" → IPS), or none, or more than one. */
function readOption(
  attribute: AttributeDefinition,
  english: string,
  arabic: string | null,
): { kind: "one"; key: string; rest: string } | { kind: "none" } | { kind: "many" } {
  const texts = [normalize(english), arabic ? normalize(arabic) : ""];
  const found = attribute.options.flatMap((option) => {
    const phrases = [option.en, option.ar, option.key.replaceAll("_", " "), ...(option.synonyms ?? [])]
      .map(normalize)
      .sort((a, b) => b.length - a.length);
    const phrase = phrases.find((candidate) => texts.some((text) => holdsPhrase(text, candidate)));
    return phrase === undefined ? [] : [{ key: option.key, phrase, phrases }];
  });
  // "Neo QLED" names QLED and Mini LED's "Neo QLED": the longest phrase wins when it holds the others.
  const longest = found.sort((a, b) => b.phrase.length - a.phrase.length)[0];
  if (!longest) return { kind: "none" };
  if (found.some((other) => other.key !== longest.key && !longest.phrase.includes(other.phrase)))
    return { kind: "many" };
  // What the English says beyond the option (its phrase may have been found in the Arabic).
  const englishPhrase = longest.phrases.find((candidate) => holdsPhrase(texts[0]!, candidate));
  const rest = englishPhrase === undefined ? texts[0]! : ` ${texts[0]} `.replace(` ${englishPhrase} `, " ");
  return { kind: "one", key: longest.key, rest };
}
