import { z } from "zod";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Either side of an avatar, in pixels: a 48-megapixel phone photo (8064 × 6048) fits. */
export const AVATAR_MAX_SIDE_PIXELS = 8192;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** Checked in the browser before uploading; the server checks the same and the file's content. */
export const avatarSchema = z.object({
  intent: z.literal("upload-avatar"),
  avatar: z
    .instanceof(File, { error: "profile.errors.avatarType" })
    .refine((file) => file.size > 0 && (AVATAR_TYPES as readonly string[]).includes(file.type), {
      error: "profile.errors.avatarType",
    })
    .refine((file) => file.size < AVATAR_MAX_BYTES, { error: "profile.errors.avatarSize" }),
});
