// The assistant's relevance set (issue 23): questions a Saudi shopper asks, in English and Arabic,
// each with what a right answer must contain (facts read from the database here) and the products it
// must not offer as the one asked about. Runs on the demo catalogue with `npm test`; prints the pass
// rate of each kind. The bar: at least 95 % overall, and not one substituted product.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { expertReviews, productPrices, products } from "~/db/schema";
import { findProductAttributes } from "~/features/attributes/attributes.server";
import { specificationRowsOf } from "~/features/attributes/product-attributes";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { localizeSpecification } from "~/utils/specifications";
import { demoProductId } from "../../../../tests/setup/assistant-answers";
import { createTestDatabase } from "../../../../tests/setup/database";
import { seedStructuredDemoCatalog } from "../../../../tests/setup/demo-catalog";
import { findProductFacts } from "../catalog-facts.server";
import type { ChatTurn } from "../chat-schema";
import { answerQuestion } from "./builtin-assistant.server";

type Kind =
  | "identity"
  | "not listed"
  | "off-topic"
  | "follow-up"
  | "named store"
  | "specifications"
  | "reviews"
  | "trend"
  | "compare"
  | "ambiguity";

/** A fact the answer must state, worked out from the database for the question's language. */
type Fact =
  | string
  | { lowest: string }
  | { storePrice: [product: string, store: string] }
  | { spec: [product: string, name: string] }
  | { expertSite: string };

type Case = {
  kind: Kind;
  locale: Locale;
  /** The shopper's turns; the assistant answers each before the next. */
  turns: string[];
  /** The product the answer is about (English name): its first link. */
  product?: string;
  /** Products the answer must link to (a comparison). */
  links?: string[];
  says?: "notListed" | "offTopic" | "clarify";
  facts?: Fact[];
  /** Parts of English product names the answer must never link to. */
  forbid?: string[];
};

const P = {
  iphone15: "Apple iPhone 15 128GB Black",
  iphone15ProMax: "Apple iPhone 15 Pro Max 256GB Natural Titanium",
  iphone16ProMax: "Apple iPhone 16 Pro Max 256GB Desert Titanium",
  s24: "Samsung Galaxy S24 Ultra 5G 256GB Titanium Black",
  s25: "Samsung Galaxy S25 Ultra 5G 256GB Titanium Silverblue",
  a55: "Samsung Galaxy A55 5G 256GB Awesome Navy",
  ps5Digital: "Sony PlayStation 5 Slim Digital Edition 1TB",
  ps5Disc: "Sony PlayStation 5 Slim Console (Disc Edition) 1TB",
  xbox: "Microsoft Xbox Series X 1TB Console",
  airpodsPro: "Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)",
  sonyXm5: "Sony WH-1000XM5 Wireless Noise Cancelling Headphones Black",
  tcl: "TCL 55-inch C745 QLED 4K 144Hz Google TV",
  lgC3: "LG 55-inch OLED evo C3 4K Smart TV",
  macbookAir: "Apple MacBook Air 13-inch M3 8GB 256GB Midnight (Arabic/English keyboard)",
  macbookPro: "Apple MacBook Pro 14-inch M3 Pro 18GB 512GB Space Black (Arabic/English)",
  dysonV15: "Dyson V15 Detect Absolute Cordless Vacuum Cleaner",
  supersonic: "Dyson Supersonic Hair Dryer HD07 Nickel/Copper",
  braun: "Braun Series 9 Pro 9477cc Wet & Dry Electric Shaver with Clean Centre",
  ninja: "Ninja Foodi Dual Zone Air Fryer 7.6 L AF300ME",
  watch7: "Samsung Galaxy Watch7 Bluetooth 44mm Green",
  dior: "Dior Sauvage Eau de Parfum for Men 100 ml",
  rasasi: "Rasasi Hawas for Him Eau de Parfum 100 ml",
  gopro: "GoPro HERO12 Black Action Camera",
  switchOled: "Nintendo Switch OLED Model with White Joy-Con",
  djiMini: "DJI Mini 4 Pro Drone with DJI RC 2 Remote",
  ipadAir: "Apple iPad Air 11-inch (M2) Wi-Fi 128GB Space Grey",
  redmi: "Xiaomi Redmi Note 13 Pro+ 5G 12GB RAM 512GB Midnight Black",
  odyssey: "Samsung Odyssey G5 27-inch QHD 165Hz Curved Gaming Monitor",
  gree: "Gree Pular Split Air Conditioner 18,000 BTU Cooling Only",
  lattafa: "Lattafa Khamrah Eau de Parfum Unisex 100 ml",
} as const;

