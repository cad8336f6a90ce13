// Uploaded images (avatars, store logos) are told by their content, never by name or declared type.

export type ImageKind = { extension: string; mime: string };

/** The image type told by the file's first bytes (decision 7), never by its name or declared type. */
export function detectImageType(bytes: Uint8Array): ImageKind | null {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return { extension: "jpg", mime: "image/jpeg" };
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: "png", mime: "image/png" };
  if (startsWith([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { extension: "gif", mime: "image/gif" };
  }
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) {
    return { extension: "webp", mime: "image/webp" };
  }
  return null;
}
