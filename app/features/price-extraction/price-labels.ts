// What the words around an amount say it is: the rules that tell the selling price from was prices,
// instalments, fees, thresholds, unit prices and VAT-exclusive amounts. Shared by the visible-text
// reader (labels taken from the page's text) and readPriceText (labels inside one string).

// What the words just before an amount say it is. Checked on the tail of its label, after the last
// separator, so "Free delivery · SAR 99" is not confused with "Delivery SAR 25".
const NOT_CURRENT_LABEL = new RegExp(
  [
    "\\b(?:was|list price|previous|original|old price|before|rrp|msrp|compare at|retail price|market price)\\b",
    "\\b(?:save|saving|savings|you save|discount)\\b",
    "\\b(?:payments?|instal+ments?|per month|monthly|a month|split|pay later|emi)\\b",
    "\\b(?:delivery|shipping|fee|fees|charge|assembly|installation|removal|service)\\b",
    "\\b(?:over|above|up to|worth|from|min(?:imum)? order|threshold|cashback|credit|trade[- ]?in|coupon|voucher|gift)\\b",
    "\\b(?:total|subtotal|excl\\.?|excluding|without vat|ex\\.? (?:vat|tax)|plus)\\b",
    "\\+\\s*$",
    // Arabic: previous/original price, instead of, was, save, discount, instalments, monthly,
    // delivery, shipping, fees, over, up to, worth, gift, total, without VAT, "from".
    "السعر السابق|السعر الأصلي|السعر الاصلي|السعر القديم|السعر قبل|قبل الخصم|(?:^|\\s)قبل\\s*:?\\s*$|بدلا من|كان|(?<![\\u0621-\\u064A])وفر|توفير|خصم|دفعات|دفعة|قسط|أقساط|اقساط|تقسيط|شهريا|شهري|التوصيل|توصيل|الشحن|شحن|رسوم|فوق|أكثر من|اكثر من|أعلى من|حتى|بقيمة|هدية|المجموع|الإجمالي|الاجمالي|بدون ضريبة|غير شامل|قبل الضريبة|ابتداء|(?:^|\\s)من\\s*$",
  ].join("|"),
  "gi",
);
// Label endings that involve a number of their own: "2 for SAR 24", "4 x SAR 99", "VAT 15%: SAR 270",
// and multi-buys in Arabic ("اشترِ 2 بسعر", "3 قطع بـ", "قطعتين بـ"): the amount is for several items.
const NOT_CURRENT_LABEL_ENDING = new RegExp(
  [
    "\\b\\d+\\s*(?:pcs|pieces|items|units|packs?)?\\s*(?:for|x|×)\\s*$",
    "(?:^|\\s)\\d+\\s*(?:قطع[ةه]?|حبات|حبة|عبوات|علب|أكياس|منتجات)?\\s*(?:بسعر|مقابل|بـ|ب)\\s*$",
    "(?:^|\\s)(?:قطعتين|قطعتان|حبتين|حبتان|عبوتين|عبوتان|علبتين|علبتان|كيسين|اثنين|اثنان|ثلاث[ةه]?|أربع[ةه]?|خمس[ةه]?)\\s*(?:بسعر|مقابل|بـ|ب)\\s*$",
    "(?<!incl\\.?\\s|including\\s|inc\\.?\\s)\\bvat\\s*\\(?(?:\\d+\\s*%)?\\)?\\s*:\\s*$",
    "قيمة الضريبة[^:]{0,20}:\\s*$|ضريبة القيمة المضافة\\s*\\(?\\d+\\s*[%٪]\\)?\\s*:\\s*$",
    "(?:^|\\s)\\d+\\s*[x×]\\s*$",
  ].join("|"),
  "i",
);
// Words right after an amount (a bracket may open first) that make it something other than the price
// of one item with VAT: a unit price, an instalment, a fee, a saving, a net price ("(excl. VAT)",
// "+ 15% VAT", "+ الضريبة", "قبل الضريبة"), or a multi-buy total ("for 2", "للقطعتين").
const NOT_CURRENT_AFTER = new RegExp(
  [
    "^\\s*[([]?\\s*(?:\\/|per\\b|a month|monthly|off\\b|excl|ex\\.? (?:vat|tax)|without|before (?:vat|tax)|plus (?:\\d+\\s*%\\s*)?(?:vat|tax)",
    "\\+\\s*(?:\\d+(?:[.,]\\d+)?\\s*[%٪]\\s*)?(?:vat|tax|(?:ال)?ضريبة)|for\\s+(?:\\d|two\\b|three\\b|four\\b|both\\b)",
    "delivery|shipping|fee\\b|credit|cashback|saving|شهري|للشهر|(?:بدون|قبل) (?:ال)?ضريبة|غير شامل|لا يشمل|غير متضمن",
    "لكل|للكيلو|للكيلوغرام|للكيلوجرام|للتر|للجرام|خصم|توفير|(?:مقابل|لـ|ل)\\s*\\d",
    "(?:لل|ل)?(?:قطعتين|حبتين|عبوتين|علبتين|اثنين))",
  ].join("|"),
  "i",
);
// Labels that name the selling price outright; they override a negative word that comes before them
// ("Regular price … Sale price", "السعر بعد الخصم").
const SELLING_PRICE_LABEL =
  /\b(?:sale price|special price|current price|our price|deal price|offer price|price now|now)\b|السعر الحالي|السعر بعد الخصم|سعر العرض|السعر الآن|الآن/gi;
// "Regular price" is the only label on a product that is not on sale, so it lowers the rank only.
export const REGULAR_LABEL = /\bregular price\b|السعر العادي/i;

// Labels of the store's own earlier price ("Was", "List price", "قبل", "السعر الأصلي"), and of
// amounts that are something else again (a saving, an instalment, a fee) when they come last.
const WAS_LABEL =
  /\b(?:was|list price|previous|original|old price|before(?: discount)?|compare at|regular price)\b|السعر السابق|السعر الأصلي|السعر الاصلي|السعر القديم|السعر قبل|قبل الخصم|بدلا من|كان|(?:^|\s)قبل(?=\s*:?\s*$)/gi;
const OTHER_AMOUNT_LABEL =
  /\b(?:save|saving|savings|discount|payments?|instal+ments?|per month|monthly|delivery|shipping|fees?|cashback)\b|(?<![\u0621-\u064A])وفر|توفير|خصم|دفعات|دفعة|قسط|أقساط|اقساط|شهري|التوصيل|توصيل|الشحن|شحن|رسوم/gi;

/** True when the label names the amount as the store's earlier or regular price. */
export function labelSaysWas(label: { own: string }): boolean {
  const wasEnd = lastMatchEnd(WAS_LABEL, label.own);
  return wasEnd >= 0 && wasEnd >= lastMatchEnd(OTHER_AMOUNT_LABEL, label.own);
}

/** True when the label names the amount as a saving, an instalment or a fee. */
export function labelSaysOtherAmount(label: { own: string }): boolean {
  return lastMatchEnd(OTHER_AMOUNT_LABEL, label.own) > lastMatchEnd(WAS_LABEL, label.own);
}

/** End offset of the last match of a global pattern, or -1. */
function lastMatchEnd(pattern: RegExp, text: string): number {
  let end = -1;
  for (const match of text.matchAll(pattern)) end = match.index + match[0].length;
  return end;
}

/** True when the label says the amount is not the selling price, unless a selling-price label follows. */
export function labelRulesOut(label: { full: string; own: string }): boolean {
  if (NOT_CURRENT_LABEL_ENDING.test(label.full)) return true;
  const negativeEnd = lastMatchEnd(NOT_CURRENT_LABEL, label.own);
  return negativeEnd >= 0 && lastMatchEnd(SELLING_PRICE_LABEL, label.own) < negativeEnd;
}

export function cleanLabel(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670]/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** True when the words right after an amount say it is not the selling price ("/ 100 g", "per month"). */
export function followingTextRulesOut(after: string): boolean {
  return NOT_CURRENT_AFTER.test(after);
}

/**
 * A label as the rules read it: `full` is the text back to the last separator (·, |, brackets),
 * `own` its part after the last number, so that in "Save 21% ﷼ 1,099" the "Save" is not the price's.
 */
export function readLabel(text: string): { full: string; own: string } {
  // A bracketed rate belongs to its label ("VAT (15%):"), it does not start a new one.
  // Nor does a bracketed qualifier of a label ("السعر (غير شامل الضريبة):", "Price (excl. VAT):").
  const unwrapped = text
    .replace(/\(\s*(\d+(?:[.,]\d+)?\s*[%٪])\s*\)/g, "$1")
    .replace(/\(([^()\d]{1,40})\)(?=\s*:)/g, " $1");
  const full = cleanLabel(unwrapped.split(/[·•|()[\]]/).pop() ?? unwrapped);
  const own = full.split(/\d[\d.,]*\s*[%٪]?/).pop() ?? full;
  return { full, own };
}
