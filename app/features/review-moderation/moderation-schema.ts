import { z } from "zod";
import { REJECTION_PRESETS } from "~/features/reviews/rejection-reasons";

// The queue is the job: the moderation screen opens on the pending reviews (issue 38, item 9).
export const MODERATION_TABS = ["pending", "approved", "rejected", "all"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

export function parseModerationTab(value: string | null): ModerationTab {
  return (MODERATION_TABS as readonly string[]).includes(value ?? "") ? (value as ModerationTab) : "pending";
}

/** The most reviews one bulk action settles: a page of the queue. */
export const MAX_BULK_REVIEWS = 100;

/** A preset reason, or none ("" or "other") and a written one (required then). */
const rejectionFields = {
  preset: z.enum([...REJECTION_PRESETS, "other", ""]).default(""),
  reason: z.string().trim().max(500, { error: "adminReviews.errors.reasonTooLong" }).default(""),
};
const hasReason = (input: { preset: string; reason: string }) =>
  (input.preset !== "" && input.preset !== "other") || input.reason.length > 0;
const reasonRequired = { error: "adminReviews.errors.reasonRequired", path: ["reason"] };

const reviewIds = z
  .array(z.uuid(), { error: "adminReviews.errors.noneSelected" })
  .min(1, { error: "adminReviews.errors.noneSelected" })
  .max(MAX_BULK_REVIEWS, { error: "adminReviews.errors.noneSelected" });

export const moderationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: z.uuid() }),
  z
    .object({ intent: z.literal("reject"), id: z.uuid(), ...rejectionFields })
    .refine(hasReason, reasonRequired),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("approveMany"), ids: reviewIds }),
  z
    .object({ intent: z.literal("rejectMany"), ids: reviewIds, ...rejectionFields })
    .refine(hasReason, reasonRequired),
]);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** A form's fields as the schema reads them: every selected review id, the rest one value each. */
export function moderationFormInput(form: FormData): Record<string, unknown> {
  return { ...Object.fromEntries(form), ids: form.getAll("ids") };
}
