// The words the built-in assistant listens for, in English and Arabic: what a question asks
// (cues), filler words and budget words. The words for kinds of product are the shopper vocabulary
// that search uses too (features/shopper-vocabulary/category-words.ts). Write phrases as people type them, separated by commas; they are normalised like
// search text (PD-18), so أ/ا, ة/ه and letter case do not matter. Add a word here to teach
// the assistant; no code changes are needed.
import { normalizeSearchText } from "~/utils/arabic-text";

/** Comma-separated phrases, normalised. */
function phrases(...lists: string[]): string[] {
  return [
    ...new Set(
      lists
        .flatMap((list) => list.split(","))
        .map(normalizeSearchText)
        .filter(Boolean),
    ),
  ];
}

const TOTAL_PHRASES =
  "total, all in, including delivery, with delivery, delivered to, الاجمالي, الإجمالي, شامل التوصيل, مع التوصيل";

/**
 * "the lowest price": of a product, its cheapest store (a price question); of a kind ("lowest
 * price for a laptop", "أقل سعر لابتوب"), the kind's list cheapest first.
 */
export const LOWEST_PRICE_PHRASES = phrases(
  "lowest price, lowest prices, cheapest price, cheapest prices",
  "أرخص سعر, أقل سعر, ارخص الاسعار, اقل الاسعار, ارخص اسعار, اقل اسعار",
  // "تلفزيون 65 بوصة بأقل سعر": at the lowest price.
  "بأرخص سعر, بأقل سعر, بارخص الاسعار, باقل الاسعار, بأرخص الأسعار, بأقل الأسعار",
);

