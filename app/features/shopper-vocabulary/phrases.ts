// How search and the assistant read a shopper's words against the vocabulary (issue 37): the text
// normalised and split into words (PD-18), and at each word the longest known phrase of up
// to three words ("ال جي" is LG, not "ال" and "جي"; "air fryer" is one kind, not "air" and "fryer").
import { normalizeSearchText } from "~/utils/arabic-text";

/** No phrase of the vocabulary or the transliteration table is longer. */
export const MAX_PHRASE_WORDS = 3;

/** Arabic words often carry "and", "with", "for" or "the" in front: وسعر, بسعر, للايفون, والسعر. */
const ARABIC_PREFIXES = ["وال", "بال", "فال", "لل", "ال", "و", "ب", "ل", "ف"];

/** An Arabic word's readings without a prefix written onto it, each leaving two letters or more. */
export function arabicPrefixReadings(word: string): { prefix: string; rest: string }[] {
  if (!/\p{Script=Arabic}/u.test(word)) return [];
  return ARABIC_PREFIXES.filter(
    (prefix) => word.startsWith(prefix) && [...word].length - prefix.length >= 2,
  ).map((prefix) => ({ prefix, rest: word.slice(prefix.length) }));
}

/** The normalised words of a text. */
export function splitWords(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized ? normalized.split(" ") : [];
}

export type PhraseMatch<T> = { size: number; value: T };

/**
 * The longest run of words starting at `index` (at most MAX_PHRASE_WORDS, longest first) for which
 * `find` gives a value, with that value; null when no run does.
 */
export function longestPhraseAt<T>(
  words: readonly string[],
  index: number,
  find: (phrase: string, words: readonly string[]) => T | undefined,
): PhraseMatch<T> | null {
  for (let size = Math.min(MAX_PHRASE_WORDS, words.length - index); size >= 1; size--) {
    const run = words.slice(index, index + size);
    const value = find(run.join(" "), run);
    if (value !== undefined) return { size, value };
  }
  return null;
}

export type PhraseReading<T> = { phrase: string; value: T | undefined };

/**
 * The words read left to right as phrases: the longest known phrase at each word, else the word
 * alone (with no value).
 */
export function readPhrases<T>(
  words: readonly string[],
  find: (phrase: string, words: readonly string[]) => T | undefined,
): PhraseReading<T>[] {
  const readings: PhraseReading<T>[] = [];
  for (let index = 0; index < words.length; ) {
    const match = longestPhraseAt(words, index, find);
    const size = match?.size ?? 1;
    readings.push({ phrase: words.slice(index, index + size).join(" "), value: match?.value });
    index += size;
  }
  return readings;
}
