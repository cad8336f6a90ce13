import { sql } from "drizzle-orm";
import { profiles, reviews, users } from "~/db/schema";

/**
 * The name a review is shown under: its writer's full name, else the account's name, else null.
 * For a query that joins `users` and `profiles` on the review's user.
 */
export const reviewAuthorName = sql<
  string | null
>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${users.name}), ''))`;

/** A review as its writer and the moderators see it: the rating and text, and where moderation stands. */
export const reviewStateColumns = {
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  status: reviews.status,
  rejectionReason: reviews.rejectionReason,
  createdAt: reviews.createdAt,
};

/**
 * An approved review as shoppers see it: the rating, the text, the name it is shown under and when
 * it was written. For a query that joins `users` and `profiles` on the review's user.
 */
export const publicReviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  authorName: reviewAuthorName,
  createdAt: reviews.createdAt,
};
