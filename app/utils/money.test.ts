import { describe, expect, it } from "vitest";
import { fromHalalas, toHalalas } from "./money";

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
