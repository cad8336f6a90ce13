// The category hierarchy, worked out in memory: a catalogue has tens of categories, not thousands.
import { normalizeSearchText } from "~/utils/arabic-text";
import { nameIn } from "~/utils/i18n";

export type CategoryNode = {
  id: string;
  nameEn: string;
  nameAr: string;
  slug: string;
  parentId: string | null;
};

export type CategoryBranch<T extends CategoryNode = CategoryNode> = T & { children: T[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The category a URL names by id (as the spec's links do) or by slug; undefined when unknown. */
export function findCategory<T extends CategoryNode>(categories: readonly T[], idOrSlug: string | null) {
  if (!idOrSlug) return undefined;
  return UUID.test(idOrSlug)
    ? categories.find((category) => category.id === idOrSlug.toLowerCase())
    : categories.find((category) => category.slug === idOrSlug);
}

/** The category and every category below it, at any depth (PD-12). */
export function withDescendants(categories: readonly CategoryNode[], rootId: string): string[] {
  const result = [rootId];
  const seen = new Set(result);
  for (let index = 0; index < result.length; index++) {
    for (const category of categories) {
      if (category.parentId === result[index] && !seen.has(category.id)) {
        seen.add(category.id);
        result.push(category.id);
      }
    }
  }
  return result;
}

/**
 * Top-level categories, each with its subcategories, in the given order. A category whose parent
 * is missing counts as top level.
 */
export function toBranches<T extends CategoryNode>(categories: readonly T[]): CategoryBranch<T>[] {
  const ids = new Set(categories.map((category) => category.id));
  return categories
    .filter((category) => !category.parentId || !ids.has(category.parentId))
    .map((top) => ({ ...top, children: categories.filter((category) => category.parentId === top.id) }));
}

/**
 * The categories a shopper asked for on /categories: under one top-level category (itself and its
 * subcategories) and/or whose English or Arabic name contains the typed words (normalised).
 */
export function filterCategories<T extends CategoryNode>(
  categories: readonly T[],
  { query, parentId }: { query: string; parentId: string | null },
): T[] {
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  return categories.filter((category) => {
    if (parentId && category.id !== parentId && category.parentId !== parentId) return false;
    const names = normalizeSearchText(`${category.nameEn} ${category.nameAr} ${category.slug}`);
    return words.every((word) => names.includes(word));
  });
}

/** Each top-level category followed by its subcategories (at any depth), keeping the given order. */
export function inTreeOrder<T extends CategoryNode>(categories: readonly T[]): T[] {
  const ids = new Set(categories.map((category) => category.id));
  const placed = new Set<string>();
  const result: T[] = [];
  const visit = (parentId: string | null) => {
    for (const category of categories) {
      const isUnder = parentId
        ? category.parentId === parentId
        : !category.parentId || !ids.has(category.parentId);
      if (!isUnder || placed.has(category.id)) continue;
      placed.add(category.id);
      result.push(category);
      visit(category.id);
    }
  };
  visit(null);
  return result;
}

/** Categories sorted by their name in the page's language. */
export function byLocalName<T extends CategoryNode>(categories: readonly T[], locale: "en" | "ar"): T[] {
  const nameOf = (category: T) => nameIn(locale, category);
  return [...categories].sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale));
}

/**
 * The departments (top-level categories) to show for the categories a filter kept, in the given
 * order: a department the filter kept comes with all the categories below it (at any depth); one
 * kept only for some of them comes with just those.
 */
export function groupByDepartment<T extends CategoryNode>(
  ordered: readonly T[],
  kept: readonly T[],
): { department: T; subcategories: T[] }[] {
  const keptIds = new Set(kept.map((category) => category.id));
  const ids = new Set(ordered.map((category) => category.id));
  const departments = ordered.filter((category) => !category.parentId || !ids.has(category.parentId));
  return departments.flatMap((department) => {
    const below = new Set(withDescendants(ordered, department.id).slice(1));
    const all = ordered.filter((category) => below.has(category.id));
    const subcategories = keptIds.has(department.id)
      ? all
      : all.filter((category) => keptIds.has(category.id));
    return keptIds.has(department.id) || subcategories.length > 0 ? [{ department, subcategories }] : [];
  });
}