export const CUE_PHRASES = {
  price: phrases(
    "price, prices, priced, cost, costs, how much, best price, where, buy",
    "sell, sells, sold, store, stores, shop, shops, offer, offers, cheapest",
    ...LOWEST_PRICE_PHRASES,
    "سعر, سعره, سعرها, اسعار, أسعار, الأسعار, السعر, بكم, كم, كم سعر, كم يكلف, يكلف, تكلفة, وين, أين",
    "فين, اشتري, أشتري, شراء, يباع, متجر, متاجر, المتاجر, محل, محلات, عرض",
    "ألقى, القى, أحصل, احصل, ارخص مكان",
    "الحالي, متاح, المتاح, متاحه, يتوفر, تتوفر, توفر, تباع, يبيع, تبيعه, اشتريه, نفد, نفذ, المخزون",
    "available, availability, in stock, stock, purchase, order",
    "يبلغ, كم يبلغ, تبلغ, معرفه, احدث سعر, تبيع",
    "تطلع, يطلع, كم تطلع, كم يطلع, بكم تطلع, بكم يطلع, موجود, موجوده, متوفر, متوفره",
    "كم حقه, كم حقها, بكم حقه, بكم حقها, قيمته, قيمتها, كم قيمته, كم قيمتها, كم صار, بكم صار",
    "وين احصل, وين القاه, وين القاها, القاه, القاها, كم يسوى, كم تسوى",
    // "كم عدد المتاجر اللي تبيع ماك بوك اير؟": how many stores sell it.
    "كم عدد, عدد",
  ),
  history: phrases(
    "dropped, drop, drops, dropping, fallen, fell, gone down, go down, went down, come down",
    "came down, decreased, decrease, reduced, increased, increase, risen, rose, gone up, went up",
    "go up, history, trend, changed, change, changes, last month, lowest ever, ever been, over time",
    "was it, used to",
    "نزل, نزول, انخفض, انخفاض, هبط, ارتفع, ارتفاع, زاد, تغير, تغيّر, تاريخ, سجل, الشهر الماضي",
    "الشهر اللي فات, اتجاه, طاح, رخص, صار ارخص, صار أرخص",
    "وصل اليه, وصل إليه, اعلى سعر, أعلى سعر, متوسط, متوسط السعر, مخطط, مخطط الاسعار, تاريخ الاسعار",
    "average price, highest price, price chart, price history",
    "got cheaper, get cheaper, gotten cheaper, getting cheaper, become cheaper, gone cheaper, more expensive",
    "got more expensive, pricier, recently, lately, recent, this month, this week, up or down, going up",
    "going down, price drop, cheaper now, dropping",
    "نازل, طالع, طالع ولا نازل, صاعد, نزل سعره, نزل سعرها, نزلت, ارتفع سعره, غلي, غلى, زاد سعره",
    "قل سعره, رخص سعره, مؤخرا, مؤخرًا, هالشهر, هذا الشهر, الفترة الأخيرة, الفتره الاخيره, تغير سعره",
    // "كم كان سعر بلايستيشن 5 قبل شهر؟", "what was the PS5's price a month ago?": a price of the past.
    "month ago, months ago, week ago, weeks ago, days ago, last week, was the price",
    "كان سعر, كان سعره, كان سعرها, كم كان, قبل شهر, قبل شهرين, قبل اسبوع, قبل أسبوع, قبل اسبوعين",
    "قبل أسبوعين, قبل ايام, قبل أيام, الاسبوع الماضي, الأسبوع الماضي, الاسبوع اللي فات",
  ),
  compare: phrases(
    "compare, comparison, comparing, vs, versus, difference, differences, better, which, or, than",
    "قارن, قارني, قارنلي, مقارنة, مقارنه, الفرق, فرق, أيهما, ايهما, أيهم, ولا, أو, مقابل, ضد, أفضل من, بين",
    "احسن من, أقارن, اقارن, نقارن, اغلى من, أغلى من, ارخص من, أرخص من",
    "أم, ام",
  ),
  best: phrases(
    "best, top, top rated, highest rated, best rated, best-rated, most popular, recommend",
    "recommended, recommendation, good, great, rated, popular",
    "أفضل, افضل, احسن, أحسن, الأفضل, الافضل, أعلى تقييم, الأعلى تقييما, الأعلى تقييمًا, تقييما",
    "تقييمًا, انصح, تنصح, تنصحني, انصحني, ترشح, ترشحلي, زين, كويس",
    "احسن شي, افضل شي, اقوى, أقوى, الاقوى, الأقوى, احسنها, افضلها, احسنهم, افضلهم, زينه, زينة",
    "نصيحه, نصيحتك, توصي, توصيه, اوصي, ينصح, تنصحون, suggest, suggestion, advice, advise",
    "اقترح, اقترح علي, رشح, رشح لي, انسب, الانسب",
    // "ابي جوال كاميرته قوية": a strong one of the kind is a well-rated one.
    "قوي, قويه, قويين, powerful, strong",
  ),
  cheap: phrases(
    "cheapest, cheap, affordable, budget, inexpensive, lowest, cheaper",
    "أرخص, الأرخص, ارخص, رخيص, رخيصة, اقتصادي, اقتصادية",
    "ارخص شي, أرخص شي, ارخص وحده, ارخص واحد, ارخصها, ارخصهم, اوفر, أوفر, الاوفر, اقل شي, رخيصين",
    "least expensive, costs the least, cost the least, costs least, least, lowest priced, most affordable",
    // "أرغب في شراء غسالة بسعر معقول": a reasonable price is a cheap one.
    "معقول, بسعر معقول, سعر معقول, reasonable, reasonably priced",
  ),
  /** "The most expensive phone", "أغلى جوال": the dearest first. */
  dear: phrases(
    "most expensive, priciest, dearest, highest priced, highest price, most costly",
    "اغلى, الاغلى, أغلى, الأغلى, اغلى شي, أغلى شي, اغلاها, اغلاهم",
  ),
  /** "Is now a good time to buy it?": answered from the price insight (PD-22). */
  timing: phrases(
    "good time, right time, best time, good moment, buy now, buy it now, should i buy, worth buying",
    "should i wait, wait, waiting, good price, fair price, good deal, is it a deal, worth it, is it worth it",
    "وقت مناسب, الوقت المناسب, وقت الشراء, أفضل وقت, افضل وقت, انتظر, أنتظر, استنى, أستنى, اصبر",
    "سعر مناسب, سعر جيد, سعر زين, يستاهل, تستاهل, هل اشتري, هل أشتري, اشتريه الحين",
    "وقت زين, احسن وقت",
    "يسوى, تسوى, يسوا",
    "يستحق, تستحق, يستحق الشراء, تستحق الشراء",
    "السعر المعتاد, سعره المعتاد, سعرها المعتاد, المعتاد, typical price, usual price, normal price",
    "من المناسب, المناسب, ينزل, ينخفض, تنخفض, متى ينزل, يرتفع, سيرتفع, سينخفض, توقعات, توقع, will it drop, will it go down",
    // "اشتري الحين ولا انتظر الجمعة البيضاء؟": a sale to wait for, which names no product.
    "الجمعه البيضاء, الجمعه السوداء, بلاك فرايدي, white friday, black friday, yellow friday",
    // "هل سعر نينتندو سويتش مناسب حاليًا؟": the price's word stands before the product's name.
    "مناسب حاليا, مناسب الان, مناسب الآن, مناسب الحين, سعره مناسب, سعرها مناسب",
  ),
  /** "Today's best deals in phones": the deals list (PD-24). */
  deals: phrases(
    "deal, deals, best deal, best deals, top deals, deal of the day, discount, discounts, on sale",
    "sale, sales, price drops, bargains, bargain",
    "عروض, العروض, أفضل العروض, افضل العروض, تخفيض, تخفيضات, التخفيضات, خصم, خصومات, الخصومات",
    "تنزيلات, التنزيلات, صفقات, الصفقات, أقوى العروض, اقوى العروض",
    "offers, special offers, biggest discounts, hot deals, خصومات قوية, اقوى الخصومات, أقوى الخصومات",
    "عليه عرض, عليها عرض, فيه عرض, عليه عروض, عليها عروض, عرض على, يوجد عرض, في عرض, هل يوجد عرض",
    "discounted, reduced, marked down, price cuts, مخفض, مخفضه, المخفضه",
  ),
  alerts: phrases(
    "alert, alerts, notify, notified, notification, notifications, price alert, price alerts",
    "tell me when",
    "تنبيه, تنبيهات, التنبيهات, تنبيه السعر, تنبيهات الأسعار, إشعار, إشعارات, نبهني, تنبهني, تنبيهي",
  ),
  saving: phrases(
    "save, saved, saving, favorite, favorites, favourite, favourites, wishlist, bookmark, bookmarks",
    "حفظ, احفظ, أحفظ, المحفوظة, المحفوظات, المفضلة, مفضلة, المفضله, قائمة الرغبات",
  ),
  reviews: phrases(
    "review, reviews, write a review, rate it, moderation, moderated, rating, ratings",
    "reviewers, reviewer, say, says, saying, think, opinion, opinions, experts, expert, people say",
    "مراجعة, مراجعات, تقييم, تقييمات, التقييمات, تعليق, تعليقات, رأي, آراء",
    "المراجعات, المراجعين, يقولون, يقول, يقولوا, رايهم, رأيهم, الناس, الخبراء, خبراء, وش رايكم",
    // "ايش قالوا عن …", "وش مشاكل …", "what problems does … have": what owners said of it.
    "قالوا, قالو, مشاكل, مشاكله, مشاكلها, مشكله, مشكلته, مشكلتها, problems, issues",
    "tried it, owners, owners say, جربوها, جربوه, جربها, جربه, جربوا, اللي جربوها, اللي جربوه",
    "buyers, customers, users, المشترين, المشترون, المستخدمين, المستخدمون, العملاء, تقييمه, تقييمها",
    // "كيف يقيم العملاء …؟", "هل يوصي المستخدمون بشراء …؟": what owners rate it and advise.
    "يقيم, يقيمون, تقيم, يوصي, يوصون, ينصحون",
    "قيمه, قيمها, قيموه, قيموها, جرب, جربت",
    // "What are the complaints about …?", "هل المراجعات عن … إيجابية؟"
    "complaints, complaint, complain, شكاوى, شكاوي, ايجابيه, سلبيه, ايجابيات",
    // "Is the S25 Ultra any good?", "هل X جيد؟", "كيف X؟ حلو؟": what its owners say.
    "any good, how good, is it good, جيد, جيده, حلو, حلوه, ممتاز, سيء, سيئ",
    // "ما عيوب آيفون 15؟": what its owners found wanting, and liked.
    "عيوب, العيوب, عيوبه, عيوبها, مزايا, ايجابيات, الايجابيات, سلبيات, السلبيات, سلبياته, سلبياتها",
    "pros and cons, pros, cons, downsides, drawbacks, الاداء, اداء, جوده, الجوده, quality, performance",
    "رايك, رأيك, رايكم, رأيكم, تقييماتها, تقييماته, مراجعاته, مراجعاتها, وش رايك",
    // "كم نجمة حصل عليها آيفون 15؟": its rating in stars.
    "نجمه, نجوم, النجوم, كم نجمه, stars, how many stars",
    // "ماذا يقول المراجعون عن …؟", "تجارب المستخدمين مع …", "ملخص مراجعات …", "هل الناس مبسوطين على …"
    "المراجعون, مراجعون, تجارب, تجربه, التجارب, تجربتهم, ملخص, ملخص المراجعات, انطباع, انطباعات",
    "الانطباع, الانطباعات, مبسوطين, مبسوط, راضين, راضيين, راضي, رضا, satisfied, happy with",
    "experiences, experience, summary, summarise, summarize, impressions, feedback",
  ),
  /**
   * "Does noon deliver to Jeddah?", "who sells it?", "warranty?": the offer's terms, not its price.
   * Not "شحن": in product names it is charging ("علبة شحن").
   */
  delivery: phrases(
    "deliver, delivers, delivery, shipping, ship, ships, shipped, warranty, guarantee, seller, sold by",
    "returns, return policy, installments, instalments, tabby, tamara, return, can i return",
    "يوصل, توصل, يوصلون, توصيل, التوصيل, ضمان, الضمان, البائع, مين البائع, استرجاع",
    "الاسترجاع, تقسيط, التقسيط, تابي, تمارا",
    // "اقدر اقسط الماك بوك؟", "hal agdar aqaset el macbook": can I pay it in instalments.
    "اقسط, أقسط, اقسطه, اقسطها, نقسط, يتقسط, ينقسط, تتقسط, installments, instalments, installment",
    "delivered, delivered to, how long to, how many days, who sells, saudi version, ksa version",
    "international version, official warranty, pay in, pay in instalments, pay in installments",
    "من يبيع, من يبيعه, من يبيعها, مين يبيع, مين يبيعه, مين يبيعها, نسخة سعودية, النسخة السعودية, نسخة دولية, كم يوم, بالتقسيط, أقساط, اقساط",
    "بالتوصيل, واصل, أقسط, اقسط, أقسطه, اقسطه",
    "pickup, pick up, pick it up, collect, showroom, استلام, استلم, استلمه, إرجاع, لإرجاع, ارجاع",
    "ضمانه, ضمانها, كم ضمانه, كم ضمانها, يقسط, تقسط, يقسطون",
    "كفاله, الكفاله, كفالته, كفالتها, كم كفالته, كم كفالتها, يوصلني, توصلني, يوصلوني, يشحن, يشحنون",
    "الوكيل, ضمان الوكيل, رسوم التوصيل, كم التوصيل, يصل, تصل, يوصله, يوصلها, توصله, توصلها",
    TOTAL_PHRASES,
    "مده الضمان, مده التوصيل, سياسه الارجاع, سياسه الاسترجاع, رسوم الشحن, الشحن الى, تكلفه الشحن",
    "delivery time, warranty period, coupon, coupons, promo code, discount code, كوبون, كود خصم",
    // "هل يمكن الدفع بالتقسيط …؟", "أسعار الشحن".
    "الدفع, طرق الدفع, payment, اسعار الشحن, سعر الشحن",
  ),
  /** "What's the total to Jeddah?", "شامل التوصيل": the price with the delivery (offer-total.ts). */
  total: phrases(TOTAL_PHRASES),
  /** "Does it have 5G?", "كم بطاريته؟": answered from the product's specifications. */
  specs: phrases(
    "spec, specs, specification, specifications, feature, features, have, has it got, support, supports",
    "does it have, does it support, come with, comes with, how big, how heavy, battery life",
    "مواصفات, المواصفات, مواصفاته, مواصفاتها, يدعم, تدعم, يجي مع, تجي مع, خصائص, مميزات, فيها, فيه",
    "تتحمل, يتحمل, تستحمل, يستحمل, يحتوي, تحتوي, يحتوي على, تحتوي على, يأتي مع, تأتي مع",
    "ابرز, اهم, ميزات, يتميز, تتميز, صف, صف لي, اخبرني, اخبرني عن, معلومات, معلومات عن, ابعاد, الابعاد",
    "tell me about, describe, information, info, details about, dimensions",
    "مميزاته, مميزاتها, خصائصه, خصائصها, وش فيه, وش فيها, ايش فيه, ايش فيها",
  ),
  how: phrases(
    "how, how do, how does, how can, can i, where do i, what are, work, works, set, set up, use",
    "explain",
    "كيف, طريقة, اقدر, أقدر, أستطيع, استطيع, تشتغل, يشتغل, تعمل, يعمل, اضبط, أضيف, اضيف, أكتب, اكتب",
    "أسوي, اسوي",
    "شلون, وشلون",
  ),
  greeting: phrases(
    "hi, hello, hey, good morning, good evening, salam, thanks, thank you",
    "مرحبا, مرحبًا, اهلا, أهلا, هلا, السلام عليكم, سلام, صباح الخير, مساء الخير, شكرا, شكرًا",
    "how are you, كيفك, كيف حالك, كيف الحال, شلونك, وش اخبارك, اخبارك, مشكور, تسلم, السلام",
  ),
  capabilities: phrases(
    "help, what can you do, who are you, what do you do",
    "مساعدة, ساعدني, ماذا تستطيع, وش تقدر تسوي, ايش تقدر تسوي, من أنت, من انت",
    // "What is Qaren?", "ما هو قارن؟": what this is, not "compare".
    "what is qaren, whats qaren, what is قارن, whats قارن, ما هو قارن, وش هو قارن, ايش هو قارن, وش قارن, ايش قارن, ما هو موقع قارن",
    // "هل قارن متجر؟", "does Qaren sell …?": what Qaren is, not how to compare.
    "هل قارن متجر, هل قارن يبيع, قارن متجر, is qaren a store, is qaren a shop, does qaren sell",
  ),
} satisfies Record<string, readonly string[]>;

