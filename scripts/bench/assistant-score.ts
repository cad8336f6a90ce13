// Scoring one answer of the assistant benchmark (npm run bench:assistant) against its label, once the
// label's figures have been read from the database (assistant-expectations.ts). Pure functions.
import type { Saying } from "./assistant-questions";

export const VERDICTS = ["right", "partly", "wrong product", "failed"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** A fact the answer must state: present when any of its patterns matches the normalised answer. */
export type ExpectedFact = { label: string; patterns: RegExp[] };

export type Expectation = {
  /** Product slugs the answer must link to. */
  required: string[];
  /** The slug it must link first, if any. */
  first: string | null;
  /** Slugs it may link (the required and first ones included). */
  allowed: ReadonlySet<string>;
  facts: ExpectedFact[];
  /** Said in the answer, it is wrong whatever else it says: "not listed" of a listed product. */
  denials: RegExp[];
  /**
   * Products allowed only as what the answer offers instead, once it says (`saying`) that what was
   * asked for is not listed; without that, linking one answers about a product not asked for.
   */
  offeredInstead?: { slugs: ReadonlySet<string>; saying: RegExp[] };
};

export type Judgement = { verdict: Verdict; problems: string[] };

const ARABIC_DIGITS = /[٠-٩۰-۹]/g;

/**
 * The answer as the scorer reads it: no bidi marks, Latin digits, no thousands separators
 * ("1,299.00" → "1299.00"), so that a figure is found however the answer formats it.
 */
export function normalizeAnswer(answer: string): string {
  return answer
    .replace(/[\u200e\u200f\u2066-\u2069]/g, "")
    .replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .replace(/٫/g, ".")
    .replace(/(\d)[,٬](?=\d{3}(?!\d))/g, "$1");
}

/** The ids of the products an answer links to (`/products/<uuid>`), in order, each once. */
export function linkedProductIds(answer: string): string[] {
  const ids = [...answer.matchAll(/\/products\/([0-9a-f]{8}-[0-9a-f-]{27})/gi)].map((m) => m[1]!);
  return [...new Set(ids)];
}

/** An amount of halalas as the answer may write it: 2299, 2299.00, 375.80 or 375.8. */
export function amountPattern(halalas: number): RegExp {
  const whole = Math.floor(halalas / 100);
  const cents = halalas % 100;
  const fraction =
    cents === 0
      ? "(?:\\.00?)?"
      : cents % 10 === 0
        ? `\\.${cents / 10}0?`
        : `\\.${String(cents).padStart(2, "0")}`;
  return new RegExp(`(?<![\\d.])${whole}${fraction}(?!\\d|\\.\\d)`);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Plain texts, any of which says the fact (case-insensitive). */
export function textPatterns(alternatives: readonly string[]): RegExp[] {
  return alternatives.map((text) => new RegExp(escapeRegex(normalizeAnswer(text)), "i"));
}

/** A markdown link to a page of the site. */
export function linkPattern(target: string): RegExp {
  const next = target.includes("?") ? "[)#&]" : "[)#?]";
  return new RegExp(`\\]\\(${escapeRegex(target)}${next}`);
}

// Arabic has no \b: a word stands between spaces, punctuation or the ends.
const arabicWord = (words: string) => new RegExp(`(?:^|[\\s،.:؛!؟«(])(?:${words})(?=$|[\\s،.:؛!؟»)])`);

/** How an answer says each thing in either language; generous, so that new wordings still count. */
export const SAYING_PATTERNS: Record<Saying, Record<"en" | "ar", RegExp[]>> = {
  notListed: {
    en: [
      /\b(?:doesn't|does not|don't|do not) list\b/i,
      /\b(?:not|isn't|aren't) (?:listed|on qaren|in qaren|in (?:our|the|qaren's) catalogue)/i,
      /\bcouldn't find\b|\bcould not find\b/i,
    ],
    ar: [
      /غير موجود في قارن|غير مدرج|ليس (?:موجودًا |موجودا )?(?:في|على) قارن|لا يوجد في قارن|لا نعرض|ما عندنا|مو موجود|لم أجد/,
    ],
  },
  offTopic: {
    en: [/\b(?:can't|cannot|can not) help\b|\bshopping assistant\b|\bonly (?:help|answer)\b/i],
    // "I can only answer from Qaren's catalogue" counts in English; its Arabic too.
    ar: [/لا أستطيع المساعدة|لا يمكنني المساعدة|ما أقدر|مساعد التسوق|أستطيع الإجابة من كتالوج قارن فقط/],
  },
  stale: {
    en: [
      /last checked|(?:haven't|have not|couldn't|could not) (?:been able to )?confirm|\bstale\b|out of date|may have changed/i,
    ],
    ar: [/آخر تحقق|لم نتمكن من تأكيد|لم نستطع تأكيد|قد يكون تغي|غير محدث|قديم/],
  },
  outOfStock: {
    en: [/out of stock|sold out|not in stock/i],
    ar: [/غير متوفر|نفد|نفذ|نفدت/],
  },
  noCurrentPrice: {
    en: [/no (?:current|store) prices?|no store has confirmed|no current offer|not confirmed/i],
    ar: [/لا (?:يوجد|توجد) (?:سعر|أسعار)|لم يؤكد|لا يوجد عرض/],
  },
  yes: { en: [/\byes\b/i], ar: [arabicWord("نعم|أيوه|ايوه|إيه|ايه|أجل")] },
  no: {
    en: [/\bno\b|\b(?:doesn't|does not|isn't|is not|don't|do not)\b/i],
    ar: [arabicWord("لا|ليس|ليست|مو|ما فيه|لايوجد")],
  },
};

/** The verdict on one answer: see bench/assistant/README.md. */
export function judgeAnswer(
  answer: string,
  linkedSlugs: readonly string[],
  expected: Expectation,
): Judgement {
  const text = normalizeAnswer(answer);
  const problems: string[] = [];
  const instead = expected.offeredInstead;
  const saysInstead = instead ? instead.saying.some((pattern) => pattern.test(text)) : true;
  const strangers = linkedSlugs.filter(
    (slug) => !expected.allowed.has(slug) || (!saysInstead && instead!.slugs.has(slug)),
  );
  for (const slug of strangers) problems.push(`links ${slug}, not asked for`);
  const missing = expected.required.filter((slug) => !linkedSlugs.includes(slug));
  for (const slug of missing) problems.push(`no link to ${slug}`);
  const wrongFirst = expected.first !== null && linkedSlugs[0] !== expected.first;
  if (wrongFirst) problems.push(`first link is ${linkedSlugs[0] ?? "none"}, not ${expected.first}`);
  const absent = expected.facts.filter((fact) => !fact.patterns.some((pattern) => pattern.test(text)));
  for (const fact of absent) problems.push(`does not say ${fact.label}`);
  // What reviewers said, quoted («…», “…”), is not the answer saying it ("الشاحن مو موجود").
  const ownWords = text.replace(/«[^»\n]*»|“[^”\n]*”/g, "«»");
  const denies = expected.denials.some((pattern) => pattern.test(ownWords));
  if (denies) problems.push("says a listed product is not listed");

  if (strangers.length) return { verdict: "wrong product", problems };
  if (denies) return { verdict: "failed", problems };
  const hasProducts = missing.length === 0 && !wrongFirst;
  if (hasProducts && absent.length === 0) return { verdict: "right", problems };
  const expectsProducts = expected.required.length > 0 || expected.first !== null;
  // Right product, a fact missing; or, asked about no product, some of what it must say said.
  const isPartly = expectsProducts ? hasProducts : absent.length < expected.facts.length;
  return { verdict: isPartly ? "partly" : "failed", problems };
}
