import { z } from "zod";

// Every image an admin or a shopper uploads (avatars, store logos, product and slide images) is
// checked the same way: the browser checks its declared type and size before sending, and the server
// (image-upload.server.ts) checks its size again, its type by its bytes and its pixels by its header.

/** The folder under DATA_DIR/uploads, and the address prefix under /uploads, of each kind of image. */
export type ImageUploadKind = "avatars" | "stores" | "products" | "slides";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
/** The file picker's `accept`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

export type ImageLimits = { maxBytes: number; maxSidePixels: number };

/** Either side of an image, in pixels: a 48-megapixel phone photo (8064 × 6048) fits. */
const MAX_SIDE_PIXELS = 8192;
const MB = 1024 * 1024;

export const IMAGE_LIMITS: Record<ImageUploadKind, ImageLimits> = {
  avatars: { maxBytes: 5 * MB, maxSidePixels: MAX_SIDE_PIXELS },
  // Logos are small: a square mark shown at 24–40 px.
  stores: { maxBytes: 512 * 1024, maxSidePixels: MAX_SIDE_PIXELS },
  products: { maxBytes: 5 * MB, maxSidePixels: MAX_SIDE_PIXELS },
  slides: { maxBytes: 5 * MB, maxSidePixels: MAX_SIDE_PIXELS },
};

/** Translation keys of the three refusals, in the words of the form that shows them. */
export type ImageErrorKeys = { size: string; type: string; dimensions: string };

/** A form's image field: a non-empty file of an image type, no larger than the kind allows. */
export function imageFileSchema(kind: ImageUploadKind, errors: ImageErrorKeys) {
  const { maxBytes } = IMAGE_LIMITS[kind];
  return z
    .instanceof(File, { error: errors.type })
    .refine((file) => file.size > 0 && (IMAGE_TYPES as readonly string[]).includes(file.type), {
      error: errors.type,
    })
    .refine((file) => file.size <= maxBytes, { error: errors.size });
}

/** The refusals of the product and slide forms' image fields. */
export const IMAGE_UPLOAD_ERRORS: ImageErrorKeys = {
  size: "imageUpload.errors.size",
  type: "imageUpload.errors.type",
  dimensions: "imageUpload.errors.dimensions",
};
