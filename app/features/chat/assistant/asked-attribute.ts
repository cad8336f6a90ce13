// Which specification a question asks about (issue 31 item 6, issue 34 item 4): "how heavy",
// "كم بطارية", "which has the bigger screen", "وش الأخف". The attribute is named by its key
// (app/features/attributes/standard-attributes.ts); the product's own value answers it. Pure text
// work on the question's normalised words.
import { normalizeSearchText } from "~/utils/arabic-text";

/** "More" of the value ("bigger", "أكبر") or "less" of it ("lighter", "أخف"). */
export type Wish = "more" | "less";

export type AskedAttribute = {
  /** Attribute keys the words may mean, most likely first ("battery" is the mAh, then the hours). */
  keys: readonly string[];
  /** What the shopper wants more or less of, when the question compares. */
  wish: Wish | null;
  /** A value the question asks whether the product has ("صناعة سعودية": Saudi Arabia). */
  expects: readonly string[] | null;
  /** The words that named it, as normalised ("وزن"). */
  said: readonly string[];
  /** Whether the question asks if the product has it ("Does it have a disc drive?"). */
  whether?: boolean;
  /** The figures the question says ("a 200MP camera?"): a yes must not pass over one. */
  figures?: readonly string[];
};

type Entry = { keys: readonly string[]; wish?: Wish; expects?: readonly string[] };

const entries = (keys: readonly string[], phrases: string, wish?: Wish): [string, Entry][] =>
  phrases
    .split(",")
    .flatMap((phrase) => withoutInnerArticles(normalizeSearchText(phrase.trim())))
    .map((phrase) => [phrase, { keys, ...(wish && { wish }) }]);

/**
 * "مدة التشغيل" is also written "مدة تشغيل" before the product's name ("مدة تشغيل مكنسة دايسون"):
 * Arabic drops the article of a noun that another noun follows, so both are read.
 */
function withoutInnerArticles(phrase: string): string[] {
  const [first, ...rest] = phrase.split(" ");
  if (!rest.length) return [phrase];
  const bare = [first, ...rest.map((word) => word.replace(/^ال(?=\p{Script=Arabic}{2})/u, ""))].join(" ");
  return bare === phrase ? [phrase] : [phrase, bare];
}

/** Phrases that ask whether the attribute's value is the one they name ("made in Saudi?"). */
const asking = (keys: readonly string[], phrases: string, expects: readonly string[]): [string, Entry][] =>
  phrases.split(",").map((phrase) => [normalizeSearchText(phrase.trim()), { keys, expects }]);

const SAUDI = ["saudi", "سعوديه", "السعوديه"].map(normalizeSearchText);
const INVERTER = ["inverter", "انفرتر"].map(normalizeSearchText);

const WEIGHT = ["weight"];
const SCREEN = ["screen_size"];
const CAMERA = ["main_camera", "resolution_mp"];

