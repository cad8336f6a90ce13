// Turns what a shopper typed into search terms (PD-18): the normalised words, grouped into
// phrases the transliteration table knows, each with the spellings that may match it.
import { UNITS } from "~/features/attributes/units";
import { readPhrases, splitWords } from "~/features/shopper-vocabulary/phrases";
import { type SizeWish, sizeWishOf } from "~/features/shopper-vocabulary/size-words";
import { normalizeSearchText } from "~/utils/arabic-text";
import { MODEL_ABBREVIATIONS } from "./model-abbreviations";
import { COMMON_WORD_GROUPS, TRANSLITERATION_GROUPS } from "./transliteration";

/** Longer input is cut: no product name needs more, and every term costs the query a condition. */
export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;
const ARABIC_ARTICLE = "ال";
const ARABIC_LETTER = /\p{Script=Arabic}/u;

export type SearchAlternative = {
  /** Normalised text (letters, digits and single spaces only, so it is safe inside LIKE patterns). */
  text: string;
  /**
   * `typed`: what the shopper wrote; it may match inside a word (three letters or more).
   * `spelling`: the same word in another script or spelling, from the transliteration table.
   * `correction`: a catalogue word one or two letters away from a typed word that matched nothing.
   * Spellings and corrections match whole words or their start only.
   */
  kind: "typed" | "spelling" | "correction";
};

/** One word or known phrase of the query; a product matches it when any alternative matches. */
export type SearchTerm = {
  alternatives: SearchAlternative[];
  /** How many wrong letters a correction of the typed word may have (0: no corrections). */
  maxTypos: number;
  /**
   * When the word or phrase names a kind of product ("جوال", "smart watch"): the categories it
   * names, with their subcategories. A product of one of them matches the term whatever its name.
   */
  categoryIds?: readonly string[];
  /** The word or phrase as the shopper wrote it (ة, hamza and digits as typed), for messages. */
  written: string;
  /**
   * How much matching it counts when no product matches every term (issue 38): a kind of product
   * 3, a brand, model or other word 2, a word many names share ("pro") 1, a unit or size word 0.5.
   */
  weight: number;
  /** A size word ("كبيرة", "small"): the size the shopper wants. */
  sizeWish?: SizeWish;
};

export const TYPE_WEIGHT = 3;
/** Terms that weigh less than this never make a product a partial match on their own. */
export const QUALIFYING_WEIGHT = 1;

/** Type words and phrases (normalised) with the categories each names (issue 17). */
export type TypeLexicon = ReadonlyMap<string, readonly string[]>;

export type ParsedSearchQuery = {
  /** The whole query, normalised; an exact phrase match ranks higher. */
  normalized: string;
  terms: SearchTerm[];
};

const equivalentSpellings = buildEquivalents([...TRANSLITERATION_GROUPS, ...MODEL_ABBREVIATIONS]);
const COMMON_WORDS = new Set(COMMON_WORD_GROUPS.flat().map(normalizeSearchText));
const UNIT_WORDS = new Set(
  Object.values(UNITS).flatMap((unit) => (unit.aliases as readonly string[]).map(normalizeSearchText)),
);

function weightOf(phrase: string, isType: boolean, sizeWish: SizeWish | undefined): number {
  if (isType) return TYPE_WEIGHT;
  if (sizeWish || UNIT_WORDS.has(phrase)) return 0.5;
  return COMMON_WORDS.has(phrase) ? 1 : 2;
}

/**
 * For every spelling in the table, the group's first Latin and first Arabic spelling (its
 * canonical ones). A variant such as سامسنج leads to samsung and سامسونج; the canonical spellings
 * do not fan out to every variant, since each extra spelling costs the query an index lookup.
 */
