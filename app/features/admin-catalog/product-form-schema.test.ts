import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { normalizePriceInput, productFormSchema } from "./product-form-schema";

const CATEGORY = "5b0f2f4e-8d0c-4a53-9a53-7e1bd0f0c001";

function errorsOf(entries: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ intent: "save", ...entries })) formData.append(name, value);
  const submission = parseWithZod(formData, { schema: productFormSchema });
  return submission.status === "error" ? submission.error : {};
}

const VALID = { nameEn: "Galaxy", nameAr: "جالاكسي", categoryId: CATEGORY };

describe("the product form", () => {
  it("asks for the English name, Arabic name and category", () => {
    expect(errorsOf({ nameEn: "  ", nameAr: "", categoryId: "" })).toEqual({
      nameEn: ["adminProducts.errors.requiredFields"],
      nameAr: ["adminProducts.errors.requiredFields"],
      categoryId: ["adminProducts.errors.requiredFields"],
    });
    expect(errorsOf(VALID)).toEqual({});
  });

  it("needs name, URL and price on every store row, a price above 0 and http(s) URLs", () => {
    expect(
      errorsOf({
        ...VALID,
        "stores[0].storeName": "Jarir",
        "stores[0].url": "",
        "stores[0].price": "10",
        "stores[1].storeName": "Extra",
        "stores[1].url": "https://extra.com/p",
        "stores[1].price": "0",
        "stores[2].storeName": "Noon",
        "stores[2].url": "ftp://noon.com/p",
        "stores[2].price": "12.345",
        "stores[3].storeName": "Lulu",
        "stores[3].url": "https://lulu.com/p",
        "stores[3].price": "-5",
      }),
    ).toEqual({
      "stores[0].url": ["adminProducts.errors.storeIncomplete"],
      "stores[1].price": ["adminProducts.errors.invalidPrice"],
      "stores[2].url": ["adminProducts.errors.invalidUrl"],
      "stores[2].price": ["adminProducts.errors.invalidPrice"],
      "stores[3].price": ["adminProducts.errors.invalidPrice"],
    });
  });

  it("refuses the same store twice", () => {
    expect(
      errorsOf({
        ...VALID,
        "stores[0].storeName": "Jarir",
        "stores[0].url": "https://jarir.com/a",
        "stores[0].price": "10",
        "stores[1].storeName": "jarir",
        "stores[1].url": "https://jarir.com/b",
        "stores[1].price": "11",
      }),
    ).toEqual({ "stores[1].storeName": ["adminProducts.errors.duplicateStore"] });
  });

  it("needs website name, title and content on every expert review; its URLs are optional", () => {
    expect(
      errorsOf({
        ...VALID,
        "expertReviews[0].websiteName": "GSMArena",
        "expertReviews[0].title": "",
        "expertReviews[0].content": "Good",
        "expertReviews[1].websiteName": "Verge",
        "expertReviews[1].title": "T",
        "expertReviews[1].content": "C",
        "expertReviews[1].reviewUrl": "not a url",
        "expertReviews[2].websiteName": "Engadget",
        "expertReviews[2].title": "T",
        "expertReviews[2].content": "C",
        "expertReviews[2].websiteLogoUrl": "/demo/logos/engadget.svg",
      }),
    ).toEqual({
      "expertReviews[0].title": ["adminProducts.errors.expertIncomplete"],
      "expertReviews[1].reviewUrl": ["adminProducts.errors.invalidUrl"],
    });
  });

  it("checks the image URL and the specification rows", () => {
    expect(
      errorsOf({
        ...VALID,
        imageUrl: "javascript:alert(1)",
        "specifications[0].name": "RAM",
        "specifications[0].value": "",
      }),
    ).toEqual({
      imageUrl: ["adminProducts.errors.invalidUrl"],
      "specifications[0].value": ["adminProducts.errors.specIncomplete"],
    });
    expect(errorsOf({ ...VALID, imageUrl: "//evil.example/x.png" })).toEqual({
      imageUrl: ["adminProducts.errors.invalidUrl"],
    });
    expect(errorsOf({ ...VALID, imageUrl: "/demo/products/phone.svg" })).toEqual({});
  });

  it("takes an optional Arabic name and value on each specification, with the English limits", () => {
    expect(
      errorsOf({
        ...VALID,
        "specifications[0].name": "Storage",
        "specifications[0].value": "256 GB",
        "specifications[0].nameAr": "السعة التخزينية",
        "specifications[0].valueAr": "256 جيجابايت",
        "specifications[1].name": "Chip",
        "specifications[1].value": "A18 Pro",
        "specifications[2].name": "",
        "specifications[2].value": "",
        "specifications[2].nameAr": "اللون",
        "specifications[2].valueAr": "أسود",
        "specifications[3].name": "Notes",
        "specifications[3].value": "Long",
        "specifications[3].nameAr": "ن".repeat(201),
        "specifications[3].valueAr": "ق".repeat(1001),
      }),
    ).toEqual({
      // Arabic alone is not enough: the English name is the row's key.
      "specifications[2].name": ["adminProducts.errors.specIncomplete"],
      "specifications[2].value": ["adminProducts.errors.specIncomplete"],
      "specifications[3].nameAr": ["adminProducts.errors.specNameTooLong"],
      "specifications[3].valueAr": ["adminProducts.errors.specValueTooLong"],
    });
    expect(
      errorsOf({
        ...VALID,
        "specifications[0].name": "ن".repeat(200),
        "specifications[0].value": "ق".repeat(1000),
        "specifications[0].nameAr": "ن".repeat(200),
        "specifications[0].valueAr": "ق".repeat(1000),
      }),
    ).toEqual({});
  });

  it("stores a specification's Arabic only when given", () => {
    const value = productFormSchema.parse({
      ...VALID,
      intent: "save",
      specifications: [
        { name: " Storage ", value: "256 GB", nameAr: " السعة التخزينية ", valueAr: "256 جيجابايت" },
        { name: "Chip", value: "A18 Pro", nameAr: "  ", valueAr: "" },
        { name: "SIM", value: "eSIM" },
      ],
    });
    expect(value.specifications).toEqual([
      { name: "Storage", value: "256 GB", nameAr: "السعة التخزينية", valueAr: "256 جيجابايت" },
      { name: "Chip", value: "A18 Pro" },
      { name: "SIM", value: "eSIM" },
    ]);
  });

  it("keeps optional fields empty as null and prices as two-decimal strings", () => {
    const value = productFormSchema.parse({
      ...VALID,
      intent: "save",
      brand: " ",
      stores: [{ storeName: " Jarir ", url: "https://jarir.com/p", price: "1,299.5" }],
    });
    expect(value).toMatchObject({
      brand: null,
      model: null,
      imageUrl: null,
      specifications: [],
      expertReviews: [],
    });
    expect(value.stores).toEqual([{ storeName: "Jarir", url: "https://jarir.com/p", price: "1299.50" }]);
  });
});

describe("typed prices", () => {
  it("accept Latin or Arabic-Indic digits with up to two decimals", () => {
    expect(normalizePriceInput("4299")).toBe("4299.00");
    expect(normalizePriceInput("١٢٩٩٫٥")).toBe("1299.50");
    expect(normalizePriceInput("0.01")).toBe("0.01");
    expect(normalizePriceInput("9999999999.99")).toBe("9999999999.99");
  });

  it("refuse zero, negatives, too many decimals and too large amounts", () => {
    for (const input of ["0", "0.00", "-1", "1.234", "abc", "1e3", "10000000000", ""]) {
      expect(normalizePriceInput(input), input).toBeNull();
    }
  });
});
