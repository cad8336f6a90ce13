import { describe, expect, it } from "vitest";
import { parseQuestion } from "./question";
import { findNamedStore } from "./store-match";

const STORES = [
  { name: "Jarir", nameAr: "جرير" },
  { name: "Amazon.sa", nameAr: "أمازون" },
  { name: "Virgin Megastore", nameAr: "فيرجن" },
  { name: "eXtra", nameAr: "إكسترا" },
  { name: "Unnamed Shop", nameAr: null },
];

const named = (question: string) => {
  const { store, words } = findNamedStore(parseQuestion(question).words, STORES);
  return { store: store?.name ?? null, words };
};

describe("findNamedStore", () => {
  it("finds a store by its English or Arabic name and leaves the product's words", () => {
    expect(named("How much is the Sony WH-1000XM5 at Jarir?")).toEqual({
      store: "Jarir",
      words: ["sony", "wh", "1000xm5"],
    });
    expect(named("كم سعر سماعات سوني في جرير")).toMatchObject({ store: "Jarir", words: ["سماعات", "سوني"] });
    expect(named("سعر الايفون بجرير")).toMatchObject({ store: "Jarir" });
  });

  it("knows shorter ways of writing a store's name", () => {
    expect(named("iphone 15 price on amazon")).toMatchObject({ store: "Amazon.sa", words: ["iphone", "15"] });
    expect(named("iphone 15 price at amazon.sa")).toMatchObject({ store: "Amazon.sa" });
    expect(named("playstation 5 at virgin megastore")).toMatchObject({
      store: "Virgin Megastore",
      words: ["playstation", "5"],
    });
    expect(named("كم سعر بلايستيشن في اكسترا")).toMatchObject({ store: "eXtra" });
  });

  it("finds nothing in a question without a store", () => {
    expect(named("How much is the iPhone 15?")).toEqual({ store: null, words: ["iphone", "15"] });
  });
});