/** Words that name an attribute, each as the shopper writes it in either language. */
const ATTRIBUTE_WORDS: ReadonlyMap<string, Entry> = new Map([
  ...entries(WEIGHT, "weight, weigh, weighs, heavy, how heavy, وزن, الوزن, وزنه, وزنها, ثقيل, كم وزن"),
  ...entries(WEIGHT, "lighter, lightest, اخف, الاخف, أخف, الأخف, خفيف, الخفيف", "less"),
  ...entries(WEIGHT, "heavier, heaviest, اثقل, الاثقل", "more"),
  ...entries(["battery", "battery_life"], "battery, mah, بطاريه, البطاريه, بطاريته, بطاريتها, بطارية"),
  // "سعة بطارية آيفون 15": the battery's capacity, not the storage or a fridge's litres.
  ...entries(
    ["battery", "battery_life"],
    "battery capacity, سعه البطاريه, سعه بطاريه, سعه بطاريته, سعه بطاريتها, حجم البطاريه, حجم بطاريه",
  ),
  ...entries(
    ["battery_life", "battery"],
    "battery life, battery last, battery lasts, عمر البطاريه, تدوم, كم تدوم, يدوم, كم يدوم, مده عمر البطاريه",
  ),
  ...entries(
    SCREEN,
    "screen, display, screen size, inch, inches, شاشه, الشاشه, شاشته, شاشتها, بوصه, حجم الشاشه, حجم شاشه, مقاس الشاشه, مقاس شاشه",
  ),
  ...entries(["ram"], "ram, رام, الرام, memory, الذاكره العشوائيه"),
  ...entries(["storage"], "storage, تخزين, التخزين, سعه التخزين, المساحه"),
  ...entries(
    CAMERA,
    "camera, megapixel, megapixels, sensor, كاميرا, الكاميرا, كاميرته, كاميرتها, ميجابكسل, ميجا بكسل, ميجا, مستشعر, المستشعر, حساس, main camera, الكاميرا الرئيسيه, الكاميرا الاساسيه",
  ),
  ...entries(["processor"], "chip, chipset, processor, cpu, معالج, المعالج, معالجه"),
  ...entries(
    ["graphics"],
    "graphics, graphics card, gpu, كرت الشاشه, كرت شاشه, معالج الرسوميات, كرت الشاشة, كرت الرسوميات",
  ),
  ...entries(["refresh_rate"], "hz, refresh rate, هرتز, هيرتز, معدل التحديث"),
  ...entries(["capacity"], "litres, liters, litre, liter, لتر, capacity, السعه, سعه, سعتها, سعته"),
  // "ما هو حجم سلة قلاية نينجا؟": an air fryer's basket is its capacity.
  ...entries(["capacity"], "basket, baskets, سله, السله, سلته, سلتها, حجم السله"),
  // "كم وحدة تبريد مكيف إل جي؟": an air conditioner's BTU.
  ...entries(["cooling_capacity"], "وحده تبريد, وحدات تبريد, وحدات التبريد, وحده التبريد"),
  // "Does the iPhone 15 charge fast?": the charging row, where a product's specifications have one.
  ...entries(
    ["charging"],
    "charging, charge, charges, fast charging, charge fast, charges fast, charging speed, شحن سريع, الشحن السريع, سرعه الشحن, الشحن",
  ),
  // "كم كيلو تتحمل غسالة سامسونج؟": a washing machine's load.
  // A figure's "9 kilo" is the product's name ("ghassalat lg 9 kilo"), "how many kilos" the
  // question (UNITS).
  ...entries(["capacity"], "kg, kilo, kilos, كيلو, كجم, تتحمل, يتحمل, تشيل, يشيل"),
  // "كم تبلغ سعة خزان المياه في ديلونجي ديديكا؟": a coffee machine's water tank.
  ...entries(
    ["water_tank"],
    "water tank, tank, خزان, الخزان, خزان الماء, خزان المياه, سعه خزان الماء, سعه خزان المياه",
  ),
  ...entries(["cooling_capacity"], "btu, cooling capacity, قدره التبريد, قدره تبريد, قوه التبريد, قوه تبريد"),
  // "How powerful is it?", "كم قدرة المكيف؟": an air conditioner's BTU, a speaker's or a vacuum's watts.
  ...entries(
    ["cooling_capacity", "output_power", "power"],
    "power, powerful, how powerful, قدره, القدره, قدرته, قدرتها, قوه, قوته, قوتها",
  ),
  ...entries(
    ["water_resistance"],
    "water, waterproof, water resistant, water resistance, موية, المويه, مويه, ماء, الماء, عمق, مقاومه الماء, مقاوم للماء, مقاومه للماء, مقاوم للمويه, مقاومه للمويه, ضد الماء, ضد المويه, للماء, للمويه",
  ),
  ...entries(["made_in"], "made in, made, صناعه, صنع, بلد الصنع, منشا, صناعة"),
  ...asking(
    ["made_in"],
    "made in saudi, saudi made, made in saudi arabia, صناعه سعوديه, صنع في السعوديه, صناعه سعودي",
    SAUDI,
  ),
  ...entries(["compressor"], "compressor, الضاغط, ضاغط, نوع الضاغط"),
  // "Is the Zamil AC inverter?": whether its compressor is.
  ...asking(["compressor"], "inverter, انفرتر, الانفرتر, إنفرتر", INVERTER),
  ...entries(["resolution_mp", "resolution"], "resolution, دقه, الدقه, دقته, دقتها"),
  // "ما دقة كاميرا جالكسي S25 ألترا؟": a phone's camera, whose resolution is its main camera's.
  ...entries(
    CAMERA,
    "camera resolution, دقه الكاميرا, دقه كاميرا, دقه كاميرته, دقه كاميرتها, دقه الكاميرا الرئيسيه",
  ),
  // "What video resolution does it record?": its video, not its photos' megapixels.
  ...entries(["video"], "video resolution, video, دقه الفيديو, الفيديو, فيديو, تصوير الفيديو"),
  ...entries(["spin_speed"], "لفه, لفات, لفة, كم لفه, سرعه الدوران, دوران"),
  ...entries(["disc_drive"], "disc drive, disc, disk drive, مشغل اقراص, مشغل الاقراص, قرص"),
  ...entries(["operating_system"], "operating system, os, نظام التشغيل"),
  ...entries(
    ["colour"],
    "colour, color, colours, colors, لون, اللون, لونه, لونها, الوان, الالوان, الوانه, الوانها",
  ),
  // "كم تبلغ ذاكرة الوصول العشوائي في …؟": RAM, as Modern Standard Arabic names it.
  ...entries(["ram"], "ذاكره الوصول العشوائي, ذاكره الوصول"),
  ...entries(["energy_rating"], "energy rating, energy, تصنيف الطاقه, الطاقه"),
  ...entries(["output_power", "power"], "watt, watts, واط"),
  ...entries(["spin_speed"], "rpm, spin speed, سرعه العصر"),
  // "ما هي قوة الشفط في دايسون V15؟": a vacuum's suction row, not its motor's watts.
  ...entries(["suction"], "suction, suction power, قوه الشفط, الشفط, شفط"),
  // "How long can the DJI Mini 4 Pro fly?", "كم مدة الطيران؟": a drone's flight time.
  ...entries(["flight_time"], "flight time, flight, fly, مده الطيران, الطيران, طيران, يطير, تطير"),
  // "كم تقعد شغالة بالشحنة؟": how long a cordless appliance runs on one charge.
  ...entries(
    ["run_time", "battery_life"],
    "run time, runtime, how long does it run, تقعد, تقعد شغاله, تشتغل, شغاله, مده التشغيل, بالشحنه, بشحنه, الشحنه, شحنه واحده",
  ),
]);

