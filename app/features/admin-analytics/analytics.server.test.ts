import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { productPriceDays, reviews } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createProduct, createUser } from "../../../tests/setup/factories";
import { getAnalytics } from "./analytics.server";

const riyadhDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" });
/** The Riyadh calendar day (YYYY-MM-DD) so many days before today. */
const riyadhDaysAgo = (days: number) => riyadhDay.format(new Date(Date.now() - days * 24 * 3600 * 1000));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it("shows zeros on an empty database", async () => {
  const analytics = await getAnalytics(handle.db);
  expect(analytics.totals).toEqual({ products: 0, reviews: 0, users: 0, averageRating: 0 });
  expect(analytics.sentiment).toEqual({ positive: 0, neutral: 0, negative: 0 });
  expect(analytics.priceMoves).toEqual({
    days: 30,
    from: riyadhDaysAgo(31),
    to: riyadhDaysAgo(1),
    compared: 0,
    drops: 0,
    rises: 0,
    medianChangePercent: null,
  });
  expect(analytics.mostReviewed).toEqual([]);
});

it("aggregates totals, sentiment from approved ratings, moderation counts and the top products", async () => {
  const db = handle.db;
  const { id: categoryId } = await createCategory(db);
  const tv = await createProduct(db, { nameEn: "OLED TV", nameAr: "تلفزيون أوليد", categoryId });
  const soundbar = await createProduct(db, { nameEn: "Soundbar", nameAr: "مكبر صوت", categoryId });
  const people = [await createUser(db), await createUser(db), await createUser(db)];
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
      review(tv.id, 0, 5, "approved"),
      review(tv.id, 1, 4, "approved"),
      review(tv.id, 2, 3, "approved"),
      review(soundbar.id, 0, 1, "approved"),
      review(soundbar.id, 1, 5, "pending"),
      review(soundbar.id, 2, 2, "rejected"),
    ]);
  const analytics = await getAnalytics(db);
  expect(analytics.totals).toEqual({ products: 2, reviews: 6, users: 3, averageRating: 3.3 });
  expect(analytics.sentiment).toEqual({ positive: 2, neutral: 1, negative: 1 });
  expect(analytics.moderation).toEqual({ pending: 1, approved: 4, rejected: 1 });
  expect(analytics.mostReviewed.map((row) => [row.nameEn, row.reviewCount])).toEqual([
    ["OLED TV", 3],
    ["Soundbar", 1],
  ]);
});

it("counts how products' daily lowest prices moved between the last whole day and 30 days before it", async () => {
  const db = handle.db;
  const { id: categoryId } = await createCategory(db);
  const names = ["A", "B", "C", "D", "E", "New", "Gone", "Off by a day"];
  const rows: { id: string }[] = [];
  for (const name of names) rows.push(await createProduct(db, { nameEn: `Kettle ${name}`, categoryId }));
  const id = (name: string) => rows[names.indexOf(name)]!.id;
  const lowest = (name: string, daysAgo: number, price: string) => ({
    productId: id(name),
    day: riyadhDaysAgo(daysAgo),
    lowestPrice: price,
  });
  await db.insert(productPriceDays).values([
    // 100 → 90 (−10 %), 200 → 220 (+10 %), 50 → 45 (−10 %), 80 → 80, 300 → 285 (−5 %).
    lowest("A", 31, "100.00"),
    lowest("A", 1, "90.00"),
    lowest("B", 31, "200.00"),
    lowest("B", 1, "220.00"),
    lowest("C", 31, "50.00"),
    lowest("C", 1, "45.00"),
    lowest("D", 31, "80.00"),
    lowest("D", 1, "80.00"),
    lowest("E", 31, "300.00"),
    lowest("E", 1, "285.00"),
    // Today's lowest is not a whole day yet; a product new since, one gone since, and one whose
    // earlier price is from another day are not compared.
    lowest("A", 0, "10.00"),
    lowest("New", 1, "70.00"),
    lowest("Gone", 31, "70.00"),
    lowest("Off by a day", 30, "500.00"),
    lowest("Off by a day", 1, "100.00"),
  ]);

  expect((await getAnalytics(db)).priceMoves).toEqual({
    days: 30,
    from: riyadhDaysAgo(31),
    to: riyadhDaysAgo(1),
    compared: 5,
    drops: 3,
    rises: 1,
    // The moved four, −10, −10, −5 and +10 %: the middle two average to −7.5 %.
    medianChangePercent: -7.5,
  });
});
