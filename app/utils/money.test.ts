import { describe, expect, it } from "vitest";
import { foldDigits, foldNumerals, fromHalalas, parseAmount, toHalalas } from "./money";

describe("money in halalas", () => {
  it("reads decimal strings exactly", () => {
    expect(toHalalas("1299.00")).toBe(129_900);
    expect(toHalalas("0.1")).toBe(10);
    expect(toHalalas("4599.95")).toBe(459_995);
    expect(toHalalas(" 7 ")).toBe(700);
  });

  it("refuses anything that is not an amount", () => {
    for (const bad of ["", "-1.00", "1.234", "1,299.00", "abc", "1e3"]) {
      expect(() => toHalalas(bad)).toThrow();
    }
  });

  it("writes halalas back as a two-place decimal string", () => {
    expect(fromHalalas(129_950)).toBe("1299.50");
    expect(fromHalalas(5)).toBe("0.05");
    expect(fromHalalas(0)).toBe("0.00");
    expect(() => fromHalalas(1.5)).toThrow();
  });
});

describe("one typed or written amount", () => {
  it("reads Latin and Arabic digits and separators into exact halalas", () => {
    expect(parseAmount("1299")).toBe(129_900);
    expect(parseAmount("1,299.5")).toBe(129_950);
    expect(parseAmount("١٬٢٩٩٫٥")).toBe(129_950);
    expect(parseAmount("۱۲۹۹")).toBe(129_900);
    expect(parseAmount(" 0.07 ")).toBe(7);
    // 0.1 + 0.2 is not 0.3 in binary floats; in halalas it is.
    expect(parseAmount("4599.95")).toBe(459_995);
    expect(parseAmount("1,000,000.01")).toBe(100_000_001);
  });

  it("refuses separators out of place, a third decimal, signs, words and zero", () => {
    for (const bad of [
      "",
      "0",
      "0.00",
      "-1",
      "1.234",
      "1,29",
      "12,34,567",
      "1.299,00",
      "1e3",
      "SAR 5",
      "5 ر.س",
      ".5",
    ]) {
      expect(parseAmount(bad), bad).toBeNull();
    }
  });

  it("refuses more whole digits than the caller keeps", () => {
    expect(parseAmount("9999999999.99")).toBe(999_999_999_999);
    expect(parseAmount("10000000000")).toBeNull();
    expect(parseAmount("1000000000", { maxWholeDigits: 9 })).toBeNull();
  });
});

describe("Arabic numerals", () => {
  it("fold to Latin digits, and the Arabic separators to '.' and ','", () => {
    expect(foldDigits("iPhone ١٥ برو ۲۵۶")).toBe("iPhone 15 برو 256");
    expect(foldNumerals("٤٬٢٩٩٫٠٠")).toBe("4,299.00");
  });
});
