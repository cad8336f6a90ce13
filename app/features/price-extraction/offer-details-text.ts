// Offer details from what a shopper reads on the page (issue 32), in English and Arabic, Latin or
// Arabic-Indic digits: delivery fees, free-delivery thresholds and days (per city where the text
// names one), "Sold by X" / "يباع بواسطة X", warranty length and KSA or international version,
// Tabby / Tamara instalments, a returns window, pickup and a coupon the store states. Other
// products' blocks (related items, other sellers, reviews) are not read. Each rule needs the words
// that say what a number is; a number without them is not read.

import type { DeliveryTerms, InstalmentPlan, Warranty } from "~/features/offer-details/offer-details";
import { findPlaces, foldPlaceText, type Place, shippingRulesToTerms } from "./delivery-regions";
import {
  ancestorsOf,
  type CheerioAPI,
  describeElement,
  type Element,
  elementHoldingRange,
  type FlatText,
  flattenText,
  hasDescendant,
  isElement,
  OTHER_PRODUCT_WORDS,
  OTHER_SELLER_WORDS,
  wordPattern,
} from "./page-dom";
import { findBareNumbers, findMoneyMentions, type PageCurrency } from "./parse-price";

export type TextDetails = {
  delivery?: DeliveryTerms[];
  pickup?: boolean;
  sellerName?: string;
  warranty?: Warranty;
  instalments?: InstalmentPlan[];
  returnsDays?: number;
  coupon?: string;
};

// Blocks about other products or other people's words: their delivery or warranty is not this offer's.
const OTHER_PRODUCTS = wordPattern([
  ...OTHER_PRODUCT_WORDS,
  ...OTHER_SELLER_WORDS,
  "reviews?",
  "testimonials",
  "comments",
  "minicart",
  "mini cart",
]);

/** One clause of the page's text: the folded text rules match, the clean text names are cut from. */
type Clause = { folded: string; clean: string; hints: () => string[]; lineLead: string };

