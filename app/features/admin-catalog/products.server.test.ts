import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  categories,
  expertReviews,
  priceAlerts,
  priceHistory,
  productPrices,
  products,
  reviews,
  savedProducts,
  stores,
} from "~/db/schema";
import { addCategoryAttributes, findProductAttributeValues } from "~/features/attributes/attributes.server";
import { STANDARD_ATTRIBUTES } from "~/features/attributes/standard-attributes";
import type { LowestPriceChange, OnLowestPriceChanged } from "~/features/prices/store-prices.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createUser } from "../../../tests/setup/factories";
import { FAKE_PNG, pngHeaderClaiming, realPng } from "../../../tests/setup/images";
import { type ProductFormInput, productFormSchema } from "./product-form-schema";
import { parseProductListParams } from "./product-list-params";
import {
  deleteProduct,
  getProductForEdit,
  listAdminProducts,
  listCategoryAttributeFields,
  listCategoryOptions,
  saveProduct,
} from "./products.server";

let handle: DatabaseHandle;
let categoryId: string;
let otherCategoryId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [phones, laptops] = await handle.db
    .insert(categories)
    .values([
      { nameEn: "Phones", nameAr: "الجوالات", slug: "phones" },
      { nameEn: "Laptops", nameAr: "الحواسيب", slug: "laptops" },
    ])
    .returning({ id: categories.id });
  categoryId = phones!.id;
  otherCategoryId = laptops!.id;
  await createUser(handle.db, { id: "shopper-1" });
  await createUser(handle.db, { id: "shopper-2" });
  // The stores the product form picks from.
  await handle.db.insert(stores).values([{ name: "Jarir" }, { name: "Extra" }, { name: "Noon" }]);
});
afterAll(() => handle.close());

// An admin's save is a check of the price (PD-21), so saves happen "now": an hour apart.
const T0 = new Date(Date.now() - 2 * 3_600_000);
const T1 = new Date(Date.now() - 3_600_000);

function form(overrides: Partial<ProductFormInput> = {}) {
  return productFormSchema.parse({
    intent: "save",
    nameEn: "Galaxy S24",
    nameAr: "جالاكسي اس 24",
    categoryId,
    brand: "Samsung",
    model: "SM-S921",
    stores: [
      { storeName: "Jarir", url: "https://www.jarir.com/s24", price: "3299" },
      { storeName: "Extra", url: "https://www.extra.com/s24", price: "3199.50" },
    ],
    expertReviews: [{ websiteName: "GSMArena", title: "Solid", content: "A good phone." }],
    ...overrides,
  });
}

async function saved(overrides: Partial<ProductFormInput> = {}, now = T0) {
  const result = await saveProduct(handle.db, form(overrides), { now });
  if (!result.ok) throw new Error(result.errorKey);
  return result;
}

const pricesOf = (productId: string) =>
  handle.db
    .select({ storeName: productPrices.storeName, url: productPrices.url, price: productPrices.price })
    .from(productPrices)
    .where(eq(productPrices.productId, productId))
    .orderBy(asc(productPrices.storeName));

const historyOf = (productId: string) =>
  handle.db
    .select({
      storeName: priceHistory.storeName,
      price: priceHistory.price,
      recordedAt: priceHistory.recordedAt,
    })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.recordedAt), asc(priceHistory.storeName));

