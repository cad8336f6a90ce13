import { describe, expect, it } from "vitest";
import type { Specification } from "~/db/schema";
import { mapSpecifications } from "~/features/attributes/map-specifications";
import type { ProductAttribute } from "~/features/attributes/product-attributes";
import { STANDARD_ATTRIBUTES } from "~/features/attributes/standard-attributes";
import {
  buildComparisonRows,
  buildComparisonTable,
  type ComparedProduct,
  resolveComparison,
  visibleRows,
} from "./comparison";

const PHONES = { id: "cat-phones", nameEn: "Smartphones", nameAr: "الجوالات الذكية" };
const LAPTOPS = { id: "cat-laptops", nameEn: "Laptops", nameAr: "أجهزة اللابتوب" };

const WORDS = { yes: "Yes", no: "No" };

/** Specification rows as the catalogue keeps them: phone attributes, and the rest as details. */
function structured(
  rows: Specification[],
  definitions = STANDARD_ATTRIBUTES["phones-tablets"]!,
): Pick<ComparedProduct, "attributes" | "specifications"> {
  const mapped = mapSpecifications(rows, definitions);
  const attributes = definitions.flatMap((definition): ProductAttribute[] => {
    const value = mapped.values.get(definition.key);
    if (!value) return [];
    const option =
      value.kind === "option" ? definition.options.find((entry) => entry.key === value.option) : null;
    return [{ ...definition, value, optionLabel: option ? { en: option.en, ar: option.ar } : null }];
  });
  return { attributes, specifications: mapped.details };
}

function product(overrides: Partial<ComparedProduct> & { id: string }): ComparedProduct {
  return {
    attributes: [],
    nameEn: `Phone ${overrides.id}`,
    nameAr: `جوال ${overrides.id}`,
    imageUrl: null,
    brand: "Apple",
    model: "A1",
    category: PHONES,
    specifications: [],
    lowestPrice: "1000.00",
    highestPrice: "1200.00",
    storeCount: 3,
    averageRating: 4.5,
    reviewCount: 2,
    ...overrides,
  };
}

describe("resolveComparison", () => {
  it("accepts a second product from the first one's category", () => {
    const a = product({ id: "a" });
    const b = product({ id: "b" });
    expect(resolveComparison(a, b)).toEqual({ products: [a, b], rejected: null });
  });

  it("refuses a second product from another category and keeps the first", () => {
    const a = product({ id: "a" });
    const laptop = product({ id: "l", category: LAPTOPS });
    expect(resolveComparison(a, laptop)).toEqual({
      products: [a],
      rejected: { product: laptop, reason: "differentCategory" },
    });
  });

  it("refuses the same product twice", () => {
    const a = product({ id: "a" });
    expect(resolveComparison(a, { ...a })).toMatchObject({
      products: [a],
      rejected: { reason: "sameProduct" },
    });
  });

  it("moves a lone second product into the first slot", () => {
    const b = product({ id: "b" });
    expect(resolveComparison(null, b)).toEqual({ products: [b], rejected: null });
    expect(resolveComparison(null, null)).toEqual({ products: [], rejected: null });
  });

  it("takes up to four products of the first one's category, skipping the others", () => {
    const [a, b, c, d, e] = ["a", "b", "c", "d", "e"].map((id) => product({ id }));
    const laptop = product({ id: "l", category: LAPTOPS });
    expect(resolveComparison(a!, laptop, b!, c!, d!, e!)).toEqual({
      products: [a, b, c, d],
      rejected: { product: laptop, reason: "differentCategory" },
    });
  });
});

