// Reading the price out of one line of shop text ("1,299 ر.س أو 4 دفعات بقيمة 325 ر.س", "Was SAR 1,500
// Now SAR 1,299", "SAR 12.95 (SAR 2.59 / 100 g)"). The amounts are found by parse-price, then judged by
// the same label rules as the visible-text reader. One selling price left: that price. None, several
// different ones, a range, or only amounts in another currency: no price (null), never a guess.

import {
  findBareNumbers,
  findMoneyMentions,
  type MoneyMention,
  normalizePriceText,
  type PageCurrency,
} from "./parse-price";
import { cleanLabel, followingTextRulesOut, labelRulesOut, REGULAR_LABEL, readLabel } from "./price-labels";

export interface TextPrice {
  amount: number;
  /** "SAR" when a riyal marker stands next to the amount, null for a bare number. */
  currency: "SAR" | null;
}

// Two amounts joined as a range: "99 - 149", "SAR 99 to SAR 149", "من 99 إلى 149".
const RANGE_JOINER = /^\s*(?:[-–—~]|to|till|until|إلى|الى|لـ|-\s*إلى)\s*$/i;
const RANGE_BEFORE = /\d\s*(?:[-–—~]|to|إلى|الى)\s*$/i;
const RANGE_AFTER = /^\s*(?:[-–—~]|to|إلى|الى)\s*\d/i;
// A label that may stand before a lone number: "Price:", "السعر:", "Now".
const LONE_NUMBER_LABEL = /^(?:(?:price|our price|sale price|now|السعر|سعر البيع|الآن)\s*:?\s*)?/i;

function isRuledOut(text: string, mentions: MoneyMention[], index: number): boolean {
  const mention = mentions[index]!;
  const nextStart = mentions[index + 1]?.start ?? text.length;
  const after = cleanLabel(text.slice(mention.end, Math.min(nextStart, mention.end + 40)));
  return labelRulesOut(readLabel(labelOf(text, mentions, index))) || followingTextRulesOut(after);
}

function isRange(text: string, mentions: MoneyMention[]): boolean {
  return mentions.some((mention, index) => {
    const previous = mentions[index - 1];
    const next = mentions[index + 1];
    if (previous && RANGE_JOINER.test(text.slice(previous.end, mention.start))) return true;
    return (
      RANGE_BEFORE.test(text.slice(previous?.end ?? 0, mention.start)) ||
      RANGE_AFTER.test(text.slice(mention.end, next?.start ?? text.length))
    );
  });
}

function labelOf(text: string, mentions: MoneyMention[], index: number): string {
  const mention = mentions[index]!;
  return text.slice(Math.max(mentions[index - 1]?.end ?? 0, mention.start - 60), mention.start);
}

/** A number with nothing around it but an optional price label: "1,899.00", "Price: 67". */
function readLoneNumber(text: string, pageCurrency: PageCurrency): TextPrice | null {
  if (pageCurrency === "other") return null;
  const trimmed = text.trim().replace(LONE_NUMBER_LABEL, "");
  const numbers = findBareNumbers(trimmed);
  const [number] = numbers;
  if (numbers.length !== 1 || !number) return null;
  const rest = trimmed.slice(0, number.start) + trimmed.slice(number.end);
  return /^[\s*]*$/.test(rest) ? { amount: number.amount, currency: null } : null;
}

/**
 * The selling price a line of shop text states, or null. Amounts ruled out by their labels (was,
 * instalments, delivery, "from", unit prices, VAT-exclusive) do not count; a range, two different
 * selling prices, or only other currencies give null. A bare number counts only when it is the whole
 * text, and never on a page that declares another currency.
 */
export function readPriceText(text: string, pageCurrency: PageCurrency = null): TextPrice | null {
  const normalised = normalizePriceText(text);
  const mentions = findMoneyMentions(normalised);
  if (mentions.length === 0) return readLoneNumber(normalised, pageCurrency);
  if (isRange(normalised, mentions)) return null;

  const selling = mentions
    .map((mention, index) => ({ mention, index }))
    .filter(({ mention, index }) => mention.currency === "SAR" && !isRuledOut(normalised, mentions, index));
  // Beside a sale price, the amount labelled "regular price" is the was price.
  const notRegular = selling.filter(
    ({ index }) => !REGULAR_LABEL.test(readLabel(labelOf(normalised, mentions, index)).own),
  );
  const chosen = notRegular.length > 0 ? notRegular : selling;
  const amounts = new Set(chosen.map(({ mention }) => mention.amount));
  const [amount] = amounts;
  return amounts.size === 1 && amount !== undefined ? { amount, currency: "SAR" } : null;
}
