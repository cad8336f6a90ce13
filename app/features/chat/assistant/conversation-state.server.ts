// The conversation state (ADR-0031): which products a follow-up can mean. The server keeps no
// session; the state is worked out again from the turns the widget resends, and the product ids in
// them are only what earlier answers linked to: each is checked against the catalogue, so an id
// a client made up or a product since removed is never answered about.
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { serverT } from "~/locales/translate.server";
import { normalizeSearchText } from "~/utils/arabic-text";
import { LOCALES } from "~/utils/i18n";
import type { ChatTurn } from "../chat-schema";
import { answerProducts } from "./follow-up";

export type FocusProduct = { id: string; nameEn: string; categoryId: string };

export type ConversationState = {
  /** The products of the latest answer that named any, in its order ("the first one", "الأرخص"). */
  lastAnswer: FocusProduct[];
  /**
   * The products in focus, latest first: the latest answer's, then the main product of each
   * earlier answer on the same subject (a product of the same category), so "which one is better?"
   * after "iPhone 15?" and "what about the Pro Max?" weighs the two. A product of another kind
   * ends the subject: what came before it is out of focus.
   */
  focus: FocusProduct[];
};

/** At most this many products are kept in focus. */
const MAX_FOCUS = 4;

/** "Other matches: …" lines name products the shopper did not ask for: never in focus. */
const ASIDE_PREFIXES = LOCALES.map((locale) =>
  serverT(locale)("chat.answers.price.others", { products: "" }).trim(),
);

export async function readConversationState(
  db: Database,
  messages: readonly ChatTurn[],
): Promise<ConversationState> {
  const answers = answerProducts(messages, ASIDE_PREFIXES);
  const ids = [...new Set(answers.flat())];
  if (!ids.length) return { lastAnswer: [], focus: [] };
  const rows = await db
    .select({ id: products.id, nameEn: products.nameEn, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, ids));
  const known = new Map(rows.map((row) => [row.id, row]));
  const listed = answers
    .map((answer) => answer.map((id) => known.get(id)).filter((row): row is FocusProduct => Boolean(row)))
    .filter((answer) => answer.length > 0);
  const [latest, ...earlier] = listed;
  if (!latest) return { lastAnswer: [], focus: [] };
  const focus = [...latest];
  if (latest.length === 1) {
    for (const answer of earlier) {
      const main = answer[0]!;
      if (main.categoryId !== latest[0]!.categoryId) break;
      if (!focus.some((product) => product.id === main.id)) focus.push(main);
      if (focus.length >= MAX_FOCUS) break;
    }
  }
  return { lastAnswer: latest, focus: focus.slice(0, MAX_FOCUS) };
}

/** The words of a product's English name, normalised like the question's. */
export function nameWordsOf(product: Pick<FocusProduct, "nameEn">): string[] {
  return normalizeSearchText(product.nameEn).split(" ");
}
