import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import { detectImageType } from "~/utils/image-type";
import { createTestDatabase } from "../../../tests/setup/database";
import { saveAvatar } from "./avatar.server";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode("GIF89a....");
const WEBP = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

let handle: DatabaseHandle;
let dataDir: string;
let userId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-avatar-"));
  userId = crypto.randomUUID();
  await handle.db.insert(users).values({ id: userId, email: "avatar@example.com" });
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

describe("saveAvatar", () => {
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
