import type { PGlite } from "@electric-sql/pglite";
import { asc, count, eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import {
  categories,
  expertReviews,
  priceHistory,
  productPrices,
  products,
  profiles,
  reviews,
} from "~/db/schema";
import { findPriceHistory } from "~/features/price-history/price-history.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { seedStructuredDemoCatalog } from "../../../tests/setup/demo-catalog";
import { createUser } from "../../../tests/setup/factories";
import { insertProductWithPrices } from "../../../tests/setup/price-fixtures";
import { findProductDetail } from "./product-detail.server";
import { buildProductJsonLd } from "./product-json-ld";

let handle: DatabaseHandle;
let db: Database;

const ids = {
  phones: "00000000-0000-4000-8000-000000000001",
  laptops: "00000000-0000-4000-8000-000000000002",
  phone: "00000000-0000-4000-8000-000000000010",
  sibling: "00000000-0000-4000-8000-000000000011",
  bareSibling: "00000000-0000-4000-8000-000000000012",
  laptop: "00000000-0000-4000-8000-000000000013",
  unknown: "00000000-0000-4000-8000-000000000099",
};
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insert(categories).values([
    { id: ids.phones, nameEn: "Smartphones", nameAr: "الجوالات", slug: "fixture-phones" },
    { id: ids.laptops, nameEn: "Laptops", nameAr: "اللابتوب", slug: "fixture-laptops" },
  ]);
  await db.insert(products).values([
    {
      id: ids.phone,
      nameEn: "Fixture Phone",
      nameAr: "جوال التجربة",
      descriptionEn: "A phone.",
      categoryId: ids.phones,
      brand: "Acme",
      model: "P1",
      specifications: [{ name: "Storage", value: "128GB" }],
      createdAt: day(1),
    },
    {
      id: ids.sibling,
      nameEn: "Sibling Phone",
      nameAr: "جوال شقيق",
      categoryId: ids.phones,
      createdAt: day(2),
    },
    {
      id: ids.bareSibling,
      nameEn: "Bare Phone",
      nameAr: "جوال بلا سعر",
      categoryId: ids.phones,
      createdAt: day(3),
    },
    { id: ids.laptop, nameEn: "Fixture Laptop", nameAr: "لابتوب", categoryId: ids.laptops },
  ]);
  await db.insert(productPrices).values([
    {
      productId: ids.phone,
      storeName: "Jarir",
      url: "https://jarir.example/p",
      price: "2099.00",
      inStock: true,
    },
    {
      productId: ids.phone,
      storeName: "noon",
      url: "https://noon.example/p",
      price: "1999.50",
      inStock: false,
    },
    { productId: ids.phone, storeName: "eXtra", url: "https://extra.example/p", price: "2149.00" },
    // Cheapest, but last checked three days ago: stale (PD-21).
    {
      productId: ids.phone,
      storeName: "Amazon.sa",
      url: "https://amazon.example/p",
      price: "1899.00",
      checkedAt: new Date(Date.now() - 3 * 24 * 3_600_000),
    },
    { productId: ids.sibling, storeName: "noon", url: "https://noon.example/s", price: "999.00" },
    { productId: ids.sibling, storeName: "Jarir", url: "https://jarir.example/s", price: "1049.00" },
  ]);
  await createUser(db, { id: "u1", name: "Layla" });
  await createUser(db, { id: "u2", name: "" });
  await createUser(db, { id: "u3", name: "Omar" });
  await db.insert(profiles).values({ id: "u1", fullName: "Layla Al-Harbi" });
  const review = (
    userId: string,
    rating: number,
    status: "approved" | "pending" | "rejected",
    n: number,
  ) => ({
    productId: ids.phone,
    userId,
    rating,
    reviewText: `review ${n}`,
    status,
    createdAt: day(n),
  });
  await db
    .insert(reviews)
    .values([
      review("u1", 5, "approved", 10),
      review("u2", 4, "approved", 12),
      review("u3", 5, "approved", 11),
      review("u1", 2, "approved", 9),
      review("u2", 1, "pending", 13),
      review("u3", 1, "rejected", 14),
      { ...review("u3", 3, "approved", 15), productId: ids.sibling },
    ]);
  await db.insert(expertReviews).values({
    productId: ids.phone,
    websiteName: "Tech Majlis",
    title: "Fixture review",
    content: "Good phone.",
    reviewUrl: "https://techmajlis.example/r",
  });
});
afterAll(() => handle?.close());

