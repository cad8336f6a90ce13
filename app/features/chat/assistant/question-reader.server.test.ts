// Issue 34, items 1 and 2: the question is read first and the products in it found as spans, so
// the words of the request never become part of a product's name; qualifiers become constraints
// through the category's attributes; follow-ups resolve against the products in focus. Each
// failing example of the issue, in English and Arabic (Saudi dialect included), on the demo
// catalogue; the expected products are read from the database here.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import type { Locale } from "~/utils/i18n";
import { demoProductId } from "../../../../tests/setup/assistant-answers";
import { setUpStructuredDemoDatabase } from "../../../../tests/setup/demo-catalog";
import type { ChatTurn } from "../chat-schema";
import { answerQuestion } from "./builtin-assistant.server";

let db: Database;
setUpStructuredDemoDatabase((opened) => {
  db = opened;
});

const idOf = (nameEn: string) => demoProductId(db, nameEn);

/** The products an answer links to, in order. */
function linked(answer: string): string[] {
  return [...answer.matchAll(/\(\/products\/([0-9a-f-]{36})\)/g)].map((match) => match[1]!);
}

/** Asks each question in turn, as the widget does, and returns every answer. */
async function converse(locale: Locale, questions: readonly string[]): Promise<string[]> {
  const messages: ChatTurn[] = [];
  const answers: string[] = [];
  for (const question of questions) {
    messages.push({ role: "user", content: question });
    const answer = await answerQuestion(db, { locale, messages });
    messages.push({ role: "assistant", content: answer });
    answers.push(answer);
  }
  return answers;
}

const ask = async (locale: Locale, question: string) => (await converse(locale, [question]))[0]!;

const LG_C3 = "LG 55-inch OLED evo C3 4K Smart TV";
const IPHONE_15 = "Apple iPhone 15 128GB Black";
const IPHONE_15_PRO_MAX = "Apple iPhone 15 Pro Max 256GB Natural Titanium";
const IPHONE_16_PRO_MAX = "Apple iPhone 16 Pro Max 256GB Desert Titanium";
const BUDS = "Samsung Galaxy Buds3 Pro Silver";
const MOUSE = "Logitech G PRO X SUPERLIGHT 2 Wireless Gaming Mouse Black";
const MACBOOK_AIR = "Apple MacBook Air 13-inch M3 8GB 256GB Midnight (Arabic/English keyboard)";

