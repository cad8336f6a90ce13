// Reads a shopper's question in English or Arabic: which kinds of answer it asks for (cues), the
// budget it names, and the words left over that may name a product or a category. Pure text work;
// the catalogue is consulted afterwards (builtin-assistant.server.ts).
import { TRANSLITERATION_GROUPS } from "~/features/search/transliteration";
import { readArabizi } from "~/features/shopper-vocabulary/arabizi";
import { CATEGORY_ALL_WORDS } from "~/features/shopper-vocabulary/category-words";
import {
  arabicPrefixReadings,
  longestPhraseAt,
  MAX_PHRASE_WORDS,
  splitWords,
} from "~/features/shopper-vocabulary/phrases";
import { normalizeSearchText } from "~/utils/arabic-text";
import { parseAmount } from "~/utils/money";
import {
  BECAME_WORDS,
  CUE_PHRASES,
  CURRENCY_WORDS,
  DEAL_WORDS_AROUND,
  FILLER_WORDS,
  MAX_BUDGET_CUES,
  MIN_BUDGET_CUES,
  MODEL_VARIANT_WORDS,
  NAME_PHRASES,
  NEUTRAL_WORDS,
  OFF_TOPIC_WORDS,
  OTHER_WORK_UNLESS_PRODUCT_WORDS,
  OTHER_WORK_WORDS,
  PAIR_SEPARATORS,
  REQUEST_WORDS,
  THOUSAND_WORDS,
  TYPE_HINTS,
} from "./vocabulary";

/** What a question asks about; each has its words in vocabulary.ts. */
export type Cue = keyof typeof CUE_PHRASES;

/** A word or phrase of the question, normalised like search text (PD-18). */
export type Token = { text: string; halalas?: number };

export type Budget = { minHalalas?: number; maxHalalas?: number };

export type ParsedQuestion = {
  cues: ReadonlySet<Cue>;
  budget: Budget | null;
  /** The words that name neither a cue, a budget nor a filler word: a product or a category. */
  words: string[];
  /** Ways to read the words as two products ("A vs B", "A و B"), most likely first. */
  pairs: [string[], string[]][];
};

const WORD_NUMBERS: Record<string, number> = { الف: 1000, الفين: 2000, الفان: 2000 };

const CUE_LOOKUP: ReadonlyMap<string, Cue[]> = (() => {
  const lookup = new Map<string, Cue[]>();
  for (const [cue, phrases] of Object.entries(CUE_PHRASES) as [Cue, readonly string[]][]) {
    for (const phrase of phrases) lookup.set(phrase, [...(lookup.get(phrase) ?? []), cue]);
  }
  return lookup;
})();
const FILLERS = new Set(FILLER_WORDS);
const BECAME = new Set(BECAME_WORDS);
const SEPARATORS = new Set(PAIR_SEPARATORS);
const MAX_CUES = new Set(MAX_BUDGET_CUES);
const MIN_CUES = new Set(MIN_BUDGET_CUES);
const CURRENCIES = new Set(CURRENCY_WORDS);
const THOUSANDS = new Set(THOUSAND_WORDS);

/** The word without a prefix, and with "the" kept where the prefix carried it (للجوال: الجوال). */
function withoutArabicPrefix(word: string): string[] {
  return arabicPrefixReadings(word).flatMap(({ prefix, rest }) => [
    rest,
    prefix.endsWith("ال") || prefix === "لل" ? `ال${rest}` : rest,
  ]);
}

/** The Arabic spellings of makes and names in the transliteration table ("بوش", "اي فون"). */
const ARABIC_SPELLINGS = TRANSLITERATION_GROUPS.flat()
  .map(normalizeSearchText)
  .filter((name) => /^[\p{Script=Arabic} ]+$/u.test(name));

/** One-word names: whole words, never a prefix and a word ("بوش" is not "ب" + "وش"). */
const ARABIC_NAMES: ReadonlySet<string> = new Set(ARABIC_SPELLINGS.filter((name) => !name.includes(" ")));

/**
 * Names written in more than one word ("اي فون", "دي جي اي", "top load"): read whole, before any
 * cue.
 */
const NAME_PHRASE_SET: ReadonlySet<string> = new Set([
  ...ARABIC_SPELLINGS.filter((name) => name.includes(" ")),
  ...NAME_PHRASES,
]);

