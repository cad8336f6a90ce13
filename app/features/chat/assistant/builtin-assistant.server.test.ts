// The built-in assistant on the demo catalogue: every answer is checked for the products, figures and
// links a correct answer must contain, with the expected values read from the database here.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { categories, priceHistory, productPrices, products, reviews, stores } from "~/db/schema";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { fromHalalas, toHalalas } from "~/utils/money";
import { createTestDatabase } from "../../../../tests/setup/database";
import { seedStructuredDemoCatalog } from "../../../../tests/setup/demo-catalog";
import type { ChatTurn } from "../chat-schema";
import { answerQuestion } from "./builtin-assistant.server";

let handle: DatabaseHandle;
let db: Database;
const NOW = new Date();
const DAY_MS = 86_400_000;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedStructuredDemoCatalog(db, { now: NOW });
}, 120_000);

afterAll(() => handle?.close());

// ---------------------------------------------------------------------------------------------
// Expected values, read from the database independently of the assistant's own queries.

type Product = { id: string; nameEn: string; nameAr: string; categoryId: string };
type Offer = { storeName: string; storeNameAr: string | null; halalas: number };

async function productNamed(nameEn: string): Promise<Product> {
  const [row] = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(eq(products.nameEn, nameEn));
  if (!row) throw new Error(`no demo product ${nameEn}`);
  return row;
}

async function productsMatching(pattern: string): Promise<Product[]> {
  return db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(sql`${products.nameEn} ilike ${pattern}`);
}

async function offersOf(productId: string): Promise<Offer[]> {
  const rows = await db
    .select({ storeName: productPrices.storeName, storeNameAr: stores.nameAr, price: productPrices.price })
    .from(productPrices)
    .innerJoin(stores, eq(stores.name, productPrices.storeName))
    // Offers a shopper can buy at (PD-21): in stock or unknown, checked within 12 hours.
    .where(
      and(
        eq(productPrices.productId, productId),
        sql`${productPrices.inStock} is not false and ${productPrices.checkedAt} > now() - interval '12 hours'`,
      ),
    );
  return rows
    .map((row) => ({ storeName: row.storeName, storeNameAr: row.storeNameAr, halalas: toHalalas(row.price) }))
    .sort((a, b) => a.halalas - b.halalas);
}

async function lowestOf(productId: string): Promise<number> {
  const [cheapest] = await offersOf(productId);
  if (!cheapest) throw new Error(`no offers for ${productId}`);
  return cheapest.halalas;
}

async function averageRatings(productIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: reviews.productId, rating: reviews.rating, status: reviews.status })
    .from(reviews)
    .where(inArray(reviews.productId, productIds));
  const sums = new Map<string, { total: number; count: number }>();
  for (const row of rows.filter((r) => r.status === "approved")) {
    const sum = sums.get(row.productId) ?? { total: 0, count: 0 };
    sums.set(row.productId, { total: sum.total + row.rating, count: sum.count + 1 });
  }
  return new Map([...sums].map(([id, { total, count }]) => [id, total / count]));
}

/** Products of a category and its subcategories, with their lowest price in halalas. */
async function categoryProducts(slug: string): Promise<(Product & { lowest: number | null })[]> {
  const all = await db.select().from(categories);
  const root = all.find((category) => category.slug === slug);
  if (!root) throw new Error(`no category ${slug}`);
  const ids = [
    root.id,
    ...all.filter((category) => category.parentId === root.id).map((category) => category.id),
  ];
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(inArray(products.categoryId, ids));
  return Promise.all(
    rows.map(async (row) => {
      const offers = await offersOf(row.id);
      return { ...row, lowest: offers[0]?.halalas ?? null };
    }),
  );
}

/** The lowest price across stores as it stood `days` ago: each store's latest reading by then. */
async function lowestDaysAgo(productId: string, days: number): Promise<number | null> {
  const cutoff = NOW.getTime() - days * DAY_MS;
  const rows = await db
    .select({
      storeName: priceHistory.storeName,
      price: priceHistory.price,
      at: priceHistory.recordedAt,
      id: priceHistory.id,
    })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId));
  const latestByStore = new Map<string, { at: number; id: number; halalas: number }>();
  for (const row of rows) {
    const at = row.at.getTime();
    if (at > cutoff) continue;
    const known = latestByStore.get(row.storeName);
    if (!known || at > known.at || (at === known.at && row.id > known.id)) {
      latestByStore.set(row.storeName, { at, id: row.id, halalas: toHalalas(row.price) });
    }
  }
  const prices = [...latestByStore.values()].map((reading) => reading.halalas);
  return prices.length ? Math.min(...prices) : null;
}

async function lowestOfLastDays(productId: string, days: number): Promise<number> {
  const since = NOW.getTime() - days * DAY_MS;
  const rows = await db
    .select({ price: priceHistory.price, at: priceHistory.recordedAt })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId));
  const readings = rows.filter((row) => row.at.getTime() >= since).map((row) => toHalalas(row.price));
  return Math.min(...readings, await lowestOf(productId));
}

// ---------------------------------------------------------------------------------------------
// Reading answers.

function sar(halalas: number, locale: Locale): string {
  return formatPrice(fromHalalas(halalas), locale);
}

function productLinksIn(answer: string): string[] {
  return [...answer.matchAll(/\]\(\/products\/([0-9a-f-]{36})\)/g)].map((match) => match[1]!);
}

async function ask(locale: Locale, ...turns: string[]): Promise<string> {
  const messages: ChatTurn[] = turns.map((content, index) => ({
    role: index % 2 === 0 ? "user" : "assistant",
    content,
  }));
  // Arabic answers set Latin store names apart with invisible bidi isolates; read past them.
  const answer = await answerQuestion(db, { locale, messages, now: NOW });
  return answer.replace(/[\u2068\u2069]/g, "");
}

async function expectPriceAnswer(answer: string, product: Product, locale: Locale) {
  const offers = await offersOf(product.id);
  expect(productLinksIn(answer)[0]).toBe(product.id);
  expect(answer).toContain(locale === "ar" ? product.nameAr : product.nameEn);
  // Arabic answers name the store in Arabic (the demo stores all have their Arabic names).
  const store = locale === "ar" ? offers[0]!.storeNameAr : offers[0]!.storeName;
  expect(store).toBeTruthy();
  expect(answer).toContain(`${store}: ${sar(offers[0]!.halalas, locale)}`);
  expect(answer).toContain(sar(offers.at(-1)!.halalas, locale));
}

async function expectTrendAnswer(answer: string, product: Product, locale: Locale) {
  expect(productLinksIn(answer)[0]).toBe(product.id);
  const current = await lowestOf(product.id);
  expect(answer).toContain(sar(current, locale));
  const past = await lowestDaysAgo(product.id, 30);
  expect(past).not.toBeNull();
  if (past === current) {
    expect(answer).toMatch(locale === "ar" ? /السعر نفسه قبل 30 يومًا/ : /same as 30 days ago/);
  } else {
    expect(answer).toContain(sar(past!, locale));
    expect(answer).toContain(sar(Math.abs(current - past!), locale));
    const word = current < past! ? (locale === "ar" ? "أقل" : "less") : locale === "ar" ? "أعلى" : "more";
    expect(answer).toContain(word);
  }
  expect(answer).toContain(sar(await lowestOfLastDays(product.id, 90), locale));
}

async function expectComparison(answer: string, a: Product, b: Product, locale: Locale) {
  const links = productLinksIn(answer);
  expect(links).toContain(a.id);
  expect(links).toContain(b.id);
  const [aLowest, bLowest] = [await lowestOf(a.id), await lowestOf(b.id)];
  expect(answer).toContain(sar(Math.abs(aLowest - bLowest), locale));
  const cheaper = aLowest < bLowest ? a : b;
  const cheaperName = locale === "ar" ? cheaper.nameAr : cheaper.nameEn;
  expect(answer).toContain(locale === "ar" ? `${cheaperName} أرخص` : `${cheaperName} is cheaper`);
  if (a.categoryId === b.categoryId) {
    const [first, second] = links.indexOf(a.id) < links.indexOf(b.id) ? [a, b] : [b, a];
    expect(answer).toContain(`(/compare?a=${first.id}&b=${second.id})`);
  }
}

async function expectBestRated(answer: string, slug: string, locale: Locale) {
  const candidates = await categoryProducts(slug);
  const ratings = await averageRatings(candidates.map((product) => product.id));
  const best = Math.max(...ratings.values());
  const [first] = productLinksIn(answer);
  expect(first).toBeDefined();
  expect(ratings.get(first!)).toBe(best);
  expect(answer).toContain(locale === "ar" ? `${best.toFixed(1)} من 5` : `${best.toFixed(1)}/5`);
  const ids = new Set(candidates.map((product) => product.id));
  for (const link of productLinksIn(answer)) expect(ids.has(link)).toBe(true);
}

