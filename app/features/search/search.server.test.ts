import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { categories, reviews } from "~/db/schema";
import { buildProductSearchText } from "~/utils/arabic-text";
import { createTestDatabase } from "../../../tests/setup/database";
import { createOffer, createProduct, createUser } from "../../../tests/setup/factories";
import { createSearchSession, searchProducts } from "./search.server";

let handle: DatabaseHandle;
let db: Database;
const ids: Record<string, string> = {};
const categoryIds: Record<string, string> = {};

type Fixture = {
  key: string;
  category: "phones" | "tvs" | "audio" | "gaming" | "beauty";
  nameEn: string;
  nameAr: string;
  brand?: string;
  model?: string;
  prices?: string[];
};

const FIXTURES: Fixture[] = [
  {
    key: "iphone15",
    category: "phones",
    nameEn: "Apple iPhone 15 128GB Black",
    nameAr: "آيفون 15 سعة 128 جيجابايت - أسود",
    brand: "Apple",
    model: "A3090",
    prices: ["3399.00", "3299.00", "3449.00"],
  },
  {
    key: "iphone16",
    category: "phones",
    nameEn: "Apple iPhone 16 Pro Max 256GB Desert Titanium",
    nameAr: "آيفون 16 برو ماكس 256 جيجابايت",
    brand: "Apple",
    model: "A3296",
    prices: ["4799.00"],
  },
  {
    key: "s24",
    category: "phones",
    nameEn: "Samsung Galaxy S24 Ultra 5G 256GB",
    nameAr: "سامسونج جالكسي S24 الترا 5G سعة 256 جيجابايت",
    brand: "Samsung",
    model: "SM-S928B/DS",
    prices: ["3899.00", "3999.00"],
  },
  {
    key: "galaxyTv",
    category: "tvs",
    nameEn: "Samsung 65-inch Neo QLED 4K Smart TV",
    nameAr: "شاشة سامسونج 65 بوصة نيو كيو ليد",
    brand: "Samsung",
    model: "QA65QN90D",
    prices: ["5999.00"],
  },
  {
    key: "lgTv",
    category: "tvs",
    nameEn: "LG 55-inch OLED evo C3 4K Smart TV",
    nameAr: "شاشة ال جي 55 بوصة أوليد إيفو",
    brand: "LG",
    model: "OLED55C36LC",
    prices: ["4299.00"],
  },
  {
    key: "ipad",
    category: "phones",
    nameEn: "Apple iPad 10th generation 64GB Blue",
    nameAr: "آيباد الجيل العاشر 64 جيجابايت - أزرق",
    brand: "Apple",
    model: "A2696",
    prices: ["1499.00"],
  },
  {
    key: "ps5",
    category: "gaming",
    nameEn: "Sony PlayStation 5 Slim Console 1TB",
    // No Arabic spelling of the brand or the console's name: only the table can link them.
    nameAr: "جهاز ألعاب سليم 1 تيرابايت",
    brand: "Sony",
    model: "CFI-2016",
    prices: ["1899.00"],
  },
  {
    key: "speaker",
    category: "audio",
    nameEn: "Compact music speaker",
    nameAr: "مكبر صوت موسيقى صغير بتقنية البلوتوث",
    prices: ["199.00"],
  },
  {
    key: "perfume",
    category: "beauty",
    nameEn: "Khamrah Eau de Parfum 100 ml",
    nameAr: "عطر لطافة خمرة 100 مل",
    prices: ["149.00"],
  },
  {
    key: "proart",
    category: "tvs",
    nameEn: "ProArt Display 27 inch",
    nameAr: "شاشة بروارت 27 إنش",
    brand: "Asus",
    model: "PA279",
  },
  {
    key: "macpro",
    category: "tvs",
    nameEn: "Studio Display for Macpro",
    nameAr: "شاشة ستوديو",
    brand: "Apple",
    model: "MK0U3",
  },
];

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const [phones, tvs, audio, gaming, beauty] = await db
    .insert(categories)
    .values(
      ["phones", "tvs", "audio", "gaming", "beauty"].map((slug) => ({
        nameEn: slug,
        nameAr: slug,
        slug,
      })),
    )
    .returning({ id: categories.id });
  Object.assign(categoryIds, {
    phones: phones!.id,
    tvs: tvs!.id,
    audio: audio!.id,
    gaming: gaming!.id,
    beauty: beauty!.id,
  });

  for (const fixture of FIXTURES) {
    const row = await createProduct(db, {
      nameEn: fixture.nameEn,
      nameAr: fixture.nameAr,
      brand: fixture.brand ?? null,
      model: fixture.model ?? null,
      categoryId: categoryIds[fixture.category]!,
      searchText: buildProductSearchText(fixture),
    });
    ids[fixture.key] = row.id;
    for (const [index, price] of (fixture.prices ?? []).entries()) {
      await createOffer(db, { productId: row.id, storeName: `Store ${index}`, price });
    }
  }

  await createUser(db, { id: "u1" });
  await db.insert(reviews).values([
    { productId: ids.iphone15!, userId: "u1", rating: 5, reviewText: "great", status: "approved" },
    { productId: ids.iphone15!, userId: "u1", rating: 4, reviewText: "good", status: "approved" },
    { productId: ids.iphone15!, userId: "u1", rating: 1, reviewText: "spam", status: "rejected" },
    { productId: ids.iphone15!, userId: "u1", rating: 1, reviewText: "waiting", status: "pending" },
  ]);
});

