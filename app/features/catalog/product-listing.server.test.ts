import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { products, reviews } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createOffer, createProduct, createUser } from "../../../tests/setup/factories";
import { listProducts } from "./product-listing.server";

let handle: DatabaseHandle;
let db: Database;
const id: Record<string, string> = {};
const category: Record<string, string> = {};

// name → [category, store prices, approved ratings, image?, days old]
const FIXTURES: Record<string, [string, string[], number[], boolean, number]> = {
  alpha: ["phones", ["1000.00", "950.50"], [5, 4], true, 1],
  bravo: ["phones", ["1200.00"], [2], true, 2],
  charlie: ["tablets", ["950.50", "999.00", "1010.00"], [], false, 3],
  delta: ["tablets", [], [3, 3, 3], true, 4],
  echo: ["tvs", ["4999.99"], [5], true, 5],
};

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  category.mobile = (await createCategory(db, { nameEn: "Mobile", nameAr: "جوال", slug: "mobile" })).id;
  for (const slug of ["phones", "tablets", "tvs"]) {
    const parentId = slug === "tvs" ? null : category.mobile;
    category[slug] = (await createCategory(db, { nameEn: slug, nameAr: slug, slug, parentId })).id;
  }
  await createUser(db, { id: "reviewer" });
  const now = Date.now();
  for (const [name, [slug, prices, ratings, hasImage, daysOld]] of Object.entries(FIXTURES)) {
    const row = await createProduct(db, {
      nameEn: name,
      nameAr: name,
      categoryId: category[slug]!,
      imageUrl: hasImage ? `/demo/${name}.svg` : null,
      searchText: name,
      createdAt: new Date(now - daysOld * 86_400_000),
    });
    id[name] = row.id;
    for (const [index, price] of prices.entries()) {
      await createOffer(db, { productId: row.id, storeName: `S${index}`, price });
    }
    for (const rating of ratings) {
      await db
        .insert(reviews)
        .values({ productId: row.id, userId: "reviewer", rating, reviewText: "ok", status: "approved" });
    }
  }
  // Reviews still waiting or rejected never count.
  await db.insert(reviews).values([
    { productId: id.bravo!, userId: "reviewer", rating: 5, reviewText: "x", status: "pending" },
    { productId: id.charlie!, userId: "reviewer", rating: 1, reviewText: "x", status: "rejected" },
  ]);
});

afterAll(() => handle?.close());

const names = (page: { products: { id: string }[] }) => {
  const byId = new Map(Object.entries(id).map(([name, productId]) => [productId, name]));
  return page.products.map((product) => byId.get(product.id));
};

