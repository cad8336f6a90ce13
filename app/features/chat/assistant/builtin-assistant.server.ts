// The built-in assistant (PD-16): answers from the live catalogue, in the shopper's language,
// with no outside service. The question is read for what it asks (question.ts), products are found
// through the shared search service, and every figure in the answer comes from a query made now.

import type { Database } from "~/db/client.server";
import {
  findFilterAttributes,
  resolveAttributeChoices,
} from "~/features/attributes/attribute-filters.server";
import { findCategoryAttributes, findProductAttributes } from "~/features/attributes/attributes.server";
import { specificationRowsOf } from "~/features/attributes/product-attributes";
import { STANDARD_ATTRIBUTES } from "~/features/attributes/standard-attributes";
import { listCategories } from "~/features/catalog/categories.server";
import { listProducts } from "~/features/catalog/product-listing.server";
import type { Region } from "~/features/offer-details/offer-details";
import { findStorePolicy, listStorePolicies } from "~/features/offer-details/offer-details.server";
import { findProductDetail } from "~/features/products/product-detail.server";
import {
  createSearchSession,
  type SearchProductsOptions,
  searchProducts,
} from "~/features/search/search.server";
import { findPart, isNamedInPart, type Part } from "~/features/shopper-vocabulary/category-words";
import { sizeWishOf } from "~/features/shopper-vocabulary/size-words";
import { listStores, type StoreRef } from "~/features/stores/stores.server";
import { serverT } from "~/locales/translate.server";
import { normalizeSearchText } from "~/utils/arabic-text";
import type { Locale } from "~/utils/i18n";
import { toHalalas } from "~/utils/money";
import {
  findPriceTrend,
  findProductFacts,
  LIST_SORTS,
  type ListedProduct,
  type ListOrder,
  listDeals,
  listProductsBy,
  listProductsByAttribute,
} from "../catalog-facts.server";
import type { ChatTurn } from "../chat-schema";
import {
  type AskedAttribute,
  findAskedAttribute,
  isAttributeWord,
  isComparativeWord,
  isUnitWord,
  unitsAskedFor,
} from "./asked-attribute";
import {
  type CategoryMatch,
  type CategoryRef,
  expandCategories,
  headCategories,
  matchCategories,
} from "./category-match";
import {
  composeAttributeList,
  composeAttributeUnknown,
  composeAttributeValue,
  composeCapabilities,
  composeClarify,
  composeComparison,
  composeDeals,
  composeHelp,
  composeHistory,
  composeList,
  composeNotFound,
  composeNotListed,
  composeOfferTerms,
  composeOffTopic,
  composePickupStores,
  composePrice,
  composeProductDeal,
  composeReviews,
  composeSpecs,
  composeStoreChoice,
  composeStorePrice,
  composeStoreTerms,
  composeTiming,
  composeUnknown,
  composeWhichProduct,
  FEATURE_WORDS,
  type ListTitle,
  SPEC_SYNONYMS,
  type TextContext,
} from "./compose-answer.server";
import { type FocusProduct, nameWordsOf, readConversationState } from "./conversation-state.server";
import { findReference, type Reference } from "./follow-up";
import { asksHowToDo, findHelpTopic, withoutSiteName } from "./how-to";
import { identityWords, matchesIdentity } from "./identity";
import { asksFastest, findRegion, termsTopicOf } from "./offer-terms";
import {
  lineWordsOf,
  modelWordsOf,
  namesOnlyCapacity,
  namesOnlyVariant,
  productSpans,
} from "./product-spans";
import { findQualifiers } from "./qualifiers";
import {
  type Budget,
  type Cue,
  intentOf,
  type ParsedQuestion,
  parseQuestion,
  readSpecificationOf,
  readText,
  tokenize,
} from "./question";
import { isSpecLabelWord } from "./spec-label-words";
import { findNamedStores } from "./store-match";
import {
  CLOCK_QUESTIONS,
  DEAL_WORDS_AROUND,
  IDENTITY_ALIASES,
  LOWEST_PRICE_PHRASES,
  MODEL_VARIANT_WORDS,
  OFF_TOPIC_WORDS,
  OTHER_WORK_UNLESS_PRODUCT_WORDS,
  OTHER_WORK_WORDS,
  TYPE_HINTS,
} from "./vocabulary";

export type AnswerOptions = {
  locale: Locale;
  /** The conversation so far, the shopper's question last. */
  messages: readonly ChatTurn[];
  /** "Now" for price trends (tests pin it). */
  now?: Date;
  /** The shopper's chosen city (profile, else cookie), worked out by the server; null when none. */
  region?: Region | null;
  /**
   * Reads shared by every shopper, kept as the search page keeps them (the catalogue cache,
   * ADR-0015): the stores, the categories and which products a question's words find. Like search
   * results they may lag a price change by the listing lag; an answer about one product reads its
   * offers afresh (findProductFacts). Without it every read goes to the database.
   */
  readShared?: SharedRead;
};

export type SharedRead = <T>(key: readonly unknown[], load: () => Promise<T>) => Promise<T>;

const readDirectly: SharedRead = (_key, load) => load();

const LIST_LIMIT = 5;
/** The part of the one kind named ("shaver" of personal care), when the words named a part. */
function partNamed(
  named: Pick<CategoryMatch, "categories"> & { phrases?: ReadonlyMap<string, string> },
): Part | null {
  const [only] = named.categories;
  if (named.categories.length !== 1 || !only) return null;
  return findPart(only.slug, named.phrases?.get(only.id) ?? "");
}

/** Products of a kind read to find those of one part of it ("shaver" of personal care). */
const PART_CANDIDATES = 100;
const DEAL_LIMIT = 5;
/** Search results weighed against the model-identity rule. */
const PRODUCT_CANDIDATES = 8;
/** Listed products offered instead of one Qaren does not list. */
const CLOSEST_LIMIT = 3;
/** Shorter readings of the words tried when the whole phrase finds nothing. */
const MAX_FALLBACK_SEARCHES = 6;

/** The shared search service, for the searches of one answer (they share a search session). */
type Search = (options: SearchProductsOptions) => ReturnType<typeof searchProducts>;

type Found = {
  id: string;
  nameEn: string;
  nameAr: string;
  brand: string | null;
  model: string | null;
  categoryId: string;
  lowestPrice: string | null;
};

