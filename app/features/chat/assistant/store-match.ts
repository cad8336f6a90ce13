// Finds a store named in a question ("how much is it at Jarir", "كم سعره في جرير", "بجرير") among
// the stores Qaren knows, in either language, so the answer quotes that store's offer.
import { normalizeSearchText } from "~/utils/arabic-text";

export type NamedStore = { name: string; nameAr: string | null };

/** The ways a shopper writes a store's name: "Amazon.sa", "amazon", "أمازون", "virgin megastore", "virgin". */
function aliasesOf(store: NamedStore): string[][] {
  const names = [store.name, store.name.replace(/\.[a-z]{2,3}$/i, ""), store.nameAr ?? ""];
  const firstWord = store.name.split(/\s+/)[0] ?? "";
  if (firstWord !== store.name && firstWord.length >= 4) names.push(firstWord);
  return [
    ...new Set(names.map((name) => normalizeSearchText(name.replace(/[-.]/g, " ")).trim()).filter(Boolean)),
  ].map((alias) => alias.split(" "));
}

/** An Arabic word with "in", "at", "for" or "and" written onto it: بجرير, لجرير, فجرير, وجرير. */
function withoutArabicPreposition(word: string): string | null {
  return /^[بلفو]\p{Script=Arabic}{2,}$/u.test(word) ? word.slice(1) : null;
}

/**
 * The first store the words name, and the words without it (the product, if any). Longer names
 * are tried first, so "virgin megastore" is one store, not "virgin" and a product "megastore".
 */
export function findNamedStore<T extends NamedStore>(
  words: readonly string[],
  stores: readonly T[],
): { store: T | null; words: string[] } {
  const candidates = stores
    .flatMap((store) => aliasesOf(store).map((alias) => ({ store, alias })))
    .sort((a, b) => b.alias.length - a.alias.length);
  for (const { store, alias } of candidates) {
    for (let start = 0; start + alias.length <= words.length; start++) {
      const matches = alias.every((part, i) => {
        const word = words[start + i]!;
        return word === part || (i === 0 && withoutArabicPreposition(word) === part);
      });
      if (matches) return { store, words: [...words.slice(0, start), ...words.slice(start + alias.length)] };
    }
  }
  return { store: null, words: [...words] };
}

/** Every store the words name ("PS5 cheapest, Jarir or noon?"), and the words without them. */
export function findNamedStores<T extends NamedStore>(
  words: readonly string[],
  stores: readonly T[],
): { stores: T[]; words: string[] } {
  const named: T[] = [];
  let rest = [...words];
  for (let found = findNamedStore(rest, stores); found.store; found = findNamedStore(rest, stores)) {
    if (!named.includes(found.store)) named.push(found.store);
    rest = found.words;
  }
  return { stores: named, words: rest };
}
