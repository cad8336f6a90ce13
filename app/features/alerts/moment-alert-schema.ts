import { z } from "zod";
import { MOMENT_ALERT_KINDS } from "./alert-kinds";

// The product page's back-in-stock and lowest-in-90-days switches: which kind, and whether to set
// or remove it. Sending the wanted state (rather than "flip it") makes a double click harmless.

export const MOMENT_ALERT_INTENTS = ["set-moment-alert", "remove-moment-alert"] as const;

export const momentAlertSchema = z.object({
  intent: z.enum(MOMENT_ALERT_INTENTS),
  kind: z.enum(MOMENT_ALERT_KINDS, { error: "momentAlerts.errors.kindInvalid" }),
});

export type MomentAlertInput = z.infer<typeof momentAlertSchema>;

export function isMomentAlertIntent(value: unknown): value is MomentAlertInput["intent"] {
  return typeof value === "string" && (MOMENT_ALERT_INTENTS as readonly string[]).includes(value);
}
