// Writes the built-in assistant's answers from catalogue facts, in the shopper's language. The
// sentences live in app/locales (chat.answers); figures are formatted here. Links are written as
// [text](/path), which the widget turns into in-app links.

import type { TFunction } from "i18next";
import type { Specification } from "~/db/schema";
import { attributeLabel } from "~/features/attributes/attribute-filters";
import { readYesNo } from "~/features/attributes/map-specifications";
import { describeAttribute, type ProductAttribute } from "~/features/attributes/product-attributes";
import type {
  DeliveryTerms,
  DetailSource,
  Region,
  StorePolicy,
} from "~/features/offer-details/offer-details";
import {
  deliveryFeeFor,
  deliveryTermsFor,
  instalmentPayment,
  lowestDeliveryFee,
  lowestTotalOfferOf,
} from "~/features/offer-details/offer-total";
import { lastKnownOffer } from "~/features/prices/last-known-price";
import { percentFromTypical } from "~/features/prices/price-insight";
import type { ProductDetail } from "~/features/products/product-detail.server";
import { storeDisplayName } from "~/features/stores/store-name";
import type { StoreRef } from "~/features/stores/stores.server";
import { normalizeSearchText } from "~/utils/arabic-text";
import { formatDate, formatPrice } from "~/utils/format";
import { type Locale, nameIn } from "~/utils/i18n";
import { fromHalalas, toHalalas } from "~/utils/money";
import { localizeSpecification } from "~/utils/specifications";
import {
  type DealFact,
  LIST_SORTS,
  type ListedProduct,
  type ListOrder,
  type PriceTrend,
  type ProductFacts,
  TREND_COMPARED_DAYS,
  TREND_WINDOW_DAYS,
} from "../catalog-facts.server";
import type { AskedAttribute } from "./asked-attribute";
import type { CategoryRef } from "./category-match";
import type { HelpTopic } from "./how-to";
import type { TermsTopic } from "./offer-terms";

export type TextContext = {
  t: TFunction;
  locale: Locale;
  /** The stores Qaren knows, so an answer names each in the conversation's language. */
  stores?: readonly StoreRef[];
};

type Named = { id: string; nameEn: string; nameAr: string };

const LIST_TITLES: Readonly<Record<ListOrder, string>> = {
  rating: "chat.answers.list.best",
  price: "chat.answers.list.cheapest",
  priceDesc: "chat.answers.list.dearest",
};

export type ListTitle = {
  order: ListOrder;
  categories: readonly CategoryRef[];
  /** Words that narrowed the list ("samsung"), shown as asked. */
  words: string | null;
  budget: { minPrice?: string; maxPrice?: string };
};

const PRICE_LIST_LIMIT = 8;

function nameOf({ locale }: TextContext, item: { nameEn: string; nameAr: string }): string {
  return nameIn(locale, item);
}

/** A Markdown-style link; brackets inside the label would end it early. */
export function markdownLink(label: string, href: string): string {
  return `[${label.replace(/[[\]]/g, " ").trim()}](${href})`;
}

function productLink(text: TextContext, product: Named): string {
  return markdownLink(nameOf(text, product), `/products/${product.id}`);
}

/**
 * A store name (Latin, such as "Amazon.sa") set apart from the Arabic around it, so the figures
 * after it stay in their place in right-to-left text.
 */
function storeOf({ locale, stores }: TextContext, storeName: string): string {
  const store = stores?.find((known) => known.name === storeName);
  const name = storeDisplayName({ name: storeName, nameAr: store?.nameAr ?? null }, locale);
  return locale === "ar" ? `\u2068${name}\u2069` : name;
}

function price(text: TextContext, amount: string): string {
  return formatPrice(amount, text.locale);
}

function ratingOf(text: TextContext, averageRating: number | null, count: number): string {
  if (averageRating === null || count === 0) return text.t("chat.answers.noReviews");
  return text.t("chat.answers.rating", { rating: averageRating.toFixed(1), count });
}

/** The change as an amount and a percentage of the earlier price, one decimal, without floats. */
function change(from: string, to: string): { amount: string; percent: string; direction: -1 | 0 | 1 } {
  const before = toHalalas(from);
  const difference = toHalalas(to) - before;
  const tenths = before === 0 ? 0 : Math.round((Math.abs(difference) * 1000) / before);
  return {
    amount: fromHalalas(Math.abs(difference)),
    percent: `${Math.floor(tenths / 10)}.${tenths % 10}`,
    direction: difference === 0 ? 0 : difference < 0 ? -1 : 1,
  };
}

export function composeCapabilities({ t }: TextContext): string {
  return t("chat.answers.capabilities");
}

export function composeUnknown({ t }: TextContext): string {
  return t("chat.answers.unknown");
}

export function composeWhichProduct({ t }: TextContext): string {
  return t("chat.answers.whichProduct");
}

export function composeNotFound({ t }: TextContext, query: string): string {
  return t("chat.answers.notFound", {
    query,
    search: markdownLink(t("chat.answers.searchLink"), `/search?q=${encodeURIComponent(query)}`),
  });
}

/** Qaren's own features explained, with links (how-to.ts finds the topic). */
export function composeHelp({ t }: TextContext, topic: HelpTopic): string {
  return t(`chat.answers.help.${topic}`);
}

/** The offers the assistant may quote as prices to pay: fresh and in stock (PD-21), cheapest first. */
function currentOffers(facts: ProductFacts) {
  return facts.offers.filter((offer) => offer.isCurrent);
}

/**
 * Without a current offer: says so, then the last price a store was seen at, said to be stale (not
 * fresh, PD-21), never as today's.
 */
function noCurrentPrice(text: TextContext, facts: ProductFacts, product: string): string[] {
  const { t } = text;
  const lastKnown = lastKnownOffer(facts.offers);
  const none = t("chat.answers.price.none", { product });
  if (!lastKnown) return [none];
  return [
    none,
    t("chat.answers.price.lastKnownStale", {
      store: storeOf(text, lastKnown.storeName),
      price: price(text, lastKnown.price),
      date: formatDate(lastKnown.checkedAt, text.locale),
    }),
  ];
}

export function composePrice(text: TextContext, facts: ProductFacts, others: readonly Named[]): string {
  const { t } = text;
  const product = productLink(text, facts);
  const current = currentOffers(facts);
  const [cheapest, ...rest] = current;
  const lines: string[] = [];
  if (!cheapest) {
    lines.push(...noCurrentPrice(text, facts, product));
  } else {
    lines.push(
      rest.length === 0
        ? t("chat.answers.price.single", {
            product,
            store: storeOf(text, cheapest.storeName),
            price: price(text, cheapest.price),
          })
        : t("chat.answers.price.cheapest", {
            product,
            store: storeOf(text, cheapest.storeName),
            price: price(text, cheapest.price),
          }),
    );
    const inStock = facts.offers.find((offer) => offer.inStock !== false);
    if (cheapest.inStock === false && inStock) {
      lines.push(
        t("chat.answers.price.cheapestInStock", {
          store: storeOf(text, cheapest.storeName),
          inStockStore: storeOf(text, inStock.storeName),
          price: price(text, inStock.price),
        }),
      );
    }
    if (rest.length > 0) {
      lines.push(
        t("chat.answers.price.range", {
          count: current.length,
          lowest: price(text, cheapest.price),
          highest: price(text, current.at(-1)!.price),
        }),
      );
      for (const offer of facts.offers.slice(0, PRICE_LIST_LIMIT)) {
        const stock =
          offer.inStock === false
            ? ` ${t("chat.answers.price.outOfStock")}`
            : offer.isCurrent
              ? ""
              : ` ${t("chat.answers.price.stale", { date: formatDate(offer.checkedAt, text.locale) })}`;
        lines.push(`• ${storeOf(text, offer.storeName)}: ${price(text, offer.price)}${stock}`);
      }
    }
  }
  lines.push(
    t("chat.answers.price.rating", { rating: ratingOf(text, facts.averageRating, facts.reviewCount) }),
  );
  if (others.length > 0) {
    lines.push(
      t("chat.answers.price.others", {
        products: others.map((other) => productLink(text, other)).join(t("chat.answers.listSeparator")),
      }),
    );
  }
  return lines.join("\n");
}