/** Diacritics and tatweel dropped; the folded copy also has Arabic letter variants folded, lower case. */
function cleanText(text: string): string {
  return text
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

// Clauses end at separators a store puts between facts ("Riyadh: 1-2 days · Other cities: 3-5 days").
const CLAUSE_SEPARATOR = /\s*[·•|;؛]\s*|\s+[-–—]\s+(?=\D)/;

/** Blocks about other products (see OTHER_PRODUCTS); the page itself is left as it is (it is shared). */
function findOtherProducts($: CheerioAPI, heading: Element | null): Set<Element> {
  const headingChain = heading ? new Set(ancestorsOf(heading)) : new Set<Element>();
  const blocks = new Set<Element>();
  for (const element of $("body *").toArray()) {
    if (!isElement(element) || headingChain.has(element)) continue;
    if (OTHER_PRODUCTS.test(describeElement(element))) blocks.add(element);
  }
  return blocks;
}

/**
 * Words describing the blocks a line sits in, nearest block first: class names, ids and image alt
 * texts (a provider's logo). Each level holds everything inside that block.
 */
function hintsFor(flat: FlatText, start: number, end: number): string[] {
  const holder = elementHoldingRange(flat, start, end);
  if (!holder) return [];
  const levels: string[] = [];
  const words: string[] = [];
  for (const element of ancestorsOf(holder).slice(0, 5)) {
    if (element.name === "body") break;
    const images: string[] = [];
    hasDescendant(element, (inner) => {
      if (inner.name === "img" || inner.name === "svg") {
        images.push(
          `${inner.attribs.alt ?? ""} ${inner.attribs.src ?? ""} ${inner.attribs["aria-label"] ?? ""}`,
        );
      }
      return false;
    });
    words.push(describeElement(element));
    levels.push(`${words.join(" ")} ${images.join(" ")}`.toLowerCase());
  }
  return levels;
}

function readClauses($: CheerioAPI, heading: Element | null): Clause[] {
  const others = findOtherProducts($, heading);
  const body = $("body").get(0);
  if (!body) return [];
  const flat = flattenText(body);
  const clauses: Clause[] = [];
  let offset = 0;
  for (const line of flat.text.split("\n")) {
    const start = offset;
    offset += line.length + 1;
    if (!line.trim() || line.length > 400) continue;
    const holder = elementHoldingRange(flat, start, start + line.length);
    if (others.size > 0 && holder && ancestorsOf(holder).some((element) => others.has(element))) continue;
    let hinted: string[] | undefined;
    const hints = () => {
      hinted ??= hintsFor(flat, start, start + line.length);
      return hinted;
    };
    let lineLead: string | null = null;
    for (const part of line.split(CLAUSE_SEPARATOR)) {
      const clean = cleanText(part);
      if (!clean) continue;
      const folded = foldPlaceText(clean);
      lineLead ??= folded;
      clauses.push({ clean, folded, hints, lineLead });
    }
  }
  return clauses;
}

// ---------------------------------------------------------------------------------------------
// Amounts

type Amount = { halalas: number; start: number; end: number };

function amountsIn(text: string, pageCurrency: PageCurrency): Amount[] {
  const marked = findMoneyMentions(text).filter((mention) => mention.currency === "SAR");
  // A bare number counts as riyals only on a page whose structured data says it prices in SAR.
  const bare =
    pageCurrency === "SAR"
      ? findBareNumbers(text).filter(
          (number) => !marked.some((mention) => number.start >= mention.start && number.start < mention.end),
        )
      : [];
  return [...marked, ...bare]
    .map((mention) => ({ halalas: Math.round(mention.amount * 100), start: mention.start, end: mention.end }))
    .sort((first, second) => first.start - second.start);
}

// ---------------------------------------------------------------------------------------------
// Delivery

const FREE_DELIVERY =
  /\bfree (?:standard |express |home )?(?:delivery|shipping)\b|\b(?:delivery|shipping) (?:is )?free\b|(?:التوصيل|توصيل|الشحن|شحن)(?: و\S+)? (?:مجاني|مجانا|مجانى)/;
const FREE_WORD = /\bfree\b|مجان/;
const DELIVERY_WORD =
  /\b(?:deliver(?:y|ed|s)?|shipping|ships|shipped|arrives?|get it|receive it)\b|التوصيل|توصيل|يصل|يصلك|تصلك|الشحن|شحن|الاستلام خلال/;
const THRESHOLD_BEFORE =
  /(?:\bover|\babove|\bfrom|\bof|\bmore than|\bexceeding|\bminimum|\bmin\.?|\bspend|\bworth|فوق|اكثر من|تزيد عن|تزيد على|تتجاوز|اعلي من|اعلى من|بقيمه|قيمتها|من|بحد ادني|بحد ادنى)\s*:?\s*$/;
// A nudge about the shopper's own cart ("Add SAR 50 more for free delivery") is not the store's rule.
const CART_NUDGE = /\b(?:more|add|away|remaining|left)\b|اضف|أضف|متبقي|تبقى|باقي لك|المتبقي/;
const FEE_BEFORE =
  /(?:\b(?:delivery|shipping)(?: fees?| charges?| costs?| price| rate)?|رسوم (?:التوصيل|الشحن)|تكلفه (?:التوصيل|الشحن)|اجور (?:التوصيل|الشحن)|سعر (?:التوصيل|الشحن)|(?:التوصيل|الشحن|توصيل|شحن))(?:\s+(?:to|الي|الى|ل|لـ)\s+[^\d:]{2,30})?\s*[:：]?\s*(?:only\s*|فقط\s*|بـ\s*|ب\s*)?$/;
const FEE_AFTER =
  /^\s*(?:delivery|shipping)(?: fees?| charges?)?\b|^\s*(?:رسوم|تكلفه)?\s*(?:التوصيل|الشحن|توصيل|شحن)/;
const NOT_A_FEE =
  /\b(?:free|over|above|spend|save|off|total|subtotal|order total|returns?|cod|cash on delivery|installation|assembly)\b|مجان|فوق|اكثر من|توفير|خصم|المجموع|الاجمالي|الدفع عند الاستلام|ارجاع|استرجاع|تركيب/;
const RETURN_WORD =
  /\b(?:returns?|refunds?|exchanges?|returnable)\b|ارجاع|الارجاع|استرجاع|الاسترجاع|استبدال|الاستبدال/;

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
  twelve: 12,
  واحد: 1,
  واحده: 1,
  اثنين: 2,
  اثنان: 2,
  ثلاث: 3,
  ثلاثه: 3,
  اربع: 4,
  اربعه: 4,
  خمس: 5,
  خمسه: 5,
  ست: 6,
  سته: 6,
  سبع: 7,
  سبعه: 7,
  عشر: 10,
  عشره: 10,
};
const NUMBER = `(\\d{1,3}|${Object.keys(WORD_NUMBERS).join("|")})`;

