import { z } from "zod";

// The write-a-review form (spec section 5), run in the browser and again in the action.
// Messages are translation keys.

export const REVIEW_MAX_LENGTH = 2000;

export const reviewSchema = z.object({
  intent: z.literal("write-review"),
  rating: z
    .number({ error: "product.reviewForm.errors.ratingRequired" })
    .int({ error: "product.reviewForm.errors.ratingRequired" })
    .min(1, { error: "product.reviewForm.errors.ratingRequired" })
    .max(5, { error: "product.reviewForm.errors.ratingRequired" }),
  reviewText: z
    .string({ error: "product.reviewForm.errors.textRequired" })
    .trim()
    .min(1, { error: "product.reviewForm.errors.textRequired" })
    .max(REVIEW_MAX_LENGTH, { error: "product.reviewForm.errors.textTooLong" }),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
