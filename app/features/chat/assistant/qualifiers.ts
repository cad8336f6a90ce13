// Qualifiers of a kind of product ("split" AC, "noise-cancelling" headphones, "مكيف سبليت", "سماعات
// عزل الضوضاء", "laptop 16GB RAM", "تلفزيون 65 بوصة") read as constraints through the category's
// filter attributes (ADR-0025, ADR-0031): a yes/no attribute named by its label or a synonym is
// "yes", an option named by its label or a synonym is that option, a figure in a unit of a number
// attribute is that value (or at least it, where more is better). Pure text work; the catalogue's
// attributes are passed in.
import type { AttributeChoice } from "~/features/attributes/attribute-filters";
import type { AttributeKind, AttributeOption, BetterDirection } from "~/features/attributes/attribute-types";
import { convertQuantity, findQuantities, type UnitKey } from "~/features/attributes/units";
import { arabicPrefixReadings } from "~/features/shopper-vocabulary/phrases";
import { normalizeSearchText } from "~/utils/arabic-text";

export type QualifiableAttribute = {
  key: string;
  labelEn: string;
  labelAr: string;
  kind: AttributeKind;
  options: AttributeOption[];
  synonyms: string[];
  /** A number attribute's unit: a figure in a unit of its family names its value. */
  unit?: UnitKey | null;
  /** Which way a number is better: a figure of "more is better" is the least wanted ("120Hz"). */
  better?: BetterDirection | null;
};

export type Qualifiers = {
  choices: AttributeChoice[];
  /** The question's words that named none of them. */
  otherWords: string[];
};

const phraseWords = (phrase: string) => normalizeSearchText(phrase).split(" ").filter(Boolean);

/** A word as typed, and without an Arabic "the", "with", "for" written onto it ("بعزل", "الضوضاء"). */
function formsOf(word: string): string[] {
  // "بذاكرة" is "with memory": the name "الذاكرة" with "with" for "the".
  const rests = arabicPrefixReadings(word).map(({ rest }) => rest);
  return [word, ...rests, ...rests.map((rest) => `ال${rest}`), `ال${word}`];
}

/** Where the phrase's words stand in `words` (each may carry an Arabic prefix), or -1. */
function indexOfPhrase(words: readonly string[], phrase: readonly string[]): number {
  if (!phrase.length) return -1;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((part, i) => formsOf(words[start + i]!).includes(part))) return start;
  }
  return -1;
}

/** The attribute values the words name, and the words left over. */
export function findQualifiers(
  words: readonly string[],
  attributes: readonly QualifiableAttribute[],
): Qualifiers {
  const used = words.map(() => false);
  const choices: AttributeChoice[] = [];
  const claim = (names: readonly string[]): boolean => {
    // Longer names first: "noise cancelling" before "anc".
    const sorted = names.map(phraseWords).sort((a, b) => b.length - a.length);
    for (const name of sorted) {
      const at = indexOfPhrase(words, name);
      if (at < 0 || used.slice(at, at + name.length).some(Boolean)) continue;
      for (let i = at; i < at + name.length; i++) used[i] = true;
      return true;
    }
    return false;
  };
  choices.push(...claimFigures(words, attributes, used, claim));
  for (const attribute of attributes) {
    if (attribute.kind === "boolean") {
      if (claim([attribute.labelEn, attribute.labelAr, ...attribute.synonyms]))
        choices.push({ key: attribute.key, values: ["yes"] });
    } else if (attribute.kind === "option") {
      const named = attribute.options.filter((option) =>
        claim([option.key.replace(/_/g, " "), option.en, option.ar, ...(option.synonyms ?? [])]),
      );
      if (named.length) choices.push({ key: attribute.key, values: named.map((option) => option.key) });
    }
  }
  return { choices, otherWords: words.filter((_, index) => !used[index]) };
}

/** A figure with its unit among the words: "16gb" in one word, "65 inch" and "9 كيلو" in two. */
function figureAt(
  words: readonly string[],
  at: number,
): { value: number; unit: UnitKey; length: number } | null {
  const word = words[at]!;
  const [alone] = findQuantities(word);
  if (alone && alone.start === 0 && alone.end === word.length) return { ...alone, length: 1 };
  const next = words[at + 1];
  if (!next || !/^\d+(?:\.\d+)?$/.test(word)) return null;
  const [pair] = findQuantities(`${word} ${next}`);
  return pair && pair.end === word.length + 1 + next.length ? { ...pair, length: 2 } : null;
}

/**
 * "16GB RAM", "65 inch", "غسالة 9 كيلو": a figure whose unit converts to one number attribute's is
 * that attribute's value. When several attributes take the unit (RAM and storage are both GB), the
 * one named beside the figure is meant; named by none, the figure is left to the name's words.
 */
function claimFigures(
  words: readonly string[],
  attributes: readonly QualifiableAttribute[],
  used: boolean[],
  claim: (names: readonly string[]) => boolean,
): AttributeChoice[] {
  const choices: AttributeChoice[] = [];
  for (let at = 0; at < words.length; at++) {
    const figure = used[at] ? null : figureAt(words, at);
    if (!figure) continue;
    const inUnit = attributes.flatMap((attribute) => {
      const value =
        attribute.kind === "number" && attribute.unit
          ? convertQuantity(figure.value, figure.unit, attribute.unit)
          : null;
      return value === null ? [] : [{ attribute, value }];
    });
    const end = at + figure.length;
    const namesOf = ({ labelEn, labelAr, synonyms }: QualifiableAttribute) => [labelEn, labelAr, ...synonyms];
    // The attribute's name right after the figure ("16GB RAM") or right before it ("RAM 16GB").
    const besideFigure = (attribute: QualifiableAttribute) =>
      namesOf(attribute)
        .map(phraseWords)
        .some(
          (name) =>
            name.length > 0 &&
            (indexOfPhrase(words.slice(end, end + name.length), name) === 0 ||
              (at >= name.length && indexOfPhrase(words.slice(at - name.length, at), name) === 0)),
        );
    const named = inUnit.filter(({ attribute }) => besideFigure(attribute));
    const chosen = named.length === 1 ? named[0] : inUnit.length === 1 ? inUnit[0] : undefined;
    if (!chosen || choices.some((choice) => choice.key === chosen.attribute.key)) continue;
    for (let i = at; i < end; i++) used[i] = true;
    if (besideFigure(chosen.attribute)) claim(namesOf(chosen.attribute));
    // "120Hz monitor" takes 165 Hz too, "1 kg laptop" a lighter one; "65 inch TV" means 65.
    const { key, better } = chosen.attribute;
    const { value } = chosen;
    choices.push(
      better === "higher"
        ? { key, min: value, max: null }
        : better === "lower"
          ? { key, min: null, max: value }
          : { key, values: [String(value)] },
    );
    at = end - 1;
  }
  return choices;
}
