// The built-in assistant (decision 16): answers from the live catalogue, in the shopper's language,
// with no outside service. The question is read for what it asks (question.ts), products are found
// through the shared search service, and every figure in the answer comes from a query made now.
import type { Database } from "~/db/client.server";
import { searchProducts } from "~/features/search/search.server";
import { listStores, type StoreRef } from "~/features/stores/stores.server";
import { serverT } from "~/locales/translate.server";
import { buildProductSearchText } from "~/utils/arabic-text";
import type { Locale } from "~/utils/i18n";
import {
  findPriceTrend,
  findProductFacts,
  type ListedProduct,
  type ListOrder,
  listCategoryRefs,
  listDeals,
  listProductsBy,
} from "../catalog-facts.server";
import type { ChatTurn } from "../chat-schema";
import { type CategoryRef, expandCategories, matchCategories } from "./category-match";
import {
  composeCapabilities,
  composeComparison,
  composeDeals,
  composeHelp,
  composeHistory,
  composeList,
  composeNotFound,
  composePrice,
  composeStorePrice,
  composeTiming,
  composeUnknown,
  composeWhichProduct,
  type ListTitle,
  type TextContext,
} from "./compose-answer.server";
import { type Budget, type ParsedQuestion, parseQuestion } from "./question";
import { findNamedStore } from "./store-match";

export type AnswerOptions = {
  locale: Locale;
  /** The conversation so far, the shopper's question last. */
  messages: readonly ChatTurn[];
  /** "Now" for price trends (tests pin it). */
  now?: Date;
};

const LIST_LIMIT = 5;
const DEAL_LIMIT = 5;
const PRODUCT_CANDIDATES = 3;
/** Shorter readings of the words tried when the whole phrase finds nothing. */
const MAX_FALLBACK_SEARCHES = 6;
const PRODUCT_LINK = /\/products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

type Found = { id: string; nameEn: string; nameAr: string; brand: string | null; model: string | null };

/** The built-in assistant's answer to the last message of the conversation. */
export async function answerQuestion(db: Database, options: AnswerOptions): Promise<string> {
  const { locale, messages } = options;
  const question = messages.at(-1)?.role === "user" ? messages.at(-1)!.content : "";
  const stores = await listStores(db);
  const text: TextContext = { t: serverT(locale), locale, stores };
  const parsed = parseQuestion(question);
  const { cues, budget } = parsed;
  // "…at Jarir", "…في جرير": the store is asked about, and its name is no product word.
  const { store, words } = findNamedStore(parsed.words, stores);

  if (
    cues.has("alerts") ||
    cues.has("saving") ||
    (cues.has("reviews") && (cues.has("how") || !words.length))
  ) {
    const topic = cues.has("alerts") ? "alerts" : cues.has("saving") ? "saving" : "reviews";
    return composeHelp(text, topic);
  }
  const isSmallTalk = cues.has("greeting") || cues.has("capabilities") || cues.has("how") || cues.size === 0;
  if (!words.length && !budget && isSmallTalk) return composeCapabilities(text);

  const allCategories = await listCategoryRefs(db);
  const named = matchCategories(words, allCategories);
  const listing = { named, allCategories, budget };
  // "Today's best deals", "عروض الجوالات": the deals list, of the categories named if any.
  if (cues.has("deals") && !cues.has("timing") && named.otherWords.length === 0) {
    const categoryIds = named.categories.length
      ? expandCategories(named.categories, allCategories)
      : undefined;
    return composeDeals(text, await listDeals(db, { categoryIds, limit: DEAL_LIMIT }), named.categories);
  }
  const listOrder: ListOrder = cues.has("cheap") && !cues.has("best") ? "price" : "rating";
  if (budget) return answerList(db, text, listing, listOrder);

  const contextProductId = findContextProductId(messages);
  if (cues.has("compare")) {
    const answer = await answerComparison(db, text, parsed, contextProductId);
    if (answer) return answer;
  }

  // "Best headphones", "cheapest Samsung TV", "laptops"; but "has the Apple Watch got cheaper?"
  // asks about one product.
  const isCategoryQuestion =
    named.categories.length > 0 &&
    !cues.has("history") &&
    (cues.has("best") || cues.has("cheap") || named.otherWords.length === 0);
  if (isCategoryQuestion) return answerList(db, text, listing, listOrder);

  const hasProductCue =
    cues.has("price") ||
    cues.has("history") ||
    cues.has("reviews") ||
    cues.has("best") ||
    cues.has("timing") ||
    cues.has("deals") ||
    store !== null;
  const asked: ProductQuestion = {
    kind: cues.has("timing") ? "timing" : cues.has("history") ? "history" : "price",
    store,
    now: options.now,
  };
  if (!words.length) {
    if (!contextProductId) return composeWhichProduct(text);
    return answerAboutProduct(db, text, contextProductId, [], asked);
  }
  // Without a word of what is asked, only an exact product name counts: "weather" is not "leather".
  const isStrict = !hasProductCue && !cues.has("compare");
  // "سماعات سوني": a category and a brand name one product better within that category.
  const inNamedCategories =
    !isStrict && named.categories.length > 0 && named.otherWords.length > 0
      ? await resolveProducts(db, named.otherWords, {
          isStrict: false,
          categoryIds: expandCategories(named.categories, allCategories),
        })
      : [];
  const [best, ...others] = inNamedCategories.length
    ? inNamedCategories
    : await resolveProducts(db, words, { isStrict });
  if (best) return answerAboutProduct(db, text, best.id, others, asked);
  // "Samsung washing machines": a category and a brand, browsed as a list.
  if (isStrict && named.categories.length > 0) return answerList(db, text, listing, "rating");
  return hasProductCue ? composeNotFound(text, words.join(" ")) : composeUnknown(text);
}

