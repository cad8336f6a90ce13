// Price text parsing for Saudi storefronts: Latin or Arabic-Indic digits, Arabic or Latin separators,
// European comma decimals, and the many ways a page writes "Saudi riyal". Money is handled in integer
// halalas (1 SAR = 100 halalas) so that no binary floating-point arithmetic touches an amount.

export type PriceCurrency = "SAR" | "other";

export interface MoneyMention {
  /** Amount in SAR (2 decimals at most). */
  amount: number;
  /** Currency named next to the number; null when the number stands alone. */
  currency: PriceCurrency | null;
  /** Offsets of the whole mention (marker included) in the normalised text. */
  start: number;
  end: number;
  /** Offsets of the number alone, used to find the element that holds it. */
  numberStart: number;
  numberEnd: number;
}

// Bidi controls and zero-width characters: `Intl` ar-SA output and RTL templates put them around numbers.
const INVISIBLE_MARKS = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// Thin and narrow no-break spaces may separate digit groups ("1 299,00"), so they are kept distinct.
const GROUP_SPACES = /[\u2009\u202F]/g;
const OTHER_SPACES = /[\u00A0\u2000-\u2008\u200A\u205F\u3000]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC_DIGITS = /[\u06F0-\u06F9]/g;

/**
 * Rewrites price text into a parseable form: Latin digits, "." and "," for the Arabic decimal (U+066B)
 * and thousands (U+066C) separators, no bidi marks, plain spaces.
 */
export function normalizePriceText(text: string): string {
  return text
    .replace(INVISIBLE_MARKS, "")
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, ".")
    .replace(/\u066C/g, ",")
    .replace(GROUP_SPACES, "\u2009")
    .replace(OTHER_SPACES, " ");
}

const ARABIC_LETTER = "\\u0600-\\u06FF";
// Every way the fixtures (and real Saudi stores) write the riyal: ISO code, "SR", "ر.س" (with or without
// dots and spaces), "ريال" and its inflections, the ligature U+FDFC and the new riyal sign U+20C1.
const SAR_MARKER_SOURCE = [
  "(?<![A-Za-z])(?:SAR|SR|riyals?|ryals?)(?![A-Za-z])",
  `(?<![${ARABIC_LETTER}])ر\\s?\\.?\\s?س(?![${ARABIC_LETTER}])\\.?`,
  `(?<![${ARABIC_LETTER}])ريال[${ARABIC_LETTER}]*`,
  "\\uFDFC",
  "\\u20C1",
].join("|");
// Currencies a Saudi page may also mention (travel, imported goods); their amounts are never SAR prices.
const OTHER_MARKER_SOURCE = [
  "(?<![A-Za-z])(?:AED|USD|EUR|GBP|KWD|QAR|BHD|OMR|EGP|JOD|US\\$)(?![A-Za-z])",
  "[$€£]",
  `(?<![${ARABIC_LETTER}])(?:د\\.\\s?إ|د\\.\\s?ك|ر\\.\\s?ق|ر\\.\\s?ع|د\\.\\s?ب|ج\\.\\s?م)\\.?`,
].join("|");
// A number with optional digit grouping and up to two decimals; three-digit groups are required after a
// grouping separator so that "119.5" is read as a decimal and "1.299" as a thousand.
const NUMBER_SOURCE =
  "(?<![\\d])(?:\\d{1,3}(?:[,.\\u2009'](?:\\d{3}))+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)(?![\\d])";

const SAR_MARKER = new RegExp(`^(?:${SAR_MARKER_SOURCE})$`, "iu");
// The marker and its number may be separated by spaces but not by a line break: a number that ends one
// block ("… HDMI 2.1") must not borrow the currency that starts the next ("SAR 2,899.00").
const GAP = "[^\\S\\n]*";
const MENTION_PATTERN = new RegExp(
  `(?<m1>${SAR_MARKER_SOURCE}|${OTHER_MARKER_SOURCE})${GAP}:?${GAP}(?<n1>${NUMBER_SOURCE})|(?<n2>${NUMBER_SOURCE})${GAP}(?<m2>${SAR_MARKER_SOURCE}|${OTHER_MARKER_SOURCE})`,
  "giu",
);
const BARE_NUMBER_PATTERN = new RegExp(NUMBER_SOURCE, "gu");
const ANY_SAR_MARKER = new RegExp(SAR_MARKER_SOURCE, "iu");

