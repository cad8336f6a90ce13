import { expect, it } from "vitest";
import { formatDate, formatPercentChange, formatPrice, toRiyadhIsoDate } from "./format";

it("formats SAR prices with Latin digits in both languages", () => {
  expect(formatPrice("1299", "en")).toBe("SAR 1,299.00");
  expect(formatPrice("1299.5", "ar")).toBe("1,299.50 ر.س");
  expect(formatPrice(4299, "en")).toBe("SAR 4,299.00");
});

it("keeps decimal strings exact instead of rounding through binary floats", () => {
  expect(formatPrice("9999999999.99", "en")).toBe("SAR 9,999,999,999.99");
  expect(formatPrice("0.1", "en")).toBe("SAR 0.10");
});

it("formats dates in Riyadh time with Latin digits", () => {
  // 22:30 UTC on 20 Nov is already 21 Nov in Riyadh (UTC+3).
  expect(toRiyadhIsoDate("2026-11-20T22:30:00Z")).toBe("2026-11-21");
  expect(formatDate("2026-11-20T22:30:00Z", "en")).toBe("21 Nov 2026");
  expect(formatDate("2026-11-20T22:30:00Z", "ar")).toMatch(/^21 نوفمبر 2026$/);
});

it("formats a change in percent with its sign and Latin digits", () => {
  expect(formatPercentChange(-9.09, "en")).toBe("-9.09%");
  expect(formatPercentChange(4.5, "en")).toBe("+4.5%");
  expect(formatPercentChange(0, "en")).toBe("0%");
  // Arabic keeps Latin digits; Intl may add direction marks around the sign.
  expect(formatPercentChange(-3.2, "ar").replace(/[\u200e\u200f\u061c]/g, "")).toMatch(/^-3\.2\s?[%٪]$/);
});
