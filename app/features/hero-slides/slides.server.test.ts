import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { FAKE_PNG, pngHeaderClaiming, realPng } from "../../../tests/setup/images";
import { slideSchema } from "./slide-schema";
import { deleteSlide, listSlides, saveSlide } from "./slides.server";

let handle: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-slides-"));
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const form = (fields: Record<string, string>) => ({
  intent: "save",
  imageUrl: "/demo/slides/a.svg",
  sortOrder: "0",
  ...fields,
});

describe("slide form", () => {
  it("requires an image URL that is a URL or a site path", () => {
    expect(slideSchema.safeParse(form({ imageUrl: "" })).error?.issues[0]?.message).toBe(
      "adminSlides.errors.imageRequired",
    );
    expect(slideSchema.safeParse(form({ imageUrl: "not a url" })).error?.issues[0]?.message).toBe(
      "adminSlides.errors.imageUrl",
    );
    expect(slideSchema.safeParse(form({ imageUrl: "javascript:alert(1)" })).success).toBe(false);
    expect(slideSchema.safeParse(form({ imageUrl: "https://cdn.example.com/x.jpg" })).success).toBe(true);
  });

  it("takes a link to another site or a path on this one, as a browser will read it", () => {
    const linkOf = (linkUrl: string) => slideSchema.safeParse(form({ linkUrl }));
    expect(linkOf("https://store.example/offer").data?.linkUrl).toBe("https://store.example/offer");
    expect(linkOf("/products?category=x").data?.linkUrl).toBe("/products?category=x");
    for (const linkUrl of [
      "/\\evil.example",
      "/\t/evil.example",
      "//evil.example",
      "/.//evil.example",
      "javascript:alert(1)",
    ]) {
      expect(linkOf(linkUrl).error?.issues[0]?.message, JSON.stringify(linkUrl)).toBe(
        "adminSlides.errors.linkUrl",
      );
    }
  });

  it("requires a whole order of at least 0", () => {
    for (const sortOrder of ["-1", "1.5", "abc", ""]) {
      expect(slideSchema.safeParse(form({ sortOrder })).error?.issues[0]?.message, sortOrder).toBe(
        "adminSlides.errors.order",
      );
    }
  });

  it("stores empty optional fields as null", () => {
    const parsed = slideSchema.parse(form({ titleEn: "  ", linkUrl: "" }));
    expect(parsed).toMatchObject({
      titleEn: null,
      titleAr: null,
      descriptionEn: null,
      linkUrl: null,
      sortOrder: 0,
    });
  });
});

it("creates, orders, updates and deletes slides", async () => {
  const save = (fields: Record<string, string>) =>
    saveSlide(handle.db, dataDir, slideSchema.parse(form(fields)));
  await save({ imageUrl: "/b.svg", sortOrder: "2" });
  await save({ imageUrl: "/a.svg", sortOrder: "1" });
  let slides = await listSlides(handle.db);
  expect(slides.map((slide) => slide.imageUrl)).toEqual(["/a.svg", "/b.svg"]);

  expect(await save({ id: slides[1]!.id, imageUrl: "/b.svg", sortOrder: "0", titleEn: "Deals" })).toEqual({
    ok: true,
  });
  slides = await listSlides(handle.db);
  expect(slides.map((slide) => slide.titleEn)).toEqual(["Deals", null]);

  expect(await deleteSlide(handle.db, dataDir, slides[0]!.id)).toBe(true);
  expect(await listSlides(handle.db)).toHaveLength(1);
  expect(await save({ id: crypto.randomUUID(), imageUrl: "/x.svg" })).toEqual({
    ok: false,
    errorKey: "adminSlides.errors.notFound",
  });
});

describe("a slide's uploaded image", () => {
  const uploads = () => {
    const folder = path.join(dataDir, "uploads", "slides");
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const withImage = (bytes: Uint8Array<ArrayBuffer>, fields: Record<string, string> = {}) =>
    slideSchema.parse({
      ...form({ imageUrl: "", ...fields }),
      image: new File([bytes], "slide.png", { type: "image/png" }),
    });

  it("is taken instead of the URL, and the URL alone is enough without one", () => {
    expect(slideSchema.safeParse(form({ imageUrl: "" })).error?.issues[0]?.path).toEqual(["imageUrl"]);
    expect(
      slideSchema.safeParse({
        ...form({ imageUrl: "" }),
        image: new File([realPng(2, 2)], "a.png", { type: "image/png" }),
      }).success,
    ).toBe(true);
  });

  it("is saved as the slide's image, replacing the previous upload but never a typed URL", async () => {
    const added = await saveSlide(
      handle.db,
      dataDir,
      withImage(realPng(64, 32), { titleEn: "Uploaded", imageUrl: "/demo/kept.svg" }),
    );
    expect(added).toEqual({ ok: true });
    const [slide] = (await listSlides(handle.db)).filter((row) => row.titleEn === "Uploaded");
    expect(slide!.imageUrl).toMatch(/^\/uploads\/slides\/.+\.png$/);
    expect(uploads()).toEqual([path.basename(slide!.imageUrl)]);

    await saveSlide(handle.db, dataDir, withImage(realPng(10, 10), { id: slide!.id, titleEn: "Uploaded" }));
    const [replaced] = (await listSlides(handle.db)).filter((row) => row.id === slide!.id);
    expect(replaced!.imageUrl).not.toBe(slide!.imageUrl);
    expect(uploads()).toEqual([path.basename(replaced!.imageUrl)]);

    // Back to a URL: the upload goes; the URL's file is not Qaren's to remove.
    await saveSlide(
      handle.db,
      dataDir,
      slideSchema.parse(form({ id: slide!.id, imageUrl: "/demo/kept.svg" })),
    );
    expect(uploads()).toEqual([]);
    await saveSlide(handle.db, dataDir, withImage(realPng(4, 4), { id: slide!.id }));
    expect(await deleteSlide(handle.db, dataDir, slide!.id)).toBe(true);
    expect(uploads()).toEqual([]);
  });

  it("is refused when it is not an image or claims too many pixels, changing nothing", async () => {
    const before = await listSlides(handle.db);
    const [first] = before;
    expect(await saveSlide(handle.db, dataDir, withImage(FAKE_PNG, { id: first!.id }))).toEqual({
      ok: false,
      errorKey: "imageUpload.errors.type",
      field: "image",
    });
    expect(await saveSlide(handle.db, dataDir, withImage(pngHeaderClaiming(60000, 60000)))).toEqual({
      ok: false,
      errorKey: "imageUpload.errors.dimensions",
      field: "image",
    });
    expect(await listSlides(handle.db)).toEqual(before);
    expect(uploads()).toEqual([]);
  });
});
