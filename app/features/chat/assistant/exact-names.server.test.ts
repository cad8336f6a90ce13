// Every demo product asked for by its exact name, as copied from its page, in English and in
// Arabic: the answer is about that product, never "not listed" and never another product.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { products } from "~/db/schema";
import { createTestDatabase } from "../../../../tests/setup/database";
import { seedStructuredDemoCatalog } from "../../../../tests/setup/demo-catalog";
import { answerQuestion } from "./builtin-assistant.server";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedStructuredDemoCatalog(db, { now: new Date() });
}, 120_000);

afterAll(() => handle?.close());

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
