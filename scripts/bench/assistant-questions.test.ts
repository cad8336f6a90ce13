// The assistant benchmark's labelled questions (bench/assistant/questions.json) are well-formed: at
// least 200, in both languages and every way of writing Arabic, every kind asked in both, a held-out
// part of at least 40 % in each language, every product they name in the demo catalogue, and every
// label concrete on a freshly seeded catalogue (the stores it names sell the product, its budget
// products are within budget, a stated price exists).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { DEMO_PRODUCTS } from "~/db/seed/demo-catalog";
import { createTestDatabase } from "../../tests/setup/database";
import { seedStructuredDemoCatalog } from "../../tests/setup/demo-catalog";
import { type Catalogue, readCatalogue, resolveExpectation } from "./assistant-expectations";
import { KINDS, readQuestions, slugsNamedBy, VARIETIES } from "./assistant-questions";

const questions = readQuestions();

describe("the labelled questions", () => {
  it("are at least 200, in English and Arabic, Saudi dialect and Arabizi included", () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    for (const variety of VARIETIES) {
      expect(questions.filter((q) => q.variety === variety).length, variety).toBeGreaterThanOrEqual(15);
    }
    for (const question of questions) {
      expect(question.locale, question.id).toBe(question.variety === "en" ? "en" : "ar");
    }
  });

  it("ask every kind in both languages", () => {
    for (const kind of KINDS) {
      for (const locale of ["en", "ar"] as const) {
        const asked = questions.filter((q) => q.kind === kind && q.locale === locale);
        expect(asked.length, `${kind} in ${locale}`).toBeGreaterThanOrEqual(5);
      }
    }
    expect(questions.some((q) => q.kind === "follow-up" && q.turns.length >= 3)).toBe(true);
  });

  it("hold out at least 40 % of each language", () => {
    for (const locale of ["en", "ar"] as const) {
      const inLanguage = questions.filter((q) => q.locale === locale);
      const heldOut = inLanguage.filter((q) => q.split === "heldout");
      expect(heldOut.length / inLanguage.length, locale).toBeGreaterThanOrEqual(0.4);
    }
  });

  it("name only products of the demo catalogue, and expect of each question some product or fact", () => {
    const slugs = new Set(DEMO_PRODUCTS.map((product) => product.slug));
    for (const question of questions) {
      for (const slug of slugsNamedBy(question))
        expect(slugs.has(slug), `${question.id}: ${slug}`).toBe(true);
      const expectsSomething =
        question.products.length + question.facts.length > 0 || question.first || question.cheapestOf;
      expect(expectsSomething, question.id).toBeTruthy();
    }
  });
});

describe("on a freshly seeded demo catalogue", () => {
  let handle: DatabaseHandle;
  let catalogue: Catalogue;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedStructuredDemoCatalog(handle.db, { now: new Date() });
    catalogue = await readCatalogue(handle.db);
  }, 120_000);
  afterAll(() => handle?.close());

  it("every label is concrete: its products, stores, budgets and prices exist", () => {
    for (const question of questions) {
      const expectation = resolveExpectation(catalogue, question);
      expect(expectation.facts.length, question.id).toBe(question.facts.length);
      for (const slug of expectation.allowed)
        expect(catalogue.idOf.has(slug), `${question.id}: ${slug}`).toBe(true);
    }
  });
});