async function expectWithinBudget(
  answer: string,
  slug: string,
  range: { min?: number; max?: number },
  locale: Locale,
) {
  const expected = (await categoryProducts(slug)).filter(
    (product) =>
      product.lowest !== null &&
      (range.min === undefined || product.lowest >= range.min * 100) &&
      (range.max === undefined || product.lowest <= range.max * 100),
  );
  expect(expected.length).toBeGreaterThan(0);
  const links = productLinksIn(answer);
  expect(links).toHaveLength(Math.min(5, expected.length));
  for (const link of links) {
    const product = expected.find((candidate) => candidate.id === link);
    expect(product, `${link} is not within the budget`).toBeDefined();
    expect(answer).toContain(sar(product!.lowest!, locale));
  }
  if (range.max !== undefined) expect(answer).toContain(sar(range.max * 100, locale));
}

// ---------------------------------------------------------------------------------------------

describe("the built-in assistant in English", () => {
  it("gives the price of a product and its cheapest store", async () => {
    await expectPriceAnswer(
      await ask("en", "How much is the iPhone 15?"),
      await productNamed("Apple iPhone 15 128GB Black"),
      "en",
    );
  });

  it("says where a product is cheapest", async () => {
    const ps5 = await productNamed("Sony PlayStation 5 Slim Digital Edition 1TB");
    await expectPriceAnswer(
      await ask("en", "Where is the PlayStation 5 Slim Digital Edition cheapest?"),
      ps5,
      "en",
    );
  });

  it("tells whether a price has dropped", async () => {
    const s24 = await productNamed("Samsung Galaxy S24 Ultra 5G 256GB Titanium Black");
    await expectTrendAnswer(await ask("en", "Has the Samsung Galaxy S24 Ultra dropped in price?"), s24, "en");
  });

  it("compares two products with a comparison link", async () => {
    const [iphone, s24] = await Promise.all([
      productNamed("Apple iPhone 15 128GB Black"),
      productNamed("Samsung Galaxy S24 Ultra 5G 256GB Titanium Black"),
    ]);
    await expectComparison(await ask("en", "Compare iPhone 15 and Galaxy S24 Ultra"), iphone, s24, "en");
  });

  it("lists the best-rated products of a category", async () => {
    const answer = await ask("en", "Best rated headphones");
    await expectBestRated(answer, "headphones", "en");
    // The list says how many more the category has.
    const all = await categoryProducts("headphones");
    const shown = productLinksIn(answer).length;
    expect(all.length).toBeGreaterThan(shown);
    expect(answer).toContain(`…and ${all.length - shown} more: `);
  });

  it("lists products under a budget", async () => {
    await expectWithinBudget(await ask("en", "Phones under 2000 SAR"), "smartphones", { max: 2000 }, "en");
  });

  it("explains price alerts", async () => {
    const answer = await ask("en", "How do price alerts work?");
    expect(answer).toContain("“Price alert”");
    expect(answer).toContain("](/profile?tab=alerts)");
  });

  it("explains saving products", async () => {
    const answer = await ask("en", "How can I save a product?");
    expect(answer).toContain("“Save”");
    expect(answer).toContain("](/profile?tab=favorites)");
  });

  it("explains reviews", async () => {
    const answer = await ask("en", "How do reviews work?");
    expect(answer).toContain("1 to 5 stars");
    expect(answer).toContain("](/reviews)");
  });

  it("politely refuses a question that is not about shopping", async () => {
    const answer = await ask("en", "What's the weather in Riyadh?");
    expect(answer).toContain("Sorry, I can't help with that");
    expect(productLinksIn(answer)).toEqual([]);
  });

  it.each([
    "how do I fix my phone screen?",
    "how do I cook rice in an air fryer?",
    "who is the CEO of Apple?",
    "how far is Jeddah from Riyadh?",
    "how do I descale my Nespresso machine?",
    "cheapest flights to Dubai",
  ])("refuses %j, which names a product or a city but asks other work", async (question) => {
    const answer = await ask("en", question);
    expect(answer).toContain("Sorry, I can't help with that");
    expect(productLinksIn(answer)).toEqual([]);
  });

  it.each([
    ["Does the GoPro HERO12 fix shaky video?", "GoPro HERO12 Black Action Camera", "5.3K"],
    ["how far can the DJI Mini 4 Pro fly?", "DJI Mini 4 Pro Drone with DJI RC 2 Remote", "34 min"],
    ["what's the flight time of the DJI Mini 4 Pro?", "DJI Mini 4 Pro Drone with DJI RC 2 Remote", "34 min"],
  ])("answers %j: words of other work ask about the product named", async (question, name, fact) => {
    const answer = await ask("en", question);
    expect(answer).not.toContain("Sorry, I can't help with that");
    expect(productLinksIn(answer)).toEqual([(await productNamed(name)).id]);
    expect(answer).toContain(fact);
  });

  it("'Can I cook two things at once in the Ninja Foodi?' is about the Ninja, not a recipe", async () => {
    const ninja = await productNamed("Ninja Foodi Dual Zone Air Fryer 7.6 L AF300ME");
    const answer = await ask("en", "Can I cook two things at once in the Ninja Foodi?");
    expect(answer).not.toContain("Sorry, I can't help with that");
    expect(productLinksIn(answer)[0]).toBe(ninja.id);
  });

  it("'how far can it fly?' asks about the drone of the conversation", async () => {
    const drone = await productNamed("DJI Mini 4 Pro Drone with DJI RC 2 Remote");
    const first = await ask("en", "DJI Mini 4 Pro");
    const answer = await ask("en", "DJI Mini 4 Pro", first, "how far can it fly?");
    expect(productLinksIn(answer)).toEqual([drone.id]);
    expect(answer).toContain("34 min");
  });

  it("finds a product despite a typo", async () => {
    const proMax = await productNamed("Apple iPhone 15 Pro Max 256GB Natural Titanium");
    await expectPriceAnswer(await ask("en", "price of the iphnoe 15 pro max"), proMax, "en");
  });

  it("finds a product by its model number written without the dash", async () => {
    const sony = await productNamed("Sony WH-1000XM5 Wireless Noise Cancelling Headphones Black");
    await expectPriceAnswer(await ask("en", "Sony WH1000XM5 price"), sony, "en");
  });

  it("admits a product is not in the catalogue", async () => {
    const answer = await ask("en", "How much is a Nokia 3310?");
    // Named as the shopper wrote it.
    expect(answer).toContain("Qaren doesn't list “Nokia 3310”");
    expect(answer).toContain("](/search?q=Nokia%203310)");
    // The closest phones instead, never another product passed off as the Nokia.
    const phones = new Set((await categoryProducts("smartphones")).map((product) => product.id));
    expect(productLinksIn(answer).length).toBeGreaterThan(0);
    for (const link of productLinksIn(answer)) expect(phones.has(link)).toBe(true);
  });

  it("lists the cheapest products of a category", async () => {
    const laptops = (await categoryProducts("laptops")).filter((product) => product.lowest !== null);
    const cheapest = Math.min(...laptops.map((product) => product.lowest!));
    const answer = await ask("en", "cheapest laptop");
    const first = laptops.find((product) => product.id === productLinksIn(answer)[0]);
    expect(first?.lowest).toBe(cheapest);
    // Each item says where its price is.
    const [offer] = await offersOf(first!.id);
    expect(answer).toContain(`${sar(cheapest, "en")} at ${offer!.storeName}`);
  });

  it("lists the best-rated TVs", async () => {
    await expectBestRated(await ask("en", "top rated TVs"), "televisions", "en");
  });

  it("gives the 90-day range of a price history", async () => {
    const dyson = await productNamed("Dyson V15 Detect Absolute Cordless Vacuum Cleaner");
    await expectTrendAnswer(await ask("en", "price history of the Dyson V15"), dyson, "en");
  });

  it("understands a budget written with a thousands separator and riyals", async () => {
    await expectWithinBudget(
      await ask("en", "air conditioners under 3,000 riyals"),
      "air-conditioners",
      { max: 3000 },
      "en",
    );
  });

  it("compares two products written with vs", async () => {
    const xbox = await productNamed("Microsoft Xbox Series X 1TB Console");
    const answer = await ask("en", "Xbox Series X vs PlayStation 5 Slim");
    const [ps5] = (await productsMatching("Sony PlayStation 5 Slim%")).filter((product) =>
      productLinksIn(answer).includes(product.id),
    );
    expect(ps5).toBeDefined();
    await expectComparison(answer, xbox, ps5!, "en");
  });

  it("answers a bare product name with its prices", async () => {
    const airpods = await productNamed("Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)");
    await expectPriceAnswer(await ask("en", "AirPods Pro"), airpods, "en");
  });

  it("greets and says what it can do", async () => {
    const answer = await ask("en", "hello");
    expect(answer).toContain("Qaren Assistant");
    expect(productLinksIn(answer)).toEqual([]);
  });

  it("finds a watch whose name joins the model number to the word", async () => {
    const watch = await productNamed("Samsung Galaxy Watch7 Bluetooth 44mm Green");
    await expectPriceAnswer(await ask("en", "Galaxy Watch 7 price"), watch, "en");
  });

  it("follows up on the product of the previous answer", async () => {
    const iphone = await productNamed("Apple iPhone 15 128GB Black");
    const first = await ask("en", "How much is the iPhone 15?");
    await expectTrendAnswer(
      await ask("en", "How much is the iPhone 15?", first, "Has it dropped?"),
      iphone,
      "en",
    );
  });

  it("lists products within a price range", async () => {
    await expectWithinBudget(
      await ask("en", "laptops between 2000 and 4000 SAR"),
      "laptops",
      { min: 2000, max: 4000 },
      "en",
    );
  });

  it("says which of two products is cheaper", async () => {
    const [dior, rasasi] = await Promise.all([
      productNamed("Dior Sauvage Eau de Parfum for Men 100 ml"),
      productNamed("Rasasi Hawas for Him Eau de Parfum 100 ml"),
    ]);
    await expectComparison(
      await ask("en", "Which is cheaper, Dior Sauvage or Rasasi Hawas?"),
      dior,
      rasasi,
      "en",
    );
  });

  it("says when nothing fits the budget and names the cheapest instead", async () => {
    const iphones = await productsMatching("%iPhone%");
    const lowest = await Promise.all(
      iphones.map(async (product) => ({ product, lowest: await lowestOf(product.id) })),
    );
    const cheapest = lowest.sort((a, b) => a.lowest - b.lowest)[0]!;
    expect(cheapest.lowest).toBeGreaterThan(100_000);
    const answer = await ask("en", "iPhone under 1000 SAR");
    expect(answer).toContain("I found no");
    expect(productLinksIn(answer)).toEqual([cheapest.product.id]);
    expect(answer).toContain(sar(cheapest.lowest, "en"));
  });

  it("narrows a category by brand", async () => {
    const phones = (await categoryProducts("smartphones")).filter((product) =>
      product.nameEn.startsWith("Samsung"),
    );
    const ratings = await averageRatings(phones.map((product) => product.id));
    const answer = await ask("en", "best rated Samsung phones");
    const links = productLinksIn(answer);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(phones.map((product) => product.id)).toContain(link);
    expect(ratings.get(links[0]!)).toBe(Math.max(...ratings.values()));
  });
});

