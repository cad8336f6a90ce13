import { describe, expect, it } from "vitest";
import { readPriceText } from "./read-price-text";

describe("readPriceText – one selling price out of a line of shop text", () => {
  it.each([
    ["1,299 ر.س أو 4 دفعات بقيمة 325 ر.س", 1299],
    ["SAR 3,999 or 4 interest-free payments of SAR 999.75", 3999],
    ["كان 1,500 ر.س الآن 1,299 ر.س", 1299],
    ["Was SAR 1,500 Now SAR 1,299", 1299],
    ["SAR 12.95 (SAR 2.59 / 100 g)", 12.95],
    ["1,299 ر.س شامل الضريبة", 1299],
    ["1,299 ر.س توصيل مجاني", 1299],
    ["$349 (SAR 1,309)", 1309],
  ])("reads %s as %d SAR", (text, amount) => {
    expect(readPriceText(text)).toEqual({ amount, currency: "SAR" });
  });

  it.each([
    // Only an instalment, a floor, a range, a fee threshold, a unit or net price: no selling price.
    "أو 4 دفعات بقيمة 325 ر.س",
    "يبدأ من 99 ر.س",
    "From SAR 99",
    "99 - 149 ر.س",
    "SAR 99 – SAR 149",
    "من 99 إلى 149 ر.س",
    "توصيل مجاني للطلبات فوق 200 ر.س",
    "2.59 ر.س / 100 جم",
    "1,129.57 ر.س غير شامل الضريبة",
    // Two different prices with nothing to tell them apart.
    "SAR 1,299 SAR 1,499",
  ])("refuses %s", (text) => {
    expect(readPriceText(text)).toBeNull();
  });

  it("reads a lone number as currency-less, unless the page declares another currency", () => {
    expect(readPriceText("1,899.00")).toEqual({ amount: 1899, currency: null });
    expect(readPriceText("السعر: 1,899.00")).toEqual({ amount: 1899, currency: null });
    expect(readPriceText("1,899.00", "other")).toBeNull();
    expect(readPriceText("45,00 zł")).toBeNull();
    expect(readPriceText("1 FG")).toBeNull();
  });
});
