import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { categories, priceHistory, productPrices, products } from "~/db/schema";
import { findProductAttributeValues } from "~/features/attributes/attributes.server";
import type { LowestPriceChange, OnLowestPriceChanged } from "~/features/prices/store-prices.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { parseCatalogJson } from "./catalog-schema";
import { importCatalog } from "./import-catalog.server";

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

// An imported price counts as a check (PD-21), so imports happen "now": an hour apart.
const T0 = new Date(Date.now() - 3 * 3_600_000);
const T1 = new Date(Date.now() - 2 * 3_600_000);
const T2 = new Date(Date.now() - 3_600_000);

const FILE = {
  categories: [
    // the child comes first in the file: the importer must still create the parent before it
    { slug: "smartphones", name_en: "Smartphones", name_ar: "الهواتف الذكية", parent: "phones" },
    { slug: "phones", name_en: "Phones", name_ar: "الهواتف", parent: null },
  ],
  products: [
    {
      name_en: "iPhone 15 Pro 256GB",
      name_ar: "آيفون 15 برو 256 جيجابايت",
      description_en: "Titanium.",
      brand: "Apple",
      model: "A3102",
      category: "smartphones",
      image_url: "https://example.com/iphone.jpg",
      specifications: [{ name: "Storage", value: "256 GB" }],
      prices: [
        { store_name: "Jarir", url: "https://www.jarir.com/iphone", price: 4299.0 },
        { store_name: "Noon", url: "https://www.noon.com/iphone", price: 4199.5 },
      ],
    },
    { name_en: "Phone Case", name_ar: "غطاء جوال", category: "phones" },
  ],
};

/** Records the products whose lowest price an import reports as changed. */
function lowestPriceChanges() {
  const changes: LowestPriceChange[] = [];
  const onLowestPriceChanged: OnLowestPriceChanged = async (_tx, change) => {
    changes.push(change);
  };
  return { changes, onLowestPriceChanged };
}

/** Everything an import can write, in a stable order. */
async function snapshot() {
  return {
    categories: await db.select().from(categories).orderBy(asc(categories.slug)),
    products: await db.select().from(products).orderBy(asc(products.nameEn)),
    prices: await db
      .select()
      .from(productPrices)
      .orderBy(asc(productPrices.storeName), asc(productPrices.id)),
    history: await db.select().from(priceHistory).orderBy(asc(priceHistory.id)),
  };
}

