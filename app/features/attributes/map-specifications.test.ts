import { describe, expect, it } from "vitest";
import type { AttributeDefinition } from "./attribute-types";
import { mapSpecifications } from "./map-specifications";
import { STANDARD_ATTRIBUTES } from "./standard-attributes";
import { findQuantities, formatQuantity } from "./units";

const phones = [...STANDARD_ATTRIBUTES["phones-tablets"]!];
const laptops = [...STANDARD_ATTRIBUTES.computers!, ...STANDARD_ATTRIBUTES.laptops!];
const televisions = [...STANDARD_ATTRIBUTES.televisions!];
const washers = [...STANDARD_ATTRIBUTES["washing-machines"]!];
const headphones = [...STANDARD_ATTRIBUTES.headphones!];

function valuesOf(
  rows: { name: string; value: string; nameAr?: string; valueAr?: string }[],
  attributes: AttributeDefinition[],
) {
  return Object.fromEntries(mapSpecifications(rows, attributes).values);
}

describe("reading quantities", () => {
  it.each([
    ["6.1 in", 6.1, "inch"],
    ["6.1 بوصة", 6.1, "inch"],
    ["6.1-inch", 6.1, "inch"],
    ['6.1"', 6.1, "inch"],
    ["٦٫١ إنش", 6.1, "inch"],
    ["256GB", 256, "GB"],
    ["٢٥٦ جيجا", 256, "GB"],
    ["1TB", 1, "TB"],
    ["5,000 mAh", 5000, "mAh"],
    ["5000 مللي أمبير", 5000, "mAh"],
    ["18,000 BTU", 18000, "BTU"],
    ["١٨٠٠٠ وحدة حرارية", 18000, "BTU"],
    ["120 هرتز", 120, "Hz"],
    ["100 ml", 100, "ml"],
  ])("reads %s", (text, value, unit) => {
    expect(findQuantities(text)).toMatchObject([{ value, unit }]);
  });

  it("finds no quantity in a name with numbers", () => {
    expect(findQuantities("Snapdragon 8 Gen 3 for Galaxy")).toEqual([]);
    expect(findQuantities("Intel Core i7-13620H")).toEqual([]);
    expect(findQuantities("A18 Pro, HDR10")).toEqual([]);
  });

  it("writes quantities in the page's language, whole terabytes in TB", () => {
    expect(formatQuantity(6.1, "inch", "ar")).toBe("6.1 بوصة");
    expect(formatQuantity(256, "GB", "ar")).toBe("256 جيجابايت");
    expect(formatQuantity(1024, "GB", "en")).toBe("1 TB");
    expect(formatQuantity(18000, "BTU", "en")).toBe("18,000 BTU");
  });
});

