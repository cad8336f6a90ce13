// Follow-up questions (issue 23): "has it dropped?", "the cheaper one", "the first one", "وكم سعرها
// في اكسترا؟", "الأرخص" are about products of earlier turns. The widget resends the conversation,
// so the server stays stateless: the products are the links of the assistant's earlier answers.

import { normalizeSearchText } from "~/utils/arabic-text";
import type { ChatTurn } from "../chat-schema";

const PRODUCT_LINKS = /\]\(\/products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi;

/**
 * The products each earlier answer linked to, latest answer first, each in the order it named
 * them; links on a line starting with one of `asidePrefixes` ("Other matches:") are left out.
 */
export function answerProducts(messages: readonly ChatTurn[], asidePrefixes: readonly string[]): string[][] {
  const answers: string[][] = [];
  for (let index = messages.length - 2; index >= 0; index--) {
    const message = messages[index]!;
    if (message.role !== "assistant") continue;
    const lines = message.content
      .split("\n")
      .filter((line) => !asidePrefixes.some((prefix) => line.trimStart().startsWith(prefix)));
    const ids = lines.flatMap((line) =>
      [...line.matchAll(PRODUCT_LINKS)].map((match) => match[1]!.toLowerCase()),
    );
    answers.push([...new Set(ids)]);
  }
  return answers;
}

/** The products of the latest answer that named any, in the order it named them. */
export function conversationProducts(messages: readonly ChatTurn[]): string[] {
  for (let index = messages.length - 2; index >= 0; index--) {
    const message = messages[index]!;
    if (message.role !== "assistant") continue;
    const ids = [...message.content.matchAll(PRODUCT_LINKS)].map((match) => match[1]!.toLowerCase());
    if (ids.length) return [...new Set(ids)];
  }
  return [];
}

export type Reference = { kind: "position"; index: number } | { kind: "cheapest" } | { kind: "last" };

const ORDINALS: Record<string, number> = Object.fromEntries(
  (
    [
      ["first", 0],
      ["1st", 0],
      ["second", 1],
      ["2nd", 1],
      ["third", 2],
      ["3rd", 2],
      ["fourth", 3],
      ["fifth", 4],
      ["الاول", 0],
      ["الأول", 0],
      ["اول", 0],
      ["الاولى", 0],
      ["الثاني", 1],
      ["ثاني", 1],
      ["الثانية", 1],
      ["الثالث", 2],
      ["ثالث", 2],
      ["الثالثة", 2],
      ["الرابع", 3],
      ["الخامس", 4],
    ] as const
  ).map(([word, index]) => [normalizeSearchText(word), index]),
);
const LAST_WORDS = new Set(["last", "الاخير", "الاخيره", "اخر"].map(normalizeSearchText));
const CHEAPER_WORDS = new Set(
  ["cheaper", "cheapest", "الارخص", "ارخص", "الارخص", "ارخصهم", "الرخيص", "الرخيصه"].map(normalizeSearchText),
);
const REFERENCE_WORDS = new Set(["one", "واحد", "الواحد", "منهم", "فيهم", "ones"]);

/**
 * A word pointing back at a product of the conversation ("the first one", "الأرخص"), and the words
 * without it. `cheap` is whether the question said "cheaper"/"الأرخص" (read as a cue already).
 */
export function findReference(
  words: readonly string[],
  { saidCheaper }: { saidCheaper: boolean },
): { reference: Reference | null; words: string[] } {
  const rest: string[] = [];
  let reference: Reference | null = null;
  for (const typed of words) {
    // "والثاني", "فالأرخص": "and" written onto the word.
    const bare = /^[وف]ال/u.test(typed) ? typed.slice(1) : typed;
    const word =
      ORDINALS[bare] !== undefined || LAST_WORDS.has(bare) || CHEAPER_WORDS.has(bare) ? bare : typed;
    const ordinal = ORDINALS[word];
    if (ordinal !== undefined && !reference) {
      reference = { kind: "position", index: ordinal };
      continue;
    }
    if (LAST_WORDS.has(word) && !reference) {
      reference = { kind: "last" };
      continue;
    }
    if (CHEAPER_WORDS.has(word) && !reference) {
      reference = { kind: "cheapest" };
      continue;
    }
    if (REFERENCE_WORDS.has(word)) continue;
    rest.push(word);
  }
  if (!reference && saidCheaper && rest.length === 0) reference = { kind: "cheapest" };
  return { reference, words: rest };
}
