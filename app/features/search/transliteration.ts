import { normalizeSearchText } from "~/utils/arabic-text";

// Brand and product words that shoppers type in Arabic letters, with their Latin spelling
// (PD-18). Each line is one group of spellings of the same word: a query word or phrase equal
// to any of them also matches the group's first Latin and first Arabic spelling, so put first the
// spelling product names use ("de longhi" is how De'Longhi reads once normalised). Spellings are
// normalised when loaded (normalizeSearchText), so write them naturally: آيفون, أيفون and ايفون are
// one entry. Add a line to teach search a new word; nothing has to be re-indexed, because the
// expansion happens on the query side only.
const NAME_GROUPS: readonly (readonly string[])[] = [
  // Phones, tablets, computers
  ["apple", "ابل", "آبل"],
  ["iphone", "ايفون", "اي فون", "ايفن"],
  ["ipad", "ايباد", "اي باد"],
  ["macbook", "mac book", "ماك بوك", "ماكبوك"],
  ["imac", "اي ماك", "ايماك"],
  ["airpods", "air pods", "ايربودز", "اير بودز", "ايربود"],
  ["samsung", "سامسونج", "سامسونغ", "سامسنج", "سمسونج"],
  ["galaxy", "جالكسي", "جالاكسي", "جلاكسي", "غالاكسي", "قلاكسي"],
  ["huawei", "هواوي", "هواوى"],
  ["xiaomi", "شاومي", "شياومي"],
  ["redmi", "ريدمي"],
  ["honor", "هونر", "هونور", "اونر"],
  ["oppo", "اوبو"],
  ["vivo", "فيفو"],
  ["nokia", "نوكيا"],
  ["google", "جوجل", "قوقل"],
  ["pixel", "بكسل", "بيكسل"],
  ["lenovo", "لينوفو"],
  ["dell", "ديل"],
  ["hp", "اتش بي", "اش بي"],
  ["asus", "اسوس", "ازوس"],
  ["acer", "ايسر"],
  ["msi", "ام اس اي"],
  ["microsoft", "مايكروسوفت", "ميكروسوفت"],
  ["logitech", "لوجيتك", "لوجيتيك"],
  ["laptop", "لابتوب", "لاب توب"],
  ["intel", "انتل", "انتيل"],
  ["nvidia", "انفيديا"],
  // Gaming
  ["playstation", "play station", "بلايستيشن", "بلاي ستيشن", "بلاستيشن", "بلي ستيشن"],
  ["xbox", "اكس بوكس", "اكسبوكس"],
  ["nintendo", "نينتندو", "نينتيندو"],
  ["switch", "سويتش", "سوتش"],
  ["disc", "ديسك", "دسك"],
  ["digital", "ديجيتال", "دجيتال", "ديجتال"],
  ["sony", "سوني"],
  // TV, audio, cameras
  ["lg", "ال جي", "إل جي"],
  ["tcl", "تي سي ال"],
  ["hisense", "هايسنس", "هاي سنس"],
  ["oled", "اوليد", "او ليد"],
  ["qled", "كيو ليد", "كيوليد"],
  ["bose", "بوز"],
  ["jbl", "جي بي ال"],
  ["beats", "بيتس"],
  ["canon", "كانون"],
  ["alpha", "الفا"],
  ["nikon", "نيكون"],
  ["gopro", "go pro", "جوبرو", "جو برو", "قوبرو", "قو برو"],
  ["dji", "دي جي اي", "دي جي آي"],
  ["drone", "درون"],
  ["garmin", "جارمن", "قارمن", "جارمين"],
  ["fitbit", "فيتبت"],
  // Home and kitchen
  ["dyson", "دايسون"],
  ["philips", "فيليبس", "فلبس", "فيلبس"],
  ["bosch", "بوش"],
  ["braun", "براون"],
  ["haier", "هاير"],
  ["gree", "جري"],
  ["midea", "ميديا", "ميدايا"],
  ["zamil", "الزامل", "زامل"],
  ["roborock", "روبوروك"],
  ["nespresso", "نسبريسو", "نيسبريسو", "نسبرسو"],
  ["de longhi", "delonghi", "ديلونجي", "ديلونغي"],
  ["breville", "بريفيل"],
  ["kenwood", "كينوود", "كنوود"],
  ["ninja", "نينجا"],
  ["tefal", "تيفال"],
  ["oral b", "اورال بي"],
  // Perfumes
  ["dior", "ديور"],
  ["chanel", "شانيل", "شانل"],
  ["lattafa", "لطافه"],
  ["rasasi", "الرصاصي", "رصاصي"],
  ["yves saint laurent", "ysl", "ايف سان لوران"],
  ["gucci", "غوتشي", "قوتشي", "جوتشي"],
];

