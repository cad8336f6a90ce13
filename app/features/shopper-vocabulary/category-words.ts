// The words shoppers use for kinds of products (issue 17, ADR-0019), one list for search and the
// assistant (issue 37): for each category slug of the demo catalogue, the everyday English and
// Arabic words and phrases that name it (singular, plural, Gulf and Saudi dialect forms), and how
// readily that kind is what a shopper means when the query names only a brand or a model. Category
// names themselves are type words too (read from the database), so a category an administrator
// adds is found by its name without an entry here. Words are normalised when loaded
// (normalizeSearchText): write them naturally.
//
// To teach search and the assistant a new word: add it to its category's list. A word may name
// several categories ("شاشة" is a television and a monitor). Nothing has to be re-indexed: a type
// word matches the products of its categories (and their subcategories) at query time, besides any
// product whose name contains the word.
import { normalizeSearchText } from "~/utils/arabic-text";

export type CategoryVocabulary = {
  words: readonly string[];
  /**
   * Words that name this kind too, though shoppers mostly mean another kind whose `words` list
   * them ("سماعة" is mostly headphones, sometimes a speaker). Search finds this kind by them as
   * well; the assistant, which answers about one kind, reads them as the other.
   */
  alsoWords?: readonly string[];
  /**
   * Which products of a brand come first when the query names no type (higher first): 5 for
   * phones, 4 for the other kinds a brand is known for (laptops, tablets, televisions, consoles),
   * 3 for large appliances, watches and perfumes, 2 for other main products, 1 for accessories.
   * A category without an entry takes its parent's, else 2.
   */
  prominence: 1 | 2 | 3 | 4 | 5;
  /**
   * Kinds within this one that have no category of their own ("shaver" of personal care): the words
   * that name such a part, and words its products' names carry. A list asked for by one of them
   * keeps to those products; a toothbrush is no "cheapest shaver".
   */
  parts?: readonly Part[];
};

export type Part = {
  /** What a list of them is called, in each language ("shavers", "ماكينات الحلاقة"). */
  name: { en: string; ar: string };
  words: readonly string[];
  nameWords: readonly string[];
};

