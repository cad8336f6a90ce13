import { and, count, desc, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products, profiles, reviews, users } from "~/db/schema";
import { publicReviewColumns, reviewStateColumns } from "./review-columns.server";

export type UserReviewRow = {
  id: string;
  productId: string;
  nameEn: string;
  nameAr: string;
  rating: number;
  reviewText: string;
  status: "pending" | "approved" | "rejected";
  rejectionReason: string | null;
  createdAt: Date;
};

/** Every review the user wrote, whatever its moderation status, newest first. */
export function listUserReviews(db: Database, userId: string): Promise<UserReviewRow[]> {
  return db
    .select({
      id: reviews.id,
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      ...reviewStateColumns,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
}

export type PublicReview = {
  id: string;
  productId: string;
  productNameEn: string;
  productNameAr: string;
  productImageUrl: string | null;
  rating: number;
  reviewText: string;
  /** The reviewer's profile name, or null when they have not given one. */
  authorName: string | null;
  createdAt: Date;
};

const isApproved = eq(reviews.status, "approved");

function selectPublicReviews(db: Database, minRating = 1) {
  return db
    .select({
      ...publicReviewColumns,
      productId: products.id,
      productNameEn: products.nameEn,
      productNameAr: products.nameAr,
      productImageUrl: products.imageUrl,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(minRating > 1 ? and(isApproved, gte(reviews.rating, minRating)) : isApproved)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Testimonials on the home page speak well of a product: 4 stars or more. */
export const TESTIMONIAL_MIN_RATING = 4;

/** The newest approved reviews, of at least `minRating` stars (the home page's testimonials). */
export function listLatestApprovedReviews(
  db: Database,
  limit: number,
  { minRating = 1 }: { minRating?: number } = {},
): Promise<PublicReview[]> {
  return selectPublicReviews(db, minRating).limit(limit);
}

/** One page of every approved review, newest first, and how many there are (/reviews). */
export async function listApprovedReviews(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ reviews: PublicReview[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectPublicReviews(db).limit(limit).offset(offset),
    db.select({ total: count() }).from(reviews).where(isApproved),
  ]);
  return { reviews: rows, total: Number(counted?.total ?? 0) };
}