export function composeHistory(text: TextContext, facts: ProductFacts, trend: PriceTrend): string {
  const { t, locale } = text;
  const product = productLink(text, facts);
  const cheapest = currentOffers(facts)[0];
  const lines: string[] = [];
  if (!cheapest) {
    lines.push(...noCurrentPrice(text, facts, product));
  } else {
    lines.push(
      t("chat.answers.history.now", {
        product,
        price: price(text, cheapest.price),
        store: storeOf(text, cheapest.storeName),
      }),
    );
    if (trend.past) {
      const moved = change(trend.past.price, cheapest.price);
      const kind = moved.direction < 0 ? "down" : moved.direction > 0 ? "up" : "same";
      lines.push(
        t(`chat.answers.history.${kind}${trend.past.isFirstReading ? "Since" : ""}`, {
          amount: price(text, moved.amount),
          percent: moved.percent,
          past: price(text, trend.past.price),
          period: t("chat.answers.history.days", { count: TREND_COMPARED_DAYS }),
          date: formatDate(trend.past.at, locale),
        }),
      );
    }
  }
  if (trend.low && trend.high) {
    lines.push(
      t("chat.answers.history.range", {
        period: t("chat.answers.history.days", { count: TREND_WINDOW_DAYS }),
        low: price(text, trend.low.price),
        lowStore: storeOf(text, trend.low.storeName),
        lowDate: formatDate(trend.low.recordedAt, locale),
        high: price(text, trend.high.price),
      }),
    );
    if (cheapest && toHalalas(cheapest.price) <= toHalalas(trend.low.price)) {
      lines.push(t("chat.answers.history.atLowest"));
    }
  } else {
    lines.push(t("chat.answers.history.noHistory"));
  }
  lines.push(t("chat.answers.history.chart", { product }));
  return lines.join("\n");
}

function comparisonLine(text: TextContext, facts: ProductFacts): string {
  const { t } = text;
  const cheapest = currentOffers(facts)[0];
  const rating = ratingOf(text, facts.averageRating, facts.reviewCount);
  const product = productLink(text, facts);
  return cheapest
    ? t("chat.answers.compare.line", {
        product,
        price: price(text, cheapest.price),
        store: storeOf(text, cheapest.storeName),
        rating,
      })
    : t("chat.answers.compare.lineNoPrice", { product, rating });
}

/** Two products' typed values, and what the question says of the attribute to weigh them by. */
type ComparedAttributes = {
  a: readonly ProductAttribute[];
  b: readonly ProductAttribute[];
  words: readonly string[];
  attribute?: AskedAttribute | null;
};

/**
 * The number attribute both products have that the question names ("battery", "بطارية", "RAM"),
 * compared by value in the direction the attribute says is better; null when the question names
 * none, or neither value is better.
 */
function attributeVerdict(
  text: TextContext,
  a: ProductFacts,
  b: ProductFacts,
  asked: ComparedAttributes,
): string | null {
  const words = asked.words.map(normalizeSearchText).filter((word) => word.length >= 2);
  const names = (attribute: ProductAttribute) =>
    normalizeSearchText(`${attribute.labelEn} ${attribute.labelAr}`);
  const wish = asked.attribute?.wish ?? null;
  const direction = (attribute: ProductAttribute) =>
    wish ? (wish === "more" ? "higher" : "lower") : attribute.better;
  // The attribute the question names ("lighter", "شاشته أكبر"), else one its words label.
  const byKey = asked.attribute?.keys
    .map((key) => asked.a.find((attribute) => attribute.key === key && attribute.value.kind === "number"))
    .find((attribute) => attribute !== undefined && direction(attribute) !== null);
  const named =
    byKey ??
    asked.a.find(
      (attribute) =>
        attribute.value.kind === "number" &&
        attribute.better !== null &&
        words.some((word) =>
          (SPEC_SYNONYMS[word] ?? [word]).some((form) => ` ${names(attribute)} `.includes(form)),
        ),
    );
  const other = named && asked.b.find((attribute) => attribute.key === named.key);
  if (!named || !other || named.value.kind !== "number" || other.value.kind !== "number") return null;
  const { t, locale } = text;
  const label = describeAttribute(named, locale).label;
  const shown = (attribute: ProductAttribute) => {
    const value = describeAttribute(attribute, locale).value;
    return "text" in value ? value.text : "";
  };
  if (named.value.number === other.value.number)
    return t("chat.understanding.compare.same", { attribute: label, value: shown(named) });
  const isAFirst = named.value.number > other.value.number === (direction(named) === "higher");
  return t("chat.understanding.compare.ahead", {
    attribute: label,
    name: nameOf(text, isAFirst ? a : b),
    winner: shown(isAFirst ? named : other),
    other: shown(isAFirst ? other : named),
  });
}

/** The specifications two products both list with different values, in the shopper's language. */
function specificationDifferences(
  text: TextContext,
  specs: { a: readonly Specification[]; b: readonly Specification[] },
): string[] {
  const aSpecs = specs.a.map((spec) => localizeSpecification(spec, text.locale));
  const bSpecs = specs.b.map((spec) => localizeSpecification(spec, text.locale));
  return aSpecs
    .map((spec) => ({ spec, other: bSpecs.find((candidate) => candidate.key === spec.key) }))
    .filter(({ spec, other }) => other && other.value !== spec.value)
    .slice(0, MAX_SPEC_DIFFERENCES)
    .map(({ spec, other }) => `• ${spec.name}: ${spec.value} ↔ ${other!.value}`);
}

const MAX_SPEC_DIFFERENCES = 4;

/** Which one to buy: the cheaper one when it is rated as well, else each for what it does better. */
function recommendation(text: TextContext, a: ProductFacts, b: ProductFacts): string | null {
  const { t } = text;
  const aPrice = currentOffers(a)[0]?.price;
  const bPrice = currentOffers(b)[0]?.price;
  if (!aPrice || !bPrice) return null;
  const priceOrder = toHalalas(aPrice) - toHalalas(bPrice);
  const rating = (facts: ProductFacts) =>
    facts.averageRating === null ? null : Math.round(facts.averageRating * 10);
  const [aRating, bRating] = [rating(a), rating(b)];
  const cheaper = priceOrder < 0 ? a : priceOrder > 0 ? b : null;
  const dearer = cheaper === a ? b : a;
  if (!cheaper) {
    if (aRating === null || bRating === null || aRating === bRating) return null;
    return t("chat.understanding.compare.betterRatedSamePrice", {
      name: nameOf(text, aRating > bRating ? a : b),
    });
  }
  const cheaperRating = rating(cheaper);
  const dearerRating = rating(dearer);
  if (cheaperRating !== null && (dearerRating === null || cheaperRating >= dearerRating)) {
    return t("chat.understanding.compare.pickCheaper", { name: nameOf(text, cheaper) });
  }
  if (dearerRating !== null) {
    return t("chat.understanding.compare.tradeOff", {
      cheaper: nameOf(text, cheaper),
      better: nameOf(text, dearer),
    });
  }
  return t("chat.understanding.compare.pickCheaperUnrated", { name: nameOf(text, cheaper) });
}

