import { describe, expect, it } from "vitest";
import type { ProductAttribute } from "~/features/attributes/product-attributes";
import { pickVariant, type VariantCandidate } from "./match-variant";

const storage = (gb: number): ProductAttribute => ({
  key: "storage",
  labelEn: "Storage",
  labelAr: "السعة التخزينية",
  kind: "number",
  unit: "GB",
  better: "higher",
  isVariantAxis: true,
  value: { kind: "number", number: gb },
  optionLabel: null,
});
const colour = (en: string, ar: string): ProductAttribute => ({
  key: "colour",
  labelEn: "Colour",
  labelAr: "اللون",
  kind: "text",
  unit: null,
  better: null,
  isVariantAxis: true,
  value: { kind: "text", textEn: en, textAr: ar },
  optionLabel: null,
});

const IPHONE_15: VariantCandidate[] = [
  { id: "128-black", axes: [storage(128), colour("Black", "أسود")] },
  { id: "256-black", axes: [storage(256), colour("Black", "أسود")] },
  { id: "512-black", axes: [storage(512), colour("Black", "أسود")] },
  { id: "128-pink", axes: [storage(128), colour("Pink", "وردي")] },
];

describe("telling a family's variants apart by an offer's title", () => {
  it("finds the variant whose storage and colour the title names, in either language", () => {
    expect(pickVariant("Apple iPhone 15 256GB Black", IPHONE_15)).toBe("256-black");
    expect(pickVariant("Apple iPhone 15 (128 GB) - Pink", IPHONE_15)).toBe("128-pink");
    expect(pickVariant("ايفون 15 سعة ٥١٢ جيجا أسود", IPHONE_15)).toBe("512-black");
  });

  it("never puts a 256 GB offer on another size, and refuses rather than guesses", () => {
    // No storage named: which size is it?
    expect(pickVariant("Apple iPhone 15 Black", IPHONE_15)).toBeNull();
    // No colour named, and 128 GB comes in two colours.
    expect(pickVariant("Apple iPhone 15 128GB", IPHONE_15)).toBeNull();
    // A size the family does not have.
    expect(pickVariant("Apple iPhone 15 1TB Black", IPHONE_15)).toBeNull();
    // Two sizes named.
    expect(pickVariant("Apple iPhone 15 128GB / 256GB Black", IPHONE_15)).toBeNull();
    // A 256 GB title is never the 128 GB variant, whatever else it says.
    for (const title of ["iPhone 15 256GB Pink", "iPhone 15 256GB", "iPhone 15 256 GB Black 128"]) {
      expect(pickVariant(title, IPHONE_15)).not.toBe("128-black");
    }
  });

  it("needs no colour when the sizes alone tell them apart", () => {
    const galaxy: VariantCandidate[] = [
      { id: "256", axes: [storage(256), colour("Titanium Silverblue", "تيتانيوم فضي مزرق")] },
      { id: "512", axes: [storage(512), colour("Titanium Silverblue", "تيتانيوم فضي مزرق")] },
    ];
    expect(pickVariant("Samsung Galaxy S25 Ultra 512GB", galaxy)).toBe("512");
  });
});
