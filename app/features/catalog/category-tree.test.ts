import { describe, expect, it } from "vitest";
import {
  byLocalName,
  filterCategories,
  findCategory,
  groupByDepartment,
  inTreeOrder,
  withDescendants,
} from "./category-tree";

const node = (id: string, nameEn: string, nameAr: string, parentId: string | null = null) => ({
  id,
  nameEn,
  nameAr,
  slug: nameEn.toLowerCase().replace(/\W+/g, "-"),
  parentId,
});

const PHONES = "11111111-1111-4111-8111-111111111111";
const CATEGORIES = [
  node("c-tv", "TV & Audio", "التلفزيونات والصوتيات"),
  node(PHONES, "Phones", "الجوالات"),
  node("c-smart", "Smartphones", "الجوالات الذكية", PHONES),
  node("c-case", "Cases", "الأغطية", "c-smart"),
  node("c-tablets", "Tablets", "الأجهزة اللوحية", PHONES),
  node("c-orphan", "Orphan", "يتيم", "c-missing"),
];

describe("category tree", () => {
  it("finds a category by id, in any case, or by slug", () => {
    expect(findCategory(CATEGORIES, PHONES.toUpperCase())?.nameEn).toBe("Phones");
    expect(findCategory(CATEGORIES, "tv-audio")?.id).toBe("c-tv");
    expect(findCategory(CATEGORIES, "nope")).toBeUndefined();
    expect(findCategory(CATEGORIES, null)).toBeUndefined();
  });

  it("includes subcategories at any depth", () => {
    expect(withDescendants(CATEGORIES, PHONES).sort()).toEqual(
      [PHONES, "c-case", "c-smart", "c-tablets"].sort(),
    );
    expect(withDescendants(CATEGORIES, "c-tv")).toEqual(["c-tv"]);
  });

  it("orders each category before its subcategories and sorts by the page's language", () => {
    expect(inTreeOrder(byLocalName(CATEGORIES, "en")).map((category) => category.id)).toEqual([
      "c-orphan",
      PHONES,
      "c-smart",
      "c-case",
      "c-tablets",
      "c-tv",
    ]);
    expect(byLocalName(CATEGORIES, "ar")[0]?.id).toBe("c-tablets");
  });

  it("filters by parent and by words in either language, Arabic spelling folded", () => {
    const ids = (found: { id: string }[]) => found.map((category) => category.id);
    expect(ids(filterCategories(CATEGORIES, { query: "", parentId: PHONES }))).toEqual([
      PHONES,
      "c-smart",
      "c-tablets",
    ]);
    expect(ids(filterCategories(CATEGORIES, { query: "الجوالات", parentId: null }))).toEqual([
      PHONES,
      "c-smart",
    ]);
    expect(ids(filterCategories(CATEGORIES, { query: "اللوحيه", parentId: null }))).toEqual(["c-tablets"]);
    expect(ids(filterCategories(CATEGORIES, { query: "SMART", parentId: PHONES }))).toEqual(["c-smart"]);
    expect(filterCategories(CATEGORIES, { query: "fridge", parentId: null })).toEqual([]);
  });

  it("groups what a filter kept by department, with the categories below each", () => {
    const ordered = inTreeOrder(CATEGORIES);
    const shown = (query: string, parentId: string | null = null) =>
      groupByDepartment(ordered, filterCategories(ordered, { query, parentId })).map(
        ({ department, subcategories }) => [department.nameEn, subcategories.map((sub) => sub.nameEn)],
      );
    expect(shown("")).toEqual([
      ["TV & Audio", []],
      ["Phones", ["Smartphones", "Cases", "Tablets"]],
      ["Orphan", []],
    ]);
    // A subcategory found by name comes under its department, alone.
    expect(shown("اللوحية")).toEqual([["Phones", ["Tablets"]]]);
    expect(shown("cases")).toEqual([["Phones", ["Cases"]]]);
    expect(shown("", PHONES)).toEqual([["Phones", ["Smartphones", "Cases", "Tablets"]]]);
    expect(shown("zzz")).toEqual([]);
  });
});