describe("importing a catalogue", () => {
  it("creates categories, products, current prices and one history row per price", async () => {
    const hook = lowestPriceChanges();
    const result = await importCatalog(db, FILE, { now: T0, ...hook });
    expect(result).toEqual({
      ok: true,
      summary: expect.objectContaining({
        categoriesCreated: 2,
        categoriesUpdated: 0,
        categoriesUnchanged: 0,
        productsCreated: 2,
        productsUpdated: 0,
        productsUnchanged: 0,
        pricesRecorded: 2,
        pricesChanged: 2,
      }),
    });

    const { categories: cats, products: rows, prices, history } = await snapshot();
    const phones = cats.find((c) => c.slug === "phones")!;
    expect(cats.find((c) => c.slug === "smartphones")?.parentId).toBe(phones.id);
    const iphone = rows.find((p) => p.nameEn === "iPhone 15 Pro 256GB")!;
    expect(iphone).toMatchObject({
      nameAr: "آيفون 15 برو 256 جيجابايت",
      brand: "Apple",
      model: "A3102",
      descriptionEn: "Titanium.",
      descriptionAr: null,
      imageUrl: "https://example.com/iphone.jpg",
      specifications: [{ name: "Storage", value: "256 GB" }],
    });
    expect(iphone.searchText).toContain("apple");
    // the case has no prices: its lowest price did not change
    expect(hook.changes).toEqual([{ productId: iphone.id, lowestPrice: 419950 }]);
    expect(prices.map((p) => [p.storeName, p.price])).toEqual([
      ["Jarir", "4299.00"],
      ["Noon", "4199.50"],
    ]);
    expect(history.map((h) => [h.storeName, h.price, h.recordedAt])).toEqual(
      expect.arrayContaining([
        ["Jarir", "4299.00", T0],
        ["Noon", "4199.50", T0],
      ]),
    );
    expect(history).toHaveLength(2);
  });

  it("changes nothing but when the prices were last checked when the same file is imported again", async () => {
    const before = await snapshot();
    const hook = lowestPriceChanges();
    const result = await importCatalog(db, FILE, { now: T1, ...hook });
    expect(result).toEqual({
      ok: true,
      summary: {
        categoriesCreated: 0,
        categoriesUpdated: 0,
        categoriesUnchanged: 2,
        productsCreated: 0,
        productsUpdated: 0,
        productsUnchanged: 2,
        pricesRecorded: 2,
        pricesChanged: 0,
        unmapped: [],
        unmappedCount: 0,
      },
    });
    expect(hook.changes).toEqual([]);
    const after = await snapshot();
    const unchecked = ({ prices, ...rest }: typeof before) => ({
      ...rest,
      prices: prices.map(({ checkedAt: _checkedAt, ...price }) => price),
    });
    expect(unchecked(after)).toEqual(unchecked(before));
    expect(after.prices.map((price) => price.checkedAt)).toEqual(before.prices.map(() => T1));
  });

  it("matches by brand + model, else by English name, and records only changed prices", async () => {
    const before = await snapshot();
    const iphoneId = before.products.find((p) => p.nameEn === "iPhone 15 Pro 256GB")!.id;
    const hook = lowestPriceChanges();
    const result = await importCatalog(
      db,
      {
        products: [
          {
            // renamed, matched by brand + model in another letter case
            name_en: "Apple iPhone 15 Pro (256 GB)",
            name_ar: "آيفون 15 برو",
            brand: "APPLE",
            model: "a3102",
            category: "smartphones",
            description_en: null,
            prices: [
              { store_name: "Jarir", url: "https://www.jarir.com/iphone-15-pro", price: "4299" },
              { store_name: "Noon", url: "https://www.noon.com/iphone", price: 3999 },
              { store_name: "Extra", url: "https://www.extra.com/iphone", price: 4399.99 },
            ],
          },
          { name_en: "phone case", name_ar: "غطاء جوال", category: "phones" },
        ],
      },
      { now: T2, ...hook },
    );
    expect(result).toMatchObject({
      ok: true,
      summary: {
        productsCreated: 0,
        productsUpdated: 2,
        pricesRecorded: 3,
        pricesChanged: 2,
      },
    });
    expect(hook.changes).toEqual([{ productId: iphoneId, lowestPrice: 399900 }]);
    const after = await snapshot();
    expect(after.products).toHaveLength(2);
    const iphone = after.products.find((p) => p.id === iphoneId)!;
    // fields the file leaves out keep their value; null clears
    expect(iphone).toMatchObject({
      nameEn: "Apple iPhone 15 Pro (256 GB)",
      brand: "APPLE",
      descriptionEn: null,
      imageUrl: "https://example.com/iphone.jpg",
      specifications: [{ name: "Storage", value: "256 GB" }],
    });
    expect(after.products.find((p) => p.nameAr === "غطاء جوال")?.nameEn).toBe("phone case");
    expect(after.prices.map((p) => [p.storeName, p.url, p.price])).toEqual([
      ["Extra", "https://www.extra.com/iphone", "4399.99"],
      ["Jarir", "https://www.jarir.com/iphone-15-pro", "4299.00"],
      ["Noon", "https://www.noon.com/iphone", "3999.00"],
    ]);
    expect(
      after.history.slice(before.history.length).map((h) => [h.storeName, h.price, h.recordedAt]),
    ).toEqual([
      ["Noon", "3999.00", T2],
      ["Extra", "4399.99", T2],
    ]);
  });

  it("writes nothing when queueing alert evaluation fails", async () => {
    const before = await snapshot();
    const failingHook: OnLowestPriceChanged = async () => {
      throw new Error("queue unavailable");
    };
    const file = {
      products: [
        {
          name_en: "Rollback Phone",
          name_ar: "هاتف",
          category: "phones",
          prices: [{ store_name: "Jarir", url: "https://jarir.com/r", price: 10 }],
        },
      ],
    };
    await expect(importCatalog(db, file, { onLowestPriceChanged: failingHook })).rejects.toThrow(
      "queue unavailable",
    );
    expect(await snapshot()).toEqual(before);
  });

  it("updates an existing category's names and parent", async () => {
    const result = await importCatalog(db, {
      categories: [{ slug: "smartphones", name_en: "Smart Phones", name_ar: "الهواتف الذكية", parent: null }],
      products: [],
    });
    expect(result).toMatchObject({ ok: true, summary: { categoriesUpdated: 1, categoriesCreated: 0 } });
    const [row] = await db.select().from(categories).where(eq(categories.slug, "smartphones"));
    expect(row).toMatchObject({ nameEn: "Smart Phones", parentId: null });
  });
});

