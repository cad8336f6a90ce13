// Visible price text: the last resort, and the tie-breaker for structured data. Every amount written
// next to a riyal marker is a candidate; candidates in chrome, carousels, other sellers' tables,
// payment plans or fee notes are dropped, as are struck, "was", unit and VAT-exclusive prices and
// amounts whose label says what they are ("4 payments of", "worth", "free over"). The rest are ranked
// by how much their markup says "current price" and by how close they sit to the product's title.
// The struck or "was" amount written right beside the displayed price is the store's was price
// (PD-23).

import type { SourceReading } from "./choose-offer";
import {
  ancestorsOf,
  type CheerioAPI,
  commonAncestor,
  describeElement,
  type Element,
  elementHoldingRange,
  type FlatText,
  findMainHeading,
  flattenText,
  hasDescendant,
  isElement,
  isInNoiseRegion,
  wordPattern,
} from "./page-dom";
import {
  findBareNumbers,
  findMoneyMentions,
  type MoneyMention,
  normalizePriceText,
  type PageCurrency,
  parsePrice,
} from "./parse-price";
import {
  cleanLabel,
  followingTextRulesOut,
  labelRulesOut,
  labelSaysOtherAmount,
  labelSaysWas,
  REGULAR_LABEL,
  readLabel,
} from "./price-labels";
import { detectStockFromPage } from "./stock";
import { prepareVisiblePage } from "./visible-page";

export interface VisibleReader {
  /** The price the page displays for its product (memoised). */
  reading: () => SourceReading;
  /**
   * The store's earlier price shown next to where the page displays `price` (struck through, or
   * labelled "was" / "قبل"), or null when there is none or the page shows two different ones.
   */
  wasPriceNear: (price: number) => number | null;
  /** True when the block that shows `price` counts down to the end of a deal (a timer, "ends in"). */
  isTimedDealNear: (price: number) => boolean;
  /** True when the page shows two amounts joined as a range. */
  showsRange: () => boolean;
  /** Every SAR amount written anywhere on the page. */
  amounts: () => Set<number>;
  /** Stock as the product area shows it. */
  stock: () => boolean | null;
  /** The page as a shopper sees it (prepareVisiblePage), shared with other readers; not to be changed. */
  page: () => CheerioAPI;
  /** The SAR amounts written on the page with the text around each (at most 12), for operators. */
  candidates: () => Array<{ amount: number; text: string }>;
}

// ---------------------------------------------------------------------------------------------
// Judging each amount

const STRUCK_TAGS = new Set(["del", "s", "strike"]);
const STRUCK_WORDS = wordPattern([
  "strike",
  "strikethrough",
  "striked",
  "crossed",
  "line through",
  "linethrough",
]);
// Class words that name a store's earlier price ("was", "list price").
const EARLIER_PRICE_WORDS = [
  "old",
  "was",
  "before",
  "compare",
  "compared",
  "original",
  "previous",
  "prev",
  "list price",
  "listprice",
];
// Class words (within a few levels) that mark an amount as not the current unit price.
const NOT_CURRENT_WORDS = wordPattern([
  ...EARLIER_PRICE_WORDS,
  "rrp",
  "msrp",
  "srp",
  "basis",
  "save",
  "saved",
  "saving",
  "savings",
  "you save",
  "unit",
  "per",
  "unitprice",
  "net",
  "excl",
  "ex vat",
  "without vat",
  "tax excl",
  "deposit",
]);
const PRICE_WORDS = wordPattern(["price", "prices", "pricing", "amount", "cost", "money"]);
const CURRENT_WORDS = wordPattern([
  "sale",
  "new",
  "current",
  "now",
  "special",
  "final",
  "selling",
  "actual",
  "hero",
  "main",
  "to pay",
  "topay",
  "buybox",
  "buy box",
  "core",
  "our",
  "deal",
  "total",
  "offer price",
]);
const REGULAR_WORDS = wordPattern(["regular"]);
// Class words of an element holding the store's earlier price.
const WAS_WORDS = wordPattern([...EARLIER_PRICE_WORDS, "strike", "strikethrough", "crossed"]);

const CURRENT_LABEL = /\b(?:now|price|today)\b|السعر|سعر/i;

/**
 * Words before the amount on its line (or a short label line right above it), back to the last
 * separator or number: in "Save 21% ﷼ 1,099" the "Save" belongs to the 21%, not to the price.
 */