export const CATEGORY_VOCABULARY: Readonly<Record<string, CategoryVocabulary>> = {
  "phones-tablets": {
    prominence: 4,
    words: ["phones and tablets", "mobiles and tablets"],
  },
  smartphones: {
    prominence: 5,
    words: [
      "phone",
      "phones",
      "mobile",
      "mobiles",
      "mobile phone",
      "mobile phones",
      "smartphone",
      "smartphones",
      "smart phone",
      "cell phone",
      "cellphone",
      "جوال",
      "جوالات",
      "الجوال",
      "جوال ذكي",
      "موبايل",
      "موبايلات",
      "هاتف",
      "هواتف",
      "هاتف ذكي",
      "هواتف ذكيه",
      "هاتف محمول",
      "تلفون",
      "تليفون",
      "تلفونات",
      "سمارت فون",
      "جوالات ذكيه",
      "cellphones",
    ],
  },
  tablets: {
    prominence: 4,
    words: ["tablet", "tablets", "تابلت", "جهاز لوحي", "اجهزه لوحيه", "لوحي", "تابلتات"],
  },
  computers: {
    prominence: 4,
    words: ["computer", "computers", "pc", "كمبيوتر", "كمبيوترات", "حاسب", "حاسوب", "حاسب الي"],
  },
  laptops: {
    prominence: 4,
    words: [
      "laptop",
      "laptops",
      "notebook",
      "notebooks",
      "لابتوب",
      "لابتوبات",
      "لاب توب",
      "لاب",
      "حاسب محمول",
      "حاسوب محمول",
      "كمبيوتر محمول",
      "جهاز محمول",
      "نوت بوك",
    ],
  },
  monitors: {
    prominence: 3,
    alsoWords: ["screen", "شاشه", "شاشات"],
    words: [
      "monitor",
      "monitors",
      "display",
      "شاشه كمبيوتر",
      "شاشه العاب",
      "مونيتور",
      "شاشات كمبيوتر",
      "شاشات ألعاب",
      "مونيتر",
    ],
  },
  "tv-audio": { prominence: 3, words: ["tv and audio"] },
  televisions: {
    prominence: 4,
    words: [
      "tv",
      "tvs",
      "television",
      "televisions",
      "smart tv",
      "screen",
      "تلفزيون",
      "تلفزيونات",
      "تليفزيون",
      "تلفاز",
      "تلفزه",
      "شاشه",
      "شاشات",
      "شاشه تلفزيون",
      "تي في",
      "شاشات تلفزيون",
    ],
  },
  headphones: {
    prominence: 2,
    alsoWords: ["سماعه بلوتوث", "سماعات بلوتوث"],
    words: [
      "headphones",
      "headphone",
      "headset",
      "earbuds",
      "earphones",
      "earphone",
      "سماعه",
      "سماعات",
      "سماعه راس",
      "سماعات راس",
      "سماعه اذن",
      "سماعات اذن",
      "هيدفون",
      "headsets",
    ],
  },
  speakers: {
    prominence: 2,
    parts: [
      {
        name: { en: "speakers", ar: "سماعات البلوتوث" },
        // "portable" names the kind, not a word of the product's name: the Sony XB100 is one too.
        words: [
          "speaker",
          "speakers",
          "bluetooth speaker",
          "portable speaker",
          "portable bluetooth speaker",
          "سماعه بلوتوث",
          "سماعات بلوتوث",
          "سبيكر",
        ],
        nameWords: ["speaker", "سماعه"],
      },
      {
        name: { en: "soundbars", ar: "مكبرات الساوند بار" },
        words: ["soundbar", "sound bar", "soundbars", "ساوند بار", "ساوندبار"],
        nameWords: ["soundbar", "ساوند بار"],
      },
    ],
    alsoWords: ["سماعه", "سماعات"],
    words: [
      "speaker",
      "speakers",
      "soundbar",
      "sound bar",
      "bluetooth speaker",
      "portable speaker",
      "portable bluetooth speaker",
      "سماعه بلوتوث",
      "سماعات بلوتوث",
      "مكبر صوت",
      "مكبرات صوت",
      "مكبر الصوت",
      "سبيكر",
      "ساوند بار",
      "ساوندبار",
      "soundbars",
      "مكبرات الصوت",
    ],
  },
  "home-appliances": {
    prominence: 2,
    words: ["home appliances", "appliances", "اجهزه منزليه", "اجهزه كهربائيه"],
  },
  "washing-machines": {
    prominence: 3,
    words: [
      "washing machine",
      "washing machines",
      "washer",
      "washers",
      "غساله",
      "غسالات",
      "غساله ملابس",
      "غسالات ملابس",
      "غساله هدوم",
    ],
  },
  refrigerators: {
    prominence: 3,
    words: [
      "refrigerator",
      "refrigerators",
      "fridge",
      "fridges",
      "ثلاجه",
      "ثلاجات",
      "براد",
      "براده",
      "تلاجه",
      "freezer",
      "freezers",
      "refrigeration",
      "فريزر",
      "فريزرات",
      "مجمد",
      "مجمدات",
      "اجهزه تبريد",
    ],
  },
  "air-conditioners": {
    prominence: 3,
    words: [
      "air conditioner",
      "air conditioners",
      "ac",
      "aircon",
      "مكيف",
      "مكيفات",
      "كنديشن",
      "تكييف",
      "اجهزه تكييف",
      "air conditioning",
      "acs",
    ],
  },
  "vacuum-cleaners": {
    prominence: 2,
    words: [
      "vacuum",
      "vacuums",
      "vacuum cleaner",
      "vacuum cleaners",
      "hoover",
      "مكنسه",
      "مكانس",
      "مكنسه كهربائيه",
      "كنسه",
    ],
  },
  kitchen: { prominence: 2, words: ["kitchen appliances", "اجهزه مطبخ", "اجهزه المطبخ", "kitchen", "مطبخ"] },
  "coffee-machines": {
    prominence: 2,
    words: [
      "coffee machine",
      "coffee machines",
      "coffee maker",
      "espresso machine",
      "espresso",
      "ماكينه قهوه",
      "مكينه قهوه",
      "ماكينات قهوه",
      "مكائن قهوه",
      "مكينة اسبريسو",
      "ماكينه اسبريسو",
      "صانعه قهوه",
      "قهوه",
      "اسبريسو",
      "coffee",
    ],
  },
  "small-kitchen-appliances": {
    prominence: 2,
    parts: [
      {
        name: { en: "air fryers", ar: "القلايات الهوائية" },
        words: [
          "air fryer",
          "airfryer",
          "fryer",
          "air fryers",
          "قلايه",
          "قلايه هوائيه",
          "قلايات",
          "قلايات هوائيه",
          "اير فراير",
        ],
        nameWords: ["fryer", "airfryer", "قلايه"],
      },
      {
        name: { en: "stand mixers", ar: "العجانات" },
        words: ["mixer", "stand mixer", "عجانه", "عجانات"],
        nameWords: ["mixer", "عجانه"],
      },
    ],
    words: [
      "air fryer",
      "airfryer",
      "fryer",
      "mixer",
      "stand mixer",
      "blender",
      "قلايه",
      "قلايه هوائيه",
      "قلايات",
      "قلايات هوائيه",
      "عجانه",
      "عجانات",
      "خلاط",
      "خلاطات",
      "اير فراير",
      "air fryers",
    ],
  },
  gaming: { prominence: 3, words: ["gaming", "games", "العاب", "قيمنق", "جيمنج", "الألعاب"] },
  consoles: {
    prominence: 4,
    words: [
      "console",
      "consoles",
      "game console",
      "gaming console",
      "جهاز العاب",
      "اجهزه العاب",
      "منصه العاب",
      "كونسول",
      "أجهزة الألعاب",
    ],
  },
  "gaming-accessories": {
    prominence: 1,
    parts: [
      {
        name: { en: "controllers", ar: "أيادي التحكم" },
        words: [
          "controller",
          "controllers",
          "gamepad",
          "يد تحكم",
          "ايادي تحكم",
          "يد",
          "دراعه",
          "ذراع تحكم",
          "جويستيك",
        ],
        nameWords: ["controller", "تحكم"],
      },
      {
        name: { en: "gaming mice", ar: "فأرات الألعاب" },
        words: ["gaming mouse", "mouse", "ماوس", "فاره"],
        nameWords: ["mouse", "ماوس", "فاره"],
      },
    ],
    words: [
      "controller",
      "controllers",
      "gamepad",
      "gaming mouse",
      "mouse",
      "يد تحكم",
      "ايادي تحكم",
      "يد",
      "دراعه",
      "ذراع تحكم",
      "gaming accessories",
      "جويستيك",
      "ماوس",
      "فاره",
      "اكسسوارات العاب",
    ],
  },
  "cameras-drones": { prominence: 2, words: ["cameras", "camera", "كاميرا", "كاميرات", "تصوير"] },
  "mirrorless-cameras": {
    prominence: 2,
    words: [
      "mirrorless",
      "mirrorless camera",
      "digital camera",
      "كاميرا احترافيه",
      "كاميرا ديجيتال",
      "كاميرا رقميه",
      "camera",
      "cameras",
      "mirrorless cameras",
      "كاميرا",
      "كاميرات",
      "بدون مرآة",
    ],
  },
  "action-cameras": {
    prominence: 2,
    words: [
      "action camera",
      "action cam",
      "vlog camera",
      "vlogging camera",
      "كاميرا اكشن",
      "كاميرا رياضيه",
      "كاميرا فلوق",
      "camera",
      "cameras",
      "action cameras",
      "كاميرا",
      "كاميرات",
      "كاميرات أكشن",
    ],
  },
  drones: {
    prominence: 2,
    words: [
      "drone",
      "drones",
      "quadcopter",
      "درون",
      "درونز",
      "طائره درون",
      "طياره درون",
      "طائره تصوير",
      "طائرات درون",
    ],
  },
  wearables: { prominence: 2, words: ["wearables", "wearable", "اجهزه قابله للارتداء"] },
  smartwatches: {
    prominence: 3,
    words: [
      "smartwatch",
      "smartwatches",
      "smart watch",
      "smart watches",
      "watch",
      "watches",
      "ساعه",
      "ساعات",
      "ساعه ذكيه",
      "ساعات ذكيه",
      "سمارت واتش",
      "ساعه سمارت",
    ],
  },
  "fitness-trackers": {
    prominence: 2,
    words: [
      "fitness tracker",
      "fitness trackers",
      "fitness band",
      "smart band",
      "activity tracker",
      "سوار ذكي",
      "اسواره ذكيه",
      "سوار رياضي",
      "ساعه رياضيه",
      "ساعه جري",
      "باند",
      "tracker",
      "trackers",
      "سوار لياقة",
      "أساور",
    ],
  },
  "perfumes-beauty": { prominence: 2, words: ["beauty", "تجميل"] },
  perfumes: {
    prominence: 3,
    words: [
      "perfume",
      "perfumes",
      "fragrance",
      "fragrances",
      "cologne",
      "عطر",
      "عطور",
      "برفان",
      "بارفان",
      "ريحه",
      "العطور",
    ],
  },
  "personal-care": {
    prominence: 2,
    parts: [
      {
        name: { en: "shavers", ar: "ماكينات الحلاقة" },
        words: [
          "shaver",
          "shavers",
          "electric shaver",
          "electric shavers",
          "electric razor",
          "razor",
          "trimmer",
          "ماكينه حلاقه",
          "مكينه حلاقه",
          "حلاقه",
          "شفرات",
          "تريمر",
        ],
        nameWords: ["shaver", "oneblade", "trimmer", "razor", "حلاقه", "ون بليد"],
      },
      {
        name: { en: "hair dryers", ar: "السشوارات" },
        words: ["hair dryer", "سشوار", "استشوار", "مجفف شعر"],
        nameWords: ["dryer", "مجفف", "سشوار"],
      },
      {
        name: { en: "toothbrushes", ar: "فرش الأسنان" },
        words: ["toothbrush", "electric toothbrush", "فرشاه اسنان", "فرشاه اسنان كهربائيه"],
        nameWords: ["toothbrush", "فرشاه"],
      },
    ],
    words: [
      "personal care",
      "shaver",
      "electric shaver",
      "electric shavers",
      "electric razor",
      "razor",
      "trimmer",
      "hair dryer",
      "toothbrush",
      "electric toothbrush",
      "ماكينه حلاقه",
      "مكينه حلاقه",
      "حلاقه",
      "شفرات",
      "سشوار",
      "استشوار",
      "مجفف شعر",
      "فرشاه اسنان",
      "فرشاه اسنان كهربائيه",
      "تريمر",
      "shavers",
      "عناية شخصية",
    ],
  },
};