export function composeComparison(
  text: TextContext,
  a: ProductFacts,
  b: ProductFacts,
  specs: { a: readonly Specification[]; b: readonly Specification[] } = { a: [], b: [] },
  asked: ComparedAttributes | null = null,
): string {
  const { t } = text;
  const lines = [t("chat.answers.compare.intro", { a: nameOf(text, a), b: nameOf(text, b) })];
  // "Which has the bigger battery?": the attribute asked about, compared by value, first.
  const byValue = asked ? attributeVerdict(text, a, b, asked) : null;
  if (byValue) lines.push(byValue);
  lines.push(comparisonLine(text, a), comparisonLine(text, b));
  const aPrice = currentOffers(a)[0]?.price;
  const bPrice = currentOffers(b)[0]?.price;
  if (aPrice && bPrice) {
    const moved = change(aPrice, bPrice);
    if (moved.direction === 0) lines.push(t("chat.answers.compare.samePrice"));
    else {
      const cheaper = moved.direction < 0 ? b : a;
      lines.push(
        t("chat.answers.compare.cheaper", { name: nameOf(text, cheaper), amount: price(text, moved.amount) }),
      );
    }
  }
  if (a.averageRating !== null && b.averageRating !== null) {
    const aTenths = Math.round(a.averageRating * 10);
    const bTenths = Math.round(b.averageRating * 10);
    if (aTenths !== bTenths) {
      lines.push(t("chat.answers.compare.betterRated", { name: nameOf(text, aTenths > bTenths ? a : b) }));
    }
  }
  for (const facts of [a, b]) {
    if (facts.insight.verdict) {
      lines.push(
        t(`chat.understanding.compare.verdict.${facts.insight.verdict}`, { name: nameOf(text, facts) }),
      );
    }
  }
  const differences = specificationDifferences(text, specs);
  if (differences.length) lines.push(t("chat.understanding.compare.differences"), ...differences);
  const advice = recommendation(text, a, b);
  if (advice) lines.push(advice);
  if (a.category.id === b.category.id) {
    lines.push(
      t("chat.answers.compare.link", {
        link: markdownLink(t("chat.answers.compare.linkLabel"), `/compare?a=${a.id}&b=${b.id}`),
      }),
    );
  } else {
    lines.push(
      t("chat.answers.compare.differentCategories", {
        a: nameOf(text, a.category),
        b: nameOf(text, b.category),
      }),
    );
  }
  return lines.join("\n");
}

function describeList(text: TextContext, title: ListTitle): { what: string; budget: string } {
  const { t } = text;
  const names = title.categories
    .map((category) => nameOf(text, category))
    .join(t("chat.answers.listSeparator"));
  const base = names || t("chat.answers.list.products");
  const what = title.words ? t("chat.answers.list.matching", { what: base, words: title.words }) : base;
  const { minPrice, maxPrice } = title.budget;
  const budget =
    minPrice && maxPrice
      ? t("chat.answers.list.between", { min: price(text, minPrice), max: price(text, maxPrice) })
      : maxPrice
        ? t("chat.answers.list.upTo", { max: price(text, maxPrice) })
        : minPrice
          ? t("chat.answers.list.from", { min: price(text, minPrice) })
          : "";
  return { what, budget };
}

/** "The heaviest washing machine" where none of the kind states its weight. */
export function composeAttributeUnknown(
  text: TextContext,
  categories: readonly CategoryRef[],
  attribute: { labelEn: string; labelAr: string },
): string {
  const { t, locale } = text;
  const what =
    categories.map((category) => nameOf(text, category)).join(t("chat.answers.listSeparator")) ||
    t("chat.answers.list.products");
  return t("chat.answers.byAttribute.none", {
    what,
    attribute: attributeLabel(attribute, locale),
  });
}

/**
 * "The lightest laptop": products of a kind by one attribute, the end asked for first, each with
 * its value and where it is cheapest.
 */
export function composeAttributeList(
  text: TextContext,
  title: { categories: readonly CategoryRef[]; direction: "asc" | "desc"; known: number; total: number },
  items: readonly { product: ListedProduct; attribute: ProductAttribute }[],
): string {
  const { t, locale } = text;
  const [first] = items;
  if (!first) return "";
  const what =
    title.categories.map((category) => nameOf(text, category)).join(t("chat.answers.listSeparator")) ||
    t("chat.answers.list.products");
  const attribute = describeAttribute(first.attribute, locale).label;
  const lines = [
    t(
      title.direction === "asc"
        ? "chat.answers.byAttribute.lowestFirst"
        : "chat.answers.byAttribute.highestFirst",
      {
        what,
        attribute,
      },
    ),
  ];
  items.forEach(({ product, attribute: own }, index) => {
    const described = describeAttribute(own, locale).value;
    const value = "text" in described ? described.text : "";
    lines.push(
      product.lowestPrice && product.storeName
        ? t("chat.answers.byAttribute.itemAt", {
            index: index + 1,
            product: productLink(text, product),
            value,
            price: price(text, product.lowestPrice),
            store: storeOf(text, product.storeName),
          })
        : t("chat.answers.byAttribute.item", {
            index: index + 1,
            product: productLink(text, product),
            value,
          }),
    );
  });
  // "The heaviest laptop" when only one states its weight: said, not passed off as a ranking.
  if (title.known < title.total)
    lines.push(
      t("chat.answers.byAttribute.known", { count: title.known, total: title.total, what, attribute }),
    );
  return lines.join("\n");
}

function browseHref(title: ListTitle): string | null {
  if (title.categories.length > 1) return null;
  const params = new URLSearchParams();
  if (title.categories[0]) params.set("category", title.categories[0].id);
  if (title.words) params.set("q", title.words);
  if (title.budget.minPrice) params.set("minPrice", title.budget.minPrice);
  if (title.budget.maxPrice) params.set("maxPrice", title.budget.maxPrice);
  params.set("sortBy", LIST_SORTS[title.order]);
  return `/products?${params}`;
}

export function composeList(
  text: TextContext,
  title: ListTitle,
  found: { products: readonly ListedProduct[]; total: number },
  cheapestOutsideBudget: ListedProduct | null = null,
): string {
  const { t } = text;
  const { what, budget } = describeList(text, title);
  if (found.products.length === 0) {
    const lines = [t("chat.answers.list.none", { what, budget })];
    if (cheapestOutsideBudget?.lowestPrice) {
      lines.push(
        t("chat.answers.list.cheapestInstead", {
          product: productLink(text, cheapestOutsideBudget),
          price: price(text, cheapestOutsideBudget.lowestPrice),
        }),
      );
    }
    return lines.join("\n");
  }
  const lines = [t(LIST_TITLES[title.order], { what, budget })];
  found.products.forEach((product, index) => {
    const rating = ratingOf(text, product.averageRating, product.reviewCount);
    lines.push(
      product.lowestPrice
        ? t(product.storeName ? "chat.understanding.listItemAt" : "chat.answers.list.item", {
            index: index + 1,
            product: productLink(text, product),
            price: price(text, product.lowestPrice),
            store: product.storeName ? storeOf(text, product.storeName) : "",
            rating,
          })
        : t("chat.answers.list.itemNoPrice", {
            index: index + 1,
            product: productLink(text, product),
            rating,
          }),
    );
  });
  const more = found.total - found.products.length;
  const href = browseHref(title);
  if (more > 0 && href) {
    lines.push(
      t("chat.answers.list.more", { count: more, link: markdownLink(t("chat.answers.list.browse"), href) }),
    );
  }
  return lines.join("\n");
}

