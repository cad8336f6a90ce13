// One vocabulary for search and the assistant (issue 37): the words either of them knew before the
// two lists were merged are all here, each once, and a word that names a second kind is always the
// first word of some kind, so the assistant can read it.
import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "~/utils/arabic-text";
import { CATEGORY_ALL_WORDS, CATEGORY_VOCABULARY, CATEGORY_WORDS, kindsNamedBy } from "./category-words";
import { sizeWishOf } from "./size-words";

const slugsOf = (word: string) =>
  Object.entries(CATEGORY_ALL_WORDS)
    .filter(([, words]) => words.includes(normalizeSearchText(word)))
    .map(([slug]) => slug);

describe("the shopper vocabulary", () => {
  it("knows the words only search knew before", () => {
    expect(slugsOf("smart phone")).toEqual(["smartphones"]);
    expect(slugsOf("هاتف ذكي")).toEqual(["smartphones"]);
    expect(slugsOf("سمارت فون")).toEqual(["smartphones"]);
    expect(slugsOf("espresso")).toEqual(["coffee-machines"]);
  });

  it("knows the words only the assistant knew before", () => {
    expect(slugsOf("cellphones")).toEqual(["smartphones"]);
    expect(slugsOf("تابلتات")).toEqual(["tablets"]);
    expect(slugsOf("coffee")).toEqual(["coffee-machines"]);
    expect(slugsOf("مكبرات الصوت")).toEqual(["speakers"]);
    expect(slugsOf("كاميرات أكشن")).toEqual(["action-cameras"]);
  });

  it("lists each word of a kind once", () => {
    for (const { words, alsoWords = [] } of Object.values(CATEGORY_VOCABULARY)) {
      const normalized = [...words, ...alsoWords].map(normalizeSearchText);
      expect(normalized.filter((word, index) => normalized.indexOf(word) !== index)).toEqual([]);
    }
  });

  it("names a kind first by every word that also names another", () => {
    const firstWords = new Set(Object.values(CATEGORY_WORDS).flat());
    const alsoWords = Object.values(CATEGORY_VOCABULARY).flatMap(({ alsoWords = [] }) => alsoWords);
    expect(alsoWords.length).toBeGreaterThan(0);
    expect(alsoWords.map(normalizeSearchText).filter((word) => !firstWords.has(word))).toEqual([]);
  });
});

describe("kindsNamedBy: a category of any catalogue by what its names say (issue 38)", () => {
  it("reads Arabic and English category names, articles and conjunctions aside", () => {
    expect(kindsNamedBy(["Climate Control", "أجهزة تكييف"])).toEqual(["air-conditioners"]);
    expect(kindsNamedBy(["Cooling Appliances", "أجهزة التبريد"])).toEqual(["refrigerators"]);
    expect(kindsNamedBy(["Television Sets", "تلفزيونات"])).toEqual(["televisions"]);
    expect(kindsNamedBy(["Refrigerators & Freezers", "الثلاجات والمجمدات"])).toEqual(["refrigerators"]);
    expect(kindsNamedBy(["Coffee Corner", "ركن القهوة"])).toEqual(["coffee-machines"]);
    expect(kindsNamedBy(["Game Consoles", "أجهزة الألعاب"])).toContain("consoles");
  });

  it("does not take accessories for the kind they are for", () => {
    expect(kindsNamedBy(["Phone Covers", "أغطية الجوال"])).toEqual([]);
    expect(kindsNamedBy(["Mobile Accessories", "إكسسوارات الجوال"])).toEqual([]);
    expect(kindsNamedBy(["Gaming Accessories", "إكسسوارات الألعاب"])).toEqual(["gaming-accessories"]);
  });

  it("names nothing for a category the vocabulary does not know", () => {
    expect(kindsNamedBy(["Prayer Mats", "سجادات الصلاة"])).toEqual([]);
  });
});

describe("size words", () => {
  it("reads big and small in both languages, however ة and hamza are written", () => {
    for (const word of ["كبيرة", "كبيره", "big", "large", "اكبر", "أكبر"]) {
      expect(sizeWishOf(normalizeSearchText(word)), word).toBe("larger");
    }
    for (const word of ["صغيرة", "small", "compact"]) {
      expect(sizeWishOf(normalizeSearchText(word)), word).toBe("smaller");
    }
    expect(sizeWishOf("samsung")).toBeUndefined();
  });
});
