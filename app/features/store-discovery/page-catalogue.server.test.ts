import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { productAttributeValues, products } from "~/db/schema";
import { addCategoryAttributes, findCategoryAttributes } from "~/features/attributes/attributes.server";
import { STANDARD_ATTRIBUTES } from "~/features/attributes/standard-attributes";
import type { PageIdentity } from "~/features/price-extraction/read-identity";
import { buildProductSearchText } from "~/utils/arabic-text";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory } from "../../../tests/setup/factories";
import { matchPage, pageBrandKey } from "./match-page";
import { createPageCatalogue } from "./page-catalogue.server";

// The name rule's candidates come from the search index (issue 36): among thousands of look-alike
// phones of one brand, a page named as a store writes it finds its own, and the traps still match
// nothing.

let handle: DatabaseHandle;
let db: Database;
const TIERS = [
  { en: "", ar: "" },
  { en: "Plus", ar: "بلس" },
  { en: "Ultra", ar: "الترا" },
  { en: "FE", ar: "اف اي" },
  { en: "Lite", ar: "لايت" },
  { en: "Edge", ar: "ايدج" },
];
const SERIES = ["S", "A", "M", "Z Fold", "Z Flip"];
const STORAGES = [64, 128, 256, 512, 1024];
const GENERATIONS = 20;
let lookAlikes = 0;
let s24Ultra512 = "";
let catalogue: ReturnType<typeof createPageCatalogue> | undefined;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const phones = await createCategory(db, { slug: "look-alike-phones" });
  await addCategoryAttributes(db, phones.id, STANDARD_ATTRIBUTES["phones-tablets"]!);
  const storage = (await findCategoryAttributes(db, phones.id)).find(
    (attribute) => attribute.key === "storage",
  )!;
  const rows = SERIES.flatMap((series) =>
    Array.from({ length: GENERATIONS }, (_, index) => index + 10).flatMap((generation) =>
      TIERS.flatMap((tier) =>
        STORAGES.map((size) => {
          const fields = {
            nameEn: `Galaxy ${series}${generation} ${tier.en} ${size}GB`.replace("  ", " "),
            nameAr: `جالكسي ${series}${generation} ${tier.ar} ${size} جيجابايت`.replace("  ", " "),
            brand: "Samsung",
            model: null,
          };
          return { ...fields, searchText: buildProductSearchText(fields), categoryId: phones.id, size };
        }),
      ),
    ),
  );
  lookAlikes = rows.length;
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const inserted = await db
      .insert(products)
      .values(chunk.map(({ size: _size, ...row }) => row))
      .returning({ id: products.id, nameEn: products.nameEn });
    await db.insert(productAttributeValues).values(
      inserted.map((row, index) => ({
        productId: row.id,
        attributeId: storage.id,
        numberValue: String(chunk[index]!.size),
      })),
    );
    s24Ultra512 ||= inserted.find((row) => row.nameEn === "Galaxy S24 Ultra 512GB")?.id ?? "";
  }
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

function page(fields: Partial<PageIdentity> & { name: string }): PageIdentity {
  return {
    gtins: [],
    brand: null,
    mpn: null,
    model: null,
    image: null,
    breadcrumb: [],
    condition: null,
    specs: [],
    lang: null,
    ...fields,
  };
}

async function match(identity: PageIdentity) {
  // One catalogue, as in a run: the brand is loaded once.
  catalogue ??= createPageCatalogue(db);
  const byName = await catalogue.byName(identity);
  const outcome = matchPage({
    identity,
    byGtin: await catalogue.byGtin(identity.gtins),
    ofBrand: await catalogue.ofBrand(pageBrandKey(identity)),
    byName,
  });
  return { outcome, byName };
}

describe("the name rule among thousands of look-alikes", () => {
  it("narrows the brand's products to the few that hold every word of the page's name", async () => {
    expect(lookAlikes).toBeGreaterThan(2500);
    const { outcome, byName } = await match(
      page({ name: "Samsung Galaxy S24 Ultra 512GB", brand: "Samsung" }),
    );
    expect(outcome).toEqual({ kind: "matched", productId: s24Ultra512, rule: "name" });
    expect(byName?.map((product) => product.nameEn).sort()).toEqual(
      STORAGES.map((size) => `Galaxy S24 Ultra ${size}GB`).sort(),
    );
  }, 60_000);

  it("finds it by its Arabic name and with the storage in the specification table", async () => {
    const arabic = await match(page({ name: "سامسونج جالكسي S24 الترا 512 جيجا", brand: "سامسونج" }));
    expect(arabic.outcome).toMatchObject({ kind: "matched", productId: s24Ultra512 });
    // The store's own spelling ("جالاكسي", "ألترا"): the search looks for every spelling of the word.
    const spelled = await match(page({ name: "Samsung جالاكسي S24 ألترا 512GB", brand: "سامسونج" }));
    expect(spelled.outcome).toMatchObject({ kind: "matched", productId: s24Ultra512 });
    expect(spelled.byName?.map((product) => product.nameEn).sort()).toEqual(
      STORAGES.map((size) => `Galaxy S24 Ultra ${size}GB`).sort(),
    );
    const specs = await match(
      page({
        name: "Galaxy S24 Ultra Smartphone",
        brand: "Samsung",
        specs: [{ name: "Storage", value: "512 GB" }],
      }),
    );
    expect(specs.outcome).toMatchObject({ kind: "matched", productId: s24Ultra512 });
  }, 60_000);

  it("still refuses the traps", async () => {
    const traps = [
      page({ name: "Samsung Galaxy S24 Ultra 2TB", brand: "Samsung" }),
      page({ name: "Samsung Galaxy S24 Ultra", brand: "Samsung" }),
      page({ name: "Silicone Case for Samsung Galaxy S24 Ultra 512GB", brand: "Samsung" }),
      page({ name: "جراب جالكسي S24 الترا 512 جيجا", brand: "سامسونج" }),
      page({ name: "سامسونج جالاكسي S24 الترا نيو 512 جيجا", brand: "سامسونج" }),
      page({ name: "Samsung Galaxy S24 Ultra 512GB with Charger", brand: "Samsung" }),
      page({ name: "Galaxy S24 Ultra 512GB + Earbuds", brand: "Samsung" }),
      page({ name: "Samsung Galaxy S24 Ultra Neo 512GB", brand: "Samsung" }),
      page({ name: "Xiaomi Galaxy S24 Ultra 512GB", brand: "Xiaomi" }),
    ];
    for (const trap of traps) {
      const { outcome } = await match(trap);
      expect({ name: trap.name, kind: outcome.kind }).toEqual({ name: trap.name, kind: "queued" });
    }
    const refurbished = await match(
      page({ name: "Samsung Galaxy S24 Ultra 512GB (Renewed)", brand: "Samsung" }),
    );
    expect(refurbished.outcome).toEqual({ kind: "skipped", reason: "refurbished" });
  }, 60_000);
});
