// Issue 34 item 4 and issue 32 item 4, on the demo catalogue: delivery, seller, warranty and
// instalments answered from the stored offer details and store policies ("store policy" said so,
// "unknown" never guessed), the lowest total to a city by ADR-0026's one rule, stale prices said
// to be stale, and reviews summarised with their counts. Expected figures are read from the
// database here, in English and Arabic.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { offerDetails, productPrices, products, reviews, stores } from "~/db/schema";
import type { Region } from "~/features/offer-details/offer-details";
import { findLowestTotalOffers } from "~/features/offer-details/offer-details.server";
import { formatDate, formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { fromHalalas } from "~/utils/money";
import { linkedProducts } from "../../../../tests/setup/assistant-answers";
import { setUpStructuredDemoDatabase } from "../../../../tests/setup/demo-catalog";
import type { ChatTurn } from "../chat-schema";
import { answerQuestion } from "./builtin-assistant.server";

let db: Database;
setUpStructuredDemoDatabase((opened) => {
  db = opened;
});

async function converse(locale: Locale, questions: readonly string[], region?: Region): Promise<string[]> {
  const messages: ChatTurn[] = [];
  const answers: string[] = [];
  for (const question of questions) {
    messages.push({ role: "user", content: question });
    const answer = await answerQuestion(db, { locale, messages, region });
    messages.push({ role: "assistant", content: answer });
    answers.push(answer);
  }
  return answers;
}

type PolicyDelivery = {
  region: string;
  feeHalalas: number | null;
  freeOverHalalas?: number | null;
  minDays?: number;
  maxDays?: number;
};

async function productNamed(nameEn: string) {
  const [row] = await db
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(products)
    .where(eq(products.nameEn, nameEn));
  if (!row) throw new Error(`no demo product ${nameEn}`);
  return row;
}

/** An offer with what its readings stated (null when nothing) and its store's policy. */
async function offerOf(productId: string, storeName: string) {
  const [row] = await db
    .select({
      price: sql<string>`${productPrices.price}::text`,
      checkedAt: productPrices.checkedAt,
      details: offerDetails.details,
      policy: stores.policy,
      nameAr: stores.nameAr,
    })
    .from(productPrices)
    .innerJoin(stores, eq(stores.name, productPrices.storeName))
    .leftJoin(offerDetails, eq(offerDetails.productPriceId, productPrices.id))
    .where(and(eq(productPrices.productId, productId), eq(productPrices.storeName, storeName)));
  if (!row) throw new Error(`no offer of ${storeName}`);
  return {
    ...row,
    details: (row.details ?? {}) as Record<string, { value: unknown } | undefined>,
    delivery: ((row.policy as { delivery?: PolicyDelivery[] } | null)?.delivery ?? []) as PolicyDelivery[],
  };
}

const PS5 = "Sony PlayStation 5 Slim Digital Edition 1TB";
const PS5_QUESTION = { en: "PS5 price?", ar: "كم سعر بلايستيشن 5؟" } as const;
const STORE_POLICY = { en: "(store policy)", ar: "(سياسة المتجر)" } as const;

describe("delivery to a city, from the offer's details or its store's policy", () => {
  it.each([
    ["en", "Does noon deliver to Jeddah?", "Jeddah"],
    ["ar", "هل نون يوصل لجدة؟", "جدة"],
  ] as const)("%s: noon's delivery to Jeddah, not its price again", async (locale, question, city) => {
    const product = await productNamed(PS5);
    const noon = await offerOf(product.id, "noon");
    // The page said nothing of delivery: the store's policy stands in, and is said to.
    expect(noon.details.delivery).toBeUndefined();
    const jeddah = noon.delivery.find((terms) => terms.region === "jeddah");
    if (!jeddah) throw new Error("noon's policy names no Jeddah delivery");
    const isFree = jeddah.freeOverHalalas != null && Number(noon.price) * 100 >= jeddah.freeOverHalalas;
    const [, answer] = await converse(locale, [PS5_QUESTION[locale], question]);
    expect(answer).toContain(`/products/${product.id}`);
    expect(answer).toContain(city);
    expect(answer).toContain(`${jeddah.minDays}–${jeddah.maxDays}`);
    expect(answer).toContain(STORE_POLICY[locale]);
    if (isFree) expect(answer).toMatch(locale === "en" ? /free delivery to Jeddah/ : /توصيل مجاني إلى جدة/);
    else expect(answer).toContain(formatPrice(fromHalalas(jeddah.feeHalalas!), locale));
    // Only noon's offer is spoken of.
    expect(answer!.split("\n").filter((line) => line.startsWith("•"))).toHaveLength(1);
  });

  it.each([
    ["en", "how long to Dammam?"],
    ["ar", "كم يوم التوصيل للدمام؟"],
  ] as const)("%s: how many days each store takes to Dammam", async (locale, question) => {
    const product = await productNamed(PS5);
    const [, answer] = await converse(locale, [PS5_QUESTION[locale], question]);
    const storeNames = await db
      .select({ storeName: productPrices.storeName })
      .from(productPrices)
      .where(eq(productPrices.productId, product.id));
    const lines = answer!.split("\n").filter((line) => line.startsWith("•"));
    expect(lines).toHaveLength(storeNames.length);
    for (const { storeName } of storeNames) {
      const offer = await offerOf(product.id, storeName);
      const eastern = offer.delivery.find((terms) => terms.region === "eastern");
      const line = lines.find((candidate) => candidate.includes(locale === "en" ? storeName : offer.nameAr!));
      expect(line).toBeDefined();
      if (eastern) expect(line).toContain(`${eastern.minDays}–${eastern.maxDays}`);
      else expect(line).toMatch(locale === "en" ? /unknown/ : /غير معروف/);
    }
  });
});

describe("seller, version and warranty, instalments: stated, store policy, or unknown", () => {
  async function marketplaceOffer() {
    const rows = await db
      .select({
        productId: productPrices.productId,
        storeName: productPrices.storeName,
        details: offerDetails.details,
      })
      .from(offerDetails)
      .innerJoin(productPrices, eq(productPrices.id, offerDetails.productPriceId))
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(
        sql`${offerDetails.details} -> 'seller' -> 'value' ->> 'kind' = 'marketplace' and ${productPrices.storeName} = 'Amazon.sa'`,
      )
      // By name, not by id: ids are new at every seeding, and the same product is asked about each run.
      .orderBy(products.nameEn);
    const row = rows[0];
    if (!row) throw new Error("no marketplace seller on Amazon.sa in the demo catalogue");
    const [product] = await db
      .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
      .from(products)
      .where(eq(products.id, row.productId));
    const seller = (row.details as { seller: { value: { name: string } } }).seller.value.name;
    return { product: product!, seller };
  }

  it.each([
    ["en", (name: string) => `How much is the ${name}?`, "who sells it on Amazon?"],
    ["ar", (name: string) => `كم سعر ${name}؟`, "مين البائع في أمازون؟"],
  ] as const)("%s: the marketplace seller on Amazon is named", async (locale, first, question) => {
    const { product, seller } = await marketplaceOffer();
    const [priceAnswer, answer] = await converse(locale, [
      first(locale === "en" ? product.nameEn : product.nameAr),
      question,
    ]);
    expect(priceAnswer).toContain(`/products/${product.id}`);
    expect(answer).toContain(`/products/${product.id}`);
    expect(answer).toContain(seller);
  });

  it.each([
    ["en", "what warranty does it come with?", "warranty unknown"],
    ["ar", "وش الضمان؟", "الضمان غير معروف"],
  ] as const)(
    "%s: a warranty nothing states is unknown, never guessed",
    async (locale, question, unknown) => {
      const product = await productNamed(PS5);
      const carrefour = await offerOf(product.id, "Carrefour");
      // Neither Carrefour's page nor its policy states a warranty.
      expect(carrefour.details.warranty).toBeUndefined();
      expect((carrefour.policy as { warranty?: unknown } | null)?.warranty).toBeUndefined();
      const [, answer] = await converse(locale, [PS5_QUESTION[locale], question]);
      const line = answer!
        .split("\n")
        .find((candidate) => candidate.includes(locale === "en" ? "Carrefour" : carrefour.nameAr!));
      expect(line).toContain(unknown);
    },
  );

  it.each([
    ["en", "is it the Saudi version? what warranty?", "international version", "KSA version"],
    ["ar", "هل هي نسخة سعودية؟ وش الضمان؟", "نسخة دولية", "نسخة سعودية"],
  ] as const)("%s: version and warranty per store", async (locale, question, international, official) => {
    const product = await productNamed(PS5);
    const noon = await offerOf(product.id, "noon");
    const jarir = await offerOf(product.id, "Jarir");
    // noon's page states an international version; Jarir's page says nothing, its policy does.
    expect(noon.details.warranty?.value).toMatchObject({ kind: "international" });
    expect(jarir.details.warranty).toBeUndefined();
    const [, answer] = await converse(locale, [PS5_QUESTION[locale], question]);
    const lines = answer!.split("\n");
    const noonLine = lines.find((line) => line.includes(locale === "en" ? "noon" : noon.nameAr!));
    const jarirLine = lines.find((line) => line.includes(locale === "en" ? "Jarir" : jarir.nameAr!));
    expect(noonLine).toContain(international);
    expect(noonLine).not.toContain(STORE_POLICY[locale]);
    expect(jarirLine).toContain(official);
    expect(jarirLine).toContain(STORE_POLICY[locale]);
  });

  it.each([
    ["en", "can I pay in instalments?"],
    ["ar", "أقدر أقسط؟"],
  ] as const)("%s: instalments as each payment, never as the price", async (locale, question) => {
    const product = await productNamed(PS5);
    const noon = await offerOf(product.id, "noon");
    const plans = noon.details.instalments?.value as {
      provider: string;
      payments: number;
      paymentHalalas: number;
    }[];
    expect(plans?.length).toBeGreaterThan(0);
    const [, answer] = await converse(locale, [PS5_QUESTION[locale], question]);
    const noonLine = answer!
      .split("\n")
      .find((line) => line.includes(locale === "en" ? "noon" : noon.nameAr!));
    for (const plan of plans) {
      expect(noonLine?.toLowerCase()).toContain(plan.provider.toLowerCase());
      expect(noonLine).toContain(formatPrice(fromHalalas(plan.paymentHalalas), locale));
    }
  });
});

describe("the lowest total to a city, by the one rule", () => {
  // A cheap product: delivery is not free below the stores' thresholds, so the total is no price.
  async function cheapProduct() {
    const [row] = await db
      .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
      .from(products)
      .where(sql`${products.lowestPrice} is not null and ${products.storeCount} >= 2`)
      .orderBy(products.lowestPrice, products.id)
      .limit(1);
    if (!row) throw new Error("no cheap demo product");
    return row;
  }

  it.each([
    ["en", (name: string, store: string) => `How much is the ${name} from ${store} delivered to Jeddah?`],
    ["ar", (name: string, store: string) => `كم يوصلني ${name} لجدة من ${store} شامل التوصيل؟`],
  ] as const)("%s: a named store's own total, when the price is asked too", async (locale, ask) => {
    const product = await cheapProduct();
    const lowest = (await findLowestTotalOffers(db, [product.id], "jeddah")).get(product.id);
    if (!lowest) throw new Error("no total to Jeddah");
    const store = locale === "en" ? lowest.storeName : lowest.storeNameAr!;
    const [answer] = await converse(locale, [ask(locale === "en" ? product.nameEn : product.nameAr, store)]);
    expect(linkedProducts(answer!)[0]).toBe(product.id);
    const totalLine = answer!
      .split("\n")
      .find((line) => line.includes(locale === "en" ? "Total delivered to Jeddah" : "الإجمالي واصل إلى جدة"));
    expect(totalLine).toContain(formatPrice(fromHalalas(lowest.totalHalalas), locale));
    expect(totalLine).toContain(store);
  });

  it.each([
    ["en", (name: string) => `cheapest ${name} delivered to Jeddah`],
    ["ar", (name: string) => `أرخص ${name} واصل لجدة`],
  ] as const)("%s: named city", async (locale, ask) => {
    const product = await cheapProduct();
    const lowest = (await findLowestTotalOffers(db, [product.id], "jeddah")).get(product.id);
    if (!lowest) throw new Error("no total to Jeddah");
    const [answer] = await converse(locale, [ask(locale === "en" ? product.nameEn : product.nameAr)]);
    expect(answer).toContain(`/products/${product.id}`);
    const totalLine = answer!
      .split("\n")
      .find((line) => line.includes(locale === "en" ? "Lowest total" : "أقل إجمالي"));
    expect(totalLine).toContain(formatPrice(fromHalalas(lowest.totalHalalas), locale));
    expect(totalLine).toContain(locale === "en" ? lowest.storeName : lowest.storeNameAr!);
  });

  it.each([
    ["en", "PS5 price?", "and the delivery?", "Dammam"],
    ["ar", "كم سعر بلايستيشن 5؟", "والتوصيل؟", "الدمام"],
  ] as const)("%s: the shopper's chosen city when none is named", async (locale, first, question, city) => {
    const product = await productNamed(PS5);
    const lowest = (await findLowestTotalOffers(db, [product.id], "eastern")).get(product.id);
    if (!lowest) throw new Error("no total to Dammam");
    const [, answer] = await converse(locale, [first, question], "eastern");
    expect(answer).toContain(city);
    expect(answer).toContain(formatPrice(fromHalalas(lowest.totalHalalas), locale));
  });
});

describe("stale prices are said to be stale", () => {
  it.each([
    ["en", "How much is the HUAWEI WATCH GT 4?", "stale"],
    ["ar", "كم سعر ساعة هواوي GT 4؟", "سعر قديم"],
  ] as const)(
    "%s: a product with no current offer gives its last price as stale",
    async (locale, question, word) => {
      const product = await productNamed("HUAWEI WATCH GT 4 46mm Brown Leather Strap");
      const [last] = await db
        .select({ price: sql<string>`${productPrices.price}::text`, checkedAt: productPrices.checkedAt })
        .from(productPrices)
        .where(and(eq(productPrices.productId, product.id), sql`${productPrices.inStock} is not false`))
        .orderBy(sql`${productPrices.checkedAt} desc`)
        .limit(1);
      const [answer] = await converse(locale, [question]);
      expect(answer).toContain(`/products/${product.id}`);
      expect(answer).toContain(word);
      expect(answer).toContain(formatPrice(last!.price, locale));
      expect(answer).toContain(formatDate(last!.checkedAt, locale));
    },
  );

  it.each([
    ["en", "How much is the iPhone 16 Pro Max?", "may be out of date"],
    ["ar", "كم سعر آيفون 16 برو ماكس؟", "وقد لا يكون محدّثًا"],
  ] as const)("%s: a stale store price in the list is marked", async (locale, question, note) => {
    const product = await productNamed("Apple iPhone 16 Pro Max 256GB Desert Titanium");
    const stale = await db
      .select({ storeName: productPrices.storeName, nameAr: stores.nameAr })
      .from(productPrices)
      .innerJoin(stores, eq(stores.name, productPrices.storeName))
      .where(
        and(
          eq(productPrices.productId, product.id),
          sql`${productPrices.checkedAt} < now() - interval '1 day'`,
        ),
      );
    expect(stale).toHaveLength(1);
    const [answer] = await converse(locale, [question]);
    const lines = answer!.split("\n").filter((line) => line.startsWith("•"));
    const marked = lines.filter((line) => line.includes(note));
    expect(marked).toHaveLength(1);
    expect(marked[0]).toContain(locale === "en" ? stale[0]!.storeName : stale[0]!.nameAr!);
  });
});

describe("reviews summarised with their counts", () => {
  it.each([
    ["en", (name: string) => `what do people say about the ${name}?`],
    ["ar", (name: string) => `وش يقولون عن ${name}؟`],
  ] as const)("%s: how many reviews gave high and low stars", async (locale, ask) => {
    // The product with the most approved reviews that include a 1–2 star one.
    const { rows } = await db.execute<{ product_id: string; total: number; low: number; high: number }>(sql`
      select product_id, count(*)::int as total,
        count(*) filter (where rating <= 2)::int as low, count(*) filter (where rating >= 4)::int as high
      from ${reviews} where status = 'approved' group by product_id
      having count(*) filter (where rating <= 2) > 0 order by count(*) desc, product_id limit 1`);
    const row = rows[0];
    if (!row) throw new Error("no demo product with a low review");
    const [product] = await db
      .select({ nameEn: products.nameEn, nameAr: products.nameAr })
      .from(products)
      .where(eq(products.id, row.product_id));
    const [answer] = await converse(locale, [ask(locale === "en" ? product!.nameEn : product!.nameAr)]);
    expect(answer).toContain(`/products/${row.product_id}`);
    const spread = locale === "en" ? `${row.high} gave 4–5 stars` : `${row.high} أعطوه 4–5 نجوم`;
    expect(answer).toContain(spread);
    expect(answer).toContain(locale === "en" ? `${row.low} gave 1–2 stars` : `${row.low} أعطوه 1–2 نجمة`);
  });
});
