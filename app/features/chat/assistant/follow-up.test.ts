import { describe, expect, it } from "vitest";
import type { ChatTurn } from "../chat-schema";
import { conversationProducts, findReference } from "./follow-up";
import { parseQuestion } from "./question";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const C = "33333333-3333-4333-8333-333333333333";

const conversation = (...turns: string[]): ChatTurn[] =>
  turns.map((content, index) => ({ role: index % 2 === 0 ? "user" : "assistant", content }));

/** The reference a question makes, read as the assistant reads it. */
function referenceIn(question: string, products = 2) {
  const { words, cues } = parseQuestion(question);
  return findReference(words, { saidCheaper: cues.has("cheap") && products > 1 });
}

describe("the products a conversation is about", () => {
  it("are the links of the latest answer that named any, in their order", () => {
    const messages = conversation(
      "best air fryers",
      `1. [Ninja](/products/${A}) 2. [Philips](/products/${B})`,
      "thanks",
      "You're welcome.",
      "how much is the first one at eXtra?",
    );
    expect(conversationProducts(messages)).toEqual([A, B]);
  });

  it("skip the question itself and earlier answers once a later one names products", () => {
    const messages = conversation(
      "iPhone 15",
      `[iPhone 15](/products/${A})`,
      "and the Galaxy S24?",
      `[Galaxy S24](/products/${C}) and [iPhone 15](/products/${A})`,
      `what about /products/${B}`,
    );
    expect(conversationProducts(messages)).toEqual([C, A]);
  });

  it("are none in a new conversation", () => {
    expect(conversationProducts(conversation("has it dropped?"))).toEqual([]);
  });
});

describe("a follow-up pointing back in English", () => {
  it("reads “the first one”, “the second one” and “the last one”", () => {
    expect(referenceIn("how much is the first one?").reference).toEqual({ kind: "position", index: 0 });
    expect(referenceIn("and the second one at Jarir?").reference).toEqual({ kind: "position", index: 1 });
    expect(referenceIn("is the last one any good?").reference).toEqual({ kind: "last" });
  });

  it("reads “the cheaper one” only when there is more than one product", () => {
    expect(referenceIn("what about the cheaper one?").reference).toEqual({ kind: "cheapest" });
    expect(referenceIn("what about the cheaper one?", 1).reference).toBeNull();
  });

  it("leaves “it” to the latest product, with no words left to search", () => {
    expect(referenceIn("has it dropped?")).toEqual({ reference: null, words: [] });
    expect(referenceIn("where is it cheapest, and has it dropped recently?").words).toEqual([]);
  });
});

describe("سؤال متابعة يشير إلى منتج سابق", () => {
  it("يفهم «الأول» و«الثاني» و«الأخير»", () => {
    expect(referenceIn("كم سعر الأول؟").reference).toEqual({ kind: "position", index: 0 });
    expect(referenceIn("والثاني في جرير؟").reference).toEqual({ kind: "position", index: 1 });
    expect(referenceIn("وش رايهم في الأخير").reference).toEqual({ kind: "last" });
  });

  it("يفهم «الأرخص» بين منتجين", () => {
    expect(referenceIn("طيب الأرخص منهم؟").reference).toEqual({ kind: "cheapest" });
  });

  it("يفهم الضمير الملتصق: سعرها، سعره", () => {
    expect(referenceIn("وكم سعرها في اكسترا؟").words).toEqual(["اكسترا"]);
    expect(referenceIn("هل نزل سعره؟")).toEqual({ reference: null, words: [] });
  });
});
