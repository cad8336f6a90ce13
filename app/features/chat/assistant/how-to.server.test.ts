// How-to questions about Qaren itself (issue 34): answered from the help texts with their links, in
// both languages, never searched as product names; and questions that only mention the site ("deals
// on Qaren") still answer from the catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { listDeals } from "~/features/deals/deals.server";
import type { Locale } from "~/utils/i18n";
import { createTestDatabase } from "../../../../tests/setup/database";
import { seedStructuredDemoCatalog } from "../../../../tests/setup/demo-catalog";
import { answerQuestion } from "./builtin-assistant.server";
import { findHelpTopic } from "./how-to";
import { parseQuestion, readText } from "./question";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedStructuredDemoCatalog(db);
}, 120_000);
afterAll(() => handle?.close());

const ask = (locale: Locale, question: string) =>
  answerQuestion(db, { locale, messages: [{ role: "user", content: question }] });

// As the assistant asks it: the question as typed, then as read (Arabizi read as Arabic).
const topicOf = (question: string) => {
  const parsed = parseQuestion(question);
  return findHelpTopic(question, parsed) ?? findHelpTopic(readText(question), parsed);
};

/** The answer must not have gone looking for a product of that name. */
function expectNoProductSearch(answer: string) {
  expect(answer).not.toMatch(/doesn't list|couldn't find|لا يعرض|لم أجد/);
  expect(answer).not.toContain("](/products/");
}

describe("how-to questions (the question reader)", () => {
  it.each([
    ["How do I set a price alert?", "alerts"],
    ["How do I compare two products side by side on the site?", "compare"],
    ["كيف أقارن بين منتجين؟", "compare"],
    ["كيف اقارن بين جوالين؟", "compare"],
    ["How do I compare two laptops?", "compare"],
    ["What does 'Low price' mean?", "verdicts"],
    ["ما معنى «سعر منخفض»؟", "verdicts"],
    ["وش يعني سعر منخفض في قارن؟", "verdicts"],
    ["How do deals work on Qaren?", "deals"],
    ["How do I delete my account?", "account"],
    ["كيف أسجل حساب؟", "account"],
    ["How can I save a product?", "saving"],
    ["How does the back in stock alert work?", "alerts"],
    ["Where is the compare page?", "compare"],
    ["Where are my saved products?", "saving"],
    ["وين القى تنبيهاتي؟", "alerts"],
    ["How does Qaren decide if a price is low?", "verdicts"],
    ["كيف يحدد قارن ان السعر منخفض؟", "verdicts"],
    ["Can I get an email when something is back in stock?", "alerts"],
    ["ابي ايميل لما يتوفر المنتج", "alerts"],
    ["وين القى المنتجات اللي حفظتها؟", "saving"],
    ["وين صفحة المقارنة؟", "compare"],
    ["ما معنى صفقة في قارن؟", "deals"],
    ["هل أقدر أغير كلمة المرور؟", "account"],
    ["كيف أعرف إذا السعر زين؟", "verdicts"],
    ["كيف اشوف تاريخ السعر؟", "history"],
    ["How do I see the price history?", "history"],
    ["Where do your prices come from?", "prices"],
    ["How often are prices updated?", "prices"],
    ["من وين تجيبون الاسعار؟", "prices"],
    ["كم مرة تتحدث الأسعار؟", "prices"],
    ["Is Qaren free?", "site"],
    ["How do I change the language?", "site"],
    ["هل التطبيق مجاني؟", "site"],
    ["كيف اغير اللغة للعربي؟", "site"],
    // "the difference between" two of Qaren's words, "and" written onto the second.
    ["ما الفرق بين السعر المنخفض والسعر المعتاد؟", "verdicts"],
    ["What's the difference between a low price and a typical price?", "verdicts"],
    // Arabizi: "kaif aqaren bain montajain", "ma ma3na si3r munkhafid".
    ["kaif aqaren bain montajain", "compare"],
    ["ma ma3na si3r munkhafid", "verdicts"],
    // Modern Standard Arabic's longer forms, and more Arabizi.
    ["كيف أستخدم صفحة المقارنة؟", "compare"],
    ["كيف أعرف أن السعر جيد؟", "verdicts"],
    ["ماذا تعني عبارة أقل سعر خلال 90 يوما؟", "verdicts"],
    ["هل أحتاج إلى حساب لاستخدام قارن؟", "account"],
    ["كيف أنشئ حسابا جديدا؟", "account"],
    ["kaif asajel fi qaren", "account"],
    ["kaif a3ref en el si3r zain", "verdicts"],
    ["kaif ashoof tareekh el si3r", "history"],
    ["kaif a5ali el mawqe3 bel 3arabi", "site"],
    ["How do I switch to English?", "site"],
  ])("reads %j as a question about Qaren's %s", (question, topic) => {
    expect(topicOf(question)).toBe(topic);
  });

  it.each([
    "What are the best deals on Qaren right now?",
    "How much is the iPhone 15?",
    "How do I compare the iPhone 15 and the Galaxy S24?",
    "Is the Dyson V15 at a low price?",
    "What is the typical price of the AirPods Pro?",
    "Phones under 2000 SAR",
    "عروض الجوالات",
    "Where is the iPhone 15 cheapest?",
    "price history of the iPhone 15",
    "كيف اشوف تاريخ سعر ايفون 15؟",
    "Where do I buy the iPhone 15?",
    "من وين اشتري ايفون 15؟",
    "ما الفرق بين ايفون 15 وجالكسي S24؟",
    "What's the difference between the iPhone 15 and the Galaxy S24?",
    // What Qaren is: the assistant says what it can do.
    "ما هو قارن؟",
    "هل سعر ايفون 15 جيد؟",
    "Does the MacBook Air have an Arabic keyboard?",
  ])("leaves %j to the catalogue", (question) => {
    expect(topicOf(question)).toBeNull();
  });
});