function numberValue(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = /^\d+$/.test(text) ? Number(text) : WORD_NUMBERS[text];
  return value === undefined ? null : value;
}

const DAY_WORD = "(?:business |working )?(?:days?|ايام|يوم|يوما|ايام عمل|يوم عمل)";
const DAY_RANGE = new RegExp(`${NUMBER}\\s*(?:-|–|—|~|to|الى|الي|او|و)\\s*${NUMBER}\\s*${DAY_WORD}`);
const DAY_SINGLE = new RegExp(`(?<![\\d.,])${NUMBER}\\s*${DAY_WORD}(?![a-z])`);
// "Delivered within 24 hours"; not an order cut-off ("order within 3 hrs").
const HOURS = /(?<!order |اطلب |اطلب خلال )(?:within|in|خلال)\s*(\d{1,3})\s*(?:hours?|hrs?|ساعه|ساعات)/;
const ORDER_CUTOFF = /\border (?:with)?in\b|اطلب خلال/;
const TWO_DAYS = /يومين|يومان/;
const NEXT_DAY = /\bnext[- ]day\b|\btomorrow\b|اليوم التالي|غدا|بكره/;
const SAME_DAY = /\bsame[- ]day\b|نفس اليوم|في نفس اليوم/;

/** Delivery days a clause states after a delivery word: [min, max], or null. */
function readDeliveryDays(folded: string): [number, number] | null {
  if (RETURN_WORD.test(folded)) return null;
  const after = folded;
  const range = DAY_RANGE.exec(after);
  if (range) {
    const min = numberValue(range[1]);
    const max = numberValue(range[2]);
    if (min !== null && max !== null && min <= max && max <= 60) return [min, max];
    return null;
  }
  if (TWO_DAYS.test(after)) return [2, 2];
  const single = DAY_SINGLE.exec(after);
  if (single) {
    const days = numberValue(single[1]);
    return days !== null && days <= 60 ? [days, days] : null;
  }
  const hours = ORDER_CUTOFF.test(after) ? null : HOURS.exec(after);
  if (hours) {
    const days = Math.ceil(Number(hours[1]) / 24);
    return days >= 1 && days <= 14 ? [days, days] : null;
  }
  if (SAME_DAY.test(after)) return [0, 0];
  if (NEXT_DAY.test(after)) return [1, 1];
  return null;
}

const DELIVER_TO =
  /^(?:deliver(?:ing)? to|delivery to|ship to|التوصيل (?:الى|الي)|توصيل (?:الى|الي)|الشحن (?:الى|الي))\s*:?\s*[^\d]{2,30}$/;

type DeliveryFacts = { fee?: number; freeOver?: number; days?: [number, number] };

function readDeliveryFacts(folded: string, pageCurrency: PageCurrency): DeliveryFacts | null {
  const facts: DeliveryFacts = {};
  const amounts = amountsIn(folded, pageCurrency);
  const thresholds: Amount[] = [];
  const fees: Amount[] = [];
  for (const amount of amounts) {
    const before = folded.slice(Math.max(0, amount.start - 50), amount.start);
    // "Free delivery on orders over SAR 200", "free over SR 150", "مجاني للطلبات فوق ٢٠٠ ر.س".
    if (FREE_WORD.test(before) && THRESHOLD_BEFORE.test(before)) {
      thresholds.push(amount);
    } else if (
      !NOT_A_FEE.test(before) &&
      (FEE_BEFORE.test(before) || FEE_AFTER.test(folded.slice(amount.end, amount.end + 30)))
    ) {
      fees.push(amount);
    }
  }
  const [threshold] = thresholds;
  if (
    threshold &&
    !CART_NUDGE.test(folded) &&
    thresholds.every((other) => other.halalas === threshold.halalas)
  ) {
    facts.freeOver = threshold.halalas;
  }
  const [fee] = fees;
  if (fee && fees.every((other) => other.halalas === fee.halalas)) facts.fee = fee.halalas;
  else if (amounts.length === 0 && FREE_DELIVERY.test(folded) && !RETURN_WORD.test(folded)) facts.fee = 0;
  const days = readDeliveryDays(folded);
  if (days) facts.days = days;
  return facts.fee !== undefined || facts.freeOver !== undefined || facts.days ? facts : null;
}