/** "Is now a good time to buy it?": the verdict of today's lowest price against its typical range. */
export function composeTiming(text: TextContext, facts: ProductFacts): string {
  const { t } = text;
  const product = productLink(text, facts);
  const cheapest = currentOffers(facts)[0];
  if (!cheapest) return t("chat.answers.timing.noPrice", { product });
  const { insight } = facts;
  const now = { product, price: price(text, cheapest.price), store: storeOf(text, cheapest.storeName) };
  if (!insight.verdict || !insight.typicalPrice || !insight.typicalLow || !insight.typicalHigh) {
    return [
      t("chat.answers.timing.notEnough", {
        ...now,
        days: t("chat.answers.history.days", { count: insight.historyDays }),
      }),
      t("chat.answers.timing.alert", { product }),
    ].join("\n");
  }
  const range = {
    typical: price(text, insight.typicalPrice),
    low: price(text, insight.typicalLow),
    high: price(text, insight.typicalHigh),
    percent: percentFromTypical(insight) ?? 0,
  };
  const lines = [t(`chat.answers.timing.${insight.verdict}`, { ...now, ...range })];
  if (insight.isLowestIn90Days) lines.push(t("chat.answers.timing.lowest90"));
  if (insight.verdict !== "low") lines.push(t("chat.answers.timing.alert", { product }));
  return lines.join("\n");
}

/**
 * "ايربودز برو عليها خصم؟", "any discount on the Dyson V15?": its price, and whether it is a deal
 * today, by how much against its typical price of the last 90 days (the deals list's own measure).
 */
export function composeProductDeal(text: TextContext, facts: ProductFacts, others: readonly Named[]): string {
  const { t } = text;
  const { insight } = facts;
  const lines = [composePrice(text, facts, others)];
  if (!currentOffers(facts)[0]) return lines.join("\n");
  const percent = percentFromTypical(insight);
  if (percent === null || !insight.typicalPrice) {
    lines.push(
      t("chat.answers.productDeal.notEnough", {
        days: t("chat.answers.history.days", { count: insight.historyDays }),
      }),
    );
  } else {
    const typical = price(text, insight.typicalPrice);
    // A deal by the deals list's own rule; a price under the typical one by less is no deal.
    const key = facts.isDeal
      ? "chat.answers.productDeal.below"
      : insight.vsTypical !== null && insight.vsTypical < 0
        ? "chat.answers.productDeal.slightlyBelow"
        : "chat.answers.productDeal.notBelow";
    lines.push(t(key, { percent, typical }));
  }
  if (insight.isLowestIn90Days) lines.push(t("chat.answers.timing.lowest90"));
  return lines.join("\n");
}

/** "How much is it at Jarir?": that store's offer, whether it can be bought there now, and the cheapest. */
export function composeStorePrice(
  text: TextContext,
  facts: ProductFacts,
  store: { name: string; nameAr: string | null },
): string {
  const { t, locale } = text;
  const product = productLink(text, facts);
  const storeName = storeOf(text, storeDisplayName(store, locale));
  const offer = facts.offers.find((candidate) => candidate.storeName === store.name);
  const cheapest = currentOffers(facts)[0];
  const lines: string[] = [];
  if (!offer) {
    lines.push(t("chat.answers.store.notSold", { product, store: storeName }));
  } else if (offer.isCurrent) {
    lines.push(t("chat.answers.store.price", { product, store: storeName, price: price(text, offer.price) }));
  } else if (offer.inStock === false) {
    lines.push(
      t("chat.answers.store.outOfStock", { product, store: storeName, price: price(text, offer.price) }),
    );
  } else {
    lines.push(
      t("chat.answers.store.stale", {
        product,
        store: storeName,
        price: price(text, offer.price),
        date: formatDate(offer.checkedAt, locale),
      }),
    );
  }
  if (cheapest && offer?.isCurrent && cheapest.storeName === offer.storeName) {
    lines.push(t("chat.answers.store.isCheapest"));
  } else if (cheapest) {
    lines.push(
      t("chat.answers.store.cheapest", {
        store: storeOf(text, cheapest.storeName),
        price: price(text, cheapest.price),
      }),
    );
  } else {
    lines.push(t("chat.answers.price.none", { product }));
  }
  return lines.join("\n");
}

/** "PS5 cheapest, Jarir or noon?": each named store's offer, and which of them is cheaper. */
export function composeStoreChoice(
  text: TextContext,
  facts: ProductFacts,
  stores: readonly { name: string; nameAr: string | null }[],
): string {
  const { t, locale } = text;
  const product = productLink(text, facts);
  const lines = stores.map((store) => {
    const storeName = storeOf(text, storeDisplayName(store, locale));
    const offer = facts.offers.find((candidate) => candidate.storeName === store.name);
    if (!offer) return t("chat.answers.store.notSold", { product, store: storeName });
    const at = { product, store: storeName, price: price(text, offer.price) };
    if (offer.isCurrent) return t("chat.answers.store.price", at);
    if (offer.inStock === false) return t("chat.answers.store.outOfStock", at);
    return t("chat.answers.store.stale", { ...at, date: formatDate(offer.checkedAt, locale) });
  });
  const named = currentOffers(facts).filter((offer) =>
    stores.some((store) => store.name === offer.storeName),
  );
  const [first, second] = named;
  if (first && second && toHalalas(first.price) === toHalalas(second.price)) {
    lines.push(t("chat.answers.store.choiceSame"));
  } else if (first) {
    lines.push(
      t("chat.answers.store.choice", {
        store: storeOf(text, first.storeName),
        price: price(text, first.price),
      }),
    );
  }
  const cheapest = currentOffers(facts)[0];
  if (
    cheapest &&
    cheapest.storeName !== first?.storeName &&
    toHalalas(cheapest.price) < toHalalas(first?.price ?? "Infinity")
  )
    lines.push(
      t("chat.answers.store.cheapest", {
        store: storeOf(text, cheapest.storeName),
        price: price(text, cheapest.price),
      }),
    );
  return lines.join("\n");
}

/**
 * "Does noon deliver to Jeddah?", "who sells it?": the offer's terms, which the product page shows
 * where a store states them; never the price again.
 */
/** The offers a terms answer speaks of: the named store's, else every store's, current ones first. */
type TermsOffer = Pick<
  ProductDetail["offers"][number],
  "storeName" | "price" | "isFresh" | "isCurrent" | "checkedAt" | "details"
>;

export type TermsQuestion = {
  topic: TermsTopic;
  store: { name: string; nameAr: string | null } | null;
  /** The city asked about, else the shopper's chosen one; null when neither. */
  region: Region | null;
  /** "Which store delivers it fastest?": the stores by their delivery days to the region. */
  fastest?: boolean;
  /** "How much to Jeddah from Jarir?": the price is asked too, so a named store's total is said. */
  withTotal?: boolean;
};

/** " (store policy)" when the store's default stands in for what the page did not say. */
function sourceNote({ t }: TextContext, source: DetailSource): string {
  return source === "storePolicy" ? ` ${t("chat.answers.terms.storePolicy")}` : "";
}

function daysOf({ t }: TextContext, terms: DeliveryTerms): string {
  const { minDays, maxDays } = terms;
  if (minDays == null && maxDays == null) return "";
  if (minDays != null && maxDays != null && minDays !== maxDays)
    return t("chat.answers.terms.days", { min: minDays, max: maxDays });
  return t("chat.answers.terms.daysOne", { count: maxDays ?? minDays ?? 0 });
}