/**
 * A vocabulary entry for the phrase, also when an Arabic prefix is attached to its first word; not
 * in a make's name ("بوش" is Bosch, not "ب" and "وش").
 */
function lookupPhrase<T>(words: readonly string[], find: (phrase: string) => T | undefined): T | undefined {
  const phrase = words.join(" ");
  const direct = find(phrase);
  if (direct !== undefined) return direct;
  const [first, ...rest] = words;
  if (!first || !/\p{Script=Arabic}/u.test(first) || ARABIC_NAMES.has(first)) return undefined;
  for (const form of withoutArabicPrefix(first)) {
    const found = find([form, ...rest].join(" "));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The Latin words the readers know as English or as names (every vocabulary list, the kinds of
 * product, the makes search transliterates): never read as Arabizi by their sound, so "cheaper",
 * "bose" or "samsung" stay as typed.
 */
const KNOWN_LATIN_WORDS: ReadonlySet<string> = new Set(
  [
    ...Object.values(CUE_PHRASES).flat(),
    ...FILLER_WORDS,
    ...PAIR_SEPARATORS,
    ...MAX_BUDGET_CUES,
    ...MIN_BUDGET_CUES,
    ...CURRENCY_WORDS,
    ...THOUSAND_WORDS,
    ...MODEL_VARIANT_WORDS,
    ...REQUEST_WORDS,
    ...NEUTRAL_WORDS,
    ...OFF_TOPIC_WORDS,
    ...OTHER_WORK_WORDS,
    ...OTHER_WORK_UNLESS_PRODUCT_WORDS,
    ...DEAL_WORDS_AROUND,
    ...Object.values(TYPE_HINTS).flat(),
    ...Object.values(CATEGORY_ALL_WORDS).flat(),
    ...TRANSLITERATION_GROUPS.flat(),
  ]
    .flatMap((phrase) => normalizeSearchText(phrase).split(" "))
    .filter((word) => /^[a-z]+$/.test(word)),
);
const ARABIZI_OPTIONS = { isKnownWord: (word: string) => KNOWN_LATIN_WORDS.has(word) };

/**
 * Latin letters as Arabic writes their names before a model number: "اس 24" is the S24, "اي 55"
 * the A55, "بي اس 5" the PS5. Not "ال" (the "L" of "ال جي" is LG's), "في" or "او" (in, or).
 */
const LETTER_NAMES: ReadonlyMap<string, string> = new Map([
  ["اس", "s"],
  ["اي", "a"],
  ["ايه", "a"],
  ["بي", "p"],
  ["جي", "g"],
  ["كيو", "q"],
  ["ام", "m"],
  ["اكس", "x"],
  ["زد", "z"],
  ["تي", "t"],
  ["سي", "c"],
  ["دي", "d"],
  ["اتش", "h"],
  ["اف", "f"],
  ["ار", "r"],
  ["كي", "k"],
  ["يو", "u"],
]);
const GLUED_LETTER_NAME = /^(\p{Script=Arabic}{2,3})(\d{1,4})$/u;

/**
 * "اس 24 الترا", "بي اس 5", "اس٢٤": letter names written before a number (or onto it) are the
 * model's Latin letters. A name after another number is a word ("ايفون 15 ام 16": 15 or 16).
 */
function withLatinModelLetters(tokens: Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const glued = GLUED_LETTER_NAME.exec(tokens[index]!.text);
    const gluedLetter = glued?.[1] && LETTER_NAMES.get(glued[1]);
    const previous = result.at(-1)?.text ?? "";
    if (gluedLetter && glued?.[2] && !/\d/.test(previous)) {
      result.push({ text: `${gluedLetter}${glued[2]}` });
      continue;
    }
    let end = index;
    while (end < tokens.length && LETTER_NAMES.has(tokens[end]!.text) && end - index < 2) end++;
    const number = tokens[end];
    if (end > index && number && /^\d{1,4}$/.test(number.text) && !/\d/.test(previous) && previous !== "ال") {
      const letters = tokens
        .slice(index, end)
        .map((token) => LETTER_NAMES.get(token.text))
        .join("");
      result.push({ text: `${letters}${number.text}` });
      index = end;
      continue;
    }
    result.push(tokens[index]!);
  }
  return result;
}

const HYPHENATED = /[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g;
const ARTICLES = new Set(["al", "el", "il"]);

/**
 * Latin words joined by hyphens are a name as typed ("Wi-Fi", "Oral-B", "WH-1000XM5"), never
 * Arabizi; but an article written with a hyphen is Arabizi's "the" ("al-jawal", "Al-Manea").
 */
function withHyphenatedNames(question: string): { text: string; typedWords: Set<string> } {
  const typedWords = new Set<string>();
  const text = question.replace(HYPHENATED, (compound) => {
    const parts = compound.toLowerCase().split("-");
    if (parts.length === 2 && ARTICLES.has(parts[0]!)) return parts.join("");
    for (const part of parts) typedWords.add(part);
    return compound;
  });
  return { text, typedWords };
}

/** The question as the readers read it: normalised, Arabizi read as the Arabic it spells. */
export function readText(question: string): string {
  return tokenize(question)
    .map((token) => token.text)
    .join(" ");
}

/** "1,299.50" → 129950 halalas; a digit group that is no amount (or zero) gives undefined. */
const amountOf = (raw: string): number | undefined => parseAmount(raw, { maxWholeDigits: 9 }) ?? undefined;

// An amount standing alone ("2,000", "١٥٠٠", "1999.99"), or any other run of non-space characters.
const STANDALONE_AMOUNT_OR_WORD =
  /(?<![\p{L}\d\u0660-\u0669])[\d\u0660-\u0669]+(?:[.,٫٬][\d\u0660-\u0669]+)*(?![\p{L}\d\u0660-\u0669])|\S+/gu;

const TANWEEN_ALEF = /(?:\u064B\u0627|\u0627\u064B)$/u;

/**
 * "أريد هاتفًا ذكيًا", "مكيفاً جيداً": Modern Standard Arabic's accusative ending (tanween and alef)
 * is no letter of the word's name. Words known with it ("جدًا", "مؤخرًا", "تقريبًا") stay whole.
 */
function withoutTanweenAlef(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => {
      if (!TANWEEN_ALEF.test(word)) return word;
      const stem = word.replace(TANWEEN_ALEF, "");
      const known = normalizeSearchText(word);
      return stem.length < 2 || FILLERS.has(known) || CUE_LOOKUP.has(known) ? word : stem;
    })
    .join("");
}

/** Splits the question into normalised words, keeping amounts such as "2,000" or "1999.99" whole. */
export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  const { text: joined, typedWords } = withHyphenatedNames(question.normalize("NFKC"));
  // Punctuation other than an amount's separators only separates words.
  // "بـسامسونج", "لـجدة": a one-letter preposition drawn onto the next word says nothing of it.
  const spaced = joined
    .replace(/(^|\s)[بلك]\u0640+(?=\p{L})/gu, "$1")
    .replace(/[^\p{L}\p{M}\p{N}.,٫٬\s]/gu, " ");
  const pieces = withoutTanweenAlef(spaced).match(STANDALONE_AMOUNT_OR_WORD) ?? [];
  for (const piece of pieces) {
    const amount = /^[\d\u0660-\u0669]/.test(piece) ? amountOf(piece) : undefined;
    if (amount !== undefined) {
      // Searched as typed when it turns out to be no budget ("10.9" of an iPad's screen).
      tokens.push({ text: normalizeSearchText(piece), halalas: amount });
      continue;
    }
    // "kam si3r el ayfon": Arabic typed in Latin letters is read as the words it spells.
    const read = (typed: string) => (typedWords.has(typed) ? typed : readArabizi(typed, ARABIZI_OPTIONS));
    for (const word of splitWords(piece).map(read)) {
      // "2k", "ب2000", "بـ2000", "b300": an amount with a unit or a preposition attached.
      const attached = /^(ب|b)?(\d{1,9})(k)?$/u.exec(word);
      if (attached?.[2] && (attached[1] || attached[3])) {
        if (attached[1]) tokens.push({ text: "ب" });
        const halalas = Number(attached[2]) * 100 * (attached[3] ? 1000 : 1);
        // "4k" stays "4k" when it turns out to be no budget (a TV's "4K").
        tokens.push({ text: attached[1] ? String(halalas / 100) : word, halalas });
        continue;
      }
      // "بدز3": an Arabic name with its number written onto it is the name and the number.
      const glued = /^(\p{Script=Arabic}{3,})(\d{1,4})$/u.exec(word);
      if (glued?.[1] && glued[2]) {
        tokens.push({ text: glued[1] }, { text: glued[2] });
        continue;
      }
      // "تحت الالفين": a spelled-out amount, also with "the" or "for" written onto it.
      const number = [word, word.replace(/^(ب|ال)/, "")].find((form) => WORD_NUMBERS[form]);
      const spelled = number && WORD_NUMBERS[number];
      if (number && spelled) {
        if (number !== word && word.startsWith("ب")) tokens.push({ text: "ب" });
        // The word stays as typed when it turns out to be no budget: "18 ألف وحدة" of an AC's name.
        tokens.push({ text: number, halalas: spelled * 100 });
        continue;
      }
      tokens.push({ text: word });
    }
  }
  return withLatinModelLetters(withArabiziMen(withArabiziFe(withArabiziArticles(tokens))));
}

