// Words shoppers add for the size they want (issue 38): "ثلاجة سامسونج كبيرة", "big fridge", "small
// tv". Search reads them through the category's size attribute (a fridge's capacity, a
// television's screen size: docs/decisions/0025) and lists the biggest or the smallest first,
// instead of looking for the word in product names. Words are normalised when loaded.
import { normalizeSearchText } from "~/utils/arabic-text";

export type SizeWish = "larger" | "smaller";

const SIZE_WORDS: Readonly<Record<SizeWish, readonly string[]>> = {
  larger: [
    "big",
    "bigger",
    "biggest",
    "large",
    "larger",
    "largest",
    "huge",
    "كبير",
    "كبيرة",
    "كبار",
    "أكبر",
    "الكبير",
    "الكبيرة",
    "ضخم",
    "ضخمة",
    "عائلية",
    "عائلي",
  ],
  smaller: [
    "small",
    "smaller",
    "smallest",
    "compact",
    "little",
    "tiny",
    "صغير",
    "صغيرة",
    "صغار",
    "أصغر",
    "الصغير",
    "الصغيرة",
    "مدمج",
    "مدمجة",
  ],
};

const BY_WORD = new Map<string, SizeWish>(
  (Object.entries(SIZE_WORDS) as [SizeWish, readonly string[]][]).flatMap(([wish, words]) =>
    words.map((word) => [normalizeSearchText(word), wish] as const),
  ),
);

/** The size a (normalised) word asks for, if it is a size word. */
export function sizeWishOf(word: string): SizeWish | undefined {
  return BY_WORD.get(word);
}

/**
 * Attributes that are a product's size, best first: a category's first number attribute with one
 * of these keys, else its first number attribute measured in one of these unit families.
 */
export const SIZE_ATTRIBUTE_KEYS: readonly string[] = [
  "capacity",
  "screen_size",
  "cooling_capacity",
  "volume",
  "size",
];