describe("the built-in assistant in Arabic", () => {
  it("يعطي سعر منتج وأرخص متجر", async () => {
    await expectPriceAnswer(
      await ask("ar", "كم سعر آيفون 15؟"),
      await productNamed("Apple iPhone 15 128GB Black"),
      "ar",
    );
  });

  it("يفهم حرف الجر الملتصق باسم المنتج", async () => {
    const answer = await ask("ar", "وين ألقى أرخص سعر لبلايستيشن 5 سليم؟");
    const slims = await productsMatching("Sony PlayStation 5 Slim%");
    const linked = slims.find((product) => product.id === productLinksIn(answer)[0]);
    expect(linked).toBeDefined();
    await expectPriceAnswer(answer, linked!, "ar");
  });

  it("يخبر إن كان السعر قد نزل", async () => {
    const s24 = await productNamed("Samsung Galaxy S24 Ultra 5G 256GB Titanium Black");
    await expectTrendAnswer(await ask("ar", "هل نزل سعر سامسونج جالكسي S24 الترا؟"), s24, "ar");
  });

  it("يقارن بين منتجين كُتبت بينهما واو ملتصقة", async () => {
    const [iphone, s24] = await Promise.all([
      productNamed("Apple iPhone 15 128GB Black"),
      productNamed("Samsung Galaxy S24 Ultra 5G 256GB Titanium Black"),
    ]);
    await expectComparison(await ask("ar", "قارن بين آيفون 15 وجالكسي S24 الترا"), iphone, s24, "ar");
  });

  it("يعرض أفضل السماعات تقييمًا", async () => {
    await expectBestRated(await ask("ar", "أفضل السماعات تقييمًا"), "headphones", "ar");
  });

  it("يفهم الميزانية بالأرقام العربية", async () => {
    await expectWithinBudget(await ask("ar", "جوالات بأقل من ٢٠٠٠ ريال"), "smartphones", { max: 2000 }, "ar");
  });

  it("يشرح تنبيهات الأسعار", async () => {
    const answer = await ask("ar", "كيف تعمل تنبيهات الأسعار؟");
    expect(answer).toContain("«تنبيه السعر»");
    expect(answer).toContain("](/profile?tab=alerts)");
  });

  it("يشرح حفظ المنتجات", async () => {
    const answer = await ask("ar", "كيف أحفظ منتج؟");
    expect(answer).toContain("«حفظ»");
    expect(answer).toContain("](/profile?tab=favorites)");
  });

  it("يشرح المراجعات", async () => {
    const answer = await ask("ar", "كيف أكتب تقييم؟");
    expect(answer).toContain("من 1 إلى 5 نجوم");
    expect(answer).toContain("](/reviews)");
  });

  it("يعتذر بلطف عن سؤال لا علاقة له بالتسوق", async () => {
    const answer = await ask("ar", "ما هو الطقس في الرياض؟");
    expect(answer).toContain("عذرًا، لا أستطيع المساعدة");
    expect(productLinksIn(answer)).toEqual([]);
  });

  it("يفهم الأرقام الهندية في اسم المنتج", async () => {
    const proMax = await productNamed("Apple iPhone 15 Pro Max 256GB Natural Titanium");
    await expectPriceAnswer(await ask("ar", "سعر ايفون ١٥ برو ماكس"), proMax, "ar");
  });

  it("يجد المنتج برقم موديله", async () => {
    const sony = await productNamed("Sony WH-1000XM5 Wireless Noise Cancelling Headphones Black");
    await expectPriceAnswer(await ask("ar", "بكم سوني WH-1000XM5"), sony, "ar");
  });

  it("يعترف بأن المنتج غير موجود", async () => {
    const answer = await ask("ar", "كم سعر نوكيا 3310");
    expect(answer).toContain("«نوكيا 3310» غير موجود في قارن");
    expect(answer).toContain(`](/search?q=${encodeURIComponent("نوكيا 3310")})`);
    const phones = new Set((await categoryProducts("smartphones")).map((product) => product.id));
    expect(productLinksIn(answer).length).toBeGreaterThan(0);
    for (const link of productLinksIn(answer)) expect(phones.has(link)).toBe(true);
  });

  it("يعرض أرخص أجهزة اللابتوب", async () => {
    const laptops = (await categoryProducts("laptops")).filter((product) => product.lowest !== null);
    const cheapest = Math.min(...laptops.map((product) => product.lowest!));
    const answer = await ask("ar", "أرخص لابتوب");
    expect(laptops.find((product) => product.id === productLinksIn(answer)[0])?.lowest).toBe(cheapest);
    expect(answer).toContain(sar(cheapest, "ar"));
  });

  it("يعرض أفضل التلفزيونات", async () => {
    await expectBestRated(await ask("ar", "أفضل تلفزيون"), "televisions", "ar");
  });

  it("يعطي تاريخ السعر", async () => {
    const dyson = await productNamed("Dyson V15 Detect Absolute Cordless Vacuum Cleaner");
    await expectTrendAnswer(await ask("ar", "تاريخ سعر دايسون V15"), dyson, "ar");
  });

  it("يعرض المكيفات ضمن الميزانية", async () => {
    await expectWithinBudget(
      await ask("ar", "مكيفات تحت 3000 ريال"),
      "air-conditioners",
      { max: 3000 },
      "ar",
    );
  });

  it("يقارن عند السؤال بـ«ولا»", async () => {
    const xbox = await productNamed("Microsoft Xbox Series X 1TB Console");
    const answer = await ask("ar", "ايهما افضل اكس بوكس سيريس اكس ولا بلايستيشن 5 سليم");
    const [ps5] = (await productsMatching("Sony PlayStation 5 Slim%")).filter((product) =>
      productLinksIn(answer).includes(product.id),
    );
    expect(ps5).toBeDefined();
    await expectComparison(answer, xbox, ps5!, "ar");
  });

  it("يجيب عن اسم منتج بلا سؤال", async () => {
    const airpods = await productNamed("Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)");
    await expectPriceAnswer(await ask("ar", "سماعات ايربودز برو"), airpods, "ar");
  });

  it("يرحب ويشرح ما يستطيع", async () => {
    const answer = await ask("ar", "مرحبا");
    expect(answer).toContain("مساعد قارن");
    expect(productLinksIn(answer)).toEqual([]);
  });

  it("يجد الساعة بالأرقام الهندية", async () => {
    const watch = await productNamed("Samsung Galaxy Watch7 Bluetooth 44mm Green");
    await expectPriceAnswer(await ask("ar", "سعر جالكسي واتش ٧"), watch, "ar");
  });

  it("يفهم «بكم» في آخر السؤال", async () => {
    const dior = await productNamed("Dior Sauvage Eau de Parfum for Men 100 ml");
    await expectPriceAnswer(await ask("ar", "عطر ديور سوفاج بكم"), dior, "ar");
  });

  it("يعرض منتجات فئة من علامة تجارية", async () => {
    const washers = (await categoryProducts("washing-machines")).filter((product) =>
      product.nameEn.startsWith("Samsung"),
    );
    const answer = await ask("ar", "غسالات سامسونج");
    const links = productLinksIn(answer);
    expect(links.sort()).toEqual(washers.map((product) => product.id).sort());
  });

  it("يتابع الحديث عن المنتج السابق", async () => {
    const ps5 = await productNamed("Sony PlayStation 5 Slim Digital Edition 1TB");
    const first = await ask("ar", "كم سعر بلايستيشن 5 سليم الرقمية");
    expect(productLinksIn(first)[0]).toBe(ps5.id);
    await expectTrendAnswer(
      await ask("ar", "كم سعر بلايستيشن 5 سليم الرقمية", first, "هل نزل سعره؟"),
      ps5,
      "ar",
    );
  });

  it("يفهم الميزانية المكتوبة بالكلمات", async () => {
    await expectWithinBudget(await ask("ar", "جوال بألفين"), "smartphones", { max: 2000 }, "ar");
  });
});