/** Words many product names share ("pro", "max"): in a partial match they weigh less than a brand. */
export const COMMON_WORD_GROUPS: readonly (readonly string[])[] = [
  ["pro", "برو"],
  ["max", "ماكس"],
  ["ultra", "الترا"],
  ["plus", "بلس"],
  ["mini", "ميني"],
  ["air", "اير"],
  ["flip", "فليب"],
  ["fold", "فولد"],
  ["watch", "واتش"],
  ["tab", "تاب"],
  ["buds", "بودز"],
  ["note", "نوت"],
  ["smart", "سمارت"],
  ["series", "سيريز", "سيريس"],
];

const UNIT_AND_WORD_GROUPS: readonly (readonly string[])[] = [
  // Units and words the catalogue spells one way (issue 18) and shoppers type several ways
  ["inch", "بوصة", "إنش", "انش"],
  ["kg", "كجم", "كيلو", "كغ", "كيلوجرام", "كيلوغرام"],
  ["machine", "ماكينة", "مكينة", "ماكنة"],
];

export const TRANSLITERATION_GROUPS: readonly (readonly string[])[] = [
  ...NAME_GROUPS,
  ...COMMON_WORD_GROUPS,
  ...UNIT_AND_WORD_GROUPS,
];

/** Every normalised spelling of a group to the group's first Latin spelling ("جالاكسي" → "galaxy"). */
export const LATIN_SPELLING: ReadonlyMap<string, string> = new Map(
  TRANSLITERATION_GROUPS.flatMap((group) => {
    const latin = group.find((spelling) => /^[a-z0-9 ]+$/i.test(spelling));
    return latin
      ? group.map((spelling) => [normalizeSearchText(spelling), normalizeSearchText(latin)] as const)
      : [];
  }),
);

/** Each group's Latin spelling (as LATIN_SPELLING gives it) to all of the group's spellings, normalised. */
export const SPELLINGS_OF_LATIN: ReadonlyMap<string, readonly string[]> = new Map(
  [...LATIN_SPELLING.values()].map((latin) => [
    latin,
    [...LATIN_SPELLING].filter(([, of]) => of === latin).map(([spelling]) => spelling),
  ]),
);

// How an Arabic letter is most often written in Latin brand and model names (ج as in جالكسي,
// galaxy; ق as in قوقل, google). Vowel letters become vowels; typo tolerance covers the rest.
const LATIN_OF: Readonly<Record<string, string>> = {
  ا: "a",
  ب: "b",
  ت: "t",
  ث: "th",
  ج: "g",
  ح: "h",
  خ: "kh",
  د: "d",
  ذ: "z",
  ر: "r",
  ز: "z",
  س: "s",
  ش: "sh",
  ص: "s",
  ض: "d",
  ط: "t",
  ظ: "z",
  ع: "a",
  غ: "g",
  ف: "f",
  ق: "g",
  ك: "k",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
  و: "o",
  ي: "i",
  ء: "",
  پ: "p",
  ڤ: "v",
  گ: "g",
};

/**
 * Latin readings of an Arabic word the table does not know (a model such as ماجنيفيكا,
 * "Magnifica"): a letter-by-letter reading, and the same with ج read as "j". Empty for a word
 * with other letters than Arabic ones. Search compares them with the catalogue's Latin words,
 * allowing for typos, only when the word itself matches nothing.
 */
export function latinReadings(word: string): string[] {
  if (!/^\p{Script=Arabic}+$/u.test(word)) return [];
  const letters = [...word];
  if (letters.some((letter) => LATIN_OF[letter] === undefined)) return [];
  const read = (overrides: Record<string, string>) =>
    letters
      .map((letter, index) => {
        // A و or ي that starts a word is a consonant.
        if (index === 0 && letter === "و") return "w";
        if (index === 0 && letter === "ي") return "y";
        // A final ه is mostly a ة, folded: a vowel.
        if (index === letters.length - 1 && letter === "ه") return "a";
        return overrides[letter] ?? LATIN_OF[letter];
      })
      .join("");
  return [...new Set([read({}), read({ ج: "j" })])];
}
