import { z } from "zod";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug made from an English name: lower-case words joined by single hyphens. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const name = (key: string) => z.string({ error: key }).trim().min(1, { error: key }).max(120, { error: key });

const optionalSlug = z
  .string()
  .trim()
  .optional()
  .refine((slug) => !slug || SLUG_PATTERN.test(slug), { error: "adminCategories.errors.slugFormat" });

// "" is the "None (top level)" choice of the select.
const parentId = z
  .union([z.uuid({ error: "adminCategories.errors.parentInvalid" }), z.literal("")])
  .optional()
  .transform((value) => value || undefined);

export const createCategorySchema = z
  .object({
    intent: z.literal("create"),
    nameEn: name("adminCategories.errors.namesRequired"),
    nameAr: name("adminCategories.errors.namesRequired"),
    slug: optionalSlug,
    parentId,
  })
  .transform((value) => ({ ...value, slug: value.slug || slugify(value.nameEn) }))
  .refine((value) => SLUG_PATTERN.test(value.slug), {
    path: ["slug"],
    error: "adminCategories.errors.slugFromName",
  });

export const updateCategorySchema = z.object({
  intent: z.literal("update"),
  id: z.uuid(),
  nameEn: name("adminCategories.errors.namesRequired"),
  nameAr: name("adminCategories.errors.namesRequired"),
  slug: z
    .string({ error: "adminCategories.errors.slugFormat" })
    .trim()
    .regex(SLUG_PATTERN, { error: "adminCategories.errors.slugFormat" }),
  parentId,
});

export const deleteCategorySchema = z.object({ intent: z.literal("delete"), id: z.uuid() });
