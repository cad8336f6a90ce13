// The assistant reads every word of the shopper vocabulary, the one search reads too (issue 37), so
// a kind of product search understands is a kind the assistant understands.
import { describe, expect, it } from "vitest";
import { DEMO_CATEGORIES } from "~/db/seed/demo-catalog";
import { CATEGORY_ALL_WORDS, CATEGORY_WORDS } from "~/features/shopper-vocabulary/category-words";
import { splitWords } from "~/features/shopper-vocabulary/phrases";
import { type CategoryRef, matchCategories } from "./category-match";

const CATEGORIES: CategoryRef[] = DEMO_CATEGORIES.map(({ slug, nameEn, nameAr, parent }) => ({
  id: slug,
  slug,
  nameEn,
  nameAr,
  parentId: parent ?? null,
}));

const read = (text: string) => {
  const { categories, otherWords } = matchCategories(splitWords(text), CATEGORIES);
  return { slugs: categories.map((category) => category.slug), otherWords };
};

describe("the categories a question names", () => {
  it("reads every word of the shopper vocabulary as a kind that lists it first", () => {
    const misread: string[] = [];
    for (const word of new Set(Object.values(CATEGORY_ALL_WORDS).flat())) {
      const { slugs, otherWords } = read(word);
      const isRead =
        slugs.length > 0 &&
        otherWords.length === 0 &&
        slugs.every((slug) => CATEGORY_WORDS[slug]?.includes(word));
      if (!isRead) misread.push(`${word} → ${slugs.join(", ") || "nothing"}`);
    }
    expect(misread).toEqual([]);
  });

  it("understands the words search knew alone before", () => {
    expect(read("هاتف ذكي سامسونج")).toEqual({ slugs: ["smartphones"], otherWords: ["سامسونج"] });
    expect(read("سمارت فون")).toEqual({ slugs: ["smartphones"], otherWords: [] });
    expect(read("best smart phone")).toEqual({ slugs: ["smartphones"], otherWords: ["best"] });
  });

  it("reads a word two kinds share as the kind shoppers mostly mean", () => {
    expect(read("سماعات سوني").slugs).toEqual(["headphones"]);
    expect(read("شاشة سامسونج").slugs).toEqual(["televisions"]);
  });

  it("finds a department by its name", () => {
    expect(read("أفضل الأجهزة المنزلية").slugs).toEqual(["home-appliances"]);
    expect(read("TV and audio").slugs).toEqual(["tv-audio"]);
  });

  it("takes a subcategory over its department", () => {
    expect(read("camera").slugs).toEqual(["mirrorless-cameras", "action-cameras"]);
  });
});
