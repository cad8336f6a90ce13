import type { Specification } from "~/db/schema";
import type { Locale } from "~/utils/i18n";
import { toHalalas } from "~/utils/money";
import { type LocalizedSpecification, localizeSpecification } from "~/utils/specifications";

// The comparison of up to four products of one category (issue 17; the spec's two, widened) and
// the rows of its table, each marking its best value, with the "Show only differences" filter.

/** The most products one comparison shows. */
export const MAX_COMPARED = 4;

export type ComparedProduct = {
  id: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
  brand: string | null;
  model: string | null;
  category: { id: string; nameEn: string; nameAr: string };
  specifications: Specification[];
  lowestPrice: string | null;
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
  | { id: "lowestPrice" | "highestPrice"; kind: "price"; values: (string | null)[] }
  | { id: "storeCount"; kind: "count"; values: (number | null)[] }
  | { id: "rating"; kind: "rating"; values: (number | null)[] }
  | {
      id: `spec:${string}`;
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

/**
 * Specifications whose number says which is better (issue 17), by words of their English name:
 * more storage, memory, battery, refresh rate or capacity is better; less weight or noise is.
 */
const HIGHER_IS_BETTER =
  /storage|\bram\b|memory|battery|capacity|refresh|megapixel|camera|brightness|suction|\bpower\b|warranty|speed|\bbtu\b|cooling|display|screen|zoom/;
const LOWER_IS_BETTER = /weight|noise|thickness|consumption/;

/** The number and unit of a value such as "256GB", "5,000 mAh" or "6.9-inch" (null otherwise). */
function measure(value: string | null): { amount: number; unit: string } | null {
  const match = value?.replace(/,(?=\d{3})/g, "").match(/^\s*(\d+(?:\.\d+)?)\s*-?\s*([a-z%"]*)/i);
  if (!match) return null;
  const unit = match[2]!.toLowerCase();
  // A terabyte is a thousand gigabytes: storage sizes in both units still compare.
  if (unit === "tb") return { amount: Number(match[1]) * 1000, unit: "gb" };
  return { amount: Number(match[1]), unit };
}

function bestOf(values: (number | null)[], better: Better): number[] {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2 || known.every((value) => value === known[0])) return [];
  const target = better === "lower" ? Math.min(...known) : Math.max(...known);
  return values.flatMap((value, index) => (value === target ? [index] : []));
}

function bestSpec(name: string, values: (Specification | null)[]): number[] {
  const better: Better | null = LOWER_IS_BETTER.test(name)
    ? "lower"
    : HIGHER_IS_BETTER.test(name)
      ? "higher"
      : null;
  if (!better) return [];
  const measures = values.map((spec) => measure(spec?.value ?? null));
  const units = new Set(measures.flatMap((entry) => (entry ? [entry.unit] : [])));
  if (units.size !== 1) return [];
  return bestOf(
    measures.map((entry) => entry?.amount ?? null),
    better,
  );
}

/**
 * The table rows for up to four products: brand, model, category, prices, stores, rating, then
 * every specification from any product (the first product's order, then the others' extras).
 * Specifications are matched by their English name, whatever the page's language, and shown in the
 * page's language; the label is the first one given in that language. A row is "different" only
 * when there are two products or more and the values the page shows differ; its best value is
 * marked where one is better: the lowest prices, the most stores, the highest rating, and the
 * better number of a specification that has a direction (more storage, less weight).
 */
export function buildComparisonTable(products: readonly ComparedProduct[], locale: Locale): ComparisonRow[] {
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
  const price = (id: "lowestPrice" | "highestPrice", values: (string | null)[]): ComparisonRow => ({
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
      best: bestSpec(key, specs),
    });
  }
  return rows;
}

/** The rows for one or two products (the two-slot comparison's shape). */
export function buildComparisonRows(
  first: ComparedProduct,
  second: ComparedProduct | null,
  locale: Locale,
): ComparisonRow[] {
  return buildComparisonTable(second ? [first, second] : [first], locale);
}

/** "Show only differences": equal rows are hidden. */
export function visibleRows(rows: readonly ComparisonRow[], onlyDifferences: boolean): ComparisonRow[] {
  return onlyDifferences ? rows.filter((row) => row.isDifferent) : [...rows];
}
