import { describe, expect, it } from "vitest";
import { normalizeGtin, parseGtin } from "./gtin";

describe("GTINs", () => {
  it("stores every length as the same 14 digits", () => {
    // A real EAN-13 (a book's ISBN-13), its UPC-free GTIN-14 form, and with separators.
    expect(normalizeGtin("9780306406157")).toBe("09780306406157");
    expect(normalizeGtin("09780306406157")).toBe("09780306406157");
    expect(normalizeGtin("978-0-306-40615-7")).toBe("09780306406157");
    // UPC-A 036000291452 and GTIN-8 96385074.
    expect(normalizeGtin("036000291452")).toBe("00036000291452");
    expect(normalizeGtin("96385074")).toBe("00000096385074");
  });

  it("refuses a wrong check digit and says so", () => {
    expect(parseGtin("9780306406158")).toEqual({ ok: false, reason: "checkDigit" });
    expect(normalizeGtin("036000291453")).toBeNull();
  });

  it("refuses what is not a GTIN", () => {
    for (const input of ["", "12345", "97803064061571", "ABC0306406157", "00000000000000"]) {
      expect(normalizeGtin(input), input).toBeNull();
    }
  });
});
