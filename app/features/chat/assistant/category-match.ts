// Finds the categories a question names ("headphones", "جوالات", "air conditioners"): first through
// the words shoppers use for the demo catalogue's categories (by slug), then by the categories' own
// names, so a category an admin adds is understood too.
import { CATEGORY_WORDS } from "~/features/shopper-vocabulary/category-words";
import { arabicPrefixReadings, longestPhraseAt } from "~/features/shopper-vocabulary/phrases";
import { normalizeSearchText } from "~/utils/arabic-text";

export type CategoryRef = {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  parentId: string | null;
};

const SLUGS_BY_PHRASE: ReadonlyMap<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [slug, phrases] of Object.entries(CATEGORY_WORDS)) {
    for (const phrase of phrases) map.set(phrase, [...(map.get(phrase) ?? []), slug]);
  }
  return map;
})();

/** "الجوالات" → "جوالات", "phones" → "phone": the forms a category's name and a question share. */
function stems(word: string): string[] {
  const forms = new Set([word]);
  if (word.startsWith("ال") && word.length > 4) forms.add(word.slice(2));
  // "بسماعة", "وللجوالات": "with", "and", "for" written onto the kind's word.
  for (const { prefix, rest } of arabicPrefixReadings(word)) {
    if (prefix !== "ال" && [...rest].length >= 3) forms.add(rest);
  }
  for (const form of [...forms]) {
    if (/^[a-z]{3,}s$/.test(form)) forms.add(form.slice(0, -1));
    if (/^[a-z]{3,}es$/.test(form)) forms.add(form.slice(0, -2));
    if (form.endsWith("ات") && form.length > 4) forms.add(form.slice(0, -2));
  }
  return [...forms];
}

/** A category's name words by stem. */
function nameStems(category: CategoryRef): Set<string> {
  const words = normalizeSearchText(`${category.nameEn} ${category.nameAr}`).split(" ");
  return new Set(words.filter((word) => word.length >= 3).flatMap(stems));
}

export type CategoryMatch = {
  categories: CategoryRef[];
  /** The question's words that did not name the category. */
  otherWords: string[];
  /** The words that named each category, by its id ("gaming" of "gaming monitor"). */
  phrases: Map<string, string>;
};

/**
 * The categories named in `words` (a parent is dropped when one of its own subcategories is named
 * too: "camera" means cameras, not drones), and the words left over.
 */
export function matchCategories(words: readonly string[], categories: readonly CategoryRef[]): CategoryMatch {
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  // Categories the vocabulary does not cover (added by an admin) are recognised by their names, and
  // so are departments, whose names shoppers use ("الأجهزة المنزلية", "TV & Audio").
  const departmentIds = new Set(categories.map((category) => category.parentId));
  const namedCategories = categories.filter(
    (category) => !(category.slug in CATEGORY_WORDS) || departmentIds.has(category.id),
  );
  const stemsById = new Map(namedCategories.map((category) => [category.id, nameStems(category)]));
  const namesById = new Map(
    namedCategories.map((category) => [
      category.id,
      [category.nameEn, category.nameAr].map(normalizeSearchText),
    ]),
  );
  const matched = new Map<string, CategoryRef>();
  const otherWords: string[] = [];
  const phrases = new Map<string, string>();

  for (let index = 0; index < words.length; ) {
    const match = longestPhraseAt(words, index, (phrase, run) => {
      const forms = run.length === 1 ? stems(phrase) : [phrase];
      let found = [...new Set(forms.flatMap((form) => SLUGS_BY_PHRASE.get(form) ?? []))]
        .map((slug) => bySlug.get(slug))
        .filter((category): category is CategoryRef => Boolean(category));
      if (found.length === 0 && run.length > 1) {
        found = namedCategories.filter((category) => namesById.get(category.id)?.includes(phrase));
      } else if (found.length === 0 && phrase.length >= 3) {
        found = namedCategories.filter((category) =>
          forms.some((form) => stemsById.get(category.id)?.has(form)),
        );
      }
      return found.length > 0 ? found : undefined;
    });
    if (match) {
      for (const category of match.value) {
        matched.set(category.id, category);
        phrases.set(category.id, words.slice(index, index + match.size).join(" "));
      }
      index += match.size;
    } else {
      otherWords.push(words[index]!);
      index += 1;
    }
  }

  const chosen = [...matched.values()];
  const parentIds = new Set(chosen.map((category) => category.parentId).filter(Boolean));
  return { categories: chosen.filter((category) => !parentIds.has(category.id)), otherWords, phrases };
}

/** A category with its subcategories, as browsing it would show (PD-12). */
export function expandCategories(chosen: readonly CategoryRef[], all: readonly CategoryRef[]): string[] {
  const ids = new Set(chosen.map((category) => category.id));
  for (const category of all) if (category.parentId && ids.has(category.parentId)) ids.add(category.id);
  return [...ids];
}

/**
 * "Gaming monitor", "شاشة ألعاب": a department and a kind of product of another department. The
 * kind is what is asked for; the department's word only qualifies it and narrows the list.
 */
export function headCategories(match: CategoryMatch, all: readonly CategoryRef[]): CategoryMatch {
  const parentIds = new Set(all.map((category) => category.parentId).filter(Boolean));
  const kinds = match.categories.filter((category) => !parentIds.has(category.id));
  const departments = match.categories.filter((category) => parentIds.has(category.id));
  if (!kinds.length) return match;
  // "شاشة ألعاب" is one phrase for monitors; its "ألعاب" still names the gaming department.
  const within = kinds.flatMap((kind) => {
    const phrase = (match.phrases.get(kind.id) ?? "").split(" ");
    if (phrase.length < 2) return [];
    return phrase.filter((word) =>
      matchCategories([word], all).categories.some(
        (named) => parentIds.has(named.id) && !kinds.some((other) => other.parentId === named.id),
      ),
    );
  });
  const qualifying = departments.filter(
    (department) => !kinds.some((kind) => kind.parentId === department.id),
  );
  if (!qualifying.length && !within.length) return match;
  return {
    categories: kinds,
    otherWords: [
      ...qualifying.flatMap((department) =>
        (match.phrases.get(department.id) ?? "").split(" ").filter(Boolean),
      ),
      ...within,
      ...match.otherWords,
    ],
    phrases: match.phrases,
  };
}
