import type { Specification } from "~/db/schema";
import {
  comparableValue,
  describeAttribute,
  type ProductAttribute,
} from "~/features/attributes/product-attributes";
import type { Locale, NamedRow } from "~/utils/i18n";
import { toHalalas } from "~/utils/money";
import { type LocalizedSpecification, localizeSpecification } from "~/utils/specifications";

// The comparison of up to four products of one category (issue 17; the spec's two, widened) and
// the rows of its table, each marking its best value, with the "Show only differences" filter.

/** The most products one comparison shows. */
export const MAX_COMPARED = 4;

export type ComparedProduct = NamedRow & {
  imageUrl: string | null;
  brand: string | null;
  model: string | null;
  category: NamedRow;
  /** Typed values, in the category's order (issue 31). */
  attributes: ProductAttribute[];
  /** The rows that fit no attribute. */
  specifications: Specification[];
  lowestPrice: string | null;
  /**
   * The lowest total delivered to the shopper's city (issue 32, ADR-0026), null when no current
   * offer states its delivery there; absent without a city, and then the table has no such row.
   */
  lowestTotal?: string | null;
  highestPrice: string | null;
  storeCount: number;
  /** Average of approved reviews, rounded to one decimal; null without reviews. */
  averageRating: number | null;
  reviewCount: number;
};

export type RejectedProduct = {
  product: ComparedProduct;
  reason: "differentCategory" | "sameProduct";
};

export type Comparison = {
  /** The first product named, then the others of its category, in URL order (at most four). */
  products: ComparedProduct[];
  /** The first product that could not join (another category, or already there). */
  rejected: RejectedProduct | null;
};

/** Applies the slot rules to the products named in the URL (`a`, `b`, `c`, `d`, in order). */
export function resolveComparison(...named: (ComparedProduct | null)[]): Comparison {
  const products: ComparedProduct[] = [];
  let rejected: RejectedProduct | null = null;
  for (const candidate of named) {
    if (!candidate) continue;
    const first = products[0];
    if (!first) {
      products.push(candidate);
      continue;
    }
    const reason = products.some((product) => product.id === candidate.id)
      ? "sameProduct"
      : candidate.category.id !== first.category.id
        ? "differentCategory"
        : products.length >= MAX_COMPARED
          ? null
          : undefined;
    if (reason === undefined) products.push(candidate);
    else if (reason && !rejected) rejected = { product: candidate, reason };
  }
  return { products, rejected };
}

/** Which way a row's values are better: the lowest price, the most stores, the best rating. */
type Better = "lower" | "higher";

export type ComparisonRow = (
  | { id: "brand" | "model" | "category"; kind: "text"; values: (string | null)[] }
  | { id: "lowestPrice" | "lowestTotal" | "highestPrice"; kind: "price"; values: (string | null)[] }
  | { id: "storeCount"; kind: "count"; values: (number | null)[] }
  | { id: "rating"; kind: "rating"; values: (number | null)[] }
  | {
      /** A category attribute ("attribute:storage") or a free-text row ("spec:ports"). */
      id: `attribute:${string}` | `spec:${string}`;
      kind: "spec";
      /** The name and values in the page's language, with the language each is really in. */
      label: string;
      labelLang: Locale;
      values: (string | null)[];
      valueLangs: (Locale | null)[];
    }
) & {
  isDifferent: boolean;
  /** The products (indexes) with the best value of the row, when values differ and can be ranked. */
  best: number[];
};

const normalize = (value: string | null) => value?.trim().toLowerCase().replace(/\s+/g, " ") || null;

function specOf(product: ComparedProduct | null, key: string): Specification | null {
  const spec = product?.specifications.find((s) => normalize(s.name) === key);
  return spec?.value.trim() ? spec : null;
}

function bestOf(values: (number | null)[], better: Better): number[] {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2 || known.every((value) => value === known[0])) return [];
  const target = better === "lower" ? Math.min(...known) : Math.max(...known);
  return values.flatMap((value, index) => (value === target ? [index] : []));
}

/**
 * The attribute keys of all products in the category's order: each product lists its values in
 * that order, so a key one product lacks goes after the key before it in another's list.
 */
function attributeOrder(products: readonly ComparedProduct[]): string[] {
  const order: string[] = [];
  for (const product of products) {
    let previous = -1;
    for (const { key } of product.attributes) {
      const index = order.indexOf(key);
      if (index >= 0) {
        previous = index;
        continue;
      }
      order.splice(previous + 1, 0, key);
      previous += 1;
    }
  }
  return order;
}

/** The words a page writes a yes/no value with. */
export type YesNoWords = { yes: string; no: string };

/**
 * A row per attribute any product has (issue 31), aligned across brands whatever each store called
 * it. "Different" compares values, not their text (256 GB and "256GB" are equal); "Best" is marked
 * only where the attribute says which way is better and two products or more have a number.
 */