export const FILLER_WORDS = phrases(
  // Modern Standard Arabic's requests: "هل يمكنك أن تخبرني بسعر …", "أود معرفة سعر …", "آراء حول …".
  "يمكنك, هل يمكنك, تستطيع, ان, أن, تخبرني, اخبرني, أخبرني, أود, اود, معرفة, معرفه, حول, بخصوص",
  "أجد, اجد",
  // "… حسب المراجعات", "التقييم العام لـ…", "كم نجمة حصل عليها …": according to, overall, got.
  "حسب, بحسب, وفق, وفقا, according, العام, الاجمالي, عموما, overall, حصل, حصلت, الشراء",
  // "المتجر الذي يقدم أقل سعر", "متوفر لديكم", "عند شراء …", "ينخفض عادة", "هل الموقع يعرض …".
  "يقدم, تقدم, يعرض, تعرض, لديكم, لديك, لدى, عند, عاده, usually, الموقع, المعروضه, المعروض",
  "the, a, an, of, for, is, are, was, were, be, been, it, its, this, that, these, those, what, whats",
  "s, who, much, many, does, do, did, can, could, would, should, will, i, im, me, my, we, our, you",
  "your, please, tell, show, give, find, get, want, need, looking, look, to, in, on, at, from, with",
  "and, about, any, some, there, here, now, today, currently, current, right, know, like, one, ones",
  "than, then, so, just, also, really, very, has, have, had, by, pls, plz, still, ago, month, months",
  "days, week, weeks, list, options, option, products, product, items, item, or not",
  "يمكن, يمكنني, ارغب, أرغب, بحاجه, ماذا, لماذا, تقريبا, when, why, lot, lots, quite, pretty",
  "توجد, هناك, نوع, ما نوع, type, kind of, مدى, ما مدى, اقرب, between, ever, period, nearest, as, im, i'm, m",
  // "هل تقييم ايربودز برو 2 عالي؟": how high a rating is is asked by the rating's word.
  "عالي, عاليه",
  // "نازل ولا لا؟" (down or not?): the "no" of "or not" names nothing.
  "لا, لأ",
  "ما, ماهو, ماهي, هو, هي, هل, في, من, على, عن, الى, إلى, لي, لنا, انا, أنا, ابي, أبي, ابغى, أبغى",
  "ابغي, اريد, أريد, ودي, ممكن, لو, سمحت, عطني, اعطني, أعطني, قل, قولي, وش, ايش, إيش, شو, يا, مع, و",
  "هذا, هذه, هذي, ذا, اللي, الذي, التي, الان, الآن, حاليا, حاليًا, اليوم, متى, عندكم, عندك, يوجد, فيه",
  // "هل جرير عندها ايفون 15؟": whether the store has it, which no product is named by.
  "عنده, عندها, عندهم",
  "فيها, منتج, المنتج, منتجات, الحين, بس, جدا, جدًا, حق, تبع, لها, له, بين, حيث, يعني, قبل, شهر, ايام",
  "أيام, صار, كان, مثل, اي, أي, خيارات, قائمة, طيب, اوك, اوكي, يعني, طب, زين, عنه, عنها",
  "ok, okay, well, hmm, then, what about, how about, long, takes, itself",
  "el, ب, خلال, عليها, عليه, احد, أحد, عشان, حقت, حقه, حقها",
  "al, il, مره, مرة, مرا, مرره, شي, شيء, اعرف, ابي اعرف, تكفى, تكفون, اخوي, ياخي, يا اخي, الله يعافيك",
  "يعطيك العافيه, الله يسعدك, طال عمرك, حبيبي, والله, بالله, ياليت, ادور, أدور, ابحث, دورلي, ابيه",
  "ابغاه, ابيها, ابغاها, احتاج, محتاج, ناوي, افكر, بغيت, كذا, هنا, عندي, ايضا, برضو, كمان, تبي, تبغى",
  "حاب, اشوف, عندهم",
  // Levantine and Egyptian "I want": "بدي شاشة العاب", "عايز لابتوب".
  "بدي, بدّي, بدنا, عايز, عايزه, عاوز, عاوزه, حابب",
);

/**
 * "Became": with a word of a dearer or cheaper price and no second product ("هل صار ايفون 15
 * اغلى؟", "أصبح أرخص؟"), the question asks how the price moved, not what it is.
 */
export const BECAME_WORDS = phrases("صار, صارت, اصبح, أصبح, اصبحت, أصبحت");

export const PAIR_SEPARATORS = phrases(
  "vs, versus, and, or, with, against, to, than",
  "و, مع, او, أو, ولا, ضد, مقابل",
  "أم, ام",
);

export const MAX_BUDGET_CUES = phrases(
  "under, below, less than, lower than, cheaper than, max, maximum, up to, upto, within, budget",
  "budget of, for, at most, no more than, not more than, around, about, than, til, till",
  "أقل من, اقل من, تحت, حدود, بحدود, في حدود, ميزانيتي, ميزانية, ميزانيه, لا يتجاوز, ما يتجاوز",
  "ما يزيد عن, لا يزيد عن, اقصى, أقصى, الى, إلى, بسعر, ب, أرخص من, ارخص من",
  // Arabizi "b2al men 1000", "arkhas men 2000": "men" stays as typed (it is an English word too),
  // after the Arabic comparative it is "من".
  "اقل men, أقل men, ارخص men, أرخص men",
);

export const MIN_BUDGET_CUES = phrases(
  "over, above, more than, at least, starting, from",
  "أكثر من, اكثر من, فوق, من, أعلى من, اعلى من, أغلى من, اغلى من",
);

