import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { detectImageType, readImageSize } from "~/utils/image-type";
import { createTestDatabase } from "../../../tests/setup/database";
import { createUser } from "../../../tests/setup/factories";
import { saveAvatar } from "./avatar.server";

const bytesOf = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)),
  );
const be16 = (value: number) => [value >> 8, value & 0xff];
const be32 = (value: number) => [...be16(value >>> 16), ...be16(value & 0xffff)];
const le16 = (value: number) => [value & 0xff, value >> 8];
const le24 = (value: number) => [...le16(value & 0xffff), value >>> 16];

// The headers each format's encoders write, claiming the given size (nothing but the header).
const png = (width: number, height: number) =>
  bytesOf([0x89], "PNG\r\n\x1a\n", be32(13), "IHDR", be32(width), be32(height), [8, 6, 0, 0, 0], be32(0));
const jpeg = (width: number, height: number) =>
  bytesOf(
    [0xff, 0xd8, 0xff, 0xe0],
    be16(16),
    "JFIF\0",
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xff],
    [0xff, 0xdb],
    be16(4),
    [0, 0],
    [0xff, 0xc2],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );
const gif = (width: number, height: number) => bytesOf("GIF89a", le16(width), le16(height), [0, 0, 0]);
const webpLossy = (width: number, height: number) =>
  bytesOf(
    "RIFF",
    [0, 0, 0, 0],
    "WEBPVP8 ",
    [0, 0, 0, 0],
    [0, 0, 0, 0x9d, 0x01, 0x2a],
    le16(width),
    le16(height),
  );
const webpLossless = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return bytesOf(
    "RIFF",
    [0, 0, 0, 0],
    "WEBPVP8L",
    [0, 0, 0, 0],
    [0x2f],
    [...le16(bits & 0xffff), ...le16(bits >>> 16)],
  );
};
const webpExtended = (width: number, height: number) =>
  bytesOf("RIFF", [0, 0, 0, 0], "WEBPVP8X", [10, 0, 0, 0], [0, 0, 0, 0], le24(width - 1), le24(height - 1));

const PNG = png(64, 48);
const JPEG = jpeg(640, 480);
const GIF = gif(32, 32);
const WEBP = webpLossy(100, 80);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

let handle: DatabaseHandle;
let dataDir: string;
let userId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-avatar-"));
  userId = (await createUser(handle.db, { id: crypto.randomUUID() })).id;
});
afterAll(() => handle.close());

const avatarFolder = () => path.join(dataDir, "uploads", "avatars");
const storedFiles = () => (existsSync(avatarFolder()) ? readdirSync(avatarFolder()) : []);

describe("detectImageType", () => {
  it("recognises jpeg, png, gif and webp by their first bytes", () => {
    expect(detectImageType(JPEG)?.mime).toBe("image/jpeg");
    expect(detectImageType(PNG)?.mime).toBe("image/png");
    expect(detectImageType(GIF)?.mime).toBe("image/gif");
    expect(detectImageType(WEBP)?.mime).toBe("image/webp");
  });

  it("refuses SVG, text and truncated files", () => {
    expect(detectImageType(SVG)).toBeNull();
    expect(detectImageType(new TextEncoder().encode("hello, I am a .png"))).toBeNull();
    expect(detectImageType(Uint8Array.from([0x89, 0x50]))).toBeNull();
  });
});

describe("readImageSize", () => {
  it("reads the size each format's header claims", () => {
    expect(readImageSize(PNG)).toEqual({ width: 64, height: 48 });
    expect(readImageSize(JPEG)).toEqual({ width: 640, height: 480 });
    expect(readImageSize(GIF)).toEqual({ width: 32, height: 32 });
    expect(readImageSize(WEBP)).toEqual({ width: 100, height: 80 });
    expect(readImageSize(webpLossless(8064, 6048))).toEqual({ width: 8064, height: 6048 });
    expect(readImageSize(webpExtended(60000, 60000))).toEqual({ width: 60000, height: 60000 });
    expect(readImageSize(png(60000, 60000))).toEqual({ width: 60000, height: 60000 });
  });

  it("reads no size from a header cut short or claiming no pixels", () => {
    expect(readImageSize(PNG.subarray(0, 20))).toBeNull();
    expect(readImageSize(JPEG.subarray(0, 30))).toBeNull();
    expect(readImageSize(png(0, 10))).toBeNull();
    expect(readImageSize(SVG)).toBeNull();
  });
});

describe("saveAvatar", () => {
  it("refuses an image that claims more pixels than an avatar may have, in any format", async () => {
    for (const claimed of [
      png(60000, 60000),
      jpeg(60000, 60000),
      gif(65535, 10),
      webpExtended(60000, 60000),
      png(8193, 1),
    ]) {
      expect(await saveAvatar(handle.db, dataDir, userId, new File([claimed], "huge.img"))).toEqual({
        ok: false,
        errorKey: "profile.errors.avatarDimensions",
      });
    }
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a renamed non-image, an SVG and a 6 MB image, storing nothing", async () => {
    const renamed = new File([new TextEncoder().encode("MZ not an image")], "photo.png", {
      type: "image/png",
    });
    const svg = new File([SVG], "me.svg", { type: "image/png" });
    const big = new File([PNG, new Uint8Array(6 * 1024 * 1024)], "big.png", { type: "image/png" });

    expect(await saveAvatar(handle.db, dataDir, userId, renamed)).toEqual({
      ok: false,
      errorKey: "profile.errors.avatarType",
    });
    expect(await saveAvatar(handle.db, dataDir, userId, svg)).toEqual({
      ok: false,
      errorKey: "profile.errors.avatarType",
    });
    expect(await saveAvatar(handle.db, dataDir, userId, big)).toEqual({
      ok: false,
      errorKey: "profile.errors.avatarSize",
    });
    expect(storedFiles()).toEqual([]);
    expect(await handle.db.$count(profiles, eq(profiles.id, userId))).toBe(0);
  });

  it("stores a real image, points the profile at it and removes the previous one", async () => {
    const first = await saveAvatar(handle.db, dataDir, userId, new File([PNG], "a.png"));
    expect(first).toMatchObject({
      ok: true,
      avatarUrl: expect.stringMatching(/^\/uploads\/avatars\/.+\.png$/),
    });
    expect(storedFiles()).toHaveLength(1);

    const second = await saveAvatar(handle.db, dataDir, userId, new File([JPEG], "b.jpeg"));
    expect(second).toMatchObject({ ok: true, avatarUrl: expect.stringMatching(/\.jpg$/) });
    expect(storedFiles()).toEqual([path.basename(second.ok ? second.avatarUrl : "")]);
    const [profile] = await handle.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.avatarUrl).toBe(second.ok ? second.avatarUrl : null);
  });
});