const CASES: Case[] = [
  // --- The product named, by model identity -------------------------------------------------
  {
    kind: "identity",
    locale: "en",
    turns: ["How much is the iPhone 15?"],
    product: P.iphone15,
    facts: [{ lowest: P.iphone15 }],
  },
  {
    kind: "identity",
    locale: "en",
    turns: ["price of the iphone 15 pro max"],
    product: P.iphone15ProMax,
    facts: [{ lowest: P.iphone15ProMax }],
  },
  {
    kind: "identity",
    locale: "en",
    turns: ["Galaxy S25 Ultra price"],
    product: P.s25,
    facts: [{ lowest: P.s25 }],
  },
  {
    kind: "identity",
    locale: "en",
    turns: ["how much is the MacBook Air M3"],
    product: P.macbookAir,
    facts: [{ lowest: P.macbookAir }],
    forbid: ["MacBook Pro"],
  },
  {
    kind: "identity",
    locale: "en",
    turns: ["AirPods Pro 2 price"],
    product: P.airpodsPro,
    facts: [{ lowest: P.airpodsPro }],
  },
  {
    kind: "identity",
    locale: "en",
    turns: ["Sony WH1000XM5"],
    product: P.sonyXm5,
    facts: [{ lowest: P.sonyXm5 }],
  },
  {
    kind: "identity",
    locale: "en",
    turns: ["GoPro Hero 12 price"],
    product: P.gopro,
    facts: [{ lowest: P.gopro }],
  },
  {
    kind: "identity",
    locale: "en",
    turns: ["how much is the Braun Series 9 Pro?"],
    product: P.braun,
    facts: [{ lowest: P.braun }],
  },
  {
    kind: "identity",
    locale: "ar",
    turns: ["كم سعر آيفون 15؟"],
    product: P.iphone15,
    facts: [{ lowest: P.iphone15 }],
  },
  {
    kind: "identity",
    locale: "ar",
    turns: ["بكم ايفون ١٥ برو ماكس"],
    product: P.iphone15ProMax,
    facts: [{ lowest: P.iphone15ProMax }],
  },
  {
    kind: "identity",
    locale: "ar",
    turns: ["سعر جالكسي S24 الترا"],
    product: P.s24,
    facts: [{ lowest: P.s24 }],
  },
  {
    kind: "identity",
    locale: "ar",
    turns: ["بكم ماك بوك اير M3"],
    product: P.macbookAir,
    facts: [{ lowest: P.macbookAir }],
    forbid: ["MacBook Pro"],
  },
  {
    kind: "identity",
    locale: "ar",
    turns: ["ابغى سعر جالكسي واتش ٧"],
    product: P.watch7,
    facts: [{ lowest: P.watch7 }],
  },
  {
    kind: "identity",
    locale: "ar",
    turns: ["وش سعر عطر ديور سوفاج"],
    product: P.dior,
    facts: [{ lowest: P.dior }],
  },

  // --- Not listed: said honestly, with the closest of the same kind --------------------------
  {
    kind: "not listed",
    locale: "en",
    turns: ["How much is the Google Pixel 9 Pro?"],
    says: "notListed",
    facts: ["“Google Pixel 9 Pro”"],
    forbid: ["Braun"],
  },
  {
    kind: "not listed",
    locale: "en",
    turns: ["iPhone 17 Pro price"],
    says: "notListed",
    facts: ["iPhone"],
    forbid: ["Braun"],
  },
  { kind: "not listed", locale: "en", turns: ["Dyson Airwrap"], says: "notListed", facts: ["Supersonic"] },
  {
    kind: "not listed",
    locale: "en",
    turns: ["how much is the Galaxy S26 Ultra"],
    says: "notListed",
    forbid: ["Braun"],
  },
  { kind: "not listed", locale: "en", turns: ["PS6 price"], says: "notListed" },
  { kind: "not listed", locale: "en", turns: ["How much is a Nokia 3310?"], says: "notListed" },
  {
    kind: "not listed",
    locale: "en",
    turns: ["AirPods Pro 3 price"],
    says: "notListed",
    forbid: ["Braun", "Sony"],
  },
  {
    kind: "not listed",
    locale: "en",
    turns: ["how much is the Xbox Series S"],
    says: "notListed",
    facts: ["Series X"],
  },
  {
    kind: "not listed",
    locale: "ar",
    turns: ["بكم آيفون 17 برو؟"],
    says: "notListed",
    facts: ["«آيفون 17 برو»"],
    forbid: ["Braun"],
  },
  {
    kind: "not listed",
    locale: "ar",
    turns: ["كم سعر جوال جوجل بكسل 9 برو"],
    says: "notListed",
    forbid: ["Braun"],
  },
  { kind: "not listed", locale: "ar", turns: ["سعر دايسون ايرراب"], says: "notListed" },
  { kind: "not listed", locale: "ar", turns: ["بكم جالكسي S26"], says: "notListed" },
  { kind: "not listed", locale: "ar", turns: ["كم سعر نوكيا 3310"], says: "notListed" },
  {
    kind: "not listed",
    locale: "ar",
    turns: ["بكم ساعة جالكسي واتش 8"],
    says: "notListed",
    forbid: ["Braun"],
  },

  {
    kind: "not listed",
    locale: "en",
    turns: ["iPhone 16 price"],
    says: "notListed",
    facts: ["iPhone 16 Pro Max"],
  },
  {
    kind: "not listed",
    locale: "ar",
    turns: ["بكم جالكسي S23"],
    says: "notListed",
    forbid: ["Buds", "Watch"],
  },

  // --- Off-topic: a polite refusal, never a product -------------------------------------------
  { kind: "off-topic", locale: "en", turns: ["What's the weather in Riyadh?"], says: "offTopic" },
  { kind: "off-topic", locale: "en", turns: ["who won the football match yesterday?"], says: "offTopic" },
  { kind: "off-topic", locale: "en", turns: ["best kabsa restaurant in Riyadh"], says: "offTopic" },
  { kind: "off-topic", locale: "en", turns: ["tell me a joke"], says: "offTopic" },
  { kind: "off-topic", locale: "ar", turns: ["وش أفضل مطعم كبسة في الرياض؟"], says: "offTopic" },
  { kind: "off-topic", locale: "ar", turns: ["كيف الطقس بكرة في جدة؟"], says: "offTopic" },
  { kind: "off-topic", locale: "ar", turns: ["مين فاز في مباراة الهلال؟"], says: "offTopic" },
  { kind: "off-topic", locale: "ar", turns: ["عطني وصفة كبسة"], says: "offTopic" },

  // --- Follow-ups resolved from earlier turns --------------------------------------------------
  {
    kind: "follow-up",
    locale: "en",
    turns: ["How much is the MacBook Air M3?", "where is it cheapest, and has it dropped recently?"],
    product: P.macbookAir,
    facts: [{ lowest: P.macbookAir }],
  },
  {
    kind: "follow-up",
    locale: "en",
    turns: ["How much is the iPhone 15?", "Has it dropped?"],
    product: P.iphone15,
    facts: [{ lowest: P.iphone15 }],
  },
  {
    kind: "follow-up",
    locale: "en",
    turns: ["PS5 Slim Digital price", "and at Jarir?"],
    product: P.ps5Digital,
    facts: [{ storePrice: [P.ps5Digital, "Jarir"] }],
  },
  {
    kind: "follow-up",
    locale: "en",
    turns: ["compare iPhone 15 and Galaxy S24 Ultra", "how much is the cheaper one at eXtra?"],
    product: P.iphone15,
    facts: [{ storePrice: [P.iphone15, "eXtra"] }],
  },
  {
    kind: "follow-up",
    locale: "en",
    turns: ["best air fryers", "what do reviewers say about the first one?"],
    product: P.ninja,
    facts: ["/5"],
  },
  { kind: "follow-up", locale: "en", turns: ["Dyson V15 price", "what are its specs?"], product: P.dysonV15 },
  {
    kind: "follow-up",
    locale: "en",
    turns: ["Sony WH-1000XM5 price", "compare it with the Bose QuietComfort Ultra"],
    links: [P.sonyXm5, "Bose QuietComfort Ultra Wireless Headphones Black"],
  },
  {
    kind: "follow-up",
    locale: "en",
    turns: ["Xbox Series X vs PlayStation 5 Slim Digital", "which one should I buy?"],
    links: [P.xbox, P.ps5Digital],
  },
  {
    kind: "follow-up",
    locale: "ar",
    turns: ["أفضل قلاية هوائية", "وكم سعرها في اكسترا؟"],
    product: P.ninja,
    facts: [{ storePrice: [P.ninja, "eXtra"] }],
  },
  {
    kind: "follow-up",
    locale: "ar",
    turns: ["كم سعر بلايستيشن 5 سليم الرقمية", "هل نزل سعره؟"],
    product: P.ps5Digital,
    facts: [{ lowest: P.ps5Digital }],
  },
  {
    kind: "follow-up",
    locale: "ar",
    turns: ["قارن بين آيفون 15 وجالكسي S24 الترا", "طيب الأرخص منهم كم سعره في جرير؟"],
    product: P.iphone15,
    facts: [{ storePrice: [P.iphone15, "Jarir"] }],
  },
  {
    kind: "follow-up",
    locale: "ar",
    turns: ["سعر سماعات سوني WH-1000XM5", "وش رايهم فيها؟"],
    product: P.sonyXm5,
  },
  {
    kind: "follow-up",
    locale: "ar",
    turns: ["بكم ماك بوك اير M3", "طالع ولا نازل؟"],
    product: P.macbookAir,
    facts: [{ lowest: P.macbookAir }],
  },
  { kind: "follow-up", locale: "ar", turns: ["أفضل السماعات تقييمًا", "كم سعر الثاني؟"] },

  // The widget's follow-up chips, asked after the answers they follow.
  {
    kind: "follow-up",
    locale: "en",
    turns: ["How much is the iPhone 15?", "What are its specs?"],
    product: P.iphone15,
  },
  {
    kind: "follow-up",
    locale: "en",
    turns: ["best air fryers", "Which one should I buy?"],
    facts: ["Comparing"],
  },
  {
    kind: "follow-up",
    locale: "en",
    turns: ["Compare iPhone 15 and Galaxy S24 Ultra", "Tell me about the first one"],
    product: P.iphone15,
  },
  {
    kind: "follow-up",
    locale: "ar",
    turns: ["كم سعر آيفون 15؟", "وش يقولون عنه؟"],
    product: P.iphone15,
    facts: ["من 5"],
  },
  { kind: "follow-up", locale: "ar", turns: ["أفضل قلاية هوائية", "أيهم أشتري؟"], facts: ["مقارنة بين"] },
  {
    kind: "follow-up",
    locale: "ar",
    turns: ["قارن بين آيفون 15 وجالكسي S24 الترا", "كم سعر الأرخص منهم؟"],
    product: P.iphone15,
  },

  // --- The store the shopper names, first -----------------------------------------------------
  {
    kind: "named store",
    locale: "en",
    turns: ["PS5 Slim Digital at Jarir?"],
    product: P.ps5Digital,
    facts: [{ storePrice: [P.ps5Digital, "Jarir"] }],
  },
  {
    kind: "named store",
    locale: "en",
    turns: ["how much is the iPhone 15 at noon"],
    product: P.iphone15,
    facts: [{ storePrice: [P.iphone15, "noon"] }],
  },
  {
    kind: "named store",
    locale: "en",
    turns: ["Galaxy S24 Ultra price at eXtra"],
    product: P.s24,
    facts: [{ storePrice: [P.s24, "eXtra"] }],
  },
  { kind: "named store", locale: "en", turns: ["does Amazon sell the Dyson V15?"], product: P.dysonV15 },
  {
    kind: "named store",
    locale: "ar",
    turns: ["كم سعر آيفون 15 في جرير؟"],
    product: P.iphone15,
    facts: [{ storePrice: [P.iphone15, "Jarir"] }],
  },
  {
    kind: "named store",
    locale: "ar",
    turns: ["بكم بلايستيشن 5 سليم الرقمية في اكسترا"],
    product: P.ps5Digital,
    facts: [{ storePrice: [P.ps5Digital, "eXtra"] }],
  },
  {
    kind: "named store",
    locale: "ar",
    turns: ["سعر جالكسي S24 الترا بنون"],
    product: P.s24,
    facts: [{ storePrice: [P.s24, "noon"] }],
  },
  { kind: "named store", locale: "ar", turns: ["كم سعر سماعات سوني في جرير"], product: P.sonyXm5 },

  {
    kind: "identity",
    locale: "en",
    turns: ["do you have the PS5 Slim Digital?"],
    product: P.ps5Digital,
    facts: [{ lowest: P.ps5Digital }],
  },
  {
    kind: "identity",
    locale: "ar",
    turns: ["عندكم ايفون 15 برو ماكس؟"],
    product: P.iphone15ProMax,
    facts: [{ lowest: P.iphone15ProMax }],
  },

  // --- Specifications ------------------------------------------------------------------------
  {
    kind: "specifications",
    locale: "en",
    turns: ["does the Galaxy A55 have 5G?"],
    product: P.a55,
    facts: ["Yes"],
  },
  {
    kind: "specifications",
    locale: "en",
    turns: ["does the TCL C745 support 144Hz?"],
    product: P.tcl,
    facts: ["Yes", { spec: [P.tcl, "Refresh rate"] }],
  },
  {
    kind: "specifications",
    locale: "en",
    turns: ["what is the battery of the Galaxy A55?"],
    product: P.a55,
    facts: [{ spec: [P.a55, "Battery"] }],
  },
  { kind: "specifications", locale: "en", turns: ["specs of the Sony WH-1000XM5"], product: P.sonyXm5 },
  {
    kind: "specifications",
    locale: "en",
    turns: ["what processor does the Galaxy A55 have"],
    product: P.a55,
    facts: [{ spec: [P.a55, "Processor"] }],
  },
  {
    kind: "specifications",
    locale: "ar",
    turns: ["هل شاشة TCL C745 تدعم 144 هرتز؟"],
    product: P.tcl,
    facts: ["نعم", { spec: [P.tcl, "Refresh rate"] }],
  },
  { kind: "specifications", locale: "ar", turns: ["هل جالكسي A55 يدعم 5G؟"], product: P.a55, facts: ["نعم"] },
  {
    kind: "specifications",
    locale: "ar",
    turns: ["كم بطارية جالكسي A55؟"],
    product: P.a55,
    facts: [{ spec: [P.a55, "Battery"] }],
  },
  { kind: "specifications", locale: "ar", turns: ["مواصفات سوني WH-1000XM5"], product: P.sonyXm5 },

  // --- Reviews: shoppers and experts ----------------------------------------------------------
  {
    kind: "reviews",
    locale: "en",
    turns: ["what do reviewers say about the AirPods Pro 2?"],
    product: P.airpodsPro,
    facts: ["/5", { expertSite: P.airpodsPro }],
  },
  {
    kind: "reviews",
    locale: "en",
    turns: ["reviews of the Dyson V15"],
    product: P.dysonV15,
    facts: [{ expertSite: P.dysonV15 }],
  },
  {
    kind: "reviews",
    locale: "en",
    turns: ["what do people say about the Sony WH-1000XM5"],
    product: P.sonyXm5,
    facts: [{ expertSite: P.sonyXm5 }],
  },
  {
    kind: "reviews",
    locale: "en",
    turns: ["is the LG C3 OLED any good? what do the experts say"],
    product: P.lgC3,
    facts: [{ expertSite: P.lgC3 }],
  },
  {
    kind: "reviews",
    locale: "ar",
    turns: ["وش يقولون عن ايربودز برو 2؟"],
    product: P.airpodsPro,
    facts: ["من 5", { expertSite: P.airpodsPro }],
  },
  {
    kind: "reviews",
    locale: "ar",
    turns: ["تقييمات دايسون V15"],
    product: P.dysonV15,
    facts: [{ expertSite: P.dysonV15 }],
  },
  {
    kind: "reviews",
    locale: "ar",
    turns: ["آراء الخبراء في نينتندو سويتش OLED"],
    product: P.switchOled,
    facts: [{ expertSite: P.switchOled }],
  },
  {
    kind: "reviews",
    locale: "ar",
    turns: ["رأي الناس في عطر لطافة خمرة"],
    product: P.lattafa,
    facts: [{ expertSite: P.lattafa }],
  },

  // --- Price trend in any wording -------------------------------------------------------------
  {
    kind: "trend",
    locale: "en",
    turns: ["has the iPhone 15 got cheaper this month?"],
    product: P.iphone15,
    facts: [{ lowest: P.iphone15 }],
  },
  {
    kind: "trend",
    locale: "en",
    turns: ["Has the Samsung Galaxy S24 Ultra dropped in price?"],
    product: P.s24,
    facts: [{ lowest: P.s24 }],
  },
  {
    kind: "trend",
    locale: "en",
    turns: ["is the Dyson V15 going up or down?"],
    product: P.dysonV15,
    facts: [{ lowest: P.dysonV15 }],
  },
  {
    kind: "trend",
    locale: "en",
    turns: ["price history of the MacBook Air M3"],
    product: P.macbookAir,
    facts: [{ lowest: P.macbookAir }],
  },
  {
    kind: "trend",
    locale: "en",
    turns: ["has the PS5 Slim Digital become more expensive lately?"],
    product: P.ps5Digital,
    facts: [{ lowest: P.ps5Digital }],
  },
  {
    kind: "trend",
    locale: "ar",
    turns: ["ايفون 15 سعره طالع ولا نازل"],
    product: P.iphone15,
    facts: [{ lowest: P.iphone15 }],
  },
  {
    kind: "trend",
    locale: "ar",
    turns: ["هل نزل سعر سامسونج جالكسي S24 الترا؟"],
    product: P.s24,
    facts: [{ lowest: P.s24 }],
  },
  {
    kind: "trend",
    locale: "ar",
    turns: ["دايسون V15 رخص هالشهر؟"],
    product: P.dysonV15,
    facts: [{ lowest: P.dysonV15 }],
  },
  {
    kind: "trend",
    locale: "ar",
    turns: ["تاريخ سعر ماك بوك اير M3"],
    product: P.macbookAir,
    facts: [{ lowest: P.macbookAir }],
  },
  {
    kind: "trend",
    locale: "ar",
    turns: ["سعر بلايستيشن 5 سليم الرقمية صاعد ولا نازل؟"],
    product: P.ps5Digital,
    facts: [{ lowest: P.ps5Digital }],
  },

  // --- Compare with a reasoned recommendation -------------------------------------------------
  {
    kind: "compare",
    locale: "en",
    turns: ["Compare iPhone 15 and Galaxy S24 Ultra"],
    links: [P.iphone15, P.s24],
    facts: ["Where they differ:", "My pick: Apple iPhone 15 128GB Black"],
  },
  {
    kind: "compare",
    locale: "en",
    turns: ["Xbox Series X vs PlayStation 5 Slim Digital"],
    links: [P.xbox, P.ps5Digital],
  },
  {
    kind: "compare",
    locale: "en",
    turns: ["Which is cheaper, Dior Sauvage or Rasasi Hawas?"],
    links: [P.dior, P.rasasi],
  },
  {
    kind: "compare",
    locale: "en",
    turns: ["MacBook Air M3 or MacBook Pro M3 Pro?"],
    links: [P.macbookAir, P.macbookPro],
  },
  {
    kind: "compare",
    locale: "ar",
    turns: ["قارن بين آيفون 15 وجالكسي S24 الترا"],
    links: [P.iphone15, P.s24],
    facts: ["أوجه الاختلاف:", "اختياري: آيفون 15"],
  },
  {
    kind: "compare",
    locale: "ar",
    turns: ["ايهما افضل اكس بوكس سيريس اكس ولا بلايستيشن 5 سليم الرقمية"],
    links: [P.xbox, P.ps5Digital],
  },
  {
    kind: "compare",
    locale: "ar",
    turns: ["الفرق بين ماك بوك اير M3 و ماك بوك برو M3"],
    links: [P.macbookAir, P.macbookPro],
  },

  // --- Ambiguous: a clarifying question -------------------------------------------------------
  { kind: "ambiguity", locale: "en", turns: ["How much is the Samsung?"], says: "clarify" },
  { kind: "ambiguity", locale: "en", turns: ["Dyson price"], says: "clarify" },
  { kind: "ambiguity", locale: "en", turns: ["how much is the Galaxy"], says: "clarify" },
  { kind: "ambiguity", locale: "ar", turns: ["بكم السامسونج؟"], says: "clarify" },
  { kind: "ambiguity", locale: "ar", turns: ["كم سعر دايسون"], says: "clarify" },
  { kind: "ambiguity", locale: "ar", turns: ["سعر سوني"], says: "clarify" },
];