/** True when the text names the Saudi riyal in any of its written forms. */
export function hasSarMarker(text: string): boolean {
  return ANY_SAR_MARKER.test(normalizePriceText(text));
}

/** True for an ISO-style currency field that means SAR ("SAR", "sar", "SR", "ر.س", "﷼"). */
export function isSarCurrencyCode(code: unknown): boolean {
  if (typeof code !== "string") return false;
  return SAR_MARKER.test(normalizePriceText(code).trim());
}

/**
 * Converts one number as written on a page into halalas, or null when it is not a plausible price.
 * The decimal separator is inferred: with both "," and "." the later one is decimal; with one of them,
 * exactly three following digits mean grouping ("1,079", "1.299") and one or two mean decimals.
 */
export function parseHalalas(numberText: string): number | null {
  const compact = normalizePriceText(numberText).replace(/[\s\u2009']/g, "");
  if (!/^\d[\d.,]*$/.test(compact)) return null;

  const lastDot = compact.lastIndexOf(".");
  const lastComma = compact.lastIndexOf(",");
  let integerPart = compact;
  let fractionPart = "";

  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    integerPart = compact.slice(0, decimalAt);
    fractionPart = compact.slice(decimalAt + 1);
    const groupSeparator = decimalAt === lastDot ? "," : ".";
    const groups = integerPart.split(groupSeparator);
    const validGroups = groups.every((group, index) => (index === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(group));
    if (!validGroups) return null;
    integerPart = groups.join("");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? "." : ",";
    const pieces = compact.split(separator);
    const last = pieces[pieces.length - 1] ?? "";
    const isGrouping = pieces.length > 2 || (last.length === 3 && pieces[0] !== "0");
    if (isGrouping) {
      if (!pieces.slice(1).every((piece) => piece.length === 3)) return null;
      integerPart = pieces.join("");
    } else if (last.length <= 2) {
      // A trailing separator with no digits ("1,079." from split price spans) is just an integer.
      integerPart = pieces[0] ?? "";
      fractionPart = last;
    } else {
      return null;
    }
  }

  if (!/^\d+$/.test(integerPart) || !/^\d*$/.test(fractionPart)) return null;
  // Round half up on the third decimal, still in integers.
  const cents = `${fractionPart}00`.slice(0, 2);
  const roundUp = fractionPart.length > 2 && Number(fractionPart[2]) >= 5 ? 1 : 0;
  const halalas = Number(integerPart) * 100 + Number(cents) + roundUp;
  return Number.isSafeInteger(halalas) ? halalas : null;
}

/**
 * Converts a JSON number into halalas through its decimal text (toFixed rounds the binary value to the
 * nearest decimal), so 89.95 becomes exactly 8995 rather than 8994.999….
 */
export function halalasFromJsonNumber(value: number): number | null {
  if (!Number.isFinite(value) || value <= 0 || value >= 1e12) return null;
  const [whole = "0", fraction = ""] = value.toFixed(6).split(".");
  const roundUp = Number(fraction[2] ?? "0") >= 5 ? 1 : 0;
  return Number(whole) * 100 + Number(fraction.slice(0, 2)) + roundUp;
}

/** Turns halalas back into a SAR number with at most two decimals. */
export function halalasToAmount(halalas: number): number {
  return halalas / 100;
}

/** Parses a bare number string ("4,299.00", "1.299,00", "٣٤٩٫٩٩") into SAR, or null. */
export function parsePriceNumber(numberText: string): number | null {
  const halalas = parseHalalas(numberText);
  return halalas === null ? null : halalasToAmount(halalas);
}

/** Converts an integer amount in minor units (Shopify-style halalas, 118900) into SAR (1189). */
export function amountFromMinorUnits(minorUnits: number, fractionDigits = 2): number | null {
  if (!Number.isSafeInteger(minorUnits) || minorUnits <= 0 || fractionDigits < 0) return null;
  if (fractionDigits <= 2) return halalasToAmount(minorUnits * 10 ** (2 - fractionDigits));
  return halalasToAmount(Math.round(minorUnits / 10 ** (fractionDigits - 2)));
}

/** Finds every amount that is written next to a currency marker, in reading order. */
export function findMoneyMentions(text: string): MoneyMention[] {
  const mentions: MoneyMention[] = [];
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const groups = match.groups ?? {};
    const numberText = groups.n1 ?? groups.n2;
    const marker = groups.m1 ?? groups.m2;
    if (numberText === undefined || marker === undefined) continue;
    const halalas = parseHalalas(numberText);
    if (halalas === null) continue;
    const start = match.index;
    const offsetInMatch =
      groups.n1 !== undefined ? match[0].lastIndexOf(numberText) : match[0].indexOf(numberText);
    mentions.push({
      amount: halalasToAmount(halalas),
      currency: SAR_MARKER.test(marker.trim()) ? "SAR" : "other",
      start,
      end: start + match[0].length,
      numberStart: start + offsetInMatch,
      numberEnd: start + offsetInMatch + numberText.length,
    });
  }
  return mentions;
}

/** Finds numbers that stand alone (no currency next to them), for price elements whose symbol is elsewhere. */
export function findBareNumbers(text: string): MoneyMention[] {
  const numbers: MoneyMention[] = [];
  for (const match of text.matchAll(BARE_NUMBER_PATTERN)) {
    const halalas = parseHalalas(match[0]);
    if (halalas === null) continue;
    const start = match.index;
    const end = start + match[0].length;
    numbers.push({
      amount: halalasToAmount(halalas),
      currency: null,
      start,
      end,
      numberStart: start,
      numberEnd: end,
    });
  }
  return numbers;
}

/**
 * Parses free price text such as "SAR 4,299.00", "٤٬٢٩٩٫٠٠ ر.س" or "1,899.00". A number with a currency
 * marker wins over a bare number; amounts in another currency are rejected.
 */
export function parsePrice(text: string): { amount: number; currency: "SAR" | null } | null {
  const normalised = normalizePriceText(text);
  const [mention] = findMoneyMentions(normalised);
  if (mention) return mention.currency === "SAR" ? { amount: mention.amount, currency: "SAR" } : null;
  const [bare] = findBareNumbers(normalised);
  return bare ? { amount: bare.amount, currency: null } : null;
}

/**
 * Reads a price from structured data, where it may be a JSON number (1099, 89.95) or a string
 * ("4299.00", "2,499.00", "SAR 1,099"). Numbers go through their decimal string form so that the
 * halala value is exact. Zero, negative and non-finite values are not prices.
 */
export function parseStructuredPrice(value: unknown): number | null {
  let amount: number | null = null;
  if (typeof value === "number") {
    const halalas = halalasFromJsonNumber(value);
    amount = halalas === null ? null : halalasToAmount(halalas);
  } else if (typeof value === "string") {
    amount = parsePrice(value)?.amount ?? null;
  }
  return amount !== null && amount > 0 ? amount : null;
}

const SAR_SYMBOL_HINT =
  /(?:^|[^a-z])(?:sar|riyal|ryal|rial|saudi[-_ ]?riyal|sar[-_ ]?symbol|currency[-_ ]?sar)(?:[^a-z]|$)|ريال|ر\.س|\uFDFC|\u20C1/i;

/**
 * True when an icon's class, label, title or image name says it is the riyal sign (Salla's
 * `sicon-sar`, an inline SVG labelled "SAR", an `<img alt="ريال">`), so it can stand in for the text.
 */
export function looksLikeSarSymbol(descriptor: string): boolean {
  return SAR_SYMBOL_HINT.test(descriptor);
}