const ARABIC_WORD = /\p{Script=Arabic}/u;

/**
 * Arabizi "men" is "من" (from) after a word read as Arabic: "el tawseel lel madinah men jarir".
 * After an English word it stays the English word ("perfume for men").
 */
function withArabiziMen(tokens: Token[]): Token[] {
  return tokens.map((token, index) =>
    token.text === "men" && ARABIC_WORD.test(tokens[index - 1]?.text ?? "") ? { text: "من" } : token,
  );
}

/**
 * Arabizi "fe" is "في" (in): "kam el battery fe galaxy a55". After a model it is the line's "FE"
 * ("galaxy tab s9 fe"), and so it stays.
 */
function withArabiziFe(tokens: Token[]): Token[] {
  return tokens.map((token, index) =>
    token.text === "fe" && index > 0 && !/\d/.test(tokens[index - 1]!.text) ? { text: "في" } : token,
  );
}

/** "el yom", "al jawalat": Arabizi's "the" before a word read as Arabic is written onto it. */
function withArabiziArticles(tokens: Token[]): Token[] {
  return tokens.flatMap((token, index) => {
    const previous = tokens[index - 1];
    if (ARTICLES.has(token.text) && /^\p{Script=Arabic}/u.test(tokens[index + 1]?.text ?? "")) return [];
    if (previous && ARTICLES.has(previous.text) && /^\p{Script=Arabic}/u.test(token.text)) {
      return [{ text: token.text.startsWith("ال") ? token.text : `ال${token.text}` }];
    }
    return [token];
  });
}

