import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { detectImageType, readImageSize } from "~/utils/image-type";
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE_PIXELS } from "./avatar-schema";

export type AvatarResult = { ok: true; avatarUrl: string } | { ok: false; errorKey: string };

const AVATAR_URL_PREFIX = "/uploads/avatars/";

/** Stores a new avatar under DATA_DIR/uploads/avatars, points the profile at it and removes the old one. */
export async function saveAvatar(
  db: Database,
  dataDir: string,
  userId: string,
  file: File,
): Promise<AvatarResult> {
  if (file.size >= AVATAR_MAX_BYTES) return { ok: false, errorKey: "profile.errors.avatarSize" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectImageType(bytes);
  if (!kind) return { ok: false, errorKey: "profile.errors.avatarType" };
  // Told by the header alone: a few kilobytes may claim more pixels than any browser can decode.
  const size = readImageSize(bytes);
  if (!size) return { ok: false, errorKey: "profile.errors.avatarType" };
  if (size.width > AVATAR_MAX_SIDE_PIXELS || size.height > AVATAR_MAX_SIDE_PIXELS)
    return { ok: false, errorKey: "profile.errors.avatarDimensions" };

  const folder = path.join(dataDir, "uploads", "avatars");
  const fileName = `${userId}-${crypto.randomUUID()}.${kind.extension}`;
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, fileName), bytes);

  const avatarUrl = `${AVATAR_URL_PREFIX}${fileName}`;
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
export async function removeAvatarFile(
  dataDir: string,
  userId: string,
  avatarUrl: string | null,
): Promise<void> {
  if (!avatarUrl?.startsWith(`${AVATAR_URL_PREFIX}${userId}-`)) return;
  await rm(path.join(dataDir, "uploads", "avatars", path.basename(avatarUrl)), { force: true });
}