export const CURRENCY_WORDS = phrases("sar, riyal, riyals, sr, rs", "ريال, ريالات, ر س, رس");

export const THOUSAND_WORDS = phrases("k, thousand", "الف, ألف, آلاف, الاف");

/**
 * Kinds of product whose name holds a cue's word ("top" is "best" elsewhere): read whole, as words
 * of the product, before any cue ("the Samsung top load washing machine" is not its best one).
 */
export const NAME_PHRASES = phrases(
  "top load, top loader, top loading, top mount, top freezer, front load, front loader, front loading",
);

/** Words that make another model of a line ("Pro", "Max", "FE"): they name no make and no kind of product. */
export const MODEL_VARIANT_WORDS = phrases(
  "pro, max, plus, ultra, mini, lite, fe, air",
  "برو, ماكس, بلس, الترا, ميني, لايت, اير",
);

/**
 * Words of a request that name no product ("is the upgrade worth the extra money?", "for gaming"):
 * the question reader leaves them outside a product mention (product-spans.ts). A word not listed
 * here, in the cue or filler words, or in the shopper vocabulary keeps a mention from being read
 * without it, so an unknown word is never dropped to reach another product.
 */
/** "Which store delivers it fastest?", "أسرع متجر": the stores by their delivery days (offer-terms.ts). */
export const FASTEST_WORDS = phrases("fastest, quickest, soonest, اسرع, أسرع, الاسرع");