function matchesAt(tokens: readonly Token[], index: number, phrases: ReadonlySet<string>): number {
  const words = tokens.map((token) => token.text);
  const match = longestPhraseAt(words, index, (_, run) =>
    lookupPhrase(run, (phrase) => (phrases.has(phrase) ? true : undefined)),
  );
  return match?.size ?? 0;
}

/** Cue phrases (longest first) found at `index`: their cues and how many words they cover. */
function cuesAt(tokens: readonly Token[], index: number): { cues: Cue[]; size: number } | null {
  const words = tokens.map((token) => token.text);
  const match = longestPhraseAt(words, index, (_, run) =>
    run.some((_, i) => tokens[index + i]?.halalas !== undefined)
      ? undefined
      : lookupPhrase(run, (phrase) => CUE_LOOKUP.get(phrase)),
  );
  return match && { cues: match.value, size: match.size };
}

const RANGE_JOINERS = new Set(["and", "to", "و", "الى", "حتى", "لين"]);

/**
 * The budget named by amounts with a cue ("under 2000", "أقل من ٢٠٠٠", "over 500", "between 1000
 * and 2000") or a currency ("1500 SAR"). Marks the words it used in `used`. Bare numbers, such as
 * the 15 of "iPhone 15", are no budget.
 */
function findBudget(tokens: readonly Token[], used: boolean[]): Budget | null {
  const budget: Budget = {};
  let rangeEndIndex = -1;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.halalas === undefined || used[index]) continue;
    const covered = [index];
    let halalas = token.halalas;
    let next = index + 1;
    const thousand = matchesAt(tokens, next, THOUSANDS);
    if (thousand) {
      halalas *= 1000;
      for (let i = 0; i < thousand; i++) covered.push(next + i);
      next += thousand;
    }
    const currencyAfter = matchesAt(tokens, next, CURRENCIES);
    for (let i = 0; i < currencyAfter; i++) covered.push(next + i);
    next += currencyAfter;
    const hasCurrencyBefore = index > 0 && CURRENCIES.has(tokens[index - 1]!.text);
    if (hasCurrencyBefore) covered.push(index - 1);

    // The cue sits right before the amount (or before a currency word in front of it).
    const cueEnd = hasCurrencyBefore ? index - 1 : index;
    let kind: "max" | "min" | null = index === rangeEndIndex ? "max" : null;
    for (let size = Math.min(MAX_PHRASE_WORDS, cueEnd); size >= 1 && !kind; size--) {
      const words = tokens.slice(cueEnd - size, cueEnd);
      if (words.some((word) => word.halalas !== undefined)) continue;
      kind =
        lookupPhrase(
          words.map((word) => word.text),
          (phrase): "min" | "max" | undefined =>
            phrase === "between" || phrase === "بين" || MIN_CUES.has(phrase)
              ? "min"
              : MAX_CUES.has(phrase)
                ? "max"
                : undefined,
        ) ?? null;
      if (kind) for (let i = cueEnd - size; i < cueEnd; i++) covered.push(i);
    }
    if (!kind && !currencyAfter && !hasCurrencyBefore) continue;
    kind ??= "max";

    if (kind === "min") budget.minHalalas = halalas;
    else budget.maxHalalas = halalas;
    // A range's joining word ("and", "to", "و", "الى") leads to its upper end.
    if (
      kind === "min" &&
      RANGE_JOINERS.has(tokens[next]?.text ?? "") &&
      tokens[next + 1]?.halalas !== undefined
    ) {
      covered.push(next);
      rangeEndIndex = next + 1;
    }
    for (const i of covered) used[i] = true;
    index = next - 1;
  }
  const { minHalalas, maxHalalas } = budget;
  if (minHalalas === undefined && maxHalalas === undefined) return null;
  if (minHalalas !== undefined && maxHalalas !== undefined && minHalalas > maxHalalas) {
    return { minHalalas: maxHalalas, maxHalalas: minHalalas };
  }
  return budget;
}