describe("saving a product", () => {
  it("adds the product with its search text, prices, a history row per store and expert reviews", async () => {
    const { productId, isNew, hasLowestPriceChanged } = await saved();
    expect(isNew).toBe(true);
    expect(hasLowestPriceChanged).toBe(true);

    const [product] = await handle.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({
      nameEn: "Galaxy S24",
      brand: "Samsung",
      categoryId,
      specifications: null,
    });
    expect(product!.searchText).toContain("galaxy s24");
    expect(product!.searchText).toContain("samsung");
    expect(await pricesOf(productId)).toEqual([
      { storeName: "Extra", url: "https://www.extra.com/s24", price: "3199.50" },
      { storeName: "Jarir", url: "https://www.jarir.com/s24", price: "3299.00" },
    ]);
    expect(await historyOf(productId)).toEqual([
      { storeName: "Extra", price: "3199.50", recordedAt: T0 },
      { storeName: "Jarir", price: "3299.00", recordedAt: T0 },
    ]);
    const experts = await handle.db
      .select()
      .from(expertReviews)
      .where(eq(expertReviews.productId, productId));
    expect(experts.map((review) => review.title)).toEqual(["Solid"]);
  });

  it("appends history only for stores whose price changed, deletes removed stores, replaces expert reviews", async () => {
    const { productId } = await saved({ nameEn: "Pixel 9" });
    const result = await saved(
      {
        id: productId,
        nameEn: "Pixel 9 Pro",
        stores: [
          // same price written differently: no change
          { storeName: "Jarir", url: "https://www.jarir.com/pixel-9", price: "3,299.00" },
          { storeName: "Noon", url: "https://www.noon.com/pixel-9", price: "3100" },
        ],
        specifications: [{ name: "Storage", value: "256 GB" }],
        expertReviews: [
          { websiteName: "The Verge", title: "Great camera", content: "Sharp photos." },
          { websiteName: "Engadget", title: "Fast", content: "Quick.", reviewUrl: "https://engadget.com/p9" },
        ],
      },
      T1,
    );
    expect(result).toMatchObject({ productId, isNew: false, hasLowestPriceChanged: true });

    const [product] = await handle.db.select().from(products).where(eq(products.id, productId));
    expect(product!.nameEn).toBe("Pixel 9 Pro");
    expect(product!.searchText).toContain("pixel 9 pro");
    expect(product!.specifications).toEqual([{ name: "Storage", value: "256 GB" }]);
    expect(await pricesOf(productId)).toEqual([
      { storeName: "Jarir", url: "https://www.jarir.com/pixel-9", price: "3299.00" },
      { storeName: "Noon", url: "https://www.noon.com/pixel-9", price: "3100.00" },
    ]);
    expect(await historyOf(productId)).toEqual([
      { storeName: "Extra", price: "3199.50", recordedAt: T0 },
      { storeName: "Jarir", price: "3299.00", recordedAt: T0 },
      { storeName: "Noon", price: "3100.00", recordedAt: T1 },
    ]);
    const experts = await handle.db
      .select({ websiteName: expertReviews.websiteName, reviewUrl: expertReviews.reviewUrl })
      .from(expertReviews)
      .where(eq(expertReviews.productId, productId))
      .orderBy(asc(expertReviews.createdAt));
    expect(experts).toEqual([
      { websiteName: "The Verge", reviewUrl: null },
      { websiteName: "Engadget", reviewUrl: "https://engadget.com/p9" },
    ]);
  });

  it("tells the caller, inside the transaction, when the lowest price moved", async () => {
    const changes: (LowestPriceChange & { storeCount: number })[] = [];
    const record: OnLowestPriceChanged = async (tx, change) => {
      // what the hook writes sees the new prices: it runs in the same transaction
      const [row] = await tx
        .select({ n: count() })
        .from(productPrices)
        .where(eq(productPrices.productId, change.productId));
      changes.push({ ...change, storeCount: row!.n });
    };
    const added = await saveProduct(handle.db, form({ nameEn: "Hooked phone" }), {
      onLowestPriceChanged: record,
    });
    const productId = added.ok ? added.productId : "";
    await saveProduct(handle.db, form({ id: productId, nameEn: "Hooked phone 2" }), {
      onLowestPriceChanged: record,
    });
    await saveProduct(handle.db, form({ id: productId, stores: [] }), { onLowestPriceChanged: record });
    expect(changes).toEqual([
      { productId, lowestPrice: 319950, storeCount: 2 },
      { productId, lowestPrice: null, storeCount: 0 },
    ]);

    const failing: OnLowestPriceChanged = async () => {
      throw new Error("queue unavailable");
    };
    await expect(
      saveProduct(handle.db, form({ nameEn: "Never saved" }), { onLowestPriceChanged: failing }),
    ).rejects.toThrow("queue unavailable");
    expect(await handle.db.$count(products, eq(products.nameEn, "Never saved"))).toBe(0);
  });

  it("records a changed price and reports whether the lowest price moved", async () => {
    const { productId } = await saved({ nameEn: "iPhone 16" });
    const dearerOnly = await saved(
      {
        id: productId,
        stores: [
          { storeName: "Jarir", url: "https://www.jarir.com/s24", price: "3350" },
          { storeName: "Extra", url: "https://www.extra.com/s24", price: "3199.50" },
        ],
      },
      T1,
    );
    expect(dearerOnly.hasLowestPriceChanged).toBe(false);
    expect((await historyOf(productId)).filter((row) => row.recordedAt.getTime() === T1.getTime())).toEqual([
      { storeName: "Jarir", price: "3350.00", recordedAt: T1 },
    ]);

    const unchanged = await saved({
      id: productId,
      stores: [
        { storeName: "Jarir", url: "https://www.jarir.com/s24", price: "3350.00" },
        { storeName: "Extra", url: "https://www.extra.com/s24", price: "3199.5" },
      ],
    });
    expect(unchanged.hasLowestPriceChanged).toBe(false);
    expect(await historyOf(productId)).toHaveLength(3);

    const noStores = await saved({ id: productId, stores: [] });
    expect(noStores.hasLowestPriceChanged).toBe(true);
    expect(await pricesOf(productId)).toEqual([]);
  });

  it("refuses a store that is not on the stores list, naming its row, and writes nothing", async () => {
    const storeCount = async () => (await handle.db.select({ n: count() }).from(stores))[0]!.n;
    const before = await storeCount();
    const result = await saveProduct(
      handle.db,
      form({
        nameEn: "Galaxy S24 (unknown store)",
        model: "SM-S921-UNKNOWN",
        stores: [
          { storeName: "Jarir", url: "https://www.jarir.com/s24", price: "3299" },
          { storeName: "Jarirr", url: "https://www.jarir.com/s24", price: "3300" },
        ],
      }),
      { now: T1 },
    );
    expect(result).toEqual({ ok: false, errorKey: "adminProducts.errors.unknownStore", storeIndex: 1 });
    expect(await storeCount()).toBe(before);
    expect(await handle.db.$count(products, eq(products.model, "SM-S921-UNKNOWN"))).toBe(0);
  });

  it("keeps a GTIN as 14 digits and refuses one another product has", async () => {
    const first = await saved({ nameEn: "Galaxy S24 GTIN", model: "SM-S921-G1", gtin: "8806095300146" }, T1);
    const [row] = await handle.db.select().from(products).where(eq(products.id, first.productId));
    expect(row?.gtin).toBe("08806095300146");
    expect(productFormSchema.safeParse({ ...form(), gtin: "8806095300147" }).success).toBe(false);
    const taken = await saveProduct(
      handle.db,
      form({ nameEn: "Galaxy S24 copy", model: "SM-S921-G2", gtin: "08806095300146" }),
      { now: T1 },
    );
    expect(taken).toEqual({ ok: false, errorKey: "adminProducts.errors.gtinTaken" });
    expect(await handle.db.$count(products, eq(products.model, "SM-S921-G2"))).toBe(0);
    // Saving the product that has it keeps it.
    expect(
      await saveProduct(
        handle.db,
        form({ id: first.productId, nameEn: "Galaxy S24 GTIN", model: "SM-S921-G1", gtin: "8806095300146" }),
        {
          now: T1,
        },
      ),
    ).toMatchObject({ ok: true });
  });

  it("drops a fetched price still awaiting confirmation when the admin saves the store", async () => {
    const { productId } = await saved({ nameEn: "Moto G" });
    await handle.db
      .update(productPrices)
      .set({ pendingPrice: "99.00", pendingSince: T0 })
      .where(eq(productPrices.productId, productId));
    await saved({ id: productId }, T1);
    const rows = await handle.db
      .select({ pendingPrice: productPrices.pendingPrice })
      .from(productPrices)
      .where(eq(productPrices.productId, productId));
    expect(rows).toEqual([{ pendingPrice: null }, { pendingPrice: null }]);
    expect(await historyOf(productId)).toHaveLength(2);
  });

  it("writes nothing when a step fails midway", async () => {
    const { productId } = await saved({ nameEn: "Xperia 1" });
    const before = {
      product: await handle.db.select().from(products).where(eq(products.id, productId)),
      prices: await pricesOf(productId),
      history: await historyOf(productId),
      experts: await handle.db.select().from(expertReviews).where(eq(expertReviews.productId, productId)),
    };

    // Prices are written before the expert reviews; a review the database refuses must undo them.
    const broken = form({
      id: productId,
      nameEn: "Xperia 1 VI",
      stores: [{ storeName: "Jarir", url: "https://www.jarir.com/x", price: "1" }],
    });
    broken.expertReviews = [{ ...broken.expertReviews[0]!, title: null as unknown as string }];
    await expect(saveProduct(handle.db, broken, { now: T1 })).rejects.toThrow();

    expect(await handle.db.select().from(products).where(eq(products.id, productId))).toEqual(before.product);
    expect(await pricesOf(productId)).toEqual(before.prices);
    expect(await historyOf(productId)).toEqual(before.history);
    expect(
      await handle.db.select().from(expertReviews).where(eq(expertReviews.productId, productId)),
    ).toEqual(before.experts);
  });

  it("refuses an unknown product or category without writing", async () => {
    const countBefore = await handle.db.$count(products);
    expect(await saveProduct(handle.db, form({ id: crypto.randomUUID() }))).toEqual({
      ok: false,
      errorKey: "adminProducts.errors.productMissing",
    });
    expect(await saveProduct(handle.db, form({ categoryId: crypto.randomUUID() }))).toEqual({
      ok: false,
      errorKey: "adminProducts.errors.categoryMissing",
    });
    expect(await handle.db.$count(products)).toBe(countBefore);
  });

  it("loads a saved product back into the form's shape", async () => {
    const { productId } = await saved({
      nameEn: "Nothing Phone 2",
      imageUrl: "/demo/products/phone.svg",
      specifications: [
        { name: "Colour", value: "White", nameAr: "اللون", valueAr: "أبيض" },
        { name: "Chip", value: "Snapdragon 8+ Gen 1", nameAr: "المعالج" },
      ],
    });
    const values = await getProductForEdit(handle.db, productId);
    expect(values).toMatchObject({
      id: productId,
      nameEn: "Nothing Phone 2",
      imageUrl: "/demo/products/phone.svg",
      descriptionEn: "",
      specifications: [
        { name: "Colour", value: "White", nameAr: "اللون", valueAr: "أبيض" },
        { name: "Chip", value: "Snapdragon 8+ Gen 1", nameAr: "المعالج" },
      ],
      expertReviews: [{ websiteName: "GSMArena", title: "Solid", content: "A good phone.", reviewUrl: "" }],
    });
    expect(values?.stores).toHaveLength(2);
    expect(productFormSchema.safeParse(values).success).toBe(true);
    expect(await getProductForEdit(handle.db, crypto.randomUUID())).toBeNull();
  });
});

