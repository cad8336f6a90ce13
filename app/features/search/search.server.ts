// Product search (decision 18): the one function behind /search, /products?q=, the header's
// suggestions, GET /api/products/search and the compare slots.
//
// Matching runs on products.search_text (normalised names, brand and model; pg_trgm GIN index).
// Every term of the query must match, as typed or through another spelling from the
// transliteration table. Only when that finds nothing are typos corrected: pg_trgm word similarity
// picks a sample of products that look like the unmatched word, the closest words in them (one or
// two letters away) become extra spellings, and the search runs again. Ranking, per term: a whole
// word (3) beats the start of a word or another spelling (2), which beats a match inside a word (1),
// which beats a corrected typo (0.5); the words typed side by side earn one point more.
import { type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { products } from "~/db/schema";
import {
  listProducts,
  type ProductListOrder,
  type ProductMatch,
  type ProductPage,
} from "~/features/catalog/product-listing.server";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from "./search-limits";
import { type ParsedSearchQuery, parseSearchQuery, type SearchTerm } from "./search-query";
import { closestWords } from "./typo-distance";

export type { ProductSummary } from "~/features/catalog/product-listing.server";

/** Products looked at to find what a mistyped word meant. */
const TYPO_SAMPLE_SIZE = 100;

export type SearchProductsOptions = {
  query: string;
  /** Results wanted (default 10, at most 50). */
  limit?: number;
  offset?: number;
  /** Only this exact category (the compare page's second slot). */
  categoryId?: string;
  /** Only these categories (a browsed category and its subcategories). */
  categoryIds?: readonly string[];
  /** Decimal strings compared with the lowest current price. */
  minPrice?: string;
  maxPrice?: string;
  /** Best match first by default; the browse page passes its price or rating sort. */
  sortBy?: ProductListOrder;
  /** Count every match (default); the header's suggestions do without. */
  withTotal?: boolean;
};

/**
 * Products matching a free-text query in English or Arabic, best match first (or in `sortBy`
 * order), with the total number of matches. A blank or punctuation-only query matches nothing.
 */
export async function searchProducts(db: Database, options: SearchProductsOptions): Promise<ProductPage> {
  const parsed = parseSearchQuery(options.query);
  if (parsed.terms.length === 0) return { products: [], total: 0 };

  // Both category filters together mean their intersection.
  const categoryIds = options.categoryId
    ? (options.categoryIds ?? [options.categoryId]).filter((id) => id === options.categoryId)
    : options.categoryIds;
  const list = (tx: Transaction, match: ProductMatch) =>
    listProducts(tx, {
      match,
      categoryIds,
      minPrice: options.minPrice,
      maxPrice: options.maxPrice,
      sortBy: options.sortBy ?? "relevance",
      limit: Math.min(Math.max(1, Math.trunc(options.limit ?? DEFAULT_SEARCH_LIMIT)), MAX_SEARCH_LIMIT),
      offset: Math.max(0, Math.trunc(options.offset ?? 0)),
      withTotal: options.withTotal,
    });

  return db.transaction(async (tx) => {
    // The planner prices a LIKE on long bilingual texts too low and reads the whole table for
    // common words; the trigram index is always the cheaper way here.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    const found = await list(tx, buildMatch(parsed));
    if (found.products.length > 0 || found.total > 0) return found;
    const corrected = await correctTypos(tx, parsed);
    return corrected ? list(tx, buildMatch(corrected)) : found;
  });
}

const searchText = sql`${products.searchText}`;

function containsAnywhere(text: string): SQL {
  return sql`${searchText} like ${`%${text}%`}`;
}

/** Indexable (two trigram LIKEs) even for a two-letter word, unlike a LIKE on `' ' || search_text`. */
function startsAWord(text: string): SQL {
  return sql`(${searchText} like ${`${text}%`} or ${searchText} like ${`% ${text}%`})`;
}

function isWholeWord(text: string): SQL {
  return sql`(' ' || ${searchText} || ' ') like ${`% ${text} %`}`;
}

function isInfixAllowed(text: string): boolean {
  return [...text].length >= 3;
}

/** What the trigram index looks up for a term: each alternative anywhere in the text. */
function termCandidates(term: SearchTerm): SQL {
  const lookups = term.alternatives.map(({ text }) =>
    isInfixAllowed(text) ? containsAnywhere(text) : startsAWord(text),
  );
  return sql`(${sql.join(lookups, sql` or `)})`;
}

/**
 * The rule the candidates are then held to, when it is stricter: other spellings and corrections
 * must start a word (Gree's Arabic جري must not match للجري, "for running").
 */
function termRule(term: SearchTerm): SQL | null {
  const [typed, ...others] = term.alternatives;
  const strict = others.filter(({ text }) => isInfixAllowed(text));
  if (!typed || strict.length === 0) return null;
  return sql`(${sql.join(
    [
      isInfixAllowed(typed.text) ? containsAnywhere(typed.text) : startsAWord(typed.text),
      ...others.map(({ text }) => startsAWord(text)),
    ],
    sql` or `,
  )})`;
}

function termCondition(term: SearchTerm): SQL {
  const rule = termRule(term);
  return rule ? sql`${termCandidates(term)} and ${rule}` : termCandidates(term);
}

function termScore(term: SearchTerm): SQL {
  const [typed, ...others] = term.alternatives;
  const spellings = others.filter((alternative) => alternative.kind === "spelling");
  const hasCorrections = others.some((alternative) => alternative.kind === "correction");
  // The row matched this term somehow (the WHERE clause says so): when not as typed, then through
  // a spelling (2) or a correction (0.5); tell them apart only when both are possible.
  const otherwise =
    hasCorrections && spellings.length > 0
      ? sql`case when ${sql.join(
          spellings.map(({ text }) => startsAWord(text)),
          sql` or `,
        )} then 2 else 0.5 end`
      : sql.raw(hasCorrections ? "0.5" : "2");
  if (!typed) return otherwise;
  return sql`case
    when ${isWholeWord(typed.text)} then 3
    when ${startsAWord(typed.text)} then 2
    ${isInfixAllowed(typed.text) ? sql`when ${containsAnywhere(typed.text)} then 1` : sql``}
    else ${otherwise} end`;
}

function buildMatch({ terms, normalized }: ParsedSearchQuery): ProductMatch {
  // Index lookups first, stricter rules after, so the planner combines the lookups.
  const rules = terms.flatMap((term) => termRule(term) ?? []);
  const where = sql.join([...terms.map(termCandidates), ...rules], sql` and `);
  const phraseBonus =
    terms.length > 1 ? sql` + case when ${isWholeWord(normalized)} then 1 else 0 end` : sql``;
  const rank = sql`(${sql.join(terms.map(termScore), sql` + `)}${phraseBonus})::float8`;
  return { where, rank };
}

/**
 * The query with corrections added to the typed words that match no product at all, or null when
 * no such word has a close catalogue word (then nothing is found).
 */
async function correctTypos(tx: Transaction, parsed: ParsedSearchQuery): Promise<ParsedSearchQuery | null> {
  const { rows } = await tx.execute<Record<string, boolean>>(
    sql`select ${sql.join(
      parsed.terms.map(
        (term, index) =>
          sql`exists (select 1 from ${products} where ${termCondition(term)}) as ${sql.raw(`t${index}`)}`,
      ),
      sql`, `,
    )}`,
  );
  const isMatched = rows[0] ?? {};
  let isCorrected = false;
  const terms: SearchTerm[] = [];
  for (const [index, term] of parsed.terms.entries()) {
    const typed = term.alternatives[0]!.text;
    const corrections =
      isMatched[`t${index}`] || term.maxTypos === 0 ? [] : await findCorrections(tx, typed, term.maxTypos);
    if (corrections.length > 0) isCorrected = true;
    terms.push({
      ...term,
      alternatives: [
        ...term.alternatives,
        ...corrections.map((text) => ({ text, kind: "correction" as const })),
      ],
    });
  }
  return isCorrected ? { ...parsed, terms } : null;
}

async function findCorrections(tx: Transaction, typed: string, maxTypos: number): Promise<string[]> {
  // pg_trgm's word-similarity threshold is a setting: lenient enough here for two typos in six
  // letters (about 0.4) or one in four (0.5), and only for this transaction.
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${maxTypos >= 2 ? "0.4" : "0.5"}, true)`,
  );
  const { rows } = await tx.execute<{ text: string }>(
    sql`select ${searchText} as text from ${products} where ${typed} <% ${searchText} limit ${TYPO_SAMPLE_SIZE}`,
  );
  return closestWords(
    typed,
    rows.flatMap((row) => row.text.split(" ")),
    maxTypos,
  );
}
