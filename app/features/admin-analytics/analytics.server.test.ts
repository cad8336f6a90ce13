import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, priceHistory, products, reviews, users } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { getAnalytics } from "./analytics.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it("shows zeros on an empty database", async () => {
  const analytics = await getAnalytics(handle.db);
  expect(analytics.totals).toEqual({ products: 0, reviews: 0, users: 0, averageRating: 0 });
  expect(analytics.sentiment).toEqual({ positive: 0, neutral: 0, negative: 0 });
  expect(analytics.priceTrend).toEqual([]);
  expect(analytics.mostReviewed).toEqual([]);
});

it("aggregates totals, sentiment from approved ratings, moderation counts, daily averages and the top products", async () => {
  const db = handle.db;
  const [category] = await db
    .insert(categories)
    .values({ nameEn: "TVs", nameAr: "تلفزيونات", slug: "tvs" })
    .returning();
  const [tv, soundbar] = await db
    .insert(products)
    .values([
      { nameEn: "OLED TV", nameAr: "تلفزيون أوليد", categoryId: category!.id },
      { nameEn: "Soundbar", nameAr: "مكبر صوت", categoryId: category!.id },
    ])
    .returning();
  const people = await db
    .insert(users)
    .values(["a", "b", "c"].map((name) => ({ id: crypto.randomUUID(), email: `${name}@example.com` })))
    .returning();
  const review = (
    productId: string,
    userIndex: number,
    rating: number,
    status: "approved" | "pending" | "rejected",
  ) => ({
    productId,
    userId: people[userIndex]!.id,
    rating,
    reviewText: "…",
    status,
  });
  await db
    .insert(reviews)
    .values([
      review(tv!.id, 0, 5, "approved"),
      review(tv!.id, 1, 4, "approved"),
      review(tv!.id, 2, 3, "approved"),
      review(soundbar!.id, 0, 1, "approved"),
      review(soundbar!.id, 1, 5, "pending"),
      review(soundbar!.id, 2, 2, "rejected"),
    ]);
  // Two readings on the same Riyadh calendar day average to one point.
  const day = (iso: string) => new Date(iso);
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
  const isoDay = yesterday.toISOString().slice(0, 10);
  await db.insert(priceHistory).values([
    { productId: tv!.id, storeName: "Jarir", price: "1000.00", recordedAt: day(`${isoDay}T06:00:00Z`) },
    { productId: soundbar!.id, storeName: "eXtra", price: "501.00", recordedAt: day(`${isoDay}T07:00:00Z`) },
  ]);

  const analytics = await getAnalytics(db);
  expect(analytics.totals).toEqual({ products: 2, reviews: 6, users: 3, averageRating: 3.3 });
  expect(analytics.sentiment).toEqual({ positive: 2, neutral: 1, negative: 1 });
  expect(analytics.moderation).toEqual({ pending: 1, approved: 4, rejected: 1 });
  expect(analytics.priceTrend).toEqual([{ date: isoDay, averagePrice: 750.5 }]);
  expect(analytics.mostReviewed.map((row) => [row.nameEn, row.reviewCount])).toEqual([
    ["OLED TV", 3],
    ["Soundbar", 1],
  ]);
});

it("keeps each day's average right as readings of past days arrive and leave, and counts today live", async () => {
  const db = handle.db;
  const [category] = await db
    .insert(categories)
    .values({ nameEn: "Kettles", nameAr: "غلايات", slug: "kettles" })
    .returning();
  const [kettle, toaster] = await db
    .insert(products)
    .values([
      { nameEn: "Kettle", nameAr: "غلاية", categoryId: category!.id },
      { nameEn: "Toaster", nameAr: "محمصة", categoryId: category!.id },
    ])
    .returning();
  // Midday in Riyadh (09:00 UTC), so each reading falls on the named Riyadh day.
  const riyadhDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" });
  const isoDaysAgo = (days: number) => riyadhDay.format(new Date(Date.now() - days * 24 * 3600 * 1000));
  const reading = (productId: string, price: string, days: number) => ({
    productId,
    storeName: "noon",
    price,
    recordedAt: new Date(`${isoDaysAgo(days)}T09:00:00Z`),
  });
  const trendOf = async () =>
    (await getAnalytics(db)).priceTrend.filter((point) =>
      [isoDaysAgo(3), isoDaysAgo(0)].includes(point.date),
    );

  await db.insert(priceHistory).values([reading(kettle!.id, "100.00", 3), reading(toaster!.id, "300.00", 3)]);
  expect(await trendOf()).toEqual([{ date: isoDaysAgo(3), averagePrice: 200 }]);

  // A reading added later to a day already totalled, one for today, and a product deleted with its history.
  await db.insert(priceHistory).values([reading(kettle!.id, "130.00", 3)]);
  await db.insert(priceHistory).values({ productId: kettle!.id, storeName: "noon", price: "90.00" });
  expect(await trendOf()).toEqual([
    { date: isoDaysAgo(3), averagePrice: 176.67 },
    { date: isoDaysAgo(0), averagePrice: 90 },
  ]);
  await db.delete(products).where(eq(products.id, toaster!.id));
  expect(await trendOf()).toEqual([
    { date: isoDaysAgo(3), averagePrice: 115 },
    { date: isoDaysAgo(0), averagePrice: 90 },
  ]);
});
