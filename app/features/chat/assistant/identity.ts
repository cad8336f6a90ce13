// The model-identity rule of the assistant (issue 23): a product found by search is the product the
// shopper named only when every word that tells products apart matches it: brand, series, model
// number, capacity. "Pixel 9 Pro" is not the "Series 9 Pro" shaver and "iPhone 17 Pro" is not the
// iPhone 15, though search ranks them first. Words that only say what kind of thing it is
// ("phone", "سماعات") or nothing at all ("new", "اصلي") never decide. Pure text work.
import { parseSearchQuery } from "~/features/search/search-query";
import { typoDistance } from "~/features/search/typo-distance";
import { CATEGORY_WORDS } from "~/features/shopper-vocabulary/category-words";
import { arabicPrefixReadings } from "~/features/shopper-vocabulary/phrases";
import { buildProductSearchText, normalizeSearchText } from "~/utils/arabic-text";
import { IDENTITY_ALIASES, NEUTRAL_WORDS } from "./vocabulary";

export type IdentityProduct = { nameEn: string; nameAr: string; brand: string | null; model: string | null };

const NEUTRAL = new Set([
  ...NEUTRAL_WORDS,
  // One-word names of a kind of product only: "air" of "air fryer" tells a MacBook Air apart.
  ...Object.values(CATEGORY_WORDS).flatMap((list) => list.filter((phrase) => !phrase.includes(" "))),
]);
const HAS_DIGIT = /\d/;
const LETTERS_ONLY = /^\p{L}+$/u;

/** The word as typed and without an Arabic "the", "and", "for" or "with" written onto it. */
function formsOf(word: string): string[] {
  return [word, ...arabicPrefixReadings(word).map(({ rest }) => rest)];
}

/** Every spelling a word may have in a product name: its forms and their transliterations. */
function spellingsOf(word: string): string[] {
  const spellings = new Set<string>();
  for (const form of formsOf(word)) {
    spellings.add(form);
    for (const alias of IDENTITY_ALIASES.get(form) ?? []) spellings.add(alias);
    for (const term of parseSearchQuery(form).terms) {
      for (const alternative of term.alternatives) spellings.add(alternative.text);
    }
  }
  return [...spellings];
}

type ProductWords = { words: string[]; joined: Set<string>; text: string };

function productWords(product: IdentityProduct): ProductWords {
  const text = buildProductSearchText(product);
  const words = text.split(" ");
  const joined = new Set(words);
  for (let index = 0; index < words.length; index++) {
    // "16 قدمًا", "647 لترًا": the unit as a shopper writes it, without the ending of its case.
    const word = words[index]!;
    if (/^\p{Script=Arabic}{3,}ا$/u.test(word)) joined.add(word.slice(0, -1));
    joined.add(words.slice(index, index + 2).join(""));
    joined.add(words.slice(index, index + 3).join(""));
  }
  return { words, joined, text: ` ${text} ` };
}

function spellingMatches(spelling: string, product: ProductWords): boolean {
  if (spelling.includes(" ")) return product.text.includes(` ${spelling} `);
  if (product.joined.has(spelling)) return true;
  if (HAS_DIGIT.test(spelling)) {
    // "2" is the "2nd" generation and "256" the "256gb"; never "9477cc" for "9".
    return product.words.some(
      (word) => word.startsWith(spelling) && LETTERS_ONLY.test(word.slice(spelling.length)),
    );
  }
  const length = [...spelling].length;
  if (length < 4) return false;
  return product.words.some(
    (word) =>
      (word.startsWith(spelling) && length >= 5) || isTypoOf(withoutArticle(spelling), withoutArticle(word)),
  );
}

/**
 * "العالم" is no typo of "العاشر": the article is no letter of the word, so the typos a word may
 * carry are counted on what follows it, and both must start alike after it.
 */
function withoutArticle(word: string): string {
  return /^ال\p{Script=Arabic}{3,}/u.test(word) ? word.slice(2) : word;
}

function isTypoOf(spelling: string, word: string): boolean {
  const length = [...spelling].length;
  if (length < 4) return false;
  const maxTypos = length >= 6 ? 2 : 1;
  return (
    word[0] === spelling[0] &&
    Math.abs([...word].length - length) <= maxTypos &&
    typoDistance(word, spelling) <= maxTypos
  );
}

function wordMatches(word: string, product: ProductWords): boolean {
  return spellingsOf(word).some((spelling) => spellingMatches(spelling, product));
}

function isNeutral(word: string): boolean {
  return formsOf(word).some((form) => NEUTRAL.has(form));
}

/**
 * The words of a question that the product does not bear out. An empty list means the product
 * is the one asked about; any word left over means it is another product.
 */
export function unmatchedIdentityWords(words: readonly string[], product: IdentityProduct): string[] {
  const found = productWords(product);
  const query = words.map(normalizeSearchText).filter(Boolean);
  const unmatched: string[] = [];
  for (let index = 0; index < query.length; index++) {
    const word = query[index]!;
    const next = query[index + 1];
    // "watch 7" names the "Watch7", "wh 1000xm5" the "WH-1000XM5".
    if (next !== undefined && found.joined.has(`${word}${next}`)) {
      index++;
      continue;
    }
    if (wordMatches(word, found) || isNeutral(word)) continue;
    unmatched.push(word);
  }
  return unmatched;
}

/** Words that make another model of the same line: an "iPhone 16" is no "iPhone 16 Pro Max". */
const VARIANT_SPELLINGS: Record<string, readonly string[]> = {
  pro: ["pro", "برو"],
  max: ["max", "ماكس"],
  plus: ["plus", "بلس"],
  ultra: ["ultra", "الترا", "التر"],
  mini: ["mini", "ميني"],
  lite: ["lite", "لايت"],
  fe: ["fe"],
};

/**
 * The variant words of the product's English name that a question naming a model (it has a
 * digit) leaves out; none when the question names the product's own model code.
 */
function missingVariants(query: readonly string[], product: IdentityProduct): string[] {
  if (!query.some((word) => HAS_DIGIT.test(word))) return [];
  const modelCodes = normalizeSearchText(product.model ?? "")
    .split(" ")
    .filter((code) => HAS_DIGIT.test(code) && /\p{L}/u.test(code) && code.length >= 4);
  const compactModel = modelCodes.join("");
  const asked = new Set(query.flatMap((word) => formsOf(word)));
  if (modelCodes.some((code) => asked.has(code)) || (compactModel && asked.has(compactModel))) return [];
  const nameWords = new Set(normalizeSearchText(product.nameEn).split(" "));
  return Object.entries(VARIANT_SPELLINGS)
    .filter(
      ([variant, spellings]) => nameWords.has(variant) && !spellings.some((spelling) => asked.has(spelling)),
    )
    .map(([variant]) => variant);
}

export function matchesIdentity(words: readonly string[], product: IdentityProduct): boolean {
  return (
    unmatchedIdentityWords(words, product).length === 0 &&
    missingVariants(words.map(normalizeSearchText).filter(Boolean), product).length === 0
  );
}

/** Words that name a product's make or model, not what kind of thing it is. */
export function identityWords(words: readonly string[]): string[] {
  return words.map(normalizeSearchText).filter((word) => word && !isNeutral(word));
}