/** One offer's delivery to the region (or its lowest fee anywhere), from its stated terms only. */
function deliveryTermsLine(text: TextContext, offer: TermsOffer, region: Region | null): string {
  const { t } = text;
  const delivery = offer.details?.delivery;
  const priceHalalas = toHalalas(offer.price);
  if (!region) {
    const fee = lowestDeliveryFee(delivery?.value, priceHalalas);
    if (fee === null) return t("chat.answers.terms.deliveryUnknownAnywhere");
    const from =
      fee === 0
        ? t("chat.answers.terms.freeSomewhere")
        : t("chat.answers.terms.deliveryFrom", { fee: price(text, fromHalalas(fee)) });
    return from + sourceNote(text, delivery!.source);
  }
  const to = t(`offerDetails.regionsTo.${region}`);
  const terms = deliveryTermsFor(delivery?.value, region);
  const fee = deliveryFeeFor(terms, priceHalalas);
  if (!terms || fee === null) return t("chat.answers.terms.deliveryUnknown", { to });
  const feeText =
    fee === 0
      ? t("chat.answers.terms.free", { to })
      : t("chat.answers.terms.fee", { fee: price(text, fromHalalas(fee)), to });
  const threshold =
    fee > 0 && terms.freeOverHalalas != null
      ? ` ${t("chat.answers.terms.freeOver", { amount: price(text, fromHalalas(terms.freeOverHalalas)) })}`
      : "";
  const days = daysOf(text, terms);
  return `${feeText}${threshold}${days ? `${t("chat.answers.listSeparator")}${days}` : ""}${sourceNote(text, delivery!.source)}`;
}

function termLine(text: TextContext, offer: TermsOffer, { topic, region }: TermsQuestion): string {
  const { t } = text;
  const details = offer.details ?? {};
  switch (topic) {
    case "delivery":
      return deliveryTermsLine(text, offer, region);
    case "seller": {
      const seller = details.seller;
      if (!seller) return t("chat.answers.terms.sellerUnknown");
      return seller.value.kind === "store"
        ? t("chat.answers.terms.soldByStore", { store: storeOf(text, offer.storeName) })
        : seller.value.name
          ? t("chat.answers.terms.soldByMarketplace", { seller: seller.value.name })
          : t("chat.answers.terms.soldByMarketplaceUnnamed");
    }
    case "warranty": {
      const warranty = details.warranty;
      if (!warranty) return t("chat.answers.terms.warrantyUnknown");
      const { months, kind } = warranty.value;
      const version = kind ? t(`chat.answers.terms.version.${kind}`) : "";
      const length = months ? t("chat.answers.terms.warrantyMonths", { count: months }) : "";
      return (
        [version, length].filter(Boolean).join(t("chat.answers.listSeparator")) +
        sourceNote(text, warranty.source)
      );
    }
    case "instalments": {
      const plans = details.instalments;
      if (!plans?.value.length) return t("chat.answers.terms.instalmentsUnknown");
      const described = plans.value.map((plan) => {
        const payment = instalmentPayment(plan, toHalalas(offer.price));
        const provider = plan.provider.charAt(0).toUpperCase() + plan.provider.slice(1);
        return payment === null
          ? t("chat.answers.terms.plan", { provider, count: plan.payments })
          : t("chat.answers.terms.planPayment", {
              provider,
              count: plan.payments,
              payment: price(text, fromHalalas(payment)),
            });
      });
      return described.join(t("chat.answers.listSeparator")) + sourceNote(text, plans.source);
    }
    case "pickup": {
      const pickup = details.pickup;
      if (pickup === undefined) return t("chat.answers.terms.pickupUnknown");
      return (
        t(pickup.value ? "chat.answers.terms.pickupYes" : "chat.answers.terms.pickupNo") +
        sourceNote(text, pickup.source)
      );
    }
    case "returns": {
      const returns = details.returnsDays;
      if (returns === undefined) return t("chat.answers.terms.returnsUnknown");
      return t("chat.answers.terms.returns", { count: returns.value }) + sourceNote(text, returns.source);
    }
  }
}

/** " (price last checked 3 May, may be out of date)" for an offer that is no longer fresh. */
function staleNote(text: TextContext, offer: Pick<TermsOffer, "isFresh" | "checkedAt">): string {
  return offer.isFresh
    ? ""
    : ` ${text.t("chat.answers.terms.stale", { date: formatDate(offer.checkedAt, text.locale) })}`;
}

/**
 * "Does noon deliver to Jeddah?", "who sells it?", "what warranty?", "can I pay in instalments?":
 * each offer's terms as its page, feed or store policy states them ("store policy" said so), and
 * "unknown" where nothing states them. With a city, the lowest total to it (ADR-0026's one rule).
 */
export function composeOfferTerms(
  text: TextContext,
  product: (Named & { offers: readonly TermsOffer[] }) | null,
  question: TermsQuestion,
): string {
  const { t, locale } = text;
  if (!product) return t("chat.answers.delivery.none");
  const link = productLink(text, product);
  const { store, region, topic } = question;
  const lines: string[] = [];
  const byDays = question.fastest && region && topic === "delivery";
  const offers = store
    ? product.offers.filter((offer) => offer.storeName === store.name)
    : (byDays ? fastestFirst(product.offers, region) : product.offers).slice(0, PRICE_LIST_LIMIT);
  if (store && !offers.length) {
    return t("chat.answers.store.notSold", {
      product: link,
      store: storeOf(text, storeDisplayName(store, locale)),
    });
  }
  if (!offers.length) return t("chat.answers.price.none", { product: link });
  const to = region ? t(`offerDetails.regionsTo.${region}`) : "";
  lines.push(
    topic === "delivery" && region
      ? t("chat.answers.terms.titleTo", { product: link, to })
      : t(`chat.answers.terms.title.${topic}`, { product: link }),
  );
  for (const offer of offers) {
    lines.push(
      `• ${storeOf(text, offer.storeName)}${staleNote(text, offer)}: ${termLine(text, offer, question)}`,
    );
  }
  // "Fastest to Riyadh (1–2 days): Amazon.sa, noon": every store that soon, not one of a tie.
  const fastestLine = byDays && !store && region ? fastestStores(text, offers, region) : null;
  if (fastestLine) lines.push(fastestLine);
  if (topic === "delivery" && region) {
    // With a store named, its own total when the price is asked too ("كم يوصلني من جرير لجدة؟",
    // not "هل نون يوصل لجدة؟"); else the lowest of all.
    const lowest = lowestTotalOfferOf(
      (store ? offers : product.offers).map((offer) => ({
        ...offer,
        priceHalalas: toHalalas(offer.price),
        delivery: offer.details?.delivery?.value,
      })),
      region,
    );
    const total = lowest && {
      to,
      total: price(text, fromHalalas(lowest.totalHalalas)),
      store: storeOf(text, lowest.offer.storeName),
    };
    if (store) {
      if (total && question.withTotal) lines.push(t("chat.answers.terms.storeTotal", total));
    } else {
      lines.push(
        total ? t("chat.answers.terms.lowestTotal", total) : t("chat.answers.terms.noTotal", { to }),
      );
    }
  }
  if (topic === "delivery" && !region) lines.push(t("chat.answers.terms.askCity"));
  lines.push(t("chat.answers.terms.page", { product: link }));
  return lines.join("\n");
}

/** The latest day an offer's stated delivery to the region arrives; unstated is never soonest. */
function latestDayTo(offer: TermsOffer, region: Region): number {
  const terms = deliveryTermsFor(offer.details?.delivery?.value, region);
  return terms?.maxDays ?? terms?.minDays ?? Number.POSITIVE_INFINITY;
}

/** The offers by how soon each stated delivery to the region arrives; unstated days last. */
function fastestFirst<T extends TermsOffer>(offers: readonly T[], region: Region): T[] {
  return [...offers].sort((a, b) => latestDayTo(a, region) - latestDayTo(b, region));
}

