import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { slideSchema } from "./slide-schema";
import { deleteSlide, listSlides, saveSlide } from "./slides.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

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
  const base = { titleEn: null, titleAr: null, descriptionEn: null, descriptionAr: null, linkUrl: null };
  await saveSlide(handle.db, undefined, { ...base, imageUrl: "/b.svg", sortOrder: 2 });
  await saveSlide(handle.db, undefined, { ...base, imageUrl: "/a.svg", sortOrder: 1 });
  let slides = await listSlides(handle.db);
  expect(slides.map((slide) => slide.imageUrl)).toEqual(["/a.svg", "/b.svg"]);

  expect(
    await saveSlide(handle.db, slides[1]!.id, {
      ...base,
      imageUrl: "/b.svg",
      sortOrder: 0,
      titleEn: "Deals",
    }),
  ).toBe(true);
  slides = await listSlides(handle.db);
  expect(slides.map((slide) => slide.titleEn)).toEqual(["Deals", null]);

  expect(await deleteSlide(handle.db, slides[0]!.id)).toBe(true);
  expect(await listSlides(handle.db)).toHaveLength(1);
  expect(await saveSlide(handle.db, crypto.randomUUID(), { ...base, imageUrl: "/x.svg", sortOrder: 0 })).toBe(
    false,
  );
});