function attributeRows(
  products: readonly ComparedProduct[],
  locale: Locale,
  words: YesNoWords,
): ComparisonRow[] {
  return attributeOrder(products).map((key) => {
    const found = products.map(
      (product) => product.attributes.find((attribute) => attribute.key === key) ?? null,
    );
    const sample = found.find((attribute) => attribute !== null)!;
    const described = found.map((attribute) => (attribute ? describeAttribute(attribute, locale) : null));
    const comparable = found.map((attribute) => comparableValue(attribute?.value));
    const numbers = found.map((attribute) =>
      attribute?.value.kind === "number" ? attribute.value.number : null,
    );
    return {
      id: `attribute:${key}`,
      kind: "spec",
      label: locale === "ar" ? sample.labelAr : sample.labelEn,
      labelLang: locale,
      values: described.map((entry) =>
        entry === null
          ? null
          : "yes" in entry.value
            ? entry.value.yes
              ? words.yes
              : words.no
            : entry.value.text,
      ),
      valueLangs: described.map((entry) =>
        entry === null ? null : "lang" in entry.value ? entry.value.lang : locale,
      ),
      isDifferent: products.length > 1 && new Set(comparable).size > 1,
      best: sample.better && sample.kind === "number" ? bestOf(numbers, sample.better) : [],
    };
  });
}

/**
 * The table rows for up to four products: brand, model, category, prices, stores, rating, then
 * the category's attributes in its order (attributeRows), then every free-text row from any product
 * (the first product's order, then the others' extras). Free-text rows are matched by their English
 * name, whatever the page's language, and shown in the page's language; the label is the first one
 * given in that language. A row is "different" only when there are two products or more and their
 * values differ; its best value is marked where one is better: the lowest prices, the most stores,
 * the highest rating, and the better number of an attribute that has a direction (more storage,
 * less weight).
 */
export function buildComparisonTable(
  products: readonly ComparedProduct[],
  locale: Locale,
  words: YesNoWords,
): ComparisonRow[] {
  const isMany = products.length > 1;
  const differs = <T>(values: T[], key: (value: T) => unknown = (value) => value) =>
    isMany && new Set(values.map(key)).size > 1;
  const halalas = (value: string | null) => (value === null ? null : toHalalas(value));
  const text = (id: "brand" | "model", values: (string | null)[]): ComparisonRow => ({
    id,
    kind: "text",
    values,
    isDifferent: differs(values, normalize),
    best: [],
  });
  const price = (
    id: "lowestPrice" | "lowestTotal" | "highestPrice",
    values: (string | null)[],
  ): ComparisonRow => ({
    id,
    kind: "price",
    values,
    isDifferent: differs(values, halalas),
    best: bestOf(values.map(halalas), "lower"),
  });
  const stores = products.map((product) => product.storeCount);
  const ratings = products.map((product) => product.averageRating);

  const rows: ComparisonRow[] = [
    text(
      "brand",
      products.map((product) => product.brand),
    ),
    text(
      "model",
      products.map((product) => product.model),
    ),
    {
      id: "category",
      kind: "text",
      values: products.map((product) => product.category.id),
      isDifferent: differs(products.map((product) => product.category.id)),
      best: [],
    },
    price(
      "lowestPrice",
      products.map((product) => product.lowestPrice),
    ),
    ...(products.some((product) => product.lowestTotal !== undefined)
      ? [
          price(
            "lowestTotal",
            products.map((product) => product.lowestTotal ?? null),
          ),
        ]
      : []),
    price(
      "highestPrice",
      products.map((product) => product.highestPrice),
    ),
    {
      id: "storeCount",
      kind: "count",
      values: stores,
      isDifferent: differs(stores),
      best: bestOf(stores, "higher"),
    },
    {
      id: "rating",
      kind: "rating",
      values: ratings,
      isDifferent: differs(ratings),
      best: bestOf(ratings, "higher"),
    },
  ];

  rows.push(...attributeRows(products, locale, words));

  const specLabels = new Map<string, LocalizedSpecification>();
  for (const spec of products.flatMap((product) => product.specifications)) {
    const key = normalize(spec.name);
    if (!key) continue;
    const known = specLabels.get(key);
    const localized = localizeSpecification(spec, locale);
    if (!known || (known.nameLang !== locale && localized.nameLang === locale))
      specLabels.set(key, localized);
  }
  for (const [key, label] of specLabels) {
    const specs = products.map((product) => specOf(product, key));
    const shown = specs.map((spec) => (spec ? localizeSpecification(spec, locale) : null));
    const values = shown.map((spec) => spec?.value ?? null);
    rows.push({
      id: `spec:${key}`,
      kind: "spec",
      label: label.name,
      labelLang: label.nameLang,
      values,
      valueLangs: shown.map((spec) => spec?.valueLang ?? null),
      isDifferent: differs(values, normalize),
      // Free text says nothing of which way is better: only attributes crown a value.
      best: [],
    });
  }
  return rows;
}

/** The rows for one or two products (the two-slot comparison's shape). */
export function buildComparisonRows(
  first: ComparedProduct,
  second: ComparedProduct | null,
  locale: Locale,
  words: YesNoWords,
): ComparisonRow[] {
  return buildComparisonTable(second ? [first, second] : [first], locale, words);
}

/** "Show only differences": equal rows are hidden. */
export function visibleRows(rows: readonly ComparisonRow[], onlyDifferences: boolean): ComparisonRow[] {
  return onlyDifferences ? rows.filter((row) => row.isDifferent) : [...rows];
}