function buildEquivalents(groups: readonly (readonly string[])[]): Map<string, string[]> {
  // A word in two groups (iphone, and its abbreviation iph) keeps the canonical spellings of both.
  const map = new Map<string, string[]>();
  for (const group of groups) {
    const spellings = [...new Set(group.map(normalizeSearchText).filter(Boolean))];
    const canonical = [
      spellings.find((spelling) => !ARABIC_LETTER.test(spelling)),
      spellings.find((spelling) => ARABIC_LETTER.test(spelling)),
    ].filter((spelling): spelling is string => spelling !== undefined);
    for (const spelling of spellings) {
      const known = map.get(spelling) ?? [];
      map.set(spelling, [...new Set([...known, ...canonical.filter((other) => other !== spelling)])]);
    }
  }
  return map;
}

/**
 * Typos are tolerated in words of four letters or more that are not plain numbers (a wrong digit
 * is a different product): one wrong letter below six letters, two from six on.
 */
function maxTyposFor(text: string): number {
  if (text.length < 4 || text.includes(" ") || !/\p{L}/u.test(text)) return 0;
  return text.length >= 6 ? 2 : 1;
}

function termFor(phrase: string, types: TypeLexicon | undefined, written = phrase): SearchTerm {
  const spellings = new Set(equivalentSpellings.get(phrase) ?? []);
  // "الايفون" is "ايفون" with the article: try the word without it, and that word's spellings.
  const withoutArticle = phrase.startsWith(ARABIC_ARTICLE) ? phrase.slice(ARABIC_ARTICLE.length) : "";
  if (withoutArticle.length >= 3 && !phrase.includes(" ") && ARABIC_LETTER.test(phrase)) {
    spellings.add(withoutArticle);
    for (const spelling of equivalentSpellings.get(withoutArticle) ?? []) spellings.add(spelling);
  }
  spellings.delete(phrase);
  const categoryIds = types?.get(phrase) ?? (withoutArticle ? types?.get(withoutArticle) : undefined);
  const sizeWish = categoryIds?.length ? undefined : sizeWishOf(phrase);
  return {
    written,
    weight: weightOf(phrase, Boolean(categoryIds?.length), sizeWish),
    ...(sizeWish ? { sizeWish } : {}),
    alternatives: [
      { text: phrase, kind: "typed" },
      ...[...spellings].map((text) => ({ text, kind: "spelling" as const })),
    ],
    maxTypos: maxTyposFor(phrase),
    ...(categoryIds?.length ? { categoryIds } : {}),
  };
}

function isKnownPhrase(phrase: string, types: TypeLexicon | undefined): boolean {
  if (equivalentSpellings.has(phrase) || types?.has(phrase)) return true;
  return phrase.startsWith(ARABIC_ARTICLE) && types?.has(phrase.slice(ARABIC_ARTICLE.length)) === true;
}

/**
 * The query's terms. With a type lexicon (search.server.ts builds it from the categories and the
 * vocabulary), words and phrases that name a kind of product also match that kind's products.
 */
export function parseSearchQuery(input: string, types?: TypeLexicon): ParsedSearchQuery {
  const text = input.slice(0, MAX_QUERY_LENGTH);
  const words = splitWords(text);
  // The longest phrase the table knows wins ("ال جي" is LG, not "ال" and "جي").
  const phrases = readPhrases(words, (phrase, run) =>
    run.length === 1 || isKnownPhrase(phrase, types) ? true : undefined,
  )
    .slice(0, MAX_TERMS)
    .map(({ phrase }) => phrase);
  const written = writtenWords(text, words);
  let index = 0;
  const terms = phrases.map((phrase) => {
    const size = phrase.split(" ").length;
    const shown = [...new Set(written.slice(index, index + size))].join(" ");
    index += size;
    return termFor(phrase, types, shown || phrase);
  });
  return { normalized: phrases.join(" "), terms };
}

/**
 * For each normalised word of a text, the word as written there (without the punctuation around
 * it); the normalised words themselves if the two readings do not line up.
 */
function writtenWords(text: string, words: readonly string[]): string[] {
  const written = text.split(/\s+/u).flatMap((token) => {
    const count = splitWords(token).length;
    const bare = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    return Array.from({ length: count }, () => (count === 1 ? bare : token));
  });
  return written.length === words.length ? written : [...words];
}
