import { describe, expect, it } from "vitest";
import { arabicPrefixReadings, longestPhraseAt, readPhrases, splitWords } from "./phrases";

const known = new Set(["air fryer", "ال جي", "هاتف ذكي", "smart phone"]);
const find = (phrase: string) => (known.has(phrase) ? phrase : undefined);

describe("reading words as phrases", () => {
  it("splits normalised words", () => {
    expect(splitWords("  هاتفٌ ذكيّة, Smart-Phone ")).toEqual(["هاتف", "ذكيه", "smart", "phone"]);
    expect(splitWords("?!")).toEqual([]);
  });

  it("takes the longest known phrase at a word", () => {
    expect(longestPhraseAt(["philips", "air", "fryer"], 1, find)).toEqual({ size: 2, value: "air fryer" });
    expect(longestPhraseAt(["philips", "air", "fryer"], 0, find)).toBeNull();
    expect(longestPhraseAt(["air"], 1, find)).toBeNull();
  });

  it("reads unknown words one by one", () => {
    expect(readPhrases(splitWords("شاشة ال جي smart phone"), find)).toEqual([
      { phrase: "شاشه", value: undefined },
      { phrase: "ال جي", value: "ال جي" },
      { phrase: "smart phone", value: "smart phone" },
    ]);
  });
});

describe("Arabic prefixes", () => {
  it('reads a word without the "and", "with", "for" or "the" written onto it', () => {
    expect(arabicPrefixReadings("والجوال")).toEqual([
      { prefix: "وال", rest: "جوال" },
      { prefix: "و", rest: "الجوال" },
    ]);
    expect(arabicPrefixReadings("بكم")).toEqual([{ prefix: "ب", rest: "كم" }]);
    expect(arabicPrefixReadings("جوال")).toEqual([]);
    expect(arabicPrefixReadings("ball")).toEqual([]);
  });
});
