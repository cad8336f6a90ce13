import { describe, expect, it } from "vitest";
import { localizeSpecification, specificationsIn, toSpecification } from "./specifications";

const STORAGE = { name: "Storage", value: "256 GB", nameAr: "السعة التخزينية", valueAr: "256 جيجابايت" };

describe("localizeSpecification", () => {
  it("shows the Arabic name and value on Arabic pages", () => {
    expect(localizeSpecification(STORAGE, "ar")).toEqual({
      key: "Storage",
      name: "السعة التخزينية",
      value: "256 جيجابايت",
      nameLang: "ar",
      valueLang: "ar",
    });
  });

  it("shows English on English pages even when Arabic is there", () => {
    expect(localizeSpecification(STORAGE, "en")).toEqual({
      key: "Storage",
      name: "Storage",
      value: "256 GB",
      nameLang: "en",
      valueLang: "en",
    });
  });

  it("falls back to English, and says so, for whatever an Arabic page has no Arabic for", () => {
    expect(localizeSpecification({ name: "Chip", value: "A17 Pro" }, "ar")).toEqual({
      key: "Chip",
      name: "Chip",
      value: "A17 Pro",
      nameLang: "en",
      valueLang: "en",
    });
    expect(
      localizeSpecification({ name: "Chip", value: "A17 Pro", nameAr: "المعالج", valueAr: "  " }, "ar"),
    ).toMatchObject({ name: "المعالج", value: "A17 Pro", nameLang: "ar", valueLang: "en" });
  });

  it("keeps the English name as the key on every page", () => {
    expect(specificationsIn([STORAGE, { name: " Colour ", value: "Black" }], "ar").map((s) => s.key)).toEqual(
      ["Storage", "Colour"],
    );
  });
});

describe("toSpecification", () => {
  it("stores a row without Arabic as it was stored before", () => {
    expect(toSpecification({ name: "Chip", value: "A17 Pro", nameAr: null, valueAr: "" })).toEqual({
      name: "Chip",
      value: "A17 Pro",
    });
  });

  it("keeps the Arabic name and value when given", () => {
    expect(
      JSON.stringify(toSpecification({ valueAr: "أسود", nameAr: "اللون", value: "Black", name: "Colour" })),
    ).toBe('{"name":"Colour","value":"Black","nameAr":"اللون","valueAr":"أسود"}');
  });
});
