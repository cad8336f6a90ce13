import { describe, expect, it } from "vitest";
import { DEMO_PRODUCTS, DEMO_STORES } from "~/db/seed/demo-catalog";
import { splitWords } from "~/features/shopper-vocabulary/phrases";
import { intentOf, parseQuestion, readSpecificationOf, readText, tokenize } from "./question";

describe("parseQuestion", () => {
  it("finds what is asked and the product words", () => {
    const parsed = parseQuestion("How much is the iPhone 15?");
    expect([...parsed.cues]).toEqual(["price"]);
    expect(parsed.words).toEqual(["iphone", "15"]);
    expect(parsed.budget).toBeNull();
  });

  it.each([
    ["Phones under 2,000 SAR", { maxHalalas: 200_000 }],
    ["laptops between 2000 and 4000 SAR", { minHalalas: 200_000, maxHalalas: 400_000 }],
    ["TVs over 3000", { minHalalas: 300_000 }],
    ["headphones for 1999.50 riyals", { maxHalalas: 199_950 }],
    ["phones for 2k", { maxHalalas: 200_000 }],
    ["جوالات بأقل من ٢٠٠٠ ريال", { maxHalalas: 200_000 }],
    ["مكيفات من 1500 الى 3000", { minHalalas: 150_000, maxHalalas: 300_000 }],
    ["جوال بألفين", { maxHalalas: 200_000 }],
    ["لابتوب ب3000", { maxHalalas: 300_000 }],
  ])("reads the budget of %s", (question, budget) => {
    expect(parseQuestion(question).budget).toEqual(budget);
  });

  it("does not take a model number for a budget", () => {
    expect(parseQuestion("Galaxy S24 price").budget).toBeNull();
    expect(parseQuestion("iPhone 15 Pro Max 256GB").budget).toBeNull();
  });

  it("keeps a spelled-out thousand as typed when it is no budget", () => {
    const parsed = parseQuestion("كم سعر مكيف 24 ألف وحدة؟");
    expect(parsed.budget).toBeNull();
    expect(parsed.words).toEqual(["مكيف", "24", "الف", "وحده"]);
  });

  it("reads a spelled-out amount with 'the' written onto it as a budget", () => {
    expect(parseQuestion("ابي سماعة تحت الالفين").budget).toEqual({ maxHalalas: 200_000 });
    expect(parseQuestion("وش احسن لابتوب تحت الفين").budget).toEqual({ maxHalalas: 200_000 });
  });

  it("reads Arabizi as the Arabic words it spells", () => {
    const price = parseQuestion("bkam el galaksi a55 3ndkm?");
    expect(intentOf(price)).toBe("price");
    expect(price.words).toEqual(["galaxy", "a55"]);
    const budget = parseQuestion("arkhas sama3at ta7t 400 ryal");
    expect(budget.budget).toEqual({ maxHalalas: 40_000 });
    expect(budget.cues.has("cheap")).toBe(true);
    expect(budget.words).toEqual(["سماعات"]);
    expect(intentOf(parseQuestion("wesh ra2y el nas fi ayfon 15?"))).toBe("reviews");
    const listed = parseQuestion("bs5 mawjood 3ndkm?");
    expect(intentOf(listed)).toBe("price");
    expect(listed.words).toEqual(["ps5"]);
    expect(parseQuestion("ayhom a7san ayfon 15 wala galaksi s24?").pairs).toContainEqual([
      ["iphone", "15"],
      ["galaxy", "s24"],
    ]);
    expect(parseQuestion("abi jawal b2al men 1000").budget).toEqual({ maxHalalas: 100_000 });
    expect(parseQuestion("sama3at arkhas men 300 ryal").budget).toEqual({ maxHalalas: 30_000 });
    // English words are no Arabizi: "be", "men" and "bose" stay as typed.
    expect(parseQuestion("will the Bose be cheaper for men").words).toEqual(["bose", "men"]);
  });

  it("reads a price that became dearer or cheaper as its history, and keeps 'dearer than' a comparison", () => {
    const became = parseQuestion("هل صار ايفون 15 اغلى؟");
    expect(intentOf(became)).toBe("trend");
    expect(became.words).toEqual(["ايفون", "15"]);
    expect(intentOf(parseQuestion("أصبح جالكسي A55 أرخص؟"))).toBe("trend");
    expect(intentOf(parseQuestion("كم صار سعر ايفون 15؟"))).toBe("price");
    expect(intentOf(parseQuestion("هل ايفون 15 اغلى من جالكسي A55؟"))).toBe("compare");
    expect(parseQuestion("كم سعر اغلى ايفون؟").cues.has("dear")).toBe(true);
  });

  it("reads Modern Standard Arabic's accusative ending as no letter of the word", () => {
    expect(parseQuestion("أريد هاتفًا ذكيًا").words).toEqual(["هاتف", "ذكي"]);
    expect(parseQuestion("أبحث عن تلفازاً").words).toEqual(["تلفاز"]);
    // Words known with the ending keep it: "جدًا" is a filler, "مؤخرًا" asks for the history.
    expect(parseQuestion("سعر ايفون 15 غالي جدًا").words).not.toContain("جد");
    expect(parseQuestion("هل انخفض سعر ايفون 15 مؤخرًا").cues.has("history")).toBe(true);
  });

  it("knows the Saudi and Modern Standard words of a request", () => {
    expect(parseQuestion("كم تطلع غسالة سامسونج؟").cues.has("price")).toBe(true);
    expect(intentOf(parseQuestion("ما رأي العملاء في جالكسي A55؟"))).toBe("reviews");
    expect(parseQuestion("وش تقييمها سماعة سوني؟").words).toEqual(["سماعه", "سوني"]);
    expect(parseQuestion("أيهما أرخص: آيفون 15 أم جالكسي A55؟").pairs).toContainEqual([
      ["ايفون", "15"],
      ["جالكسي", "a55"],
    ]);
  });

  it("splits a comparison at a separator or an attached Arabic و", () => {
    expect(parseQuestion("Xbox Series X vs PlayStation 5").pairs[0]).toEqual([
      ["xbox", "series", "x"],
      ["playstation", "5"],
    ]);
    expect(parseQuestion("قارن بين آيفون 15 وجالكسي S24").pairs).toContainEqual([
      ["ايفون", "15"],
      ["جالكسي", "s24"],
    ]);
  });

  it("recognises Arabic cue words with a prefix attached", () => {
    const parsed = parseQuestion("وبكم سعره الحين؟");
    expect(parsed.cues.has("price")).toBe(true);
    expect(parsed.words).toEqual([]);
  });

  it("recognises the help topics", () => {
    expect(parseQuestion("How do price alerts work?").cues.has("alerts")).toBe(true);
    expect(parseQuestion("كيف أحفظ منتج؟").cues.has("saving")).toBe(true);
    expect(parseQuestion("How do reviews work?").cues.has("reviews")).toBe(true);
  });

  it("reads an Arabizi word however it is spelled, by its sound", () => {
    // None of these spellings is listed; each sounds like one that is.
    expect(intentOf(parseQuestion("sa3ar galaksi a55?"))).toBe("price");
    expect(parseQuestion("ar5ass jawal").cues.has("cheap")).toBe(true);
    expect(intentOf(parseQuestion("3orodh el jawalat"))).toBe("deals");
    expect(intentOf(parseQuestion("twsil lil riyadh?"))).toBe("delivery");
    expect(intentOf(parseQuestion("ayfon 15 ta8yeemah?"))).toBe("reviews");
    expect(parseQuestion("arkhas tallajah").words).toEqual(["ثلاجه"]);
    expect(parseQuestion("a7sin sammaa3at").cues.has("best")).toBe(true);
  });

  it("reads 'el', 'lil', 'b' written onto an Arabizi word", () => {
    expect(readText("eljawalat")).toBe("الجوالات");
    expect(readText("lilriyadh")).toBe("الرياض");
    expect(readText("elayfon")).toBe("iphone");
    expect(readText("wesh a7san 3roodh el yom")).toBe("وش احسن عروض اليوم");
    expect(readText("el ayfon")).toBe("el iphone");
    // A city, however it is written, is the same city.
    expect(readText("Dammam eldammam")).toBe("الدمام الدمام");
    expect(parseQuestion("jawal b1500").budget).toEqual({ maxHalalas: 150_000 });
  });

  it("reads the Latin letters of a model written in Arabic letters", () => {
    expect(parseQuestion("كم سعر اس 24 الترا؟").words).toEqual(["s24", "الترا"]);
    expect(parseQuestion("جالكسي اي ٥٥ بكم؟").words).toEqual(["جالكسي", "a55"]);
    expect(parseQuestion("بي اس 5 كم سعره").words).toEqual(["ps5"]);
    expect(parseQuestion("مكنسة روبوروك كيو7").words).toEqual(["مكنسه", "روبوروك", "q7"]);
    // "أم" after a number is "or", and "ال جي" is LG.
    expect(parseQuestion("ايفون 15 ام 16؟").pairs).toContainEqual([["ايفون", "15"], ["16"]]);
    expect(parseQuestion("شاشة ال جي 27 بوصة").words).toContain("جي");
  });

  it("reads no English word as Arabizi", () => {
    for (const question of [
      "What's the cheapest Samsung TV under 3000?",
      "Does the Sony WH-1000XM5 have noise cancelling?",
      "Which is better for gaming, the Xbox Series X or the PS5?",
      "Has the Dyson V15 come down in price this month?",
      "Who sells the Galaxy Z Flip6 and what's the warranty at Jarir?",
      "Is the Bose QuietComfort Ultra worth the money for travel?",
      "Best deals on coffee machines today",
      "How long does delivery take with noon?",
      "Can I pay in instalments with tabby at eXtra?",
      "What do owners say about the Ninja Foodi air fryer?",
      "Cheapest split air conditioner with inverter",
      "Show me laptops with 16GB RAM and a big screen",
      "Is now a good time to buy the Nintendo Switch OLED?",
    ]) {
      const typed = new Set(splitWords(question));
      const read = tokenize(question).flatMap((token) => token.text.split(" "));
      expect(
        read.filter((word) => !typed.has(word)),
        question,
      ).toEqual([]);
    }
  });

  it("reads the English words of every demo product's and store's name as typed", () => {
    const names = [
      ...DEMO_PRODUCTS.map((product) => product.nameEn),
      ...Object.values(DEMO_STORES).map((store) => store.name),
    ];
    const misread = names.flatMap((name) => {
      const typed = new Set(splitWords(name));
      return tokenize(name)
        .flatMap((token) => token.text.split(" "))
        .filter((word) => !typed.has(word))
        .map((word) => `${name}: ${word}`);
    });
    // "Al-Manea" is read as the store's Arabic name, which the store finder knows; "Wi-Fi" and
    // "Oral-B" stay as typed.
    expect(misread).toEqual(["Al-Manea: المنيع"]);
  });
});

describe("a specification's name, then the product (readSpecificationOf)", () => {
  it.each([
    ["ما المنصة الذكية في شاشة سامسونج 65 بوصة؟", ["المنصه", "الذكيه"], ["شاشه", "سامسونج", "65", "بوصه"]],
    ["ما نوع الفلتر في مكنسة دايسون V15؟", ["الفلتر"], ["مكنسه", "دايسون", "v15"]],
    ["What is the climate class of the Hisense fridge?", ["climate", "class"], ["the", "hisense", "fridge"]],
  ])("%s", (question, label, product) => {
    expect(readSpecificationOf(question)).toEqual({ label, product });
  });

  it.each([
    "ما سعر ايفون 15 في جرير؟",
    "ما رأيك في ايفون 15؟",
    "ما أرخص جوال في نون؟",
    "What is the price of the iPhone 15?",
    "كم سعر ايفون 15؟",
  ])("leaves %s to what it asks", (question) => {
    expect(readSpecificationOf(question)).toBeNull();
  });
});
