import { describe, expect, it } from "vitest";
import { readArabizi, soundOf } from "./arabizi";

describe("soundOf", () => {
  it("folds the spellings of one sound together", () => {
    expect(soundOf("a7san")).toBe(soundOf("ahsn"));
    expect(soundOf("thallaja")).toBe(soundOf("tallaja"));
    expect(soundOf("ar5as")).toBe(soundOf("arkhass"));
    expect(soundOf("si3r")).toBe(soundOf("se3er"));
    expect(soundOf("gadam")).toBe(soundOf("qadam"));
    expect(soundOf("blaystation")).toBe(soundOf("playstation"));
  });

  it("keeps an Arabic ending apart from the word without it", () => {
    expect(soundOf("sa3a")).not.toBe(soundOf("sa3"));
    expect(soundOf("si3ro")).not.toBe(soundOf("si3r"));
    expect(soundOf("sa3ah")).toBe(soundOf("sa3a"));
  });
});

describe("readArabizi", () => {
  it("reads a listed spelling, and an unlisted one by its sound", () => {
    expect(readArabizi("si3r")).toBe("سعر");
    expect(readArabizi("sa3ar")).toBe("سعر");
    expect(readArabizi("tawsiil")).toBe("توصيل");
    expect(readArabizi("blaysteshen")).toBe("playstation");
    expect(readArabizi("tallajah")).toBe("ثلاجه");
  });

  it("never reads a model, a unit or a short unlisted word by its sound", () => {
    // "green" sounds like the listed "garen", "later" like "litr": too short to read unlisted.
    for (const word of ["s24", "a55", "g5", "5g", "2nd", "256gb", "xm5", "q7", "green", "later", "slim"]) {
      expect(readArabizi(word), word).toBe(word);
    }
  });

  it("leaves a word the caller knows as English as typed", () => {
    expect(readArabizi("tawsiil", { isKnownWord: (word) => word === "tawsiil" })).toBe("tawsiil");
  });
});
