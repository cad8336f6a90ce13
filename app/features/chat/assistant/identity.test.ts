import { describe, expect, it } from "vitest";
import { matchesIdentity, unmatchedIdentityWords } from "./identity";
import { parseQuestion } from "./question";

const product = (
  nameEn: string,
  nameAr: string,
  brand: string | null = null,
  model: string | null = null,
) => ({
  nameEn,
  nameAr,
  brand,
  model,
});

const braunShaver = product(
  "Braun Series 9 Pro 9477cc Wet & Dry Electric Shaver with Clean Centre",
  "ماكينة حلاقة براون سيريس 9 برو 9477cc",
  "Braun",
  "9477cc",
);
const iphone15 = product(
  "Apple iPhone 15 128GB Black",
  "آيفون 15 سعة 128 جيجابايت - أسود",
  "Apple",
  "iPhone 15",
);
const iphone15ProMax = product(
  "Apple iPhone 15 Pro Max 256GB Natural Titanium",
  "آيفون 15 برو ماكس 256 جيجابايت - تيتانيوم طبيعي",
  "Apple",
  "iPhone 15 Pro Max",
);
const supersonic = product(
  "Dyson Supersonic Hair Dryer HD07 Nickel/Copper",
  "مجفف شعر دايسون سوبرسونيك HD07",
  "Dyson",
  "HD07",
);
const airpods = product(
  "Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)",
  "سماعات أبل إيربودز برو (الجيل الثاني) مع علبة شحن MagSafe",
  "Apple",
  "MTJV3",
);
const watch7 = product(
  "Samsung Galaxy Watch7 Bluetooth 44mm Green",
  "ساعة سامسونج جالاكسي واتش 7 بلوتوث 44 مم أخضر",
  "Samsung",
  "SM-L310",
);
const sony = product(
  "Sony WH-1000XM5 Wireless Noise Cancelling Headphones Black",
  "سماعات سوني WH-1000XM5 لاسلكية بخاصية إلغاء الضوضاء - أسود",
  "Sony",
  "WH-1000XM5",
);
const ps5 = product(
  "Sony PlayStation 5 Slim Digital Edition 1TB",
  "بلايستيشن 5 سليم الإصدار الرقمي 1 تيرابايت",
  "Sony",
  "CFI-2016",
);
const portal = product(
  "Sony PlayStation Portal Remote Player for PS5",
  "بلايستيشن بورتال لجهاز PS5",
  "Sony",
  "CFI-Y1016",
);
const macbookAir = product(
  "Apple MacBook Air 13-inch M3 8GB 256GB",
  "ماك بوك اير 13 بوصة M3",
  "Apple",
  "MRXN3",
);
const macbookPro = product(
  "Apple MacBook Pro 14-inch M3 8GB 512GB",
  "ماك بوك برو 14 بوصة M3",
  "Apple",
  "MTL73",
);

/** The words of a question as the assistant reads them. */
const words = (question: string) => parseQuestion(question).words;

