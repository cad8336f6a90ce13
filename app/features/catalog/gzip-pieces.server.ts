// A page kept compressed, with a gap wherever its Content Security Policy nonce stood (page-cache):
// each answer is one gzip member (RFC 1952) built from the kept DEFLATE pieces and its own nonce,
// compressed on its own, without inflating or compressing the page again. The gzip checksum of the
// whole is combined from the pieces' checksums, so the page's own bytes need not be kept at all.
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";

/** Text cut into pieces, each compressed once, with its CRC-32 and length. */
export type DeflatedPieces = { deflated: Buffer[]; checksums: number[]; lengths: number[]; size: number };

/**
 * Each piece as raw DEFLATE from a fresh compressor (no reference reaches before its start), ended
 * on a byte boundary without closing the stream; the last closes it. Whatever is compressed the
 * same way and put between two of them keeps the whole one valid DEFLATE stream.
 */
export function deflatePieces(pieces: readonly Buffer[]): DeflatedPieces {
  const deflated = pieces.map((piece, index) =>
    deflateRawSync(piece, {
      finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
  return {
    deflated,
    checksums: pieces.map((piece) => crc32(piece)),
    lengths: pieces.map((piece) => piece.length),
    size: deflated.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** The gzip header: DEFLATE, no name, no time, from Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);

/** The pieces with `between` in every gap, as one gzip member. */
export function gzipWithBetween(pieces: DeflatedPieces, between: Buffer): Buffer<ArrayBuffer> {
  const deflatedBetween = deflateRawSync(between, { finishFlush: constants.Z_SYNC_FLUSH });
  const betweenChecksum = crc32(between);
  const parts: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  pieces.deflated.forEach((piece, index) => {
    if (index > 0) {
      parts.push(deflatedBetween);
      checksum = combineCrc32(checksum, betweenChecksum, between.length);
      length += between.length;
    }
    parts.push(piece);
    checksum = combineCrc32(checksum, pieces.checksums[index]!, pieces.lengths[index]!);
    length += pieces.lengths[index]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** The pieces with `between` in every gap, as plain text (for a client that takes no gzip). */
export function inflateWithBetween(pieces: DeflatedPieces, between: Buffer): Buffer<ArrayBuffer> {
  const deflatedBetween = deflateRawSync(between, { finishFlush: constants.Z_SYNC_FLUSH });
  const stream = pieces.deflated.flatMap((piece, index) =>
    index === 0 ? [piece] : [deflatedBetween, piece],
  );
  return Buffer.from(inflateRawSync(Buffer.concat(stream)));
}

// CRC-32 arithmetic: a checksum is a remainder modulo the CRC polynomial over GF(2), written with
// the lowest power in the highest bit as the checksum itself is. The checksum of A then B is A's
// shifted past B's length (multiplied by x^(8·|B|)) plus B's.

/** The CRC-32 polynomial, bit-reversed. */
const POLYNOMIAL = 0xedb88320;
/** x⁰, the polynomial 1, in this bit order. */
const ONE = 0x80000000;

/** a(x)·b(x) modulo the polynomial. */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  let multiplier = b >>> 0;
  for (let bit = ONE; bit !== 0; bit >>>= 1) {
    if ((a & bit) !== 0) product ^= multiplier;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ POLYNOMIAL : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const POWERS_OF_TWO: readonly number[] = (() => {
  const powers = [ONE >>> 1];
  for (let k = 1; k < 32; k++) powers.push(multiplyModulo(powers[k - 1]!, powers[k - 1]!));
  return powers;
})();

/** x^(8·bytes) modulo the polynomial: a checksum's shift past that many bytes. */
function shiftPast(bytes: number): number {
  let result = ONE;
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) result = multiplyModulo(POWERS_OF_TWO[k % 32]!, result);
  }
  return result;
}

/** The CRC-32 of A followed by B, from A's checksum, B's checksum and B's length. */
export function combineCrc32(first: number, second: number, secondLength: number): number {
  return (multiplyModulo(shiftPast(secondLength), first) ^ second) >>> 0;
}