/** The stores whose delivery to the region arrives soonest, with their days; null when none says. */
function fastestStores(text: TextContext, offers: readonly TermsOffer[], region: Region): string | null {
  const [first] = fastestFirst(offers, region);
  if (!first || latestDayTo(first, region) === Number.POSITIVE_INFINITY) return null;
  const terms = deliveryTermsFor(first.details?.delivery?.value, region)!;
  const tied = offers.filter(
    (offer) =>
      latestDayTo(offer, region) === latestDayTo(first, region) &&
      deliveryTermsFor(offer.details?.delivery?.value, region)?.minDays === terms.minDays,
  );
  return text.t("chat.answers.terms.fastest", {
    to: text.t(`offerDetails.regionsTo.${region}`),
    days: daysOf(text, terms),
    stores: tied.map((offer) => storeOf(text, offer.storeName)).join(text.t("chat.answers.listSeparator")),
  });
}

/** One region's delivery under a store's policy: fee (free over a threshold) and days. */
function policyDeliveryLine(text: TextContext, terms: DeliveryTerms, to: string): string {
  const { t } = text;
  const fee =
    terms.feeHalalas === null
      ? t("chat.answers.terms.deliveryUnknown", { to })
      : terms.feeHalalas === 0
        ? t("chat.answers.terms.free", { to })
        : t("chat.answers.terms.fee", { fee: price(text, fromHalalas(terms.feeHalalas)), to });
  const threshold =
    terms.feeHalalas && terms.freeOverHalalas != null
      ? ` ${t("chat.answers.terms.freeOver", { amount: price(text, fromHalalas(terms.freeOverHalalas)) })}`
      : "";
  const days = daysOf(text, terms);
  return `${fee}${threshold}${days ? `${t("chat.answers.listSeparator")}${days}` : ""}`;
}

/**
 * "Which stores have pickup?", "وين أقدر أستلم من الفرع؟": the stores whose policy offers pickup in
 * store, then those whose policy does not say (a product's own offer may still state it).
 */
export function composePickupStores(
  text: TextContext,
  stores: ReadonlyArray<{ name: string; nameAr: string | null; policy: StorePolicy | null }>,
): string {
  const { t, locale } = text;
  const named = (list: typeof stores) =>
    list.map((store) => storeOf(text, storeDisplayName(store, locale))).join(t("chat.answers.listSeparator"));
  const offering = stores.filter((store) => store.policy?.pickup === true);
  const unknown = stores.filter((store) => store.policy?.pickup === undefined);
  const lines = [
    offering.length
      ? t("chat.answers.pickupStores.offering", { stores: named(offering) })
      : t("chat.answers.pickupStores.none"),
  ];
  if (unknown.length) lines.push(t("chat.answers.pickupStores.unknown", { stores: named(unknown) }));
  lines.push(t("chat.answers.storeTerms.perProduct"));
  return lines.join("\n");
}

/**
 * "What does eXtra charge for delivery?", "هل نون يوصل لجدة؟", "does Jarir have pickup?": a store's
 * own policy for every order, said to be its policy; what it does not state is unknown, and a
 * region it lists no terms for is one it does not say it delivers to.
 */
export function composeStoreTerms(
  text: TextContext,
  store: { name: string; nameAr: string | null },
  policy: StorePolicy | null,
  { topic, region }: Pick<TermsQuestion, "topic" | "region">,
): string {
  const { t, locale } = text;
  const name = storeOf(text, storeDisplayName(store, locale));
  const lines = [t("chat.answers.storeTerms.title", { store: name })];
  const say = (line: string) => lines.push(`• ${line}`);
  const toRegion = (named: Region) =>
    named === "other" ? t("chat.answers.storeTerms.otherRegions") : t(`offerDetails.regionsTo.${named}`);
  switch (topic) {
    case "delivery": {
      const delivery = policy?.delivery ?? [];
      if (region) {
        const to = toRegion(region);
        const terms = deliveryTermsFor(delivery, region);
        say(
          terms
            ? policyDeliveryLine(text, terms, to)
            : t("chat.answers.storeTerms.noDelivery", { store: name, to }),
        );
        break;
      }
      if (!delivery.length) say(t("chat.answers.terms.deliveryUnknownAnywhere"));
      for (const terms of delivery) {
        const to = terms.region === "all" ? t("chat.answers.storeTerms.everywhere") : toRegion(terms.region);
        say(policyDeliveryLine(text, terms, to));
      }
      break;
    }
    case "pickup":
      say(
        policy?.pickup === undefined
          ? t("chat.answers.terms.pickupUnknown")
          : t(policy.pickup ? "chat.answers.terms.pickupYes" : "chat.answers.terms.pickupNo"),
      );
      break;
    case "warranty": {
      const warranty = policy?.warranty;
      const version = warranty?.kind ? t(`chat.answers.terms.version.${warranty.kind}`) : "";
      const length = warranty?.months
        ? t("chat.answers.terms.warrantyMonths", { count: warranty.months })
        : "";
      say(
        [version, length].filter(Boolean).join(t("chat.answers.listSeparator")) ||
          t("chat.answers.terms.warrantyUnknown"),
      );
      break;
    }
    case "returns":
      say(
        policy?.returnsDays === undefined
          ? t("chat.answers.terms.returnsUnknown")
          : t("chat.answers.terms.returns", { count: policy.returnsDays }),
      );
      break;
    case "instalments": {
      const plans = policy?.instalments ?? [];
      say(
        plans.length
          ? plans
              .map((plan) =>
                t("chat.answers.terms.plan", {
                  provider: plan.provider.charAt(0).toUpperCase() + plan.provider.slice(1),
                  count: plan.payments,
                }),
              )
              .join(t("chat.answers.listSeparator"))
          : t("chat.answers.terms.instalmentsUnknown"),
      );
      break;
    }
    case "seller":
      say(t("chat.answers.storeTerms.sellerPerOffer"));
      break;
  }
  lines.push(t("chat.answers.storeTerms.perProduct"));
  return lines.join("\n");
}

const DEAL_LIST_LIMIT = 5;