describe("a product's uploaded image", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-product-images-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const uploads = () => {
    const folder = path.join(dataDir, "uploads", "products");
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const image = (bytes: Uint8Array<ArrayBuffer>) => new File([bytes], "product.png", { type: "image/png" });
  const save = (overrides: Partial<ProductFormInput>) =>
    saveProduct(handle.db, form(overrides), { now: T0, dataDir });
  const imageOf = async (id: string) =>
    (await handle.db.select({ url: products.imageUrl }).from(products).where(eq(products.id, id)))[0]?.url;

  it("is used instead of the URL, replaces the previous upload and never a typed URL", async () => {
    const added = await save({
      nameEn: "Photo phone",
      imageUrl: "https://cdn.example.com/p.jpg",
      image: image(realPng(80, 60)),
    });
    if (!added.ok) throw new Error(added.errorKey);
    const first = await imageOf(added.productId);
    expect(first).toMatch(/^\/uploads\/products\/.+\.png$/);
    expect(uploads()).toEqual([path.basename(first!)]);

    await save({ id: added.productId, nameEn: "Photo phone", image: image(realPng(8, 8)) });
    const second = await imageOf(added.productId);
    expect(second).not.toBe(first);
    expect(uploads()).toEqual([path.basename(second!)]);

    // Back to a URL: the upload goes.
    await save({ id: added.productId, nameEn: "Photo phone", imageUrl: "https://cdn.example.com/p.jpg" });
    expect(await imageOf(added.productId)).toBe("https://cdn.example.com/p.jpg");
    expect(uploads()).toEqual([]);

    await save({ id: added.productId, nameEn: "Photo phone", image: image(realPng(8, 8)) });
    expect(await deleteProduct(handle.db, added.productId, dataDir)).toBe(true);
    expect(uploads()).toEqual([]);
  });

  it("is refused when its bytes are not an image or its header claims too many pixels, changing nothing", async () => {
    const { productId } = await saved({ nameEn: "Unchanged phone", imageUrl: "/demo/products/phone.svg" });
    for (const [bytes, errorKey] of [
      [FAKE_PNG, "imageUpload.errors.type"],
      [pngHeaderClaiming(60000, 60000), "imageUpload.errors.dimensions"],
    ] as const) {
      expect(await save({ id: productId, nameEn: "Changed phone", image: image(bytes) })).toEqual({
        ok: false,
        errorKey,
        field: "image",
      });
    }
    const [row] = await handle.db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ nameEn: "Unchanged phone", imageUrl: "/demo/products/phone.svg" });
    expect(uploads()).toEqual([]);
  });

  it("is removed again when the save is refused", async () => {
    const refused = await save({
      nameEn: "Lost phone",
      categoryId: crypto.randomUUID(),
      image: image(realPng(4, 4)),
    });
    expect(refused).toEqual({ ok: false, errorKey: "adminProducts.errors.categoryMissing" });
    expect(uploads()).toEqual([]);
  });
});

