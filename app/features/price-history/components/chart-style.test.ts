import { describe, expect, it } from "vitest";
import { STORE_DASHES, STORE_PALETTE } from "./chart-style";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe("store line styles", () => {
  it("draws every store's line with at least 4.5:1 contrast on the white chart (WCAG asks 3:1)", () => {
    for (const colour of STORE_PALETTE) expect(contrast(colour, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("gives every store of a chart its own colour and its own dash pattern", () => {
    expect(new Set(STORE_PALETTE).size).toBe(STORE_PALETTE.length);
    expect(new Set(STORE_DASHES).size).toBe(STORE_DASHES.length);
    expect(STORE_DASHES).toHaveLength(STORE_PALETTE.length);
  });
});
