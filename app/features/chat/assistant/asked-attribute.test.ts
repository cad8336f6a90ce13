import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "~/utils/arabic-text";
import { findAskedAttribute } from "./asked-attribute";
import { findRegion } from "./offer-terms";

const words = (question: string) => normalizeSearchText(question).split(" ");

describe("findAskedAttribute", () => {
  it("reads the attribute asked about and leaves the product's words", () => {
    expect(findAskedAttribute(words("macbook air m3 weight"))).toEqual({
      asked: { keys: ["weight"], wish: null, expects: null, said: ["weight"] },
      words: ["macbook", "air", "m3"],
    });
    expect(findAskedAttribute(words("كم بطارية جالكسي a55")).asked?.keys).toContain("battery");
    expect(findAskedAttribute(words("كم بطارية جالكسي a55")).words).toEqual(["كم", "جالكسي", "a55"]);
  });

  it("reads what a comparison wants more or less of, in both languages", () => {
    expect(findAskedAttribute(words("which is lighter macbook air or rog")).asked).toMatchObject({
      keys: ["weight"],
      wish: "less",
    });
    const arabic = findAskedAttribute(words("أيهما شاشته أكبر آيفون 15 ولا جالكسي"));
    expect(arabic.asked).toMatchObject({ keys: ["screen_size"], wish: "more" });
    expect(arabic.words).not.toContain(normalizeSearchText("أكبر"));
  });

  it("keeps a kind's name that starts the product's words, and a unit after its figure", () => {
    expect(findAskedAttribute(words("شاشة سامسونج اوديسي")).asked).toBeNull();
    expect(findAskedAttribute(words("samsung 65 inch tv")).asked).toBeNull();
    expect(findAskedAttribute(words("iphone 15 screen")).asked?.keys).toEqual(["screen_size"]);
  });

  it("reads a value the question asks whether the product has", () => {
    const asked = findAskedAttribute(words("هل مكيف الزامل صناعة سعودية"));
    expect(asked.asked?.keys).toEqual(["made_in"]);
    expect(asked.asked?.expects).not.toBeNull();
    expect(asked.words).toEqual(["هل", "مكيف", "الزامل"]);
  });
});

describe("findRegion", () => {
  it("takes a Saudi city outside the listed regions as other regions", () => {
    expect(findRegion(words("بنده يوصلون لتبوك")).region).toBe("other");
    expect(findRegion(words("does noon deliver to abha")).region).toBe("other");
  });

  it("reads the Eastern Province with the word for region around it", () => {
    expect(findRegion(words("التوصيل الى المنطقة الشرقية"))).toEqual({
      region: "eastern",
      words: [normalizeSearchText("التوصيل"), normalizeSearchText("الى")],
    });
  });
});
