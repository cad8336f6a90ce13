// SAR amounts are decimal strings with two places in the database ("1299.00"); arithmetic and
// comparisons use integer halalas, never binary floats.

/** "1299.5" → 129950. Throws on anything that is not a non-negative decimal amount. */
export function toHalalas(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a money amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** 129950 → "1299.50". */
export function fromHalalas(halalas: number): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0) throw new Error(`not an amount in halalas: ${halalas}`);
  return `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, "0")}`;
}

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC_DIGIT = /[\u06F0-\u06F9]/g;

/** Arabic-Indic ("٠١٢") and Extended Arabic-Indic ("۰۱۲") digits as Latin digits; nothing else changes. */
export function foldDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** Digits folded, and the Arabic decimal (U+066B "٫") and thousands (U+066C "٬") separators as "." and ",". */
export function foldNumerals(text: string): string {
  return foldDigits(text)
    .replace(/\u066B/g, ".")
    .replace(/\u066C/g, ",");
}

/**
 * One amount as a person types or a feed writes it, into halalas, exactly (never through a binary
 * float): "1299", "1,299.5", "١٬٢٩٩٫٥" → 129950. Thousands separators are optional but must stand
 * where they belong ("1,29" and "12,34,567" are no amounts), "." is the only decimal mark, and a
 * riyal has at most two decimals. Anything else, zero included, is null.
 *
 * Free text from store pages ("SAR 1.299,00", "from 99") is read by the extractor's parser
 * (price-extraction/parse-price.ts), which infers the separators; this is for input whose form is known.
 */
export function parseAmount(text: string, { maxWholeDigits = 10 } = {}): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(foldNumerals(text.trim()));
  if (!match) return null;
  const whole = (match[1] as string).replaceAll(",", "");
  if (whole.length > maxWholeDigits) return null;
  const halalas = Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(halalas) && halalas > 0 ? halalas : null;
}
