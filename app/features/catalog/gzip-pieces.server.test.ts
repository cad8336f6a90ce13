import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { combineCrc32, deflatePieces, gzipWithBetween, inflateWithBetween } from "./gzip-pieces.server";

describe("a page kept as compressed pieces", () => {
  it("combines two checksums into the checksum of the two texts one after the other", () => {
    for (const [first, second] of [
      [0, 1],
      [1, 0],
      [17, 3],
      [1_000, 65_537],
      [100_000, 186_000],
    ]) {
      const a = randomBytes(first!);
      const b = randomBytes(second!);
      expect(combineCrc32(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it("reads, gzipped or not, as the page with what was put in its gaps", () => {
    const text = (between: string) =>
      [
        "",
        `<html><script nonce="`,
        `">${"let a = 1; ".repeat(5_000)}</script><p>مرحبا</p>`,
        `"></p>`,
        "",
      ].join(between);
    const pieces = text("\u0000")
      .split("\u0000")
      .map((piece) => Buffer.from(piece));
    const kept = deflatePieces(pieces);
    expect(kept.size).toBeLessThan(Buffer.byteLength(text("x")) / 10);
    for (const nonce of ["a", "r4nd0m-n0nce/+==", "another one, longer than the first"]) {
      // gunzip checks the checksum and the length in the trailer.
      expect(gunzipSync(gzipWithBetween(kept, Buffer.from(nonce))).toString("utf8")).toBe(text(nonce));
      expect(inflateWithBetween(kept, Buffer.from(nonce)).toString("utf8")).toBe(text(nonce));
    }
  });
});
