// Qualifiers of a kind of product ("split" AC, "noise-cancelling" headphones, "مكيف سبليت", "سماعات
// عزل الضوضاء") read as constraints through the category's filter attributes (ADR-0025, ADR-0031):
// a yes/no attribute named by its label or a synonym is "yes", an option named by its label or a
// synonym is that option. Pure text work; the catalogue's attributes are passed in.
import type { AttributeChoice } from "~/features/attributes/attribute-filters";
import type { AttributeKind, AttributeOption } from "~/features/attributes/attribute-types";
import { arabicPrefixReadings } from "~/features/shopper-vocabulary/phrases";
import { normalizeSearchText } from "~/utils/arabic-text";

export type QualifiableAttribute = {
  key: string;
  labelEn: string;
  labelAr: string;
  kind: AttributeKind;
  options: AttributeOption[];
  synonyms: string[];
};

export type Qualifiers = {
  choices: AttributeChoice[];
  /** The question's words that named none of them. */
  otherWords: string[];
};

const phraseWords = (phrase: string) => normalizeSearchText(phrase).split(" ").filter(Boolean);

/** A word as typed, and without an Arabic "the", "with", "for" written onto it ("بعزل", "الضوضاء"). */
function formsOf(word: string): string[] {
  return [word, ...arabicPrefixReadings(word).map(({ rest }) => rest), `ال${word}`];
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