describe("deleting a product", () => {
  it("removes the product and every row referring to it, and nothing else", async () => {
    const { productId } = await saved({ nameEn: "Doomed phone" });
    const { productId: keptId } = await saved({ nameEn: "Kept phone" });
    for (const id of [productId, keptId]) {
      await handle.db
        .insert(reviews)
        .values({ productId: id, userId: "shopper-1", rating: 4, reviewText: "ok" });
      await handle.db.insert(savedProducts).values({ productId: id, userId: "shopper-2" });
      await handle.db
        .insert(priceAlerts)
        .values({ productId: id, userId: "shopper-1", targetPrice: "100.00" });
    }

    expect(await deleteProduct(handle.db, productId)).toBe(true);

    for (const table of [expertReviews, productPrices, priceHistory, reviews, savedProducts, priceAlerts]) {
      expect(await handle.db.$count(table, eq(table.productId, productId))).toBe(0);
      expect(await handle.db.$count(table, eq(table.productId, keptId))).toBeGreaterThan(0);
    }
    expect(await handle.db.$count(products, eq(products.id, productId))).toBe(0);
    expect(await deleteProduct(handle.db, productId)).toBe(false);
  });
});

describe("the admin table", () => {
  let db: DatabaseHandle["db"];
  const names = ["Alpha", "bravo", "Charlie", "Delta"] as const;

  beforeAll(async () => {
    // A database of its own, so rows from other tests do not take part in the sort.
    const own = await createTestDatabase();
    db = own.db;
    afterAll(() => own.close());
    const [category] = await db
      .insert(categories)
      .values({ nameEn: "Audio", nameAr: "صوتيات", slug: "audio" })
      .returning({ id: categories.id });
    await createUser(db, { id: "rater" });
    // lowest prices: Alpha 50, bravo 10, Charlie none, Delta 30
    // approved ratings: Alpha 5, bravo (2+3)/2, Charlie 4 (+ a pending 1 ignored), Delta none
    const rows = await db
      .insert(products)
      .values(
        names.map((name, index) => ({
          nameEn: name,
          nameAr: ["دال", "باء", "جيم", "ألف"][index]!,
          categoryId: category!.id,
          searchText: `${name.toLowerCase()} ${index % 2 ? "sony" : "jbl"}`,
        })),
      )
      .returning({ id: products.id, nameEn: products.nameEn });
    const id = (name: string) => rows.find((row) => row.nameEn === name)!.id;
    await db.insert(productPrices).values([
      { productId: id("Alpha"), storeName: "A", url: "https://a.example", price: "50.00" },
      { productId: id("Alpha"), storeName: "B", url: "https://b.example", price: "70.00" },
      { productId: id("bravo"), storeName: "A", url: "https://a.example", price: "10.00" },
      { productId: id("Delta"), storeName: "A", url: "https://a.example", price: "30.00" },
    ]);
    const review = (name: string, rating: number, status: "approved" | "pending" = "approved") => ({
      productId: id(name),
      userId: "rater",
      rating,
      reviewText: "x",
      status,
    });
    await db
      .insert(reviews)
      .values([
        review("Alpha", 5),
        review("bravo", 2),
        review("bravo", 3),
        review("Charlie", 4),
        review("Charlie", 1, "pending"),
      ]);
  });

  const namesFor = async (query: string) =>
    (await listAdminProducts(db, parseProductListParams(new URLSearchParams(query)))).items.map(
      (row) => row.nameEn,
    );

  it("sorts by name, lowest price and approved rating, products without either last", async () => {
    expect(await namesFor("")).toEqual(["Alpha", "bravo", "Charlie", "Delta"]);
    expect(await namesFor("sort=name_desc")).toEqual(["Delta", "Charlie", "bravo", "Alpha"]);
    expect(await namesFor("sort=price_asc")).toEqual(["bravo", "Delta", "Alpha", "Charlie"]);
    expect(await namesFor("sort=price_desc")).toEqual(["Alpha", "Delta", "bravo", "Charlie"]);
    expect(await namesFor("sort=rating_desc")).toEqual(["Alpha", "Charlie", "bravo", "Delta"]);
    expect(await namesFor("sort=rating_asc")).toEqual(["bravo", "Charlie", "Alpha", "Delta"]);
    expect(await namesFor("sort=nonsense")).toEqual(["Alpha", "bravo", "Charlie", "Delta"]);
  });

  it("sorts names in the admin's language", async () => {
    const arabic = async (sort: string) =>
      (
        await listAdminProducts(db, parseProductListParams(new URLSearchParams(`sort=${sort}`)), "ar")
      ).items.map((row) => row.nameAr);
    expect(await arabic("name_asc")).toEqual(["ألف", "باء", "جيم", "دال"]);
    expect(await arabic("name_desc")).toEqual(["دال", "جيم", "باء", "ألف"]);
  });

  it("returns the price range, store count and rating of each row", async () => {
    const { items } = await listAdminProducts(db, parseProductListParams(new URLSearchParams()));
    expect(items[0]).toMatchObject({
      nameEn: "Alpha",
      lowestPrice: "50.00",
      highestPrice: "70.00",
      storeCount: 2,
      averageRating: 5,
      reviewCount: 1,
      categoryNameEn: "Audio",
    });
    expect(items[1]).toMatchObject({ nameEn: "bravo", averageRating: 2.5, reviewCount: 2 });
    expect(items[2]).toMatchObject({ nameEn: "Charlie", lowestPrice: null, storeCount: 0, reviewCount: 1 });
  });

  it("searches the normalised text, every word must match", async () => {
    expect(await namesFor("q=SONY")).toEqual(["bravo", "Delta"]);
    expect(await namesFor("q=sony+del")).toEqual(["Delta"]);
    expect(await namesFor("q=100%25")).toEqual([]);
    expect(await namesFor("q=+")).toEqual(["Alpha", "bravo", "Charlie", "Delta"]);
  });

  it("pages twenty rows at a time and clamps the page number", async () => {
    const [category] = await db.select({ id: categories.id }).from(categories);
    await db.insert(products).values(
      Array.from({ length: 41 }, (_, index) => ({
        nameEn: `Zulu ${String(index).padStart(2, "0")}`,
        nameAr: "ز",
        categoryId: category!.id,
        searchText: `zulu ${index}`,
      })),
    );
    const first = await listAdminProducts(db, parseProductListParams(new URLSearchParams("q=zulu")));
    expect(first).toMatchObject({ total: 41, page: 1, pageCount: 3 });
    expect(first.items).toHaveLength(20);
    const last = await listAdminProducts(db, parseProductListParams(new URLSearchParams("q=zulu&page=9")));
    expect(last.page).toBe(3);
    expect(last.items.map((row) => row.nameEn)).toEqual(["Zulu 40"]);
    const count = await db.execute(sql`select count(*)::int as n from products`);
    expect(Number((count.rows[0] as { n: number }).n)).toBe(45);
  });
});

