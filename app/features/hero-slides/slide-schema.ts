import { z } from "zod";
import { IMAGE_UPLOAD_ERRORS, imageFileSchema } from "~/features/uploads/image-upload";
import { isImageAddress, siteLinkOf } from "~/utils/web-address";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "adminSlides.errors.tooLong" })
    .optional()
    .transform((value) => value || null);

/** A slide shows an image: an uploaded one (used instead of the URL) or one at a URL. */
export const slideSchema = z
  .object({
    intent: z.literal("save"),
    id: z.uuid().optional(),
    titleEn: optionalText(120),
    titleAr: optionalText(120),
    descriptionEn: optionalText(300),
    descriptionAr: optionalText(300),
    imageUrl: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || isImageAddress(value), { error: "adminSlides.errors.imageUrl" })
      .transform((value) => value || null),
    image: imageFileSchema("slides", IMAGE_UPLOAD_ERRORS).optional(),
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
  })
  .superRefine((value, ctx) => {
    if (!value.image && !value.imageUrl)
      ctx.addIssue({ code: "custom", path: ["imageUrl"], message: "adminSlides.errors.imageRequired" });
  });

export type SlideFormValue = z.output<typeof slideSchema>;

export const deleteSlideSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });
