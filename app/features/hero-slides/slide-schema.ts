import { z } from "zod";
import { isImageAddress, siteLinkOf } from "~/utils/web-address";

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
    .refine(isImageAddress, { error: "adminSlides.errors.imageUrl" }),
  linkUrl: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || siteLinkOf(value) !== null, { error: "adminSlides.errors.linkUrl" })
    // A path is kept as the browser will read it, so the home page links exactly where it was checked.
    .transform((value) => (value ? siteLinkOf(value) : null)),
  sortOrder: z
    .string({ error: "adminSlides.errors.order" })
    .trim()
    .regex(/^\d+$/, { error: "adminSlides.errors.order" })
    .transform(Number),
});

export const deleteSlideSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });
