import { describe, expect, it } from "vitest";
import {
  lineWordsOf,
  modelWordsOf,
  namesOnlyCapacity,
  namesOnlyVariant,
  productSpans,
} from "./product-spans";
import { findQualifiers } from "./qualifiers";
import { intentOf, parseQuestion } from "./question";
import { findNamedStores } from "./store-match";

const wordsOf = (question: string) => parseQuestion(question).words;

describe("productSpans", () => {
  it("leaves the request's words outside the mention", () => {
    const spans = productSpans(wordsOf("is the iPhone 15 Pro Max upgrade worth the extra money")).map(
      (span) => span.words.join(" "),
    );
    expect(spans[0]).toBe("iphone 15 pro max");
    expect(productSpans(["galaxy", "buds3", "pro", "them", "people", "tried"])[0]?.words).toEqual([
      "galaxy",
      "buds3",
      "pro",
    ]);
  });

  it("never leaves a number, a variant or an unknown word outside", () => {
    // "Google Pixel 9 Pro" must not become the "9 Pro" of a Braun shaver, nor "iPhone 17" an iPhone.
    for (const span of productSpans(["google", "pixel", "9", "pro"])) {
      expect(span.outside.every((word) => !["9", "pro", "pixel", "google"].includes(word))).toBe(true);
    }
    expect(productSpans(["iphone", "17", "pro"])).toEqual([]);
  });
});

describe("variants of the product in focus", () => {
  it("reads 'the Pro Max' as a variant and keeps a line's words up to its number", () => {
    expect(namesOnlyVariant(wordsOf("what about the Pro Max?"))).toBe(true);
    expect(namesOnlyVariant(wordsOf("طيب والبرو ماكس؟"))).toBe(true);
    expect(namesOnlyVariant(wordsOf("and the Galaxy S24?"))).toBe(false);
    expect(lineWordsOf(["apple", "iphone", "16", "pro", "max", "256gb"])).toEqual(["apple", "iphone", "16"]);
  });
});

describe("a capacity of the product in focus", () => {
  it("reads 'the 1TB one' as a capacity and keeps the model's line and variant words", () => {
    expect(namesOnlyCapacity(wordsOf("and the 1TB one?"))).toBe(true);
    expect(namesOnlyCapacity(wordsOf("and the Pixel 9?"))).toBe(false);
    expect(modelWordsOf(["acme", "phone", "x9", "pro", "max", "5g", "128gb", "black"])).toEqual([
      "acme",
      "phone",
      "x9",
      "pro",
      "max",
    ]);
  });
});

describe("findQualifiers", () => {
  const attributes = [
    {
      key: "noise_cancelling",
      labelEn: "Noise cancelling",
      labelAr: "عزل الضوضاء",
      kind: "boolean" as const,
      options: [],
      synonyms: ["ANC"],
    },
    {
      key: "ac_type",
      labelEn: "Type",
      labelAr: "النوع",
      kind: "option" as const,
      options: [
        { key: "split", en: "Split", ar: "سبليت" },
        { key: "window", en: "Window", ar: "شباك" },
      ],
      synonyms: [],
    },
  ];
  it("turns named attribute values into filter choices, in both languages", () => {
    expect(findQualifiers(["noise", "cancelling"], attributes)).toEqual({
      choices: [{ key: "noise_cancelling", values: ["yes"] }],
      otherWords: [],
    });
    expect(findQualifiers(["بعزل", "الضوضاء", "سوني"], attributes)).toEqual({
      choices: [{ key: "noise_cancelling", values: ["yes"] }],
      otherWords: ["سوني"],
    });
    expect(findQualifiers(["سبليت"], attributes).choices).toEqual([{ key: "ac_type", values: ["split"] }]);
    expect(findQualifiers(["samsung"], attributes).choices).toEqual([]);
  });
});

describe("findQualifiers with figures", () => {
  const number = (
    key: string,
    labelEn: string,
    labelAr: string,
    unit: "GB" | "inch" | "kg",
    better: "higher" | null,
  ) => ({
    key,
    labelEn,
    labelAr,
    kind: "number" as const,
    options: [],
    synonyms: [],
    unit,
    better,
  });
  const laptop = [
    number("storage", "Storage", "السعة التخزينية", "GB", "higher"),
    number("ram", "RAM", "رام", "GB", "higher"),
  ];
  it("reads a figure as the one attribute named beside it, at least it where more is better", () => {
    expect(findQualifiers(["16gb", "ram"], laptop)).toEqual({
      choices: [{ key: "ram", min: 16, max: null }],
      otherWords: [],
    });
    expect(findQualifiers(["رام", "16", "جيجا"], laptop)).toEqual({
      choices: [{ key: "ram", min: 16, max: null }],
      otherWords: [],
    });
    expect(findQualifiers(["1tb", "storage", "dell"], laptop)).toEqual({
      choices: [{ key: "storage", min: 1024, max: null }],
      otherWords: ["dell"],
    });
  });
  it("leaves a figure that two attributes could take, or none, to the name's words", () => {
    expect(findQualifiers(["256gb"], laptop)).toEqual({ choices: [], otherWords: ["256gb"] });
    expect(findQualifiers(["65", "inch"], laptop)).toEqual({ choices: [], otherWords: ["65", "inch"] });
  });
  it("reads the figure of the only attribute in its unit as that value", () => {
    const tv = [number("screen_size", "Screen size", "حجم الشاشة", "inch", null)];
    expect(findQualifiers(["65", "بوصه"], tv).choices).toEqual([{ key: "screen_size", values: ["65"] }]);
    const washer = [number("capacity", "Capacity", "السعة", "kg", null)];
    expect(findQualifiers(["9", "كيلو"], washer).choices).toEqual([{ key: "capacity", values: ["9"] }]);
  });
});

describe("intentOf and several stores", () => {
  it("classifies what is asked", () => {
    const intent = (question: string) => intentOf(parseQuestion(question));
    expect(intent("Does noon deliver to Jeddah?")).toBe("delivery");
    expect(intent("هل نون يوصل لجدة؟")).toBe("delivery");
    expect(intent("what's the warranty on it?")).toBe("delivery");
    expect(intent("best phone under 2000")).toBe("budget");
    expect(intent("وش يقولون عنها اللي جربوها؟")).toBe("reviews");
    expect(intent("iPhone 15 vs Galaxy S24")).toBe("compare");
    expect(intent("has it dropped?")).toBe("trend");
    expect(intent("is now a good time to buy the PS5?")).toBe("verdict");
    expect(intent("today's deals")).toBe("deals");
    expect(intent("cheapest air fryer")).toBe("cheapest");
  });

  it("keeps a TV's 4K as a word, not an amount", () => {
    expect(wordsOf("LG OLED evo C3 4K Smart TV")).toContain("4k");
    expect(parseQuestion("phone under 2k").budget).toEqual({ maxHalalas: 200_000 });
  });

  it("finds every store named", () => {
    const stores = [
      { name: "Jarir", nameAr: "جرير" },
      { name: "noon", nameAr: "نون" },
    ];
    expect(findNamedStores(wordsOf("Which store has the PS5 cheapest, Jarir or noon?"), stores)).toEqual({
      stores,
      words: ["ps5"],
    });
  });
});