describe("the model-identity rule in English", () => {
  it("does not take the Series 9 Pro shaver for a Pixel 9 Pro", () => {
    expect(unmatchedIdentityWords(words("How much is the Google Pixel 9 Pro?"), braunShaver)).toEqual([
      "google",
      "pixel",
    ]);
  });

  it("does not take an iPhone 15 for an iPhone 17 Pro", () => {
    expect(matchesIdentity(words("price of the iPhone 17 Pro"), iphone15)).toBe(false);
    expect(matchesIdentity(words("price of the iPhone 17 Pro"), iphone15ProMax)).toBe(false);
  });

  it("does not take another Dyson for the Airwrap", () => {
    expect(unmatchedIdentityWords(words("Dyson Airwrap"), supersonic)).toEqual(["airwrap"]);
  });

  it("tells a MacBook Air from a MacBook Pro", () => {
    expect(matchesIdentity(words("MacBook Air M3 price"), macbookAir)).toBe(true);
    expect(matchesIdentity(words("MacBook Air M3 price"), macbookPro)).toBe(false);
  });

  it("accepts the product named, with its capacity, generation or joined model number", () => {
    expect(matchesIdentity(words("How much is the iPhone 15?"), iphone15)).toBe(true);
    expect(matchesIdentity(words("iphone 15 128gb"), iphone15)).toBe(true);
    expect(matchesIdentity(words("iphone 15 256gb"), iphone15)).toBe(false);
    expect(matchesIdentity(words("AirPods Pro 2"), airpods)).toBe(true);
    expect(matchesIdentity(words("AirPods Pro 3"), airpods)).toBe(false);
    expect(matchesIdentity(words("Galaxy Watch 7 price"), watch7)).toBe(true);
    expect(matchesIdentity(words("Galaxy Watch 8 price"), watch7)).toBe(false);
    expect(matchesIdentity(words("Sony WH1000XM5 price"), sony)).toBe(true);
    expect(matchesIdentity(words("price of the iphnoe 15 pro max"), iphone15ProMax)).toBe(true);
  });

  it("does not take a Pro Max for the plain model it extends", () => {
    expect(matchesIdentity(words("iPhone 15 Pro price"), iphone15ProMax)).toBe(false);
    expect(matchesIdentity(words("iPhone 15 Pro Max price"), iphone15ProMax)).toBe(true);
    expect(matchesIdentity(words("بكم ايفون 15 برو ماكس"), iphone15ProMax)).toBe(true);
    expect(matchesIdentity(words("price of the iPhone 15"), iphone15ProMax)).toBe(false);
    // The model code the product is sold under names it whatever its name adds.
    expect(matchesIdentity(["sm", "l310"], watch7)).toBe(true);
  });

  it("knows PS5 is the PlayStation 5, and that the Portal is not a PS5 Slim", () => {
    expect(matchesIdentity(words("PS5 Slim price?"), ps5)).toBe(true);
    expect(matchesIdentity(words("PS5 Slim"), portal)).toBe(false);
  });

  it("lets the kind of product and neutral words pass", () => {
    expect(matchesIdentity(words("new Sony headphones WH-1000XM5"), sony)).toBe(true);
  });
});

describe("قاعدة هوية الموديل بالعربية", () => {
  it("لا يعتبر آيفون 15 هو آيفون 17 برو", () => {
    expect(unmatchedIdentityWords(words("بكم آيفون 17 برو؟"), iphone15)).toContain("17");
  });

  it("لا يعتبر ماكينة براون جوال بكسل", () => {
    expect(matchesIdentity(words("كم سعر جوال جوجل بكسل 9 برو"), braunShaver)).toBe(false);
  });

  it("لا يعتبر سوبرسونيك هو ايرراب", () => {
    expect(matchesIdentity(words("سعر دايسون ايرراب"), supersonic)).toBe(false);
  });

  it("يقبل المنتج المقصود بالأرقام الهندية والتهجئة العربية", () => {
    expect(matchesIdentity(words("سعر ايفون ١٥ برو ماكس"), iphone15ProMax)).toBe(true);
    expect(matchesIdentity(words("كم سعر آيفون 15؟"), iphone15)).toBe(true);
    expect(matchesIdentity(words("سعر جالكسي واتش ٧"), watch7)).toBe(true);
    expect(matchesIdentity(words("وين ألقى أرخص سعر لبلايستيشن 5 سليم؟"), ps5)).toBe(true);
    expect(matchesIdentity(words("بكم سوني WH-1000XM5"), sony)).toBe(true);
    expect(matchesIdentity(words("سماعات ايربودز برو"), airpods)).toBe(true);
  });

  it("يقبل الوحدة بلا تنوين: «16 قدم» هي «16 قدمًا»", () => {
    const fridge = product("Acme Top Freezer Fridge 14 cu.ft", "ثلاجة أكمي فريزر علوي 14 قدمًا مكعبًا", "Acme");
    expect(matchesIdentity(words("ثلاجة اكمي 14 قدم"), fridge)).toBe(true);
    expect(matchesIdentity(words("ثلاجة اكمي 18 قدم"), fridge)).toBe(false);
  });

  it("يقرأ الأرابيزي: «galaksi watch 7» هي جالكسي واتش 7", () => {
    expect(matchesIdentity(words("bkam galaksi watch 7?"), watch7)).toBe(true);
    expect(matchesIdentity(words("kam si3r ayfon 17 pro"), iphone15)).toBe(false);
  });

  it("يفرق بين ماك بوك اير وماك بوك برو", () => {
    expect(matchesIdentity(words("سعر ماك بوك اير M3"), macbookAir)).toBe(true);
    expect(matchesIdentity(words("سعر ماك بوك اير M3"), macbookPro)).toBe(false);
  });
});