// PD-21 to PD-24: prices a shopper can act on. Expected values come from the product's stored
// figures and offers, read here; the percentages are worked out here from them.
describe("the assistant's answers about the moment to buy", () => {
  async function figuresOf(productId: string) {
    const [row] = await db
      .select({
        verdict: products.priceVerdict,
        lowest: products.lowestPrice,
        typical: products.typicalPrice,
        historyDays: products.historyDays,
      })
      .from(products)
      .where(eq(products.id, productId));
    return row!;
  }
  const percentAway = (lowest: string, typical: string) =>
    Math.round((Math.abs(toHalalas(lowest) - toHalalas(typical)) * 100) / toHalalas(typical));

  for (const [locale, question, verdictText] of [
    ["en", "Is now a good time to buy the Dyson V15?", "good time"],
    ["ar", "هل هذا وقت مناسب لشراء دايسون V15؟", "الوقت مناسب"],
  ] as const) {
    it(`says a low price is a good time to buy, with how far below typical it is (${locale})`, async () => {
      const dyson = await productNamed("Dyson V15 Detect Absolute Cordless Vacuum Cleaner");
      const figures = await figuresOf(dyson.id);
      expect(figures.verdict).toBe("low");
      const answer = await ask(locale, question);
      expect(productLinksIn(answer)[0]).toBe(dyson.id);
      expect(answer).toContain(verdictText);
      expect(answer).toContain(sar(toHalalas(figures.lowest!), locale));
      expect(answer).toContain(sar(toHalalas(figures.typical!), locale));
      expect(answer).toContain(`${percentAway(figures.lowest!, figures.typical!)}`);
    });
  }

  it("says a high price is high, and suggests an alert", async () => {
    const [high] = await db
      .select({ brand: products.brand, model: products.model, id: products.id })
      .from(products)
      .where(eq(products.priceVerdict, "high"))
      .orderBy(products.nameEn)
      .limit(1);
    const answer = await ask("en", `is it a good time to buy the ${high!.brand} ${high!.model}?`);
    expect(productLinksIn(answer)[0]).toBe(high!.id);
    expect(answer).toMatch(/high price right now/);
    expect(answer).toMatch(/price alert/);
  });

  it("does not judge a product with too little history", async () => {
    const portal = await productNamed("Sony PlayStation Portal Remote Player for PS5");
    const figures = await figuresOf(portal.id);
    expect(figures.historyDays).toBeLessThan(14);
    const answer = await ask("ar", "هل هذا وقت مناسب لشراء بلايستيشن بورتال؟");
    expect(productLinksIn(answer)[0]).toBe(portal.id);
    expect(answer).toContain("لا أستطيع الحكم بعد");
  });

  for (const [locale, question, category] of [
    ["en", "What are today's best deals in phones?", "Smartphones"],
    ["ar", "ما هي أفضل العروض اليوم في الجوالات؟", "الجوالات"],
    ["en", "show me discounted phones", "Smartphones"],
  ] as const) {
    it(`lists today's deals of a category, furthest below typical first (${locale}: ${question})`, async () => {
      const { rows } = await db.execute<{ id: string; lowest: string; typical: string }>(sql`
        select p.id, p.lowest_price::text as lowest, p.typical_price::text as typical
        from products p join categories c on c.id = p.category_id
        where c.name_en = 'Smartphones' and p.price_verdict = 'low'`);
      expect(rows.length).toBeGreaterThanOrEqual(1);
      const expected = rows
        .map((row) => ({
          ...row,
          share: (toHalalas(row.lowest) - toHalalas(row.typical)) / toHalalas(row.typical),
        }))
        .sort((a, b) => a.share - b.share);
      const answer = await ask(locale, question);
      expect(answer).toContain(category);
      expect(productLinksIn(answer).slice(0, expected.length)).toEqual(
        expected.slice(0, 5).map((row) => row.id),
      );
      expect(answer).toContain("](/deals");
    });
  }

  it("answers the price at a named store, in Arabic, for the product asked about", async () => {
    const sony = await productNamed("Sony WH-1000XM5 Wireless Noise Cancelling Headphones Black");
    const answer = await ask("ar", "كم سعر سماعات سوني في جرير");
    expect(productLinksIn(answer)[0]).toBe(sony.id);
    expect(answer).toContain("جرير");
    const [jarir] = await db
      .select({ price: productPrices.price })
      .from(productPrices)
      .where(and(eq(productPrices.productId, sony.id), eq(productPrices.storeName, "Jarir")));
    if (jarir) expect(answer).toContain(sar(toHalalas(jarir.price), "ar"));
    else expect(answer).toContain("لا يبيع");
    const [cheapest] = await offersOf(sony.id);
    expect(answer).toContain(sar(cheapest!.halalas, "ar"));
  });

  it("never quotes a stale offer as the cheapest", async () => {
    const khamrah = await productNamed("Lattafa Khamrah Eau de Parfum Unisex 100 ml");
    const { rows } = await db.execute<{ store_name: string; price: string }>(sql`
      select store_name, price::text as price from product_prices
      where product_id = ${khamrah.id} and checked_at < now() - interval '12 hours'`);
    expect(rows.length).toBe(1);
    const answer = await ask("en", "How much is Lattafa Khamrah?");
    const [cheapest] = await offersOf(khamrah.id);
    expect(answer).toContain(`cheapest at ${cheapest!.storeName}: ${sar(cheapest!.halalas, "en")}`);
    expect(answer).not.toContain(`cheapest at ${rows[0]!.store_name}`);
    const atStore = await ask("en", `How much is Lattafa Khamrah at ${rows[0]!.store_name}?`);
    expect(atStore).toMatch(/when we last checked on/);
  });
});