const PHRASES: Record<NonNullable<Case["says"]>, Record<Locale, string>> = {
  notListed: { en: "Qaren doesn't list", ar: "غير موجود في قارن" },
  offTopic: { en: "Sorry, I can't help with that", ar: "عذرًا، لا أستطيع المساعدة" },
  clarify: { en: "Which one do you mean?", ar: "أي واحد تقصد؟" },
};

let handle: DatabaseHandle;
let db: Database;
const NOW = new Date();

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedStructuredDemoCatalog(db, { now: NOW });
}, 120_000);

afterAll(() => handle?.close());

const idOf = (nameEn: string) => demoProductId(db, nameEn);

async function factText(fact: Fact, locale: Locale): Promise<string> {
  if (typeof fact === "string") return fact;
  if ("lowest" in fact) {
    const id = await idOf(fact.lowest);
    const offer = (await findProductFacts(db, [id])).get(id)?.offers.find((candidate) => candidate.isCurrent);
    if (!offer) throw new Error(`no current offer for ${fact.lowest}`);
    return formatPrice(offer.price, locale);
  }
  if ("storePrice" in fact) {
    const [name, store] = fact.storePrice;
    const [row] = await db
      .select({ price: productPrices.price })
      .from(productPrices)
      .where(and(eq(productPrices.productId, await idOf(name)), eq(productPrices.storeName, store)));
    if (!row) throw new Error(`${store} does not sell ${name}`);
    return formatPrice(row.price, locale);
  }
  if ("spec" in fact) {
    const [name, specName] = fact.spec;
    const [row] = await db
      .select({ id: products.id, specifications: products.specifications })
      .from(products)
      .where(eq(products.nameEn, name));
    // Typed values (issue 31) as rows with their attribute's labels, then the other rows.
    const rows = row
      ? specificationRowsOf({
          attributes: (await findProductAttributes(db, [row.id])).get(row.id) ?? [],
          specifications: row.specifications ?? [],
        })
      : [];
    const spec = rows.find((candidate) => candidate.name === specName);
    if (!spec) throw new Error(`${name} has no ${specName}`);
    return localizeSpecification(spec, locale).value;
  }
  const [review] = await db
    .select({ site: expertReviews.websiteName })
    .from(expertReviews)
    .where(eq(expertReviews.productId, await idOf(fact.expertSite)));
  if (!review) throw new Error(`no expert review of ${fact.expertSite}`);
  return review.site;
}