function isSeparator(text: string): boolean {
  return SEPARATORS.has(text);
}

/** Readings of the remaining words as two products, split at a separator word or an attached و. */
function findPairs(words: readonly { text: string; isSeparator: boolean }[]): [string[], string[]][] {
  const content = (part: readonly { text: string; isSeparator: boolean }[]) =>
    part.filter((word) => !word.isSeparator && !FILLERS.has(word.text)).map((word) => word.text);
  const pairs: [string[], string[]][] = [];
  words.forEach((word, index) => {
    if (!word.isSeparator) return;
    const left = content(words.slice(0, index));
    const right = content(words.slice(index + 1));
    if (left.length && right.length) pairs.push([left, right]);
  });
  // "آيفون 15 وجالكسي S24": "and" written onto the next word.
  words.forEach((word, index) => {
    if (index === 0 || word.isSeparator || !/^و\p{Script=Arabic}{2,}/u.test(word.text)) return;
    const left = content(words.slice(0, index));
    const right = content([{ text: word.text.slice(1), isSeparator: false }, ...words.slice(index + 1)]);
    if (left.length && right.length) pairs.push([left, right]);
  });
  return pairs;
}

export function parseQuestion(question: string): ParsedQuestion {
  const tokens = tokenize(question);
  const used = tokens.map(() => false);
  const budget = findBudget(tokens, used);

  const cues = new Set<Cue>();
  const remaining: { text: string; isSeparator: boolean }[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (used[index]) continue;
    const token = tokens[index]!;
    // "كم سعر اي فون 15": "اي" is "which" elsewhere, and here the first half of a name.
    const nameSize = matchesAt(tokens, index, NAME_PHRASE_SET);
    if (nameSize) {
      for (const name of tokens.slice(index, index + nameSize))
        remaining.push({ text: name.text, isSeparator: false });
      index += nameSize - 1;
      continue;
    }
    const found = token.halalas === undefined ? cuesAt(tokens, index) : null;
    if (found && !(found.size === 1 && isSeparator(token.text))) {
      for (const cue of found.cues) cues.add(cue);
      // "ايفون 15 أغلى من جالكسي S24؟": a comparison's "than" stands between the two products.
      if (found.cues.includes("compare") && tokens[index + found.size - 1]?.text === "من")
        remaining.push({ text: "من", isSeparator: true });
      index += found.size - 1;
      continue;
    }
    if (isSeparator(token.text)) {
      // "or", "ولا" also hint at a comparison ("X or Y?").
      if (found) for (const cue of found.cues) cues.add(cue);
      remaining.push({ text: token.text, isSeparator: true });
      continue;
    }
    // The "s" of "what's" says nothing; after "series" it is a model ("Xbox Series S").
    if (token.text === "s" && tokens[index - 1]?.text === "series") {
      remaining.push({ text: token.text, isSeparator: false });
      continue;
    }
    const fillerSize = matchesAt(tokens, index, FILLERS);
    if (fillerSize && token.halalas === undefined) {
      index += fillerSize - 1;
      continue;
    }
    for (const word of token.text.split(" ")) remaining.push({ text: word, isSeparator: false });
  }

  // "هل صار ايفون 15 اغلى؟": a price that became dearer or cheaper is the price's history.
  if (
    !cues.has("compare") &&
    (cues.has("dear") || cues.has("cheap")) &&
    tokens.some((token) => BECAME.has(token.text))
  ) {
    cues.delete("dear");
    cues.delete("cheap");
    cues.add("history");
  }

  return {
    cues,
    budget,
    words: remaining.filter((word) => !word.isSeparator).map((word) => word.text),
    pairs: findPairs(remaining),
  };
}

