// Uploaded images (avatars, store logos) are told by their content, never by name or declared type.

export type ImageKind = { extension: string; mime: string };

/** The image type told by the file's first bytes (PD-7), never by its name or declared type. */
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

export type ImageSize = { width: number; height: number };

/**
 * The width and height an image's header claims, read without decoding it (PNG's IHDR, the first
 * JPEG frame header, GIF's logical screen, WebP's VP8/VP8L/VP8X header); null when the header is
 * missing or cut short. A few kilobytes can claim 60000 × 60000 pixels, which a browser would try
 * to decode into gigabytes.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const size = readHeaderSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

function readHeaderSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number, length: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  switch (detectImageType(bytes)?.mime) {
    case "image/png":
      if (bytes.length < 24 || text(12, 4) !== "IHDR") return null;
      return { width: view.getUint32(16), height: view.getUint32(20) };
    case "image/gif":
      if (bytes.length < 10) return null;
      return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
    case "image/webp":
      return readWebpSize(bytes, view, text);
    case "image/jpeg":
      return readJpegSize(bytes, view);
    default:
      return null;
  }
}

function readWebpSize(
  bytes: Uint8Array,
  view: DataView,
  text: (offset: number, length: number) => string,
): ImageSize | null {
  const chunk = text(12, 4);
  if (
    chunk === "VP8 " &&
    bytes.length >= 30 &&
    bytes[23] === 0x9d &&
    bytes[24] === 0x01 &&
    bytes[25] === 0x2a
  )
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L" && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && bytes.length >= 30) {
    const uint24 = (offset: number) =>
      bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return null;
}

/** The first frame header (SOF0–SOF15 but DHT, JPG and DAC) before the image data begins. */
function readJpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes, and markers that stand alone without a length.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // The scan starts: no frame header came before it.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (offset + 9 > bytes.length) return null;
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}
