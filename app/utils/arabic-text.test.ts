import { describe, expect, it } from "vitest";
import { buildProductSearchText, normalizeSearchText } from "./arabic-text";

describe("normalizeSearchText", () => {
  it("folds hamza forms, taa marbuta, alef maqsura and strips diacritics and tatweel", () => {
    expect(normalizeSearchText("آيفون")).toBe("ايفون");
    expect(normalizeSearchText("إلكترونيّات")).toBe("الكترونيات");
    expect(normalizeSearchText("شاشة")).toBe("شاشه");
    expect(normalizeSearchText("مستشفى")).toBe("مستشفي");
    expect(normalizeSearchText("ســـامسونج")).toBe("سامسونج");
    expect(normalizeSearchText("مؤشر")).toBe("موشر");
    expect(normalizeSearchText("هيئة")).toBe("هييه");
  });

  it("turns Arabic-Indic digits into Latin digits and lower-cases Latin letters", () => {
    expect(normalizeSearchText("آيفون ١٥ Pro")).toBe("ايفون 15 pro");
    expect(normalizeSearchText("۲۵۶GB")).toBe("256gb");
  });

  it("collapses punctuation and spaces", () => {
    expect(normalizeSearchText("  Galaxy S24 — Ultra!  ")).toBe("galaxy s24 ultra");
  });
});

it("buildProductSearchText joins names, brand and model", () => {
  expect(
    buildProductSearchText({ nameEn: "iPhone 15", nameAr: "آيفون ١٥", brand: "Apple", model: "A3090" }),
  ).toBe("iphone 15 ايفون 15 apple a3090");
});

it("buildProductSearchText also keeps a model number without its separators", () => {
  expect(
    buildProductSearchText({
      nameEn: "Galaxy S24",
      nameAr: "جالكسي",
      brand: "Samsung",
      model: "SM-S928B/DS",
    }),
  ).toBe("galaxy s24 جالكسي samsung sm s928b ds sms928bds");
});