describe("how-to answers", () => {
  it("says what Qaren is when asked, in both languages, not how to compare", async () => {
    for (const [locale, question] of [
      ["en", "What is Qaren?"],
      ["ar", "ما هو قارن؟"],
    ] as const) {
      const answer = await ask(locale, question);
      expect(answer, question).toBe(
        await ask(locale, locale === "en" ? "What can you do?" : "وش تقدر تسوي؟"),
      );
      expect(answer, question).not.toContain("(/compare)");
    }
  });

  it("explains the three kinds of alerts, with the profile's alerts link", async () => {
    const answer = await ask("en", "How do I set a price alert?");
    expect(answer).toContain("“Price alert”");
    expect(answer).toContain("Back in stock");
    expect(answer).toContain("Lowest price in 90 days");
    expect(answer).toContain("[Price alerts](/profile?tab=alerts)");
  });

  it("explains comparing, with the compare page's link, in English and Arabic", async () => {
    const english = await ask("en", "How do I compare two products side by side on the site?");
    expectNoProductSearch(english);
    expect(english).toContain("up to four products");
    expect(english).toContain("[Compare](/compare)");

    const arabic = await ask("ar", "كيف أقارن بين منتجين؟");
    expectNoProductSearch(arabic);
    expect(arabic).toContain("حتى أربعة منتجات");
    expect(arabic).toContain("[المقارنة](/compare)");
  });

  it("says what a 'Low price' verdict means, in both languages", async () => {
    const english = await ask("en", "What does “Low price” mean?");
    expect(english).toContain("below its typical range");
    expect(english).toContain("14 days");
    expect(english).toContain("[Deals](/deals)");

    const arabic = await ask("ar", "ما معنى سعر منخفض؟");
    expectNoProductSearch(arabic);
    expect(arabic).toContain("«سعر منخفض»: أقل من نطاقه المعتاد");
    expect(arabic).toContain("[العروض](/deals)");
  });

  it("says where prices come from and when they count, in English and Arabic", async () => {
    const english = await ask("en", "How often are prices updated?");
    expectNoProductSearch(english);
    expect(english).toContain("says when its price was last checked");
    const arabic = await ask("ar", "من وين تجيبون الاسعار؟");
    expectNoProductSearch(arabic);
    expect(arabic).toContain("متى تحققنا من سعره آخر مرة");
  });

  it("says Qaren is free, how to switch the language and choose a city", async () => {
    const english = await ask("en", "Is Qaren free?");
    expect(english).toContain("Qaren is free");
    expect(english).toContain("[Register](/register)");
    const arabic = await ask("ar", "كيف اغير اللغة للعربي؟");
    expect(arabic).toContain("بدّل اللغة بزر «English»");
  });

  it("explains the price history chart, in English and Arabic", async () => {
    const english = await ask("en", "How do I see the price history?");
    expectNoProductSearch(english);
    expect(english).toContain("“Price history” chart with one line per store");
    const arabic = await ask("ar", "كيف اشوف تاريخ السعر؟");
    expectNoProductSearch(arabic);
    expect(arabic).toContain("مخطط «سجل الأسعار» بخط لكل متجر");
  });

  it("explains the account, with the sign-up and settings links", async () => {
    const answer = await ask("ar", "كيف أحذف حسابي؟");
    expect(answer).toContain("[الإعدادات](/profile?tab=settings)");
    expect(answer).toContain("(/register)");
    const english = await ask("en", "How do I change my password?");
    expect(english).toContain("[Settings](/profile?tab=settings)");
  });

  it("explains the deals page when asked how it works", async () => {
    const answer = await ask("en", "How do deals work on Qaren?");
    expect(answer).toContain("[Deals](/deals)");
    expect(answer).toContain("typical price of the last 90 days");
  });

  it("lists today's deals for 'the best deals on Qaren right now', in both languages", async () => {
    const { deals } = await listDeals(db, { limit: 1 });
    const best = deals[0]!;
    const english = await ask("en", "What are the best deals on Qaren right now?");
    expect(english).toContain("Today's best deals");
    expect(english).toContain(`[${best.nameEn}](/products/${best.id})`);
    expect(english).not.toContain("Qaren");

    const arabic = await ask("ar", "وش أفضل العروض في قارن الحين؟");
    expect(arabic).toContain("أفضل عروض اليوم");
    expect(arabic).toContain(`[${best.nameAr}](/products/${best.id})`);
  });
});

