import { z } from "zod";
import { REGIONS } from "~/features/offer-details/offer-details";
import { toHalalas } from "~/utils/money";

// The price alert form (spec section 5: target price at least 0 in steps of 0.01, minimum
// reduction at least 0.01, default 1). Amounts stay decimal strings so no float ever rounds them.

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export const DEFAULT_MIN_REDUCTION = "1.00";

export const priceAlertSchema = z.object({
  intent: z.literal("set-alert"),
  targetPrice: z
    .string({ error: "product.alert.errors.targetRequired" })
    .trim()
    .min(1, { error: "product.alert.errors.targetRequired", abort: true })
    .regex(AMOUNT, { error: "product.alert.errors.targetInvalid" }),
  minReduction: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || DEFAULT_MIN_REDUCTION)
    .pipe(
      z
        .string()
        .regex(AMOUNT, { error: "product.alert.errors.minReductionInvalid", abort: true })
        .refine((value) => toHalalas(value) >= 1, { error: "product.alert.errors.minReductionInvalid" }),
    ),
  // On the total delivered to this city (issue 32) instead of the item's lowest price; absent: the price.
  targetRegion: z.enum(REGIONS, { error: "offerDetails.city.invalid" }).optional(),
});

export type PriceAlertInput = z.infer<typeof priceAlertSchema>;

/**
 * The form as shown beside a product's current lowest price (and, with the shopper's city, its
 * lowest total delivered there): a target at or above the figure the alert watches would fire at
 * once, so it is refused (in the browser as typed, and again by the action with the server's figures).
 */
export function priceAlertSchemaFor(lowestPrice: string | null, lowestTotal: string | null = null) {
  // Zod runs these even when the target itself was refused; that message is enough then.
  const isBelow = (target: string, lowest: string | null) =>
    lowest === null || !AMOUNT.test(target) || toHalalas(target) < toHalalas(lowest);
  return priceAlertSchema
    .refine((alert) => alert.targetRegion !== undefined || isBelow(alert.targetPrice, lowestPrice), {
      path: ["targetPrice"],
      error: "product.alert.errors.targetNotBelowLowest",
    })
    .refine((alert) => alert.targetRegion === undefined || isBelow(alert.targetPrice, lowestTotal), {
      path: ["targetPrice"],
      error: "product.alert.errors.targetNotBelowLowestTotal",
    });
}

/**
 * The target the form suggests: the product's lowest price of the last 90 days (PD-22's window,
 * null with too little history), when the form would accept it, that is below today's lowest.
 */
export function suggestTargetPrice(low90Days: string | null, lowestPrice: string | null): string | null {
  if (low90Days === null) return null;
  if (lowestPrice !== null && toHalalas(low90Days) >= toHalalas(lowestPrice)) return null;
  return low90Days;
}