export const REQUEST_WORDS = phrases(
  "upgrade, upgrading, worth, worth it, money, extra, difference, pay, paying, switch, switching, go, choose",
  "pick, get, take, better, worse, everyday, daily, use, student, students, work, kids, mom, dad, gift",
  "photos, photography, gaming, games, music, travel, office, home, gym, running, calls, sport",
  "people, tried, them, they, owners, users, bought, own",
  "ترقية, الترقية, اترقى, أترقى, فلوس, الفلوس, زيادة, الزيادة, الفرق, فرق, ادفع, أدفع, اختار, أختار, اخذ",
  "آخذ, للالعاب, الالعاب, العاب, ألعاب, للألعاب, للتصوير, تصوير, للدراسة, للشغل, للبيت, هدية, للرياضة",
  "للجري, للمكالمات, اليومي, يومي, للاستخدام, استخدام, للسفر, السفر, سفر",
  "trust, honest, reliable, real, fake, thinking, planning, considering, wondering, up, showroom, branch",
  "قيمنق, للقيمنق, جيمنق, للجيمنق, للعيال, العيال, عيال, للاطفال, اطفال, للمدرسه, للجامعه, للدوام",
  "للمكتب, مكتب, للعمل, هديه, لزوجتي, لابوي, لامي, للوالده, للوالد",
  "record, records, recording, shoot, shoots",
  // "How fast does the Redmi Note 13 Pro+ charge?"
  "fast, faster, quickly",
  // "Can I cook two things at once in the Ninja Foodi?"
  "two, things, thing, once, both, together, same, time, شيئين, شيين, نفس, الوقت, مع بعض",
  "son, daughter, wife, husband, mother, father, brother, sister, friend, لولدي, لبنتي, لاخوي, لاختي, لصديقي",
  "للمبتدئين, مبتدئ, للمحترفين, محترف, للطلاب, طالب, للعائله, عائله, العائله, beginners, professionals, family",
  "free, tomorrow, مجاني, مجانا, بكره, بكرا, غدا",
  "total, altogether, all in, متجر, المتجر, طلبته, طلبتها",
  "طلبت, اطلب, أطلب, اطلبه, الاجمالي, الإجمالي, المجموع",
  // "اقدر استلمه من فرع جرير؟", "كم يوصلني شامل التوصيل؟"
  "اقدر, أقدر, نقدر, استلم, أستلم, استلمه, استلمها, فرع, الفرع, فروع, معرض, المعرض, يوصلني, توصلني",
  "يوصلي, شامل, شاملة, بالتوصيل, التوصيل, توصيل",
).concat(FASTEST_WORDS);