/** The built-in assistant's answer to the last message of the conversation. */
export async function answerQuestion(db: Database, options: AnswerOptions): Promise<string> {
  const { locale, messages } = options;
  const question = messages.at(-1)?.role === "user" ? messages.at(-1)!.content : "";
  // Both short lists are read together: most questions need the categories too.
  const readShared = options.readShared ?? readDirectly;
  const [stores, allCategories] = await Promise.all([
    readShared(["stores"], () => listStores(db)),
    readShared(["categories"], () => listCategories(db)),
  ]);
  const session = createSearchSession();
  const search: Search = (searchOptions) =>
    readShared(["assistant-search", searchOptions], () => searchProducts(db, searchOptions, session));
  const text: TextContext = { t: serverT(locale), locale, stores };
  const parsed = parseQuestion(question);
  // The question as the readers read it (Arabizi as Arabic), read once for every check below.
  const asRead = readText(question);
  // "How do I compare two products?", "ما معنى سعر منخفض؟": Qaren's own features, not a product.
  // Read as the reader reads it too: "keef ashoof el 3roodh" asks where the deals are.
  const helpTopic = findHelpTopic(question, parsed) ?? findHelpTopic(asRead, parsed);
  if (helpTopic) return composeHelp(text, helpTopic);
  const { budget } = parsed;
  const cues = new Set(parsed.cues);
  // "…at Jarir", "…في جرير": the store is asked about, and its name is no product word.
  // "…on Qaren" names the site, no product.
  // "PS5 cheapest, Jarir or noon?": several stores, whose offers are weighed.
  const { stores: namedStores, words: withoutStore } = findNamedStores(withoutSiteName(parsed.words), stores);
  const store = namedStores[0] ?? null;
  // "…to Jeddah", "للدمام": the city asked about is no product word, and asks about delivery.
  // A city beside a price question ("cheapest PS5 in Jeddah") asks what arrives there; beside
  // anything else ("weather in Riyadh") it is left to the words.
  const city = findRegion(withoutStore);
  const asksAtCity = city.region !== null && (cues.has("delivery") || cues.has("cheap") || cues.has("price"));
  if (asksAtCity) cues.add("delivery");
  const namedRegion = asksAtCity ? city.region : null;
  const withoutCity = asksAtCity ? city.words : withoutStore;
  // "كم الساعة الآن؟" asks the clock, not for a smartwatch.
  if (CLOCK.has(asRead)) return composeOffTopic(text);
  // The products a follow-up can mean, from the earlier answers, checked against the catalogue.
  const state = await readConversationState(db, messages);
  // "how far can the DJI Mini 4 Pro fly?": "far" asks about the drone, and is no word of its name;
  // "كم المسافة بين جدة والرياض؟" asks no shopping question.
  const otherWork = await readOtherWork(search, withoutCity, question, state.focus.length > 0);
  if (otherWork.refused) return composeOffTopic(text);
  // "the first one", "الأرخص": a product of an earlier answer.
  const context = state.lastAnswer.map((product) => product.id);
  const { reference, words: referred } = findReference(otherWork.words, {
    saidCheaper: cues.has("cheap") && context.length > 1,
  });
  // "How heavy is the MacBook Air?", "وش الأخف X ولا Y": the attribute asked about is no product
  // word. Lists keep such words as qualifiers ("cheapest 65 inch TV", "laptop 16gb ram").
  const asksForList =
    budget !== null || cues.has("cheap") || cues.has("dear") || cues.has("deals") || cues.has("delivery");
  // Read as the reader reads it: "kam watt" is "كم واط".
  const askedUnits = unitsAskedFor(tokenize(asRead).map((token) => token.text));
  let attribute = asksForList
    ? { asked: null, words: referred }
    : findAskedAttribute(referred, { askedUnits });
  // "PlayStation 5 Slim Console (Disc Edition)": words of the named product's own name are its
  // name, not an attribute asked about (without "disc" the words would name the Digital Edition).
  let borneByName: AskedAttribute | null = null;
  if (attribute.asked && (await namesProductWith(search, referred, attribute.asked.said))) {
    // "هل سماعة جي بي إل فليب 6 مقاومة للماء؟": whether it has what its name says, still asked.
    // (Not a value asked for by name, "inverter": its row is read by words the name also has.)
    if ([...cues].every((cue) => cue === "specs") && asksWhether(question) && !attribute.asked.expects)
      borneByName = attribute.asked;
    attribute = { asked: null, words: referred };
  }
  const attributeWords = referred.filter((word) => !attribute.words.includes(word));
  // "How heavy", "battery life" are read as cues too, so the whole question is asked as well.
  const inQuestion =
    asksForList || !cues.has("specs")
      ? null
      : findAskedAttribute(tokenize(question).map((token) => token.text)).asked;
  // "ما مواصفات شاشة أوديسي G5؟": the kind word that opens the product's words asks for nothing.
  const opensProductWords = inQuestion?.said.length === 1 && inQuestion.said[0] === referred[0];
  const namedAttribute = attribute.asked ?? borneByName ?? (opensProductWords ? null : inQuestion);
  // "Does the Xbox have a disc drive?", "هل يحتوي … على مشغل أقراص؟": whether, not which.
  const askedAttribute = namedAttribute && {
    ...namedAttribute,
    whether: asksWhether(question),
    figures: normalizeSearchText(question).match(/\d+(?:\.\d+)?/g) ?? [],
  };
  if (askedAttribute) cues.add("specs");
  // "What is the battery of the Galaxy A55?": the specification asked for is no product word.
  const specWords = [...attributeWords, ...attribute.words.filter(isSpecificationWord)];
  let words = attribute.words.filter((word) => !isSpecificationWord(word));
  // "ما التركيز في عطر ديور سوفاج؟": no cue, but a word of a specification's name, which is no
  // word of the product's own name ("عزل الضوضاء" of the AirPods 4 is its name).
  const labelled = cues.size === 0 ? words.filter(isSpecLabelWord) : [];
  if (labelled.length && !(await namesProductWith(search, words, labelled))) {
    specWords.push(...labelled);
    words = words.filter((word) => !labelled.includes(word));
  }
  // "ما المنصة الذكية في شاشة سامسونج 65؟": a specification's name, then a product that is named
  // without it ("الذكية" is no word of the Samsung TV, whatever a smart band is called).
  const specificationOf = [...cues].every((cue) => cue === "specs") ? readSpecificationOf(question) : null;
  // Then the specification's name alone is what is asked, not the product's words ("65 بوصة").
  let askedSpecification: string[] | null = null;
  if (specificationOf) {
    const productWords = parseQuestion(specificationOf.product.join(" ")).words;
    // A product is named by a model or by two words that tell it apart, never by "Riyadh" of
    // "what's the weather in Riyadh?".
    const namesProduct =
      !isOffTopic([...specificationOf.label, ...productWords]) &&
      (identityWords(productWords).length >= 2 || productWords.some((word) => /\d/.test(word)));
    const named = namesProduct ? await findNamedProduct(search, productWords) : null;
    if (named && !specificationOf.label.every((word) => named.nameWords.has(word))) {
      specWords.push(...specificationOf.label.filter((word) => !specWords.includes(word)));
      words = productWords;
      askedSpecification = specificationOf.label;
      cues.add("specs");
    }
  }
  if (specWords.length) cues.add("specs");
  // "what about the Pro Max?", "والبرو ماكس؟": that variant of the product in focus.
  const variantOf = state.focus[0];
  if (variantOf && !reference && namesOnlyVariant(words)) {
    words = [...lineWordsOf(nameWordsOf(variantOf)), ...words.map(withoutArabicArticle)];
  } else if (variantOf && !reference && namesOnlyCapacity(words)) {
    // "and the 512GB one?": the same model in that capacity.
    words = [...modelWordsOf(nameWordsOf(variantOf)), ...words];
  }

  if (
    cues.has("alerts") ||
    cues.has("saving") ||
    (cues.has("reviews") &&
      // "How do reviews work?" is help; "كيف آيفون 16؟ حلو؟" asks what owners say of it.
      ((cues.has("how") && identityWords(words).length === 0) || (!words.length && !context.length)))
  ) {
    const topic = cues.has("alerts") ? "alerts" : cues.has("saving") ? "saving" : "reviews";
    return composeHelp(text, topic);
  }
  const asksAboutProduct = ANSWER_CUES.some((cue) => cues.has(cue)) || store !== null;
  // "What are the best deals right now?" asks for the deals list, whatever its "what are".
  const isSmallTalk =
    !cues.has("deals") &&
    (cues.has("greeting") || cues.has("capabilities") || cues.has("how") || cues.size === 0);
  // "What are its specs?" in a conversation about a product is no small talk.
  const isFollowUp = context.length > 0 && asksAboutProduct;
  if (!words.length && !budget && !reference && isSmallTalk && !isFollowUp && !cues.has("delivery"))
    return composeCapabilities(text);

  // "Does noon deliver to Jeddah?": the offer's terms, never its price again.
  if (intentOf({ cues, budget }) === "delivery") {
    // "كم المسافة بين جدة والرياض؟" names two cities and no shopping.
    if (!store && isOffTopic(words)) return composeOffTopic(text);
    // Read as the reader reads it: "daman" is Arabizi for "ضمان".
    const topic = termsTopicOf(asRead);
    const region = namedRegion ?? options.region ?? null;
    // "What does eXtra charge for delivery?", "هل نون يوصل لجدة؟": a store and no product, in no
    // conversation about one, asks about the store's own policy.
    if (store && !reference && !state.focus.length) {
      const asked = identityWords(words).length
        ? await resolveProduct(search, words, { forSpecs: false })
        : null;
      if (asked?.kind !== "found")
        return composeStoreTerms(text, store, await findStorePolicy(db, store.name), { topic, region });
    }
    const product = await productAskedOrInFocus(search, words, state.focus);
    // "Which stores have pickup?": no store, no product, no conversation: every store's policy.
    if (!product && !store && !reference && !state.focus.length && topic === "pickup")
      return composePickupStores(text, await listStorePolicies(db));
    const detail = product ? await findProductDetail(db, product.id) : null;
    return composeOfferTerms(text, detail, {
      topic,
      store,
      region,
      fastest: asksFastest(asRead),
      withTotal: cues.has("price") || cues.has("cheap") || cues.has("total"),
    });
  }
  if (namedStores.length >= 2) {
    const product = await productAskedOrInFocus(search, words, state.focus);
    if (product) {
      const facts = (await findProductFacts(db, [product.id])).get(product.id);
      if (facts) return composeStoreChoice(text, facts, namedStores);
    }
  }

  const named = headCategories(matchCategories(words, allCategories), allCategories);
  // "Best kabsa restaurant in Riyadh", "weather": no shopping question, so never a product.
  // "Write me a poem about coffee": other work than shopping, whatever kind of product it names.
  if (isOffTopic(words) && (named.categories.length === 0 || words.some((word) => OTHER_WORK.has(word))))
    return composeOffTopic(text);
  // "Cheapest noise-cancelling headphones": the specification words qualify the kind.
  // In the question's order, so a qualifier's words read as its phrase ("بعزل ضوضاء").
  // The kind's own words too: "bottom freezer fridge" names the bottom freezer, though "freezer"
  // also names the kind.
  const kindWords = words.filter((word) => !named.otherWords.includes(word));
  const qualifierWords = inOrderOf(referred, [...specWords, ...named.otherWords, ...kindWords]);
  const listing = { named, allCategories, budget, qualifierWords };
  // "Today's best deals", "عروض الجوالات": the deals list, of the categories named if any.
  const dealWords = named.otherWords.filter((word) => !DEAL_AROUND.has(word));
  if (cues.has("deals") && !cues.has("timing") && dealWords.length === 0) {
    const categoryIds = named.categories.length
      ? expandCategories(named.categories, allCategories)
      : undefined;
    return composeDeals(text, await listDeals(db, { categoryIds, limit: DEAL_LIMIT }), named.categories);
  }
  // "ما هو أخف لابتوب؟", "the lightest laptop": the kind by the attribute asked, that end first.
  if (
    askedAttribute?.wish &&
    !budget &&
    !reference &&
    named.categories.length === 1 &&
    // "phone with the longest battery life": "battery life" was read as a cue, "longest" is left.
    named.otherWords.every(isComparativeWord)
  ) {
    const answer = await answerByAttribute(db, text, named.categories, allCategories, askedAttribute);
    if (answer) return answer;
  }
  const listOrder: ListOrder = cues.has("dear")
    ? "priceDesc"
    : (cues.has("cheap") && !cues.has("best")) || asksLowestPrice(asRead)
      ? "price"
      : "rating";
  if (budget) return answerList(db, search, text, listing, listOrder);

  const contextProductId = await pickContextProduct(db, context, reference);
  if (cues.has("compare")) {
    const answer = await answerComparison(
      db,
      search,
      text,
      { ...parsed, words },
      contextProductId,
      state.focus,
      askedAttribute ?? findAskedAttribute(parsed.words).asked,
      named.categories.length ? expandCategories(named.categories, allCategories) : undefined,
    );
    if (answer) return answer;
  }

  // "Best headphones", "cheapest Samsung TV", "laptops"; but "has the Apple Watch got cheaper?"
  // asks about one product.
  // "ابي جوال كاميرته حلوة", "fast charging phone": a kind praised or wanted with a feature, with no
  // product named and none in the conversation, asks for its best-rated.
  const praisesKind =
    (cues.has("reviews") || cues.has("specs")) && named.otherWords.length === 0 && state.focus.length === 0;
  const isCategoryQuestion =
    named.categories.length > 0 &&
    !reference &&
    !cues.has("history") &&
    (praisesKind ||
      // "Cheapest headphones with noise cancelling": the specification qualifies the kind.
      ((!cues.has("specs") || cues.has("best") || cues.has("cheap") || cues.has("dear")) &&
        (cues.has("best") ||
          cues.has("cheap") ||
          cues.has("dear") ||
          // "أرغب في شراء غسالة كبيرة": the kind and the size wanted, whatever the "buy".
          named.otherWords.every((word) => sizeWishOf(word) !== undefined))));
  if (isCategoryQuestion) return answerList(db, search, text, listing, listOrder);
  // "laptop with 16GB RAM", "ابغى تلفزيون 65 بوصه": the kind and figures of its attributes, and
  // nothing else, ask for the products of the kind that have them, not for one of them.
  const byFigures = !reference && !cues.has("history") ? await kindByFigures(db, listing) : null;
  if (byFigures) return answerList(db, search, text, listing, listOrder, byFigures);

  const hasProductCue =
    cues.has("price") ||
    cues.has("history") ||
    cues.has("reviews") ||
    cues.has("specs") ||
    cues.has("best") ||
    cues.has("timing") ||
    cues.has("deals") ||
    store !== null;
  const asked: ProductQuestion = {
    kind: questionKind(cues),
    store,
    now: options.now,
    words: askedSpecification ?? [...specWords, ...words],
    // "ما المنصة الذكية في شاشة سامسونج؟" asks the smart platform, not the screen its product is.
    attribute: askedSpecification ? findAskedAttribute(askedSpecification).asked : askedAttribute,
    // "ما تقنية HDR في …؟" asks what, not whether; elsewhere a figure borne says yes.
    whether: asksWhether(question) || (askedSpecification ? false : undefined),
  };
  if (!words.length || (reference && contextProductId)) {
    if (!contextProductId) return composeWhichProduct(text);
    return answerAboutProduct(db, text, contextProductId, [], asked);
  }
  // "سماعات سوني": a category and a brand name one product better within that category.
  const categoryIds =
    named.categories.length > 0 && named.otherWords.length > 0
      ? expandCategories(named.categories, allCategories)
      : undefined;
  const forSpecs = cues.has("specs");
  // "cheapest PS5" is the cheaper console first; "the most expensive iPhone" the dearest.
  const priceOrder: PriceOrder | null = cues.has("dear")
    ? "desc"
    : cues.has("cheap") && !cues.has("best")
      ? "asc"
      : null;
  const inCategory = await resolveProduct(search, categoryIds ? named.otherWords : words, {
    categoryIds,
    forSpecs,
    priceOrder,
    // "يد تحكم سوني" is Sony's controller, never its Remote Player of the same kind.
    part: categoryIds ? partNamed(named) : null,
  });
  // "سماعة جي بي إل فليب 6…", "Garmin … Running Smartwatch": the kind word the shopper (or the
  // product's own name) uses may be another category's ("سماعة" is a speaker too), so the whole
  // mention is also looked for in every category, under the same model-identity rule.
  // Only when the other words name a make or model: "حاسوب محمول للألعاب" is no JBL speaker
  // that is "محمولة" (portable), whatever the kind's own words match elsewhere.
  const resolved =
    inCategory.kind === "none" && categoryIds && identityWords(named.otherWords).length > 0
      ? await resolveProduct(search, words, { forSpecs, priceOrder })
      : inCategory;
  if (resolved.kind === "found") {
    // "Do you have the PS5?" asks whether Qaren lists it, not about a feature.
    const asksNoFeature =
      asked.kind === "specs" &&
      !askedAttribute &&
      specWords.length === 0 &&
      // Read as the reader reads it: "mwasafat" is Arabizi for "مواصفات".
      !EXPLICIT_SPECIFICATIONS.test(
        tokenize(question)
          .map((token) => token.text)
          .join(" "),
      ) &&
      // Every word names it: "iphone 16 pro max" together ("16" alone would lack "pro max").
      words.every((word) => !FEATURE_WORDS.has(word)) &&
      matchesIdentity(words, resolved.product);
    const kind = asksNoFeature ? "price" : asked.kind;
    // "ما مواصفات شاشة أوديسي G5؟": the kind word of the product's own name asks for no row.
    const nameWords = new Set(
      normalizeSearchText(`${resolved.product.nameEn} ${resolved.product.nameAr}`).split(" "),
    );
    // A word of the name is kept when it is a make or model word ("5g" may ask for its row); a
    // model number spelt otherwise than the name ("ps5" of "PlayStation 5") asks for no row.
    const spellsItsModel = (word: string) =>
      /\d/.test(word) && !FEATURE_WORDS.has(word) && matchesIdentity([word], resolved.product);
    const askedWords = asked.words.filter((word) =>
      nameWords.has(word) ? identityWords([word]).length > 0 : !spellsItsModel(word),
    );
    return answerAboutProduct(db, text, resolved.product.id, resolved.others, {
      ...asked,
      kind,
      words: askedWords,
    });
  }
  if (resolved.kind === "ambiguous") return composeClarify(text, resolved.groups, allCategories);
  // "Where is it cheapest, and has it dropped recently?": words that name no product, in a
  // conversation about one.
  if (contextProductId && !identityWords(words).some(looksLikeProductName)) {
    return answerAboutProduct(db, text, contextProductId, [], asked);
  }
  // "Samsung washing machines": a category and a brand, browsed as a list.
  if (!hasProductCue && named.categories.length > 0) return answerList(db, search, text, listing, "rating");
  const asTyped = quoteAsTyped(question, words);
  const type = findProductType(words, resolved.rejected, named.categories, allCategories);
  if (type) {
    const closest = await closestOfType(db, search, words, type, allCategories);
    if (closest.length) return composeNotListed(text, asTyped, type, closest);
  }
  return hasProductCue ? composeNotFound(text, asTyped) : composeUnknown(text);
}

