import { z } from "zod";

// The profile's small forms on the Saved Products and Price Alerts tabs: one button each, so the
// only things to check are which row and, for the toggle, the state asked for. Sending the wanted
// state (rather than "flip it") makes a double click or a resent form harmless.

export const PROFILE_SHOPPING_INTENTS = ["remove-saved", "toggle-alert", "delete-alert"] as const;
export type ProfileShoppingIntent = (typeof PROFILE_SHOPPING_INTENTS)[number];

export function isProfileShoppingIntent(value: unknown): value is ProfileShoppingIntent {
  return typeof value === "string" && (PROFILE_SHOPPING_INTENTS as readonly string[]).includes(value);
}

export const profileShoppingSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove-saved"), productId: z.uuid() }),
  z.object({
    intent: z.literal("toggle-alert"),
    alertId: z.uuid(),
    isActive: z.enum(["true", "false"]).transform((value) => value === "true"),
  }),
  z.object({ intent: z.literal("delete-alert"), alertId: z.uuid() }),
]);

export type ProfileShoppingInput = z.infer<typeof profileShoppingSchema>;

/** What the profile's action answers to these forms; `error` is a translation key. */
export type ProfileShoppingActionData = { intent: ProfileShoppingIntent; ok: boolean; error?: string };