/** Words that name a kind of product as well as an attribute ("screen" is also a TV). */
const ALSO_A_KIND = new Set(
  ["screen", "display", "شاشه", "الشاشه", "camera", "كاميرا", "الكاميرا"].map(normalizeSearchText),
);

/** Units, which follow a figure in a product's name ("65 inch", "5000 mAh"). */
const UNITS = new Set(
  [
    "inch",
    "inches",
    "بوصه",
    "mah",
    "hz",
    "هرتز",
    "هيرتز",
    "btu",
    "litres",
    "liters",
    "litre",
    "liter",
    "لتر",
    "watt",
    "watts",
    "واط",
    "rpm",
    "kg",
    "kilo",
    "kilos",
    "كيلو",
    "كجم",
  ].map(normalizeSearchText),
);

/** Units the question asks how many of: "how many watts", "كم واط", "kam watt" (as read). */
export function unitsAskedFor(words: readonly string[]): Set<string> {
  const asked = new Set<string>();
  words.forEach((word, index) => {
    const before = words.slice(Math.max(0, index - 2), index).join(" ");
    if (UNITS.has(word) && /(^|\s)(كم|how many|how much)$/.test(before)) asked.add(word);
  });
  return asked;
}

/** A unit a product's name writes after a figure ("55-inch", "18,000 BTU"). */
/** Whether the word alone names an attribute ("flight" of "flight time", "وزن"). */
export function isAttributeWord(word: string): boolean {
  return ATTRIBUTE_WORDS.has(word);
}