async function converse(locale: Locale, turns: readonly string[]): Promise<string> {
  const messages: ChatTurn[] = [];
  let answer = "";
  for (const turn of turns) {
    messages.push({ role: "user", content: turn });
    answer = await answerQuestion(db, { locale, messages, now: NOW });
    messages.push({ role: "assistant", content: answer });
  }
  // Arabic answers set Latin store names apart with invisible bidi isolates; read past them.
  return answer.replace(/[\u2068\u2069]/g, "");
}

const linksIn = (answer: string) =>
  [...answer.matchAll(/\]\(\/products\/([0-9a-f-]{36})\)/g)].map((m) => m[1]!);

type Verdict = { problems: string[]; substituted: boolean };

async function judge(item: Case, answer: string): Promise<Verdict> {
  const problems: string[] = [];
  let substituted = false;
  const links = linksIn(answer);
  const linkedNames = await Promise.all(
    links.map(async (id) => {
      const [row] = await db.select({ nameEn: products.nameEn }).from(products).where(eq(products.id, id));
      return row?.nameEn ?? id;
    }),
  );
  if (item.product) {
    const expected = await idOf(item.product);
    if (links[0] !== expected) {
      problems.push(`first link is ${linkedNames[0] ?? "none"}, not ${item.product}`);
      if (links[0]) substituted = true;
    }
  }
  for (const name of item.links ?? []) {
    if (!links.includes(await idOf(name))) problems.push(`no link to ${name}`);
  }
  if (item.says) {
    if (!answer.includes(PHRASES[item.says][item.locale])) {
      problems.push(`does not say ${item.says}`);
      // A product offered instead of "not listed" or a refusal is a substitution.
      if (item.says !== "clarify" && links.length) substituted = true;
    }
    if (item.says === "offTopic" && links.length) {
      problems.push("links a product in a refusal");
      substituted = true;
    }
  }
  for (const part of item.forbid ?? []) {
    const wrong = linkedNames.find((name) => name.includes(part));
    if (wrong) {
      problems.push(`links ${wrong}`);
      substituted = true;
    }
  }
  for (const fact of item.facts ?? []) {
    const expected = await factText(fact, item.locale);
    if (!answer.includes(expected)) problems.push(`misses “${expected}”`);
  }
  return { problems, substituted };
}

