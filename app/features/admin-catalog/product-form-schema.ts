import { z } from "zod";
import { eachStoreOnce } from "~/features/stores/store-name";
import { IMAGE_UPLOAD_ERRORS, imageFileSchema } from "~/features/uploads/image-upload";
import { normalizeGtin } from "~/utils/gtin";
import { fromHalalas, parseAmount } from "~/utils/money";
import { toSpecification } from "~/utils/specifications";
import { isHttpUrl, isImageAddress } from "~/utils/web-address";

// The admin product form: run in the browser as the admin types and again in the action. Messages
// are translation keys; the first four are the spec's own wording (section 5).

export const PRODUCT_FORM_ERRORS = {
  required: "adminProducts.errors.requiredFields",
  storeIncomplete: "adminProducts.errors.storeIncomplete",
  invalidPrice: "adminProducts.errors.invalidPrice",
  expertIncomplete: "adminProducts.errors.expertIncomplete",
  specIncomplete: "adminProducts.errors.specIncomplete",
  specNameTooLong: "adminProducts.errors.specNameTooLong",
  specValueTooLong: "adminProducts.errors.specValueTooLong",
  invalidUrl: "adminProducts.errors.invalidUrl",
  duplicateStore: "adminProducts.errors.duplicateStore",
  tooLong: "adminProducts.errors.tooLong",
  gtin: "adminProducts.errors.gtin",
  familyIncomplete: "adminProducts.errors.familyIncomplete",
  attributeTooLong: "adminProducts.errors.attributeTooLong",
} as const;

const E = PRODUCT_FORM_ERRORS;

export const MAX_STORES = 50;
export const MAX_SPECIFICATIONS = 100;
export const MAX_EXPERT_REVIEWS = 20;
export const MAX_ATTRIBUTES = 100;

const text = (missingKey: string, max: number) =>
  z.string({ error: missingKey }).trim().min(1, { error: missingKey }).max(max, { error: E.tooLong });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: E.tooLong })
    .optional()
    .transform((value) => value || null);

const optionalAddress = (isValid: (value: string) => boolean) =>
  z
    .string()
    .trim()
    .max(2000, { error: E.tooLong })
    .optional()
    .refine((value) => !value || isValid(value), { error: E.invalidUrl })
    .transform((value) => value || null);

/**
 * A typed price as a decimal string with two places, or null: "1,299.5" and "١٢٩٩٫٥" give "1299.50";
 * zero, negatives and more than two decimals give null.
 */
export function normalizePriceInput(input: string): string | null {
  // What numeric(12,2) holds: up to ten digits before the point and two after.
  const halalas = parseAmount(input, { maxWholeDigits: 10 });
  return halalas === null ? null : fromHalalas(halalas);
}

/** A SAR price above 0 with at most two decimals, kept as a decimal string ("1299.00"). */
const price = z
  .string({ error: E.storeIncomplete })
  .trim()
  .min(1, { error: E.storeIncomplete })
  .transform((value, ctx) => {
    const amount = normalizePriceInput(value);
    if (amount === null) {
      ctx.addIssue({ code: "custom", message: E.invalidPrice });
      return z.NEVER;
    }
    return amount;
  });

const storeRow = z.object(
  {
    storeName: text(E.storeIncomplete, 100),
    url: text(E.storeIncomplete, 2000).refine(isHttpUrl, { error: E.invalidUrl }),
    price,
  },
  { error: E.storeIncomplete },
);

// The English name and value are required (the name is the row's key, matched across products);
// the Arabic ones are optional, and an Arabic page shows the English where one is missing.
const SPEC_NAME_MAX = 200;
const SPEC_VALUE_MAX = 1000;
const specText = (max: number, tooLong: string) =>
  z
    .string({ error: E.specIncomplete })
    .trim()
    .min(1, { error: E.specIncomplete })
    .max(max, { error: tooLong });
const optionalSpecText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => value || null);

const specificationRow = z
  .object(
    {
      name: specText(SPEC_NAME_MAX, E.specNameTooLong),
      value: specText(SPEC_VALUE_MAX, E.specValueTooLong),
      nameAr: optionalSpecText(SPEC_NAME_MAX, E.specNameTooLong),
      valueAr: optionalSpecText(SPEC_VALUE_MAX, E.specValueTooLong),
    },
    { error: E.specIncomplete },
  )
  .transform(toSpecification);

const expertReviewRow = z.object(
  {
    websiteName: text(E.expertIncomplete, 200),
    websiteLogoUrl: optionalAddress(isImageAddress),
    title: text(E.expertIncomplete, 300),
    content: text(E.expertIncomplete, 10_000),
    reviewUrl: optionalAddress(isHttpUrl),
  },
  { error: E.expertIncomplete },
);

// One field per attribute of the product's category, by the attribute's key (issue 31): the text
// as typed or picked; the server reads it against the category's attributes (attribute-field.ts).
const attributeFieldText = optionalSpecText(SPEC_VALUE_MAX, E.attributeTooLong);
const attributeFields = z
  .record(
    z.string().regex(/^[a-z0-9_]{1,64}$/),
    z.object({ value: attributeFieldText, valueAr: attributeFieldText }).partial(),
  )
  .refine((fields) => Object.keys(fields).length <= MAX_ATTRIBUTES, { error: E.attributeTooLong })
  .default({});

/** Empty, or a GTIN with a valid check digit, kept as 14 digits. */
const gtin = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const normalized = normalizeGtin(value);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: E.gtin });
      return z.NEVER;
    }
    return normalized;
  });

export const productFormSchema = z
  .object({
    intent: z.literal("save"),
    id: z.uuid().optional(),
    nameEn: text(E.required, 200),
    nameAr: text(E.required, 200),
    categoryId: z.uuid({ error: E.required }),
    brand: optionalText(100),
    model: optionalText(100),
    gtin,
    descriptionEn: optionalText(10_000),
    descriptionAr: optionalText(10_000),
    imageUrl: optionalAddress(isImageAddress),
    /** An uploaded image, used instead of the URL (checked again by its bytes when saved). */
    image: imageFileSchema("products", IMAGE_UPLOAD_ERRORS).optional(),
    stores: z
      .array(storeRow)
      .max(MAX_STORES)
      .default([])
      // One current price per store.
      .superRefine(eachStoreOnce("storeName", E.duplicateStore)),
    // The family the product is a variant of (issue 31): found by its English name, or made with
    // both names; empty when the product has no variants.
    familyNameEn: optionalText(200),
    familyNameAr: optionalText(200),
    attributes: attributeFields,
    specifications: z.array(specificationRow).max(MAX_SPECIFICATIONS).default([]),
    expertReviews: z.array(expertReviewRow).max(MAX_EXPERT_REVIEWS).default([]),
  })
  .superRefine((value, ctx) => {
    // A family is named in both languages (its Arabic name shows on Arabic pages).
    if (value.familyNameAr && !value.familyNameEn)
      ctx.addIssue({ code: "custom", path: ["familyNameEn"], message: E.familyIncomplete });
    if (value.familyNameEn && !value.familyNameAr)
      ctx.addIssue({ code: "custom", path: ["familyNameAr"], message: E.familyIncomplete });
  });

export type ProductFormInput = z.input<typeof productFormSchema>;
/** A saved product as the form starts from: everything but a file to upload. */
export type ProductFormDefaults = Omit<ProductFormInput, "image">;
export type ProductFormValue = z.output<typeof productFormSchema>;
