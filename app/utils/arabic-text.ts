// One normalisation for indexed text and search queries (PD-18), shared by the indexer and
// the query parser so both sides always agree.

import { foldDigits } from "./money";

const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;

const LETTER_FOLDS: Record<string, string> = {
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0622": "\u0627", // آ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
};
const FOLDABLE_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join("")}]`, "g");

/** Folds Arabic spelling variants, digits and Latin case so that equal words compare equal. */
export function normalizeSearchText(text: string): string {
  return foldDigits(text)
    .normalize("NFKC")
    .replace(DIACRITICS, "")
    .replace(TATWEEL, "")
    .replace(FOLDABLE_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The text stored in products.search_text: every field a shopper may search by, normalised. A model
 * number written with separators ("SM-S928B/DS") is also stored without them ("sms928bds"), so it
 * is found however the shopper types it.
 */
export function buildProductSearchText(fields: {
  nameEn: string;
  nameAr: string;
  brand?: string | null;
  model?: string | null;
}): string {
  const model = normalizeSearchText(fields.model ?? "");
  const compactModel = model.replaceAll(" ", "");
  return normalizeSearchText(
    [fields.nameEn, fields.nameAr, fields.brand, model, compactModel !== model ? compactModel : null]
      .filter(Boolean)
      .join(" "),
  );
}
