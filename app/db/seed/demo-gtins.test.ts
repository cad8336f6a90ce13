import { describe, expect, it } from "vitest";
import { normalizeGtin } from "~/utils/gtin";
import { DEMO_PRODUCTS } from "./demo-catalog";
import { DEMO_GTINS } from "./demo-gtins";

describe("demo GTINs", () => {
  it("name demo products, each with its own valid 14-digit GTIN", () => {
    const slugs = new Set(DEMO_PRODUCTS.map((product) => product.slug));
    for (const [slug, gtin] of Object.entries(DEMO_GTINS)) {
      expect(slugs.has(slug), slug).toBe(true);
      expect(normalizeGtin(gtin), slug).toBe(gtin);
    }
    expect(new Set(Object.values(DEMO_GTINS)).size).toBe(Object.keys(DEMO_GTINS).length);
  });
});
