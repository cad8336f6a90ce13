// Image files for upload tests, built byte by byte: a real PNG any browser decodes, a header that
// claims more pixels than it holds, and a file that only says it is an image.
import { crc32, deflateSync } from "node:zlib";

const be32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

function chunk(type: string, body: Buffer): Buffer {
  const typeAndBody = Buffer.concat([Buffer.from(type, "latin1"), body]);
  return Buffer.concat([be32(body.length), typeAndBody, be32(crc32(typeAndBody))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ihdr = (width: number, height: number) =>
  chunk("IHDR", Buffer.concat([be32(width), be32(height), Buffer.from([8, 2, 0, 0, 0])]));

/** A complete RGB PNG of one colour, `width` × `height` pixels. */
export function realPng(width: number, height: number, rgb: [number, number, number] = [20, 110, 220]) {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      PNG_SIGNATURE,
      ihdr(width, height),
      chunk("IDAT", deflateSync(pixels)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** A PNG header claiming `width` × `height` pixels, with no pixels after it (a few dozen bytes). */
export function pngHeaderClaiming(width: number, height: number) {
  return new Uint8Array(Buffer.concat([PNG_SIGNATURE, ihdr(width, height), chunk("IEND", Buffer.alloc(0))]));
}

/** Text named and typed as a PNG. */
export const FAKE_PNG = new TextEncoder().encode("<svg onload=alert(1)>not a picture</svg>");