describe("findProductDetail", () => {
  it("returns the product with its category, specifications and offers, current ones first, cheapest first", async () => {
    const detail = await findProductDetail(db, ids.phone);
    expect(detail).toMatchObject({
      id: ids.phone,
      nameEn: "Fixture Phone",
      brand: "Acme",
      specifications: [{ name: "Storage", value: "128GB" }],
      category: { id: ids.phones, nameEn: "Smartphones", nameAr: "الجوالات" },
    });
    expect(detail?.offers.map((o) => [o.storeName, o.price, o.inStock, o.isFresh, o.isCurrent])).toEqual([
      ["Jarir", "2099.00", true, true, true],
      ["eXtra", "2149.00", null, true, true],
      ["Amazon.sa", "1899.00", null, false, false],
      ["noon", "1999.50", false, true, false],
    ]);
    // Neither the stale nor the sold-out store's price is the lowest.
    expect(detail?.priceRange).toEqual({ lowest: "2099.00", highest: "2149.00", storeCount: 2 });
    expect(detail?.lastKnownPrice).toBeNull();
  });

  it("carries each store's was price above its price, and whether the store really charged it", async () => {
    const { productId, priceIds } = await insertProductWithPrices(db, [
      { storeName: "Jarir", url: "https://jarir.example/w", price: "2199.00" },
      { storeName: "eXtra", url: "https://extra.example/w", price: "2249.00" },
      { storeName: "noon", url: "https://noon.example/w", price: "2299.00" },
      { storeName: "Virgin", url: "https://virgin.example/w", price: "2349.00" },
    ]);
    const claims = ["2649.00", "3149.00", "2199.00", null];
    for (const [index, wasPrice] of claims.entries()) {
      await db.update(productPrices).set({ wasPrice }).where(eq(productPrices.id, priceIds[index]!));
    }
    // Jarir sold at 2,649 until three days ago; eXtra never charged 3,149.
    await db.insert(priceHistory).values([
      { productId, storeName: "Jarir", price: "2649.00", recordedAt: new Date(Date.now() - 40 * 86_400_000) },
      { productId, storeName: "Jarir", price: "2199.00", recordedAt: new Date(Date.now() - 3 * 86_400_000) },
      { productId, storeName: "eXtra", price: "2249.00", recordedAt: new Date(Date.now() - 40 * 86_400_000) },
    ]);
    const detail = await findProductDetail(db, productId);
    expect(detail?.offers.map((o) => [o.storeName, o.wasPrice])).toEqual([
      ["Jarir", { price: "2649.00", isReal: true }],
      ["eXtra", { price: "3149.00", isReal: false }],
      // noon's struck price is below its own: no claim.
      ["noon", null],
      ["Virgin", null],
    ]);
  });

  it("summarises approved reviews only and lists them newest first with the author's name", async () => {
    const detail = await findProductDetail(db, ids.phone);
    // approved: 5, 4, 5, 2 → 16 / 4 = 4.0
    expect(detail?.ratings.count).toBe(4);
    expect(detail?.ratings.average).toBe(4);
    expect(detail?.ratings.distribution.map((row) => row.percent)).toEqual([50, 25, 0, 25, 0]);
    expect(detail?.reviews.map((r) => [r.reviewText, r.authorName])).toEqual([
      ["review 12", null],
      ["review 11", "Omar"],
      ["review 10", "Layla Al-Harbi"],
      ["review 9", "Layla Al-Harbi"],
    ]);
    expect(detail?.expertReviews).toMatchObject([{ websiteName: "Tech Majlis", title: "Fixture review" }]);
  });

  it("suggests other products of the same category, those with prices first", async () => {
    const detail = await findProductDetail(db, ids.phone);
    expect(detail?.similarProducts).toEqual([
      expect.objectContaining({
        id: ids.sibling,
        lowestPrice: "999.00",
        storeCount: 2,
        averageRating: 3,
        reviewCount: 1,
      }),
      expect.objectContaining({ id: ids.bareSibling, lowestPrice: null, storeCount: 0, averageRating: null }),
    ]);
  });

  it("gives its JSON-LD the headline price: current offers only, not the cheaper stale one", async () => {
    const detail = await findProductDetail(db, ids.phone);
    const jsonLd = buildProductJsonLd(detail!, {
      url: `https://qaren.example/products/${ids.phone}`,
      origin: "https://qaren.example",
      locale: "en",
    });
    // Jarir (2099.00, in stock) and eXtra (2149.00, stock unknown) are current; Amazon.sa's
    // 1899.00 was last checked three days ago and noon is sold out.
    expect(jsonLd.offers).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "SAR",
      lowPrice: "2099.00",
      highPrice: "2149.00",
      offerCount: 2,
    });
  });

  it("carries the price insight of the product and of the similar products", async () => {
    // Nineteen days before today at one price; today's daily lowest is the current one.
    const history = async (productId: string, price: string) => {
      await db.execute(sql`
        insert into product_price_days (product_id, day, lowest_price)
        select ${productId}::uuid, riyadh_today() - g, ${price}::numeric from generate_series(1, 19) as g
        on conflict do nothing`);
      await db.execute(sql`select refresh_price_insight(array[${productId}::uuid], riyadh_today())`);
    };
    // 2,099 today against 1,900: 10.5 % above the typical price, past the verdict's 5 % margin.
    await history(ids.phone, "1900.00");
    await history(ids.sibling, "1100.00");
    const detail = await findProductDetail(db, ids.phone);
    expect(detail?.insight).toEqual({
      verdict: "high",
      typicalLow: "1900.00",
      typicalPrice: "1900.00",
      typicalHigh: "1900.00",
      historyDays: 20,
      hasEnoughHistory: true,
      isLowestIn90Days: false,
      low90Days: "1900.00",
      vsTypical: expect.closeTo(199 / 1900, 4),
    });
    expect(detail?.similarProducts[0]).toMatchObject({
      id: ids.sibling,
      insight: { verdict: "low", isLowestIn90Days: true, vsTypical: expect.closeTo(-101 / 1100, 4) },
    });
    expect(detail?.similarProducts[1]?.insight).toMatchObject({
      verdict: null,
      hasEnoughHistory: false,
      low90Days: null,
    });
  });

  it("returns null for an unknown product", async () => {
    expect(await findProductDetail(db, ids.unknown)).toBeNull();
  });
});

