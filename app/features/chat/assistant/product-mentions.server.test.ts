// Finding the product a question names. Every demo product asked for by its exact name, as copied
// from its page, in English and in Arabic: the answer is about that product, never "not listed" and
// never another. Questions in Saudi dialect and Arabizi name theirs; an unlisted one is refused.
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { demoProductId } from "../../../../tests/setup/assistant-answers";
import { setUpStructuredDemoDatabase } from "../../../../tests/setup/demo-catalog";
import { answerQuestion } from "./builtin-assistant.server";

let db: Database;
setUpStructuredDemoDatabase((opened) => {
  db = opened;
});

/** The first product the answer links to: the product it is about. */
function firstLinkedProduct(answer: string): string | null {
  return /\/products\/([\w-]+)/.exec(answer)?.[1] ?? null;
}

async function misreadNames(
  ask: (name: string) => string,
  locale: "en" | "ar",
  nameOf: (row: { nameEn: string; nameAr: string }) => string,
) {
  const rows = await db
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(products);
  expect(rows.length).toBeGreaterThan(50);
  const misread: string[] = [];
  for (const row of rows) {
    const answer = await answerQuestion(db, {
      locale,
      messages: [{ role: "user", content: ask(nameOf(row)) }],
    });
    if (firstLinkedProduct(answer) !== row.id) misread.push(`${nameOf(row)} → ${answer.slice(0, 160)}`);
  }
  return misread;
}

describe("a product asked for by its exact name", () => {
  it("in English is that product", async () => {
    const misread = await misreadNames(
      (name) => `How much is the ${name}?`,
      "en",
      (row) => row.nameEn,
    );
    expect(misread).toEqual([]);
  }, 300_000);

  it("in Arabic is that product", async () => {
    const misread = await misreadNames(
      (name) => `كم سعر ${name}؟`,
      "ar",
      (row) => row.nameAr,
    );
    expect(misread).toEqual([]);
  }, 300_000);
});

const idOf = (nameEn: string) => demoProductId(db, nameEn);

async function answerTo(question: string, locale: "en" | "ar" = "ar"): Promise<string> {
  return answerQuestion(db, { locale, messages: [{ role: "user", content: question }] });
}

describe("a product named in Saudi dialect or Arabizi", () => {
  it.each([
    ["bkam galaksi a55 3ndkm?", "Samsung Galaxy A55 5G 256GB Awesome Navy"],
    ["wesh ra2y el nas fi airpods pro?", "Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)"],
    ["mwasafat shashat odyssey g5", "Samsung Odyssey G5 27-inch QHD 165Hz Curved Gaming Monitor"],
    ["ثلاجة هايسنس 16 قدم وش رايكم نزل سعرها؟", "Hisense Top Mount Refrigerator 16 cu.ft (450 L), White"],
    ["وش يقولون المستخدمين عن ايفون 15 برو ماكس؟", "Apple iPhone 15 Pro Max 256GB Natural Titanium"],
    ["ايربودز برو عليها تخفيض؟", "Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)"],
  ])(
    "%s is about that product",
    async (question, nameEn) => {
      expect(firstLinkedProduct(await answerTo(question))).toBe(await idOf(nameEn));
    },
    60_000,
  );

  it("an Arabizi name of a product Qaren does not list is refused, not guessed", async () => {
    const answer = await answerTo("kam si3r ayfon 17 pro?", "en");
    expect(answer).toMatch(/doesn't list/);
    expect(answer).not.toMatch(/is cheapest at/);
  }, 60_000);

  it("a spec question in Arabizi gives the specifications, not the price", async () => {
    const answer = await answerTo("mwasafat galaksi a55", "en");
    expect(answer).toMatch(/specifications/i);
    expect(firstLinkedProduct(answer)).toBe(await idOf("Samsung Galaxy A55 5G 256GB Awesome Navy"));
  }, 60_000);
});

describe("words around a product's name", () => {
  it("'and the 512GB one?' after a phone is that phone in 512 GB", async () => {
    const answer = await answerQuestion(db, {
      locale: "en",
      messages: [
        { role: "user", content: "Price of the Apple iPhone 15 please" },
        { role: "assistant", content: await answerTo("Price of the Apple iPhone 15 please", "en") },
        { role: "user", content: "and the 512GB one?" },
      ],
    });
    expect(firstLinkedProduct(answer)).toBe(await idOf("Apple iPhone 15 512GB Black"));
  }, 60_000);

  it("a make's product line Qaren does not list is refused, not its other product", async () => {
    const answer = await answerTo("Have you got the Dyson Airwrap in stock?", "en");
    expect(answer).toMatch(/doesn't list/);
  }, 60_000);

  it("'and the Pro Max?' with no product in focus names none", async () => {
    const answer = await answerTo("tayb w el pro max?", "en");
    expect(firstLinkedProduct(answer)).toBeNull();
  }, 60_000);

  it("a pick-up question names the phone, not the showroom", async () => {
    const answer = await answerTo("could I pick up a Galaxy A55 at the showroom?", "en");
    expect(firstLinkedProduct(answer)).toBe(await idOf("Samsung Galaxy A55 5G 256GB Awesome Navy"));
  }, 60_000);

  it("«تتحمل» asks about the named watch's specifications", async () => {
    const answer = await answerTo("ساعة ابل سيريز 10 تتحمل الحرارة؟");
    expect(answer).toMatch(/مواصفات/);
    expect(firstLinkedProduct(answer)).toBe(
      await idOf("Apple Watch Series 10 GPS 46mm Jet Black Aluminium Case with Sport Band"),
    );
  }, 60_000);
});
