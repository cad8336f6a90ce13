import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products, reviews } from "~/db/schema";

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
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      status: reviews.status,
      rejectionReason: reviews.rejectionReason,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
}