/**
 * What a question asks, as one kind (ADR-0031). How-to and "not shopping" are told apart before
 * (how-to.ts, the off-topic words), since they depend on more than the cues.
 */
export type Intent =
  | "delivery"
  | "deals"
  | "compare"
  | "budget"
  | "verdict"
  | "trend"
  | "reviews"
  | "spec"
  | "cheapest"
  | "price"
  | "none";

export function intentOf({ cues, budget }: Pick<ParsedQuestion, "cues" | "budget">): Intent {
  if (cues.has("delivery")) return "delivery";
  if (cues.has("deals") && !cues.has("timing")) return "deals";
  if (budget) return "budget";
  if (cues.has("timing")) return "verdict";
  if (cues.has("history")) return "trend";
  if (cues.has("reviews")) return "reviews";
  if (cues.has("specs")) return "spec";
  if (cues.has("compare")) return "compare";
  if (cues.has("cheap")) return "cheapest";
  if (cues.has("price") || cues.has("best")) return "price";
  return "none";
}

/** How a question opens before it names a specification ("ما", "what is the"). */
const SPEC_OPENERS: readonly string[][] = [
  "ما هي",
  "ما هو",
  "ماهي",
  "ماهو",
  "ما",
  "وش",
  "ايش",
  "شو",
  "what is the",
  "what s the",
  "whats the",
  "what are the",
  "what is",
  "tell me the",
].map((opener) => normalizeSearchText(opener).split(" "));

/** Words that only say a specification has a kind ("نوع الفلتر", "type of panel"). */
const GENERIC_LABEL_HEADS = new Set(["نوع", "type", "kind"]);

/** The word between a specification's name and the product's ("في", "of"). */
const SPEC_LINKS = new Set(["في", "ل", "حق", "of", "on", "in", "for"]);

/**
 * "ما المنصة الذكية في شاشة سامسونج 65؟", "What is the smart platform of the Samsung 65 TV?": the
 * name of a specification, then the product, as MSA and English put them. Null for any other shape,
 * or when the first part asks something else ("ما سعر … في جرير" asks a price).
 */
export function readSpecificationOf(question: string): { label: string[]; product: string[] } | null {
  const words = tokenize(question).map((token) => token.text);
  const opener = SPEC_OPENERS.find((candidate) => candidate.every((word, index) => words[index] === word));
  if (!opener) return null;
  const rest = words.slice(opener.length);
  const link = rest.findIndex((word) => SPEC_LINKS.has(word));
  if (link < 1 || link > 3 || link === rest.length - 1) return null;
  // "ما نوع الفلتر": the filter's row, not the "Type" row.
  const label = rest
    .slice(0, link)
    .filter((word, _index, all) => all.length === 1 || !GENERIC_LABEL_HEADS.has(word));
  if (label.some((word) => /\d/.test(word))) return null;
  const asked = parseQuestion(label.join(" "));
  if ([...asked.cues].some((cue) => cue !== "specs") || asked.budget) return null;
  return { label, product: rest.slice(link + 1) };
}