/**
 * The part of the kind `phrase` names ("shaver" of personal care): what it is called, and the words
 * its products' names carry (normalised); null when the phrase names the whole kind.
 */
export function findPart(slug: string, phrase: string): Part | null {
  return PARTS.get(slug)?.find(({ words }) => words.includes(phrase)) ?? null;
}

/** Whether a product's name carries a word of the part ("Wireless Controller" of controllers). */
export function isNamedInPart(product: { nameEn: string; nameAr: string }, part: Part): boolean {
  const name = ` ${normalizeSearchText(`${product.nameEn} ${product.nameAr}`)} `;
  return part.nameWords.some((word) => name.includes(` ${word} `));
}

const PARTS: ReadonlyMap<string, Part[]> = new Map(
  Object.entries(CATEGORY_VOCABULARY).flatMap(([slug, { parts }]) =>
    parts
      ? [
          [
            slug,
            parts.map((part) => ({
              ...part,
              words: normalizedOnce(part.words),
              nameWords: normalizedOnce(part.nameWords),
            })),
          ],
        ]
      : [],
  ),
);

function normalizedOnce(words: readonly string[]): string[] {
  return [...new Set(words.map(normalizeSearchText).filter(Boolean))];
}

/** Each slug's words, normalised and each once: the kind a word names first. */
export const CATEGORY_WORDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(CATEGORY_VOCABULARY).map(([slug, { words }]) => [slug, normalizedOnce(words)]),
);

