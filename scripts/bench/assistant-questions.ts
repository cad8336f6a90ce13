// The assistant's labelled questions (bench/assistant/questions.json, described in
// bench/assistant/README.md): their shape, checked when they are read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export const QUESTIONS_FILE = path.resolve(import.meta.dirname, "../../bench/assistant/questions.json");

export const KINDS = [
  "price",
  "cheapest",
  "budget",
  "compare",
  "spec",
  "reviews",
  "trend",
  "deals",
  "delivery",
  "how-to",
  "not listed",
  "not shopping",
  "follow-up",
] as const;
export type Kind = (typeof KINDS)[number];

/** How the shopper writes: English, Modern Standard Arabic, Saudi dialect, Arabic in Latin letters. */
export const VARIETIES = ["en", "msa", "saudi", "arabizi"] as const;
export type Variety = (typeof VARIETIES)[number];

/** What a right answer must say (bench/assistant/README.md); figures are read from the database when scored. */
export const SAYINGS = [
  "notListed",
  "offTopic",
  "stale",
  "outOfStock",
  "noCurrentPrice",
  "yes",
  "no",
] as const;
export type Saying = (typeof SAYINGS)[number];

const slug = z.string().regex(/^[a-z0-9-]+$/);
const factSchema = z.union([
  z.object({ lowest: slug }).strict(),
  z.object({ storePrice: z.tuple([slug, z.string()]) }).strict(),
  z.object({ rating: slug }).strict(),
  z.object({ seller: z.tuple([slug, z.string()]) }).strict(),
  z.object({ warranty: z.tuple([slug, z.string()]) }).strict(),
  z.object({ delivery: z.tuple([z.string(), z.string()]) }).strict(),
  z.object({ total: z.tuple([slug, z.string(), z.string()]) }).strict(),
  z.object({ text: z.array(z.string().min(1)).min(1) }).strict(),
  z.object({ link: z.string().startsWith("/") }).strict(),
  z.object({ says: z.enum(SAYINGS) }).strict(),
]);
export type Fact = z.infer<typeof factSchema>;

export const questionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    kind: z.enum(KINDS),
    locale: z.enum(["en", "ar"]),
    variety: z.enum(VARIETIES),
    /** "heldout": never looked at while improving the assistant. */
    split: z.enum(["tune", "heldout"]),
    /** The shopper's turns; the assistant answers each, and the last answer is scored. */
    turns: z.array(z.string().min(1)).min(1),
    /** Products the answer must link to. */
    products: z.array(slug).default([]),
    /** The product the answer must link first. */
    first: slug.optional(),
    /** The answer must link first whichever of these is cheapest now; all of them are allowed. */
    cheapestOf: z.array(slug).min(2).optional(),
    /** Products it may also link: slugs, "category:<slug>" (with subcategories), "family:<key>". */
    allow: z.array(z.string()).default([]),
    /** Products of a category whose current lowest price is in this range may be linked too. */
    within: z
      .object({ category: slug, min: z.number().optional(), max: z.number().optional() })
      .strict()
      .optional(),
    /** Products it must never link, whatever `allow` says. */
    forbid: z.array(slug).default([]),
    facts: z.array(factSchema).default([]),
  })
  .strict();
export type Question = z.infer<typeof questionSchema>;

export function readQuestions(file = QUESTIONS_FILE): Question[] {
  const questions = z.array(questionSchema).parse(JSON.parse(readFileSync(file, "utf8")));
  const ids = new Set<string>();
  for (const question of questions) {
    if (ids.has(question.id)) throw new Error(`question id ${question.id} is used twice`);
    ids.add(question.id);
  }
  return questions;
}

/** Every product slug a question names, in any of its expectations. */
export function slugsNamedBy(question: Question): string[] {
  const fromFacts = question.facts.flatMap((fact) => {
    if ("lowest" in fact) return [fact.lowest];
    if ("rating" in fact) return [fact.rating];
    if ("storePrice" in fact) return [fact.storePrice[0]];
    if ("seller" in fact) return [fact.seller[0]];
    if ("warranty" in fact) return [fact.warranty[0]];
    if ("total" in fact) return [fact.total[0]];
    return [];
  });
  const plain = question.allow.filter((entry) => !entry.includes(":"));
  return [
    ...question.products,
    ...(question.first ? [question.first] : []),
    ...(question.cheapestOf ?? []),
    ...plain,
    ...question.forbid,
    ...fromFacts,
  ];
}