export function isUnitWord(word: string): boolean {
  return UNITS.has(word);
}

/** "bigger", "أكبر": more of whichever attribute the question names. */
const COMPARATIVES: ReadonlyMap<string, Wish> = new Map([
  ...[
    "bigger",
    "biggest",
    "larger",
    "largest",
    "more",
    "higher",
    "longer",
    "faster",
    "اكبر",
    "الاكبر",
    "اطول",
    "اعلى",
    "اكثر",
    "اسرع",
    // "which phone has the most RAM?"
    "most",
    "highest",
    "longest",
    "fastest",
    "الاعلى",
    "الاطول",
    "الاكثر",
    "الاسرع",
  ].map((word) => [normalizeSearchText(word), "more"] as const),
  ...["smaller", "smallest", "lower", "less", "least", "shortest", "اصغر", "الاصغر"].map(
    (word) => [normalizeSearchText(word), "less"] as const,
  ),
]);

/** Whether the word only says more or less of an attribute ("longest", "أكبر"). */
export function isComparativeWord(word: string): boolean {
  return COMPARATIVES.has(word);
}

const MAX_WORDS = 5;

/**
 * The attribute the words ask about and the words left to name products. A word that also names a
 * kind ("screen", "شاشة") asks about the attribute only where it follows the product's words or
 * a comparative ("iPhone 15 screen", "bigger screen"), not where it starts them ("شاشة سامسونج");
 * a unit after a figure ("65 inch TV") is part of the name.
 */
export function findAskedAttribute(
  words: readonly string[],
  { askedUnits = new Set<string>() }: { askedUnits?: ReadonlySet<string> } = {},
): {
  asked: AskedAttribute | null;
  words: string[];
} {
  let keys: readonly string[] | null = null;
  let wish: Wish | null = null;
  let expects: readonly string[] | null = null;
  const said: string[] = [];
  const rest: string[] = [];
  /** Where each phrase read as the attribute stood, so that a one-word echo can be given back. */
  const spans: { at: number; size: number; restAt: number; saidAt: number }[] = [];
  for (let index = 0; index < words.length; index++) {
    const comparative = COMPARATIVES.get(words[index]!);
    if (comparative) {
      wish ??= comparative;
      continue;
    }
    let matched = 0;
    for (let size = Math.min(MAX_WORDS, words.length - index); size >= 1 && !matched; size--) {
      const phrase = words.slice(index, index + size).join(" ");
      const entry = ATTRIBUTE_WORDS.get(phrase);
      if (!entry) continue;
      if (size === 1 && ALSO_A_KIND.has(phrase) && rest.length === 0 && wish === null) continue;
      // "65 inch", "18000 btu": a unit after its figure names the product, not what is asked.
      // Unless the question asks how many of it ("JBL PartyBox 110, how many watts?").
      if (UNITS.has(phrase) && /^[\d\u0660-\u0669]/.test(words[index - 1] ?? "") && !askedUnits.has(phrase))
        continue;
      if (!keys) keys = entry.keys;
      if (entry.wish) wish = entry.wish;
      if (entry.expects) expects = entry.expects;
      matched = size;
    }
    if (matched) {
      spans.push({ at: index, size: matched, restAt: rest.length, saidAt: said.length });
      said.push(...words.slice(index, index + matched));
      index += matched - 1;
      continue;
    }
    rest.push(words[index]!);
  }
  if (!keys) return { asked: null, words: [...words] };
  // "Does the PS5 disc edition have a disc drive?": "disc drive" is asked; the lone "disc" that a
  // longer phrase of the question repeats is the product's name ("disc edition"), and stays its.
  const echoes = spans.filter(
    (span) =>
      span.size === 1 &&
      spans.some(
        (other) => other.size > 1 && words.slice(other.at, other.at + other.size).includes(words[span.at]!),
      ),
  );
  for (const echo of echoes.reverse()) {
    rest.splice(echo.restAt, 0, words[echo.at]!);
    said.splice(echo.saidAt, 1);
  }
  return { asked: { keys, wish, expects, said }, words: rest };
}
