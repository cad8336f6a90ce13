// The shopper vocabulary (issue 17) on a small catalogue: type words in both languages match a
// kind of product whatever its name says, brand spellings and model abbreviations match, a type
// word with a brand narrows to that brand's products of that kind, and the ranking puts the kind
// asked for, or a brand's main products, first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { categories } from "~/db/schema";
import { DEMO_CATEGORIES } from "~/db/seed/demo-catalog";
import { CATEGORY_ALL_WORDS } from "~/features/shopper-vocabulary/category-words";
import { buildProductSearchText } from "~/utils/arabic-text";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct } from "../../../tests/setup/factories";
import { buildSearchVocabulary, searchProducts } from "./search.server";
import { parseSearchQuery } from "./search-query";

let handle: DatabaseHandle;
let db: Database;
const ids: Record<string, string> = {};

const CATEGORIES = [
  { slug: "smartphones", nameEn: "Smartphones", nameAr: "الجوالات الذكية" },
  { slug: "televisions", nameEn: "Televisions", nameAr: "التلفزيونات" },
  { slug: "headphones", nameEn: "Headphones", nameAr: "السماعات" },
  { slug: "consoles", nameEn: "Consoles", nameAr: "أجهزة الألعاب" },
  { slug: "gaming-accessories", nameEn: "Gaming Accessories", nameAr: "إكسسوارات الألعاب" },
  // Made by an administrator, unknown to the vocabulary: found by its names.
  { slug: "prayer-mats", nameEn: "Prayer Mats", nameAr: "سجادات الصلاة" },
];

// Names as stores write them: none of the phones says "phone", no television says "TV".
const FIXTURES = [
  {
    key: "galaxyS24",
    category: "smartphones",
    nameEn: "Samsung Galaxy S24 Ultra 256GB",
    nameAr: "سامسونج جالكسي S24 الترا",
    brand: "Samsung",
  },
  {
    key: "galaxyA55",
    category: "smartphones",
    nameEn: "Samsung Galaxy A55 5G 256GB Navy",
    nameAr: "سامسونج جالكسي A55 كحلي",
    brand: "Samsung",
  },
  {
    key: "iphone15",
    category: "smartphones",
    nameEn: "Apple iPhone 15 128GB Black",
    nameAr: "آيفون 15 سعة 128 جيجابايت",
    brand: "Apple",
  },
  {
    key: "samsungTv",
    category: "televisions",
    nameEn: "Samsung 65-inch Neo QLED 4K QN90D",
    nameAr: "سامسونج 65 بوصة نيو كيو ليد",
    brand: "Samsung",
  },
  {
    key: "lgTv",
    category: "televisions",
    nameEn: "LG 55-inch OLED evo C3",
    nameAr: "ال جي 55 بوصة أوليد",
    brand: "LG",
  },
  {
    key: "buds",
    category: "headphones",
    nameEn: "Samsung Galaxy Buds3 Pro",
    nameAr: "سامسونج جالكسي بودز 3 برو",
    brand: "Samsung",
  },
  {
    key: "ps5",
    category: "consoles",
    nameEn: "Sony PlayStation 5 Slim 1TB",
    nameAr: "بلايستيشن 5 سليم 1 تيرابايت",
    brand: "Sony",
  },
  {
    key: "dualsense",
    category: "gaming-accessories",
    nameEn: "Sony DualSense Controller for PS5",
    nameAr: "يد تحكم سوني لبلايستيشن 5",
    brand: "Sony",
  },
  { key: "mat", category: "prayer-mats", nameEn: "Memory foam travel mat", nameAr: "سجادة سفر إسفنجية" },
];

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const rows = await db
    .insert(categories)
    .values(CATEGORIES)
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(rows.map((row) => [row.slug, row.id]));
  for (const fixture of FIXTURES) {
    const row = await createProduct(db, {
      nameEn: fixture.nameEn,
      nameAr: fixture.nameAr,
      brand: fixture.brand ?? null,
      categoryId: categoryId.get(fixture.category)!,
      searchText: buildProductSearchText(fixture),
    });
    ids[fixture.key] = row.id;
  }
});
afterAll(() => handle?.close());

async function found(query: string): Promise<string[]> {
  const { products: rows } = await searchProducts(db, { query, limit: 20 });
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return rows.map((row) => byId.get(row.id) ?? row.id);
}
const sorted = async (query: string) => (await found(query)).sort();

describe("searchProducts: everyday words for a kind of product", () => {
  it("finds phones by the words shoppers say, in Arabic and English", async () => {
    for (const query of ["جوال", "جوالات", "الجوالات", "موبايل", "هاتف", "تلفون", "mobile", "phones"]) {
      expect(await sorted(query), query).toEqual(["galaxyA55", "galaxyS24", "iphone15"]);
    }
  });

  it("finds televisions by تلفزيون, تلفاز and tv", async () => {
    for (const query of ["تلفزيون", "تلفاز", "tv", "television"]) {
      expect(await sorted(query), query).toEqual(["lgTv", "samsungTv"]);
    }
  });

  it("finds a category an administrator made by its names", async () => {
    expect(await found("سجادات الصلاة")).toEqual(["mat"]);
    expect(await found("prayer mats")).toEqual(["mat"]);
  });

  it("narrows a kind of product to a brand or a model word", async () => {
    expect(await sorted("جوالات سامسونج")).toEqual(["galaxyA55", "galaxyS24"]);
    expect(await sorted("samsung phone")).toEqual(["galaxyA55", "galaxyS24"]);
    expect(await found("تلفزيون سامسونج")).toEqual(["samsungTv"]);
    expect(await found("جوال ابل")).toEqual(["iphone15"]);
    expect(await found("tv 55")).toEqual(["lgTv"]);
  });

  it("puts the kind asked for before products that only mention the word", async () => {
    // "earbuds" is not in any name, "سماعات" only in the buds' category; "يد تحكم" names the controller.
    expect(await found("earbuds")).toEqual(["buds"]);
    expect(await found("يد تحكم")).toEqual(["dualsense"]);
  });
});

describe("searchProducts: brand spellings and model abbreviations", () => {
  it("reads سامسونغ and سامسونج alike", async () => {
    expect(await found("سامسونغ")).toEqual(await found("سامسونج"));
    expect(await found("سامسونغ")).toHaveLength(4);
  });

  it("finds the PlayStation 5 by ps5, PS 5 and its Arabic name, console first", async () => {
    for (const query of ["ps5", "PS 5", "بلايستيشن 5", "playstation 5"]) {
      expect((await found(query))[0], query).toBe("ps5");
    }
    // The controller "for PS5" comes after the console.
    expect(await found("ps5")).toEqual(["ps5", "dualsense"]);
  });

  it("finds models by their short names", async () => {
    expect(await found("s24")).toEqual(["galaxyS24"]);
    expect(await found("اس 24")).toEqual(["galaxyS24"]);
    expect(await found("iph 15")).toEqual(["iphone15"]);
  });
});

describe("searchProducts: a brand alone", () => {
  it("lists the brand's phones before its televisions and earbuds", async () => {
    for (const query of ["samsung", "سامسونج"]) {
      const results = await found(query);
      expect(results.slice(0, 2).sort(), query).toEqual(["galaxyA55", "galaxyS24"]);
      expect(results.slice(2), query).toEqual(["samsungTv", "buds"]);
    }
  });

  it("lists a console before its accessories", async () => {
    expect(await found("sony")).toEqual(["ps5", "dualsense"]);
  });
});

describe("search vocabulary", () => {
  it("maps a category's names and words to it and its subcategories", () => {
    const vocabulary = buildSearchVocabulary([
      {
        id: "a",
        slug: "phones-tablets",
        nameEn: "Phones & Tablets",
        nameAr: "الجوالات والأجهزة اللوحية",
        parentId: null,
      },
      { id: "b", slug: "smartphones", nameEn: "Smartphones", nameAr: "الجوالات الذكية", parentId: "a" },
      {
        id: "c",
        slug: "gaming-accessories",
        nameEn: "Gaming Accessories",
        nameAr: "إكسسوارات الألعاب",
        parentId: null,
      },
    ]);
    expect(vocabulary.types.get("جوال")).toEqual(["b"]);
    expect(vocabulary.types.get("الجوالات الذكيه")).toEqual(["b"]);
    expect(vocabulary.types.get("phones tablets")).toEqual(["a", "b"]);
    expect(vocabulary.prominence.get("b")).toBe(5);
    expect(vocabulary.prominence.get("c")).toBe(1);
  });

  it("finds every kind of the shopper vocabulary by each of its words, as the assistant does", () => {
    const vocabulary = buildSearchVocabulary(
      DEMO_CATEGORIES.map(({ slug, nameEn, nameAr, parent }) => ({
        id: slug,
        slug,
        nameEn,
        nameAr,
        parentId: parent ?? null,
      })),
    );
    const missed = Object.entries(CATEGORY_ALL_WORDS).flatMap(([slug, words]) =>
      words.filter((word) => !vocabulary.types.get(word)?.includes(slug)).map((word) => `${slug}: ${word}`),
    );
    expect(missed).toEqual([]);
    // Words only one of search and the assistant knew before they shared one vocabulary.
    for (const [query, slug] of [
      ["cellphones", "smartphones"],
      ["coffee", "coffee-machines"],
      ["هاتف ذكي", "smartphones"],
    ] as const) {
      const { terms } = parseSearchQuery(query, vocabulary.types);
      expect(terms).toHaveLength(1);
      expect(terms[0]?.categoryIds).toContain(slug);
    }
  });

  it("reads a known type phrase as one term", () => {
    const types = new Map([["ساعه ذكيه", ["w"]]]);
    const parsed = parseSearchQuery("ساعة ذكية سامسونج", types);
    expect(parsed.terms.map((term) => term.alternatives[0]!.text)).toEqual(["ساعه ذكيه", "سامسونج"]);
    expect(parsed.terms[0]!.categoryIds).toEqual(["w"]);
    expect(parsed.terms[1]!.categoryIds).toBeUndefined();
  });
});
