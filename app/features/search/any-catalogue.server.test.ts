// Search on a catalogue that is not the demo one (issue 38): its own category names and slugs,
// names as stores write them (no "fridge" in a fridge's name). Everyday words reach its
// categories by meaning, a size word orders by the kind's size attribute, a query whose words
// cannot all match lists what matches the most (and the weightiest) of them, and a suggestion
// never differs from the query by ة/ه, ى/ي or hamza alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { attributes, categories, productAttributeValues } from "~/db/schema";
import { buildProductSearchText } from "~/utils/arabic-text";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct } from "../../../tests/setup/factories";
import { isSameSearch, type SearchResult, searchProducts, suggestForEmptySearch } from "./search.server";

let handle: DatabaseHandle;
let db: Database;
const ids: Record<string, string> = {};

type CategoryFixture = { slug: string; nameEn: string; nameAr: string; parent?: string };
const CATEGORIES: CategoryFixture[] = [
  { slug: "cooling", nameEn: "Cooling Appliances", nameAr: "أجهزة التبريد" },
  { slug: "climate", nameEn: "Climate Control", nameAr: "أجهزة تكييف" },
  { slug: "vision", nameEn: "Television Sets", nameAr: "تلفزيونات" },
  { slug: "coffee-corner", nameEn: "Coffee Corner", nameAr: "ركن القهوة" },
  { slug: "mobile-dept", nameEn: "Mobiles & Accessories", nameAr: "الجوالات وملحقاتها" },
  { slug: "handsets", nameEn: "Handsets", nameAr: "جوالات ذكية", parent: "mobile-dept" },
  { slug: "covers", nameEn: "Phone Covers", nameAr: "أغطية الجوال", parent: "mobile-dept" },
];

/** Each kind's size attribute: keys and units of this catalogue's own choosing. */
const SIZE_ATTRIBUTES: Record<string, { key: string; unit: string }> = {
  cooling: { key: "net_volume", unit: "L" },
  climate: { key: "cooling_capacity", unit: "BTU" },
  vision: { key: "diagonal", unit: "inch" },
};

type ProductFixture = {
  key: string;
  category: string;
  nameEn: string;
  nameAr: string;
  brand: string;
  model?: string;
  size?: number;
};

const PRODUCTS: ProductFixture[] = [
  // Fridges: no name says "fridge" or "ثلاجة".
  {
    key: "samsung617",
    category: "cooling",
    nameEn: "Samsung Side by Side RS64 Silver",
    nameAr: "سامسونج بابين جنب إلى جنب فضي",
    brand: "Samsung",
    size: 617,
  },
  {
    key: "samsung400",
    category: "cooling",
    nameEn: "Samsung Top Mount RT42 Inox",
    nameAr: "سامسونج بابين علوي ستانلس",
    brand: "Samsung",
    size: 400,
  },
  {
    key: "samsung321",
    category: "cooling",
    nameEn: "Samsung Bottom Freezer RB33 White",
    nameAr: "سامسونج فريزر سفلي أبيض",
    brand: "Samsung",
    size: 321,
  },
  {
    key: "lg508",
    category: "cooling",
    nameEn: "LG InstaView Door-in-Door GR-X257",
    nameAr: "ال جي انستا فيو باب داخل باب",
    brand: "LG",
    size: 508,
  },
  {
    key: "hisense90",
    category: "cooling",
    nameEn: "Hisense Mini Bar RR120",
    nameAr: "هايسنس ميني بار",
    brand: "Hisense",
    size: 90,
  },
  // Air conditioners.
  {
    key: "gree18",
    category: "climate",
    nameEn: "Gree Pular Split 18000 BTU",
    nameAr: "جري بولار سبليت 18000 وحدة",
    brand: "Gree",
    size: 18000,
  },
  {
    key: "samsungAc24",
    category: "climate",
    nameEn: "Samsung WindFree Split 24000 BTU",
    nameAr: "سامسونج ويند فري سبليت 24000 وحدة",
    brand: "Samsung",
    size: 24000,
  },
  {
    key: "lgAc12",
    category: "climate",
    nameEn: "LG Dual Inverter Window 12000 BTU",
    nameAr: "ال جي دوال انفرتر شباك 12000 وحدة",
    brand: "LG",
    size: 12000,
  },
  // Televisions: sizes as stores write them, with a quote mark or "مقاس", never "inch".
  {
    key: "samsungTv55",
    category: "vision",
    nameEn: 'Samsung 55" Crystal UHD CU8000',
    nameAr: "سامسونج كريستال UHD مقاس 55",
    brand: "Samsung",
    model: "UA55CU8000",
    size: 55,
  },
  {
    key: "samsungTv65",
    category: "vision",
    nameEn: 'Samsung 65" Neo QLED QN90C',
    nameAr: "سامسونج نيو كيو ليد مقاس 65",
    brand: "Samsung",
    model: "QA65QN90C",
    size: 65,
  },
  {
    key: "lgTv55",
    category: "vision",
    nameEn: 'LG 55" OLED evo C3',
    nameAr: "ال جي أوليد إيفو مقاس 55",
    brand: "LG",
    model: "OLED55C3",
    size: 55,
  },
  {
    key: "tclTv43",
    category: "vision",
    nameEn: 'TCL 43" 4K Google TV P635',
    nameAr: "تي سي ال 4K جوجل مقاس 43",
    brand: "TCL",
    model: "43P635",
    size: 43,
  },
  // Coffee machines: the Arabic names do not spell the models.
  {
    key: "magnifica",
    category: "coffee-corner",
    nameEn: "De'Longhi Magnifica S ECAM22.110",
    nameAr: "ديلونجي أوتوماتيكية مع مطحنة",
    brand: "De'Longhi",
    model: "ECAM22.110.B",
  },
  {
    key: "dedica",
    category: "coffee-corner",
    nameEn: "De'Longhi Dedica Style EC685",
    nameAr: "ديلونجي ديديكا ستايل",
    brand: "De'Longhi",
    model: "EC685.M",
  },
  {
    key: "vertuo",
    category: "coffee-corner",
    nameEn: "Nespresso Vertuo Next",
    nameAr: "نسبريسو فيرتuo نكست",
    brand: "Nespresso",
  },
  {
    key: "barista",
    category: "coffee-corner",
    nameEn: "Breville Barista Express BES870",
    nameAr: "بريفيل باريستا إكسبريس",
    brand: "Breville",
  },
  // Phones and their covers.
  {
    key: "galaxyS24",
    category: "handsets",
    nameEn: "Samsung Galaxy S24 256GB Onyx Black",
    nameAr: "سامسونج جالكسي S24 أسود",
    brand: "Samsung",
  },
  {
    key: "iphone15",
    category: "handsets",
    nameEn: "Apple iPhone 15 128GB Blue",
    nameAr: "آيفون 15 أزرق",
    brand: "Apple",
  },
  {
    key: "s24Cover",
    category: "covers",
    nameEn: "Samsung Galaxy S24 Silicone Cover",
    nameAr: "غطاء سيليكون سامسونج جالكسي S24",
    brand: "Samsung",
  },
  {
    key: "iphoneCover",
    category: "covers",
    nameEn: "Apple iPhone 15 Clear Case",
    nameAr: "غطاء شفاف آيفون 15",
    brand: "Apple",
  },
];

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const categoryId = new Map<string, string>();
  for (const { parent, ...category } of CATEGORIES) {
    const [row] = await db
      .insert(categories)
      .values({ ...category, parentId: parent ? categoryId.get(parent) : null })
      .returning({ id: categories.id });
    categoryId.set(category.slug, row!.id);
  }
  const attributeId = new Map<string, string>();
  for (const [slug, { key, unit }] of Object.entries(SIZE_ATTRIBUTES)) {
    const [row] = await db
      .insert(attributes)
      .values({ categoryId: categoryId.get(slug)!, key, labelEn: key, labelAr: key, kind: "number", unit })
      .returning({ id: attributes.id });
    attributeId.set(slug, row!.id);
  }
  for (const { key, category, size, ...fields } of PRODUCTS) {
    const row = await createProduct(db, {
      ...fields,
      model: fields.model ?? null,
      categoryId: categoryId.get(category)!,
      searchText: buildProductSearchText(fields),
    });
    ids[key] = row.id;
    if (size !== undefined) {
      await db
        .insert(productAttributeValues)
        .values({ productId: row.id, attributeId: attributeId.get(category)!, numberValue: String(size) });
    }
  }
});
afterAll(() => handle?.close());