describe("an invalid file", () => {
  it("is rejected as a whole with a path and message per problem, and nothing is written", async () => {
    const before = await snapshot();
    const result = await importCatalog(db, {
      categories: [{ slug: "New Cat", name_en: "x", name_ar: "" }],
      products: [
        { name_en: "Good", name_ar: "جيد", category: "phones", prices: [] },
        {
          name_en: "",
          name_ar: "ب",
          category: "phones",
          image_url: "ftp://x",
          prices: [
            { store_name: "Jarir", url: "https://jarir.com", price: 0 },
            { store_name: "Noon", url: "noon.com", price: 12.345 },
            { store_name: "jarir", url: "https://jarir.com/b", price: "abc" },
          ],
        },
        "not a product",
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: "categories[0].slug", message: "catalogImport.errors.slug" },
        { path: "categories[0].name_ar", message: "catalogImport.errors.required" },
        { path: "products[1].name_en", message: "catalogImport.errors.required" },
        { path: "products[1].image_url", message: "catalogImport.errors.imageUrl" },
        { path: "products[1].prices[0].price", message: "catalogImport.errors.price" },
        { path: "products[1].prices[1].url", message: "catalogImport.errors.url" },
        { path: "products[1].prices[1].price", message: "catalogImport.errors.price" },
        { path: "products[1].prices[2].price", message: "catalogImport.errors.price" },
        { path: "products[2]", message: "catalogImport.errors.object" },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("is rejected for references the database cannot satisfy, writing nothing", async () => {
    const before = await snapshot();
    const result = await importCatalog(db, {
      categories: [
        { slug: "cables", name_en: "Cables", name_ar: "كابلات", parent: "nowhere" },
        { slug: "chargers", name_en: "Chargers", name_ar: "شواحن", parent: "smartphones-sub" },
        { slug: "smartphones-sub", name_en: "Sub", name_ar: "فرعي", parent: "phones" },
        { slug: "phones", name_en: "Phones", name_ar: "الهواتف", parent: "smartphones-sub" },
      ],
      products: [
        { name_en: "Brand New", name_ar: "جديد", category: "cables" },
        { name_en: "Lost", name_ar: "ضائع", category: "no-such-category" },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: "categories[0].parent", message: "catalogImport.errors.unknownParent" },
        { path: "categories[1].parent", message: "catalogImport.errors.parentNotTopLevel" },
        { path: "categories[2].parent", message: "catalogImport.errors.parentNotTopLevel" },
        { path: "categories[3].parent", message: "catalogImport.errors.parentNotTopLevel" },
        { path: "products[1].category", message: "catalogImport.errors.unknownCategory" },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("is rejected when it lists a product or a slug twice", async () => {
    const result = await importCatalog(db, {
      categories: [
        { slug: "a", name_en: "A", name_ar: "أ" },
        { slug: "a", name_en: "A2", name_ar: "أ" },
      ],
      products: [
        { name_en: "X", name_ar: "س", brand: "Sony", model: "WH-1000", category: "phones" },
        { name_en: "Y", name_ar: "ص", brand: "sony", model: "wh-1000", category: "phones" },
        { name_en: "Case", name_ar: "ص", category: "phones" },
        { name_en: "CASE ", name_ar: "ص", category: "phones" },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: "categories[1].slug", message: "catalogImport.errors.duplicateSlug" },
        { path: "products[1].model", message: "catalogImport.errors.duplicateProduct" },
        { path: "products[3].name_en", message: "catalogImport.errors.duplicateProduct" },
      ],
    });
  });

  it("stores GTINs as 14 digits and refuses a wrong, repeated or taken one", async () => {
    const gtinFile = (products: object[]) => ({ categories: [], products });
    const entry = (name_en: string, gtin: unknown) => ({
      name_en,
      name_ar: "منتج",
      category: "phones",
      gtin,
    });
    expect(
      await importCatalog(db, gtinFile([entry("Sonos Roam 2", "036000291452")]), { now: T2 }),
    ).toMatchObject({
      ok: true,
    });
    const [roam] = await db.select().from(products).where(eq(products.nameEn, "Sonos Roam 2"));
    expect(roam?.gtin).toBe("00036000291452");

    const before = await snapshot();
    expect(
      await importCatalog(
        db,
        gtinFile([entry("A", "036000291453"), entry("B", "9780306406157"), entry("C", "978-0-306-40615-7")]),
      ),
    ).toEqual({
      ok: false,
      errors: [{ path: "products[0].gtin", message: "catalogImport.errors.gtin" }],
    });
    expect(
      await importCatalog(db, gtinFile([entry("B", "9780306406157"), entry("C", "978-0-306-40615-7")])),
    ).toEqual({
      ok: false,
      errors: [{ path: "products[1].gtin", message: "catalogImport.errors.duplicateGtin" }],
    });
    // Another product may not take the Roam's GTIN; the Roam itself keeps it on a second import.
    expect(await importCatalog(db, gtinFile([entry("Other speaker", "0036000291452")]))).toEqual({
      ok: false,
      errors: [{ path: "products[0].gtin", message: "catalogImport.errors.gtinTaken" }],
    });
    expect(await snapshot()).toEqual(before);
    expect(
      await importCatalog(db, gtinFile([entry("Sonos Roam 2", "00036000291452")]), { now: T2 }),
    ).toMatchObject({
      ok: true,
      summary: { productsUnchanged: 1 },
    });
  });

  it("is reported when the file is not JSON or not a catalogue", async () => {
    expect(parseCatalogJson("{ not json")).toEqual({
      ok: false,
      errors: [{ path: "(file)", message: "catalogImport.errors.notJson" }],
    });
    expect(parseCatalogJson('\uFEFF{"products": []}')).toEqual({ ok: true, document: { products: [] } });
    expect(await importCatalog(db, [])).toEqual({
      ok: false,
      errors: [{ path: "(file)", message: "catalogImport.errors.object" }],
    });
    expect(await importCatalog(db, { categories: [] })).toEqual({
      ok: false,
      errors: [{ path: "products", message: "catalogImport.errors.list" }],
    });
  });
});

describe("Arabic specifications", () => {
  const category = { slug: "tablets", name_en: "Tablets", name_ar: "الأجهزة اللوحية", parent: null };
  const tablet = (specifications: unknown) => ({
    categories: [category],
    products: [
      {
        name_en: "iPad Air 11",
        name_ar: "آيباد إير 11",
        brand: "Apple",
        model: "A2902",
        category: "tablets",
        specifications,
      },
    ],
  });
  const specsOfTablet = async () =>
    (await db.select().from(products).where(eq(products.model, "A2902")))[0]?.specifications;

  it("stores the optional name_ar and value_ar beside the English, and reads the same file again as unchanged", async () => {
    const file = tablet([
      { name: "Storage", value: "128 GB", name_ar: "السعة التخزينية", value_ar: "128 جيجابايت" },
      { name: "Chip", value: "M2", name_ar: "المعالج" },
      { name: "Pencil", value: "Apple Pencil Pro" },
    ]);
    expect(await importCatalog(db, file, { now: T0 })).toMatchObject({
      ok: true,
      summary: { productsCreated: 1 },
    });
    expect(await specsOfTablet()).toEqual([
      { name: "Storage", value: "128 GB", nameAr: "السعة التخزينية", valueAr: "128 جيجابايت" },
      { name: "Chip", value: "M2", nameAr: "المعالج" },
      { name: "Pencil", value: "Apple Pencil Pro" },
    ]);
    expect(await importCatalog(db, file, { now: T1 })).toMatchObject({
      ok: true,
      summary: { productsUpdated: 0, productsUnchanged: 1 },
    });
  });

  it("keeps the Arabic when a file in the old form (English only) is imported, unless the English value changed", async () => {
    const result = await importCatalog(
      db,
      tablet([
        { name: "Storage", value: "256 GB" },
        { name: "Chip", value: "M2" },
        { name: "Pencil", value: "Apple Pencil Pro" },
      ]),
      { now: T2 },
    );
    expect(result).toMatchObject({ ok: true, summary: { productsUpdated: 1 } });
    expect(await specsOfTablet()).toEqual([
      { name: "Storage", value: "256 GB", nameAr: "السعة التخزينية" },
      { name: "Chip", value: "M2", nameAr: "المعالج" },
      { name: "Pencil", value: "Apple Pencil Pro" },
    ]);
  });

  it("clears the Arabic given as null or empty", async () => {
    await importCatalog(db, tablet([{ name: "Storage", value: "256 GB", name_ar: null, value_ar: "" }]));
    expect(await specsOfTablet()).toEqual([{ name: "Storage", value: "256 GB" }]);
  });

  it("checks the Arabic as the English: text, at most 200 and 1,000 characters", async () => {
    const result = await importCatalog(
      db,
      tablet([
        { name: "Storage", value: "256 GB", name_ar: 5 },
        { name: "Chip", value: "M2", name_ar: "م".repeat(201), value_ar: "ق".repeat(1001) },
      ]),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: "products[0].specifications[0].name_ar", message: "catalogImport.errors.text" },
        { path: "products[0].specifications[1].name_ar", message: "catalogImport.errors.tooLong" },
        { path: "products[0].specifications[1].value_ar", message: "catalogImport.errors.tooLong" },
      ],
    });
  });
});

describe("specifications onto attributes (issue 31)", () => {
  const LAPTOPS = {
    categories: [
      { slug: "computers", name_en: "Computers", name_ar: "الكمبيوتر", parent: null },
      { slug: "laptops", name_en: "Laptops", name_ar: "اللابتوب", parent: "computers" },
    ],
    products: [
      {
        name_en: "Test Laptop 14",
        name_ar: "لابتوب تجريبي 14",
        category: "laptops",
        specifications: [
          { name: "CPU", value: "Intel Core i7-13620H" },
          { name: "Memory", value: "16GB DDR5" },
          { name: "Storage", value: "512GB SSD", value_ar: "128 جيجابايت" },
          { name: "Screen", value: "14 inch", name_ar: "الشاشة", value_ar: "14 بوصة" },
          { name: "Keyboard", value: "Arabic/English" },
        ],
      },
    ],
  };

  it("maps the rows onto a known kind's attributes, keeps the rest, and reports what it refused", async () => {
    const result = await importCatalog(db, LAPTOPS, { now: T0 });
    expect(result).toMatchObject({
      ok: true,
      summary: {
        productsCreated: 1,
        // English and Arabic disagree: neither is believed.
        unmapped: [{ path: "products[0].specifications[2]", attribute: "storage", reason: "conflict" }],
        unmappedCount: 1,
      },
    });
    const [laptop] = await db.select().from(products).where(eq(products.nameEn, "Test Laptop 14"));
    const values = Object.fromEntries(
      (await findProductAttributeValues(db, [laptop!.id])).get(laptop!.id) ?? [],
    );
    expect(values).toEqual({
      processor: { kind: "text", textEn: "Intel Core i7-13620H", textAr: null },
      ram: { kind: "number", number: 16 },
      screen_size: { kind: "number", number: 14 },
    });
    expect(laptop?.specifications?.map((row) => row.name)).toEqual(["Storage", "Keyboard"]);
  });

  it("reads the same file again as unchanged, and keeps the values of a product the file gives no rows for", async () => {
    const again = await importCatalog(db, LAPTOPS, { now: T1 });
    expect(again).toMatchObject({ ok: true, summary: { productsUnchanged: 1, productsUpdated: 0 } });
    const withoutRows = {
      ...LAPTOPS,
      products: LAPTOPS.products.map(({ specifications: _rows, ...product }) => product),
    };
    await importCatalog(db, withoutRows, { now: T2 });
    const [laptop] = await db.select().from(products).where(eq(products.nameEn, "Test Laptop 14"));
    const values = (await findProductAttributeValues(db, [laptop!.id])).get(laptop!.id);
    expect(values?.get("ram")).toEqual({ kind: "number", number: 16 });
  });
});

describe("variants in a file (issue 31)", () => {
  const VARIANTS = {
    categories: [{ slug: "phones-tablets", name_en: "Phones & Tablets", name_ar: "الجوالات", parent: null }],
    products: [128, 256].map((gb) => ({
      name_en: `Test Phone X ${gb}GB`,
      name_ar: `جوال تجريبي X ${gb} جيجابايت`,
      brand: "Testco",
      model: "TX-1",
      category: "phones-tablets",
      family: { name_en: "Test Phone X", name_ar: "جوال تجريبي X" },
      specifications: [{ name: "Storage", value: `${gb}GB` }],
    })),
  };

  it("keeps variants that share a model apart, in one family, each with its own storage", async () => {
    const result = await importCatalog(db, VARIANTS, { now: T0 });
    expect(result).toMatchObject({ ok: true, summary: { productsCreated: 2 } });
    const rows = await db.select().from(products).where(eq(products.model, "TX-1"));
    expect(rows.map((row) => row.nameEn).sort()).toEqual(["Test Phone X 128GB", "Test Phone X 256GB"]);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
    expect(rows[0]?.familyId).not.toBeNull();
    const values = await findProductAttributeValues(
      db,
      rows.map((row) => row.id),
    );
    expect(rows.map((row) => [row.nameEn, values.get(row.id)?.get("storage")]).sort()).toEqual([
      ["Test Phone X 128GB", { kind: "number", number: 128 }],
      ["Test Phone X 256GB", { kind: "number", number: 256 }],
    ]);
    expect(await importCatalog(db, VARIANTS, { now: T1 })).toMatchObject({
      ok: true,
      summary: { productsCreated: 0, productsUnchanged: 2 },
    });
  });
});
