import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, productIdColumn, updatedAtColumn, userIdColumn } from "./columns";

export const reviewStatus = pgEnum("review_status", ["pending", "approved", "rejected"]);

export const reviews = pgTable(
  "reviews",
  {
    id: idColumn(),
    productId: productIdColumn(),
    userId: userIdColumn(),
    rating: smallint("rating").notNull(),
    reviewText: text("review_text").notNull(),
    status: reviewStatus("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    index("reviews_product_status_idx").on(t.productId, t.status),
    // The full order of the review lists (newest first, then id), so a page is read from the index.
    index("reviews_status_created_id_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("reviews_user_id_idx").on(t.userId),
  ],
);