describe("specification questions answered from attribute values (issue 31)", () => {
  it("says yes or no from a yes/no attribute, in both languages", async () => {
    const noFiveG = await ask("en", "Does the HUAWEI nova 12i have 5G?");
    expect(noFiveG).toContain("No, not according to the specifications of");
    expect(noFiveG).toContain("5G: No");
    const fiveG = await ask("ar", "هل جالكسي A55 يدعم 5G؟");
    expect(fiveG).toContain("نعم. من مواصفات");
    expect(fiveG).toContain("5G: نعم");
  });

  it("gives a value with its unit in the shopper's language", async () => {
    const screen = await ask("ar", "كم بطارية جالكسي A55؟");
    expect(screen).toContain("البطارية: 5,000 مللي أمبير");
  });
});

describe("comparing by an attribute's value (issue 31)", () => {
  it("says which has the bigger battery, by value, in both languages", async () => {
    const answer = await ask("en", "Galaxy Z Flip6 vs Galaxy A55 battery");
    expect(answer).toMatch(/Galaxy A55[^\n]*comes out ahead: 5,000 mAh against 4,000 mAh/);
    const arabic = await ask("ar", "قارن بطارية جالكسي زد فليب 6 و جالكسي A55");
    expect(arabic).toContain("5,000 مللي أمبير مقابل 4,000 مللي أمبير");
  });
});
