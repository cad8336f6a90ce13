import { z } from "zod";

export const MODERATION_TABS = ["all", "pending", "approved", "rejected"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

export function parseModerationTab(value: string | null): ModerationTab {
  return (MODERATION_TABS as readonly string[]).includes(value ?? "") ? (value as ModerationTab) : "all";
}

export const moderationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: z.uuid() }),
  z.object({
    intent: z.literal("reject"),
    id: z.uuid(),
    reason: z
      .string({ error: "adminReviews.errors.reasonRequired" })
      .trim()
      .min(1, { error: "adminReviews.errors.reasonRequired" })
      .max(500, { error: "adminReviews.errors.reasonTooLong" }),
  }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);