/** Each slug's words and also-words, normalised and each once: every word that finds the kind. */
export const CATEGORY_ALL_WORDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(CATEGORY_VOCABULARY).map(([slug, { words, alsoWords = [] }]) => [
    slug,
    normalizedOnce([...words, ...alsoWords]),
  ]),
);

/** Words that make a category's name one of accessories or parts for a kind, not the kind itself. */
const ACCESSORY_MARKERS = new Set(
  normalizedOnce([
    "accessories",
    "accessory",
    "parts",
    "cases",
    "covers",
    "chargers",
    "cables",
    "اكسسوارات",
    "إكسسوارات",
    "ملحقات",
    "قطع",
    "كفرات",
    "اغطيه",
    "شواحن",
    "كيابل",
  ]),
);

/** A normalised name's words without the Arabic article or a conjunction glued to it ("والمجمدات"). */
function bareWords(text: string): string {
  return text
    .split(" ")
    .map((word) => {
      const prefix = ["وال", "بال", "لل", "ال"].find(
        (candidate) => word.startsWith(candidate) && [...word].length - candidate.length >= 3,
      );
      return prefix ? word.slice(prefix.length) : word;
    })
    .join(" ");
}

// "العاب" is a word, not "عاب" with an article: each phrase and name is tried with and without.
const KIND_PHRASES: readonly { slug: string; phrase: string }[] = Object.entries(CATEGORY_WORDS).flatMap(
  ([slug, words]) =>
    [...new Set(words.flatMap((word) => [word, bareWords(word)]))].map((phrase) => ({ slug, phrase })),
);

