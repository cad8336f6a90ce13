import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/setup/database";
import type { Database, DatabaseHandle } from "./client.server";
import * as t from "./schema";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

/** Postgres error code of a failed statement (drizzle wraps the driver error in `cause`). */
async function errorCodeOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

async function createUser(email: string) {
  const [user] = await db.insert(t.users).values({ id: crypto.randomUUID(), email, name: email }).returning();
  return user!;
}

async function createProduct(nameEn = "Galaxy S24 Ultra") {
  const [category] = await db
    .insert(t.categories)
    .values({ nameEn: "Phones", nameAr: "الجوالات", slug: `phones-${crypto.randomUUID()}` })
    .returning();
  const [product] = await db
    .insert(t.products)
    .values({
      nameEn,
      nameAr: "جالكسي إس 24 ألترا",
      categoryId: category!.id,
      brand: "Samsung",
      model: "SM-S928B",
      specifications: [{ name: "Storage", value: "256 GB" }],
    })
    .returning();
  return { category: category!, product: product! };
}

describe("schema on the real database", () => {
  it("has pg_trgm installed for search", async () => {
    const result = await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(result.rows).toHaveLength(1);
  });

  it("writes and reads every table", async () => {
    const user = await createUser("shopper@example.com");
    const { category, product } = await createProduct();

    const [subcategory] = await db
      .insert(t.categories)
      .values({ nameEn: "Smartphones", nameAr: "الهواتف الذكية", slug: "smartphones", parentId: category.id })
      .returning();
    const [price] = await db
      .insert(t.productPrices)
      .values({ productId: product.id, storeName: "Jarir", url: "https://www.jarir.com/x", price: "4299.00" })
      .returning();
    await db.insert(t.priceHistory).values({ productId: product.id, storeName: "Jarir", price: "4299.00" });
    await db
      .insert(t.priceFetchLogs)
      .values({ productPriceId: price!.id, url: price!.url, success: true, price: "4299" });
    await db.insert(t.priceUpdateStatus).values({ id: 1, isRunning: false });
    await db
      .insert(t.reviews)
      .values({ productId: product.id, userId: user.id, rating: 5, reviewText: "ممتاز <b>جدًا</b>" });
    await db
      .insert(t.expertReviews)
      .values({ productId: product.id, websiteName: "Tech Majlis", title: "t", content: "c" });
    await db.insert(t.savedProducts).values({ productId: product.id, userId: user.id });
    await db.insert(t.priceAlerts).values({ productId: product.id, userId: user.id, targetPrice: "3999.99" });
    await db.insert(t.profiles).values({ id: user.id, fullName: "Sara" });
    await db.insert(t.heroSlides).values({ imageUrl: "/demo/slides/1.svg", sortOrder: 0 });
    await db.insert(t.sessions).values({
      id: crypto.randomUUID(),
      token: crypto.randomUUID(),
      userId: user.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await db.insert(t.accounts).values({
      id: crypto.randomUUID(),
      accountId: user.id,
      providerId: "credential",
      userId: user.id,
      password: "hash",
    });
    await db
      .insert(t.verifications)
      .values({ id: crypto.randomUUID(), identifier: "reset", value: "v", expiresAt: new Date() });

    expect(subcategory!.parentId).toBe(category.id);
    const stored = await db.query.products.findFirst({ where: eq(t.products.id, product.id) });
    expect(stored?.specifications).toEqual([{ name: "Storage", value: "256 GB" }]);
    expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/);

    const [money] = await db.select({ price: t.productPrices.price }).from(t.productPrices);
    expect(money!.price).toBe("4299.00");
    const [alert] = await db.select().from(t.priceAlerts);
    expect(alert).toMatchObject({ targetPrice: "3999.99", minReduction: "1.00", isActive: true });
    const [review] = await db.select().from(t.reviews);
    expect(review).toMatchObject({ status: "pending", reviewText: "ممتاز <b>جدًا</b>" });
    expect(user.role).toBe("user");

    for (const table of [
      t.priceHistory,
      t.priceFetchLogs,
      t.priceUpdateStatus,
      t.expertReviews,
      t.savedProducts,
      t.profiles,
      t.heroSlides,
      t.sessions,
      t.accounts,
      t.verifications,
    ]) {
      expect(await db.$count(table)).toBe(1);
    }
  });

  it("rejects ratings outside 1–5, duplicate saves, duplicate store prices and duplicate slugs", async () => {
    const user = await createUser("rules@example.com");
    const { product, category } = await createProduct("Rules phone");

    expect(
      await errorCodeOf(
        db.insert(t.reviews).values({ productId: product.id, userId: user.id, rating: 6, reviewText: "x" }),
      ),
    ).toBe("23514");
    await db.insert(t.savedProducts).values({ productId: product.id, userId: user.id });
    expect(
      await errorCodeOf(db.insert(t.savedProducts).values({ productId: product.id, userId: user.id })),
    ).toBe("23505");
    const offer = { productId: product.id, storeName: "noon", url: "https://www.noon.com/x", price: "10.00" };
    await db.insert(t.productPrices).values(offer);
    expect(await errorCodeOf(db.insert(t.productPrices).values(offer))).toBe("23505");
    expect(
      await errorCodeOf(db.insert(t.categories).values({ nameEn: "x", nameAr: "x", slug: category.slug })),
    ).toBe("23505");
    expect(await errorCodeOf(db.insert(t.heroSlides).values({ imageUrl: "/x.svg", sortOrder: -1 }))).toBe(
      "23514",
    );
  });

  it("deleting a product removes its prices, history, reviews, saves and alerts", async () => {
    const user = await createUser("cascade@example.com");
    const { product, category } = await createProduct("Cascade phone");
    await db
      .insert(t.productPrices)
      .values({ productId: product.id, storeName: "eXtra", url: "https://x", price: "5" });
    await db.insert(t.priceHistory).values({ productId: product.id, storeName: "eXtra", price: "5" });
    await db
      .insert(t.reviews)
      .values({ productId: product.id, userId: user.id, rating: 4, reviewText: "ok" });
    await db.insert(t.savedProducts).values({ productId: product.id, userId: user.id });
    await db.insert(t.priceAlerts).values({ productId: product.id, userId: user.id, targetPrice: "4" });

    // A category that still has products cannot be deleted.
    // (PostgreSQL 15 reports it as a foreign key violation, 18 as a restrict violation.)
    expect(["23503", "23001"]).toContain(
      await errorCodeOf(db.delete(t.categories).where(eq(t.categories.id, category.id))),
    );

    await db.delete(t.products).where(eq(t.products.id, product.id));
    for (const table of [t.productPrices, t.priceHistory, t.reviews, t.savedProducts, t.priceAlerts]) {
      expect(await db.$count(table, eq(table.productId, product.id))).toBe(0);
    }
  });

  it("deleting a user removes their sessions, reviews, saves, alerts and profile", async () => {
    const user = await createUser("leaving@example.com");
    const { product } = await createProduct("Leaving phone");
    await db.insert(t.profiles).values({ id: user.id, fullName: "Leaving" });
    await db
      .insert(t.reviews)
      .values({ productId: product.id, userId: user.id, rating: 3, reviewText: "meh" });
    await db.insert(t.savedProducts).values({ productId: product.id, userId: user.id });

    await db.delete(t.users).where(eq(t.users.id, user.id));
    expect(await db.$count(t.profiles, eq(t.profiles.id, user.id))).toBe(0);
    expect(await db.$count(t.reviews, eq(t.reviews.userId, user.id))).toBe(0);
    expect(await db.$count(t.savedProducts, eq(t.savedProducts.userId, user.id))).toBe(0);
    expect(await db.$count(t.products, eq(t.products.id, product.id))).toBe(1);
  });

  it("finds products by trigram word similarity on the normalised search text", async () => {
    const { product } = await createProduct("Trigram phone");
    await db
      .update(t.products)
      .set({ searchText: "galaxy s24 ultra جالكسي" })
      .where(eq(t.products.id, product.id));
    const rows = await db
      .select({ id: t.products.id })
      .from(t.products)
      .where(sql`${"galaxi"} <% ${t.products.searchText}`);
    expect(rows.map((row) => row.id)).toContain(product.id);
  });
  it("writes a product in place when a new store only adds to its store count (no index is touched)", async () => {
    const { product } = await createProduct("In-place phone");
    await db
      .insert(t.productPrices)
      .values({ productId: product.id, storeName: "Jarir", url: "https://www.jarir.com/p", price: "999.00" });
    const { hotUpdates, storeCount } = await db.transaction(async (tx) => {
      const hot = sql`pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int`;
      const before = (await tx.execute<{ n: number }>(sql`select ${hot} as n`)).rows[0]!.n;
      // A second store at the same price: the lowest price stays, the store count moves.
      await tx
        .insert(t.productPrices)
        .values({ productId: product.id, storeName: "noon", url: "https://www.noon.com/p", price: "999.00" });
      const after = (await tx.execute<{ n: number }>(sql`select ${hot} as n`)).rows[0]!.n;
      const [row] = await tx
        .select({ storeCount: t.products.storeCount })
        .from(t.products)
        .where(eq(t.products.id, product.id));
      return { hotUpdates: after - before, storeCount: row!.storeCount };
    });
    expect(storeCount).toBe(2);
    expect(hotUpdates).toBe(1);
  });
});
