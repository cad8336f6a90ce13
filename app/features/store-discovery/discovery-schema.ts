import { z } from "zod";

// The forms of a store's discovery screen: its site, and "Discover products".

const siteError = "adminDiscovery.errors.site";

export const discoveryActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("site"),
    site: z
      .string()
      .trim()
      .max(2000, { error: siteError })
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        try {
          const url = new URL(value);
          if (url.protocol === "http:" || url.protocol === "https:") return url.href;
        } catch {
          // Reported below.
        }
        ctx.addIssue({ code: "custom", message: siteError });
        return z.NEVER;
      }),
  }),
  z.object({ intent: z.literal("discover") }),
]);
