import { z } from "zod";
import { eachStoreOnce } from "~/features/stores/store-name";
import { normalizeGtin } from "~/utils/gtin";
import { isHttpUrl, isImageAddress } from "~/utils/web-address";

// The catalogue file format (spec/catalog-import.md). Messages are translation keys; an error is
// reported as `products[3].prices[0].price: <message>`.

const K = {
  required: "catalogImport.errors.required",
  text: "catalogImport.errors.text",
  tooLong: "catalogImport.errors.tooLong",
  slug: "catalogImport.errors.slug",
  price: "catalogImport.errors.price",
  url: "catalogImport.errors.url",
  imageUrl: "catalogImport.errors.imageUrl",
  list: "catalogImport.errors.list",
  object: "catalogImport.errors.object",
  tooMany: "catalogImport.errors.tooMany",
  duplicateStore: "catalogImport.errors.duplicateStore",
  gtin: "catalogImport.errors.gtin",
} as const;

export const CATALOG_ERRORS = {
  ...K,
  notJson: "catalogImport.errors.notJson",
  invalid: "catalogImport.errors.invalid",
  duplicateSlug: "catalogImport.errors.duplicateSlug",
  duplicateProduct: "catalogImport.errors.duplicateProduct",
  duplicateGtin: "catalogImport.errors.duplicateGtin",
  gtinTaken: "catalogImport.errors.gtinTaken",
  unknownCategory: "catalogImport.errors.unknownCategory",
  unknownParent: "catalogImport.errors.unknownParent",
  parentNotTopLevel: "catalogImport.errors.parentNotTopLevel",
  parentHasChildren: "catalogImport.errors.parentHasChildren",
} as const;

export const MAX_IMPORT_PRODUCTS = 20_000;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What numeric(12,2) holds, at most two decimals. */
const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

const requiredText = (max: number) =>
  z.string({ error: K.required }).trim().min(1, { error: K.required }).max(max, { error: K.tooLong });

/** Absent keeps what the database has; null clears it. */
const optionalText = (max: number) =>
  z
    .string({ error: K.text })
    .trim()
    .max(max, { error: K.tooLong })
    .transform((value) => value || null)
    .nullable()
    .optional();

const slug = z.string({ error: K.slug }).trim().regex(SLUG_PATTERN, { error: K.slug });

const url = z.string({ error: K.url }).trim().refine(isHttpUrl, { error: K.url });

// Images may also be files this site serves itself, as the demo catalogue's are.
const imageUrl = z
  .string({ error: K.imageUrl })
  .trim()
  .refine((value) => value === "" || isImageAddress(value), { error: K.imageUrl })
  .transform((value) => value || null)
  .nullable()
  .optional();

/** A SAR number above 0 with at most two decimals, as a decimal string with two places. */
const price = z.union([z.number(), z.string().trim()], { error: K.price }).transform((value, ctx) => {
  const text = String(value);
  if (!AMOUNT_PATTERN.test(text) || !/[1-9]/.test(text)) {
    ctx.addIssue({ code: "custom", message: K.price });
    return z.NEVER;
  }
  const [whole, fraction = ""] = text.split(".");
  return `${Number(whole)}.${fraction.padEnd(2, "0")}`;
});

/** A GTIN (8, 12, 13 or 14 digits, valid check digit), stored as 14 digits; empty or null clears it. */
const gtin = z
  .union([z.string(), z.number()], { error: K.gtin })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!text) return null;
    const normalized = normalizeGtin(text);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: K.gtin });
      return z.NEVER;
    }
    return normalized;
  })
  .nullable()
  .optional();

const categoryEntry = z.object(
  {
    slug,
    name_en: requiredText(120),
    name_ar: requiredText(120),
    parent: slug.nullable().optional(),
  },
  { error: K.object },
);

const priceEntry = z.object({ store_name: requiredText(100), url, price }, { error: K.object });

// `name` and `value` are English and required, as they always were; `name_ar` and `value_ar` are
// optional (absent keeps the Arabic the database has for that name, null or "" clears it).
const specificationEntry = z.object(
  {
    name: requiredText(200),
    value: requiredText(1000),
    name_ar: optionalText(200),
    value_ar: optionalText(1000),
  },
  { error: K.object },
);

const productEntry = z.object(
  {
    name_en: requiredText(200),
    name_ar: requiredText(200),
    description_en: optionalText(10_000),
    description_ar: optionalText(10_000),
    brand: optionalText(100),
    model: optionalText(100),
    gtin,
    category: slug,
    image_url: imageUrl,
    // The variants of one product (issue 31) name the same family; null takes a product out of
    // its family, absent keeps it where it is.
    family: z
      .object({ name_en: requiredText(200), name_ar: requiredText(200) }, { error: K.object })
      .nullable()
      .optional(),
    specifications: z
      .array(specificationEntry, { error: K.list })
      .max(100, { error: K.tooMany })
      .nullable()
      .optional(),
    prices: z
      .array(priceEntry, { error: K.list })
      .max(100, { error: K.tooMany })
      .default([])
      .superRefine(eachStoreOnce("store_name", K.duplicateStore)),
  },
  { error: K.object },
);

export const catalogDocumentSchema = z.object(
  {
    categories: z.array(categoryEntry, { error: K.list }).max(5_000, { error: K.tooMany }).default([]),
    products: z.array(productEntry, { error: K.list }).max(MAX_IMPORT_PRODUCTS, { error: K.tooMany }),
  },
  { error: K.object },
);

export type CatalogDocument = z.output<typeof catalogDocumentSchema>;
export type CatalogCategory = CatalogDocument["categories"][number];
export type CatalogProduct = CatalogDocument["products"][number];
export type CatalogSpecification = NonNullable<CatalogProduct["specifications"]>[number];

/** One problem in a file: where (`products[3].prices[0].price`) and what (a translation key). */
export type CatalogError = { path: string; message: string };

/** `["products", 3, "prices", 0, "price"]` → `products[3].prices[0].price`. */
export function formatErrorPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${String(part)}`))
    .join("");
}

export function toCatalogErrors(error: z.ZodError): CatalogError[] {
  return error.issues.map((issue) => ({
    path: formatErrorPath(issue.path) || "(file)",
    message: issue.message.startsWith("catalogImport.") ? issue.message : CATALOG_ERRORS.invalid,
  }));
}

/** The document inside an uploaded or named file, or the error that the text is not JSON. */
export function parseCatalogJson(
  text: string,
): { ok: true; document: unknown } | { ok: false; errors: CatalogError[] } {
  try {
    return { ok: true, document: JSON.parse(text.replace(/^\uFEFF/, "")) };
  } catch {
    return { ok: false, errors: [{ path: "(file)", message: CATALOG_ERRORS.notJson }] };
  }
}
