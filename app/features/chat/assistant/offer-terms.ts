// What a delivery/seller/warranty question asks (issue 34 item 4, issue 32): the city it names, if
// any, and which of an offer's terms it is about. Pure text work on the question's words; the
// terms themselves come from the stored offer details (offer-details feature).
import type { Region } from "~/features/offer-details/offer-details";
import { normalizeSearchText } from "~/utils/arabic-text";
import { FASTEST_WORDS } from "./vocabulary";

/** What of the offer is asked about. */
export type TermsTopic = "delivery" | "pickup" | "seller" | "warranty" | "instalments" | "returns";

/** City names shoppers write, normalised like search text, for each delivery region. */
const REGION_WORDS: Record<Exclude<Region, "other">, readonly string[]> = {
  riyadh: ["riyadh", "riyad", "رياض", "الرياض"],
  jeddah: ["jeddah", "jedda", "jiddah", "jidda", "جده", "جدة"],
  makkah: ["makkah", "makka", "mecca", "mekkah", "مكه", "مكة"],
  madinah: ["madinah", "medina", "madina", "المدينه", "المدينة"],
  eastern: [
    "eastern",
    "dammam",
    "khobar",
    "alkhobar",
    "dhahran",
    "الدمام",
    "دمام",
    "الخبر",
    "خبر",
    "الظهران",
    "الشرقيه",
  ],
};

/** Saudi cities outside the regions stores list, which their "other regions" terms cover. */
const OTHER_CITY_WORDS: readonly string[] = [
  "tabuk",
  "abha",
  "hail",
  "buraidah",
  "buraydah",
  "qassim",
  "taif",
  "jazan",
  "jizan",
  "najran",
  "yanbu",
  "jubail",
  "hofuf",
  "ahsa",
  "qatif",
  "arar",
  "sakaka",
  "unaizah",
  "baha",
  "khamis",
  "تبوك",
  "ابها",
  "حائل",
  "بريده",
  "القصيم",
  "الطائف",
  "طائف",
  "جازان",
  "جيزان",
  "نجران",
  "ينبع",
  "الجبيل",
  "جبيل",
  "الهفوف",
  "الاحساء",
  "القطيف",
  "عرعر",
  "سكاكا",
  "عنيزه",
  "الباحه",
  "خميس",
];

const WORD_REGION: ReadonlyMap<string, Region> = new Map([
  ...Object.entries(REGION_WORDS).flatMap(([region, words]) =>
    words.map((word) => [normalizeSearchText(word), region as Region] as const),
  ),
  ...OTHER_CITY_WORDS.map((word) => [normalizeSearchText(word), "other" as Region] as const),
]);

/** Words written around a region's name that say no more than it ("المنطقة الشرقية", "Eastern Province"). */
const REGION_WORDS_AROUND = new Set(["المنطقه", "منطقه", "region", "province", "مشيط"]);

/** Words written with the city that only complete its name ("مكة المكرمة", "Al Khobar"). */
const REGION_TAILS = new Set(["المكرمه", "المنوره", "al"]);

/** The region a word names, also with an Arabic preposition written onto it ("لجدة", "للدمام"). */
function regionOfWord(word: string): Region | null {
  const direct = WORD_REGION.get(word);
  if (direct) return direct;
  const match = /^(لل|بال|وال|ل|ب|و|ف)(\p{Script=Arabic}{2,})$/u.exec(word);
  if (!match?.[2]) return null;
  return WORD_REGION.get(match[2]) ?? WORD_REGION.get(`ال${match[2]}`) ?? null;
}

/** The region the question's words name, and the words without it (it is no product word). */
export function findRegion(words: readonly string[]): { region: Region | null; words: string[] } {
  let region: Region | null = null;
  const rest: string[] = [];
  for (const word of words) {
    const named = regionOfWord(word);
    if (named && !region) {
      region = named;
      continue;
    }
    if (region && REGION_TAILS.has(word)) continue;
    rest.push(word);
  }
  return { region, words: region ? rest.filter((word) => !REGION_WORDS_AROUND.has(word)) : rest };
}

const TOPIC_PATTERNS: readonly [TermsTopic, RegExp][] = [
  ["instalments", /instal|installment|tabby|tamara|تقسيط|تابي|تمارا|اقساط|قسط|pay in/],
  ["warranty", /warrant|guarantee|version|ضمان|كفال|نسخه/],
  ["seller", /seller|sold by|who sells|بائع|بايع|يبيع/],
  ["returns", /return|استرجاع|ارجاع/],
  ["pickup", /pick ?up|collect|showroom|in store|استلام|استلم|من الفرع|المعرض/],
];

/** The term a question asks about; delivery when it names none of the others. */
export function termsTopicOf(question: string): TermsTopic {
  const text = normalizeSearchText(question);
  return TOPIC_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? "delivery";
}

const FASTEST: ReadonlySet<string> = new Set(FASTEST_WORDS);

/** "Which store delivers it fastest?", "أسرع متجر يوصل": the stores by their delivery days. */
export function asksFastest(question: string): boolean {
  return normalizeSearchText(question)
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => FASTEST.has(word));
}
