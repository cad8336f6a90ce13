// Product search (PD-18): the one function behind /search, /products?q=, the header's
// suggestions, GET /api/products/search and the compare slots.
//
// Matching runs on products.search_text (normalised names, brand and model; pg_trgm GIN index).
// Every term of the query must match, as typed or through another spelling from the
// transliteration table. Only when that finds nothing are typos corrected: pg_trgm word similarity
// picks a sample of products that look like the unmatched word, the closest words in them (one or
// two letters away) become extra spellings, and the search runs again. Ranking, per term: a whole
// word (3) beats the start of a word or another spelling (2), which beats a match inside a word (1),
// which beats a corrected typo (0.5); the words typed side by side earn one point more.
//
// Issue 38 (PD-27): an Arabic word no product has and no typo explains is also read in Latin
// letters (ماجنيفيكا: Magnifica); a size word beside a kind ("ثلاجة كبيرة") orders by the kind's
// size attribute instead of being looked for; and, for callers that ask (`partial`), a query
// whose words cannot all match lists the products matching the weightiest set of them.
import { type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { attributes, productAttributeValues, products } from "~/db/schema";
import { convertQuantity, isUnitKey } from "~/features/attributes/units";
import { listCategories } from "~/features/catalog/categories.server";
import { type CategoryNode, withDescendants } from "~/features/catalog/category-tree";
import {
  type ListProductsOptions,
  listProducts,
  type ProductListOrder,
  type ProductMatch,
  type ProductPage,
  type ProductSummary,
} from "~/features/catalog/product-listing.server";
import {
  CATEGORY_ALL_WORDS,
  CATEGORY_VOCABULARY,
  kindsNamedBy,
} from "~/features/shopper-vocabulary/category-words";
import { SIZE_ATTRIBUTE_KEYS, type SizeWish } from "~/features/shopper-vocabulary/size-words";
import { normalizeSearchText } from "~/utils/arabic-text";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from "./search-limits";
import {
  type ParsedSearchQuery,
  parseSearchQuery,
  QUALIFYING_WEIGHT,
  type SearchTerm,
  type TypeLexicon,
} from "./search-query";
import { latinReadings } from "./transliteration";
import { closestWords, typoDistance } from "./typo-distance";

export type { ProductSummary } from "~/features/catalog/product-listing.server";

/** Products looked at to find what a mistyped word meant. */
const TYPO_SAMPLE_SIZE = 100;
/** What being of the kind a query names adds to a term's score (a whole word scores 3). */
const TYPE_BONUS = 2;
const DEFAULT_PROMINENCE = 2;

/** The browse filters search shares with listing: the same fields, read the same way. */
type SharedListOptions = Pick<
  ListProductsOptions,
  | "offset"
  | "categoryIds"
  | "minPrice"
  | "maxPrice"
  | "withTotal"
  | "brands"
  | "stores"
  | "inStock"
  | "minRating"
  | "attributeFilters"
  | "attributeFacets"
  | "withFacets"
  | "variants"
>;

export type SearchProductsOptions = SharedListOptions & {
  query: string;
  /** Results wanted (default 10, at most 50). */
  limit?: number;
  /** Only this exact category (the compare page's second slot). */
  categoryId?: string;
  /** Best match first by default; the browse page passes its price or rating sort. */
  sortBy?: ProductListOrder;
  /**
   * When no product matches every word, list those that match the most (and the weightiest) of
   * them instead of none (issue 38): the search page and the header's suggestions. Off for
   * callers that try shorter readings themselves (the assistant, feed matching).
   */
  partial?: boolean;
};

/** What a search found, and how it read the words when it did not take them all literally. */
export type SearchResult = ProductPage & {
  /**
   * No product matched every word: these are the products matching the most. `matched`: the
   * words (as typed) that some of them match; `missing`: the words none of them matches;
   * `sets`: the sets of words of equal weight the products match, each product all of one set
   * ("samsung lg نوفروست": the Samsung and the LG products, [["samsung"], ["lg"]]).
   */
  partial?: PartialMatchWords;
  /** A size word was read through the kind's size attribute: biggest or smallest first. */
  size?: { wish: SizeWish; words: string[] };
};

/** Which of a query's words the products of a partial match match (SearchResult.partial). */
export type PartialMatchWords = { matched: string[]; missing: string[]; sets: string[][] };

/** What a typo correction found out about one term: whether it matches as written, and its corrections. */
type TermFacts = {
  /** No product matches it as written (asked only of words that may have corrections). */
  matchesNothing: boolean;
  corrections: string[];
  /** The closest type word, for a word that matches nothing and names no kind itself. */
  typeCorrection: string | undefined;
};

/**
 * What several searches made for one purpose share (the assistant tries a question's words and
 * shorter readings of them): the catalogue's categories, read once, and what each term's typo
 * correction found. A search with a term known to match no product, with no correction, finds
 * nothing without asking the database again. Only for searches made together: it does not follow
 * catalogue changes.
 */
export type SearchSession = {
  vocabulary?: Promise<SearchVocabulary>;
  terms: Map<string, TermFacts>;
  /** Each search already made, by its options: the same search again is not run again. */
  results: Map<string, Promise<SearchResult>>;
};

export function createSearchSession(): SearchSession {
  return { terms: new Map(), results: new Map() };
}

/** A term's facts depend on its spellings and the kinds it names, not on the search's filters. */
function termKey(term: SearchTerm): string {
  return JSON.stringify([term.alternatives.map(({ text }) => text), term.maxTypos, term.categoryIds ?? []]);
}

/** Whether a term matches no product as written and has no correction: no search with it finds any. */
function isHopeless(session: SearchSession, term: SearchTerm): boolean {
  const facts = session.terms.get(termKey(term));
  return facts?.matchesNothing === true && facts.corrections.length === 0 && !facts.typeCorrection;
}

/**
 * Products matching a free-text query in English or Arabic, best match first (or in `sortBy`
 * order), with the total number of matches. A blank or punctuation-only query matches nothing.
 */
export function searchProducts(
  db: Database,
  options: SearchProductsOptions,
  session: SearchSession = createSearchSession(),
): Promise<SearchResult> {
  const key = JSON.stringify(options);
  const known = session.results.get(key);
  if (known) return known;
  const found = findProducts(db, options, session);
  session.results.set(key, found);
  return found;
}

async function findProducts(
  db: Database,
  options: SearchProductsOptions,
  session: SearchSession,
): Promise<SearchResult> {
  if (parseSearchQuery(options.query).terms.length === 0) return { products: [], total: 0 };
  session.vocabulary ??= listCategories(db).then(buildSearchVocabulary);
  const vocabulary = await session.vocabulary;
  const read = parseSearchQuery(options.query, vocabulary.types);
  // "كبيرة" beside a kind of product is its size, not a word to find in names (when the kind has one).
  const size = await sizeOrderFor(db, read, vocabulary);
  const parsed = size?.parsed ?? read;
  const sizeNote = size ? { size: { wish: size.wish, words: size.words } } : {};
  if (!options.withFacets && !options.partial && parsed.terms.some((term) => isHopeless(session, term))) {
    return { products: [], total: 0 };
  }

  // Both category filters together mean their intersection.
  const categoryIds = options.categoryId
    ? (options.categoryIds ?? [options.categoryId]).filter((id) => id === options.categoryId)
    : options.categoryIds;
  const list = (tx: Transaction, match: ProductMatch) =>
    listProducts(tx, {
      match: size ? { ...match, size: size.order } : match,
      categoryIds,
      minPrice: options.minPrice,
      maxPrice: options.maxPrice,
      sortBy: options.sortBy ?? "relevance",
      limit: Math.min(Math.max(1, Math.trunc(options.limit ?? DEFAULT_SEARCH_LIMIT)), MAX_SEARCH_LIMIT),
      offset: Math.max(0, Math.trunc(options.offset ?? 0)),
      withTotal: options.withTotal,
      brands: options.brands,
      stores: options.stores,
      inStock: options.inStock,
      minRating: options.minRating,
      attributeFilters: options.attributeFilters,
      attributeFacets: options.attributeFacets,
      withFacets: options.withFacets,
      variants: options.variants,
    });
  const isFound = (page: ProductPage) => page.products.length > 0 || page.total > 0;

  return db.transaction(async (tx) => {
    // The planner prices a LIKE on long bilingual texts too low and reads the whole table for
    // common words; the trigram index is always the cheaper way here. A broad search's plan
    // looks costly enough for PostgreSQL to compile it (JIT), which took longer (50-70 ms) than
    // the statement it compiled saved.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
    const found = await list(tx, buildMatch(parsed, vocabulary));
    if (isFound(found)) return { ...found, ...sizeNote };
    const corrected = await correctTypos(tx, parsed, vocabulary.types, session);
    const again = corrected ? await list(tx, buildMatch(corrected, vocabulary)) : found;
    if (isFound(again) || !options.partial) return { ...again, ...sizeNote };
    const partial = await partialMatch(tx, corrected ?? parsed, vocabulary, categoryIds);
    if (!partial) return { ...again, ...sizeNote };
    const closest = await list(tx, partial.match);
    return isFound(closest) ? { ...closest, partial: partial.words, ...sizeNote } : { ...again, ...sizeNote };
  });
}

/**
 * The query without its size words, and the order they ask for: the size attribute (capacity,
 * screen size…) of the kinds the query names, biggest or smallest first. Null when the query
 * has no size word, names no kind, or the kinds have no size attribute: then the word is a word.
 */
async function sizeOrderFor(
  db: Database,
  parsed: ParsedSearchQuery,
  vocabulary: SearchVocabulary,
): Promise<{
  parsed: ParsedSearchQuery;
  wish: SizeWish;
  words: string[];
  order: NonNullable<ProductMatch["size"]>;
} | null> {
  const sizeTerms = parsed.terms.filter((term) => term.sizeWish);
  const kinds = [...new Set(parsed.terms.flatMap((term) => term.categoryIds ?? []))];
  const wish = sizeTerms[0]?.sizeWish;
  if (!wish || kinds.length === 0 || sizeTerms.length === parsed.terms.length) return null;
  const attributeIds = await findSizeAttributes(db, kinds, vocabulary.parents);
  if (attributeIds.length === 0) return null;
  const rest = parsed.terms.filter((term) => !term.sizeWish);
  const value = sql`(select max(${productAttributeValues.numberValue}) from ${productAttributeValues}
    where ${productAttributeValues.productId} = ${products.id}
    and ${productAttributeValues.attributeId} in (${sql.join(
      attributeIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}))`;
  return {
    parsed: { terms: rest, normalized: rest.map((term) => term.alternatives[0]!.text).join(" ") },
    wish,
    words: sizeTerms.map((term) => term.written),
    order: { value, direction: wish === "larger" ? "desc" : "asc" },
  };
}

/** Unit families that measure a product's size when no attribute key says so. */
const SIZE_UNITS = ["inch", "L", "BTU"] as const;

/**
 * Each kind's size attribute (its own or its department's): the first number attribute with a
 * size key (SIZE_ATTRIBUTE_KEYS order), else the first measured in inches, litres or BTU.
 */
async function findSizeAttributes(
  db: Database,
  kinds: readonly string[],
  parents: ReadonlyMap<string, string | null>,
): Promise<string[]> {
  const owners = new Map<string, string>();
  for (const kind of kinds) {
    for (let id: string | null | undefined = kind; id; id = parents.get(id)) owners.set(id, kind);
  }
  const rows = await db
    .select({
      id: attributes.id,
      categoryId: attributes.categoryId,
      key: attributes.key,
      unit: attributes.unit,
      position: attributes.position,
    })
    .from(attributes)
    .where(
      sql`${attributes.kind} = 'number' and ${attributes.categoryId} in (${sql.join(
        [...owners.keys()].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(attributes.position);
  const rankOf = (row: (typeof rows)[number]) => {
    const byKey = SIZE_ATTRIBUTE_KEYS.indexOf(row.key);
    if (byKey >= 0) return byKey;
    const unit = row.unit;
    const family = SIZE_UNITS.findIndex((size) => isUnitKey(unit) && convertQuantity(1, unit, size) !== null);
    return family >= 0 ? SIZE_ATTRIBUTE_KEYS.length + family : -1;
  };
  const chosen = new Set<string>();
  for (const kind of kinds) {
    // The kind's own attributes replace its department's of the same key.
    const lineage = new Set<string>();
    for (let id: string | null | undefined = kind; id; id = parents.get(id)) lineage.add(id);
    const candidates = rows
      .filter((row) => lineage.has(row.categoryId) && rankOf(row) >= 0)
      .sort((a, b) => rankOf(a) - rankOf(b));
    const best = candidates[0];
    if (!best) continue;
    // Every attribute of that key along the kind's lineage: a value is stored under one of them.
    for (const row of candidates) if (row.key === best.key) chosen.add(row.id);
  }
  return [...chosen];
}

/** Queries of more words than this look for their partial match in one pass over every candidate. */
const MAX_SUBSET_TERMS = 6;

/** The products of a partial match: which terms (by index) they match, and the condition they meet. */
type WeightiestMatch = { sets: number[][]; where: SQL };

/**
 * When no product matches every term: the products matching the weightiest set of terms any
 * product matches (a kind 3, a brand or model 2, a common word 1, a size or unit word 0.5, each
 * counted once), and which terms those products match. Null when no term that counts matches.
 */
async function partialMatch(
  tx: Transaction,
  parsed: ParsedSearchQuery,
  vocabulary: SearchVocabulary,
  categoryIds: readonly string[] | undefined,
): Promise<{ match: ProductMatch; words: PartialMatchWords } | null> {
  const { terms } = parsed;
  if (terms.length < 2 || !terms.some((term) => term.weight >= QUALIFYING_WEIGHT)) return null;
  const conditions = terms.map(termCondition);
  const inScope = categoryIds?.length ? sql` and ${inCategories(categoryIds)}` : sql``;
  const found =
    terms.length <= MAX_SUBSET_TERMS
      ? await weightiestSets(tx, terms, conditions, inScope)
      : await weightiestInOnePass(tx, terms, conditions, inScope);
  if (!found) return null;
  const matchedTerms = terms.filter((_, index) => found.sets.some((set) => set.includes(index)));
  const base = buildMatch({ ...parsed, terms: matchedTerms }, vocabulary);
  return {
    match: {
      where: found.where,
      rank: sql`(${sql.join(
        terms.map((term, index) => sql`case when ${conditions[index]} then ${termScore(term)} else 0 end`),
        sql` + `,
      )})::float8`,
      prominence: base.prominence,
    },
    words: {
      matched: matchedTerms.map((term) => term.written),
      sets: found.sets.map((set) => set.map((index) => terms[index]!.written)),
      missing: terms.filter((term) => !matchedTerms.includes(term)).map((term) => term.written),
    },
  };
}

/**
 * The weightiest partial match, found set of terms by set from the weightiest down, each asked as
 * "does a product match all of them" (the trigram index combines the lookups), so a word most
 * products hold ("1") is never read product by product. A product matching a set found and one
 * more term would weigh more, so the products matching all of a set of the greatest weight found
 * are exactly those whose matched terms weigh the most.
 */
async function weightiestSets(
  tx: Transaction,
  terms: readonly SearchTerm[],
  conditions: readonly SQL[],
  inScope: SQL,
): Promise<WeightiestMatch | null> {
  const sets: { members: number[]; weight: number }[] = [];
  for (let mask = 1; mask < 1 << terms.length; mask++) {
    const members = terms.flatMap((_, index) => (mask & (1 << index) ? [index] : []));
    // A set is worth a partial match only with a term that counts on its own.
    if (!members.some((index) => terms[index]!.weight >= QUALIFYING_WEIGHT)) continue;
    sets.push({ members, weight: members.reduce((sum, index) => sum + terms[index]!.weight, 0) });
  }
  const allOf = (members: readonly number[]) =>
    sql`(${sql.join(
      members.map((index) => conditions[index]!),
      sql` and `,
    )})`;
  const unmatched: number[][] = [];
  for (const weight of [...new Set(sets.map((set) => set.weight))].sort((a, b) => b - a)) {
    // A set holding one that no product matches is matched by none either.
    const level = sets
      .filter((set) => set.weight === weight)
      .map((set) => set.members)
      .filter((members) => !unmatched.some((none) => none.every((index) => members.includes(index))));
    if (!level.length) continue;
    const { rows } = await tx.execute<Record<string, boolean>>(
      sql`select ${sql.join(
        level.map(
          (members, position) =>
            sql`exists (select 1 from ${products} where ${allOf(members)}${inScope}) as ${sql.raw(`s${position}`)}`,
        ),
        sql`, `,
      )}`,
    );
    const matched = level.filter((_, position) => rows[0]?.[`s${position}`] === true);
    if (matched.length) {
      return {
        sets: matched,
        where: matched.length === 1 ? allOf(matched[0]!) : sql`(${sql.join(matched.map(allOf), sql` or `)})`,
      };
    }
    unmatched.push(...level);
  }
  return null;
}

/** The weightiest partial match of a long query: every product matching a term that counts, by weight. */
async function weightiestInOnePass(
  tx: Transaction,
  terms: readonly SearchTerm[],
  conditions: readonly SQL[],
  inScope: SQL,
): Promise<WeightiestMatch | null> {
  const qualifying = terms.flatMap((term, index) =>
    term.weight >= QUALIFYING_WEIGHT ? [conditions[index]!] : [],
  );
  const anyTerm = sql`(${sql.join(qualifying, sql` or `)})`;
  const weight = sql`(${sql.join(
    terms.map(
      (term, index) => sql`case when ${conditions[index]} then ${sql.raw(String(term.weight))} else 0 end`,
    ),
    sql` + `,
  )})::float8`;
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select ${weight} as weight, ${sql.join(
      conditions.map((condition, index) => sql`bool_or(${condition}) as ${sql.raw(`t${index}`)}`),
      sql`, `,
    )}
    from ${products} where ${anyTerm}${inScope}
    group by 1 order by 1 desc limit 1`);
  const best = rows[0];
  if (!best) return null;
  return {
    sets: [terms.flatMap((_, index) => (best[`t${index}`] === true ? [index] : []))],
    where: sql`${anyTerm} and ${weight} = ${Number(best.weight)}`,
  };
}

export type SearchVocabulary = {
  /** Type words and phrases with the categories (and subcategories) each names. */
  types: TypeLexicon;
  /** Category ids whose prominence is not the default, with it. */
  prominence: ReadonlyMap<string, number>;
  /** Each category's parent (null for a department). */
  parents: ReadonlyMap<string, string | null>;
};

/**
 * The kinds of the vocabulary each category is, by its slug or, for kinds whose slug the catalogue
 * does not use, by what its names say (kindsNamedBy: "أجهزة تكييف" is air conditioners). A kind
 * named by a department and by one of its subcategories goes to the subcategory only.
 */
function vocabularyKinds(list: readonly CategoryNode[]): Map<string, string[]> {
  const slugs = new Set(list.map((category) => category.slug));
  const hasUnknownKinds = Object.keys(CATEGORY_VOCABULARY).some((slug) => !slugs.has(slug));
  const kinds = new Map<string, string[]>();
  const byKind = new Map<string, CategoryNode[]>();
  for (const category of list) {
    kinds.set(category.id, CATEGORY_VOCABULARY[category.slug] ? [category.slug] : []);
    // A catalogue with every kind's slug (the demo one) needs no reading of names.
    if (!hasUnknownKinds) continue;
    const named = kindsNamedBy([category.nameEn, category.nameAr, category.slug.replaceAll("-", " ")]);
    for (const kind of named.filter((slug) => !slugs.has(slug))) {
      byKind.set(kind, [...(byKind.get(kind) ?? []), category]);
    }
  }
  for (const [kind, named] of byKind) {
    for (const category of named) {
      const below = withDescendants(list, category.id).filter((id) => id !== category.id);
      if (named.some((other) => below.includes(other.id))) continue;
      kinds.get(category.id)?.push(kind);
    }
  }
  return kinds;
}

/**
 * The type words of a catalogue: every category's English and Arabic name (and the Arabic without
 * its article), and the vocabulary's words for the kinds it is (by slug or by name), each naming
 * the category and everything below it.
 */
export function buildSearchVocabulary(list: readonly CategoryNode[]): SearchVocabulary {
  const types = new Map<string, string[]>();
  const prominence = new Map<string, number>();
  const byId = new Map(list.map((category) => [category.id, category]));
  const kinds = vocabularyKinds(list);
  const add = (phrase: string, ids: readonly string[]) => {
    const key = normalizeSearchText(phrase);
    if (!key) return;
    types.set(key, [...new Set([...(types.get(key) ?? []), ...ids])]);
  };
  for (const category of list) {
    const ids = withDescendants(list, category.id);
    const kindWords = (kinds.get(category.id) ?? []).flatMap((kind) => CATEGORY_ALL_WORDS[kind] ?? []);
    for (const name of [category.nameEn, category.nameAr, ...kindWords]) {
      add(name, ids);
      const normalized = normalizeSearchText(name);
      if (normalized.startsWith("ال") && !normalized.includes(" ")) add(normalized.slice(2), ids);
    }
    let own: CategoryNode | undefined = category;
    let value: number | undefined;
    while (own && value === undefined) {
      const kind = kinds.get(own.id)?.[0];
      value = kind ? CATEGORY_VOCABULARY[kind]?.prominence : undefined;
      own = own.parentId ? byId.get(own.parentId) : undefined;
    }
    if (value !== undefined && value !== DEFAULT_PROMINENCE) prominence.set(category.id, value);
  }
  const parents = new Map(list.map((category) => [category.id, category.parentId]));
  return { types, prominence, parents };
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

function inCategories(ids: readonly string[]): SQL {
  return sql`${products.categoryId} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

function termCondition(term: SearchTerm): SQL {
  const rule = termRule(term);
  const text = rule ? sql`${termCandidates(term)} and ${rule}` : termCandidates(term);
  // A type word matches the products of its kind, whatever their names say.
  return term.categoryIds ? sql`((${text}) or ${inCategories(term.categoryIds)})` : text;
}

function termTextScore(term: SearchTerm): SQL {
  const [typed, ...others] = term.alternatives;
  const spellings = others.filter((alternative) => alternative.kind === "spelling");
  const hasCorrections = others.some((alternative) => alternative.kind === "correction");
  // The row matched this term somehow (the WHERE clause says so): when not as typed, then through
  // a spelling (3 as a whole word, as good as typed: "ps5" is the PlayStation 5; else 2) or a
  // correction (0.5); a type word's product may match no text at all (0).
  const anySpelling = (test: (text: string) => SQL) =>
    sql.join(
      spellings.map(({ text }) => test(text)),
      sql` or `,
    );
  const fallback = sql.raw(hasCorrections ? "0.5" : term.categoryIds ? "0" : "2");
  const otherwise =
    spellings.length > 0
      ? sql`case when ${anySpelling(isWholeWord)} then 3 when ${anySpelling(startsAWord)} then 2 else ${fallback} end`
      : fallback;
  if (!typed) return otherwise;
  return sql`case
    when ${isWholeWord(typed.text)} then 3
    when ${startsAWord(typed.text)} then 2
    ${isInfixAllowed(typed.text) ? sql`when ${containsAnywhere(typed.text)} then 1` : sql``}
    else ${otherwise} end`;
}

/**
 * A product of the kind a type word names scores as a whole word plus the type bonus, and one
 * more when its name also says the word ("يد تحكم" names the controller among the accessories).
 */
function termScore(term: SearchTerm): SQL {
  const text = termTextScore(term);
  if (!term.categoryIds) return text;
  return sql`case when ${inCategories(term.categoryIds)} then ${sql.raw(String(TYPE_BONUS))} + greatest(3, ${text} + 1) else ${text} end`;
}

function buildMatch({ terms, normalized }: ParsedSearchQuery, vocabulary: SearchVocabulary): ProductMatch {
  // Index lookups first, stricter rules after, so the planner combines the lookups; a type
  // word's condition keeps its own (text or category).
  const plain = terms.filter((term) => !term.categoryIds);
  const rules = plain.flatMap((term) => termRule(term) ?? []);
  const typed = terms.filter((term) => term.categoryIds).map(termCondition);
  const where = sql.join([...plain.map(termCandidates), ...rules, ...typed], sql` and `);
  const phraseBonus =
    terms.length > 1 ? sql` + case when ${isWholeWord(normalized)} then 1 else 0 end` : sql``;
  const rank = sql`(${sql.join(terms.map(termScore), sql` + `)}${phraseBonus})::float8`;
  const prominence =
    vocabulary.prominence.size > 0
      ? sql`case ${products.categoryId} ${sql.join(
          [...vocabulary.prominence].map(
            ([id, value]) => sql`when ${id}::uuid then ${sql.raw(String(value))}`,
          ),
          sql` `,
        )} else ${sql.raw(String(DEFAULT_PROMINENCE))} end`
      : undefined;
  return { where, rank, prominence };
}

/**
 * The query with corrections added to the typed words that match no product at all, or null when
 * no such word has a close catalogue word (then nothing is found).
 */
async function matchedTerms(tx: Transaction, terms: readonly SearchTerm[]): Promise<boolean[]> {
  const { rows } = await tx.execute<Record<string, boolean>>(
    sql`select ${sql.join(
      terms.map(
        (term, index) =>
          sql`exists (select 1 from ${products} where ${termCondition(term)}) as ${sql.raw(`t${index}`)}`,
      ),
      sql`, `,
    )}`,
  );
  const row = rows[0] ?? {};
  return terms.map((_, index) => Boolean(row[`t${index}`]));
}

/** The type lexicon's one-word entries, which a mistyped word is compared with. */
function typeWords(types: TypeLexicon): string[] {
  return [...types.keys()].filter((word) => !word.includes(" "));
}

/** Each term's facts: known ones from the session, the others found out now and kept there. */
async function findTermFacts(
  tx: Transaction,
  terms: readonly SearchTerm[],
  types: TypeLexicon,
  session: SearchSession,
): Promise<TermFacts[]> {
  const unknown = terms.filter((term) => !session.terms.has(termKey(term)));
  // A plain number or a short word is never corrected: whether it matches alone changes nothing.
  const correctable = unknown.filter((term) => term.maxTypos > 0);
  const isMatched = correctable.length > 0 ? await matchedTerms(tx, correctable) : [];
  for (const term of unknown) {
    const typed = term.alternatives[0]!.text;
    const index = correctable.indexOf(term);
    const matchesNothing = index >= 0 && !isMatched[index];
    const corrections = matchesNothing ? await correctionsOf(tx, typed, term.maxTypos) : [];
    // A mistyped type word ("تلفزيوم") names the kind of its closest type word, unless a
    // catalogue word is as close ("iphnoe" is the iPhone, not any phone).
    const type =
      matchesNothing && !term.categoryIds
        ? closestWords(typed, typeWords(types), term.maxTypos, 1)[0]
        : undefined;
    const closest = corrections[0];
    const typeCorrection =
      type && !(closest && typoDistance(typed, closest) <= typoDistance(typed, type)) ? type : undefined;
    session.terms.set(termKey(term), { matchesNothing, corrections, typeCorrection });
  }
  return terms.map((term) => session.terms.get(termKey(term))!);
}

/**
 * Catalogue words a word that matches nothing may have meant: words a typo or two away, else, for
 * an Arabic word, Latin words close to how it reads (ماجنيفيكا, "magnifika": Magnifica).
 */
async function correctionsOf(tx: Transaction, typed: string, maxTypos: number): Promise<string[]> {
  const corrections = await findCorrections(tx, typed, maxTypos);
  if (corrections.length > 0) return corrections;
  for (const reading of latinReadings(typed)) {
    const latin = await findCorrections(
      tx,
      reading,
      Math.min(3, Math.max(1, Math.floor(reading.length / 4))),
    );
    if (latin.length > 0) return latin;
  }
  return [];
}

async function correctTypos(
  tx: Transaction,
  parsed: ParsedSearchQuery,
  types: TypeLexicon,
  session: SearchSession,
): Promise<ParsedSearchQuery | null> {
  const facts = await findTermFacts(tx, parsed.terms, types, session);
  let isCorrected = false;
  const terms: SearchTerm[] = [];
  for (const [index, term] of parsed.terms.entries()) {
    const { corrections, typeCorrection } = facts[index]!;
    if (corrections.length > 0 || typeCorrection) isCorrected = true;
    terms.push({
      ...term,
      alternatives: [
        ...term.alternatives,
        ...corrections.map((text) => ({ text, kind: "correction" as const })),
      ],
      ...(typeCorrection ? { categoryIds: types.get(typeCorrection) } : {}),
    });
  }
  return isCorrected ? { ...parsed, terms } : null;
}

async function findCorrections(
  tx: Transaction,
  typed: string,
  maxTypos: number,
  threshold = maxTypos >= 2 ? "0.4" : "0.5",
): Promise<string[]> {
  // pg_trgm's word-similarity threshold is a setting: lenient enough here for two typos in six
  // letters (about 0.4) or one in four (0.5), and only for this transaction.
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${threshold}, true)`);
  const { rows } = await tx.execute<{ text: string }>(
    sql`select ${searchText} as text from ${products} where ${typed} <% ${searchText} limit ${TYPO_SAMPLE_SIZE}`,
  );
  return closestWords(
    typed,
    rows.flatMap((row) => row.text.split(" ")),
    maxTypos,
  );
}

/**
 * Whether two queries search for the same thing: equal once normalised (ة and ه, ى and ي, the
 * hamza forms of alef, digits and case are one to search), so one is never offered for the other.
 */
export function isSameSearch(a: string, b: string): boolean {
  return parseSearchQuery(a).normalized === parseSearchQuery(b).normalized;
}

/** A catalogue word (normalised) as product names write it (ثلاجة, not ثلاجه); itself if none does. */
async function writtenForm(tx: Transaction, word: string): Promise<string> {
  if (!isInfixAllowed(word)) return word;
  const { rows } = await tx.execute<{ name_en: string; name_ar: string }>(
    sql`select ${products.nameEn} as name_en, ${products.nameAr} as name_ar from ${products}
      where ${containsAnywhere(word)} and ${isWholeWord(word)} limit 5`,
  );
  for (const row of rows) {
    for (const token of `${row.name_ar} ${row.name_en}`.split(/\s+/u)) {
      const bare = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      if (normalizeSearchText(bare) === word) return bare;
    }
  }
  return word;
}

/** What an empty search page offers instead of a dead end (issue 17). */
export type EmptySearchHelp = {
  /** A query close to the one typed that finds products: closer spellings, or fewer words. */
  didYouMean: string | null;
  /** Categories the query's words name or come close to, nearest first (at most 4). */
  categories: CategoryNode[];
  /** The best-rated products of the nearest category (or of the whole catalogue). */
  popular: ProductSummary[];
  popularCategory: CategoryNode | null;
};

const HELP_CATEGORIES = 4;
const HELP_PRODUCTS = 4;

/**
 * Help for a search that found nothing: "did you mean" (each word that matches no product replaced
 * by its closest catalogue or type word, up to a third of its letters away, else left out),
 * the categories the words name, and popular products of the nearest one.
 */
export async function suggestForEmptySearch(db: Database, query: string): Promise<EmptySearchHelp> {
  const list = await listCategories(db);
  const vocabulary = buildSearchVocabulary(list);
  const parsed = parseSearchQuery(query, vocabulary.types);
  const categoryIds: string[] = [];
  let didYouMean: string | null = null;

  if (parsed.terms.length > 0) {
    // Each word as the shopper wrote it, or a correction as the catalogue writes it: never the
    // folded search form (ثلاجه for ثلاجة), which is the same word to search and no suggestion.
    const exact: string[] = [];
    const words = await db.transaction(async (tx) => {
      const isMatched = await matchedTerms(tx, parsed.terms);
      const result: string[] = [];
      for (const [index, term] of parsed.terms.entries()) {
        const typed = term.alternatives[0]!.text;
        if (term.categoryIds) categoryIds.push(term.categoryIds[0]!);
        if (isMatched[index]) {
          result.push(term.written);
          exact.push(term.written);
          continue;
        }
        const length = [...typed].length;
        if (length < 3 || !/\p{L}/u.test(typed)) continue;
        const maxTypos = Math.max(1, Math.floor(length / 3));
        const catalogue = await findCorrections(tx, typed, maxTypos, "0.3");
        const type = closestWords(typed, typeWords(vocabulary.types), maxTypos, 1)[0];
        const best = closestWords(typed, [...catalogue, ...(type ? [type] : [])], maxTypos, 1)[0];
        if (best) result.push(await writtenForm(tx, best));
        const ids = best ? vocabulary.types.get(best) : undefined;
        if (ids) categoryIds.push(ids[0]!);
      }
      return result;
    });
    // The closest query that finds something: the corrected words, then the words that matched
    // as typed, then with one word fewer, the last first (usually a detail such as a number).
    const fewer = words.map((_, index) => words.filter((__, other) => other !== words.length - 1 - index));
    const candidates = [words, exact, ...fewer]
      .map((candidate) => candidate.join(" "))
      .filter((candidate) => /\p{L}/u.test(candidate) && !isSameSearch(candidate, query));
    for (const candidate of [...new Set(candidates)]) {
      const { products: found } = await searchProducts(db, { query: candidate, limit: 12, withTotal: false });
      if (found.length === 0) continue;
      didYouMean = candidate;
      for (const product of found) categoryIds.push(product.categoryId);
      break;
    }
  }

  const byId = new Map(list.map((category) => [category.id, category]));
  const categories = [...new Set(categoryIds)].flatMap((id) => byId.get(id) ?? []).slice(0, HELP_CATEGORIES);
  const nearest = categories[0] ?? null;
  const { products: popular } = await listProducts(db, {
    categoryIds: nearest ? withDescendants(list, nearest.id) : undefined,
    sortBy: "rating_desc",
    limit: HELP_PRODUCTS,
    withTotal: false,
  });
  return { didYouMean, categories, popular, popularCategory: nearest };
}
