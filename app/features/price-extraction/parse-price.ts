// Price text parsing for Saudi storefronts: Latin or Arabic-Indic digits, Arabic or Latin separators,
// European comma decimals, and the many ways a page writes "Saudi riyal". Money is handled in integer
// halalas (1 SAR = 100 halalas) so that no binary floating-point arithmetic touches an amount.

import { foldNumerals } from "~/utils/money";

export type PriceCurrency = "SAR" | "other";
/** Currency a page declares for its prices (JSON-LD, meta); "other" means its bare amounts are not SAR. */
export type PageCurrency = "SAR" | "other" | null;

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
// No-break, narrow no-break and thin spaces are how locales group digits ("1 299,00", fr-FR and ru
// output); they become one group mark so that the number pattern can keep such a number whole.
const GROUP_SPACES = /[\u00A0\u2009\u202F]/g;
const OTHER_SPACES = /[\u2000-\u2008\u200A\u205F\u3000]/g;

/**
 * Rewrites price text into a parseable form: Latin digits, "." and "," for the Arabic decimal (U+066B)
 * and thousands (U+066C) separators, no bidi marks, U+2009 for every grouping space, plain spaces.
 */
export function normalizePriceText(text: string): string {
  return foldNumerals(text.replace(INVISIBLE_MARKS, ""))
    .replace(GROUP_SPACES, "\u2009")
    .replace(OTHER_SPACES, " ");
}

/** A pattern for a Latin word in any letter case, so that the patterns below need no `i` flag. */
function anyCase(word: string): string {
  return [...word]
    .map((character) =>
      /[a-z]/i.test(character)
        ? `[${character.toLowerCase()}${character.toUpperCase()}]`
        : character.replace(/[$.]/g, "\\$&"),
    )
    .join("");
}

const ARABIC_LETTER = "\\u0600-\\u06FF";
const NOT_BEFORE_ARABIC = `(?<![${ARABIC_LETTER}])`;
const NOT_AFTER_ARABIC = `(?![${ARABIC_LETTER}])`;
// Riyals of other countries: "ريال قطري", "Qatari riyal" are not Saudi riyals.
const OTHER_RIYAL_NATIONALITY_AR = "(?:قطري|عماني|عُماني|يمني|إيراني|ايراني|برازيلي|كمبودي)";
const OTHER_RIYAL_NATIONALITY_EN = ["qatari", "omani", "yemeni", "iranian", "brazilian"]
  .map(anyCase)
  .join("|");
const RIYAL_WORD_EN = `(?:${["riyals", "riyal", "ryals", "ryal"].map(anyCase).join("|")})`;
// Every way the fixtures (and real Saudi stores) write the riyal: ISO code, "SR", "ر.س" (with or without
// dots and spaces), "ريال" and its inflections (not followed by another country's name), the ligature
// U+FDFC and the new riyal sign U+20C1.
const SAR_MARKER_SOURCE = [
  `(?<![A-Za-z])(?:${anyCase("SAR")}|${anyCase("SR")})(?![A-Za-z])`,
  `(?<!(?:${OTHER_RIYAL_NATIONALITY_EN})\\s?)(?<![A-Za-z])(?:${anyCase("saudi")}\\s?)?${RIYAL_WORD_EN}(?![A-Za-z])`,
  `${NOT_BEFORE_ARABIC}ر\\s?\\.?\\s?س${NOT_AFTER_ARABIC}\\.?`,
  `${NOT_BEFORE_ARABIC}ريال[${ARABIC_LETTER}]*${NOT_AFTER_ARABIC}(?!\\s?${OTHER_RIYAL_NATIONALITY_AR})(?:\\s?(?:ال)?سعودي[${ARABIC_LETTER}]*)?`,
  "\\uFDFC",
  "\\u20C1",
].join("|");

