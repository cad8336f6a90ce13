import { z } from "zod";
import { imageFileSchema } from "~/features/uploads/image-upload";

export const AVATAR_ERRORS = {
  size: "profile.errors.avatarSize",
  type: "profile.errors.avatarType",
  dimensions: "profile.errors.avatarDimensions",
};

/** Checked in the browser before uploading; the server checks the same and the file's content. */
export const avatarSchema = z.object({
  intent: z.literal("upload-avatar"),
  avatar: imageFileSchema("avatars", AVATAR_ERRORS),
});