const keyOf = (id: string) => Object.entries(ids).find(([, other]) => other === id)?.[0] ?? id;

async function search(query: string, partial = true): Promise<SearchResult & { keys: string[] }> {
  const result = await searchProducts(db, { query, limit: 20, partial });
  return { ...result, keys: result.products.map((product) => keyOf(product.id)) };
}
const sorted = async (query: string) => (await search(query)).keys.sort();

describe("everyday words reach this catalogue's categories by meaning", () => {
  it("finds air conditioners by مكيف and air conditioner in a category called أجهزة تكييف", async () => {
    for (const query of ["مكيف", "مكيفات", "air conditioner", "ac"]) {
      expect(await sorted(query), query).toEqual(["gree18", "lgAc12", "samsungAc24"]);
    }
  });

  it("finds fridges by ثلاجة and fridge in a category called أجهزة التبريد", async () => {
    for (const query of ["ثلاجة", "ثلاجات", "fridge", "refrigerator"]) {
      expect(await sorted(query), query).toEqual([
        "hisense90",
        "lg508",
        "samsung321",
        "samsung400",
        "samsung617",
      ]);
    }
  });

  it("finds televisions by شاشة and tv in a category called تلفزيونات", async () => {
    for (const query of ["شاشة", "شاشات", "tv", "television"]) {
      expect(await sorted(query), query).toEqual(["lgTv55", "samsungTv55", "samsungTv65", "tclTv43"]);
    }
  });

  it("finds coffee machines by ماكينة قهوة and coffee machine in a category called ركن القهوة", async () => {
    for (const query of ["ماكينة قهوة", "مكينة قهوة", "coffee machine"]) {
      expect(await sorted(query), query).toEqual(["barista", "dedica", "magnifica", "vertuo"]);
    }
  });

  it("finds phones by جوال, not the covers of a category named after phones' accessories", async () => {
    expect(await sorted("جوال سامسونج")).toEqual(["galaxyS24"]);
    expect(await sorted("samsung phone")).toEqual(["galaxyS24"]);
    expect((await search("جوال")).keys.slice(0, 2).sort()).toEqual(["galaxyS24", "iphone15"]);
  });

  it("finds a brand's screen of a size typed in Arabic-Indic digits, as in Latin ones", async () => {
    for (const query of ["شاشة سامسونج ٥٥ بوصة", "شاشة سامسونج 55 بوصة", "samsung tv 55 inch"]) {
      expect((await search(query)).keys, query).toEqual(["samsungTv55"]);
    }
  });

  it("finds a coffee machine by its model written in Arabic letters", async () => {
    expect((await search("ديلونجي ماجنيفيكا")).keys).toEqual(["magnifica"]);
    expect((await search("ديلونجي ماجنيفيكا", false)).keys).toEqual(["magnifica"]);
    expect((await search("delonghi magnifica")).keys).toEqual(["magnifica"]);
  });
});

describe("a size word orders a kind by its size attribute", () => {
  it("lists a brand's fridges biggest first for كبيرة and big", async () => {
    for (const query of [
      "ثلاجة سامسونج كبيرة",
      "ثلاجه سامسونج كبيره",
      "big samsung fridge",
      "large samsung refrigerator",
    ]) {
      const result = await search(query);
      expect(result.keys, query).toEqual(["samsung617", "samsung400", "samsung321"]);
      expect(result.size?.wish, query).toBe("larger");
      expect(result.partial, query).toBeUndefined();
    }
  });

  it("lists the smallest first for صغيرة and small, across brands", async () => {
    expect((await search("ثلاجة صغيرة")).keys[0]).toBe("hisense90");
    expect((await search("small tv")).keys).toEqual(["tclTv43", "lgTv55", "samsungTv55", "samsungTv65"]);
    expect((await search("مكيف كبير")).keys[0]).toBe("samsungAc24");
  });

  it("keeps the shopper's size word as written in what it reports", async () => {
    expect((await search("ثلاجة سامسونج كبيرة")).size?.words).toEqual(["كبيرة"]);
  });
});

