import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products, reviews, users } from "~/db/schema";
import { isRejectionPreset, storedPresetReason } from "~/features/reviews/rejection-reasons";
import { reviewStateColumns } from "~/features/reviews/review-columns.server";
import type { ModerationTab } from "./moderation-schema";

export const MODERATION_PAGE_SIZE = 20;

export type ModerationRow = {
  id: string;
  productId: string;
  productNameEn: string;
  productNameAr: string;
  userEmail: string;
  rating: number;
  reviewText: string;
  status: "pending" | "approved" | "rejected";
  rejectionReason: string | null;
  createdAt: Date;
};

export async function listReviewsForModeration(
  db: Database,
  { tab, page }: { tab: ModerationTab; page: number },
): Promise<{ rows: ModerationRow[]; total: number }> {
  const filter = tab === "all" ? undefined : eq(reviews.status, tab);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        productId: products.id,
        productNameEn: products.nameEn,
        productNameAr: products.nameAr,
        userEmail: users.email,
        ...reviewStateColumns,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(filter)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(MODERATION_PAGE_SIZE)
      .offset((page - 1) * MODERATION_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(filter),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export type ModerationResult = { ok: true } | { ok: false; errorKey: string };

/** Approve and reject apply only to pending reviews; the status check is part of the update itself. */
export function approveReview(db: Database, id: string): Promise<ModerationResult> {
  return decidePendingReview(db, id, { status: "approved", rejectionReason: null });
}

export function rejectReview(db: Database, id: string, reason: string): Promise<ModerationResult> {
  return decidePendingReview(db, id, { status: "rejected", rejectionReason: reason });
}

async function decidePendingReview(
  db: Database,
  id: string,
  decision: ModerationDecision,
): Promise<ModerationResult> {
  const decided = await decidePendingReviews(db, [id], decision);
  return decided ? { ok: true } : { ok: false, errorKey: "adminReviews.errors.notPending" };
}

type ModerationDecision = { status: "approved" | "rejected"; rejectionReason: string | null };

/** Applies a decision to those of the reviews still pending (the check is part of the update); returns how many. */
async function decidePendingReviews(
  db: Database,
  ids: readonly string[],
  decision: ModerationDecision,
): Promise<number> {
  const updated = await db
    .update(reviews)
    .set({ ...decision, updatedAt: new Date() })
    .where(and(inArray(reviews.id, [...ids]), eq(reviews.status, "pending")))
    .returning({ id: reviews.id });
  return updated.length;
}

export async function deleteReview(db: Database, id: string): Promise<ModerationResult> {
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return deleted.length ? { ok: true } : { ok: false, errorKey: "adminReviews.errors.deleteFailed" };
}

/** The reason stored for a rejection: a preset's key (shown in the reader's language) or the written text. */
export function rejectionReasonFor({ preset, reason }: { preset: string; reason: string }): string {
  return isRejectionPreset(preset) ? storedPresetReason(preset) : reason;
}

/** Approves those of the reviews that are still pending; returns how many it approved. */
export function approveReviews(db: Database, ids: readonly string[]): Promise<number> {
  return decidePendingReviews(db, ids, { status: "approved", rejectionReason: null });
}

/** Rejects those of the reviews that are still pending, all for one reason; returns how many. */
export function rejectReviews(db: Database, ids: readonly string[], reason: string): Promise<number> {
  return decidePendingReviews(db, ids, { status: "rejected", rejectionReason: reason });
}
