// Product mentions as spans of the question (ADR-0031): the words of a request ("is the upgrade
// worth the extra money?", "for gaming", "who tried it") never become part of a product's name.
// When the whole run of words names no product, the reader tries its shorter runs, but only those
// whose words left outside are known to name no product: request words, kinds of product and
// specification words. An unknown word, a number or a variant word ("pro", "17") left outside
// keeps the run from being read without it, so "Google Pixel 9 Pro" is never the "Series 9 Pro"
// shaver: when unsure, the answer says Qaren does not list it. Pure text work.
import { identityWords } from "./identity";
import { MODEL_VARIANT_WORDS, REQUEST_WORDS } from "./vocabulary";

const REQUEST = new Set(REQUEST_WORDS);
/** Words that make another model of a line: never left outside a mention. */
const VARIANT_WORDS = new Set(MODEL_VARIANT_WORDS);

/** Runs of the words tried at most, longest first: each is one search. */
export const MAX_SPANS = 4;

/** A word that may be left outside a product mention: it names no product. */
export function isRequestWord(word: string, { isKnownNonProduct }: SpanOptions = {}): boolean {
  if (/\d/.test(word) || VARIANT_WORDS.has(word)) return false;
  if (REQUEST.has(word)) return true;
  // "سماعات", "phone", "new": words that say only what kind of thing it is.
  if (identityWords([word]).length === 0) return true;
  return isKnownNonProduct?.(word) ?? false;
}

export type SpanOptions = {
  /** Further words known to name no product (specification words: "battery", "5g"). */
  isKnownNonProduct?: (word: string) => boolean;
};

export type Span = { words: string[]; outside: string[] };

/**
 * The shorter contiguous runs of `words` that may be the product mention, longest first: each has a
 * word that names a make or model, and every word outside it is a request word.
 */
export function productSpans(words: readonly string[], options: SpanOptions = {}): Span[] {
  const spans: Span[] = [];
  // The words without the request words around and among them first: "people who tried the Galaxy
  // Buds3 Pro say about them" → "galaxy buds3 pro".
  const core = words.filter((word) => !isRequestWord(word, options));
  if (core.length < words.length && identityWords(core).length) {
    spans.push({ words: core, outside: words.filter((word) => isRequestWord(word, options)) });
  }
  for (let size = words.length - 1; size >= 1 && spans.length < MAX_SPANS; size--) {
    for (let start = 0; start + size <= words.length && spans.length < MAX_SPANS; start++) {
      const span = words.slice(start, start + size);
      const outside = [...words.slice(0, start), ...words.slice(start + size)];
      if (identityWords(span).length === 0) continue;
      if (!outside.every((word) => isRequestWord(word, options))) continue;
      if (spans.some((known) => known.words.join(" ") === span.join(" "))) continue;
      spans.push({ words: span, outside });
    }
  }
  return spans;
}

/** A line's words of a product name: up to its first number ("Apple iPhone 16" of the "16 Pro Max 256GB"). */
export function lineWordsOf(nameWords: readonly string[]): string[] {
  const end = nameWords.findIndex((word) => /\d/.test(word));
  if (end < 0) return [];
  return nameWords.slice(0, end + 1).filter((word) => !VARIANT_WORDS.has(word));
}

/** "the Pro Max", "والبرو ماكس": words that only name a variant of the product in focus. */
export function namesOnlyVariant(words: readonly string[]): boolean {
  const named = identityWords(words).map((word) => word.replace(/^(وال|ال|و)(?=\p{Script=Arabic}{2})/u, ""));
  return named.length > 0 && named.every((word) => VARIANT_WORDS.has(word));
}

/** "GB"/"TB" written onto a number: a capacity ("512gb", "1tb"). */
const CAPACITY = /^\d+(gb|tb)$/;

/** "and the 512GB one?": words that only name a capacity of the product in focus. */
export function namesOnlyCapacity(words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => CAPACITY.test(word));
}

/** A product's model without its capacity: "samsung galaxy s25 ultra" of its "… ultra 5g 256gb …". */
export function modelWordsOf(nameWords: readonly string[]): string[] {
  return [...lineWordsOf(nameWords), ...nameWords.filter((word) => VARIANT_WORDS.has(word))];
}
