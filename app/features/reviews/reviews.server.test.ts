import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { profiles, reviews } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct, createUser } from "../../../tests/setup/factories";
import { listApprovedReviews, listLatestApprovedReviews } from "./reviews.server";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const product = await createProduct(db, { nameEn: "Phone", nameAr: "جوال", imageUrl: "/p.svg" });
  await createUser(db, { id: "named", name: "Account Name" });
  await createUser(db, { id: "profiled", name: "Account" });
  await createUser(db, { id: "nameless" });
  await db.insert(profiles).values({ id: "profiled", fullName: "نورة العتيبي" });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await db.insert(reviews).values([
    {
      productId: product.id,
      userId: "named",
      rating: 5,
      reviewText: "first",
      status: "approved",
      createdAt: at(50),
    },
    {
      productId: product.id,
      userId: "profiled",
      rating: 4,
      reviewText: "ممتاز",
      status: "approved",
      createdAt: at(40),
    },
    {
      productId: product.id,
      userId: "nameless",
      rating: 2,
      reviewText: "meh",
      status: "approved",
      createdAt: at(30),
    },
    {
      productId: product.id,
      userId: "named",
      rating: 1,
      reviewText: "hidden",
      status: "pending",
      createdAt: at(20),
    },
    {
      productId: product.id,
      userId: "named",
      rating: 1,
      reviewText: "spam",
      status: "rejected",
      createdAt: at(10),
    },
  ]);
});
afterAll(() => handle?.close());

describe("public reviews", () => {
  it("lists only approved reviews, newest first, with their product and author", async () => {
    const latest = await listLatestApprovedReviews(db, 6);
    expect(latest.map((review) => review.reviewText)).toEqual(["meh", "ممتاز", "first"]);
    expect(latest.map((review) => review.authorName)).toEqual([null, "نورة العتيبي", "Account Name"]);
    expect(latest[0]).toMatchObject({
      productNameEn: "Phone",
      productNameAr: "جوال",
      productImageUrl: "/p.svg",
      rating: 2,
    });
    expect((await listLatestApprovedReviews(db, 2)).map((review) => review.reviewText)).toEqual([
      "meh",
      "ممتاز",
    ]);
  });

  it("picks testimonials only from reviews of 4 stars or more", async () => {
    const praise = await listLatestApprovedReviews(db, 6, { minRating: 4 });
    expect(praise.map((review) => review.reviewText)).toEqual(["ممتاز", "first"]);
  });

  it("pages through the approved reviews and counts them", async () => {
    const second = await listApprovedReviews(db, { limit: 2, offset: 2 });
    expect(second.total).toBe(3);
    expect(second.reviews.map((review) => review.reviewText)).toEqual(["first"]);
  });
});