describe("the category choices", () => {
  it("list each subcategory after its parent, with the parent's names", async () => {
    await handle.db
      .insert(categories)
      .values({ nameEn: "Android", nameAr: "أندرويد", slug: "android", parentId: categoryId });
    const options = await listCategoryOptions(handle.db);
    expect(options.map((option) => [option.nameEn, option.parentNameEn])).toEqual([
      ["Laptops", null],
      ["Phones", null],
      ["Android", "Phones"],
    ]);
    expect(options.find((option) => option.id === otherCategoryId)?.nameAr).toBe("الحواسيب");
  });
});

describe("a product's family (issue 31)", () => {
  const family = { familyNameEn: "Galaxy Family Test", familyNameAr: "عائلة جالكسي" };

  it("puts products naming one family in it, gives the names back for editing, and takes a product out", async () => {
    const first = await saved({ nameEn: "Family Phone 128GB", model: "FAM-1", stores: [], ...family });
    const second = await saved({ nameEn: "Family Phone 256GB", model: "FAM-1", stores: [], ...family });
    const rows = await handle.db
      .select({ id: products.id, familyId: products.familyId })
      .from(products)
      .where(inArray(products.id, [first.productId, second.productId]));
    expect(rows[0]?.familyId).not.toBeNull();
    expect(rows[0]?.familyId).toBe(rows[1]?.familyId);
    expect(await getProductForEdit(handle.db, second.productId)).toMatchObject(family);

    await saveProduct(
      handle.db,
      form({ id: second.productId, nameEn: "Family Phone 256GB", model: "FAM-1", stores: [] }),
      { now: T1 },
    );
    expect(await getProductForEdit(handle.db, second.productId)).toMatchObject({
      familyNameEn: "",
      familyNameAr: "",
    });
  });

  it("asks for the family's name in both languages", () => {
    const result = productFormSchema.safeParse({
      intent: "save",
      nameEn: "X",
      nameAr: "س",
      categoryId,
      familyNameEn: "Only English",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      "familyNameAr",
      "adminProducts.errors.familyIncomplete",
    ]);
  });
});