describe("listProducts", () => {
  it("sorts by lowest price, cheapest first by default, products without offers last", async () => {
    const page = await listProducts(db, { limit: 10 });
    expect(names(page)).toEqual(["alpha", "charlie", "bravo", "echo", "delta"]);
    expect(page.total).toBe(5);
    expect(names(await listProducts(db, { sortBy: "price_desc", limit: 10 }))).toEqual([
      "echo",
      "bravo",
      "alpha",
      "charlie",
      "delta",
    ]);
  });

  it("sorts by the average of approved ratings, products without reviews last", async () => {
    expect(names(await listProducts(db, { sortBy: "rating_desc", limit: 10 }))).toEqual([
      "echo",
      "alpha",
      "delta",
      "bravo",
      "charlie",
    ]);
    expect(names(await listProducts(db, { sortBy: "rating_asc", limit: 10 }))).toEqual([
      "bravo",
      "delta",
      "alpha",
      "echo",
      "charlie",
    ]);
  });

  it("aggregates the lowest price, store count and approved ratings", async () => {
    const { products: rows } = await listProducts(db, { limit: 10 });
    expect(rows.find((row) => row.id === id.alpha)).toMatchObject({
      lowestPrice: "950.50",
      storeCount: 2,
      averageRating: 4.5,
      reviewCount: 2,
    });
    expect(rows.find((row) => row.id === id.bravo)).toMatchObject({ averageRating: 2, reviewCount: 1 });
    expect(rows.find((row) => row.id === id.delta)).toMatchObject({ lowestPrice: null, storeCount: 0 });
  });

  it("computes the same aggregates when the candidates come from a search match", async () => {
    const match = { where: sql`${products.searchText} <> 'echo'`, rank: sql`0::float8` };
    const page = await listProducts(db, { match, sortBy: "price_asc", limit: 10 });
    expect(names(page)).toEqual(["alpha", "charlie", "bravo", "delta"]);
    expect(page.products[0]).toMatchObject({ lowestPrice: "950.50", storeCount: 2, reviewCount: 2 });
  });

  it("filters by categories and by the lowest price, bounds included", async () => {
    const mobile = [category.mobile!, category.phones!, category.tablets!];
    expect(names(await listProducts(db, { categoryIds: mobile, limit: 10 }))).toEqual([
      "alpha",
      "charlie",
      "bravo",
      "delta",
    ]);
    expect(names(await listProducts(db, { categoryIds: [category.tablets!], limit: 10 }))).toEqual([
      "charlie",
      "delta",
    ]);
    expect(names(await listProducts(db, { minPrice: "950.50", maxPrice: "1200", limit: 10 }))).toEqual([
      "alpha",
      "charlie",
      "bravo",
    ]);
    expect(names(await listProducts(db, { minPrice: "950.51", limit: 10 }))).toEqual(["bravo", "echo"]);
    expect(await listProducts(db, { categoryIds: [], limit: 10 })).toEqual({ products: [], total: 0 });
  });

  it("pages through the list and still counts every match", async () => {
    const second = await listProducts(db, { limit: 2, offset: 2 });
    expect(names(second)).toEqual(["bravo", "echo"]);
    expect(second.total).toBe(5);
    expect(await listProducts(db, { limit: 2, offset: 20 })).toEqual({ products: [], total: 5 });
    expect(await listProducts(db, { limit: 2, offset: 20, minPrice: "1000" })).toEqual({
      products: [],
      total: 2,
    });
  });

  it("lists the newest products with a picture, without counting when asked not to", async () => {
    const page = await listProducts(db, { sortBy: "newest", hasImage: true, limit: 3, withTotal: false });
    expect(names(page)).toEqual(["alpha", "bravo", "delta"]);
    expect(page.total).toBe(3);
  });

  it("carries each product's price insight for the card's badge, searched or not", async () => {
    // Nineteen days before today at one price, and today's current lowest (PD-22).
    const history = async (productId: string, price: string) => {
      await db.execute(sql`
        insert into product_price_days (product_id, day, lowest_price)
        select ${productId}::uuid, riyadh_today() - g, ${price}::numeric from generate_series(1, 19) as g`);
      await db.execute(sql`select refresh_price_insight(array[${productId}::uuid], riyadh_today())`);
    };
    await history(id.bravo!, "1400.00");
    await history(id.echo!, "4000.00");
    const bravo = {
      verdict: "low",
      typicalLow: "1400.00",
      typicalPrice: "1400.00",
      typicalHigh: "1400.00",
      historyDays: 20,
      hasEnoughHistory: true,
      isLowestIn90Days: true,
      // Today's 1,200 is the lowest day of the window.
      low90Days: "1200.00",
      vsTypical: expect.closeTo((1200 - 1400) / 1400, 4),
    };
    const echo = { verdict: "high", isLowestIn90Days: false, vsTypical: expect.closeTo(999.99 / 4000, 4) };

    const { products: rows } = await listProducts(db, { limit: 10 });
    expect(rows.find((row) => row.id === id.bravo)?.insight).toEqual(bravo);
    expect(rows.find((row) => row.id === id.echo)?.insight).toMatchObject(echo);
    expect(rows.find((row) => row.id === id.alpha)?.insight).toMatchObject({
      verdict: null,
      hasEnoughHistory: false,
      isLowestIn90Days: false,
    });
    const match = { where: sql`${products.searchText} in ('bravo', 'echo')`, rank: sql`0::float8` };
    const searched = await listProducts(db, { match, limit: 10 });
    expect(searched.products.map((row) => row.insight)).toEqual([
      expect.objectContaining(bravo),
      expect.objectContaining(echo),
    ]);
  });
});