/** Words that say nothing about which product is meant (identity.ts): they never rule one out. */
export const NEUTRAL_WORDS = phrases(
  "new, original, genuine, brand, model, version, latest, device, unit, the, official, saudi, ksa",
  "جديد, الجديد, جديده, اصلي, الاصلي, اصليه, موديل, الموديل, نسخة, نسخه, اصدار, جهاز, الجهاز, رسمي, ضمان",
  "كفاله",
  // "بلايستيشن 5 الرقمي والعادي": the regular one names no product ("العادي" is no "العاشر").
  "regular, normal, عادي, العادي, عاديه, العاديه",
);

/** Short names shoppers use for a product line, with the words product names use (identity.ts). */
export const IDENTITY_ALIASES: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ["ps5", ["playstation 5"]],
      ["ps4", ["playstation 4"]],
      ["بلايستيشن5", ["playstation 5"]],
      ["xm5", ["1000xm5"]],
      // "Bose QC Ultra": QC is QuietComfort.
      ["qc", ["quietcomfort"]],
      ["ايربودز", ["airpods"]],
      ["ماك", ["mac", "macbook"]],
      // "بدز" is how Saudi shoppers write "Buds" (the catalogue's Arabic names say "بودز").
      ["بدز", ["بودز", "buds"]],
      // "9 kilo", "٩ كيلو": what names write "kg", "كجم".
      ["kilo", ["kg", "كجم"]],
      ["كيلو", ["kg", "كجم"]],
    ] as const
  ).map(([word, aliases]) => [normalizeSearchText(word), aliases.map(normalizeSearchText)]),
);

/**
 * Product lines and makes that tell what kind of product is meant when Qaren does not list it
 * ("Google Pixel 9" is a phone), so the answer can offer the closest products of that kind.
 */
export const TYPE_HINTS: Record<string, readonly string[]> = {
  smartphones: phrases(
    "pixel, iphone, galaxy s, galaxy a, galaxy z, nokia, oneplus, xiaomi, redmi, huawei, honor, oppo, vivo, realme, motorola, nothing phone",
    "بكسل, بيكسل, ايفون, نوكيا, شاومي, ريدمي, هواوي, هونر, اوبو, فيفو, ريلمي, موتورولا",
    "جالكسي s, جالكسي a, جالكسي z, جالاكسي s, جالاكسي a, جالاكسي z, جلاكسي s",
  ),
  tablets: phrases("ipad, galaxy tab", "ايباد, تاب"),
  laptops: phrases("macbook, thinkpad, zenbook, vivobook, surface, chromebook", "ماك بوك, ماكبوك"),
  consoles: phrases(
    "playstation, ps5, ps4, ps6, xbox, nintendo, switch",
    "بلايستيشن, اكس بوكس, نينتندو, سويتش",
  ),
  headphones: phrases("airpods, buds, beats, jbl, bose", "ايربودز, بودز, بيتس, بوز"),
  smartwatches: phrases("apple watch, galaxy watch", "ساعة ابل, ساعه ابل"),
  "personal-care": phrases("airwrap, shaver, braun, philips one blade", "ايرراب, براون"),
  "vacuum-cleaners": phrases("roomba, roborock", "رومبا"),
};

/**
 * Subjects that are no shopping question: a question about them gets a polite refusal and never a
 * product, whatever else it says ("best kabsa restaurant in Riyadh").
 */