/**
 * Delivery terms from the page's delivery clauses: each clause's facts go to the regions it names,
 * or to "all" when it names none. Facts for one region merge; two different values of one fact for
 * one region are not read.
 */
function readDelivery(clauses: Clause[], pageCurrency: PageCurrency): DeliveryTerms[] {
  type Gathered = { place: Place | "all"; facts: DeliveryFacts };
  const gathered: Gathered[] = [];
  // A location picker ("Deliver to Riyadh") means the page's estimates are for that city.
  const chosen = clauses
    .map((clause) => (DELIVER_TO.test(clause.folded) ? findPlaces(clause.folded) : null))
    .find((place) => place !== null);
  for (const clause of clauses) {
    const place = findPlaces(clause.folded);
    // "Delivery: Riyadh 1-2 days · Other cities 3-5 days": a place after a delivery lead is delivery too.
    const isDelivery =
      DELIVERY_WORD.test(clause.folded) ||
      FREE_DELIVERY.test(clause.folded) ||
      ((place !== null || FREE_WORD.test(clause.folded)) &&
        DELIVERY_WORD.test(clause.lineLead) &&
        !RETURN_WORD.test(clause.lineLead));
    if (!isDelivery) continue;
    const facts = readDeliveryFacts(clause.folded, pageCurrency);
    if (facts) gathered.push({ place: place ?? chosen ?? "all", facts });
  }
  // One place's facts merged field by field, conflicting values dropped.
  const byPlace = new Map<string, { place: Place | "all"; facts: Map<keyof DeliveryFacts, string | null> }>();
  for (const { place, facts } of gathered) {
    const key = place === "all" ? "all" : `${place.precision}:${[...place.regions].sort().join(",")}`;
    const entry = byPlace.get(key) ?? { place, facts: new Map() };
    byPlace.set(key, entry);
    for (const [name, value] of Object.entries(facts) as Array<[keyof DeliveryFacts, unknown]>) {
      const serialised = JSON.stringify(value);
      const existing = entry.facts.get(name);
      entry.facts.set(name, existing === undefined || existing === serialised ? serialised : null);
    }
  }
  const rules = [...byPlace.values()].flatMap(({ place, facts }) => {
    const value = <T>(name: keyof DeliveryFacts): T | undefined => {
      const serialised = facts.get(name);
      return serialised ? (JSON.parse(serialised) as T) : undefined;
    };
    const fee = value<number>("fee");
    const freeOver = value<number>("freeOver");
    const days = value<[number, number]>("days");
    const terms: Omit<DeliveryTerms, "region"> = { feeHalalas: fee ?? null };
    if (freeOver !== undefined) terms.freeOverHalalas = freeOver;
    if (days) {
      terms.minDays = days[0];
      terms.maxDays = days[1];
    }
    return fee === undefined && freeOver === undefined && !days ? [] : [{ place, terms }];
  });
  return shippingRulesToTerms(rules);
}

// ---------------------------------------------------------------------------------------------
// Seller

const SOLD_BY =
  /(?:\bships from and sold by|\bsold and (?:shipped|fulfilled) by|\bsold by|\bseller\s*:|\bsold through|يباع بواسطه|يباع من قبل|يباع من|تباع بواسطه|تباع من قبل|البائع\s*:|البائع|بيع بواسطه|بواسطه البائع)\s*:?\s*/;
