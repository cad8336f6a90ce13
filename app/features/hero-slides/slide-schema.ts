import { z } from "zod";

/** An absolute http(s) URL or a path on this site (the demo images live under /demo/). */
export function isUrlOrPath(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "adminSlides.errors.tooLong" })
    .optional()
    .transform((value) => value || null);

export const slideSchema = z.object({
  intent: z.literal("save"),
  id: z.uuid().optional(),
  titleEn: optionalText(120),
  titleAr: optionalText(120),
  descriptionEn: optionalText(300),
  descriptionAr: optionalText(300),
  imageUrl: z
    .string({ error: "adminSlides.errors.imageRequired" })
    .trim()
    .min(1, { error: "adminSlides.errors.imageRequired" })
    .refine(isUrlOrPath, { error: "adminSlides.errors.imageUrl" }),
  linkUrl: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isUrlOrPath(value), { error: "adminSlides.errors.linkUrl" })
    .transform((value) => value || null),
  sortOrder: z
    .string({ error: "adminSlides.errors.order" })
    .trim()
    .regex(/^\d+$/, { error: "adminSlides.errors.order" })
    .transform(Number),
});

export const deleteSlideSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });
