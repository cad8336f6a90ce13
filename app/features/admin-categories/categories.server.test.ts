import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct } from "../../../tests/setup/factories";
import { createCategory, deleteCategory, listCategoriesForAdmin, updateCategory } from "./categories.server";
import { createCategorySchema, slugify, updateCategorySchema } from "./category-schema";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const idOf = async (slug: string) =>
  (await handle.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)))[0]!.id;

describe("slugs", () => {
  it("are generated from the English name when left empty", () => {
    expect(slugify("Home Appliances")).toBe("home-appliances");
    expect(slugify("  TV & Audio  ")).toBe("tv-audio");
    const parsed = createCategorySchema.parse({
      intent: "create",
      nameEn: "Smart Watches",
      nameAr: "ساعات ذكية",
      slug: "",
    });
    expect(parsed.slug).toBe("smart-watches");
  });

  it("must be lowercase letters and digits joined by single hyphens", () => {
    const invalid = ["Phones", "phones--cases", "-phones", "phones_cases", "هواتف"];
    for (const slug of invalid) {
      const result = updateCategorySchema.safeParse({
        intent: "update",
        id: crypto.randomUUID(),
        nameEn: "a",
        nameAr: "ب",
        slug,
      });
      expect(result.success, slug).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("adminCategories.errors.slugFormat");
    }
  });

  it("cannot be made from an English name with no Latin letters or digits", () => {
    const result = createCategorySchema.safeParse({ intent: "create", nameEn: "!!!", nameAr: "؟", slug: "" });
    expect(result.error?.issues[0]?.message).toBe("adminCategories.errors.slugFromName");
  });

  it("requires both names", () => {
    const result = createCategorySchema.safeParse({ intent: "create", nameEn: " ", nameAr: "", slug: "x" });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      "adminCategories.errors.namesRequired",
    );
  });
});

describe("categories", () => {
  it("creates, lists with counts, and refuses a duplicate slug", async () => {
    expect(await createCategory(handle.db, { nameEn: "Phones", nameAr: "الجوالات", slug: "phones" })).toEqual(
      { ok: true },
    );
    const phones = await idOf("phones");
    expect(
      await createCategory(handle.db, {
        nameEn: "Smartphones",
        nameAr: "الهواتف الذكية",
        slug: "smartphones",
        parentId: phones,
      }),
    ).toEqual({ ok: true });
    await createProduct(handle.db, { categoryId: await idOf("smartphones") });

    expect(await createCategory(handle.db, { nameEn: "Phones 2", nameAr: "٢", slug: "phones" })).toEqual({
      ok: false,
      errorKey: "adminCategories.errors.slugTaken",
      field: "slug",
    });
    const rows = await listCategoriesForAdmin(handle.db);
    expect(rows.find((row) => row.slug === "phones")).toMatchObject({ productCount: 0, childCount: 1 });
    expect(rows.find((row) => row.slug === "smartphones")).toMatchObject({
      productCount: 1,
      childCount: 0,
      parentId: phones,
    });
  });

  it("updates names and slug, refusing another category's slug", async () => {
    await createCategory(handle.db, { nameEn: "Tablets", nameAr: "أجهزة لوحية", slug: "tablets" });
    const tablets = await idOf("tablets");
    expect(
      await updateCategory(handle.db, tablets, {
        nameEn: "Tablets & iPads",
        nameAr: "أجهزة لوحية",
        slug: "tablets-ipads",
      }),
    ).toEqual({
      ok: true,
    });
    expect(
      await updateCategory(handle.db, tablets, { nameEn: "x", nameAr: "y", slug: "phones" }),
    ).toMatchObject({
      ok: false,
      errorKey: "adminCategories.errors.slugTaken",
    });
  });

  it("keeps categories two levels deep", async () => {
    const smartphones = await idOf("smartphones");
    const phones = await idOf("phones");
    await createCategory(handle.db, { nameEn: "Cases", nameAr: "أغطية", slug: "cases" });
    expect(
      await updateCategory(handle.db, await idOf("cases"), {
        nameEn: "Cases",
        nameAr: "أغطية",
        slug: "cases",
        parentId: smartphones,
      }),
    ).toMatchObject({
      ok: false,
      errorKey: "adminCategories.errors.parentInvalid",
    });
    expect(
      await updateCategory(handle.db, phones, {
        nameEn: "Phones",
        nameAr: "الجوالات",
        slug: "phones",
        parentId: await idOf("cases"),
      }),
    ).toMatchObject({ ok: false, errorKey: "adminCategories.errors.hasChildrenCannotNest" });
  });

  it("says what blocks deleting a category and deletes an empty one", async () => {
    expect(await deleteCategory(handle.db, await idOf("phones"))).toEqual({
      ok: false,
      errorKey: "adminCategories.errors.notEmpty",
      productCount: 0,
      childCount: 1,
    });
    expect(await deleteCategory(handle.db, await idOf("smartphones"))).toMatchObject({
      ok: false,
      productCount: 1,
    });
    const cases = await idOf("cases");
    expect(await deleteCategory(handle.db, cases)).toEqual({ ok: true });
    expect(await handle.db.$count(categories, eq(categories.id, cases))).toBe(0);
  });
});

it("treats the empty parent choice as top level", () => {
  const parsed = updateCategorySchema.parse({
    intent: "update",
    id: crypto.randomUUID(),
    nameEn: "A",
    nameAr: "ب",
    slug: "a",
    parentId: "",
  });
  expect(parsed.parentId).toBeUndefined();
});