afterAll(() => handle?.close());

async function found(query: string, options: { limit?: number } = {}): Promise<string[]> {
  const { products: rows } = await searchProducts(db, { query, limit: options.limit ?? 20 });
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return rows.map((row) => byId.get(row.id) ?? row.id);
}

describe("searchProducts: English", () => {
  it("matches names, brand and model case-insensitively", async () => {
    expect(await found("IPHONE 15")).toEqual(["iphone15"]);
    expect((await found("samsung")).sort()).toEqual(["galaxyTv", "s24"]);
    expect(await found("oled55c36lc")).toEqual(["lgTv"]);
  });

  it("requires every word of the query", async () => {
    expect(await found("samsung ultra")).toEqual(["s24"]);
    expect(await found("samsung iphone")).toEqual([]);
  });

  it("finds model numbers with or without their separators", async () => {
    expect(await found("SM-S928B")).toEqual(["s24"]);
    expect(await found("sms928b")).toEqual(["s24"]);
    expect(await found("sm s928b/ds")).toEqual(["s24"]);
    expect(await found("a3296")).toEqual(["iphone16"]);
  });
});

describe("searchProducts: Arabic", () => {
  it("treats hamza forms of alef as one letter", async () => {
    for (const query of ["آيفون", "أيفون", "إيفون", "ايفون", "ٱيفون"]) {
      expect((await found(query)).sort(), query).toEqual(["iphone15", "iphone16"]);
    }
  });

  it("treats taa marbuta as haa, in the query and in the product", async () => {
    expect(await found("شاشه سامسونج")).toEqual(["galaxyTv"]);
    expect(await found("شاشة سامسونج")).toEqual(["galaxyTv"]);
    expect(await found("عطر لطافه")).toEqual(["perfume"]);
  });

  it("treats alef maqsura as yaa", async () => {
    expect(await found("موسيقي")).toEqual(["speaker"]);
    expect(await found("موسيقى")).toEqual(["speaker"]);
  });

  it("ignores diacritics and tatweel", async () => {
    expect((await found("آيْفُوْن")).sort()).toEqual(["iphone15", "iphone16"]);
    expect((await found("ســامســونج")).sort()).toEqual(["galaxyTv", "s24"]);
  });

  it("reads Arabic-Indic digits as Latin digits", async () => {
    expect(await found("آيفون ١٥")).toEqual(["iphone15"]);
    expect(await found("ايفون ۱۶")).toEqual(["iphone16"]);
  });

  it("finds a word written with the article", async () => {
    expect((await found("الايفون")).sort()).toEqual(["iphone15", "iphone16"]);
  });
});

describe("searchProducts: transliteration", () => {
  it("matches Arabic spellings of Latin brand and product names", async () => {
    expect(await found("بلايستيشن")).toEqual(["ps5"]);
    expect(await found("بلاي ستيشن 5")).toEqual(["ps5"]);
    expect(await found("سوني")).toEqual(["ps5"]);
    expect(await found("ابل ايباد")).toEqual(["ipad"]);
  });

  it("matches Latin spellings of names written only in Arabic", async () => {
    expect(await found("lattafa")).toEqual(["perfume"]);
    expect(await found("Galaxy جالاكسي S24")).toEqual(["s24"]);
  });

  it("reads a known phrase as one term", async () => {
    // "ال جي" is LG, not the article and a syllable of الجيل (generation) in the iPad's name.
    expect(await found("ال جي")).toEqual(["lgTv"]);
    expect(await found("LG OLED")).toEqual(["lgTv"]);
    expect(await found("شاشة ال جي اوليد")).toEqual(["lgTv"]);
  });

  it("finds a unit the catalogue spells one way however the shopper types it", async () => {
    // The demo catalogue writes بوصة; shoppers also type انش, and "inch" reaches English names.
    expect(await found("شاشة 65 انش")).toEqual(["galaxyTv"]);
    expect(await found("شاشة 27 بوصة")).toEqual(["proart"]);
  });
});