describe("listProducts: brand, store, stock and rating filters with counts", () => {
  beforeAll(async () => {
    await db.update(products).set({ brand: "Acme" }).where(sql`${products.id} in (${id.alpha}, ${id.bravo})`);
    await db
      .update(products)
      .set({ brand: "Zen" })
      .where(sql`${products.id} in (${id.charlie}, ${id.delta})`);
  });

  it("keeps the chosen brands, stores, stocked products and ratings", async () => {
    expect(names(await listProducts(db, { limit: 10, brands: ["Acme"] }))).toEqual(["alpha", "bravo"]);
    expect(names(await listProducts(db, { limit: 10, brands: ["Acme", "Zen"] }))).toEqual([
      "alpha",
      "charlie",
      "bravo",
      "delta",
    ]);
    // S2 is only charlie's third store; S1 is alpha's and charlie's second.
    expect(names(await listProducts(db, { limit: 10, stores: ["S2"] }))).toEqual(["charlie"]);
    expect(names(await listProducts(db, { limit: 10, stores: ["S1", "S2"] }))).toEqual(["alpha", "charlie"]);
    expect(names(await listProducts(db, { limit: 10, inStock: true }))).toEqual([
      "alpha",
      "charlie",
      "bravo",
      "echo",
    ]);
    expect(names(await listProducts(db, { limit: 10, minRating: 4 }))).toEqual(["alpha", "echo"]);
    expect(
      names(await listProducts(db, { limit: 10, minRating: 3, inStock: true, brands: ["Acme"] })),
    ).toEqual(["alpha"]);
  });

  it("counts each option with the other filters applied", async () => {
    const { facets, total } = await listProducts(db, { limit: 10, brands: ["Acme"], withFacets: true });
    expect(total).toBe(2);
    // Brands are counted without the brand filter, so a second brand can still be added.
    expect(facets?.brands).toEqual([
      { value: "Acme", count: 2 },
      { value: "Zen", count: 2 },
    ]);
    expect(facets?.stores).toEqual([
      { value: "S0", nameAr: null, count: 2 },
      { value: "S1", nameAr: null, count: 1 },
    ]);
    expect(facets?.inStock).toBe(2);
    expect(facets?.ratings).toEqual([
      { min: 4, count: 1 },
      { min: 3, count: 1 },
      { min: 2, count: 2 },
    ]);
    const inTablets = await listProducts(db, {
      limit: 10,
      categoryIds: [category.tablets!],
      withFacets: true,
    });
    expect(inTablets.facets?.brands).toEqual([{ value: "Zen", count: 2 }]);
    expect(inTablets.facets?.inStock).toBe(1);
  });

  it("counts the whole catalogue's stores from the offers alone, as the products would give them", async () => {
    const whole = await listProducts(db, { limit: 10, withFacets: true });
    expect(whole.facets?.stores.length).toBeGreaterThan(0);
    // A store filter leaves the stores' own counts as they were; a price floor of zero keeps every
    // product with a current offer, but counts through the products.
    const oneStore = await listProducts(db, { limit: 10, stores: ["S1"], withFacets: true });
    const throughProducts = await listProducts(db, { limit: 10, minPrice: "0", withFacets: true });
    expect(oneStore.facets?.stores).toEqual(whole.facets?.stores);
    expect(throughProducts.facets?.stores).toEqual(whole.facets?.stores);
  });
});