/** "Today's best deals in phones": products furthest below their typical price (PD-24). */
export function composeDeals(
  text: TextContext,
  { deals, total }: { deals: readonly DealFact[]; total: number },
  categories: readonly CategoryRef[],
): string {
  const { t, locale } = text;
  const where = categories.length
    ? t("chat.answers.deals.in", {
        categories: categories
          .map((category) => nameIn(locale, category))
          .join(t("chat.answers.listSeparator")),
      })
    : "";
  const href = categories.length === 1 ? `/deals?category=${categories[0]!.id}` : "/deals";
  const link = markdownLink(t("chat.answers.deals.link"), href);
  if (deals.length === 0) return t("chat.answers.deals.none", { where, link });
  const lines = [t("chat.answers.deals.title", { where })];
  deals.slice(0, DEAL_LIST_LIMIT).forEach((deal, index) => {
    const percent = percentFromTypical(deal);
    const values = {
      index: index + 1,
      product: productLink(text, deal),
      price: price(text, deal.lowestPrice),
      store: storeOf(text, deal.storeName ?? ""),
      typical: deal.typicalPrice ? price(text, deal.typicalPrice) : "",
      percent: percent ?? 0,
    };
    lines.push(
      deal.vsTypical !== null && deal.vsTypical < 0
        ? t("chat.answers.deals.item", values)
        : t("chat.answers.deals.itemLowest", values),
    );
  });
  lines.push(t("chat.answers.deals.all", { count: total, link }));
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Issue 23: honest "not listed", refusals, clarifying questions, specifications and reviews. The
// sentences live under chat.understanding in app/locales.

/** A question that is no shopping question: a short polite refusal and what the assistant does. */
export function composeOffTopic({ t }: TextContext): string {
  return t("chat.understanding.offTopic");
}

/** "We don't list the Pixel 9 Pro", and the closest listed products of its kind with their prices. */
export function composeNotListed(
  text: TextContext,
  query: string,
  type: CategoryRef,
  closest: readonly ListedProduct[],
): string {
  const { t } = text;
  const lines = [
    t("chat.understanding.notListed", { query, type: nameOf(text, type) }),
    ...closest.map((product) =>
      t("chat.understanding.closestItem", {
        product: productLink(text, product),
        price: product.lowestPrice ? price(text, product.lowestPrice) : t("chat.understanding.noPrice"),
      }),
    ),
    t("chat.understanding.notListedSearch", {
      search: markdownLink(t("chat.answers.searchLink"), `/search?q=${encodeURIComponent(query)}`),
    }),
  ];
  return lines.join("\n");
}

type ClarifyOption = Named & { categoryId: string; lowestPrice: string | null };

/** "Which Samsung do you mean?": the options grouped by kind, each kind with its price range. */
export function composeClarify(
  text: TextContext,
  options: readonly ClarifyOption[],
  categories: readonly CategoryRef[],
): string {
  const { t } = text;
  const lines = [t("chat.understanding.clarify")];
  const kinds = [...new Set(options.map((option) => option.categoryId))];
  for (const kind of kinds) {
    const members = options.filter((option) => option.categoryId === kind);
    const category = categories.find((candidate) => candidate.id === kind);
    const prices = members
      .map((member) => member.lowestPrice)
      .filter((value): value is string => value !== null)
      .sort((a, b) => toHalalas(a) - toHalalas(b));
    const range =
      prices.length === 0
        ? ""
        : prices.length === 1 || prices[0] === prices.at(-1)
          ? ` (${price(text, prices[0]!)})`
          : ` (${t("chat.understanding.priceRange", { low: price(text, prices[0]!), high: price(text, prices.at(-1)!) })})`;
    lines.push(`${category ? nameOf(text, category) : ""}${range}:`);
    for (const member of members) {
      lines.push(
        member.lowestPrice
          ? `• ${productLink(text, member)}: ${price(text, member.lowestPrice)}`
          : `• ${productLink(text, member)}`,
      );
    }
  }
  return lines.join("\n");
}

type SpecDetail = Named & {
  specifications: readonly { name: string; value: string; nameAr?: string | null; valueAr?: string | null }[];
};

/** Words a shopper uses for a specification, with the words of the demo catalogue's labels. */
export const SPEC_SYNONYMS: Record<string, readonly string[]> = {
  hz: ["refresh", "hz", "هرتز", "تحديث"],
  هرتز: ["refresh", "hz", "هرتز", "تحديث"],
  هيرتز: ["refresh", "hz", "هرتز", "تحديث"],
  battery: ["battery", "بطاريه", "mah"],
  بطاريه: ["battery", "بطاريه", "mah"],
  screen: ["display", "screen", "شاشه"],
  شاشه: ["display", "screen", "شاشه"],
  display: ["display", "screen", "شاشه"],
  storage: ["storage", "memory", "تخزين", "سعه"],
  تخزين: ["storage", "memory", "تخزين"],
  ram: ["memory", "ram", "ذاكره", "رام"],
  رام: ["memory", "ram", "ذاكره", "رام"],
  camera: ["camera", "كاميرا"],
  كاميرا: ["camera", "كاميرا"],
  weight: ["weight", "وزن"],
  وزن: ["weight", "وزن"],
  processor: ["processor", "chip", "معالج", "شريحه"],
  chip: ["processor", "chip", "معالج", "شريحه"],
  معالج: ["processor", "chip", "معالج", "شريحه"],
  waterproof: ["water", "ماء"],
  ماء: ["water", "ماء"],
  noise: ["noise", "ضوضاء"],
  ضوضاء: ["noise", "ضوضاء"],
  size: ["size", "حجم", "مقاس"],
  video: ["video", "فيديو"],
  فيديو: ["video", "فيديو"],
  الفيديو: ["video", "فيديو"],
  panel: ["panel", "لوحه"],
  لوحه: ["panel", "لوحه"],
  اللوحه: ["panel", "لوحه"],
  filter: ["filt", "ترشيح", "فلتر"],
  فلتر: ["filt", "ترشيح", "فلتر"],
  الفلتر: ["filt", "ترشيح", "فلتر"],
  حجم: ["size", "حجم", "مقاس"],
};

/**
 * "Does the Galaxy A55 have 5G?", "هل شاشة TCL C745 تدعم 144 هرتز؟": a yes or no with the value,
 * from the product's specifications (and its name), in the shopper's language; without a
 * specification named, the whole list.
 */
export function composeSpecs(
  text: TextContext,
  detail: SpecDetail,
  words: readonly string[],
  { whether, askedLabel }: { whether?: boolean; askedLabel?: { labelEn: string; labelAr: string } } = {},
): string {
  const { t, locale } = text;
  const product = productLink(text, detail);
  const allRows = detail.specifications.map((spec) => {
    const shown = localizeSpecification(spec as Specification, locale);
    const written = normalizeSearchText(
      [spec.name, spec.value, spec.nameAr ?? "", spec.valueAr ?? ""].join(" "),
    );
    // "144 Hz" is also read as a shopper types it: "144hz".
    const haystack = ` ${written} ${written.replace(/(\d) (?=\p{L})/gu, "$1")} `;
    const label = ` ${normalizeSearchText([spec.name, spec.nameAr ?? ""].join(" "))} `;
    return { shown, haystack, label };
  });
  // A typed value and the store's own row that say the same thing in the same words are one line.
  const rows = allRows.filter(
    (row, index) =>
      allRows.findIndex(
        (other) => other.shown.name === row.shown.name && other.shown.value === row.shown.value,
      ) === index,
  );
  const asked = words.map(normalizeSearchText).filter((word) => word.length >= 2);
  const nameText = ` ${normalizeSearchText(`${detail.nameEn} ${detail.nameAr}`)} `;
  // A word of the product's own name asks for a row only by the row's label ("5G" of "Galaxy S25
  // Ultra 5G"); "galaxy" in "Snapdragon 8 Elite for Galaxy" or "black" in its colour asks nothing.
  const asks = (word: string, row: (typeof rows)[number]) =>
    (SPEC_SYNONYMS[word] ?? [word]).some((form) =>
      (nameText.includes(` ${word} `) ? row.label : row.haystack).includes(form),
    );
  const scored = rows
    .map((row) => ({ row, score: asked.filter((word) => asks(word, row)).length }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const line = (row: (typeof rows)[number]) => `• ${row.shown.name}: ${row.shown.value}`;
  // A figure or feature asked for ("144hz", "5g"): yes or no.
  // A figure or feature of the product's own name ("256", "5G" of "Galaxy S25 Ultra 5G 256GB")
  // asks nothing by itself; "Does it have 5G?" is then read from its row, and `whether`.
  const features = asked.filter(
    (word) => (/\d/.test(word) || FEATURE_WORDS.has(word)) && !nameText.includes(` ${word} `),
  );
  const borne = features
    .map((word) => scored.find((entry) => entry.row.haystack.includes(` ${word}`)))
    .find((entry) => entry !== undefined);
  // "5G: No" names the feature to say the product lacks it.
  if (borne && whether === false)
    return [t("chat.understanding.specs.value", { product }), line(borne.row)].join("\n");
  if (borne)
    return [
      t(
        readYesNo(borne.row.shown.value)?.value === false
          ? "chat.understanding.specs.no"
          : "chat.understanding.specs.yes",
        {
          product,
        },
      ),
      line(borne.row),
    ].join("\n");
  const missing = features.find((word) => !nameText.includes(` ${word} `));
  if (missing) {
    const [closest] = scored;
    if (closest) return [t("chat.understanding.specs.no", { product }), line(closest.row)].join("\n");
    return t("chat.understanding.specs.unknown", { product, feature: missing });
  }
  const named = features.find((word) => FEATURE_WORDS.has(word));
  if (named) return t("chat.understanding.specs.yesName", { product, feature: named.toUpperCase() });
  if (scored.length) {
    // One line a specification: "Panel: IPS" typed and "Panel: IPS, sRGB 99%" as the store wrote it
    // say the same, and the longer says more.
    const top = scored.filter((entry) => entry.score === scored[0]!.score);
    const best = top
      .filter(
        (entry) =>
          !top.some(
            (other) =>
              other !== entry &&
              other.row.shown.name === entry.row.shown.name &&
              other.row.shown.value.length > entry.row.shown.value.length,
          ),
      )
      .slice(0, 3);
    // "هل تحتوي على مطحنة؟" and a row that names it ("Grinder: integrated"), not "None": a yes.
    const says =
      whether && best.length === 1 && readYesNo(best[0]!.row.shown.value)?.value !== false
        ? "chat.understanding.specs.yes"
        : "chat.understanding.specs.value";
    return [t(says, { product }), ...best.map((entry) => line(entry.row))].join("\n");
  }
  if (!rows.length) return t("chat.understanding.specs.none", { product });
  const opening = askedLabel
    ? t("chat.understanding.specs.unknownWithList", { product, feature: attributeLabel(askedLabel, locale) })
    : t("chat.understanding.specs.all", { product });
  return [opening, ...rows.slice(0, 10).map(line)].join("\n");
}

/**
 * "How heavy is the MacBook Air?", "كم بطارية A55؟", "هل مكيف الزامل صناعة سعودية؟": the product's
 * own typed value of the attribute asked about, with its label and unit in the shopper's language
 * (issue 31 item 6); a yes or no where the value is one. An attribute of its kind that the product
 * has no value for is said to be unknown, never taken from another product. Null when the product's
 * kind has no such attribute (the free-text specifications may still say it).
 */
export function composeAttributeValue(
  text: TextContext,
  product: Named & { attributes: readonly ProductAttribute[] },
  asked: AskedAttribute,
  kindAttributes: readonly { key: string; labelEn: string; labelAr: string }[],
): string | null {
  const { t, locale } = text;
  const link = productLink(text, product);
  const attribute = asked.keys
    .map((key) => product.attributes.find((candidate) => candidate.key === key))
    .find((candidate) => candidate !== undefined);
  if (!attribute) {
    const known = asked.keys
      .map((key) => kindAttributes.find((candidate) => candidate.key === key))
      .find((candidate) => candidate !== undefined);
    if (!known) return null;
    const label = locale === "ar" ? known.labelAr : known.labelEn;
    return t("chat.understanding.attribute.unknown", { product: link, attribute: label });
  }
  const { label, value } = describeAttribute(attribute, locale);
  // One line as the specifications list shows it: "• Battery: 5,000 mAh".
  const shown =
    "yes" in value ? t(value.yes ? "product.specifications.yes" : "product.specifications.no") : value.text;
  const line = `• ${label}: ${shown}`;
  const both =
    attribute.value.kind === "text" ? `${attribute.value.textEn} ${attribute.value.textAr ?? ""}` : "";
  // A yes/no value, "None (optional add-on)" (the product lacks it), or the value a question names
  // ("made in Saudi?": Saudi Arabia) answer yes or no.
  const says =
    "yes" in value
      ? value.yes
      : asked.expects
        ? asked.expects.some((word) => normalizeSearchText(`${both} ${shown}`).includes(word))
        : attribute.value.kind === "text"
          ? // "Does the Xbox have a disc drive?": a value it has ("4K UHD Blu-ray") is a yes.
            (readYesNo(attribute.value.textEn)?.value ?? (hasIt(asked, product) ? true : undefined))
          : undefined;
  const title =
    says === undefined
      ? "chat.understanding.specs.value"
      : says
        ? "chat.understanding.specs.yes"
        : "chat.understanding.specs.no";
  return [t(title, { product: link }), line].join("\n");
}

/**
 * "Does the Xbox have a disc drive?": a question whether it has the attribute, naming no figure of
 * its own ("a 50MP sensor?" is no such question: its figure is for the value to confirm).
 */
function hasIt(asked: AskedAttribute, product: Named): boolean {
  if (!asked.whether) return false;
  const name = normalizeSearchText(`${product.nameEn} ${product.nameAr}`);
  return (asked.figures ?? []).every((figure) => name.includes(figure));
}

/** Features asked about by name alone: "does it have 5G?". */
export const FEATURE_WORDS: ReadonlySet<string> = new Set([
  "5g",
  "4g",
  "nfc",
  "wifi",
  "oled",
  "qled",
  "4k",
  "8k",
  "hdr",
  "esim",
]);

type ReviewDetail = Named & {
  ratings: Pick<ProductDetail["ratings"], "count" | "average" | "distribution">;
  reviews: readonly { rating: number; reviewText: string }[];
  expertReviews: readonly { websiteName: string; title: string }[];
};

/** The first sentence of a review, short enough to quote. */
function gist(reviewText: string): string {
  const flat = reviewText.replace(/\s+/g, " ").trim();
  const [sentence] = flat.split(/(?<=[.!؟?])\s/);
  const chosen = sentence ?? flat;
  return chosen.length > 160 ? `${chosen.slice(0, 159)}…` : chosen;
}

/** "What do reviewers say?": the average and count, what shoppers praise and dislike, and the experts' verdicts. */
export function composeReviews(text: TextContext, detail: ReviewDetail): string {
  const { t } = text;
  const product = productLink(text, detail);
  const lines: string[] = [];
  if (detail.ratings.count === 0 || detail.ratings.average === null) {
    lines.push(t("chat.understanding.reviews.noShopperReviews", { product }));
  } else {
    lines.push(
      t("chat.understanding.reviews.summary", {
        product,
        rating: detail.ratings.average.toFixed(1),
        count: detail.ratings.count,
      }),
    );
    // How the reviews split, so no single review decides what shoppers think.
    const countOf = (from: number, to: number) =>
      detail.ratings.distribution
        .filter((row) => row.stars >= from && row.stars <= to)
        .reduce((sum, row) => sum + row.count, 0);
    lines.push(
      t("chat.understanding.reviews.spread", {
        count: detail.ratings.count,
        high: countOf(4, 5),
        middle: countOf(3, 3),
        low: countOf(1, 2),
      }),
    );
    const byRating = [...detail.reviews].sort((a, b) => b.rating - a.rating);
    const praise = byRating.find((review) => review.rating >= 4);
    const complaint = [...byRating].reverse().find((review) => review.rating <= 3);
    if (praise) lines.push(t("chat.understanding.reviews.praise", { text: gist(praise.reviewText) }));
    if (complaint)
      lines.push(t("chat.understanding.reviews.complaint", { text: gist(complaint.reviewText) }));
  }
  if (detail.expertReviews.length) {
    lines.push(t("chat.understanding.reviews.experts"));
    for (const review of detail.expertReviews) lines.push(`• ${review.websiteName}: “${review.title}”`);
  }
  lines.push(t("chat.understanding.reviews.page", { product }));
  return lines.join("\n");
}
