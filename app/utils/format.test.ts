import { expect, it } from "vitest";
import { formatDate, formatPrice, toRiyadhIsoDate } from "./format";

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