describe("comparison rows", () => {
  const a = product({
    id: "a",
    brand: "Apple",
    model: "A3296",
    lowestPrice: "4599.00",
    highestPrice: "4799.00",
    storeCount: 5,
    averageRating: 4.6,
    specifications: [
      { name: "Display", value: "6.9-inch" },
      { name: "Storage", value: "256GB" },
      { name: "Chip", value: "A18 Pro" },
    ],
  });
  const b = product({
    id: "b",
    brand: "Samsung",
    model: "SM-S938B",
    lowestPrice: "4599.00",
    highestPrice: "5199.00",
    storeCount: 5,
    averageRating: null,
    specifications: [
      { name: "storage", value: "256gb" },
      { name: "Display", value: "6.9-inch" },
      { name: "Pen", value: "S Pen" },
    ],
  });

  it("lists the fixed rows, then every specification name from either product", () => {
    const rows = buildComparisonRows(a, b, "en", WORDS);
    expect(rows.map((row) => row.id)).toEqual([
      "brand",
      "model",
      "category",
      "lowestPrice",
      "highestPrice",
      "storeCount",
      "rating",
      "spec:display",
      "spec:storage",
      "spec:chip",
      "spec:pen",
    ]);
    const pen = rows.find((row) => row.id === "spec:pen");
    expect(pen).toMatchObject({ label: "Pen", values: [null, "S Pen"], isDifferent: true });
  });

  it("marks which rows differ (names and values compared without case or spacing)", () => {
    const different = Object.fromEntries(
      buildComparisonRows(a, b, "en", WORDS).map((row) => [row.id, row.isDifferent]),
    );
    expect(different).toEqual({
      brand: true,
      model: true,
      category: false,
      lowestPrice: false,
      highestPrice: true,
      storeCount: false,
      rating: true,
      "spec:display": false,
      "spec:storage": false,
      "spec:chip": true,
      "spec:pen": true,
    });
  });

  it("'Show only differences' hides the equal rows", () => {
    const rows = buildComparisonRows(a, b, "en", WORDS);
    expect(visibleRows(rows, false)).toHaveLength(rows.length);
    expect(visibleRows(rows, true).map((row) => row.id)).toEqual([
      "brand",
      "model",
      "highestPrice",
      "rating",
      "spec:chip",
      "spec:pen",
    ]);
  });

  it("treats equal amounts written differently as equal prices", () => {
    const rows = buildComparisonRows(a, { ...b, lowestPrice: "4599.0" }, "en", WORDS);
    expect(rows.find((row) => row.id === "lowestPrice")?.isDifferent).toBe(false);
  });

  it("marks nothing as different with a single product", () => {
    const rows = buildComparisonRows(a, null, "en", WORDS);
    expect(rows.every((row) => !row.isDifferent)).toBe(true);
    expect(rows.filter((row) => row.kind === "spec")).toHaveLength(3);
  });

  describe("in Arabic", () => {
    const phone = product({
      id: "p",
      specifications: [
        { name: "Storage", value: "256GB", nameAr: "السعة التخزينية", valueAr: "256 جيجابايت" },
        { name: "Chip", value: "A18 Pro" },
      ],
    });
    const other = product({
      id: "o",
      specifications: [
        { name: "storage", value: "256 GB", nameAr: "التخزين", valueAr: "256 جيجابايت" },
        { name: "Chip", value: "Snapdragon 8 Elite", nameAr: "المعالج" },
      ],
    });

    it("matches rows by the English name and shows Arabic names and values, English where missing", () => {
      const specs = buildComparisonRows(phone, other, "ar", WORDS).filter((row) => row.kind === "spec");
      expect(specs).toEqual([
        {
          id: "spec:storage",
          kind: "spec",
          label: "السعة التخزينية",
          labelLang: "ar",
          values: ["256 جيجابايت", "256 جيجابايت"],
          valueLangs: ["ar", "ar"],
          isDifferent: false,
          best: [],
        },
        {
          id: "spec:chip",
          kind: "spec",
          label: "المعالج",
          labelLang: "ar",
          values: ["A18 Pro", "Snapdragon 8 Elite"],
          valueLangs: ["en", "en"],
          isDifferent: true,
          best: [],
        },
      ]);
    });

    it("shows only English on English pages, and compares what the page shows", () => {
      const specs = buildComparisonRows(phone, other, "en", WORDS).filter((row) => row.kind === "spec");
      expect(specs.map((row) => [row.label, ...row.values, row.isDifferent])).toEqual([
        ["Storage", "256GB", "256 GB", true],
        ["Chip", "A18 Pro", "Snapdragon 8 Elite", true],
      ]);
    });
  });
});

