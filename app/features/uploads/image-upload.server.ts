import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { detectImageType, readImageSize } from "~/utils/image-type";
import { IMAGE_LIMITS, type ImageErrorKeys, type ImageUploadKind } from "./image-upload";

export type SavedImage = { ok: true; url: string } | { ok: false; errorKey: string };

const urlPrefixOf = (kind: ImageUploadKind) => `/uploads/${kind}/`;

/** Whether an address is an image uploaded as this kind (and not a URL an admin typed elsewhere). */
export function isUploadedImage(kind: ImageUploadKind, url: string | null | undefined): url is string {
  return Boolean(url?.startsWith(urlPrefixOf(kind)));
}

/**
 * Writes an uploaded image under DATA_DIR/uploads/<kind>/ and gives its address; refuses it, writing
 * nothing, when it is larger than the kind allows, when its bytes are not a JPEG, PNG, GIF or WebP
 * (whatever its name or declared type), or when its header claims more pixels than the kind allows.
 * `namePrefix` starts the file's name (an avatar's owner, so only their own file is ever removed).
 */
export async function saveUploadedImage(
  dataDir: string,
  kind: ImageUploadKind,
  file: File,
  errors: ImageErrorKeys,
  namePrefix = "",
): Promise<SavedImage> {
  const limits = IMAGE_LIMITS[kind];
  if (file.size > limits.maxBytes) return { ok: false, errorKey: errors.size };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  // Told by the header alone: a few kilobytes may claim more pixels than any browser can decode.
  const size = type ? readImageSize(bytes) : null;
  if (!type || !size) return { ok: false, errorKey: errors.type };
  if (size.width > limits.maxSidePixels || size.height > limits.maxSidePixels)
    return { ok: false, errorKey: errors.dimensions };

  const folder = path.join(dataDir, "uploads", kind);
  const fileName = `${namePrefix}${crypto.randomUUID()}.${type.extension}`;
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, fileName), bytes);
  return { ok: true, url: `${urlPrefixOf(kind)}${fileName}` };
}

/**
 * Removes an uploaded image of this kind (whose name starts with `namePrefix`); any other address,
 * such as a URL an admin typed, is left alone.
 */
export async function removeUploadedImage(
  dataDir: string,
  kind: ImageUploadKind,
  url: string | null | undefined,
  namePrefix = "",
): Promise<void> {
  if (!isUploadedImage(kind, url) || !url.startsWith(`${urlPrefixOf(kind)}${namePrefix}`)) return;
  await rm(path.join(dataDir, "uploads", kind, path.basename(url)), { force: true });
}