// ISO codes of other currencies, read in any letter case.
const OTHER_CURRENCY_CODES = (
  "AED USD EUR GBP KWD QAR BHD OMR EGP JOD IQD LBP SYP YER LYD TND DZD MAD SDG ILS IRR TRY INR PKR " +
  "BDT LKR NPR AFN JPY CNY RMB HKD TWD KRW SGD MYR IDR THB PHP VND AUD NZD CAD CHF SEK NOK DKK ISK " +
  "PLN CZK HUF RON BGN RSD HRK UAH RUB BYN KZT GEL AMD AZN UZS BRL MXN ARS CLP COP PEN ZAR NGN KES " +
  "GHS ETB TZS UGX XOF XAF MUR SCR MVR"
).split(" ");
// Short or word-like markers that mean a currency only as written (upper case, or this exact case):
// "KD 12", "QR 99", "Dhs 50", "LE 200"; in lower case "le", "ro" or "bd" are ordinary words.
const OTHER_CURRENCY_EXACT = [
  "KD",
  "BD",
  "QR",
  "RO",
  "LE",
  "L\\.E\\.?",
  "DH",
  "Dhs",
  "Dh",
  "DHS",
  "Rs\\.?",
  "Rp",
  "TL",
  "Kč",
  "zł",
  "Ft",
  "kr",
  "Kr",
  "lei",
  "руб\\.?",
  "грн",
  "лв",
];
const OTHER_CURRENCY_WORDS_EN = [
  "dollars?",
  "euros?",
  "pounds?",
  "dirhams?",
  "dinars?",
  "rupees?",
  "yen",
  "yuan",
  "lira",
  "liras",
  "rials?",
  "francs?",
]
  .map((word) => word.replace(/[a-z]/gi, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`))
  .join("|");
// Currencies a Saudi page may also mention (travel, imported goods, Gulf stores); their amounts are
// never SAR prices. Any currency symbol (Unicode "Sc") other than the riyal signs counts, as do the
// Arabic abbreviations and names of the region's currencies.
const OTHER_MARKER_SOURCE = [
  `(?<![A-Za-z])(?:[A-Za-z]{1,3}\\$|${OTHER_CURRENCY_CODES.map(anyCase).join("|")})(?![A-Za-z])`,
  `(?<![A-Za-z])(?:${OTHER_CURRENCY_EXACT.join("|")})(?![A-Za-z])`,
  `(?<![A-Za-z])(?:${OTHER_CURRENCY_WORDS_EN})(?![A-Za-z])`,
  `(?<![A-Za-z])(?:${OTHER_RIYAL_NATIONALITY_EN})\\s?${RIYAL_WORD_EN}(?![A-Za-z])`,
  "E£",
  // The rouble abbreviation "р." is one Cyrillic letter; no Saudi page writes it as a word of its own.
  "(?<!\\p{L})р\\.?(?!\\p{L})",
  "(?![\\uFDFC\\u20C1])\\p{Sc}",
  // د.إ د.ك د.ب د.ع د.ل د.أ د.ا د.ج د.ت د.م ر.ق ر.ع ر.ي ج.م ل.س ل.ل ش.ج, with or without dots.
  `${NOT_BEFORE_ARABIC}\\.?(?:د\\s?\\.?\\s?[إكبعلأاجتم]|ر\\s?\\.?\\s?[قعي]|ج\\s?\\.?\\s?م|ل\\s?\\.?\\s?[سل]|ش\\s?\\.?\\s?ج)${NOT_AFTER_ARABIC}\\.?`,
  `${NOT_BEFORE_ARABIC}(?:دج|درهم|دراهم|دينار|دنانير|جنيه|جنيها|جنيهات|ليرة|ليرات|دولار|دولارا|دولارات|يورو|روبية|روبل|يوان|تومان)[${ARABIC_LETTER}]*`,
  `${NOT_BEFORE_ARABIC}ريال[${ARABIC_LETTER}]*\\s?${OTHER_RIYAL_NATIONALITY_AR}`,
].join("|");

// One number as pages write it: digits grouped by "," "." a space or "'" (one kind per number, first
// group of 1–3 digits, then groups of exactly 3), or ungrouped, then an optional decimal part of any
// length, or a decimal part alone (".75"). The number must not continue: "29.1583" is taken whole
// (parseHalalas then reads or refuses it), never cut to "29", and "1 299,00" is never cut to "299".
const GROUPED_NUMBER = [",", "\\.", "[ \\u2009]", "'"].map((mark) => `\\d{1,3}(?:${mark}\\d{3})+`).join("|");
const NUMBER_BODY = `(?:(?:${GROUPED_NUMBER}|\\d+)(?:[.,]\\d+)?|(?<![\\d.,\\p{L}])\\.\\d{1,2})`;
// Nor is a number a price when it is a percentage ("40% OFF") or one side of a decimal point that a
// space splits ("36. 24", "559. 99"): which digits belong to the price cannot be known, so neither does.
const NUMBER_SOURCE = `(?<!\\d)(?<!(?:^|[^\\p{L}])[.,])(?<!\\d\\.\\s+)${NUMBER_BODY}(?!\\d)(?![.,]\\d)(?!\\.\\s+\\d)(?!\\s?[%٪])`;

const SAR_MARKER = new RegExp(`^(?:${SAR_MARKER_SOURCE})$`, "u");
// The marker and its number may be separated by spaces but not by a line break: a number that ends one
// block ("… HDMI 2.1") must not borrow the currency that starts the next ("SAR 2,899.00").
const GAP = "[^\\S\\n]*";
const MENTION_PATTERN = new RegExp(
  `(?<m1>${SAR_MARKER_SOURCE}|${OTHER_MARKER_SOURCE})${GAP}:?${GAP}(?<n1>${NUMBER_SOURCE})|(?<n2>${NUMBER_SOURCE})${GAP}(?<m2>${SAR_MARKER_SOURCE}|${OTHER_MARKER_SOURCE})`,
  "gu",
);
// A number without a marker must stand apart from letters: "MzI5Ljk5", "A15" or "128GB" hold no price.
const BARE_NUMBER_PATTERN = new RegExp(`(?<!\\p{L})${NUMBER_SOURCE}(?!\\p{L})`, "gu");
const ANY_SAR_MARKER = new RegExp(SAR_MARKER_SOURCE, "u");
const ANY_OTHER_MARKER = new RegExp(OTHER_MARKER_SOURCE, "u");

/** True when the text names the Saudi riyal in any of its written forms. */
export function hasSarMarker(text: string): boolean {
  return ANY_SAR_MARKER.test(normalizePriceText(text));
}

/** True when the text names a currency other than the Saudi riyal ("USD", "$", "KD", "درهم"). */
export function hasOtherCurrencyMarker(text: string): boolean {
  return ANY_OTHER_MARKER.test(normalizePriceText(text));
}

/** True for an ISO-style currency field that means SAR ("SAR", "sar", "SR", "ر.س", "﷼"). */
export function isSarCurrencyCode(code: unknown): boolean {
  if (typeof code !== "string") return false;
  return SAR_MARKER.test(normalizePriceText(code).trim());
}

/** True when a digit string is grouped by `mark`: 1–3 digits, then groups of exactly three. */
function isGroupedBy(text: string, mark: string): boolean {
  return text.split(mark).every((group, index) => (index === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(group));
}

/** Splits a number into its whole and decimal digits, or null when its separators do not add up. */
function splitNumber(compact: string): { whole: string; fraction: string } | null {
  if (compact.includes(" ")) {
    // Spaces group the digits; a "." or "," after them can only be the decimal separator.
    const [head = "", ...rest] = compact.split(/[.,]/);
    if (rest.length > 1 || !isGroupedBy(head, " ")) return null;
    const fraction = rest[0] ?? "";
    // "1 139,000" could be a decimal or a third group: refuse rather than guess.
    if (fraction.length === 3) return null;
    return { whole: head.replaceAll(" ", ""), fraction };
  }
  const lastDot = compact.lastIndexOf(".");
  const lastComma = compact.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    // With both, the later one is the decimal separator and the other groups the digits.
    const decimalAt = Math.max(lastDot, lastComma);
    const groupMark = decimalAt === lastDot ? "," : ".";
    const head = compact.slice(0, decimalAt);
    if (!isGroupedBy(head, groupMark)) return null;
    return { whole: head.replaceAll(groupMark, ""), fraction: compact.slice(decimalAt + 1) };
  }
  if (lastDot < 0 && lastComma < 0) return { whole: compact, fraction: "" };
  const mark = lastDot >= 0 ? "." : ",";
  const pieces = compact.split(mark);
  if (pieces.length > 2) return isGroupedBy(compact, mark) ? { whole: pieces.join(""), fraction: "" } : null;
  const [head = "", tail = ""] = pieces;
  // Exactly three digits after a single separator group a thousand ("1,079", "1.299"), unless the
  // whole part is 0 or longer than a group ("0.125", "1234.567"), which are decimals.
  if (tail.length === 3 && /^[1-9]\d{0,2}$/.test(head)) return { whole: head + tail, fraction: "" };
  return { whole: head || "0", fraction: tail };
}

/**
 * Converts one number as written on a page into halalas, or null when it is not a plausible price.
 * The decimal separator is inferred: with both "," and "." the later one is decimal; with one of them,
 * exactly three following digits mean grouping ("1,079", "1.299") and other counts mean decimals;
 * after grouping spaces ("1 299,00") a "," or "." is decimal. A riyal has 100 halalas, so decimals
 * beyond the second must be zeros ("3.3900"); "29.1583" is refused rather than rounded.
 */
export function parseHalalas(numberText: string): number | null {
  const normalised = normalizePriceText(numberText).trim();
  const compact = normalised.replace(/[\s\u2009']+/g, " ");
  if (!/^(?:\d|[.,]\d)[\d., ]*$/.test(compact)) return null;
  const parts = splitNumber(compact);
  if (!parts || !/^\d+$/.test(parts.whole) || !/^\d*$/.test(parts.fraction)) return null;
  // An ordinary space may group digits ("1 299,00") or part two numbers ("3 100" for "3 for 100"); with
  // no decimal part to show it is one number, it is refused. No-break and thin spaces always group.
  if (/\d \d/.test(normalised) && parts.fraction === "") return null;
  if (/[1-9]/.test(parts.fraction.slice(2))) return null;
  const halalas = Number(parts.whole) * 100 + Number(`${parts.fraction}00`.slice(0, 2));
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
 * Reads a price from a structured string field only when the whole string is one price: a number,
 * with at most a riyal marker and a label colon around it ("4299.00", "2,499.00", "SAR 1,099",
 * "٦٤٫٥٠ ر.س"). Anything else in the string ("MzI5Ljk5", "From SAR 99", "99 - 149") means the
 * field is not a price, whatever digits it holds.
 */
function parseWholePriceString(text: string): number | null {
  const normalised = normalizePriceText(text).trim();
  const mentions = findMoneyMentions(normalised);
  const [mention] = mentions;
  if (mention) {
    const isWhole = mentions.length === 1 && mention.start === 0 && mention.end === normalised.length;
    return isWhole && mention.currency === "SAR" ? mention.amount : null;
  }
  const numbers = findBareNumbers(normalised);
  const [number] = numbers;
  const isWhole = numbers.length === 1 && number?.start === 0 && number.end === normalised.length;
  return isWhole ? number.amount : null;
}

/**
 * Reads a price from structured data, where it may be a JSON number (1099, 89.95) or a string that is
 * wholly a price (see parseWholePriceString). Numbers go through their decimal string form so that
 * the halala value is exact. Zero, negative and non-finite values are not prices.
 */
export function parseStructuredPrice(value: unknown): number | null {
  let amount: number | null = null;
  if (typeof value === "number") {
    const halalas = halalasFromJsonNumber(value);
    amount = halalas === null ? null : halalasToAmount(halalas);
  } else if (typeof value === "string") {
    amount = parseWholePriceString(value);
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