function labelBefore(
  flat: FlatText,
  mention: MoneyMention,
  previousEnd: number,
): { full: string; own: string } {
  const lineStart = flat.text.lastIndexOf("\n", mention.start - 1) + 1;
  let label = flat.text.slice(Math.max(lineStart, previousEnd, mention.start - 60), mention.start);
  if (!label.trim() && lineStart > previousEnd) {
    // The first piece is the rest of the previous amount's line, not a label of this one.
    const lines = flat.text
      .slice(previousEnd, lineStart)
      .split("\n")
      .slice(previousEnd > 0 ? 1 : 0);
    const above = lines.map((line) => line.trim()).filter(Boolean);
    const last = above[above.length - 1] ?? "";
    const lastAt = flat.text.lastIndexOf(last, lineStart);
    if (last.length <= 40 && !/\d/.test(last) && !isInsideHeadingTag(flat, lastAt)) label = last;
  }
  return readLabel(label);
}

/** True when the text at this offset belongs to an h1–h6 (a title is not a price label). */
function isInsideHeadingTag(flat: FlatText, offset: number): boolean {
  const span = flat.spans.find((candidate) => candidate.start <= offset && offset < candidate.end);
  return span !== undefined && ancestorsOf(span.element).some((element) => /^h[1-6]$/.test(element.name));
}

function textAfter(flat: FlatText, mention: MoneyMention, nextStart: number): string {
  const lineEnd = flat.text.indexOf("\n", mention.end);
  const end = Math.min(lineEnd < 0 ? flat.text.length : lineEnd, nextStart, mention.end + 40);
  return cleanLabel(flat.text.slice(mention.end, end));
}

interface Candidate {
  amount: number;
  score: number;
  order: number;
}

function isStruck(element: Element): boolean {
  return (
    STRUCK_TAGS.has(element.name) ||
    element.attribs["data-a-strike"] === "true" ||
    (element.attribs.style ?? "").replace(/\s+/g, "").includes("line-through") ||
    STRUCK_WORDS.test(describeElement(element))
  );
}

/** The holder and its ancestors up to (not including) the container that also holds the heading. */
function nearAncestors(holder: Element, heading: Element | null, limit: number): Element[] {
  const headingChain = heading ? new Set(ancestorsOf(heading)) : new Set<Element>();
  const near: Element[] = [];
  for (const ancestor of ancestorsOf(holder)) {
    if (near.length >= limit || headingChain.has(ancestor) || ancestor.name === "body") break;
    near.push(ancestor);
  }
  return near;
}

interface MentionContext {
  flat: FlatText;
  heading: Element | null;
  label: { full: string; own: string };
  after: string;
}

/** True when the amount is certainly not the product's current price (see the rules above). */
function isRuledOut(
  mention: MoneyMention,
  holder: Element,
  context: MentionContext,
  nearWords: string,
): boolean {
  return (
    mention.amount <= 0 ||
    ancestorsOf(holder).some(isStruck) ||
    isInNoiseRegion(holder, context.heading) ||
    labelRulesOut(context.label) ||
    followingTextRulesOut(context.after) ||
    isVariantOption(holder) ||
    NOT_CURRENT_WORDS.test(nearWords)
  );
}

/**
 * Ranks an amount, or returns null when it is ruled out. Points for a riyal marker, price-ish and
 * current-price class names, a "Price:" label; penalties for "regular" prices, card lists, distance
 * from the title and for coming before it.
 */
function scoreMention(mention: MoneyMention, holder: Element, context: MentionContext): number | null {
  const { heading, label } = context;
  const near = nearAncestors(holder, heading, 4);
  const nearWords = near.map(describeElement).join(" ");
  if (isRuledOut(mention, holder, context, nearWords)) return null;

  let score = mention.currency === "SAR" ? 2 : 0;
  if (PRICE_WORDS.test(nearWords)) score += 2;
  if (CURRENT_WORDS.test(nearWords) || near.some((element) => element.name === "ins")) score += 2;
  if (REGULAR_WORDS.test(nearWords) || REGULAR_LABEL.test(label.own)) score -= 3;
  if (CURRENT_LABEL.test(label.own)) score += 1;
  if (isInRepeatedCard(holder, heading)) score -= 3;

  if (heading) {
    // Prices closer to the product title (sharing a smaller container) are more likely its price.
    const shared = commonAncestor(holder, heading);
    const steps = shared ? ancestorsOf(heading).indexOf(shared) : 10;
    score -= Math.min(steps, 8) * 0.5;
    // A number inside the title is part of the name ("Monitor 144Hz"), rarely its price.
    if (steps === 0) score -= 2;
    const order = context.flat.order;
    if ((order.get(holder) ?? 0) < (order.get(heading) ?? 0)) score -= 1;
  }
  return score;
}

