// The one check of offer details and store policies, wherever they come from: a reader's result
// before it is stored, a stored value before it is shown, and the admin's store form (its fields
// are turned into a policy here). Amounts are integer halalas.
import { z } from "zod";
import { parseAmount } from "~/utils/money";
import {
  DETAIL_KEYS,
  type DeliveryTerms,
  type DetailKey,
  type OfferDetails,
  REGIONS,
  type StorePolicy,
} from "./offer-details";

const halalas = z.number().int().min(0).max(100_000_000);
const days = z.number().int().min(0).max(120);

export const deliveryTermsSchema = z
  .object({
    region: z.enum([...REGIONS, "all"]),
    feeHalalas: halalas.nullable(),
    freeOverHalalas: halalas.nullable().optional(),
    minDays: days.nullable().optional(),
    maxDays: days.nullable().optional(),
  })
  .refine((t) => t.minDays == null || t.maxDays == null || t.minDays <= t.maxDays);

const warrantySchema = z.object({
  months: z.number().int().min(0).max(240).nullable(),
  kind: z.enum(["official", "international"]).nullable(),
});

export const detailSchemas = {
  delivery: z.array(deliveryTermsSchema).min(1).max(12),
  pickup: z.boolean(),
  seller: z.object({
    kind: z.enum(["store", "marketplace"]),
    name: z.string().trim().min(1).max(120).optional(),
  }),
  warranty: warrantySchema,
  instalments: z
    .array(
      z.object({
        provider: z.string().trim().min(1).max(40),
        payments: z.number().int().min(2).max(60),
        paymentHalalas: halalas.nullable(),
      }),
    )
    .min(1)
    .max(6),
  returnsDays: z.number().int().min(0).max(365),
  coupon: z.string().trim().min(1).max(200),
} satisfies { [K in DetailKey]: z.ZodType<NonNullable<OfferDetails[K]>> };

/** The details of a reading that pass their check, and the names of those that did not. */
export function validDetails(details: OfferDetails): { valid: OfferDetails; rejected: DetailKey[] } {
  const valid: Record<string, unknown> = {};
  const rejected: DetailKey[] = [];
  for (const key of DETAIL_KEYS) {
    if (details[key] === undefined) continue;
    const parsed = detailSchemas[key].safeParse(details[key]);
    if (parsed.success) valid[key] = parsed.data;
    else rejected.push(key);
  }
  return { valid: valid as OfferDetails, rejected };
}

export const storePolicySchema = z.object({
  delivery: z.array(deliveryTermsSchema).max(12).optional(),
  pickup: z.boolean().optional(),
  warranty: warrantySchema.optional(),
  returnsDays: z.number().int().min(0).max(365).optional(),
  instalments: z
    .array(
      z.object({ provider: z.string().trim().min(1).max(40), payments: z.number().int().min(2).max(60) }),
    )
    .max(6)
    .optional(),
});

/** A stored policy as a StorePolicy; null when there is none or it no longer fits. */
export function parseStorePolicy(value: unknown): StorePolicy | null {
  if (value == null) return null;
  const parsed = storePolicySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// The admin's store form: one row of fields per region, then the store-wide details. Every field
// is optional: an empty row says nothing of that region.
const E = {
  amount: "offerDetails.policyForm.errors.amount",
  days: "offerDetails.policyForm.errors.days",
  dayOrder: "offerDetails.policyForm.errors.dayOrder",
  months: "offerDetails.policyForm.errors.months",
  returns: "offerDetails.policyForm.errors.returns",
  feeMissing: "offerDetails.policyForm.errors.feeMissing",
} as const;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && !value.trim());

/** An amount in riyals as typed ("25", "1,500.50"); 0 allowed (free); undefined when blank. */
const amountField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (blank(value)) return undefined;
    const text = (value as string).trim();
    if (/^0+(?:\.0{1,2})?$/.test(text)) return 0;
    const amount = parseAmount(text, { maxWholeDigits: 6 });
    if (amount === null) {
      ctx.addIssue({ code: "custom", message: E.amount });
      return z.NEVER;
    }
    return amount;
  });