describe("searchProducts: typos", () => {
  it("finds English words with one or two wrong letters", async () => {
    expect((await found("samsnug")).sort()).toEqual(["galaxyTv", "s24"]);
    expect((await found("iphnoe")).sort()).toEqual(["iphone15", "iphone16"]);
    expect(await found("playstaton")).toEqual(["ps5"]);
    expect(await found("galaxi s24")).toEqual(["s24"]);
  });

  it("finds Arabic words with a wrong or missing letter", async () => {
    // One letter from ايفون (iPhone), and also from ايفو (the LG's "evo").
    expect((await found("ايفوم")).sort()).toEqual(["iphone15", "iphone16", "lgTv"]);
    expect((await found("سامسوج")).sort()).toEqual(["galaxyTv", "s24"]);
  });

  it("does not let typo matches crowd out exact ones", async () => {
    // "pro" is typed correctly, so products that merely look like it are not added.
    const results = await found("pro");
    expect(results).not.toContain("ps5");
  });

  it("returns nothing for nonsense", async () => {
    for (const query of ["xqzvbnm", "zzzzqqqq", "ضصثقفغ", "!!! ???", "   ", ""]) {
      expect(await found(query), query).toEqual([]);
    }
  });
});

describe("searchProducts: a search session", () => {
  const keys = (rows: { id: string }[]) => {
    const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
    return rows.map((row) => byId.get(row.id) ?? row.id);
  };
  // Any use of this database fails the test: what the session knows must be enough.
  const noDatabase = new Proxy({} as Database, {
    get: () => {
      throw new Error("the database was asked");
    },
  });

  it("finds what separate searches find, typos and type words included", async () => {
    const session = createSearchSession();
    for (const query of [
      "samsnug",
      "galaxi s24",
      "iphone 15",
      "xqzvbnm iphone",
      "iphone",
      "جوال سامسوج",
      "samsnug",
    ]) {
      const alone = await searchProducts(db, { query, limit: 20 });
      const together = await searchProducts(db, { query, limit: 20 }, session);
      expect(keys(together.products), query).toEqual(keys(alone.products));
      expect(together.total, query).toBe(alone.total);
    }
  });

  it("answers a search with a word known to match nothing without asking the database", async () => {
    const session = createSearchSession();
    expect((await searchProducts(db, { query: "xqzvbnm iphone" }, session)).products).toEqual([]);
    expect(await searchProducts(noDatabase, { query: "iphone xqzvbnm 15" }, session)).toEqual({
      products: [],
      total: 0,
    });
    // A word it knows nothing about yet is looked up.
    await expect(searchProducts(noDatabase, { query: "iphone zzzzqqqq" }, session)).rejects.toThrow(
      "the database was asked",
    );
  });
});

describe("searchProducts: ranking", () => {
  it("ranks a whole word above the start of a word, and that above a match inside a word", async () => {
    expect(await found("pro")).toEqual(["iphone16", "proart", "macpro"]);
  });

  it("puts the closer of two equal matches first", async () => {
    expect(await found("iphone")).toEqual(["iphone15", "iphone16"]);
  });
});

describe("searchProducts: results", () => {
  it("returns the lowest price, store count and rating from approved reviews", async () => {
    const { products: rows, total } = await searchProducts(db, { query: "iphone 15" });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      id: ids.iphone15,
      nameEn: "Apple iPhone 15 128GB Black",
      nameAr: "آيفون 15 سعة 128 جيجابايت - أسود",
      brand: "Apple",
      model: "A3090",
      categoryId: categoryIds.phones,
      lowestPrice: "3299.00",
      storeCount: 3,
      averageRating: 4.5,
      reviewCount: 2,
    });
  });

  it("reports products without offers or reviews as such", async () => {
    const { products: rows } = await searchProducts(db, { query: "proart" });
    expect(rows[0]).toMatchObject({ lowestPrice: null, storeCount: 0, averageRating: null, reviewCount: 0 });
  });

  it("limits, pages and counts", async () => {
    const first = await searchProducts(db, { query: "apple", limit: 2 });
    const second = await searchProducts(db, { query: "apple", limit: 2, offset: 2 });
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect(first.products).toHaveLength(2);
    expect(second.products).toHaveLength(2);
    expect(new Set([...first.products, ...second.products].map((row) => row.id)).size).toBe(4);
    const beyond = await searchProducts(db, { query: "apple", limit: 2, offset: 10 });
    expect(beyond).toEqual({ products: [], total: 4 });
  });

  it("filters by category and by lowest price, and sorts by price", async () => {
    const inPhones = await searchProducts(db, { query: "samsung", categoryId: categoryIds.phones });
    expect(inPhones.products.map((row) => row.id)).toEqual([ids.s24]);

    const cheap = await searchProducts(db, { query: "apple", maxPrice: "3300", sortBy: "price_asc" });
    expect(cheap.products.map((row) => row.id)).toEqual([ids.ipad, ids.iphone15]);

    const dear = await searchProducts(db, { query: "apple", minPrice: "3299.00", sortBy: "price_desc" });
    expect(dear.products.map((row) => row.id)).toEqual([ids.iphone16, ids.iphone15]);

    const none = await searchProducts(db, {
      query: "samsung",
      categoryId: categoryIds.tvs,
      categoryIds: [categoryIds.phones!],
    });
    expect(none.total).toBe(0);
  });
});
