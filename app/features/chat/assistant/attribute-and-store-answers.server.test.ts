// Issue 31 item 6 and issue 32, on the demo catalogue: a specification asked about one product is
// answered from its own typed value, with the attribute's label and unit in the shopper's language;
// two products are compared on the attribute a free question names; a store's delivery, pickup and
// returns are answered from its policy when no product is asked about. Expected figures are read
// from the database here.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { attributes, productAttributeValues, products, stores } from "~/db/schema";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { setUpStructuredDemoDatabase } from "../../../../tests/setup/demo-catalog";
import { answerQuestion } from "./builtin-assistant.server";

let db: Database;
setUpStructuredDemoDatabase((opened) => {
  db = opened;
});

const ask = (locale: Locale, question: string) =>
  answerQuestion(db, { locale, messages: [{ role: "user", content: question }] });

/** A demo product's id and its stored value of one attribute, with the attribute's labels. */
async function storedValue(nameEn: string, key: string) {
  const [row] = await db
    .select({
      id: products.id,
      number: sql<string | null>`${productAttributeValues.numberValue}::text`,
      textEn: productAttributeValues.textEn,
      textAr: productAttributeValues.textAr,
      labelEn: attributes.labelEn,
      labelAr: attributes.labelAr,
    })
    .from(products)
    .innerJoin(productAttributeValues, eq(productAttributeValues.productId, products.id))
    .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
    .where(and(eq(products.nameEn, nameEn), eq(attributes.key, key)));
  if (!row) throw new Error(`${nameEn} has no ${key}`);
  return row;
}

async function policyOf(storeName: string) {
  const [row] = await db.select({ policy: stores.policy }).from(stores).where(eq(stores.name, storeName));
  return row?.policy as {
    delivery?: {
      region: string;
      feeHalalas: number;
      freeOverHalalas?: number;
      minDays: number;
      maxDays: number;
    }[];
    pickup?: boolean;
    returnsDays?: number;
  };
}

const MACBOOK = "Apple MacBook Air 13-inch M3 8GB 256GB Midnight (Arabic/English keyboard)";
const A55 = "Samsung Galaxy A55 5G 256GB Awesome Navy";