describe("how-to questions asked in more ways (issue 34)", () => {
  it.each([
    ["كيف تحسبون السعر الإجمالي مع التوصيل؟", "totals"],
    ["كيف أغير المدينة لحساب التوصيل؟", "totals"],
    ["How is the total price calculated?", "totals"],
    ["هل الأسعار في قارن محدثة؟", "prices"],
    ["من أين تحصلون على الأسعار؟", "prices"],
    ["ليش السعر في قارن غير عن سعر المتجر؟", "prices"],
    ["Why is the price different from the store's?", "prices"],
    ["هل يمكنني كتابة مراجعة لمنتج؟", "reviews"],
    ["kaif aktob morag3a", "reviews"],
    ["wain ashoof el products elly 7afatha", "saving"],
    ["وش يعني سعر ممتاز؟", "verdicts"],
    ["shlon a3rf in el si3r zain", "verdicts"],
  ])("%s → %s", (question, topic) => {
    expect(topicOf(question)).toBe(topic);
  });

  it("explains how a total to the door is formed, in both languages", async () => {
    const arabic = await ask("ar", "كيف تحسبون السعر الإجمالي مع التوصيل؟");
    expectNoProductSearch(arabic);
    expect(arabic).toContain("«الإجمالي حتى بابك»");
    expect(arabic).toContain("«مدينتك»");
    const english = await ask("en", "How is the total price calculated?");
    expectNoProductSearch(english);
    expect(english).toContain("“Total to your door”");
  });

  it("'هل قارن متجر؟' is what Qaren is, not how to compare", async () => {
    const answer = await ask("ar", "هل قارن متجر؟");
    expectNoProductSearch(answer);
    expect(answer).toContain("أنا مساعد قارن");
    expect(answer).not.toContain("(/compare)");
  });
});