/** The same database seen through a Drizzle instance that counts the statements it sends. */
function countingDatabase(target: DatabaseHandle) {
  const counter = { queries: 0 };
  const options = {
    schema,
    casing: "snake_case" as const,
    logger: { logQuery: () => void counter.queries++ },
  };
  // Drizzle keeps the driver's client (PGlite instance or pg Pool) on the instance it returned.
  const client = (target.db as unknown as { $client: unknown }).$client;
  const counted =
    target.kind === "pglite"
      ? (drizzlePglite(client as PGlite, options) as unknown as Database)
      : drizzlePg(client as Pool, options);
  return { counted, counter };
}

describe("product page query count", () => {
  it("stays the same whatever the number of stores, history rows and reviews", async () => {
    const seeded = await createTestDatabase();
    try {
      await seedStructuredDemoCatalog(seeded.db);
      const offerCounts = await seeded.db
        .select({ id: products.id, offers: count(productPrices.id) })
        .from(products)
        .leftJoin(productPrices, eq(productPrices.productId, products.id))
        .groupBy(products.id)
        .orderBy(asc(count(productPrices.id)));
      const fewest = offerCounts[0]!;
      const most = offerCounts.at(-1)!;
      expect(most.offers).toBeGreaterThan(fewest.offers);

      const counts: number[] = [];
      for (const { id } of [fewest, most]) {
        const { counted, counter } = countingDatabase(seeded);
        await Promise.all([findProductDetail(counted, id), findPriceHistory(counted, id)]);
        counts.push(counter.queries);
      }
      // The product, its offers, ratings, reviews, expert reviews, similar products, attribute
      // values, variants; the history.
      expect(counts).toEqual([9, 9]);
    } finally {
      await seeded.close();
    }
  });
});
