import type { Database } from "~/db/client.server";
import { reviews } from "~/db/schema";
import type { ReviewInput } from "./review-schema";

/** Stores a shopper's review as pending; only an admin's approval makes it public (spec section 4). */
export async function submitReview(
  db: Database,
  {
    userId,
    productId,
    rating,
    reviewText,
  }: { userId: string; productId: string } & Omit<ReviewInput, "intent">,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(reviews)
    .values({ userId, productId, rating, reviewText, status: "pending" })
    .returning({ id: reviews.id });
  return row!;
}

/** Review posting is rate-limited per client and per account (PD-6). */
export const REVIEW_POST_LIMITS = {
  perClient: { limit: 10, windowSeconds: 600 },
  perAccount: { limit: 5, windowSeconds: 600 },
} as const;