/** The product the conversation was last about: the first product link of the latest answer. */
function findContextProductId(messages: readonly ChatTurn[]): string | null {
  for (let index = messages.length - 2; index >= 0; index--) {
    const message = messages[index]!;
    if (message.role !== "assistant") continue;
    const match = PRODUCT_LINK.exec(message.content);
    if (match?.[1]) return match[1].toLowerCase();
  }
  return null;
}

/** Ever shorter runs of the words, longest first, each with at least one word that is not a number. */
function shorterReadings(words: readonly string[]): string[][] {
  const readings: string[][] = [];
  for (let size = words.length - 1; size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const part = words.slice(start, start + size);
      if (part.some((word) => /\p{L}/u.test(word) && [...word].length >= 2)) readings.push(part);
    }
  }
  return readings.slice(0, MAX_FALLBACK_SEARCHES);
}

/** "لبلايستيشن" is "for PlayStation": the word without a one-letter Arabic preposition. */
function withoutArabicPrepositions(words: readonly string[]): string[] {
  return words.map((word) => (/^[لبو]\p{Script=Arabic}{3,}$/u.test(word) ? word.slice(1) : word));
}

function isExactMatch(product: Found, words: readonly string[]): boolean {
  const text = ` ${buildProductSearchText(product)}`;
  return words.every((word) => text.includes(` ${word}`));
}

/** Products the words name, best match first, through the shared search service (decision 18). */
async function resolveProducts(
  db: Database,
  words: readonly string[],
  { isStrict, categoryIds }: { isStrict: boolean; categoryIds?: string[] },
): Promise<Found[]> {
  const search = async (query: readonly string[]) =>
    (
      await searchProducts(db, {
        query: query.join(" "),
        categoryIds,
        limit: PRODUCT_CANDIDATES,
        withTotal: false,
      })
    ).products;
  const first = await search(words);
  if (isStrict) return first[0] && isExactMatch(first[0], words) ? first : [];
  if (first.length) return first;
  const unprefixed = withoutArabicPrepositions(words);
  const readings =
    unprefixed.join(" ") !== words.join(" ")
      ? [unprefixed, ...shorterReadings(words)]
      : shorterReadings(words);
  for (const reading of readings) {
    const found = await search(reading);
    if (found.length) return found;
  }
  return [];
}