describe("comparing up to four products: the best value of each row", () => {
  const phones = [
    product({
      id: "p1",
      lowestPrice: "3299.00",
      highestPrice: "3599.00",
      storeCount: 4,
      averageRating: 4.2,
      ...structured([
        { name: "Storage", value: "128GB" },
        { name: "Battery", value: "3,349 mAh" },
        { name: "Weight", value: "171 g" },
        { name: "Colour", value: "Black" },
      ]),
    }),
    product({
      id: "p2",
      lowestPrice: "4549.00",
      highestPrice: "4899.00",
      storeCount: 6,
      averageRating: 4.6,
      ...structured([
        { name: "Storage", value: "1TB" },
        { name: "Battery", value: "5,000 mAh" },
        { name: "Weight", value: "218 g" },
        { name: "Colour", value: "Titanium" },
      ]),
    }),
    product({
      id: "p3",
      lowestPrice: "3299.00",
      highestPrice: "3399.00",
      storeCount: 6,
      averageRating: null,
      ...structured([
        { name: "Storage", value: "256 GB" },
        { name: "Weight", value: "187 g" },
      ]),
    }),
    product({ id: "p4", lowestPrice: null, highestPrice: null, storeCount: 0, averageRating: 3.9 }),
  ];
  const best = Object.fromEntries(buildComparisonTable(phones, "en", WORDS).map((row) => [row.id, row.best]));

  it("marks the lowest prices, the most stores and the highest rating, ties included", () => {
    expect(best.lowestPrice).toEqual([0, 2]);
    expect(best.highestPrice).toEqual([2]);
    expect(best.storeCount).toEqual([1, 2]);
    expect(best.rating).toEqual([1]);
  });

  it("has a row of lowest totals to the shopper's city only when one is chosen, the lowest marked", () => {
    expect(buildComparisonTable(phones, "en", WORDS).some((row) => row.id === "lowestTotal")).toBe(false);
    const withTotals = phones.map((phone, index) => ({
      ...phone,
      lowestTotal: ["4150.00", "4120.00", null, null][index] ?? null,
    }));
    const rows = buildComparisonTable(withTotals, "en", WORDS);
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf("lowestTotal")).toBe(ids.indexOf("lowestPrice") + 1);
    expect(rows.find((row) => row.id === "lowestTotal")).toMatchObject({
      kind: "price",
      values: ["4150.00", "4120.00", null, null],
      best: [1],
      isDifferent: true,
    });
  });

  it("marks the better value of an attribute where more or less is better, across units", () => {
    expect(best["attribute:storage"]).toEqual([1]);
    expect(best["attribute:battery"]).toEqual([1]);
    expect(best["attribute:colour"]).toEqual([]);
    expect(best.brand).toEqual([]);
    const laptops = [...STANDARD_ATTRIBUTES.computers!, ...STANDARD_ATTRIBUTES.laptops!];
    const light = product({ id: "l1", ...structured([{ name: "Weight", value: "1.24 kg" }], laptops) });
    const heavy = product({ id: "l2", ...structured([{ name: "Weight", value: "2,500 g" }], laptops) });
    const weight = buildComparisonTable([heavy, light], "en", WORDS).find(
      (row) => row.id === "attribute:weight",
    );
    expect(weight?.values).toEqual(["2.5 kg", "1.24 kg"]);
    expect(weight?.best).toEqual([1]);
  });

  it("crowns no free-text row, and no attribute only one product has", () => {
    // Weight is no phone attribute: its rows stay text, which says nothing of which is better.
    expect(best["spec:weight"]).toEqual([]);
    const table = buildComparisonTable(
      [product({ id: "a", ...structured([{ name: "Battery", value: "4,000 mAh" }]) }), product({ id: "b" })],
      "en",
      WORDS,
    );
    expect(table.find((row) => row.id === "attribute:battery")).toMatchObject({
      values: ["4,000 mAh", null],
      isDifferent: true,
      best: [],
    });
  });

  it("aligns one fact across brands whatever each store called it, and compares values", () => {
    const iphone = product({
      id: "iphone",
      ...structured([
        { name: "Chip", value: "A18 Pro" },
        { name: "Storage", value: "256GB" },
        { name: "5G", value: "Yes" },
      ]),
    });
    const galaxy = product({
      id: "galaxy",
      brand: "Samsung",
      ...structured([
        { name: "Processor", value: "Snapdragon 8 Elite for Galaxy" },
        { name: "Memory", value: "12GB RAM / 256 GB" },
        { name: "5G", value: "نعم" },
      ]),
    });
    const rows = buildComparisonTable([iphone, galaxy], "ar", { yes: "نعم", no: "لا" });
    const attributeRows = rows.filter((row) => row.id.startsWith("attribute:"));
    expect(
      attributeRows.map((row) => [
        row.id,
        row.kind === "spec" ? row.label : null,
        ...row.values,
        row.isDifferent,
        row.best,
      ]),
    ).toEqual([
      ["attribute:storage", "السعة التخزينية", "256 جيجابايت", "256 جيجابايت", false, []],
      ["attribute:ram", "الذاكرة العشوائية", null, "12 جيجابايت", true, []],
      ["attribute:processor", "المعالج", "A18 Pro", "Snapdragon 8 Elite for Galaxy", true, []],
      ["attribute:five_g", "5G", "نعم", "نعم", false, []],
    ]);
    expect(rows.some((row) => row.id.startsWith("spec:"))).toBe(false);
  });

  it("marks nothing when the values are equal or there is one product", () => {
    const same = [product({ id: "x" }), product({ id: "y" })];
    expect(buildComparisonTable(same, "en", WORDS).every((row) => row.best.length === 0)).toBe(true);
    expect(buildComparisonTable([phones[0]!], "en", WORDS).every((row) => row.best.length === 0)).toBe(true);
  });
});
