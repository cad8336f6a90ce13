import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FAKE_PNG, pngHeaderClaiming, realPng } from "../../../tests/setup/images";
import { IMAGE_UPLOAD_ERRORS, imageFileSchema } from "./image-upload";
import { isUploadedImage, removeUploadedImage, saveUploadedImage } from "./image-upload.server";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-uploads-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const filesIn = (kind: string) => {
  const folder = path.join(dataDir, "uploads", kind);
  return existsSync(folder) ? readdirSync(folder) : [];
};
const pngFile = (bytes: Uint8Array<ArrayBuffer>, name = "photo.png") =>
  new File([bytes], name, { type: "image/png" });

describe("saveUploadedImage", () => {
  it("keeps a real PNG under uploads/<kind>/ with its own bytes, named by its content", async () => {
    const png = realPng(40, 30);
    const saved = await saveUploadedImage(dataDir, "products", pngFile(png, "x.gif"), IMAGE_UPLOAD_ERRORS);
    expect(saved).toEqual({ ok: true, url: expect.stringMatching(/^\/uploads\/products\/[0-9a-f-]+\.png$/) });
    const url = saved.ok ? saved.url : "";
    expect(new Uint8Array(readFileSync(path.join(dataDir, url)))).toEqual(png);
    expect(filesIn("products")).toHaveLength(1);
  });

  it("starts the file's name with the prefix given", async () => {
    const saved = await saveUploadedImage(
      dataDir,
      "avatars",
      pngFile(realPng(2, 2)),
      IMAGE_UPLOAD_ERRORS,
      "u1-",
    );
    expect(saved.ok && saved.url.startsWith("/uploads/avatars/u1-")).toBe(true);
  });

  it("refuses bytes that are not an image whatever the file says, writing nothing", async () => {
    expect(await saveUploadedImage(dataDir, "slides", pngFile(FAKE_PNG), IMAGE_UPLOAD_ERRORS)).toEqual({
      ok: false,
      errorKey: "imageUpload.errors.type",
    });
    expect(filesIn("slides")).toEqual([]);
  });

  it("refuses a header claiming more pixels than the kind allows, writing nothing", async () => {
    for (const [width, height] of [
      [60000, 60000],
      [8193, 1],
      [1, 8193],
    ] as const) {
      expect(
        await saveUploadedImage(
          dataDir,
          "slides",
          pngFile(pngHeaderClaiming(width, height)),
          IMAGE_UPLOAD_ERRORS,
        ),
      ).toEqual({ ok: false, errorKey: "imageUpload.errors.dimensions" });
    }
    expect(filesIn("slides")).toEqual([]);
    // At the limit itself the header passes.
    const edge = await saveUploadedImage(
      dataDir,
      "slides",
      pngFile(pngHeaderClaiming(8192, 8192)),
      IMAGE_UPLOAD_ERRORS,
    );
    expect(edge.ok).toBe(true);
  });

  it("refuses a file larger than the kind allows, in that form's words", async () => {
    const big = pngFile(new Uint8Array([...realPng(2, 2), ...new Uint8Array(600 * 1024)]));
    const logoWords = { size: "logo.size", type: "logo.type", dimensions: "logo.dimensions" };
    expect(await saveUploadedImage(dataDir, "stores", big, logoWords)).toEqual({
      ok: false,
      errorKey: "logo.size",
    });
    // The same file is small enough for a product.
    expect((await saveUploadedImage(dataDir, "products", big, IMAGE_UPLOAD_ERRORS)).ok).toBe(true);
    expect(filesIn("stores")).toEqual([]);
  });
});

describe("removeUploadedImage", () => {
  it("removes an uploaded image of its kind and nothing else", async () => {
    const saved = await saveUploadedImage(dataDir, "products", pngFile(realPng(2, 2)), IMAGE_UPLOAD_ERRORS);
    const url = saved.ok ? saved.url : "";
    // A file of the same name in another kind's folder, and files a typed URL could name.
    mkdirSync(path.join(dataDir, "uploads", "slides"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", "slides", path.basename(url)), "keep");
    mkdirSync(path.join(dataDir, "demo"), { recursive: true });
    writeFileSync(path.join(dataDir, "demo", "phone.svg"), "keep");

    for (const typed of ["/demo/phone.svg", "https://cdn.example.com/uploads/products/a.png", null])
      await removeUploadedImage(dataDir, "products", typed);
    await removeUploadedImage(dataDir, "slides", url);
    expect(filesIn("products")).toEqual([path.basename(url)]);
    expect(existsSync(path.join(dataDir, "demo", "phone.svg"))).toBe(true);
    expect(filesIn("slides")).toEqual([path.basename(url)]);

    await removeUploadedImage(dataDir, "products", url);
    expect(filesIn("products")).toEqual([]);
  });

  it("removes only files whose name starts with the prefix given", async () => {
    const saved = await saveUploadedImage(
      dataDir,
      "avatars",
      pngFile(realPng(2, 2)),
      IMAGE_UPLOAD_ERRORS,
      "u1-",
    );
    const url = saved.ok ? saved.url : "";
    await removeUploadedImage(dataDir, "avatars", url, "u2-");
    expect(filesIn("avatars")).toHaveLength(1);
    await removeUploadedImage(dataDir, "avatars", url, "u1-");
    expect(filesIn("avatars")).toEqual([]);
  });

  it("stays inside the kind's folder whatever the address says", async () => {
    writeFileSync(path.join(dataDir, "secret.txt"), "keep");
    await removeUploadedImage(dataDir, "products", "/uploads/products/../../secret.txt");
    expect(existsSync(path.join(dataDir, "secret.txt"))).toBe(true);
    expect(isUploadedImage("products", "/uploads/products/a.png")).toBe(true);
    expect(isUploadedImage("products", "/uploads/slides/a.png")).toBe(false);
  });
});

describe("imageFileSchema", () => {
  const schema = imageFileSchema("products", IMAGE_UPLOAD_ERRORS);
  it("takes an image type up to the kind's size, in the browser as on the server", () => {
    expect(schema.safeParse(pngFile(realPng(2, 2))).success).toBe(true);
    const message = (file: File) => schema.safeParse(file).error?.issues[0]?.message;
    expect(message(new File(["hi"], "a.txt", { type: "text/plain" }))).toBe("imageUpload.errors.type");
    expect(message(new File([], "empty.png", { type: "image/png" }))).toBe("imageUpload.errors.type");
    expect(message(pngFile(new Uint8Array(5 * 1024 * 1024 + 1)))).toBe("imageUpload.errors.size");
  });
});