const wholeField = (max: number, error: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return undefined;
      const text = (value as string).trim();
      if (!/^\d{1,4}$/.test(text) || Number(text) > max) {
        ctx.addIssue({ code: "custom", message: error });
        return z.NEVER;
      }
      return Number(text);
    });

/** Field names of a region's row on the store form. */
export function policyFieldName(region: string, field: "fee" | "freeOver" | "minDays" | "maxDays"): string {
  return `policy.${region}.${field}`;
}

const regionFields = Object.fromEntries(
  REGIONS.flatMap((region) => [
    [policyFieldName(region, "fee"), amountField],
    [policyFieldName(region, "freeOver"), amountField],
    [policyFieldName(region, "minDays"), wholeField(120, E.days)],
    [policyFieldName(region, "maxDays"), wholeField(120, E.days)],
  ]),
) as Record<string, typeof amountField>;

export const INSTALMENT_PROVIDERS = ["tabby", "tamara"] as const;

/** The policy part of the store form, as fields; `toStorePolicy` makes the stored policy of it. */
export const storePolicyFieldsSchema = z
  .object({
    ...regionFields,
    "policy.pickup": z.literal("on").optional(),
    "policy.warrantyMonths": wholeField(240, E.months),
    "policy.warrantyKind": z.enum(["", "official", "international"]).optional(),
    "policy.returnsDays": wholeField(365, E.returns),
    "policy.tabby": z.literal("on").optional(),
    "policy.tamara": z.literal("on").optional(),
  })
  .superRefine((fields, ctx) => {
    const value = fields as Record<string, number | string | undefined>;
    for (const region of REGIONS) {
      const min = value[policyFieldName(region, "minDays")];
      const max = value[policyFieldName(region, "maxDays")];
      if (typeof min === "number" && typeof max === "number" && min > max) {
        ctx.addIssue({ code: "custom", message: E.dayOrder, path: [policyFieldName(region, "maxDays")] });
      }
      const fee = value[policyFieldName(region, "fee")];
      const freeOver = value[policyFieldName(region, "freeOver")];
      // A threshold alone says delivery below it costs something, but not what.
      if (freeOver !== undefined && fee === undefined) {
        ctx.addIssue({ code: "custom", message: E.feeMissing, path: [policyFieldName(region, "fee")] });
      }
    }
  });

export type StorePolicyFields = z.infer<typeof storePolicyFieldsSchema>;

/** The stored policy the form's fields say; null when they say nothing at all. */
export function toStorePolicy(fields: StorePolicyFields): StorePolicy | null {
  const value = fields as Record<string, number | string | undefined>;
  const num = (name: string) => (typeof value[name] === "number" ? (value[name] as number) : undefined);
  const delivery: DeliveryTerms[] = [];
  for (const region of REGIONS) {
    const fee = num(policyFieldName(region, "fee"));
    const freeOver = num(policyFieldName(region, "freeOver"));
    const minDays = num(policyFieldName(region, "minDays"));
    const maxDays = num(policyFieldName(region, "maxDays"));
    if ([fee, freeOver, minDays, maxDays].every((v) => v === undefined)) continue;
    delivery.push({
      region,
      feeHalalas: fee ?? null,
      ...(freeOver !== undefined && { freeOverHalalas: freeOver }),
      ...(minDays !== undefined && { minDays }),
      ...(maxDays !== undefined && { maxDays }),
    });
  }
  const policy: StorePolicy = {};
  if (delivery.length > 0) policy.delivery = delivery;
  if (fields["policy.pickup"] === "on") policy.pickup = true;
  const months = num("policy.warrantyMonths");
  const kind = fields["policy.warrantyKind"] || null;
  if (months !== undefined || kind)
    policy.warranty = { months: months ?? null, kind: kind as "official" | "international" | null };
  const returnsDays = num("policy.returnsDays");
  if (returnsDays !== undefined) policy.returnsDays = returnsDays;
  const instalments = INSTALMENT_PROVIDERS.filter((p) => fields[`policy.${p}`] === "on").map((provider) => ({
    provider,
    payments: 4,
  }));
  if (instalments.length > 0) policy.instalments = instalments;
  return Object.keys(policy).length > 0 ? policy : null;
}
