import type { Specification } from "~/db/schema";
import type { Locale } from "~/utils/i18n";
import { toHalalas } from "~/utils/money";
import { type LocalizedSpecification, localizeSpecification } from "~/utils/specifications";

// The comparison of two products (spec: at most 2, the second from the first's category) and the
// rows of its table, with the "Show only differences" filter.

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
  first: ComparedProduct | null;
  second: ComparedProduct | null;
  rejected: RejectedProduct | null;
};

/** Applies the slot rules to the products named in the URL (`a`, then `b`). */
export function resolveComparison(a: ComparedProduct | null, b: ComparedProduct | null): Comparison {
  const first = a ?? b;
  const candidate = a ? b : null;
  if (!first || !candidate) return { first, second: null, rejected: null };
  if (candidate.id === first.id)
    return { first, second: null, rejected: { product: candidate, reason: "sameProduct" } };
  if (candidate.category.id !== first.category.id) {
    return { first, second: null, rejected: { product: candidate, reason: "differentCategory" } };
  }
  return { first, second: candidate, rejected: null };
}

type Pair<T> = [T, T];

export type ComparisonRow =
  | { id: "brand" | "model" | "category"; kind: "text"; values: Pair<string | null>; isDifferent: boolean }
  | { id: "lowestPrice" | "highestPrice"; kind: "price"; values: Pair<string | null>; isDifferent: boolean }
  | { id: "storeCount"; kind: "count"; values: Pair<number | null>; isDifferent: boolean }
  | { id: "rating"; kind: "rating"; values: Pair<number | null>; isDifferent: boolean }
  | {
      id: `spec:${string}`;
      kind: "spec";
      /** The name and values in the page's language, with the language each is really in. */
      label: string;
      labelLang: Locale;
      values: Pair<string | null>;
      valueLangs: Pair<Locale | null>;
      isDifferent: boolean;
    };

const normalize = (value: string | null) => value?.trim().toLowerCase().replace(/\s+/g, " ") || null;

function specOf(product: ComparedProduct | null, key: string): Specification | null {
  const spec = product?.specifications.find((s) => normalize(s.name) === key);
  return spec?.value.trim() ? spec : null;
}

/**
 * The table rows for one or two products: brand, model, category, prices, stores, rating, then every
 * specification from either product (the first product's order, then the second's extras).
 * Specifications are matched by their English name, whatever the page's language, and shown in the
 * page's language; the label is the first one given in that language. A row is "different" only
 * when there are two products and the values the page shows differ.
 */
export function buildComparisonRows(
  first: ComparedProduct,
  second: ComparedProduct | null,
  locale: Locale,
): ComparisonRow[] {
  const hasTwo = second !== null;
  const textDiffers = (a: string | null, b: string | null) => hasTwo && normalize(a) !== normalize(b);
  const valueDiffers = <T>(a: T, b: T) => hasTwo && a !== b;
  const priceDiffers = (a: string | null, b: string | null) =>
    hasTwo && (a === null || b === null ? a !== b : toHalalas(a) !== toHalalas(b));
  const text = (id: "brand" | "model", a: string | null, b: string | null): ComparisonRow => ({
    id,
    kind: "text",
    values: [a, b],
    isDifferent: textDiffers(a, b),
  });
  const price = (id: "lowestPrice" | "highestPrice", a: string | null, b: string | null): ComparisonRow => ({
    id,
    kind: "price",
    values: [a, b],
    isDifferent: priceDiffers(a, b),
  });

  const rows: ComparisonRow[] = [
    text("brand", first.brand, second?.brand ?? null),
    text("model", first.model, second?.model ?? null),
    {
      id: "category",
      kind: "text",
      values: [first.category.id, second?.category.id ?? null],
      isDifferent: valueDiffers(first.category.id, second?.category.id),
    },
    price("lowestPrice", first.lowestPrice, second?.lowestPrice ?? null),
    price("highestPrice", first.highestPrice, second?.highestPrice ?? null),
    {
      id: "storeCount",
      kind: "count",
      values: [first.storeCount, second?.storeCount ?? null],
      isDifferent: valueDiffers(first.storeCount, second?.storeCount),
    },
    {
      id: "rating",
      kind: "rating",
      values: [first.averageRating, second?.averageRating ?? null],
      isDifferent: valueDiffers(first.averageRating, second?.averageRating ?? null),
    },
  ];

  const specLabels = new Map<string, LocalizedSpecification>();
  for (const spec of [...first.specifications, ...(second?.specifications ?? [])]) {
    const key = normalize(spec.name);
    if (!key) continue;
    const known = specLabels.get(key);
    const localized = localizeSpecification(spec, locale);
    if (!known || (known.nameLang !== locale && localized.nameLang === locale))
      specLabels.set(key, localized);
  }
  for (const [key, label] of specLabels) {
    const a = specOf(first, key);
    const b = hasTwo ? specOf(second, key) : null;
    const [shownA, shownB] = [a, b].map((spec) => (spec ? localizeSpecification(spec, locale) : null));
    rows.push({
      id: `spec:${key}`,
      kind: "spec",
      label: label.name,
      labelLang: label.nameLang,
      values: [shownA?.value ?? null, shownB?.value ?? null],
      valueLangs: [shownA?.valueLang ?? null, shownB?.valueLang ?? null],
      isDifferent: textDiffers(shownA?.value ?? null, shownB?.value ?? null),
    });
  }
  return rows;
}

/** "Show only differences": equal rows are hidden. */
export function visibleRows(rows: readonly ComparisonRow[], onlyDifferences: boolean): ComparisonRow[] {
  return onlyDifferences ? rows.filter((row) => row.isDifferent) : [...rows];
}