describe("when no product matches every word", () => {
  it("lists what matches the kind and the brand, and says which word matched nothing", async () => {
    const result = await search("ثلاجة سامسونج نوفروست");
    expect(result.keys.sort()).toEqual(["samsung321", "samsung400", "samsung617"]);
    expect(result.partial).toEqual({
      matched: ["ثلاجة", "سامسونج"],
      missing: ["نوفروست"],
      sets: [["ثلاجة", "سامسونج"]],
    });
  });

  it("ranks a kind and a brand above a brand and an adjective", async () => {
    // "فضي" (silver) is in one Samsung fridge's name and no AC's: the kind and brand still win.
    const result = await search("مكيف سامسونج فضي");
    expect(result.keys).toEqual(["samsungAc24"]);
    expect(result.partial?.missing).toEqual(["فضي"]);
  });

  it("prefers the kind when the brand makes none of it", async () => {
    const result = await search("fridge gree");
    expect(result.keys.sort()).toEqual(["hisense90", "lg508", "samsung321", "samsung400", "samsung617"]);
    expect(result.partial).toEqual({ matched: ["fridge"], missing: ["gree"], sets: [["fridge"]] });
  });

  it("lists the products of each equally weighty set of words when no product has them all", async () => {
    // Two brands and a word no product has: no Samsung is an LG, so each brand's products are a match.
    const result = await search("samsung lg نوفروست");
    expect(result.keys.sort()).toEqual([
      "galaxyS24",
      "lg508",
      "lgAc12",
      "lgTv55",
      "s24Cover",
      "samsung321",
      "samsung400",
      "samsung617",
      "samsungAc24",
      "samsungTv55",
      "samsungTv65",
    ]);
    // Each product matches one of the two words, not both: the note says "samsung" or "lg".
    expect(result.partial).toEqual({
      matched: ["samsung", "lg"],
      missing: ["نوفروست"],
      sets: [["samsung"], ["lg"]],
    });
  });

  it("answers a long query the same way", async () => {
    // Past six words the weightiest match is found in one pass over the candidates.
    const result = await search("ثلاجة سامسونج نوفروست ممتازة جدا للبيت الكبير");
    expect(result.keys.sort()).toEqual(["samsung321", "samsung400", "samsung617"]);
    expect(result.partial?.matched).toEqual(["ثلاجة", "سامسونج"]);
  });

  it("finds nothing, as before, for callers that want every word", async () => {
    expect((await search("ثلاجة سامسونج نوفروست", false)).keys).toEqual([]);
  });
});

describe("suggestions never only refold a letter", () => {
  it("treats ة/ه, ى/ي and the hamza forms of alef as the same search", () => {
    expect(isSameSearch("ثلاجة سامسونج", "ثلاجه سامسونج")).toBe(true);
    expect(isSameSearch("مستشفى", "مستشفي")).toBe(true);
    expect(isSameSearch("أيفون", "ايفون")).toBe(true);
    expect(isSameSearch("إيفون", "آيفون")).toBe(true);
    expect(isSameSearch("ثلاجة", "ثلاجات")).toBe(false);
  });

  it("suggests the words as the shopper wrote them, with ة, never the folded ثلاجه", async () => {
    const help = await suggestForEmptySearch(db, "ثلاجة زززززز");
    expect(help.didYouMean).toBe("ثلاجة");
    const english = await suggestForEmptySearch(db, "Fridge qqqqqqq");
    expect(english.didYouMean).toBe("Fridge");
  });

  it("offers no suggestion that is the query itself once folded", async () => {
    for (const query of ["ثلاجه زززززز", "ثلاجة زززززز"]) {
      const help = await suggestForEmptySearch(db, query);
      expect(help.didYouMean === null || !isSameSearch(help.didYouMean, query), query).toBe(true);
    }
  });
});