/** An amount inside a <label> or <fieldset> with radio buttons is one option's price (a variant picker). */
function isVariantOption(holder: Element): boolean {
  return ancestorsOf(holder).some(
    (ancestor) =>
      (ancestor.name === "label" || ancestor.name === "fieldset") &&
      hasDescendant(
        ancestor,
        (input) => input.name === "input" && /^(?:radio|checkbox)$/i.test(input.attribs.type ?? ""),
      ),
  );
}

/**
 * True when the amount sits in one of several sibling blocks that each carry a link or image and a
 * number: the shape of a product-card list (related items, other sellers), whatever its class names.
 */
function isInRepeatedCard(holder: Element, heading: Element | null): boolean {
  for (const ancestor of nearAncestors(holder, heading, 6)) {
    const parent = ancestor.parent;
    if (!parent || !("children" in parent)) continue;
    const siblings = parent.children.filter(
      (sibling): sibling is Element => isElement(sibling) && sibling.name === ancestor.name,
    );
    // Columns of the product layout itself (one holds the title) are not a list of cards.
    if (heading && siblings.some((sibling) => hasDescendant(sibling, (inner) => inner === heading))) {
      return false;
    }
    const cards = siblings.filter(
      (sibling) =>
        (sibling.name === "a" ||
          hasDescendant(sibling, (inner) => inner.name === "img" || inner.name === "a")) &&
        /\d/.test(flattenText(sibling).text),
    );
    if (cards.length >= 3 && cards.includes(ancestor)) return true;
  }
  return false;
}

