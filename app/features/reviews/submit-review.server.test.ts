import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct, createUser } from "../../../tests/setup/factories";
import { reviewSchema } from "./review-schema";
import { submitReview } from "./submit-review.server";

let handle: DatabaseHandle;
const productId = "30000000-0000-4000-8000-000000000010";

beforeAll(async () => {
  handle = await createTestDatabase();
  await createProduct(handle.db, { id: productId });
  await createUser(handle.db, { id: "writer" });
});
afterAll(() => handle?.close());

describe("submitReview", () => {
  it("stores the review as pending, so it is not public until approved", async () => {
    const { id } = await submitReview(handle.db, {
      userId: "writer",
      productId,
      rating: 4,
      reviewText: "Solid.",
    });
    const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({
      userId: "writer",
      productId,
      rating: 4,
      reviewText: "Solid.",
      status: "pending",
    });
  });
});

describe("reviewSchema", () => {
  const parse = (value: Record<string, unknown>) =>
    reviewSchema.safeParse({ intent: "write-review", ...value });
  const messages = (value: Record<string, unknown>) => {
    const result = parse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("asks for a rating and for text with the spec's messages", () => {
    expect(messages({ reviewText: "Nice" })).toEqual(["product.reviewForm.errors.ratingRequired"]);
    expect(messages({ rating: 0, reviewText: "Nice" })).toEqual(["product.reviewForm.errors.ratingRequired"]);
    expect(messages({ rating: 6, reviewText: "Nice" })).toEqual(["product.reviewForm.errors.ratingRequired"]);
    expect(messages({ rating: 5, reviewText: "   " })).toEqual(["product.reviewForm.errors.textRequired"]);
    expect(messages({ rating: 5 })).toEqual(["product.reviewForm.errors.textRequired"]);
    expect(messages({ rating: 5, reviewText: "x".repeat(2001) })).toEqual([
      "product.reviewForm.errors.textTooLong",
    ]);
  });

  it("accepts a rating from 1 to 5 and trims the text", () => {
    expect(parse({ rating: 1, reviewText: "  Good value  " })).toMatchObject({
      success: true,
      data: { rating: 1, reviewText: "Good value" },
    });
  });
});
