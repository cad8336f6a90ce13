import { describe, expect, it } from "vitest";
import {
  buildComparisonRows,
  buildComparisonTable,
  type ComparedProduct,
  resolveComparison,
  visibleRows,
} from "./comparison";

const PHONES = { id: "cat-phones", nameEn: "Smartphones", nameAr: "الجوالات الذكية" };
const LAPTOPS = { id: "cat-laptops", nameEn: "Laptops", nameAr: "أجهزة اللابتوب" };

function product(overrides: Partial<ComparedProduct> & { id: string }): ComparedProduct {
  return {
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
    const rows = buildComparisonRows(a, b, "en");
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
      buildComparisonRows(a, b, "en").map((row) => [row.id, row.isDifferent]),
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
    const rows = buildComparisonRows(a, b, "en");
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
    const rows = buildComparisonRows(a, { ...b, lowestPrice: "4599.0" }, "en");
    expect(rows.find((row) => row.id === "lowestPrice")?.isDifferent).toBe(false);
  });

  it("marks nothing as different with a single product", () => {
    const rows = buildComparisonRows(a, null, "en");
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
      const specs = buildComparisonRows(phone, other, "ar").filter((row) => row.kind === "spec");
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
      const specs = buildComparisonRows(phone, other, "en").filter((row) => row.kind === "spec");
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
      specifications: [
        { name: "Storage", value: "128GB" },
        { name: "Battery", value: "3,349 mAh" },
        { name: "Weight", value: "171 g" },
        { name: "Colour", value: "Black" },
      ],
    }),
    product({
      id: "p2",
      lowestPrice: "4549.00",
      highestPrice: "4899.00",
      storeCount: 6,
      averageRating: 4.6,
      specifications: [
        { name: "Storage", value: "1TB" },
        { name: "Battery", value: "5,000 mAh" },
        { name: "Weight", value: "218 g" },
        { name: "Colour", value: "Titanium" },
      ],
    }),
    product({
      id: "p3",
      lowestPrice: "3299.00",
      highestPrice: "3399.00",
      storeCount: 6,
      averageRating: null,
      specifications: [
        { name: "Storage", value: "256 GB" },
        { name: "Weight", value: "187 g" },
      ],
    }),
    product({ id: "p4", lowestPrice: null, highestPrice: null, storeCount: 0, averageRating: 3.9 }),
  ];
  const best = Object.fromEntries(buildComparisonTable(phones, "en").map((row) => [row.id, row.best]));

  it("marks the lowest prices, the most stores and the highest rating, ties included", () => {
    expect(best.lowestPrice).toEqual([0, 2]);
    expect(best.highestPrice).toEqual([2]);
    expect(best.storeCount).toEqual([1, 2]);
    expect(best.rating).toEqual([1]);
  });

  it("marks the better specification where more or less is better, across units", () => {
    expect(best["spec:storage"]).toEqual([1]);
    expect(best["spec:battery"]).toEqual([1]);
    expect(best["spec:weight"]).toEqual([0]);
    expect(best["spec:colour"]).toEqual([]);
    expect(best.brand).toEqual([]);
  });

  it("marks nothing when the values are equal or there is one product", () => {
    const same = [product({ id: "x" }), product({ id: "y" })];
    expect(buildComparisonTable(same, "en").every((row) => row.best.length === 0)).toBe(true);
    expect(buildComparisonTable([phones[0]!], "en").every((row) => row.best.length === 0)).toBe(true);
  });
});