it("answers the relevance set: at least 95 % right, no product substituted", async () => {
  expect(CASES.length).toBeGreaterThanOrEqual(80);
  const byKind = new Map<Kind, { passed: number; total: number }>();
  const failures: string[] = [];
  let substitutions = 0;
  for (const item of CASES) {
    const answer = await converse(item.locale, item.turns);
    const { problems, substituted } = await judge(item, answer);
    if (substituted) substitutions++;
    const tally = byKind.get(item.kind) ?? { passed: 0, total: 0 };
    tally.total++;
    if (problems.length === 0) tally.passed++;
    else failures.push(`[${item.kind}/${item.locale}] ${item.turns.join(" → ")}: ${problems.join("; ")}`);
    byKind.set(item.kind, tally);
  }
  const passed = [...byKind.values()].reduce((sum, tally) => sum + tally.passed, 0);
  const rate = passed / CASES.length;
  const report = [
    `Assistant relevance set: ${passed}/${CASES.length} (${(rate * 100).toFixed(1)} %), ${substitutions} substituted`,
    ...[...byKind].map(
      ([kind, tally]) =>
        `  ${kind.padEnd(15)} ${tally.passed}/${tally.total} (${((tally.passed / tally.total) * 100).toFixed(0)} %)`,
    ),
    ...failures.map((failure) => `  ✗ ${failure}`),
  ].join("\n");
  console.log(report);
  expect(substitutions, report).toBe(0);
  expect(rate, report).toBeGreaterThanOrEqual(0.95);
}, 120_000);