/**
 * The product's name as the shopper wrote it ("Google Pixel 9 Pro", "آيفون 17 برو"): the stretch of
 * the question from the first to the last of its product words; the normalised words otherwise.
 */
function quoteAsTyped(question: string, words: readonly string[]): string {
  const typed = question.normalize("NFKC").split(/\s+/).filter(Boolean);
  // "WH-1000XM4" is one typed word and two normalised ones.
  const normalized = typed.map((word) => normalizeSearchText(word).split(" "));
  const first = normalized.findIndex((parts) => parts.includes(words[0] ?? ""));
  const last = normalized.findLastIndex((parts) => parts.includes(words.at(-1) ?? ""));
  if (first < 0 || last < first || last - first >= words.length + 3) return words.join(" ");
  return typed
    .slice(first, last + 1)
    .join(" ")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, "");
}

/** "lowest price for a laptop", "أقل سعر لابتوب": a kind's list, cheapest first. */
function asksLowestPrice(asRead: string): boolean {
  const text = ` ${asRead} `;
  return LOWEST_PRICE_PHRASES.some((phrase) => text.includes(` ${phrase} `));
}

/** Words that ask for the specifications themselves, not whether a product has something. */
const EXPLICIT_SPECIFICATIONS =
  /spec|feature|support|come with|contain|dimension|مواصف|خصائص|مميزات|يدعم|تدعم|يجي|تجي|يحتوي|تحتوي|ابعاد/;

