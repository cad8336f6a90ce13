// Questions about Qaren itself ("How do I compare two products?", "ما معنى سعر منخفض؟", "How do I
// delete my account?"): answered from the help texts (chat.answers.help.*), never searched as product
// names. Pure text work, like question.ts; a question that also names something else (a product, a
// category) is left to the catalogue.
import { normalizeSearchText } from "~/utils/arabic-text";
import type { ParsedQuestion } from "./question";

export type HelpTopic =
  | "alerts"
  | "compare"
  | "deals"
  | "verdicts"
  | "history"
  | "prices"
  | "totals"
  | "site"
  | "saving"
  | "account"
  | "reviews";

/** Normalised like search text, comma-separated. */
const list = (...lines: string[]) =>
  lines
    .flatMap((line) => line.split(","))
    .map(normalizeSearchText)
    .filter(Boolean);

/** Words that ask how something works or what it means (not "what are", which asks for things). */
const HOW_TO_PHRASES = list(
  "how do i, how can i, how do you, how does, how do, how to, how is, how are, where do i, where can i",
  "where is, where are, وين القى, وين الاقي, وين اشوف",
  "work, works, working, mean, means, meaning, what is a, what is the, what does, what do, explain",
  "كيف, طريقة, طريقه, معنى, يعني, تعني, المقصود, اشرح, وش هي, وش هو, ايش هي, ايش هو, ما هي, ما هو",
  "تشتغل, يشتغل, تعمل, يعمل",
  "can i get, can i, كيف يحدد, كيف يقرر, ابي ايميل, ابغى ايميل, وين صفحه, وين الصفحه",
  "اقدر, هل اقدر, يمكنني, هل يمكنني, كيف اعرف",
  "is qaren, where do, how often, هل قارن, هل التطبيق, هل الموقع, من وين, منين, كم مره",
  // "ما الفرق بين السعر المنخفض والسعر المعتاد؟": which of two of Qaren's words means what.
  "difference between, الفرق بين, ايش الفرق, وش الفرق, ما الفرق",
  // "هل أحتاج إلى حساب لاستخدام قارن؟", "ماذا تعني عبارة …؟"
  "do i need, هل احتاج, احتاج, تعني عباره, يعني عباره",
  // "هل الأسعار في قارن محدثة؟", "من أين تحصلون على الأسعار؟", "ليش السعر غير عن سعر المتجر؟",
  // "shlon a3rf …" (how do I know).
  "هل الاسعار, من اين, ليش, لماذا, why, شلون, كيف تحسبون, كيف يحسب",
);

/** What each topic is called; the first matching topic wins, most specific first. */
const TOPIC_PHRASES: [HelpTopic, string[]][] = [
  [
    "verdicts",
    list(
      "low price, typical price, high price, verdict, verdicts, price insight, typical range",
      "lowest in 90 days, lowest price in 90 days",
      "سعر منخفض, سعر معتاد, سعر مرتفع, السعر المنخفض, السعر المعتاد, السعر المرتفع, الحكم على السعر",
      "النطاق المعتاد, اقل سعر خلال 90 يوما, اقل سعر خلال 90 يوم",
      "price is low, السعر منخفض",
      "good price, price is good, السعر زين, السعر مناسب, السعر كويس, سعر زين, سعر مناسب",
      "السعر جيد, سعر جيد, سعر ممتاز, السعر ممتاز",
    ),
  ],
  [
    "prices",
    list(
      "prices come from, price come from, prices updated, prices update, update prices, how often",
      "تجيبون الاسعار, مصدر الاسعار, تتحدث الاسعار, تحديث الاسعار, يتحدث السعر, تتحدث",
      "محدثه, محدث, up to date, تحصلون, تحصلون على الاسعار, تجلبون, different, differs, يختلف, مختلف",
      "غير عن سعر المتجر, غير عن المتجر, different from the store, differs from the store",
    ),
  ],
  [
    "totals",
    list(
      "total, totals, total price, delivery fee, delivery fees, delivery cost, shipping cost, to my door",
      "الاجمالي, السعر الاجمالي, رسوم التوصيل, سعر التوصيل, تكلفه التوصيل, شامل التوصيل, مع التوصيل",
      "لحساب التوصيل, حتى بابك, حتى بابي",
    ),
  ],
  [
    "site",
    list(
      "language, free, city, english, arabic, اللغه, للعربي, للانجليزي, بالعربي, بالانجليزي, العربي",
      "الانجليزي, مجاني, مجانا, ببلاش, مدينتي, المدينه",
    ),
  ],
  [
    "history",
    list(
      "price history, price chart, history chart, past prices",
      "تاريخ السعر, تاريخ الاسعار, سجل السعر, سجل الاسعار, مخطط السعر, مخطط الاسعار, الاسعار السابقه",
    ),
  ],
  [
    "account",
    list(
      "account, my account, sign up, signup, register, sign in, signin, log in, login, password",
      "حساب, حسابا, حسابي, الحساب, انشاء حساب, اسجل, التسجيل, تسجيل الدخول, كلمة المرور, كلمة السر, اسجل دخول, اسجل حساب",
    ),
  ],
  [
    "alerts",
    list(
      "alert, alerts, price alert, back in stock, notify, notification, notifications",
      "تنبيه, تنبيهات, التنبيهات, تنبيهاتي, تنبيه السعر, عودة التوفر, اشعار, اشعارات, نبهني",
      "email when, ايميل لما, لما يتوفر",
    ),
  ],
  [
    "compare",
    list(
      "compare, comparing, comparison, side by side",
      "قارن, اقارن, نقارن, مقارنة, المقارنة, المقارنه, مقارنه, جنبا الى جنب",
    ),
  ],
  [
    "deals",
    list("deal, deals, deals page", "عروض, العروض, صفحة العروض, التخفيضات, تخفيضات, صفقة, صفقات, الصفقات"),
  ],
  [
    "saving",
    list(
      "save, saved, favorites, favourites, wishlist",
      "احفظ, حفظ, المحفوظة, المفضلة, محفوظاتي, حفظتها, حفظته",
    ),
  ],
  ["reviews", list("review, reviews", "مراجعة, مراجعات, المراجعات, تقييم, تقييمات")],
];

/**
 * Words a question about Qaren's features may use besides the topic's: the site's name, "two
 * products", "on the page". Any other word may name a product, and the question is then no how-to.
 */
const HELP_WORDS = new Set(
  list(
    "qaren, site, website, page, pages, app, feature, features, two, 2, products, product, items, item",
    "side, by, each, other, between, work, works, working, mean, means, meaning, explain, set, setup",
    "up, use, using, find, see, open, create, make, change, delete, remove, reset, turn, off, get",
    "low, typical, high, lowest, price, verdict, verdicts, insight, range, 90, days, stock, back",
    "alert, alerts, notify, notification, notifications, deal, deals, account, password, sign, log",
    "register, signup, login, signin, save, saved, favorites, favourites, wishlist, review, reviews",
    "compare, comparing, comparison, where, what, how, my, a, the, does, do, is, are, on, in, it, all",
    "قارن, موقع, الموقع, بالموقع, التطبيق, تطبيق, منتجين, منتجات, المنتجات, منتج, اثنين, جنبا, جنب",
    "الى, صفحة, صفحه, الصفحة, خاصية, ميزة, معنى, المقصود, اشرح, اقارن, نقارن, منخفض, معتاد, مرتفع",
    "المنخفض, المعتاد, المرتفع, اقل, خلال, يوما, يوم, التوفر, عودة, تنبيه, تنبيهات, حساب, حسابي",
    "الحساب, كلمة, المرور, السر, اسجل, دخول, انشاء, احذف, حذف, اغير, تغيير, افعل, تفعيل, اشوف",
    "المقارنة, المقارنه, مقارنة, مقارنه, العروض, عروض, صفحة, الحكم, النطاق, طريقة, طريقه, تعمل",
    "تنبيهاتي, محفوظاتي, مراجعاتي, المحفوظه, المفضله, وين, القى, الاقي, اشوف",
    "decide, decides, determine, if, email, something, when, can, get, يحدد, يقرر, ان, السعر, ايميل, لما",
    "يتوفر, حفظتها, حفظته, اللي, المنتجات, اغير, كلمه",
    "good, history, chart, past, prices, اعرف, اذا, زين, مناسب, كويس, تاريخ, سجل, مخطط, الاسعار, السابقه",
    "صفقة, صفقات, الصفقات, اقدر, يمكنني, هل",
    "your, you, come, from, often, updated, update, free, language, arabic, english, city, to",
    "تجيبون, الاسعار, تتحدث, تحديث, يتحدث, مصدر, مره, مجاني, مجانا, ببلاش, اللغه, للعربي, للانجليزي",
    "العربي, الانجليزي, مدينتي, المدينه, التطبيق, من, وين, منين, كم",
    "difference, whats, الفرق, فرق, and, or, و, او",
    "need, use, استخدم, لاستخدام, استخدام, احتاج, عباره, كلمه, مصطلح, جيد, انشئ, جديد, جديدا, حسابا",
    "تعني, يعني, اخلي, بالعربي, بالانجليزي, switch",
    // "هل يمكنني كتابة مراجعة لمنتج؟", "كيف تحسبون …", "shlon a3rf …" (the topic's own words, such
    // as "التوصيل" of "لحساب التوصيل", are read with its phrase, not here).
    "تحسبون, يحسب, كتابه, اكتب, write, لمنتج, ليش, لماذا, why, اين, شلون, فايده, الفايده",
    "calculated, calculate, calculates, worked, computed",
    // "How do I compare two phones?", "كيف اقارن بين جوالين؟": two of a kind are two products.
    "phones, laptops, devices, tvs, جوالين, جهازين, لابتوبين, شاشتين, سماعتين, ساعتين, تلفزيونين",
  ),
);

/** Site names a question may carry ("deals on Qaren", "في موقع قارن"): never a product word. */
const SITE_NAME_WORDS = new Set(list("qaren, qarens, qaren sa"));
// "ما هو قارن؟" asks what Qaren is (the assistant's capabilities), not how to compare.
const ARABIC_SITE_NAME = /(?:^|\s)(?:في|على|علي|ب|بموقع|موقع|تطبيق|هو|هي|هل)\s?قارن(?=\s|$)/u;

/** The question's words without the site's name ("the best deals on Qaren" asks for deals). */
export function withoutSiteName(words: readonly string[]): string[] {
  return words.filter((word) => !SITE_NAME_WORDS.has(word));
}

const has = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

/** Phrases that ask how to do something oneself ("how do I descale…", "كيف اصلح…"). */
const HOW_TO_DO_PHRASES = list("how do i, how can i, how to, how should i, كيف, طريقة, طريقه");

/** Whether the question asks how to do something ("how do I cook rice in an air fryer?"). */
export function asksHowToDo(question: string): boolean {
  const text = normalizeSearchText(question);
  return HOW_TO_DO_PHRASES.some((phrase) => has(text, phrase));
}

/**
 * The help topic a question asks about, or null when it asks about products. It must ask how or
 * what-it-means, name one of Qaren's features, and name nothing else.
 */
export function findHelpTopic(question: string, parsed: ParsedQuestion): HelpTopic | null {
  const text = normalizeSearchText(question).replace(ARABIC_SITE_NAME, " ");
  if (!HOW_TO_PHRASES.some((phrase) => has(text, phrase))) return null;
  const found = TOPIC_PHRASES.find(([, phrases]) => phrases.some((phrase) => has(text, phrase)));
  if (!found) return null;
  if (parsed.budget) return null;
  const [topic, phrases] = found;
  // The words of the topic's phrases the question says are the topic's ("لحساب التوصيل").
  const topicWords = new Set(
    phrases.filter((phrase) => has(text, phrase)).flatMap((phrase) => phrase.split(" ")),
  );
  const others = withoutSiteName(parsed.words).filter((word) => !isHelpWord(word) && !topicWords.has(word));
  return others.length === 0 ? topic : null;
}

/** A help word, or one with "and" written onto it ("والسعر المعتاد"). */
function isHelpWord(word: string): boolean {
  return HELP_WORDS.has(word) || (word.startsWith("و") && HELP_WORDS.has(word.slice(1)));
}