/** What a question about one product asks: its prices, its price history, or whether to buy now; at a store or anywhere. */
type ProductQuestion = {
  kind: "price" | "history" | "timing";
  store: StoreRef | null;
  now: Date | undefined;
};

async function answerAboutProduct(
  db: Database,
  text: TextContext,
  productId: string,
  others: readonly Found[],
  { kind, store, now }: ProductQuestion,
): Promise<string> {
  const facts = (await findProductFacts(db, [productId])).get(productId);
  if (!facts) return composeWhichProduct(text);
  if (kind === "timing") return composeTiming(text, facts);
  if (kind === "history") return composeHistory(text, facts, await findPriceTrend(db, productId, now));
  if (store) return composeStorePrice(text, facts, store);
  return composePrice(text, facts, others);
}

async function answerComparison(
  db: Database,
  text: TextContext,
  { pairs, words }: ParsedQuestion,
  contextProductId: string | null,
): Promise<string | null> {
  for (const [left, right] of pairs) {
    const [a, b] = await Promise.all([
      resolveProducts(db, left, { isStrict: false }),
      resolveProducts(db, right, { isStrict: false }),
    ]);
    const first = a[0];
    const second = b.find((product) => product.id !== first?.id);
    if (first && second) return composeComparisonOf(db, text, first.id, second.id);
  }
  // "Compare it with the Galaxy S24": the other product is the one the conversation is about.
  if (contextProductId && words.length) {
    const [other] = (await resolveProducts(db, words, { isStrict: false })).filter(
      (product) => product.id !== contextProductId,
    );
    if (other) return composeComparisonOf(db, text, contextProductId, other.id);
  }
  return null;
}

async function composeComparisonOf(
  db: Database,
  text: TextContext,
  aId: string,
  bId: string,
): Promise<string> {
  const facts = await findProductFacts(db, [aId, bId]);
  const a = facts.get(aId);
  const b = facts.get(bId);
  return a && b ? composeComparison(text, a, b) : composeWhichProduct(text);
}

function budgetPrices(budget: Budget | null): { minPrice?: string; maxPrice?: string } {
  const toPrice = (halalas: number | undefined) =>
    halalas === undefined
      ? undefined
      : `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, "0")}`;
  return { minPrice: toPrice(budget?.minHalalas), maxPrice: toPrice(budget?.maxHalalas) };
}

type Listing = {
  named: { categories: CategoryRef[]; otherWords: string[] };
  allCategories: CategoryRef[];
  budget: Budget | null;
};

/** Best-rated or cheapest products of the named categories, brand or words, within the budget. */
async function answerList(
  db: Database,
  text: TextContext,
  listing: Listing,
  order: ListOrder,
): Promise<string> {
  const { named, allCategories, budget } = listing;
  const categoryIds = named.categories.length ? expandCategories(named.categories, allCategories) : undefined;
  const prices = budgetPrices(budget);
  const query = named.otherWords.join(" ");
  // Leftover words narrow the list when they name something ("Samsung phones"), and are ignored
  // when they name nothing in the catalogue ("laptops for students").
  const isNarrowed =
    query !== "" &&
    (await searchProducts(db, { query, categoryIds, limit: 1, withTotal: false })).products.length > 0;

  const list = (
    range: { minPrice?: string; maxPrice?: string },
    sortOrder: ListOrder,
    limit: number,
  ): Promise<{ products: ListedProduct[]; total: number }> =>
    isNarrowed
      ? searchProducts(db, {
          query,
          categoryIds,
          ...range,
          sortBy: sortOrder === "rating" ? "rating_desc" : "price_asc",
          limit,
        })
      : listProductsBy(db, { categoryIds, ...range, order: sortOrder, limit });

  const title: ListTitle = {
    order,
    categories: named.categories,
    words: isNarrowed ? query : null,
    budget: prices,
  };
  const found = await list(prices, order, LIST_LIMIT);
  if (found.products.length || !budget) return composeList(text, title, found);
  // Nothing within the budget: say so, and name the cheapest there is.
  const [cheapest] = (await list({}, "price", 1)).products;
  return composeList(text, title, found, cheapest ?? null);
}
