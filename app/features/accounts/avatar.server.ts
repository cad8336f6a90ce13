import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { removeUploadedImage, saveUploadedImage } from "~/features/uploads/image-upload.server";
import { AVATAR_ERRORS } from "./avatar-schema";

export type AvatarResult = { ok: true; avatarUrl: string } | { ok: false; errorKey: string };

/** Stores a new avatar under DATA_DIR/uploads/avatars, points the profile at it and removes the old one. */
export async function saveAvatar(
  db: Database,
  dataDir: string,
  userId: string,
  file: File,
): Promise<AvatarResult> {
  const saved = await saveUploadedImage(dataDir, "avatars", file, AVATAR_ERRORS, `${userId}-`);
  if (!saved.ok) return saved;
  const avatarUrl = saved.url;
  const [previous] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  await db
    .insert(profiles)
    .values({ id: userId, avatarUrl })
    .onConflictDoUpdate({ target: profiles.id, set: { avatarUrl, updatedAt: new Date() } });

  await removeAvatarFile(dataDir, userId, previous?.avatarUrl ?? null);
  return { ok: true, avatarUrl };
}

/** Removes a user's stored avatar file (only files under uploads/avatars that belong to that user). */
export function removeAvatarFile(dataDir: string, userId: string, avatarUrl: string | null): Promise<void> {
  return removeUploadedImage(dataDir, "avatars", avatarUrl, `${userId}-`);
}