describe("mapping specification rows onto attributes", () => {
  it("gives the same fact the same attribute whatever a store calls it", () => {
    for (const name of ["Chip", "Processor", "CPU", "المعالج"]) {
      expect(valuesOf([{ name, value: "A18 Pro" }], phones).processor).toEqual({
        kind: "text",
        textEn: "A18 Pro",
        textAr: null,
      });
    }
  });

  it("splits a memory row into RAM and storage", () => {
    const mapped = mapSpecifications([{ name: "Memory", value: "12GB RAM / 256GB" }], phones);
    expect(Object.fromEntries(mapped.values)).toEqual({
      ram: { kind: "number", number: 12 },
      storage: { kind: "number", number: 256 },
    });
    expect(mapped.details).toEqual([]);
  });

  it("reads an Arabic-only storage row with Arabic-Indic digits", () => {
    expect(valuesOf([{ name: "السعة التخزينية", value: "٢٥٦ جيجا" }], phones).storage).toEqual({
      kind: "number",
      number: 256,
    });
    expect(valuesOf([{ name: "Storage", value: "1TB" }], phones).storage).toEqual({
      kind: "number",
      number: 1024,
    });
  });

  it("takes the screen size and refresh rate from a display row and keeps the rest as a detail", () => {
    const row = {
      name: "Display",
      value: "6.9-inch Super Retina XDR, 120Hz ProMotion",
      nameAr: "الشاشة",
      valueAr: "6.9 بوصة Super Retina XDR، بتردد 120 هرتز ProMotion",
    };
    const mapped = mapSpecifications([row], phones);
    expect(Object.fromEntries(mapped.values)).toEqual({
      screen_size: { kind: "number", number: 6.9 },
      refresh_rate: { kind: "number", number: 120 },
    });
    expect(mapped.details).toEqual([row]);
  });

  it("reads laptop memory as RAM, never as storage", () => {
    expect(valuesOf([{ name: "Memory", value: "16GB DDR5" }], laptops)).toEqual({
      ram: { kind: "number", number: 16 },
    });
    expect(valuesOf([{ name: "Memory", value: "8GB unified memory" }], laptops)).toEqual({
      ram: { kind: "number", number: 8 },
    });
    expect(valuesOf([{ name: "Memory", value: "8GB" }], laptops)).toEqual({
      ram: { kind: "number", number: 8 },
    });
  });

  it("reports a row it cannot read without guessing, and keeps it", () => {
    const conflicting = { name: "Storage", value: "256GB", valueAr: "128 جيجابايت" };
    const mapped = mapSpecifications([conflicting], phones);
    expect(mapped.values.size).toBe(0);
    expect(mapped.problems).toEqual([{ attributeKey: "storage", row: conflicting, reason: "conflict" }]);
    expect(mapped.details).toEqual([conflicting]);

    const twoSizes = { name: "Screen size", value: "55 inch or 65 inch" };
    expect(mapSpecifications([twoSizes], televisions).problems).toEqual([
      { attributeKey: "screen_size", row: twoSizes, reason: "ambiguous" },
    ]);
  });

  it("takes the quantity a qualifier marks, and no bound for a value", () => {
    expect(
      valuesOf([{ name: "Rear cameras", value: "48MP Main + 12MP Ultra Wide" }], phones).main_camera,
    ).toEqual({
      kind: "number",
      number: 48,
    });
    const drone = [...STANDARD_ATTRIBUTES.drones!];
    const underWeight = { name: "Weight", value: "Under 249 g" };
    expect(mapSpecifications([underWeight], drone)).toMatchObject({
      values: new Map(),
      details: [underWeight],
    });
  });

  it("takes the capacity its qualifier marks", () => {
    const mapped = mapSpecifications([{ name: "Capacity", value: "12 kg wash / 8 kg spin" }], washers);
    expect(Object.fromEntries(mapped.values)).toEqual({ capacity: { kind: "number", number: 12 } });
    expect(mapped.details).toHaveLength(1);
  });

  it("reads options and yes/no answers in both languages", () => {
    expect(valuesOf([{ name: "Panel", value: "Neo QLED (Mini LED)" }], televisions).panel).toEqual({
      kind: "option",
      option: "mini_led",
    });
    expect(valuesOf([{ name: "Panel", value: "OLED evo" }], televisions).panel).toEqual({
      kind: "option",
      option: "oled",
    });
    expect(valuesOf([{ name: "5G", value: "Yes" }], phones).five_g).toEqual({
      kind: "boolean",
      boolean: true,
    });
    expect(valuesOf([{ name: "دعم 5G", value: "لا" }], phones).five_g).toEqual({
      kind: "boolean",
      boolean: false,
    });
    expect(
      valuesOf([{ name: "Noise cancellation", value: "Active (ANC), Adaptive Audio" }], headphones)
        .noise_cancelling,
    ).toEqual({ kind: "boolean", boolean: true });
  });

  it("keeps rows that name no attribute as details, in their order", () => {
    const rows = [
      { name: "In the box", value: "Charger" },
      { name: "Storage", value: "128GB" },
      { name: "Warranty", value: "2 years" },
    ];
    expect(mapSpecifications(rows, phones).details).toEqual([rows[0], rows[2]]);
  });
});