/** Words that ask for a specification; "screen", "camera" also name kinds of product, so they don't. */
function isSpecificationWord(word: string): boolean {
  return word in SPEC_SYNONYMS && !NOT_SPEC_TRIGGERS.has(word);
}
const NOT_SPEC_TRIGGERS = new Set(["شاشه", "screen", "display", "size", "حجم", "camera", "كاميرا"]);

/** Cues of a question about a product (or products): anything but small talk and help. */
const ANSWER_CUES: readonly Cue[] = [
  "price",
  "history",
  "reviews",
  "specs",
  "best",
  "timing",
  "deals",
  "compare",
  "cheap",
  "dear",
];

function questionKind(cues: ReadonlySet<Cue>): ProductQuestion["kind"] {
  // "عطر لطافة خمرة يستاهل؟ وش تقييمه": worth it by what its owners say and by its price.
  if (cues.has("timing") && cues.has("reviews")) return "worth";
  if (cues.has("timing")) return "timing";
  if (cues.has("history")) return "history";
  // "وش رايهم فيها اللي جربوها؟": what owners say, whatever "فيها" ("in it") reads as.
  if (cues.has("reviews")) return "reviews";
  // "ايربودز برو عليها خصم؟", "فيه خصم على …": whether the product is a deal today ("فيه" is no
  // question about its specifications here).
  if (cues.has("deals")) return "deals";
  if (cues.has("specs")) return "specs";
  // "آيفون 16 برو ماكس زين ولا لا؟": good, of one product, is what its owners say.
  if (cues.has("best")) return "reviews";
  return "price";
}

/** A word that may name a make or model: it has a digit, or is a known product line. */
function looksLikeProductName(word: string): boolean {
  return /\d/.test(word) || isProductLine(word);
}

/** A known product line or make ("airwrap", "pixel", "ايفون"). */
function isProductLine(word: string): boolean {
  return Object.values(TYPE_HINTS).some((hints) => hints.includes(word));
}

const OTHER_WORK: ReadonlySet<string> = new Set(OTHER_WORK_WORDS);
const OFF_TOPIC = new Set([...OFF_TOPIC_WORDS, ...OTHER_WORK_WORDS]);
const DEAL_AROUND: ReadonlySet<string> = new Set(DEAL_WORDS_AROUND);

/** The words in the order they stand in `question` (words not in it last). */
function inOrderOf(question: readonly string[], words: readonly string[]): string[] {
  const at = (word: string) => {
    const index = question.indexOf(word);
    return index < 0 ? question.length : index;
  };
  return [...words].sort((a, b) => at(a) - at(b));
}

function isOffTopic(words: readonly string[]): boolean {
  return words.some((word) => isIn(OFF_TOPIC, word));
}

/** The word or the word without a drawn-on article or preposition ("بالدولار") is in the set. */
function isIn(set: ReadonlySet<string>, word: string): boolean {
  return set.has(word) || set.has(word.replace(/^(ال|و|ب|ف|ل)/, ""));
}

const OTHER_WORK_UNLESS_PRODUCT: ReadonlySet<string> = new Set(OTHER_WORK_UNLESS_PRODUCT_WORDS);
const CLOCK: ReadonlySet<string> = new Set(CLOCK_QUESTIONS);

/**
 * Words of other work unless a product is asked about ("fix", "far", "dollar"): refused with a
 * question of how to do it ("how do I descale my Nespresso?"), or where neither a product named by
 * a model or two words that tell it apart nor one in the conversation is asked about ("who is the
 * CEO of Samsung?", "كم المسافة بين جدة والرياض؟"). Otherwise the words are left out of the
 * product's words: "Does the GoPro HERO12 fix shaky video?", "كم سعر ايفون 15 بالدولار؟".
 */