/** A number without a currency marker counts only when it is the whole text of a price element. */
function isStandalonePriceElement($: CheerioAPI, holder: Element, heading: Element | null): boolean {
  const words = nearAncestors(holder, heading, 2).map(describeElement).join(" ");
  if (!PRICE_WORDS.test(words)) return false;
  const text = normalizePriceText($(holder).text()).trim();
  return /^[\d.,\u2009' ]+$/.test(text);
}

/**
 * True when a number with a grouping space ("1 299,00") comes from one text node. Across elements the
 * space is layout, not grouping: "<span>4</span> <span>299 SAR</span>" is two numbers, not 4,299.
 */
function isWrittenAsOne(flat: FlatText, mention: MoneyMention): boolean {
  if (!/[ \u2009]/.test(flat.text.slice(mention.numberStart, mention.numberEnd))) return true;
  return flat.spans.some((span) => span.start <= mention.numberStart && mention.numberEnd <= span.end);
}

/**
 * True when the amount reads as the store's earlier price: struck through, labelled "was" / "قبل" /
 * "السعر الأصلي", or in an "old price" element, and not a saving, an instalment or a fee.
 */
function isWasAmount(mention: MoneyMention, holder: Element, context: MentionContext): boolean {
  if (mention.amount <= 0 || mention.currency === "other") return false;
  if (labelSaysOtherAmount(context.label) || followingTextRulesOut(context.after)) return false;
  if (isInNoiseRegion(holder, context.heading) || isVariantOption(holder)) return false;
  if (isInRepeatedCard(holder, context.heading)) return false;
  const closeWords = nearAncestors(holder, context.heading, 2).map(describeElement).join(" ");
  return (
    ancestorsOf(holder).some(isStruck) ||
    labelSaysWas(context.label) ||
    (WAS_WORDS.test(closeWords) && !CURRENT_WORDS.test(closeWords))
  );
}

/** One amount written on the page, ranked as the product's current price (null: ruled out). */
interface ScannedAmount {
  mention: MoneyMention;
  holder: Element;
  context: MentionContext;
  order: number;
  score: number | null;
  isRangeEnd: boolean;
}

type PageAmounts = { amounts: ScannedAmount[]; heading: Element | null; flat: FlatText } | null;

// Two amounts joined as a range ("99.00 ر.س – 149.00 ر.س", "SAR 99 to SAR 149"): neither is the price.
const RANGE_JOINER = /^[^\S\n]*(?:[-–—~]|to|through|إلى|الى)[^\S\n]*$/i;

/** Every amount of the page in text order, with its rank (see scoreMention). */
function scanAmounts($: CheerioAPI, productName: string | null, pageCurrency: PageCurrency): PageAmounts {
  const body = $("body").get(0);
  if (!body) return null;
  const heading = findMainHeading($, productName);
  const flat = flattenText(body);

  const withCurrency = findMoneyMentions(flat.text);
  const taken = (position: number) =>
    withCurrency.some((mention) => position >= mention.start && position < mention.end);
  const bare = findBareNumbers(flat.text).filter((number) => !taken(number.start));
  const mentions = [...withCurrency, ...bare].sort((first, second) => first.start - second.start);

  const amounts: ScannedAmount[] = [];
  for (const mention of mentions) {
    if (mention.currency === "other" || !isWrittenAsOne(flat, mention)) continue;
    // A bare number on a page that declares another currency is in that currency.
    if (mention.currency === null && pageCurrency === "other") continue;
    const holder = elementHoldingRange(flat, mention.numberStart, mention.numberEnd);
    if (!holder) continue;
    if (mention.currency === null && !isStandalonePriceElement($, holder, heading)) continue;
    // Labels run back to the previous amount with a currency; stray numbers (model codes) do not cut them.
    const previousEnd = withCurrency.filter((other) => other.end <= mention.start).pop()?.end ?? 0;
    const nextStart = withCurrency.find((other) => other.start >= mention.end)?.start ?? flat.text.length;
    const label = labelBefore(flat, mention, previousEnd);
    const context = { flat, heading, label, after: textAfter(flat, mention, nextStart) };
    const isRangeEnd =
      RANGE_JOINER.test(flat.text.slice(previousEnd, mention.start)) ||
      RANGE_JOINER.test(flat.text.slice(mention.end, nextStart));
    const score = isRangeEnd ? null : scoreMention(mention, holder, context);
    amounts.push({ mention, holder, context, order: flat.order.get(holder) ?? 0, score, isRangeEnd });
  }
  return { amounts, heading, flat };
}

function readVisiblePrice($: CheerioAPI, scan: PageAmounts, pageCurrency: PageCurrency): SourceReading {
  if (!scan) return { price: null, inStock: null };
  const candidates: Candidate[] = scan.amounts.flatMap(({ mention, score, order }) =>
    score === null ? [] : [{ amount: mention.amount, score, order }],
  );
  if (candidates.length === 0 && pageCurrency !== "other") {
    candidates.push(...readPriceAttributes($, scan.flat, scan.heading));
  }
  return chooseVisibleCandidate(candidates);
}

/** At most this many levels from each amount up to the element holding both: "next to" each other. */
const NEXT_TO_LEVELS = 4;

function areNextToEachOther(first: Element, second: Element): boolean {
  const shared = commonAncestor(first, second);
  if (!shared || shared.name === "body") return false;
  return (
    ancestorsOf(first).indexOf(shared) <= NEXT_TO_LEVELS &&
    ancestorsOf(second).indexOf(shared) <= NEXT_TO_LEVELS
  );
}

/**
 * The was price beside the displayed `price`: from the best-ranked place the page shows that price,
 * the nearest was amount on either side in text order, with no other candidate price between them
 * and both in one small block. Two different was amounts, or one not above the price: none.
 */
function findWasPriceNear(scan: PageAmounts, price: number): number | null {
  if (!scan) return null;
  const { amounts } = scan;
  const anchor = findShownAt(amounts, price);
  if (anchor < 0) return null;
  const shown = amounts[anchor]!;
  const found = new Set<number>();
  for (const step of [-1, 1]) {
    for (let index = anchor + step; index >= 0 && index < amounts.length; index += step) {
      const { mention, holder, context, score } = amounts[index]!;
      if (score !== null) break;
      if (!isWasAmount(mention, holder, context)) continue;
      if (mention.amount > price && areNextToEachOther(shown.holder, holder)) found.add(mention.amount);
      break;
    }
  }
  const [wasPrice] = found;
  return found.size === 1 && wasPrice !== undefined ? wasPrice : null;
}

/** Index of the best-ranked place the page shows `price`, or -1. */
function findShownAt(amounts: ScannedAmount[], price: number): number {
  let anchor = -1;
  for (const [index, scanned] of amounts.entries()) {
    if (scanned.score === null || scanned.mention.amount !== price) continue;
    if (anchor < 0 || scanned.score > (amounts[anchor]!.score ?? 0)) anchor = index;
  }
  return anchor;
}

const TIMED_DEAL_WORDS = wordPattern(["countdown", "count down", "timer", "flash", "lightning", "expires"]);
const TIMED_DEAL_TEXT =
  /\b(?:ends in|ends on|offer ends|deal ends|expires in)\b|ينتهي|ينتهى|الوقت المتبقي|متبقي على/i;

/**
 * True when the block holding the displayed price and the title (or, far from the title, the price's
 * own few ancestors) has a countdown: a <time> or timer element, or "ends in" / "ينتهي" text.
 */
function isTimedDealNear(scan: PageAmounts, price: number): boolean {
  if (!scan) return false;
  const anchor = findShownAt(scan.amounts, price);
  if (anchor < 0) return false;
  const { holder } = scan.amounts[anchor]!;
  const shared = scan.heading ? commonAncestor(holder, scan.heading) : null;
  const block =
    shared && shared.name !== "body" && shared.name !== "html"
      ? shared
      : nearAncestors(holder, scan.heading, NEXT_TO_LEVELS).pop();
  if (!block) return false;
  return (
    hasDescendant(block, (inner) => inner.name === "time" || TIMED_DEAL_WORDS.test(describeElement(inner))) ||
    TIMED_DEAL_TEXT.test(flattenText(block).text)
  );
}

// Attributes some themes render the price into before scripts write it as text.
const PRICE_ATTRIBUTES = [
  "data-price",
  "data-price-amount",
  "data-product-price",
  "data-final-price",
  "data-sale-price",
  "data-current-price",
  "data-selling-price",
];

/**
 * Last resort when no amount is written as text (the price is filled in by a script): plain numbers
 * in price data attributes, judged by the same rules as text.
 */
function readPriceAttributes($: CheerioAPI, flat: FlatText, heading: Element | null): Candidate[] {
  const candidates: Candidate[] = [];
  const selector = PRICE_ATTRIBUTES.map((name) => `[${name}]`).join(", ");
  for (const element of $(selector).toArray()) {
    if (!isElement(element)) continue;
    for (const name of PRICE_ATTRIBUTES) {
      const value = normalizePriceText(element.attribs[name] ?? "").trim();
      if (!/^\d[\d.,]*$/.test(value)) continue;
      const amount = parsePrice(value)?.amount;
      if (amount === undefined) continue;
      const mention: MoneyMention = {
        amount,
        currency: null,
        start: 0,
        end: 0,
        numberStart: 0,
        numberEnd: 0,
      };
      const context = { flat, heading, label: { full: "", own: "" }, after: "" };
      const score = scoreMention(mention, element, context);
      if (score !== null) candidates.push({ amount, score, order: flat.order.get(element) ?? 0 });
    }
  }
  return candidates;
}

/**
 * The best-scored amount. When a different amount scores the same, the page offers no way to tell
 * which is the product's price, so the reading is ambiguous.
 */
function chooseVisibleCandidate(candidates: Candidate[]): SourceReading {
  const ranked = [...candidates].sort(
    (first, second) => second.score - first.score || first.order - second.order,
  );
  const [best] = ranked;
  if (!best) return { price: null, inStock: null };
  const rival = ranked.find(
    (candidate) => candidate.amount !== best.amount && candidate.score === best.score,
  );
  if (rival) return { price: null, inStock: null, ambiguous: true };
  return { price: best.amount, inStock: null };
}

/** Builds a lazy reader over a cleaned copy of the page; nothing is parsed until first asked. */
export function createVisibleReader(
  html: string,
  productName: string | null,
  pageCurrency: PageCurrency,
): VisibleReader {
  let page: CheerioAPI | null = null;
  let scan: PageAmounts | undefined;
  let reading: SourceReading | null = null;
  let amounts: Set<number> | null = null;
  const getPage = () => {
    page ??= prepareVisiblePage(html);
    return page;
  };
  const getScan = () => {
    if (scan === undefined) scan = scanAmounts(getPage(), productName, pageCurrency);
    return scan;
  };
  return {
    reading: () => {
      reading ??= readVisiblePrice(getPage(), getScan(), pageCurrency);
      return reading;
    },
    page: getPage,
    wasPriceNear: (price) => findWasPriceNear(getScan(), price),
    isTimedDealNear: (price) => isTimedDealNear(getScan(), price),
    showsRange: () => getScan()?.amounts.some((scanned) => scanned.isRangeEnd) ?? false,
    amounts: () => {
      if (!amounts) {
        const body = getPage()("body").get(0);
        const text = body ? flattenText(body).text : "";
        amounts = new Set(
          findMoneyMentions(text)
            .filter((mention) => mention.currency === "SAR")
            .map((mention) => mention.amount),
        );
      }
      return amounts;
    },
    stock: () => {
      const $ = getPage();
      return detectStockFromPage($, findMainHeading($, productName));
    },
    candidates: () => {
      const body = getPage()("body").get(0);
      const text = body ? flattenText(body).text : "";
      return findMoneyMentions(text)
        .filter((mention) => mention.currency === "SAR")
        .slice(0, 12)
        .map((mention) => ({
          amount: mention.amount,
          text: text
            .slice(Math.max(0, mention.start - 40), mention.end + 40)
            .replace(/\s+/g, " ")
            .trim(),
        }));
    },
  };
}
