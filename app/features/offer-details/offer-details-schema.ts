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
  type Region,
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

const regionRowSchema = z
  .object({
    fee: amountField,
    freeOver: amountField,
    minDays: wholeField(120, E.days),
    maxDays: wholeField(120, E.days),
  })
  .superRefine((row, ctx) => {
    if (row.minDays !== undefined && row.maxDays !== undefined && row.minDays > row.maxDays) {
      ctx.addIssue({ code: "custom", message: E.dayOrder, path: ["maxDays"] });
    }
    // A threshold alone says delivery below it costs something, but not what.
    if (row.freeOver !== undefined && row.fee === undefined) {
      ctx.addIssue({ code: "custom", message: E.feeMissing, path: ["fee"] });
    }
  })
  .optional();

export const INSTALMENT_PROVIDERS = ["tabby", "tamara"] as const;

/**
 * The policy part of the admin's store form (fields named `policy.riyadh.fee`, `policy.pickup`, …),
 * checked in the browser and by the action; `toStorePolicy` makes the stored policy of it.
 */
export const storePolicyFieldsSchema = z
  .object({
    ...(Object.fromEntries(REGIONS.map((region) => [region, regionRowSchema])) as Record<
      Region,
      typeof regionRowSchema
    >),
    pickup: z.literal("on").optional(),
    warrantyMonths: wholeField(240, E.months),
    warrantyKind: z.enum(["official", "international"]).optional(),
    returnsDays: wholeField(365, E.returns),
    tabby: z.literal("on").optional(),
    tamara: z.literal("on").optional(),
  })
  .optional();

export type StorePolicyFields = z.infer<typeof storePolicyFieldsSchema>;

/** The stored policy the form's fields say; null when they say nothing at all. */
export function toStorePolicy(fields: StorePolicyFields): StorePolicy | null {
  if (!fields) return null;
  const delivery: DeliveryTerms[] = [];
  for (const region of REGIONS) {
    const row = fields[region];
    if (!row || Object.values(row).every((v) => v === undefined)) continue;
    delivery.push({
      region,
      feeHalalas: row.fee ?? null,
      ...(row.freeOver !== undefined && { freeOverHalalas: row.freeOver }),
      ...(row.minDays !== undefined && { minDays: row.minDays }),
      ...(row.maxDays !== undefined && { maxDays: row.maxDays }),
    });
  }
  const policy: StorePolicy = {};
  if (delivery.length > 0) policy.delivery = delivery;
  if (fields.pickup === "on") policy.pickup = true;
  if (fields.warrantyMonths !== undefined || fields.warrantyKind) {
    policy.warranty = { months: fields.warrantyMonths ?? null, kind: fields.warrantyKind ?? null };
  }
  if (fields.returnsDays !== undefined) policy.returnsDays = fields.returnsDays;
  // Tabby and Tamara both split a purchase into four payments.
  const instalments = INSTALMENT_PROVIDERS.filter((provider) => fields[provider] === "on").map(
    (provider) => ({
      provider,
      payments: 4,
    }),
  );
  if (instalments.length > 0) policy.instalments = instalments;
  return Object.keys(policy).length > 0 ? policy : null;
}

/** A stored policy as the form's default values (amounts in riyals, as typed). */
export function storePolicyFormValue(policy: StorePolicy | null): Record<string, unknown> {
  if (!policy) return {};
  const riyals = (halalas: number | null | undefined) =>
    halalas == null ? "" : halalas % 100 === 0 ? String(halalas / 100) : (halalas / 100).toFixed(2);
  const value: Record<string, unknown> = {};
  for (const terms of policy.delivery ?? []) {
    if (terms.region === "all") continue;
    value[terms.region] = {
      fee: riyals(terms.feeHalalas),
      freeOver: riyals(terms.freeOverHalalas),
      minDays: terms.minDays == null ? "" : String(terms.minDays),
      maxDays: terms.maxDays == null ? "" : String(terms.maxDays),
    };
  }
  if (policy.pickup) value.pickup = "on";
  if (policy.warranty?.months != null) value.warrantyMonths = String(policy.warranty.months);
  if (policy.warranty?.kind) value.warrantyKind = policy.warranty.kind;
  if (policy.returnsDays !== undefined) value.returnsDays = String(policy.returnsDays);
  for (const plan of policy.instalments ?? []) {
    if ((INSTALMENT_PROVIDERS as readonly string[]).includes(plan.provider)) value[plan.provider] = "on";
  }
  return value;
}

/** The city picker's form: a region, or "" for none; where to go back to. */
export const deliveryRegionSchema = z.object({
  region: z.enum([...REGIONS, ""]).default(""),
  redirectTo: z
    .string()
    .regex(/^\/(?!\/)[^\\\s]*$/)
    .max(2000)
    .catch("/"),
});
