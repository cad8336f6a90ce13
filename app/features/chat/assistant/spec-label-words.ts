// The words of the specifications' Arabic names ("قوة الشفط", "خزان الماء", "التركيز"), from the
// standard attributes (app/features/attributes/standard-attributes.ts): "ما التركيز في عطر ديور
// سوفاج؟" names a specification and asks for its value, though no other word of it does. Words that
// also say what kind of product it is ("الشاشة", "الكاميرا") or are too short to tell are left out.
import { STANDARD_ATTRIBUTES } from "~/features/attributes/standard-attributes";
import { normalizeSearchText } from "~/utils/arabic-text";

const NOT_LABELS = new Set(
  ["الشاشه", "شاشه", "الكاميرا", "كاميرا", "الذكيه", "الرئيسيه"].map(normalizeSearchText),
);

const SPEC_LABEL_WORDS: ReadonlySet<string> = new Set(
  Object.values(STANDARD_ATTRIBUTES)
    .flat()
    .flatMap((definition) => [definition.labelAr, ...definition.synonyms])
    .filter((label) => /\p{Script=Arabic}/u.test(label))
    .flatMap((label) => normalizeSearchText(label).split(" "))
    .filter((word) => word.length >= 3 && !NOT_LABELS.has(word)),
);

/** Whether the word is one of a specification's Arabic name ("الشفط" of "قوة الشفط"). */
export function isSpecLabelWord(word: string): boolean {
  return SPEC_LABEL_WORDS.has(word);
}
