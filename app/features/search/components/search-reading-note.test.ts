import { describe, expect, it } from "vitest";
import ar from "~/locales/ar.json";
import en from "~/locales/en.json";
import { i18nFor } from "~/utils/i18n-instance";
import { matchedWordsText } from "./search-reading-note";

const note = (language: "en" | "ar", sets: string[][]) => {
  const i18n = i18nFor(language, language === "en" ? en : ar);
  const t = i18n.getFixedT(language, "translation");
  const partial = { matched: [...new Set(sets.flat())], missing: ["نوفروست"], sets };
  return t("search.partial.note", {
    query: "samsung lg نوفروست",
    matched: matchedWordsText(partial, t, language),
  });
};

describe("the partial match note", () => {
  it("names the words every product matches", () => {
    expect(note("en", [["ثلاجة", "سامسونج"]])).toBe(
      "No product matches every word of “samsung lg نوفروست”, so these are the closest: products matching “ثلاجة سامسونج”.",
    );
    expect(note("ar", [["ثلاجة", "سامسونج"]])).toContain("منتجات تطابق «ثلاجة سامسونج».");
  });

  it("says 'or' between sets of equal weight, since no product matches them all", () => {
    expect(note("en", [["samsung"], ["lg"]])).toContain("products matching “samsung” or “lg”.");
    expect(note("ar", [["samsung"], ["lg"]])).toContain("منتجات تطابق «samsung» أو «lg».");
  });
});