export const OFF_TOPIC_WORDS = phrases(
  "weather, forecast, rain, temperature, football, soccer, match, score, league, restaurant, restaurants",
  "recipe, recipes, news, politics, election, joke, poem, movie, movies, song, hotel",
  "hotels, prayer, translate, homework, stock market, bitcoin, crypto, doctor, medicine, kabsa",
  "طقس, الطقس, الجو, جو, حرارة, الحرارة, مطر, امطار, كورة, الكورة, كره, مباراة, مباراه, المباراة, الدوري",
  "مطعم, مطاعم, المطعم, المطاعم, كبسة, كبسه, وصفة, وصفه, طبخ, اخبار, الاخبار, سياسة, نكتة, نكته, قصيدة",
  "فيلم, افلام, اغنية, رحلة, رحلات, فندق, فنادق, صلاة, الصلاة, ترجم, واجب, اسهم, الاسهم, بيتكوين, دكتور, دواء",
  "visa, passport, umrah, hajj, iqama, تاشيره, تأشيرة, التاشيره, عمره, العمره, حج, الحج, جواز, الجواز, اقامه, الاقامه",
  "car, cars, سياره, سيارات, apartment, rent, شقه, شقق, ايجار, job, jobs, وظيفه, وظايف, salary, راتب",
  "ticket, tickets, تذكره, تذاكر, hospital, مستشفى, appointment, موعد, clinic, عياده",
  "petrol, fuel, gasoline, بنزين, البنزين, ديزل, الديزل, اذان, الاذان, يأذن, يوذن, صلاه",
  "history, founded, capital, تاريخ, التاريخ, تاسست, تاسيس, عاصمه, العاصمه, موعدا, طبيب, الطبيب, dentist",
  "exchange rate, الذهب, صرف, university, جامعه, الجامعه, مدرسه, المدرسه",
  // "من فاز بكأس العالم؟": who won is no shopping question.
  "فاز, فازت, يفوز, مونديال, المونديال",
  // "كم عدد سكان الرياض؟", "أين يقع برج المملكة؟", "أفضل وقت لزيارة أبها", "نظام غذائي لإنقاص الوزن".
  "سكان, population, يقع, تقع, برج, زياره, لزياره, سياحه, tourism, tourist",
  "غذائي, رجيم, دايت, diet, انقاص, لانقاص, تخسيس, calories, سعرات",
);

/**
 * "What time is it?", "كم الساعة الآن؟", "kam el sa3a": the clock, asked by the whole question, is
 * no smartwatch ("الساعة" is one only where more is said of it).
 */
export const CLOCK_QUESTIONS = phrases(
  "what time is it, what time is it now, whats the time, what is the time, what's the time now",
  "كم الساعه, كم الساعه الان, كم الساعه الحين, كم الساعه هلا, الساعه كم, الساعه كم الحين, الساعه كم الان",
  "وش الساعه, ايش الساعه, شو الساعه, كم الوقت, كم الوقت الان, وش الوقت",
);

/**
 * Requests for other work than shopping ("write me a poem about coffee", "a recipe for the air
 * fryer"): refused even where they name a kind of product Qaren lists. Not "شعر", which is also hair.
 */
export const OTHER_WORK_WORDS = phrases(
  "poem, poems, story, stories, essay, joke, jokes, lyrics, recipe, recipes, translate, homework",
  "قصيدة, قصيده, قصة, قصه, نكتة, نكته, وصفة, وصفه, ترجم, واجب, اكتب لي شعر, اكتب شعر",
  "appointment, doctor, dentist, موعد, موعدا, طبيب, الطبيب, دكتور",
);

/**
 * Words of other work or other subjects unless the question names a product and does not ask how
 * to do it: "how do I cook rice in an air fryer?", "كم المسافة بين جدة والرياض؟" and "who is the CEO
 * of Samsung?" are refused; "Does the GoPro HERO12 fix shaky video?", "how far can the DJI Mini 4
 * Pro fly?" and "كم سعر ايفون 15 بالدولار؟" ask about the product.
 */
export const OTHER_WORK_UNLESS_PRODUCT_WORDS = phrases(
  "fix, repair, cook, bake, descale, اصلح, أصلح, تصليح, اطبخ, أطبخ, انظف, أنظف",
  "far, distance, المسافه, مسافه, ceo, founder, president, رئيس, مؤسس, dollar, dollars, euro, euros",
  "الدولار, دولار, اليورو, تبعد, يبعد",
  // "cheapest flights to Dubai", but the drone's flight time.
  "flight, flights, طيران, الطيران",
  // "كيف أشحن جوالي بسرعة؟" (not "charge", which a store does for delivery too).
  "اشحن",
  // "how do I reset my AirPods?", "هل الجوال يضر النوم؟", "the best coffee bean for espresso?"
  "reset, restart, pair, install, يضر, تضر, ضرر, ضار, harmful, harm, sleep, النوم, bean, beans",
);

/**
 * Words beside "deals" that only say when or how good ("today's", "biggest", "هالأيام"): the
 * deals list is asked for, not deals of a product named so.
 */
export const DEAL_WORDS_AROUND = phrases(
  "any, today, todays, tonight, now, right now, currently, this week, week, this month, month",
  "biggest, big, best, top, hot, great, good, latest, new, some, there, right, this",
  "اليوم, الحين, هالحين, الان, الآن, حاليا, هالايام, هالأيام, الايام, هذا الاسبوع, الاسبوع, هالاسبوع",
  "هالشهر, الشهر, اقوى, أقوى, افضل, أفضل, احسن, أحسن, فيه, في, شي, أي, اي, جديده, جديدة",
  // "ما العروض المتاحة على أجهزة التلفزيون؟"
  "available, المتاحه, متاحه, المتوفره, متوفره, على, اجهزه, الاجهزه",
);