describe("a product's attribute fields (issue 31)", () => {
  let phonesId: string;
  beforeAll(async () => {
    const [category] = await handle.db
      .insert(categories)
      .values({ nameEn: "Phones & Tablets", nameAr: "الجوالات والأجهزة اللوحية", slug: "phones-tablets" })
      .returning({ id: categories.id });
    phonesId = category!.id;
    await addCategoryAttributes(handle.db, phonesId, STANDARD_ATTRIBUTES["phones-tablets"]!);
  });

  it("lists each category's fields for the form", async () => {
    const fields = await listCategoryAttributeFields(handle.db, [phonesId, otherCategoryId]);
    expect(fields[phonesId]?.map((field) => field.key)).toEqual(
      expect.arrayContaining(["storage", "ram", "screen_size", "five_g", "processor", "colour"]),
    );
    expect(fields[phonesId]?.find((field) => field.key === "storage")).toMatchObject({
      kind: "number",
      unit: "GB",
      labelAr: "السعة التخزينية",
    });
    expect(fields[otherCategoryId]).toEqual([]);
  });

  it("stores typed values from the fields, gives them back as fields, and keeps other rows as details", async () => {
    const { productId } = await saved({
      nameEn: "Galaxy S25",
      gtin: "",
      categoryId: phonesId,
      attributes: {
        storage: { value: "٢٥٦" },
        ram: { value: "12" },
        screen_size: { value: "6.2-inch" },
        five_g: { value: "yes" },
        processor: { value: "Snapdragon 8 Elite", valueAr: "سنابدراجون 8 إليت" },
        refresh_rate: { value: "" },
      },
      specifications: [{ name: "In the box", value: "USB-C cable", nameAr: "في العلبة", valueAr: "كابل" }],
    });
    const values = (await findProductAttributeValues(handle.db, [productId])).get(productId);
    expect(Object.fromEntries(values ?? [])).toEqual({
      storage: { kind: "number", number: 256 },
      ram: { kind: "number", number: 12 },
      screen_size: { kind: "number", number: 6.2 },
      five_g: { kind: "boolean", boolean: true },
      processor: { kind: "text", textEn: "Snapdragon 8 Elite", textAr: "سنابدراجون 8 إليت" },
    });
    const edit = await getProductForEdit(handle.db, productId);
    expect(edit?.attributes).toEqual({
      storage: { value: "256" },
      ram: { value: "12" },
      screen_size: { value: "6.2" },
      five_g: { value: "yes" },
      processor: { value: "Snapdragon 8 Elite", valueAr: "سنابدراجون 8 إليت" },
    });
    expect(edit?.specifications).toEqual([
      { name: "In the box", value: "USB-C cable", nameAr: "في العلبة", valueAr: "كابل" },
    ]);

    // Emptied in the form, a value is gone; a row naming an attribute whose field is empty fills it.
    await saved(
      {
        id: productId,
        nameEn: "Galaxy S25",
        gtin: "",
        categoryId: phonesId,
        attributes: { storage: { value: "512" }, ram: { value: "" } },
        specifications: [{ name: "Memory", value: "12GB RAM" }],
      },
      T1,
    );
    const after = (await findProductAttributeValues(handle.db, [productId])).get(productId);
    expect(Object.fromEntries(after ?? [])).toEqual({
      storage: { kind: "number", number: 512 },
      ram: { kind: "number", number: 12 },
    });
  });

  it("refuses a field it cannot read, naming the attribute, and writes nothing", async () => {
    const before = await handle.db.select({ n: count() }).from(products);
    const result = await saveProduct(
      handle.db,
      form({
        nameEn: "Galaxy S25 Edge",
        gtin: "",
        categoryId: phonesId,
        attributes: { ram: { value: "12" }, storage: { value: "128 / 256 GB" } },
      }),
      { now: T0 },
    );
    expect(result).toEqual({
      ok: false,
      errorKey: "adminProducts.errors.attributeUnreadable",
      attributeKey: "storage",
    });
    expect(await handle.db.select({ n: count() }).from(products)).toEqual(before);
  });
});
