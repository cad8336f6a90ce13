// The product figures kept by the triggers of drizzle/0005_product_stats.sql, checked against
// what a shopper would read off the store prices and approved reviews.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/setup/database";
import type { Database, DatabaseHandle } from "./client.server";
import * as t from "./schema";

let handle: DatabaseHandle;
let db: Database;
let categoryId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const [category] = await db
    .insert(t.categories)
    .values({ nameEn: "Phones", nameAr: "الجوالات", slug: "phones" })
    .returning();
  categoryId = category!.id;
});
afterAll(() => handle.close());

async function newProduct(nameEn: string) {
  const [product] = await db.insert(t.products).values({ nameEn, nameAr: nameEn, categoryId }).returning();
  return product!.id;
}

async function figuresOf(productId: string) {
  const [row] = await db
    .select({
      lowestPrice: t.products.lowestPrice,
      storeCount: t.products.storeCount,
      ratingAverage: t.products.ratingAverage,
      reviewCount: t.products.reviewCount,
    })
    .from(t.products)
    .where(eq(t.products.id, productId));
  return row!;
}

function price(productId: string, storeName: string, amount: string) {
  return { productId, storeName, url: `https://${storeName}.example/p`, price: amount };
}

describe("a product's lowest price and store count", () => {
  it("starts without a price", async () => {
    const id = await newProduct("No offers yet");
    expect(await figuresOf(id)).toMatchObject({ lowestPrice: null, storeCount: 0 });
  });

  it("follows prices added, changed and removed, in one statement or several", async () => {
    const id = await newProduct("Galaxy S24");
    await db.insert(t.productPrices).values([price(id, "jarir", "3999.00"), price(id, "noon", "3849.50")]);
    expect(await figuresOf(id)).toMatchObject({ lowestPrice: "3849.50", storeCount: 2 });

    await db.insert(t.productPrices).values(price(id, "extra", "3899.00"));
    expect(await figuresOf(id)).toMatchObject({ lowestPrice: "3849.50", storeCount: 3 });

    await db.update(t.productPrices).set({ price: "3700.00" }).where(eq(t.productPrices.storeName, "jarir"));
    expect(await figuresOf(id)).toMatchObject({ lowestPrice: "3700.00", storeCount: 3 });

    await db.delete(t.productPrices).where(eq(t.productPrices.storeName, "jarir"));
    expect(await figuresOf(id)).toMatchObject({ lowestPrice: "3849.50", storeCount: 2 });

    await db.delete(t.productPrices).where(eq(t.productPrices.productId, id));
    expect(await figuresOf(id)).toMatchObject({ lowestPrice: null, storeCount: 0 });
  });

  it("keeps each product apart when one statement writes prices of several", async () => {
    const first = await newProduct("iPhone 15");
    const second = await newProduct("Pixel 9");
    await db
      .insert(t.productPrices)
      .values([price(first, "a", "100.00"), price(second, "a", "250.00"), price(second, "b", "240.00")]);
    await db
      .update(t.productPrices)
      .set({ price: "90.00" })
      .where(inArray(t.productPrices.productId, [first, second]));
    expect(await figuresOf(first)).toMatchObject({ lowestPrice: "90.00", storeCount: 1 });
    expect(await figuresOf(second)).toMatchObject({ lowestPrice: "90.00", storeCount: 2 });
  });
});

describe("a product's rating", () => {
  async function reviewer(email: string) {
    const [user] = await db
      .insert(t.users)
      .values({ id: crypto.randomUUID(), email, name: email })
      .returning();
    return user!.id;
  }

  it("counts approved reviews only, as they are moderated and removed", async () => {
    const id = await newProduct("WH-1000XM5");
    const [ali, sara, omar] = await Promise.all(
      ["ali", "sara", "omar"].map((n) => reviewer(`${n}@example.com`)),
    );
    const review = (userId: string, rating: number, status: "pending" | "approved" | "rejected") => ({
      productId: id,
      userId,
      rating,
      reviewText: "A review long enough to be accepted by the form.",
      status,
    });
    const [pending] = await db
      .insert(t.reviews)
      .values([review(ali!, 5, "approved"), review(sara!, 2, "approved"), review(omar!, 1, "pending")])
      .returning()
      .then((rows) => rows.filter((row) => row.status === "pending"));
    expect(await figuresOf(id)).toMatchObject({ ratingAverage: 3.5, reviewCount: 2 });

    await db.update(t.reviews).set({ status: "approved" }).where(eq(t.reviews.id, pending!.id));
    expect(await figuresOf(id)).toMatchObject({ reviewCount: 3 });
    expect((await figuresOf(id)).ratingAverage).toBeCloseTo(8 / 3);

    await db.update(t.reviews).set({ status: "rejected" }).where(eq(t.reviews.userId, sara!));
    expect(await figuresOf(id)).toMatchObject({ ratingAverage: 3, reviewCount: 2 });

    // Deleting an account takes its reviews with it (a cascade), and the rating follows.
    await db.delete(t.users).where(eq(t.users.id, ali!));
    expect(await figuresOf(id)).toMatchObject({ ratingAverage: 1, reviewCount: 1 });
  });
});