async function readOtherWork(
  search: Search,
  words: readonly string[],
  question: string,
  inConversation: boolean,
): Promise<{ refused: boolean; words: readonly string[] }> {
  const otherWork = words.filter((word) => isIn(OTHER_WORK_UNLESS_PRODUCT, word));
  if (otherWork.length === 0) return { refused: false, words };
  if (asksHowToDo(question)) return { refused: true, words };
  // "What's the flight time of the DJI Mini 4 Pro?": a word that names a specification stays.
  const kept = words.filter((word) => !otherWork.includes(word) || isAttributeWord(word));
  // The words that may name a product: neither other work nor a specification's name.
  const rest = findAskedAttribute(words).words.filter((word) => !otherWork.includes(word));
  // "How far can it fly?" of the drone in the conversation.
  if (identityWords(rest).length === 0 && inConversation) return { refused: false, words: kept };
  const namesModel = identityWords(rest).length >= 2 || rest.some((word) => /\d/.test(word));
  const named = namesModel && (await resolveProduct(search, rest, { forSpecs: true })).kind === "found";
  return { refused: !named, words: kept };
}

/** The product of the conversation a follow-up means: the one it points at, else the latest answer's first. */
async function pickContextProduct(
  db: Database,
  context: readonly string[],
  reference: Reference | null,
): Promise<string | null> {
  if (!context.length) return null;
  if (!reference) return context[0]!;
  if (reference.kind === "position") return context[reference.index] ?? null;
  if (reference.kind === "last") return context.at(-1)!;
  const facts = await findProductFacts(db, context);
  let cheapest: { id: string; halalas: number } | null = null;
  for (const id of context) {
    const offer = facts.get(id)?.offers.find((candidate) => candidate.isCurrent);
    if (!offer) continue;
    const halalas = toHalalas(offer.price);
    if (!cheapest || halalas < cheapest.halalas) cheapest = { id, halalas };
  }
  return cheapest?.id ?? context[0]!;
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

/** "Does it have…?", "هل يحتوي…؟": a question answered yes or no. */
function asksWhether(question: string): boolean {
  // Read as the reader reads it too: "galaksi a55 yed3am 5g?" asks whether it supports 5G.
  return [question, readText(question)].some((asked) => {
    const text = normalizeSearchText(asked);
    return (
      /^(هل|does|do|is|has|have|can|are)(\s|$)/.test(text) ||
      /(^|\s)(يحتوي|تحتوي|يدعم|تدعم|فيه|فيها|does it have|has it got|support|supports)(\s|$)/.test(text)
    );
  });
}

/** "لبلايستيشن" is "for PlayStation": the word without a one-letter Arabic preposition. */
function withoutArabicPrepositions(words: readonly string[]): string[] {
  return words.map((word) => (/^[لبو]\p{Script=Arabic}{3,}$/u.test(word) ? word.slice(1) : word));
}

type Resolution =
  | { kind: "found"; product: Found; others: Found[] }
  | { kind: "ambiguous"; groups: Found[]; rejected: Found[] }
  | { kind: "none"; rejected: Found[] };

/** Products the words may name, best match first, through the shared search service (PD-18). */
async function searchCandidates(
  search: Search,
  words: readonly string[],
  categoryIds: string[] | undefined,
): Promise<Found[]> {
  const searchWords = async (query: readonly string[]) =>
    (
      await search({
        // "ps5" is how shoppers write what product names call "PlayStation 5".
        query: query.map((word) => IDENTITY_ALIASES.get(word)?.[0] ?? word).join(" "),
        categoryIds,
        limit: PRODUCT_CANDIDATES,
        withTotal: false,
      })
    ).products;
  const first = await searchWords(words);
  if (first.length) return first;
  const unprefixed = withoutArabicPrepositions(words);
  const readings =
    unprefixed.join(" ") !== words.join(" ")
      ? [unprefixed, ...shorterReadings(words)]
      : shorterReadings(words);
  for (const reading of readings) {
    const found = await searchWords(reading);
    if (found.length) return found;
  }
  return [];
}

/** Whether the words name one product whose own name holds every one of `said`. */
async function namesProductWith(
  search: Search,
  words: readonly string[],
  said: readonly string[],
): Promise<boolean> {
  // "LG OLED C3, how many inch?": a unit of the name's figure ("55-inch") asks for that figure.
  if (said.every(isUnitWord)) return false;
  const named = await findNamedProduct(
    search,
    words.filter((word) => !isSpecificationWord(word)),
  );
  return named !== null && said.every((word) => named.nameWords.has(word));
}

/** The one product the words name, with the words of its own name in both languages. */
async function findNamedProduct(
  search: Search,
  words: readonly string[],
): Promise<{ nameWords: ReadonlySet<string> } | null> {
  const resolved = await resolveProduct(search, words, { forSpecs: false });
  if (resolved.kind !== "found") return null;
  const { nameEn, nameAr } = resolved.product;
  return { nameWords: new Set(normalizeSearchText(`${nameEn} ${nameAr}`).split(" ")) };
}

/**
 * The product the words name, by the model-identity rule (identity.ts): search proposes, and a
 * candidate counts only when every word that tells products apart matches it. Several matching
 * products of different kinds ("the Samsung") make the question ambiguous.
 */
async function resolveProduct(
  search: Search,
  words: readonly string[],
  {
    categoryIds,
    forSpecs,
    priceOrder = null,
    part = null,
  }: { categoryIds?: string[]; forSpecs: boolean; priceOrder?: PriceOrder | null; part?: Part | null },
): Promise<Resolution> {
  // Words that only say what kind of thing it is ("gaming", "سماعات") name no product, nor do
  // variant words alone ("the Pro Max?" with no product in focus).
  if (identityWords(words).length === 0 || namesOnlyVariant(words)) return { kind: "none", rejected: [] };
  const candidates = (await searchCandidates(search, words, categoryIds)).filter(
    (candidate) => !part || isNamedInPart(candidate, part),
  );
  const found = foundAmong(words, candidates, categoryIds, priceOrder);
  if (found) return found;
  // "iPhone 15 Pro Max upgrade worth the extra money": the mention is a shorter run of the words,
  // and the words outside it name no product (product-spans.ts). A run that names one product wins
  // over an earlier one that names several ("دايسون" alone, where "سشوار دايسون" is the dryer).
  let ambiguous: Resolution | null = null;
  for (const span of productSpans(words, { isKnownNonProduct: isSpecificationWord })) {
    const spanCandidates = (
      await search({
        query: span.words.map((word) => IDENTITY_ALIASES.get(word)?.[0] ?? word).join(" "),
        categoryIds,
        limit: PRODUCT_CANDIDATES,
        withTotal: false,
      })
    ).products.filter((candidate) => !part || isNamedInPart(candidate, part));
    const inSpan = foundAmong(span.words, spanCandidates, categoryIds, priceOrder);
    if (inSpan?.kind === "found") return inSpan;
    ambiguous ??= inSpan;
  }
  if (ambiguous) return ambiguous;
  // Within a kind the shopper named, words are never dropped: "كم واط سماعة جي بي ال بارتي بوكس"
  // would leave "JBL" among headphones, while "سماعة" is the PartyBox speaker too (the caller then
  // looks in every kind with all the words).
  if (forSpecs && !categoryIds) {
    // "Does the Galaxy A55 have 5G?": the words after the product's name are the specification.
    for (let size = words.length - 1; size >= 1; size--) {
      const name = words.slice(0, size);
      if (!identityWords(name).length) break;
      // One word without a figure names no product by itself: "تقنية" of "ما تقنية HDR في…" is
      // no washing machine "بتقنية إيكو بابل".
      if (identityWords(name).length < 2 && !name.some((word) => /\d/.test(word))) break;
      // "Do you have the Dyson Airwrap?" is never the Dyson hair dryer: a line left out is asked.
      if (words.slice(size).some(isProductLine)) continue;
      const found = (await searchCandidates(search, name, categoryIds)).find((candidate) =>
        matchesIdentity(name, candidate),
      );
      if (found) return { kind: "found", product: found, others: [] };
    }
  }
  return { kind: "none", rejected: candidates };
}

/** The candidates the words name by the model-identity rule: one product, or a question which. */
function foundAmong(
  words: readonly string[],
  candidates: readonly Found[],
  categoryIds: readonly string[] | undefined,
  priceOrder: PriceOrder | null = null,
): Resolution | null {
  const named = candidates.filter((candidate) => matchesIdentity(words, candidate));
  // "PS5" is the console, not the "Remote Player for PS5" nor the "Controller for PS5": a product
  // named only after its "for" is another's accessory, unless no product bears the name itself.
  const own = named.filter((candidate) => !isAccessoryFor(words, candidate));
  const found = own.length ? own : named;
  // "arkhas ayfon 15", "cheapest PS5": the cheapest of the products the words name comes first
  // ("the most expensive iPhone": the dearest).
  const matching = priceOrder ? [...found].sort(byPrice(priceOrder)) : found;
  if (!matching.length) return null;
  const [product, ...others] = matching;
  const kinds = new Set(matching.map((candidate) => candidate.categoryId));
  const namesModel = identityWords(words).some((word) => /\d/.test(word));
  if (kinds.size > 1 && !namesModel && !categoryIds) {
    return { kind: "ambiguous", groups: matching, rejected: [] };
  }
  return { kind: "found", product: product!, others: others.slice(0, 2) };
}

/** Whether the words name the product only in the part of its name after "for" ("… for PS5"). */
function isAccessoryFor(words: readonly string[], product: Found): boolean {
  const head = product.nameEn.split(/\s+for\s+/i)[0]!;
  if (head === product.nameEn) return false;
  return !matchesIdentity(words, { ...product, nameEn: head, nameAr: "", model: null });
}

type PriceOrder = "asc" | "desc";

/** Lowest (or highest) current price first; a product with none last. */
function byPrice(order: PriceOrder): (a: Found, b: Found) => number {
  const sign = order === "asc" ? 1 : -1;
  return ({ lowestPrice: x }, { lowestPrice: y }) => {
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return sign * (Number(x) - Number(y));
  };
}

/** "والبرو" → "برو": a variant word without the Arabic "and the" written onto it. */
function withoutArabicArticle(word: string): string {
  return word.replace(/^(وال|ال|و)(?=\p{Script=Arabic}{2})/u, "");
}

/** The product the words name, else the one in focus; null when neither (never a guess). */
async function productAskedOrInFocus(
  search: Search,
  words: readonly string[],
  focus: readonly FocusProduct[],
): Promise<{ id: string } | null> {
  if (identityWords(words).some(looksLikeProductName)) {
    const resolved = await resolveProduct(search, words, { forSpecs: false });
    return resolved.kind === "found" ? resolved.product : null;
  }
  if (identityWords(words).length) {
    const resolved = await resolveProduct(search, words, { forSpecs: false });
    if (resolved.kind === "found") return resolved.product;
  }
  return focus[0] ?? null;
}

/** What kind of product an unlisted name is: named in the question, known line, or a shared make. */
function findProductType(
  words: readonly string[],
  rejected: readonly Found[],
  namedCategories: readonly CategoryRef[],
  allCategories: readonly CategoryRef[],
): CategoryRef | null {
  if (namedCategories[0]) return namedCategories[0];
  const joined = ` ${words.join(" ")} `;
  // "galaxy s" also names the "galaxy s23".
  const hinted = (hint: string) =>
    joined.includes(` ${hint} `) || (/ \p{L}$/u.test(hint) && new RegExp(` ${hint}\\d`, "u").test(joined));
  for (const [slug, hints] of Object.entries(TYPE_HINTS)) {
    if (hints.some(hinted)) {
      const category = allCategories.find((candidate) => candidate.slug === slug);
      if (category) return category;
    }
  }
  // "Dyson Airwrap": a listed product of the same make and line words.
  const letterWords = identityWords(words).filter(
    (word) => !/\d/.test(word) && !GENERIC_MODEL_WORDS.has(word),
  );
  const related = rejected.find(
    (candidate) => letterWords.length > 0 && letterWords.some((word) => matchesIdentity([word], candidate)),
  );
  return related ? (allCategories.find((category) => category.id === related.categoryId) ?? null) : null;
}

/** Words many model names share: they say nothing about the kind of product. */
const GENERIC_MODEL_WORDS = new Set([...MODEL_VARIANT_WORDS, "series", "سيريس"]);

/** The listed products nearest to an unlisted one: of its kind, sharing its make or line where any do. */
async function closestOfType(
  db: Database,
  search: Search,
  words: readonly string[],
  type: CategoryRef,
  allCategories: readonly CategoryRef[],
): Promise<ListedProduct[]> {
  const categoryIds = expandCategories([type], allCategories);
  const makeWords = identityWords(words).filter(
    (candidate) => !/\d/.test(candidate) && !GENERIC_MODEL_WORDS.has(candidate),
  );
  for (const word of makeWords) {
    // Asked as the product's own search asks (8 results, of which the first 3 are the same), so
    // a word the question's search tried already is not searched again.
    const { products: found } = await search({
      query: word,
      categoryIds,
      limit: PRODUCT_CANDIDATES,
      withTotal: false,
    });
    const priced = found.slice(0, CLOSEST_LIMIT).filter((product) => product.lowestPrice !== null);
    if (priced.length) return priced;
  }
  const best = await listProductsBy(db, {
    categoryIds,
    order: "rating",
    limit: CLOSEST_LIMIT,
    withTotal: false,
  });
  return best.products.filter((product) => product.lowestPrice !== null);
}

/** What a question about one product asks, at a store or anywhere. */
type ProductQuestion = {
  kind: "price" | "history" | "timing" | "specs" | "reviews" | "deals" | "worth";
  store: StoreRef | null;
  now: Date | undefined;
  /** Words of the question beyond the product's name: the specification asked for. */
  words: readonly string[];
  /** The attribute the question names ("how heavy"), answered from the product's typed values. */
  attribute?: AskedAttribute | null;
  /** "Does it have a grinder?": whether, so a row that says it has one is a yes. */
  whether?: boolean;
};

async function answerAboutProduct(
  db: Database,
  text: TextContext,
  productId: string,
  others: readonly Found[],
  { kind, store, now, words, attribute, whether }: ProductQuestion,
): Promise<string> {
  if (kind === "worth") {
    const [reviews, timing] = await Promise.all([
      answerAboutProduct(db, text, productId, others, { kind: "reviews", store, now, words, attribute }),
      answerAboutProduct(db, text, productId, others, { kind: "timing", store: null, now, words, attribute }),
    ]);
    return `${reviews}\n\n${timing}`;
  }
  if (kind === "specs" || kind === "reviews") {
    const detail = await findProductDetail(db, productId);
    if (!detail) return composeWhichProduct(text);
    if (kind === "reviews") return composeReviews(text, detail);
    const kindAttributes = attribute ? await findCategoryAttributes(db, detail.category.id) : [];
    return (
      (attribute && composeAttributeValue(text, detail, attribute, kindAttributes)) ??
      // Its kind has no such attribute: the free-text rows, searched for the words that named it.
      composeSpecs(
        text,
        { ...detail, specifications: specificationRowsOf(detail) },
        attribute?.said ?? words,
        {
          whether,
          // "كم يبلغ وزن آيباد إير؟" where no row says it: that it is unknown, then what is known.
          askedLabel: attribute ? standardAttributeOf(attribute) : undefined,
        },
      )
    );
  }
  const facts = (await findProductFacts(db, [productId])).get(productId);
  if (!facts) return composeWhichProduct(text);
  // The store a shopper names comes first, whatever else the question asks.
  if (store) return composeStorePrice(text, facts, store);
  if (kind === "timing") return composeTiming(text, facts);
  if (kind === "history") return composeHistory(text, facts, await findPriceTrend(db, productId, now));
  if (kind === "deals") return composeProductDeal(text, facts, others);
  return composePrice(text, facts, others);
}

/** The product a part of a comparison names, by the model-identity rule; null when none is listed. */
async function resolveOne(
  search: Search,
  words: readonly string[],
  categoryIds?: string[],
): Promise<Found | null> {
  // "سماعات بوز ولا سوني": "سوني" is the Sony headphone, not the Sony console.
  if (categoryIds) {
    const inKind = await resolveProduct(search, words, { forSpecs: false, categoryIds });
    if (inKind.kind === "found") return inKind.product;
  }
  const resolved = await resolveProduct(search, words, { forSpecs: false });
  if (resolved.kind === "found") return resolved.product;
  if (resolved.kind === "ambiguous") return resolved.groups[0] ?? null;
  return null;
}

/** The one other product of `first`'s kind that the line's words name, or null (none, or several). */
async function otherOfLine(
  search: Search,
  lineWords: readonly string[],
  first: Found,
): Promise<Found | null> {
  if (!identityWords(lineWords).length) return null;
  const resolved = await resolveProduct(search, lineWords, { forSpecs: false });
  const named =
    resolved.kind === "found"
      ? [resolved.product, ...resolved.others]
      : resolved.kind === "ambiguous"
        ? resolved.groups
        : [];
  const others = named.filter(
    (product) => product.id !== first.id && product.categoryId === first.categoryId,
  );
  return others.length === 1 ? others[0]! : null;
}

async function answerComparison(
  db: Database,
  search: Search,
  text: TextContext,
  { pairs, words }: ParsedQuestion,
  contextProductId: string | null,
  focus: readonly FocusProduct[],
  asked: AskedAttribute | null,
  /** The kinds the question names, if any: each side is looked for among them first. */
  categoryIds?: string[],
): Promise<string | null> {
  for (const [leftWords, rightWords] of pairs) {
    // "Galaxy Z Flip6 vs Galaxy A55 battery": the specification is no product word.
    // A side that is nothing but such words names the product by them: "PS5 digital or disc?".
    const productWordsOf = (side: readonly string[]) => {
      const named = findAskedAttribute(side).words.filter((word) => !isSpecificationWord(word));
      return named.length ? named : [...side];
    };
    const left = productWordsOf(leftWords);
    const right = productWordsOf(rightWords);
    const [first, named] = await Promise.all([
      resolveOne(search, left, categoryIds),
      resolveOne(search, right, categoryIds),
    ]);
    // "PS5 Slim Digital or Disc?", "ايفون 15 ولا 16؟": the second names only what differs, and
    // shares the first's line.
    const shared =
      named ??
      (first && right.length < left.length
        ? await resolveOne(search, [...left.slice(0, left.length - right.length), ...right], categoryIds)
        : null);
    // "بلايستيشن 5 الرقمي والعادي", "the PS5 digital or the regular one": a second that names
    // nothing of its own is the line's other product, when the line has exactly one other.
    const second =
      first && right.length && identityWords(right).length === 0 && (!shared || shared.id === first.id)
        ? await otherOfLine(search, left.slice(0, -1), first)
        : shared;
    if (first && second && first.id !== second.id)
      return composeComparisonOf(
        db,
        text,
        first.id,
        second.id,
        [...leftWords, ...rightWords, ...words],
        asked,
      );
  }
  // "Compare it with the Galaxy S24": the other product is the one the conversation is about.
  if (contextProductId && words.length) {
    const other = await resolveOne(search, words);
    if (other && other.id !== contextProductId)
      return composeComparisonOf(db, text, contextProductId, other.id, words, asked);
  }
  // "Which one should I buy?", "which is better for gaming?", "أيهم أفضل للألعاب؟": the two
  // products in focus; the words only say what for.
  if (identityWords(words).length === 0 && focus.length >= 2)
    return composeComparisonOf(db, text, focus[0]!.id, focus[1]!.id, words, asked);
  return null;
}

async function composeComparisonOf(
  db: Database,
  text: TextContext,
  aId: string,
  bId: string,
  /** The question's words, for the attribute it asks about ("which has the bigger battery"). */
  words: readonly string[],
  asked: AskedAttribute | null,
): Promise<string> {
  const [facts, aDetail, bDetail] = await Promise.all([
    findProductFacts(db, [aId, bId]),
    findProductDetail(db, aId),
    findProductDetail(db, bId),
  ]);
  const a = facts.get(aId);
  const b = facts.get(bId);
  if (!a || !b) return composeWhichProduct(text);
  return composeComparison(
    text,
    a,
    b,
    { a: aDetail ? specificationRowsOf(aDetail) : [], b: bDetail ? specificationRowsOf(bDetail) : [] },
    { a: aDetail?.attributes ?? [], b: bDetail?.attributes ?? [], words, attribute: asked },
  );
}

function budgetPrices(budget: Budget | null): { minPrice?: string; maxPrice?: string } {
  const toPrice = (halalas: number | undefined) =>
    halalas === undefined
      ? undefined
      : `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, "0")}`;
  return { minPrice: toPrice(budget?.minHalalas), maxPrice: toPrice(budget?.maxHalalas) };
}

type Listing = {
  named: { categories: CategoryRef[]; otherWords: string[]; phrases?: ReadonlyMap<string, string> };
  allCategories: CategoryRef[];
  budget: Budget | null;
  /** Words beside the kind that may qualify it ("split", "noise cancelling", "gaming"). */
  qualifierWords?: readonly string[];
};

/**
 * "ثلاجة كبيرة", "cheapest big TV": the biggest (or smallest) of the kind, by its size attribute,
 * as search reads a size word (size-words.ts); then the cheapest or best rated of them first.
 */
async function listBySize(
  search: Search,
  { named, budget }: Listing,
  order: ListOrder,
): Promise<{ found: { products: ListedProduct[]; total: number }; words: string } | null> {
  const sizeWords = named.otherWords.filter((word) => sizeWishOf(word));
  const kindWords = named.categories.map((category) => named.phrases?.get(category.id) ?? "").filter(Boolean);
  if (!sizeWords.length || kindWords.length !== 1 || budget) return null;
  const { products: found, size } = await search({
    query: [...kindWords, ...sizeWords].join(" "),
    limit: LIST_LIMIT,
    withTotal: false,
  });
  // "قلاية هوائية كبيرة": the biggest air fryers, never the kitchen's stand mixer beside them.
  const part = partNamed(named);
  const ofKind = part ? found.filter((product) => isNamedInPart(product, part)) : found;
  if (!size || !ofKind.length) return null;
  const priceOf = (product: ListedProduct) => Number(product.lowestPrice ?? Number.POSITIVE_INFINITY);
  const sorted = [...ofKind].sort((a, b) =>
    order === "price"
      ? priceOf(a) - priceOf(b)
      : order === "priceDesc"
        ? Number(b.lowestPrice ?? 0) - Number(a.lowestPrice ?? 0)
        : (b.averageRating ?? 0) - (a.averageRating ?? 0),
  );
  return { found: { products: sorted, total: sorted.length }, words: sizeWords.join(" ") };
}

type ListQualifiers = Awaited<ReturnType<typeof qualifiersOf>>;

/**
 * The qualifiers, when the words name one kind and figures of its number attributes ("16GB RAM")
 * and nothing else; else null.
 */
async function kindByFigures(db: Database, listing: Listing): Promise<ListQualifiers | null> {
  const { named, allCategories } = listing;
  if (named.categories.length !== 1 || !named.otherWords.some((word) => /\d/.test(word))) return null;
  const qualifiers = await qualifiersOf(db, listing, expandCategories(named.categories, allCategories));
  const byNumber = (qualifiers.attributeFilters ?? []).some((filter) => filter.kind === "number");
  return qualifiers.otherWords.length === 0 && byNumber ? qualifiers : null;
}

/**
 * The qualifiers of a listed kind as filters on its attributes ("split" AC, "noise-cancelling"
 * headphones), the words that named them, and the words left to narrow the list by search.
 */
async function qualifiersOf(
  db: Database,
  { named, qualifierWords }: Listing,
  categoryIds: string[] | undefined,
): Promise<{
  attributeFilters: Awaited<ReturnType<typeof resolveAttributeChoices>> | undefined;
  qualifiedBy: string[];
  otherWords: string[];
}> {
  const [category] = named.categories;
  const words = qualifierWords ?? named.otherWords;
  const specificationWords = words.filter((word) => !named.otherWords.includes(word));
  if (!category || !categoryIds || named.categories.length > 1 || !words.length)
    return { attributeFilters: undefined, qualifiedBy: [], otherWords: named.otherWords };
  const attributes = (await findCategoryAttributes(db, category.id)).filter(
    (attribute) => attribute.isFilter,
  );
  const { choices, otherWords } = findQualifiers(words, attributes);
  if (!choices.length) return { attributeFilters: undefined, qualifiedBy: [], otherWords: named.otherWords };
  const conditions = resolveAttributeChoices(
    choices,
    await findFilterAttributes(db, category.id, categoryIds),
  );
  if (!conditions.length)
    return { attributeFilters: undefined, qualifiedBy: [], otherWords: named.otherWords };
  return {
    attributeFilters: conditions,
    qualifiedBy: words.filter((word) => !otherWords.includes(word)),
    // Specification words that named no filter narrow nothing ("cheapest battery headphones").
    otherWords: otherWords.filter((word) => !specificationWords.includes(word)),
  };
}

/**
 * The products of a kind by the attribute asked about, the end wished for first ("lightest":
 * weight, lowest first), by the first of its keys the kind's products have values of; null when
 * none has.
 */
async function answerByAttribute(
  db: Database,
  text: TextContext,
  categories: readonly CategoryRef[],
  allCategories: readonly CategoryRef[],
  asked: AskedAttribute,
): Promise<string | null> {
  const categoryIds = expandCategories(categories, allCategories);
  const direction = asked.wish === "less" ? "asc" : "desc";
  for (const key of asked.keys) {
    const {
      products: listed,
      known,
      total,
    } = await listProductsByAttribute(db, {
      categoryIds,
      key,
      direction,
      limit: LIST_LIMIT,
    });
    if (!listed.length) continue;
    const [found, attributesOf] = await Promise.all([
      withCheapestStores(db, { products: listed, total: listed.length }),
      findProductAttributes(
        db,
        listed.map((product) => product.id),
      ),
    ]);
    const items = found.products.flatMap((product) => {
      const attribute = attributesOf.get(product.id)?.find((candidate) => candidate.key === key);
      return attribute ? [{ product, attribute }] : [];
    });
    return composeAttributeList(text, { categories, direction, known, total }, items);
  }
  // "What's the heaviest washing machine?": none of the kind states it, said so, never one
  // product's specifications instead.
  const definition = standardAttributeOf(asked);
  return definition ? composeAttributeUnknown(text, categories, definition) : null;
}

/** The standard attribute the question asks about, for its name in either language. */
function standardAttributeOf(asked: AskedAttribute): { labelEn: string; labelAr: string } | undefined {
  return Object.values(STANDARD_ATTRIBUTES)
    .flat()
    .find((candidate) => asked.keys.includes(candidate.key));
}

/** Each listed product with the store of its lowest current price, so the list says where to buy. */
async function withCheapestStores(
  db: Database,
  found: { products: ListedProduct[]; total: number },
): Promise<{ products: ListedProduct[]; total: number }> {
  const facts = await findProductFacts(
    db,
    found.products.map((product) => product.id),
  );
  return {
    ...found,
    products: found.products.map((product) => ({
      ...product,
      storeName: facts.get(product.id)?.offers.find((offer) => offer.isCurrent)?.storeName ?? null,
    })),
  };
}

/** Best-rated or cheapest products of the named categories, brand or words, within the budget. */
async function answerList(
  db: Database,
  search: Search,
  text: TextContext,
  listing: Listing,
  order: ListOrder,
  /** The listing's qualifiers when already read (`kindByFigures`), so they are not read twice. */
  known?: ListQualifiers,
): Promise<string> {
  const { named, allCategories, budget } = listing;
  const categoryIds = named.categories.length ? expandCategories(named.categories, allCategories) : undefined;
  const prices = budgetPrices(budget);
  const bySize = await listBySize(search, listing, order);
  if (bySize) {
    const title: ListTitle = { order, categories: named.categories, words: bySize.words, budget: prices };
    return composeList(text, title, await withCheapestStores(db, bySize.found));
  }
  const { attributeFilters, qualifiedBy, otherWords } =
    known ?? (await qualifiersOf(db, listing, categoryIds));
  const query = otherWords.join(" ");
  // Leftover words narrow the list when they name something ("Samsung phones"), and are ignored
  // when they name nothing in the catalogue ("laptops for students").
  const isNarrowed =
    query !== "" &&
    (await search({ query, categoryIds, attributeFilters, limit: 1, withTotal: false })).products.length > 0;

  const listAll = (
    range: { minPrice?: string; maxPrice?: string },
    sortOrder: ListOrder,
    limit: number,
  ): Promise<{ products: ListedProduct[]; total: number }> => {
    const sortBy = LIST_SORTS[sortOrder];
    if (isNarrowed) return search({ query, categoryIds, attributeFilters, ...range, sortBy, limit });
    if (attributeFilters) {
      // A product without a price is no "cheapest".
      return listProducts(db, {
        categoryIds,
        attributeFilters,
        ...range,
        sortBy,
        limit,
        inStock: sortOrder !== "rating" || undefined,
      });
    }
    return listProductsBy(db, { categoryIds, ...range, order: sortOrder, limit });
  };
  // "cheapest shaver": the part of personal care that "shaver" names, never its toothbrush.
  const part = partNamed(named);
  const list: typeof listAll = async (range, sortOrder, limit) => {
    if (!part) return listAll(range, sortOrder, limit);
    const inPart = (await listAll(range, sortOrder, PART_CANDIDATES)).products.filter((product) =>
      isNamedInPart(product, part),
    );
    return { products: inPart.slice(0, limit), total: inPart.length };
  };

  const title: ListTitle = {
    order,
    categories: named.categories,
    words:
      [...(part ? [part.name[text.locale]] : []), ...qualifiedBy, ...(isNarrowed ? [query] : [])]
        .filter(Boolean)
        .join(" ") || null,
    budget: prices,
  };
  const found = await withCheapestStores(db, await list(prices, order, LIST_LIMIT));
  if (!found.products.length && attributeFilters) {
    // Products whose attributes are not yet known: their names may still say it ("Split"); where
    // none does, there is none, never the kind's whole list as if it were.
    const namedSo = await search({ query: qualifiedBy.join(" "), categoryIds, limit: 1, withTotal: false });
    if (!namedSo.products.length) return composeList(text, title, found);
    return answerList(db, search, text, { ...listing, qualifierWords: [] }, order);
  }
  if (found.products.length || !budget) return composeList(text, title, found);
  // Nothing within the budget: say so, and name the cheapest there is.
  const [cheapest] = (await list({}, "price", 1)).products;
  return composeList(text, title, found, cheapest ?? null);
}
