import { z } from "zod";

export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("update"),
    id: z.string().min(1),
    fullName: z
      .string()
      .trim()
      .max(100, { error: "adminUsers.errors.nameTooLong" })
      .optional()
      .transform((value) => value || null),
    // A checkbox: present when ticked.
    isAdmin: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  }),
  z.object({
    intent: z.literal("set-admin"),
    id: z.string().min(1),
    isAdmin: z.enum(["true", "false"]).transform((v) => v === "true"),
  }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
]);