describe("a specification of one product, from its typed value", () => {
  it.each([
    ["en", "How heavy is the MacBook Air M3?", "kg"],
    ["ar", "كم وزن ماك بوك اير M3؟", "كجم"],
  ] as const)("%s: the weight with its label and unit, not the price", async (locale, question, unit) => {
    const weight = await storedValue(MACBOOK, "weight");
    const answer = await ask(locale, question);
    expect(answer).toContain(`/products/${weight.id}`);
    expect(answer).toContain(locale === "en" ? weight.labelEn : weight.labelAr);
    expect(answer).toContain(`${Number(weight.number)} ${unit}`);
    expect(answer).not.toMatch(/SAR|ر\.س/);
  });

  it.each([
    ["en", "How big is the battery of the Galaxy A55?"],
    ["ar", "كم بطارية جالكسي A55؟"],
  ] as const)("%s: the battery in mAh", async (locale, question) => {
    const battery = await storedValue(A55, "battery");
    const answer = await ask(locale, question);
    expect(answer).toContain(`/products/${battery.id}`);
    expect(answer.replace(/[,٬]/g, "")).toContain(String(Number(battery.number)));
  });

  it("reads 'حجم شاشة' after كم as the screen size asked about", async () => {
    const screen = await storedValue("Apple iPhone 15 128GB Black", "screen_size");
    const answer = await ask("ar", "كم حجم شاشة آيفون 15؟");
    expect(answer).toContain(`/products/${screen.id}`);
    expect(answer).toContain(`${screen.labelAr}: ${Number(screen.number)} بوصة`);
  });

  it("says yes to a value the question names, in Saudi dialect", async () => {
    const madeIn = await storedValue("Zamil Classic Split Air Conditioner 18,000 BTU Cooling", "made_in");
    const answer = await ask("ar", "هل مكيف الزامل صناعة سعودية؟");
    expect(answer.startsWith("نعم")).toBe(true);
    expect(answer).toContain(`/products/${madeIn.id}`);
    expect(answer).toContain(madeIn.textAr ?? madeIn.textEn!);
  });

  it("says an attribute of its kind the product has no value for is unknown", async () => {
    // The A55 loses its refresh rate: the answer must not take another phone's.
    const [phone] = await db.select({ id: products.id }).from(products).where(eq(products.nameEn, A55));
    const refresh = await storedValue(A55, "refresh_rate").catch(() => null);
    if (refresh) {
      await db.execute(
        sql`delete from product_attribute_values where product_id = ${phone!.id} and attribute_id in (select id from attributes where key = 'refresh_rate')`,
      );
    }
    const answer = await ask("en", "What is the refresh rate of the Galaxy A55?");
    expect(answer).toContain(`/products/${phone!.id}`);
    expect(answer).toMatch(/doesn't know the Refresh rate/);
    expect(answer).not.toMatch(/\d+ Hz/);
  });
});

describe("two products compared on the attribute a free question names", () => {
  it.each([
    ["en", "which has the bigger screen, the iPhone 15 or the Galaxy S24 Ultra?"],
    ["ar", "أيهما شاشته أكبر آيفون 15 ولا جالكسي S24 ألترا؟"],
  ] as const)("%s: the one with the larger value comes out ahead", async (locale, question) => {
    const iphone = await storedValue("Apple iPhone 15 128GB Black", "screen_size");
    const galaxy = await storedValue("Samsung Galaxy S24 Ultra 5G 256GB Titanium Black", "screen_size");
    const bigger = Number(iphone.number) > Number(galaxy.number) ? iphone : galaxy;
    const [biggerName] = await db
      .select({ en: products.nameEn, ar: products.nameAr })
      .from(products)
      .where(eq(products.id, bigger.id));
    const answer = await ask(locale, question);
    const verdict = answer.split("\n")[1]!;
    expect(verdict).toContain(locale === "en" ? biggerName!.en : biggerName!.ar);
    expect(verdict).toContain(locale === "en" ? iphone.labelEn : iphone.labelAr);
  });
});

describe("a store's own policy, when no product is asked about", () => {
  it.each([
    ["en", "What does eXtra charge for delivery?", "store policy"],
    ["ar", "كم رسوم التوصيل في إكسترا؟", "سياسة المتجر"],
  ] as const)(
    "%s: the fee and the free-delivery threshold, said to be store policy",
    async (locale, question, said) => {
      const { delivery } = await policyOf("eXtra");
      const riyadh = delivery!.find((terms) => terms.region === "riyadh")!;
      const answer = await ask(locale, question);
      expect(answer).toContain(said);
      expect(answer).toContain(formatPrice((riyadh.feeHalalas / 100).toFixed(2), locale));
      expect(answer).toContain(formatPrice((riyadh.freeOverHalalas! / 100).toFixed(2), locale));
      expect(answer).not.toContain("/products/");
    },
  );

  it("a city outside the listed regions is the store's other regions, or unknown", async () => {
    const { delivery } = await policyOf("Panda");
    const other = delivery?.find((terms) => terms.region === "other");
    const answer = await ask("ar", "بنده يوصلون لتبوك؟");
    if (other) expect(answer).toContain(`${other.minDays}–${other.maxDays}`);
    else expect(answer).toMatch(/لا يذكر .*أنه يوصل إلى المناطق الأخرى/);
  });

  it.each([
    ["en", "does Jarir have pickup?", /yes, pickup/, /no, no pickup/],
    ["ar", "هل جرير فيه استلام من المعرض؟", /نعم، الاستلام/, /لا، لا يتيح/],
  ] as const)("%s: pickup as the policy states it", async (locale, question, yes, no) => {
    const { pickup } = await policyOf("Jarir");
    const answer = await ask(locale, question);
    expect(answer).toMatch(pickup ? yes : no);
  });

  it.each([
    ["en", "Which stores offer pickup in store?"],
    ["ar", "أي المتاجر فيها استلام من الفرع؟"],
  ] as const)("%s: which stores offer pickup, by their policies", async (locale, question) => {
    const rows = await db
      .select({ name: stores.name, nameAr: stores.nameAr, policy: stores.policy })
      .from(stores);
    const shown = (row: (typeof rows)[number]) => (locale === "ar" ? (row.nameAr ?? row.name) : row.name);
    const offering = rows.filter((row) => (row.policy as { pickup?: boolean } | null)?.pickup === true);
    const refusing = rows.filter((row) => (row.policy as { pickup?: boolean } | null)?.pickup === false);
    expect(offering.length).toBeGreaterThan(0);
    const answer = await ask(locale, question);
    for (const row of offering) expect(answer).toContain(shown(row));
    for (const row of refusing) expect(answer).not.toContain(shown(row));
    expect(answer).not.toContain("/products/");
  });

  it("returns within the store's stated days", async () => {
    const { returnsDays } = await policyOf("noon");
    const answer = await ask("ar", "كم يومًا تتيح نون لإرجاع المنتجات؟");
    expect(answer).toContain(String(returnsDays));
    expect(answer).toContain("سياسة المتجر");
  });
});

describe("deals asked with words of when or how good", () => {
  it.each([
    ["en", "any offers today?"],
    ["en", "biggest discounts this week"],
    ["ar", "وش فيه تخفيضات هالأيام؟"],
  ] as const)("%s: %s is the deals list", async (locale, question) => {
    const answer = await ask(locale, question);
    expect(answer).toMatch(/\]\(\/deals\)/);
    expect(answer).not.toMatch(/couldn't find|لم أجد/);
  });
});