/**
 * The kinds of the vocabulary a category's names say it is, in any catalogue (issue 38): a
 * catalogue that calls its air conditioners "أجهزة تكييف" or its fridges "أجهزة التبريد" is
 * found by "مكيف" and "ثلاجة" too. A name says a kind when it holds one of the kind's own words
 * (not its also-words) as whole words, articles aside, and of several kinds those named by the
 * longest phrase; a name of accessories or parts ("Phone Accessories") says only a kind whose word
 * names accessories.
 */
export function kindsNamedBy(names: readonly string[]): string[] {
  const key = names.join("\u0000");
  const known = namedKinds.get(key);
  if (known) return known;
  // Search reads them for every category on every search: each name is read once.
  if (namedKinds.size >= MAX_REMEMBERED_NAMES) namedKinds.clear();
  const kinds = readKinds(names);
  namedKinds.set(key, kinds);
  return kinds;
}

const MAX_REMEMBERED_NAMES = 10_000;
const namedKinds = new Map<string, string[]>();

function readKinds(names: readonly string[]): string[] {
  const texts = names.flatMap((name) => {
    const normalized = normalizeSearchText(name);
    return [` ${normalized} `, ` ${bareWords(normalized)} `];
  });
  const isAccessories = texts.some((text) => text.split(" ").some((word) => ACCESSORY_MARKERS.has(word)));
  // The longest phrase wins: "أجهزة التبريد" is fridges, not "appliances" as well.
  const longest = new Map<string, number>();
  for (const { slug, phrase } of KIND_PHRASES) {
    if (!phrase || !texts.some((text) => text.includes(` ${phrase} `))) continue;
    if (isAccessories && !phrase.split(" ").some((word) => ACCESSORY_MARKERS.has(word))) continue;
    longest.set(slug, Math.max(longest.get(slug) ?? 0, phrase.split(" ").length));
  }
  const best = Math.max(0, ...longest.values());
  return [...longest].filter(([, size]) => size === best).map(([slug]) => slug);
}