describe("a listed product's exact name, with the words of the request around it", () => {
  it.each<[Locale, string]>([
    ["en", "How much is the LG 55-inch OLED evo C3 4K Smart TV?"],
    ["en", "Is now a good time to buy the LG 55-inch OLED evo C3 4K Smart TV?"],
    ["ar", "كم سعر شاشة إل جي 55 بوصة أوليد إيفو C3 بدقة 4K سمارت؟"],
    ["ar", "هل الحين وقت مناسب أشتري شاشة إل جي 55 بوصة أوليد إيفو C3 بدقة 4K سمارت؟"],
  ])("%s: %s", async (locale, question) => {
    const answer = await ask(locale, question);
    expect(linked(answer)[0]).toBe(await idOf(LG_C3));
    expect(answer).not.toMatch(/doesn't list|غير موجود/);
  });
});

describe("a comparison with a clause after it", () => {
  it.each<[Locale, string]>([
    ["en", "iPhone 16 Pro Max vs iPhone 15 Pro Max — is the upgrade worth the extra money?"],
    ["ar", "آيفون 16 برو ماكس ولا آيفون 15 برو ماكس؟ تستاهل الترقية الفلوس الزيادة؟"],
  ])("%s: %s", async (locale, question) => {
    const answer = await ask(locale, question);
    expect(linked(answer).slice(0, 2).sort()).toEqual(
      [await idOf(IPHONE_16_PRO_MAX), await idOf(IPHONE_15_PRO_MAX)].sort(),
    );
    expect(answer).not.toMatch(/doesn't list|غير موجود/);
  });
});

describe("reviews asked in the shopper's own words", () => {
  it.each<[Locale, string]>([
    ["ar", "وش يقولون عن سماعات جالكسي بدز3 برو اللي جربوها؟"],
    ["ar", "جالكسي بدز 3 برو وش رايهم فيها اللي جربوها؟"],
    ["en", "What do people who tried the Galaxy Buds3 Pro say about them?"],
    ["ar", "ما عيوب جالكسي بودز 3 برو؟"],
    // Whether it is good, of one product, is what its owners say.
    ["ar", "هل جالكسي بودز 3 برو جيد؟"],
    ["ar", "كيف جالكسي بودز 3 برو؟ حلو؟"],
    ["ar", "جالكسي بودز 3 برو زين ولا لا؟"],
    ["ar", "galaxy buds 3 pro 7elw?"],
    ["ar", "ايش رأي الناس بـجالكسي بودز 3 برو"],
    ["en", "Is the Galaxy Buds3 Pro any good?"],
    ["en", "Galaxy Buds3 Pro pros and cons?"],
    ["ar", "هل تقييم جالكسي بودز 3 برو عالي؟"],
    ["ar", "هل المراجعات عن جالكسي بودز 3 برو إيجابية؟"],
    ["en", "What are the complaints about the Galaxy Buds3 Pro?"],
  ])("%s: %s", async (locale, question) => {
    const answer = await ask(locale, question);
    expect(linked(answer)[0]).toBe(await idOf(BUDS));
    // The review summary (its rating out of 5), not a price or "not listed".
    expect(answer).toMatch(/from 5|\/5 \(|من 5/);
    expect(answer).not.toMatch(/doesn't list|couldn't find|غير موجود/);
  });
});

describe("whether a product has something, asked in Modern Standard Arabic and English", () => {
  it.each<[Locale, string, RegExp]>([
    ["ar", "هل يحتوي إكس بوكس سيريز X على مشغل أقراص؟", /^نعم/],
    ["en", "Does the Xbox Series X have a disc drive?", /^Yes/],
    ["en", "Does the PS5 Slim Digital Edition have a disc drive?", /^No/],
    // No attribute of its kind: the specification row that names it.
    ["ar", "هل تحتوي ماكينة بريفيل باريستا إكسبريس على مطحنة؟", /^نعم/],
  ])("%s: %s", async (locale, question, says) => {
    const answer = await ask(locale, question);
    expect(answer).toMatch(says);
    expect(linked(answer)).toHaveLength(1);
  });

  it.each<[Locale, string, string]>([
    ["ar", "كم يبلغ وزن آيباد إير؟", "لا تذكر مواصفات"],
    ["en", "how heavy is the iPad Air?", "don't state its Weight. What they do state:"],
  ])("%s: %s says the weight is not stated, then what is", async (locale, question, says) => {
    const answer = await ask(locale, question);
    expect(linked(answer)).toEqual([await idOf("Apple iPad Air 11-inch (M2) Wi-Fi 128GB Space Grey")]);
    expect(answer).toContain(says);
    expect(answer.split("\n").filter((line) => line.startsWith("•")).length).toBeGreaterThan(2);
  });

  it("'مقاومة للماء' asks for the water resistance, which the headphones' specifications leave out", async () => {
    const answer = await ask("ar", "هل سماعة سوني XM5 مقاومة للماء؟");
    expect(linked(answer)).toEqual([
      await idOf("Sony WH-1000XM5 Wireless Noise Cancelling Headphones Black"),
    ]);
    expect(answer).toContain("لا يعرف قارن مقاومة الماء");
  });

  it("a figure the question names is for the value to confirm, never a yes by itself", async () => {
    const answer = await ask("en", "Does the Xbox Series X have a 8K disc drive?");
    expect(answer).not.toMatch(/^Yes/);
  });
});

describe("which store is cheaper, of two named", () => {
  it.each<[Locale, string]>([
    ["en", "Which store has the PS5 cheapest, Jarir or noon?"],
    ["ar", "وين البلايستيشن 5 أرخص، جرير ولا نون؟"],
  ])("%s: %s", async (locale, question) => {
    const answer = await ask(locale, question);
    expect(answer).not.toMatch(/doesn't list|غير موجود/);
    const [first] = linked(answer);
    const [product] = await db
      .select({ nameEn: products.nameEn })
      .from(products)
      .where(eq(products.id, first!));
    expect(product?.nameEn).toMatch(/PlayStation 5/);
    expect(answer).toMatch(locale === "en" ? /Jarir[\s\S]*noon/ : /جرير[\s\S]*نون/);
    expect(answer).toMatch(locale === "en" ? /noon is cheaper/ : /نون\u2069 أرخص/);
  });
});

describe("delivery is asked about, not the price again", () => {
  it.each<[Locale, string[]]>([
    ["ar", ["كم سعر بلايستيشن 5؟", "هل نون يوصل لجدة؟"]],
    ["en", ["PS5 price?", "Does noon deliver to Jeddah?"]],
  ])("%s: %j", async (locale, questions) => {
    const [first, second] = await converse(locale, questions);
    expect(linked(second!)[0]).toBe(linked(first!)[0]);
    // No price in the answer: "SAR 1,699.00" / "1,699.00 ر.س".
    expect(second).not.toMatch(/SAR \d|ر\.س/);
    expect(second).toMatch(locale === "en" ? /deliver/ : /توصيل/);
  });
});

describe("'ما <specification> في <product>': the product named after its specification", () => {
  it.each<[Locale, string, string, string]>([
    [
      "ar",
      "ما المنصة الذكية في شاشة سامسونج 65 بوصة كريستال؟",
      "Samsung 65-inch Crystal UHD 4K Smart TV CU7000",
      "Tizen",
    ],
    ["ar", "ما تقنية HDR في شاشة هايسنس 50 بوصة A6؟", "Hisense 50-inch A6 4K UHD Smart TV", "Dolby Vision"],
    ["ar", "ما الشاشة في آيفون 16 برو ماكس 256؟", "Apple iPhone 16 Pro Max 256GB Desert Titanium", "6.9"],
    [
      "en",
      "What is the navigation of the Roborock Q7 Max+?",
      "Roborock Q7 Max+ Robot Vacuum and Mop with Auto-Empty Dock",
      "LiDAR",
    ],
  ])("%s: %s", async (locale, question, nameEn, value) => {
    const answer = await ask(locale, question);
    // That product only: no smart band for "الذكية", no washing machine for "تقنية".
    expect(linked(answer)).toEqual([await idOf(nameEn)]);
    expect(answer).toContain(value);
    expect(answer).not.toMatch(/^(نعم|Yes)/);
  });

  it("'what's the weather in Riyadh?' is still no product", async () => {
    expect(linked(await ask("en", "What's the weather in Riyadh?"))).toEqual([]);
  });
});

describe("how many of a unit, after a model number", () => {
  it.each<[Locale, string, string, RegExp]>([
    [
      "en",
      "JBL PartyBox 110 how many watts?",
      "JBL PartyBox 110 Portable Party Speaker with Lights",
      /160 W/,
    ],
    ["ar", "jbl partybox 110 kam watt?", "JBL PartyBox 110 Portable Party Speaker with Lights", /160 واط/],
    [
      "en",
      "What video resolution does the Sony Alpha 7 IV record?",
      "Sony Alpha 7 IV Full-Frame Mirrorless Camera (Body Only)",
      /Video: 4K 60p/,
    ],
  ])("%s: %s", async (locale, question, nameEn, value) => {
    const answer = await ask(locale, question);
    expect(linked(answer)).toEqual([await idOf(nameEn)]);
    expect(answer).toMatch(value);
  });

  it("'cheapest 65 inch TV' still names the size of the televisions", async () => {
    const answer = await ask("en", "cheapest 65 inch TV");
    const listed = await db
      .select()
      .from(products)
      .where(inArray(products.id, linked(answer)));
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) expect(product.nameEn).toMatch(/65-inch/);
  });
});

describe("a specification row asked for by a word of its name", () => {
  it.each<[Locale, string, string, RegExp]>([
    ["ar", "ما نوع الفلتر في مكنسة دايسون V15؟", "Dyson V15 Detect Absolute Cordless Vacuum Cleaner", /HEPA/],
    [
      "en",
      "what type of panel does the LG UltraGear have?",
      "LG UltraGear 27GR75Q-B 27-inch QHD IPS 165Hz Gaming Monitor",
      /^• Panel: IPS, sRGB 99%$/m,
    ],
    ["ar", "ما قدرة تبريد مكيف جري؟", "Gree Pular Split Air Conditioner 18,000 BTU Cooling Only", /18,000/],
    ["ar", "ما هي قوة الشفط في دايسون V15؟", "Dyson V15 Detect Absolute Cordless Vacuum Cleaner", /240/],
  ])("%s: %s", async (locale, question, nameEn, row) => {
    const answer = await ask(locale, question);
    expect(linked(answer)).toEqual([await idOf(nameEn)]);
    expect(answer).toMatch(row);
    // Said once, as the store wrote it in full.
    expect(answer.split("\n").filter((line) => line.startsWith("•"))).toHaveLength(1);
  });
});

describe("a part of a kind that has no category of its own", () => {
  it.each<[Locale, string, string[]]>([
    [
      "en",
      "cheapest shaver",
      [
        "Philips OneBlade Face + Body QP2824/20",
        "Braun Series 9 Pro 9477cc Wet & Dry Electric Shaver with Clean Centre",
      ],
    ],
    ["ar", "ارخص سشوار", ["Dyson Supersonic Hair Dryer HD07 Nickel/Copper"]],
    ["en", "cheapest soundbar", ["Samsung HW-Q600C 3.1.2 Ch Soundbar with Dolby Atmos"]],
    // "portable" is the kind's word, not one of a name: the Sony is as portable as the JBLs.
    [
      "en",
      "What's the cheapest portable Bluetooth speaker?",
      [
        "Sony SRS-XB100 Compact Bluetooth Speaker Black",
        "JBL Flip 6 Portable Waterproof Bluetooth Speaker Blue",
        "JBL PartyBox 110 Portable Party Speaker with Lights",
      ],
    ],
  ])("%s: %s lists those products only, cheapest first", async (locale, question, names) => {
    const answer = await ask(locale, question);
    const expected = await Promise.all(names.map(idOf));
    const listed = await db.select().from(products).where(inArray(products.id, expected));
    const byPrice = [...listed].sort((a, b) => Number(a.lowestPrice) - Number(b.lowestPrice));
    expect(linked(answer)).toEqual(byPrice.map((product) => product.id));
  });

  it.each<[Locale, string]>([
    ["ar", "ما سعر يد تحكم سوني؟"],
    ["en", "Sony controller price?"],
  ])("%s: %s is Sony's controller, not its Remote Player of the same kind", async (locale, question) => {
    const answer = await ask(locale, question);
    expect(linked(answer)).toEqual([await idOf("Sony DualSense Wireless Controller for PS5 White")]);
  });
});

describe("a kind whose name holds a cue's word", () => {
  it.each<[Locale, string, string]>([
    [
      "en",
      "How much is the Samsung top load washing machine?",
      "Samsung 18 kg Top Load Washing Machine, Digital Inverter, Grey",
    ],
    ["en", "Hisense top mount fridge price", "Hisense Top Mount Refrigerator 16 cu.ft (450 L), White"],
    [
      "en",
      "How much is the LG top freezer fridge?",
      "LG Top Freezer Refrigerator 18 cu.ft (509 L) Smart Inverter, Platinum Silver",
    ],
  ])("%s: %s is that product's price, not the best-rated of its kind", async (locale, question, nameEn) => {
    const answer = await ask(locale, question);
    expect(linked(answer)[0]).toBe(await idOf(nameEn));
    expect(answer).not.toMatch(/^Best-rated/m);
  });

  it("'cheapest top load washer' lists the top loaders only, cheapest first", async () => {
    const answer = await ask("en", "cheapest top load washer");
    expect(linked(answer)).toEqual([
      await idOf("Samsung 18 kg Top Load Washing Machine, Digital Inverter, Grey"),
    ]);
    expect(answer).toMatch(/^Cheapest/m);
  });
});

describe("the most expensive of a kind", () => {
  it.each<[Locale, string]>([
    ["en", "most expensive phone"],
    ["ar", "أغلى جوال"],
  ])("%s: %s lists smartphones, the dearest first", async (locale, question) => {
    const answer = await ask(locale, question);
    const ids = linked(answer);
    expect(ids.length).toBeGreaterThan(2);
    const [phones] = await db.select().from(categories).where(eq(categories.slug, "smartphones"));
    const listed = await db.select().from(products).where(inArray(products.id, ids));
    for (const product of listed) expect(product.categoryId).toBe(phones!.id);
    const prices = ids.map((id) => Number(listed.find((product) => product.id === id)!.lowestPrice));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const [dearest] = await db
      .select()
      .from(products)
      .where(eq(products.categoryId, phones!.id))
      .orderBy(sql`${products.lowestPrice} desc nulls last`)
      .limit(1);
    expect(ids[0]).toBe(dearest!.id);
  });
});

describe("one product than another", () => {
  it.each<[Locale, string]>([
    ["en", "Is the iPhone 15 more expensive than the Galaxy S24 Ultra?"],
    ["en", "Is the iPhone 15 cheaper than the Galaxy S24 Ultra?"],
    ["ar", "هل ايفون 15 اغلى من جالكسي S24 الترا؟"],
    ["ar", "هل ايفون 15 افضل من جالكسي S24 الترا؟"],
  ])("%s: %s compares the two", async (locale, question) => {
    const answer = await ask(locale, question);
    expect(new Set(linked(answer))).toEqual(
      new Set([
        await idOf("Apple iPhone 15 128GB Black"),
        await idOf("Samsung Galaxy S24 Ultra 5G 256GB Titanium Black"),
      ]),
    );
  });

  it("'cheaper than 2000' is still a budget", async () => {
    const answer = await ask("ar", "جوالات ارخص من 2000");
    expect(answer).toContain("بسعر لا يتجاوز 2,000.00 ر.س");
  });
});

describe("the most expensive of a line", () => {
  it.each<[Locale, string]>([
    ["en", "what is the most expensive iPhone?"],
    ["ar", "كم سعر اغلى ايفون؟"],
  ])("%s: %s is the dearest iPhone's price", async (locale, question) => {
    const [dearest] = await db
      .select()
      .from(products)
      .where(sql`${products.nameEn} like 'Apple iPhone%' and ${products.lowestPrice} is not null`)
      .orderBy(sql`${products.lowestPrice} desc`)
      .limit(1);
    expect(linked(await ask(locale, question))[0]).toBe(dearest!.id);
  });
});

describe("the lightest, the biggest: a kind by the attribute asked", () => {
  it("'what is the lightest laptop?' lists the laptops whose weight is known, and says how few", async () => {
    const answer = await ask("en", "what is the lightest laptop?");
    expect(linked(answer)).toEqual([await idOf(MACBOOK_AIR)]);
    expect(answer).toContain("1.24 kg");
    expect(answer).toMatch(/^Only 1 of the \d+ Laptops we list states its Weight/m);
  });

  it("says when none of the kind states the attribute, and names no product", async () => {
    const answer = await ask("en", "What's the heaviest washing machine?");
    expect(answer).toBe(
      "None of the Washing Machines we list states its Weight, so I can't rank them by it.",
    );
    expect(await ask("ar", "أثقل غسالة")).toBe(
      "لا يذكر أي من الغسالات لدينا الوزن، فلا أستطيع ترتيبها حسبه.",
    );
  });

  it("'أخف سماعة' lists the headphones by weight, lightest first", async () => {
    const answer = await ask("ar", "أخف سماعة");
    expect(linked(answer)).toEqual([
      await idOf("JBL Tune 520BT Wireless On-Ear Headphones Black"),
      await idOf("Sony WH-1000XM5 Wireless Noise Cancelling Headphones Black"),
    ]);
    expect(answer).toContain("157 جم");
    expect(answer).toContain("منتجان فقط");
  });

  it.each([
    ["which phone has the most RAM?", / (\d+) GB, SAR/g],
    ["phone with the longest battery life", / ([\d,]+) mAh, SAR/g],
  ])("%j lists the phones by it, the most first", async (question, value) => {
    const answer = await ask("en", question);
    const figures = [...answer.matchAll(value)].map((match) => Number(match[1]!.replace(/,/g, "")));
    expect(figures.length).toBe(linked(answer).length);
    expect(figures.length).toBeGreaterThan(2);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
  });

  it("'which TV has the biggest screen?' lists televisions by screen size, biggest first", async () => {
    const answer = await ask("en", "which TV has the biggest screen?");
    const inches = [...answer.matchAll(/\): (\d+) in, /g)].map((match) => Number(match[1]));
    expect(inches.length).toBe(linked(answer).length);
    expect(inches.length).toBeGreaterThan(2);
    expect(inches).toEqual([...inches].sort((a, b) => b - a));
    expect(inches[0]).toBe(65);
  });
});

describe("qualifiers of a kind of product", () => {
  it.each<[Locale, string, string]>([
    ["en", "bottom freezer fridge", "I found no Refrigerators matching “bottom freezer”."],
    ["ar", "ثلاجة فريزر سفلي", "لم أجد الثلاجات المطابقة لـ«فريزر سفلي»."],
  ])(
    "%s: %s, which no fridge is, says so instead of listing every fridge",
    async (locale, question, says) => {
      const answer = await ask(locale, question);
      expect(answer).toBe(says);
    },
  );

  it.each<[Locale, string]>([
    ["en", "best gaming monitor"],
    ["ar", "أفضل شاشة ألعاب"],
  ])("gaming monitors only — %s: %s", async (locale, question) => {
    const answer = await ask(locale, question);
    const ids = linked(answer);
    const [monitors] = await db.select().from(categories).where(eq(categories.slug, "monitors"));
    const listed = await db.select().from(products).where(inArray(products.id, ids));
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) {
      expect(product.categoryId).toBe(monitors!.id);
      expect(product.nameEn).toMatch(/Gaming/);
    }
  });

  it.each<[Locale, string]>([
    ["en", "cheapest noise-cancelling headphones"],
    ["ar", "أرخص سماعات فيها عزل الضوضاء"],
    // The qualifier's words read in the question's order, one with a "بـ" drawn on.
    ["ar", "أرخص سماعة بعزل ضوضاء"],
  ])("the cheapest noise-cancelling pair first — %s: %s", async (locale, question) => {
    const answer = await ask(locale, question);
    const ids = linked(answer);
    expect(ids.length).toBeGreaterThan(1);
    // A list, cheapest first, of headphones that cancel noise (the Sony, the Bose).
    const listed = await db.select().from(products).where(inArray(products.id, ids));
    const prices = ids.map((id) => Number(listed.find((product) => product.id === id)!.lowestPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const names = listed.map((product) => product.nameEn);
    expect(names).toContain("Sony WH-1000XM5 Wireless Noise Cancelling Headphones Black");
    expect(names).not.toContain("JBL Tune 520BT Wireless On-Ear Headphones Black");
  });

  it.each<[Locale, string]>([
    ["en", "cheapest split AC"],
    ["ar", "أرخص مكيف سبليت"],
  ])("split units only — %s: %s", async (locale, question) => {
    const answer = await ask(locale, question);
    const listed = await db
      .select()
      .from(products)
      .where(inArray(products.id, linked(answer)));
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) expect(product.nameEn).toMatch(/Split/);
  });
});

describe("a size word, through the kind's size attribute", () => {
  it.each<[Locale, string]>([
    ["en", "cheapest big TV"],
    ["ar", "أرخص شاشة كبيرة"],
  ])("%s: %s lists the biggest screens, cheapest first", async (locale, question) => {
    const answer = await ask(locale, question);
    const ids = linked(answer);
    const listed = await db.select().from(products).where(inArray(products.id, ids));
    const names = listed.map((product) => product.nameEn);
    // The 50-inch set is the cheapest TV, and the smallest: a big one is asked for.
    expect(names).not.toContain("Hisense 50-inch A6 4K UHD Smart TV");
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name).toMatch(/\b(55|65)-inch/);
    const prices = ids.map((id) => Number(listed.find((product) => product.id === id)!.lowestPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe("a size word beside a word of buying", () => {
  it.each<[Locale, string]>([
    ["ar", "أرغب في شراء غسالة كبيرة"],
    ["en", "where to buy a big fridge"],
  ])("%s: %s lists the kind, not one product", async (locale, question) => {
    const answer = await ask(locale, question);
    expect(answer.match(/^\d+\. \[/gm)?.length).toBeGreaterThan(1);
  });
});

describe("a size word of a part of a kind", () => {
  it.each<[Locale, string]>([
    ["en", "i want a big air fryer"],
    ["ar", "ابغى قلاية هوائية كبيرة"],
  ])("%s: %s lists air fryers only, not the kitchen's other big appliances", async (locale, question) => {
    const answer = await ask(locale, question);
    const listed = await db
      .select()
      .from(products)
      .where(inArray(products.id, linked(answer)));
    expect(listed.length).toBeGreaterThan(1);
    for (const product of listed) expect(product.nameEn).toMatch(/Air ?fryer/i);
  });
});

describe("a price of the past is the price's history", () => {
  it.each<[Locale, string, RegExp]>([
    ["ar", "كم كان سعر بلايستيشن 5 قبل شهر", /قبل 30 يومًا/],
    ["en", "what was the price of playstation 5 a month ago", /30 days ago/],
  ])("%s: %s", async (locale, question, then) => {
    expect(await ask(locale, question)).toMatch(then);
  });

  it("'what was the cheapest phone' still lists phones", async () => {
    expect((await ask("en", "what was the cheapest phone")).match(/^\d+\. \[/gm)?.length).toBeGreaterThan(1);
  });
});

describe("a purpose is no kind of product", () => {
  it.each<[Locale, string, string]>([
    ["en", "best phone for gaming", "smartphones"],
    ["ar", "أفضل جوال للألعاب", "smartphones"],
    ["en", "cheapest gaming headphones", "headphones"],
  ])("%s: %s lists only %s", async (locale, question, slug) => {
    const answer = await ask(locale, question);
    const [kind] = await db.select().from(categories).where(eq(categories.slug, slug));
    const listed = await db
      .select()
      .from(products)
      .where(inArray(products.id, linked(answer)));
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) expect(product.categoryId).toBe(kind!.id);
  });
});

describe("conversation state: the products in focus", () => {
  it.each<[Locale, string[], RegExp]>([
    ["en", ["iPhone 15 price", "and at Jarir?"], /Jarir/],
    ["ar", ["كم سعر آيفون 15؟", "وفي جرير؟"], /جرير/],
    ["en", ["AirPods Pro price", "has it dropped?"], /lowest price/],
    ["ar", ["كم سعر ايربودز برو؟", "نزل سعرها؟"], /أقل سعر/],
  ])(
    "%s: %j — 'it', 'ها' and ellipsis mean the product of the last answer",
    async (locale, questions, said) => {
      const [first, second] = await converse(locale, questions);
      expect(new Set(linked(second!))).toEqual(new Set([linked(first!)[0]]));
      expect(second).toMatch(said);
    },
  );

  it.each<[Locale, string[]]>([
    ["en", ["iPhone 15?", "what about the Pro Max?", "which one is better for gaming?"]],
    ["ar", ["كم سعر آيفون 15؟", "طيب والبرو ماكس؟", "أيهم أفضل للألعاب؟"]],
  ])("%s: %j compares the two iPhones, never the gaming mouse", async (locale, questions) => {
    const [first, second, third] = await converse(locale, questions);
    expect(linked(first!)[0]).toBe(await idOf(IPHONE_15));
    expect(linked(second!)[0]).toBe(await idOf(IPHONE_15_PRO_MAX));
    expect(linked(third!).slice(0, 2).sort()).toEqual(
      [await idOf(IPHONE_15), await idOf(IPHONE_15_PRO_MAX)].sort(),
    );
    expect(linked(third!)).not.toContain(await idOf(MOUSE));
  });

  it.each<[Locale, string[]]>([
    ["en", ["How much is the iPhone 16 Pro Max?", "and the iPhone 15?", "and the Pro Max?"]],
    ["ar", ["كم سعر آيفون 16 برو ماكس؟", "وآيفون 15؟", "طيب والبرو ماكس؟"]],
  ])("%s: %j — 'the Pro Max' is the Pro Max of the iPhone in focus", async (locale, questions) => {
    const answers = await converse(locale, questions);
    expect(linked(answers[1]!)[0]).toBe(await idOf(IPHONE_15));
    expect(linked(answers[2]!)[0]).toBe(await idOf(IPHONE_15_PRO_MAX));
  });

  it.each<[Locale, string[]]>([
    ["en", ["iPhone 15?", "Galaxy Buds3 Pro price", "which one is better?"]],
    ["ar", ["كم سعر آيفون 15؟", "كم سعر جالكسي بودز 3 برو؟", "أيهم أفضل؟"]],
  ])("%s: %j — a new subject resets the focus", async (locale, questions) => {
    const answers = await converse(locale, questions);
    expect(linked(answers[2]!)).not.toContain(await idOf(IPHONE_15));
  });

  it("a product id the client made up is never answered about", async () => {
    const made = "00000000-0000-4000-8000-000000000000";
    const answer = await answerQuestion(db, {
      locale: "en",
      messages: [
        { role: "user", content: "price?" },
        { role: "assistant", content: `[Something](/products/${made}) is cheapest at noon.` },
        { role: "user", content: "has it dropped?" },
      ],
    });
    expect(linked(answer)).not.toContain(made);
  });
});

describe("a kind asked for by a figure of its specifications", () => {
  /** Each linked product's number value of the attribute, as the catalogue keeps it. */
  async function valuesOf(answer: string, key: string): Promise<number[]> {
    const ids = linked(answer);
    if (!ids.length) return [];
    const { rows } = await db.execute<{ value: string | null }>(sql`
      select v.number_value::text as value
        from product_attribute_values v join attributes a on a.id = v.attribute_id
       where a.key = ${key} and v.product_id in (${sql.join(
         ids.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})`);
    expect(rows.length, "every linked product has the attribute").toBe(ids.length);
    return rows.map((row) => Number(row.value));
  }

  it.each<[Locale, string]>([
    ["en", "i want a 65 inch tv"],
    ["ar", "ابغى تلفزيون 65 بوصه"],
  ])("%s: '%s' lists the televisions of that size, not one of them", async (locale, question) => {
    const answer = await ask(locale, question);
    const sizes = await valuesOf(answer, "screen_size");
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    expect(sizes.every((size) => size === 65)).toBe(true);
    // A list: each product a numbered line, none of them answered as "the one" with its offers.
    expect(answer.match(/^\d+\. \[/gm)).toHaveLength(sizes.length);
  });

  it.each<[Locale, string]>([
    ["en", "laptop with 16gb ram"],
    ["ar", "لابتوب فيه 16 جيجا رام"],
    ["ar", "أريد حاسوبًا محمولًا بذاكرة 16 جيجابايت"],
    ["ar", "abi laptop 16 giga ram"],
  ])("%s: '%s' lists laptops with at least that memory", async (locale, question) => {
    const answer = await ask(locale, question);
    const memory = await valuesOf(answer, "ram");
    expect(memory.length).toBeGreaterThanOrEqual(3);
    expect(memory.every((gb) => gb >= 16)).toBe(true);
    expect(answer).not.toMatch(/specifications|مواصفات/);
  });

  it("'120hz monitor' takes a faster screen too, and leaves out a slower one", async () => {
    const answer = await ask("en", "120hz monitor");
    const rates = await valuesOf(answer, "refresh_rate");
    expect(rates.length).toBeGreaterThanOrEqual(1);
    expect(rates.every((hz) => hz >= 120)).toBe(true);
  });

  it("a figure beside a product's name still asks about that product", async () => {
    const answer = await ask("ar", "كم رام لابتوب ماك بوك اير");
    expect(linked(answer)).toEqual([await idOf(MACBOOK_AIR)]);
  });
});

describe("whether a store or Qaren has a product", () => {
  it.each<[Locale, string, RegExp]>([
    ["ar", "هل جرير عندها ايفون 16 برو ماكس", /جرير/],
    ["ar", "هل جرير عنده ايفون 15", /جرير/],
    ["en", "do you have the iphone 16 pro max", /cheapest at/],
  ])(
    "%s: '%s' answers with the product's offers, not its specifications",
    async (locale, question, offer) => {
      const answer = await ask(locale, question);
      const expected = question.includes("15") ? IPHONE_15 : IPHONE_16_PRO_MAX;
      expect(linked(answer)[0]).toBe(await idOf(expected));
      expect(answer).toMatch(offer);
      expect(answer).not.toMatch(/specifications|مواصفات|غير موجود/);
    },
  );
});

describe("a sale to wait for names no product", () => {
  it("asks which product, without a product named", async () => {
    const answer = await ask("ar", "اشتري الحين ولا انتظر الجمعة البيضاء");
    expect(linked(answer)).toEqual([]);
    expect(answer).not.toMatch(/غير موجود/);
  });

  it.each<[Locale, string, string]>([
    ["ar", "اشتري ايفون 15 الحين ولا انتظر الجمعة البيضاء", IPHONE_15],
    ["en", "should i wait for black friday to buy the iphone 15", IPHONE_15],
  ])("%s: %s is whether now is a good time for it", async (locale, question, nameEn) => {
    const answer = await ask(locale, question);
    expect(linked(answer)[0]).toBe(await idOf(nameEn));
    expect(answer).toMatch(locale === "ar" ? /المعتاد|أقل سعر/ : /usual|typical|lowest/);
  });
});

describe("Modern Standard Arabic's longer requests", () => {
  it.each<[string, string, RegExp]>([
    [
      "هل يمكنك أن تخبرني بسعر سماعات إيربودز برو؟",
      "Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)",
      /يبيعه/,
    ],
    ["أود معرفة سعر شاشة سامسونج 55 بوصة", "Samsung 55-inch Crystal UHD 4K Smart TV CU7000", /يبيعه/],
    [
      "ما هي آراء المستخدمين حول جالكسي S24 ألترا؟",
      "Samsung Galaxy S24 Ultra 5G 256GB Titanium Black",
      /يقيّم المتسوقون/,
    ],
    ["أين أجد أرخص عطر ديور سوفاج؟", "Dior Sauvage Eau de Parfum for Men 100 ml", /ديور سوفاج/],
    ["هل سعر نينتندو سويتش مناسب حاليًا؟", "Nintendo Switch OLED Model with White Joy-Con", /الوقت|المعتاد/],
  ])("%s", async (question, nameEn, said) => {
    const answer = await ask("ar", question);
    expect([...new Set(linked(answer))]).toEqual([await idOf(nameEn)]);
    expect(answer).toMatch(said);
  });
});

describe("a kind's own words never name a product of another kind", () => {
  it("'أريد شراء حاسوب محمول للألعاب' is no portable speaker", async () => {
    const answer = await ask("ar", "أريد شراء حاسوب محمول للألعاب");
    const [laptops] = await db.select().from(categories).where(eq(categories.slug, "laptops"));
    const listed = await db
      .select()
      .from(products)
      .where(inArray(products.id, linked(answer)));
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) expect(product.categoryId).toBe(laptops!.id);
  });
});
