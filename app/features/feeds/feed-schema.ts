import { z } from "zod";
import { isHttpUrl } from "~/utils/web-address";

// The admin's feed forms (issue 24), checked in the browser before sending and by the action again.

/** An uploaded feed is read into memory once: larger feeds belong at a URL, which is streamed. */
export const FEED_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const FEED_INTERVALS = [1, 2, 3, 6, 12, 24, 48, 168] as const;
export const DEFAULT_FEED_INTERVAL = 6;

const E = {
  url: "adminFeeds.errors.url",
  urlRequired: "adminFeeds.errors.urlRequired",
  fileRequired: "adminFeeds.errors.fileRequired",
  fileTooLarge: "adminFeeds.errors.fileTooLarge",
  interval: "adminFeeds.errors.interval",
} as const;

const intervalHours = z.coerce
  .number({ error: E.interval })
  .refine((hours) => (FEED_INTERVALS as readonly number[]).includes(hours), { error: E.interval });

export const addFeedSchema = z.discriminatedUnion("kind", [
  z.object({
    intent: z.literal("add"),
    kind: z.literal("url"),
    url: z
      .string({ error: E.urlRequired })
      .trim()
      .min(1, { error: E.urlRequired })
      .refine(isHttpUrl, { error: E.url }),
    intervalHours,
  }),
  z.object({
    intent: z.literal("add"),
    kind: z.literal("file"),
    file: z
      .instanceof(File, { error: E.fileRequired })
      .refine((file) => file.size > 0, { error: E.fileRequired })
      .refine((file) => file.size <= FEED_UPLOAD_MAX_BYTES, { error: E.fileTooLarge }),
    intervalHours,
  }),
]);
export type AddFeedValue = z.infer<typeof addFeedSchema>;

/** Run now, save a schedule or delete: one feed of the page's store. */
export const feedActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("run"), feedId: z.uuid() }),
  z.object({ intent: z.literal("delete"), feedId: z.uuid() }),
  z.object({ intent: z.literal("schedule"), feedId: z.uuid(), intervalHours }),
]);

/** An admin's decision on a held run. */
export const heldRunSchema = z.object({ intent: z.enum(["apply", "discard"]) });

/** An admin's decision on a queued item. */
export const queueDecisionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("accept"),
    storeId: z.uuid(),
    itemId: z.string().min(1),
    productId: z.uuid(),
  }),
  z.object({ intent: z.literal("ignore"), storeId: z.uuid(), itemId: z.string().min(1) }),
  z.object({
    intent: z.literal("create"),
    storeId: z.uuid(),
    itemId: z.string().min(1),
    categoryId: z.uuid({ error: "adminFeeds.errors.categoryRequired" }),
  }),
]);