const SELLER_NAME_END =
  /\s+(?:and (?:shipped|fulfilled|delivered)|\(|ships from|rating|\d(?:[.,]\d)?\s*(?:\/|out of|★))|\s*[،,(]|\s+(?:و(?:يشحن|يتم|الشحن|التوصيل))/;

function readSellerName(clauses: Clause[]): string | undefined {
  const names = new Set<string>();
  for (const clause of clauses) {
    const match = SOLD_BY.exec(clause.folded);
    if (!match) continue;
    const rest = clause.clean.slice(match.index + match[0].length);
    const end = SELLER_NAME_END.exec(rest);
    const name = (end ? rest.slice(0, end.index) : rest).replace(/[.:!]+$/, "").trim();
    if (name.length >= 2 && name.length <= 60) names.add(name);
  }
  return names.size === 1 ? [...names][0] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Warranty and version

const WARRANTY_WORD = /\bwarrant(?:y|ies|ee)\b|ضمان|الضمان|كفاله/;
const EXTRA_WARRANTY = /\bextend(?:ed)?\b|\bprotection\b|\badd\b|\bcare\b|ممدد|تمديد|اضافي|اضافه|حمايه/;
// A warranty on one part ("10 years on the compressor") is not the product's warranty.
const PART = "(?:the )?(?:compressor|motor|frame|panel|parts|battery|screen|inverter)";
const PART_AR = "(?:ال)?(?:ضاغط|كمبروسر|محرك|موتور|هيكل|شاشه|بطاريه|قطع الغيار)";
const PART_WARRANTY = new RegExp(
  `\\b(?:on|for) ${PART}\\b|\\b${PART} warranty\\b|(?:على|علي|لل) ?${PART_AR}|(?:ضمان|الضمان) ${PART_AR}`,
);
const YEAR_WORD = "(?:years?|yrs?|سنه|سنوات|سنين|عام|اعوام|سنة)";
const MONTH_WORD = "(?:months?|شهر|شهرا|اشهر|شهور)";
const DURATION = new RegExp(`${NUMBER}\\s*-?\\s*(?:(${YEAR_WORD})|(${MONTH_WORD}))(?![a-z])`);
const ARABIC_DUAL_YEARS = /سنتين|سنتان|عامين|عامان/;
const ARABIC_ONE_YEAR = /ضمان (?:لمده |مده |:\s*)?(?:سنه|عام)(?! \d)/;
const OFFICIAL =
  /\bksa version\b|\bsaudi version\b|\bsaudi arabia version\b|\bofficial (?:ksa |saudi |local |manufacturer )?warranty\b|\blocal warranty\b|\bagent warranty\b|\bofficial agent\b|نسخه سعوديه|النسخه السعوديه|الاصدار السعودي|اصدار سعودي|ضمان الوكيل|ضمان رسمي|الضمان الرسمي|الوكيل المعتمد|ضمان محلي/;
const INTERNATIONAL =
  /\binternational version\b|\bglobal version\b|\binternational warranty\b|\bimported version\b|النسخه الدوليه|نسخه دوليه|النسخه العالميه|نسخه عالميه|الاصدار الدولي|اصدار دولي|ضمان دولي|ضمان عالمي|الاصدار العالمي/;

function readWarranty(clauses: Clause[]): Warranty | undefined {
  const months = new Set<number>();
  let official = false;
  let international = false;
  const sentences = clauses.flatMap(({ folded }) => folded.split(/(?<=[.!?؟])\s+/));
  for (const folded of sentences) {
    if (OFFICIAL.test(folded)) official = true;
    if (INTERNATIONAL.test(folded)) international = true;
    if (
      !WARRANTY_WORD.test(folded) ||
      EXTRA_WARRANTY.test(folded) ||
      /\d[\d.,]*\s*(?:sar|ر\.س|ريال)/.test(folded)
    ) {
      continue;
    }
    if (/\bno warranty\b|بدون ضمان|لا يوجد ضمان/.test(folded) || PART_WARRANTY.test(folded)) continue;
    const duration = DURATION.exec(folded);
    const count = numberValue(duration?.[1]);
    if (duration && count !== null && count > 0) {
      months.add(duration[2] ? count * 12 : count);
    } else if (ARABIC_DUAL_YEARS.test(folded)) {
      months.add(24);
    } else if (ARABIC_ONE_YEAR.test(folded)) {
      months.add(12);
    }
  }
  const kind = official && !international ? "official" : international && !official ? "international" : null;
  const [only] = months;
  const monthCount = months.size === 1 && only !== undefined && only <= 240 ? only : null;
  return monthCount === null && kind === null ? undefined : { months: monthCount, kind };
}

// ---------------------------------------------------------------------------------------------
// Instalments

const PROVIDERS: Array<[string, RegExp]> = [
  ["tabby", /\btabby\b|تابي/],
  ["tamara", /\btamara\b|تمارا/],
  ["mispay", /\bmis ?pay\b|ميس باي/],
  ["madfu", /\bmadfu\b/],
  ["emkan", /\bemkan\b/],
  ["postpay", /\bpostpay\b/],
  ["spotii", /\bspotii\b/],
];
const PAYMENTS = new RegExp(
  `${NUMBER}\\s*(?:interest[- ]free |equal |monthly |no[- ]interest |شهريه )?(?:payments?|instal+ments?|دفعات|دفعه|اقساط|قسط)`,
);
const TIMES = /(?<![\d.,])(\d{1,2})\s*[x×]\s*$/;
// "SAR 137.25/month for 4 months", "137.25 ر.س شهريا لمده 4 اشهر".
const PER_MONTH = /^\s*(?:\/\s*(?:month|mo|شهر)|per month|a month|monthly|شهريا|شهري)/;
const FOR_MONTHS = new RegExp(
  `(?:\\bfor|\\bover|لمده|على|علي)\\s*${NUMBER}\\s*(?:months?|اشهر|شهور|شهر|شهرا)`,
);

function providersIn(text: string): string[] {
  return PROVIDERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** The one provider the clause names, else the one its nearest block names (its logo, its class). */
function providerOf(folded: string, hints: () => string[]): string | null {
  const named = providersIn(folded);
  if (named.length > 0) return named.length === 1 ? (named[0] ?? null) : null;
  for (const text of hints()) {
    const named = providersIn(text);
    if (named.length === 1) return named[0] ?? null;
    if (named.length > 1) return null;
  }
  return null;
}

function readInstalments(clauses: Clause[], pageCurrency: PageCurrency): InstalmentPlan[] {
  const plans = new Map<string, InstalmentPlan>();
  for (const { folded, hints } of clauses) {
    const amounts = amountsIn(folded, pageCurrency);
    const counted = PAYMENTS.exec(folded);
    let payments = numberValue(counted?.[1]);
    let payment: Amount | undefined;
    if (counted && payments !== null) {
      payment =
        amounts.find((amount) => amount.start >= counted.index + counted[0].length) ??
        // "SAR 1,081 × 4 payments": the amount written before the count, joined by a times sign.
        amounts.find((amount) => /^\s*[x×]\s*$/.test(folded.slice(amount.end, counted.index)));
    } else {
      payment = amounts.find((amount) => TIMES.test(folded.slice(0, amount.start)));
      payments = payment ? Number(TIMES.exec(folded.slice(0, payment.start))?.[1]) : null;
      const monthly = payment
        ? undefined
        : amounts.find((amount) => PER_MONTH.test(folded.slice(amount.end)));
      const months = monthly ? numberValue(FOR_MONTHS.exec(folded.slice(monthly.end))?.[1]) : null;
      if (monthly && months !== null) {
        payment = monthly;
        payments = months;
      }
    }
    if (payments === null || payments < 2 || payments > 60) continue;
    const provider = providerOf(folded, hints);
    if (!provider) continue;
    const plan: InstalmentPlan = { provider, payments, paymentHalalas: payment?.halalas ?? null };
    const existing = plans.get(provider);
    // A widget that repeats itself says the same; a fuller statement (with the amount) wins.
    if (!existing || (existing.paymentHalalas === null && plan.paymentHalalas !== null))
      plans.set(provider, plan);
  }
  return [...plans.values()];
}

// ---------------------------------------------------------------------------------------------
// Returns, pickup, coupon

const RETURN_DAYS = new RegExp(
  [
    `${NUMBER}[- ]?\\s*${DAY_WORD}\\s*(?:free |easy |hassle[- ]free )?(?:returns?|return policy|refunds?|exchanges?|for returns?|to return|(?:ل|لل)?(?:ارجاع|استرجاع|استبدال))`,
    `(?:returns?|refunds?|exchanges?|ارجاع|الارجاع|استرجاع|الاسترجاع|استبدال|الاستبدال)(?:(?!deliver|shipping|توصيل|شحن)[^\\d]){0,30}?${NUMBER}\\s*${DAY_WORD}`,
  ].join("|"),
);
const RETURN_DUAL_DAYS = /(?:ارجاع|الارجاع|استرجاع|الاسترجاع)[^\d]{0,30}يومين/;
const NOT_RETURNABLE =
  /\bnon[- ]returnable\b|\bnot returnable\b|\bno returns\b|\bcannot be returned\b|غير قابل (?:للارجاع|للاسترجاع)|لا يمكن (?:ارجاع|استرجاع)|لا يقبل (?:الارجاع|الاسترجاع)|لا يسترد/;

function readReturns(clauses: Clause[]): number | undefined {
  const windows = new Set<number>();
  for (const { folded } of clauses) {
    if (NOT_RETURNABLE.test(folded)) {
      windows.add(0);
      continue;
    }
    const match = RETURN_DAYS.exec(folded);
    const days = numberValue(match?.[1] ?? match?.[2]);
    if (days !== null && days > 0 && days <= 365) windows.add(days);
    else if (RETURN_DUAL_DAYS.test(folded)) windows.add(2);
  }
  const [only] = windows;
  return windows.size === 1 ? only : undefined;
}

const PICKUP =
  /\b(?:pick ?up|collect) (?:it )?(?:in|from|at) (?:the |our |a )?(?:store|shop|branch|showroom)\b|\bstore pick ?up\b|\bin-store pick ?up\b|\bclick (?:&|and) collect\b|(?:ال)?استلام (?:من|في) (?:ال)?(?:فرع|متجر|معرض|فروع)/;
const UNAVAILABLE = /\bnot available\b|\bunavailable\b|\bnot offered\b|غير متاح|غير متوفر|لا يتوفر|لا يوجد/;

function readPickup(clauses: Clause[]): boolean | undefined {
  return clauses.some(({ folded }) => PICKUP.test(folded) && !UNAVAILABLE.test(folded)) ? true : undefined;
}

// A coupon is named as one; a bare "code" counts only beside a discount ("10% off with code X").
const COUPON_WORD =
  /\b(?:coupon|promo ?code|discount code|voucher)\b|كوبون|كود الخصم|رمز الخصم|كود الكوبون|رمز الكوبون/;
const CODE_WORD = /\b(?:use |with |enter )?code\b|بكود|بالكود|كود|الكود|رمز/;
const DISCOUNT_WORD = /\d+\s*[%٪]|\boff\b|\bdiscount\b|\bsave\b|خصم|وفر|تخفيض/;
const CODE_TOKEN = /(?<![A-Za-z0-9])(?=[A-Z0-9]*[A-Z])[A-Z0-9]{3,20}(?![A-Za-z0-9])/;
const CARD_OFFER =
  /\b(?:card|cards|cardholders?)\b.*(?:\d+\s*%|\boff\b|cashback)|(?:\d+\s*%|\boff\b|cashback).*\b(?:card|cards|cardholders?)\b|(?:بطاقه|بطاقات|بطاقتك).*(?:\d+\s*[%٪]|خصم|استرداد)|(?:\d+\s*[%٪]|خصم|استرداد).*(?:بطاقه|بطاقات|بطاقتك)/;
const COUPON_ENTRY =
  /\b(?:have a|enter|apply|add) (?:a )?(?:coupon|code|voucher)\b|ادخل (?:ال)?(?:كود|كوبون|رمز)|لديك (?:كود|كوبون)|تطبيق (?:ال)?(?:كود|كوبون)/;

function readCoupon(clauses: Clause[]): string | undefined {
  for (const { folded, clean } of clauses) {
    if (clean.length > 160 || COUPON_ENTRY.test(folded)) continue;
    const word = COUPON_WORD.exec(folded) ?? (DISCOUNT_WORD.test(folded) ? CODE_WORD.exec(folded) : null);
    if (word && CODE_TOKEN.test(clean.slice(word.index))) return clean;
    if (CARD_OFFER.test(folded) && !/\b(?:tabby|tamara)\b|تابي|تمارا/.test(folded)) return clean;
  }
  return undefined;
}

/** Every detail the page's own text states for its product (see the rules above). */
export function readTextDetails(
  $: CheerioAPI,
  heading: Element | null,
  pageCurrency: PageCurrency,
): TextDetails {
  const clauses = readClauses($, heading);
  const details: TextDetails = {};
  const delivery = readDelivery(clauses, pageCurrency);
  if (delivery.length > 0) details.delivery = delivery;
  const pickup = readPickup(clauses);
  if (pickup !== undefined) details.pickup = pickup;
  const sellerName = readSellerName(clauses);
  if (sellerName) details.sellerName = sellerName;
  const warranty = readWarranty(clauses);
  if (warranty) details.warranty = warranty;
  const instalments = readInstalments(clauses, pageCurrency);
  if (instalments.length > 0) details.instalments = instalments;
  const returnsDays = readReturns(clauses);
  if (returnsDays !== undefined) details.returnsDays = returnsDays;
  const coupon = readCoupon(clauses);
  if (coupon) details.coupon = coupon;
  return details;
}
