import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { runDataMigrations } from "~/db/data-migrations.server";
import { categories, products } from "~/db/schema";
import { seedDemoCatalog } from "~/db/seed/seed-demo.server";
import { parseAttributeChoices } from "~/features/attributes/attribute-filters";
import {
  type FilterAttribute,
  findFilterAttributes,
  resolveAttributeChoices,
} from "~/features/attributes/attribute-filters.server";
import type { AttributeValue } from "~/features/attributes/attribute-types";
import {
  findProductAttributeValues,
  structureAllSpecifications,
} from "~/features/attributes/attributes.server";
import { searchProducts } from "~/features/search/search.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { listCategories } from "./categories.server";
import { withDescendants } from "./category-tree";
import { type ListProductsOptions, listProducts } from "./product-listing.server";

// Filters by attribute on the demo catalogue (issue 31, docs/decisions/0025 "Filters"): the
// listing's products and counts are checked against each product's stored values.

let handle: DatabaseHandle;
let db: Database;
/** The phones' cards: one per family (issue 31). */
let phoneIds: string[];
/**
 * Every phone, each variant of a family too: choosing a variant axis's value (storage) lists the
 * variants that have it, and that axis's counts count them.
 */
let everyPhoneId: string[];
let phoneFilters: FilterAttribute[];
/** Every demo phone's values, by product id. */
let phoneValues: Map<string, Map<string, AttributeValue>>;

async function categoryIdsOf(slug: string) {
  const [category] = await db.select().from(categories).where(eq(categories.slug, slug));
  if (!category) throw new Error(`no category ${slug}`);
  return { id: category.id, ids: withDescendants(await listCategories(db), category.id) };
}

/** The smartphones listing with these URL filters (and other options), every product on one page. */
async function listPhones(search: string, options: Partial<ListProductsOptions> = {}) {
  const { ids } = await categoryIdsOf("smartphones");
  const attributeFilters = resolveAttributeChoices(
    parseAttributeChoices(new URLSearchParams(search)),
    phoneFilters,
  );
  return listProducts(db, {
    categoryIds: ids,
    attributeFilters,
    attributeFacets: phoneFilters,
    withFacets: true,
    limit: 200,
    ...options,
  });
}

const storedValue = (productId: string, key: string) => phoneValues.get(productId)?.get(key);
const numberOf = (productId: string, key: string) => {
  const value = storedValue(productId, key);
  return value?.kind === "number" ? value.number : null;
};
const countsOf = (page: Awaited<ReturnType<typeof listPhones>>, key: string) =>
  Object.fromEntries(
    (page.facets?.attributes?.find((facet) => facet.key === key)?.values ?? []).map((entry) => [
      entry.value,
      entry.count,
    ]),
  );

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedDemoCatalog(db);
  await runDataMigrations(db, [{ name: "structured-specifications", run: structureAllSpecifications }]);
  const { id, ids } = await categoryIdsOf("smartphones");
  phoneFilters = await findFilterAttributes(db, id, ids);
  phoneIds = (await db.select({ id: products.id }).from(products)).map((row) => row.id);
  phoneValues = await findProductAttributeValues(db, phoneIds);
  phoneIds = (await listProducts(db, { categoryIds: ids, limit: 200 })).products.map((product) => product.id);
  everyPhoneId = (await listProducts(db, { categoryIds: ids, limit: 200, variants: "every" })).products.map(
    (product) => product.id,
  );
});

afterAll(() => handle.close());

describe("filters by attribute", () => {
  it("offers a phone's filter attributes, its department's included, in order", () => {
    expect(phoneFilters.map((filter) => filter.key)).toEqual(
      expect.arrayContaining(["storage", "ram", "screen_size", "refresh_rate", "five_g"]),
    );
    expect(phoneFilters.every((filter) => filter.attributeIds.length > 0)).toBe(true);
  });

  it("lists exactly the phones with 512 GB of storage", async () => {
    const expected = everyPhoneId.filter((id) => numberOf(id, "storage") === 512);
    expect(expected.length).toBeGreaterThan(0);
    const page = await listPhones("f.storage=512");
    expect(page.products.map((product) => product.id).sort()).toEqual(expected.sort());
    expect(page.total).toBe(expected.length);
  });

  it("counts each storage size among the phones, and keeps counting the others once one is chosen", async () => {
    const expected: Record<string, number> = {};
    for (const id of everyPhoneId) {
      const storage = numberOf(id, "storage");
      if (storage !== null) expected[String(storage)] = (expected[String(storage)] ?? 0) + 1;
    }
    expect(countsOf(await listPhones(""), "storage")).toEqual(expected);
    // A filter's own counts ignore it, so a second size can be added.
    expect(countsOf(await listPhones("f.storage=512"), "storage")).toEqual(expected);
    // Storage 1 TB is 1024 GB in the URL and in the counts.
    const either = await listPhones("f.storage=512,1024");
    expect(either.total).toBe((expected["512"] ?? 0) + (expected["1024"] ?? 0));
  });

  it("counts the other filters' values among the chosen phones only", async () => {
    const chosen = everyPhoneId.filter((id) => numberOf(id, "storage") === 512);
    const expected: Record<string, number> = {};
    for (const id of chosen) {
      const ram = numberOf(id, "ram");
      if (ram !== null) expected[String(ram)] = (expected[String(ram)] ?? 0) + 1;
    }
    expect(countsOf(await listPhones("f.storage=512"), "ram")).toEqual(expected);
  });

  it("takes a range of screen sizes, either end open", async () => {
    const within = (min: number, max: number) =>
      phoneIds.filter((id) => {
        const size = numberOf(id, "screen_size");
        return size !== null && size >= min && size <= max;
      });
    const expected = within(6.1, 6.7);
    expect(expected.length).toBeGreaterThan(0);
    const page = await listPhones("f.screen_size=6.1-6.7");
    expect(page.products.map((product) => product.id).sort()).toEqual(expected.sort());
    expect((await listPhones("f.screen_size=6.5-")).total).toBe(within(6.5, 100).length);
    // Written the wrong way round, read the right way round.
    expect((await listPhones("f.screen_size=6.7-6.1")).total).toBe(expected.length);
  });

  it("filters by yes or no, and counts both", async () => {
    const withFiveG = phoneIds.filter((id) => {
      const value = storedValue(id, "five_g");
      return value?.kind === "boolean" && value.boolean;
    });
    expect(withFiveG.length).toBeGreaterThan(0);
    const page = await listPhones("f.five_g=yes");
    expect(page.products.map((product) => product.id).sort()).toEqual(withFiveG.sort());
    expect(countsOf(page, "five_g").yes).toBe(withFiveG.length);
  });

  it("combines with the price and brand filters and with paging", async () => {
    const apple = await listPhones("f.storage=256", { brands: ["Apple"] });
    const expected = everyPhoneId.filter((id) => numberOf(id, "storage") === 256);
    const allApple = (await listPhones("", { brands: ["Apple"], variants: "every" })).products.map(
      (product) => product.id,
    );
    expect(apple.products.map((product) => product.id).sort()).toEqual(
      expected.filter((id) => allApple.includes(id)).sort(),
    );
    // The brand counts follow the storage filter.
    const counted = (await listPhones("f.storage=256")).facets?.brands ?? [];
    expect(counted.reduce((sum, brand) => sum + brand.count, 0)).toBeLessThanOrEqual(expected.length);
    const firstPage = await listPhones("f.storage=256", { limit: 1 });
    const secondPage = await listPhones("f.storage=256", { limit: 1, offset: 1 });
    expect(firstPage.total).toBe(expected.length);
    expect(secondPage.products[0]?.id).not.toBe(firstPage.products[0]?.id);
  });

  it("filters and counts search results the same way", async () => {
    const { ids } = await categoryIdsOf("smartphones");
    const attributeFilters = resolveAttributeChoices(
      parseAttributeChoices(new URLSearchParams("f.storage=256")),
      phoneFilters,
    );
    const found = await searchProducts(db, {
      query: "samsung",
      categoryIds: ids,
      attributeFilters,
      attributeFacets: phoneFilters,
      withFacets: true,
      limit: 50,
    });
    const samsung = await searchProducts(db, { query: "samsung", categoryIds: ids, limit: 50 });
    const expected = samsung.products
      .map((product) => product.id)
      .filter((id) => numberOf(id, "storage") === 256);
    expect(expected.length).toBeGreaterThan(0);
    expect(found.products.map((product) => product.id).sort()).toEqual(expected.sort());
    expect(found.facets?.attributes?.find((facet) => facet.key === "storage")?.values).toContainEqual({
      value: "256",
      count: expected.length,
    });
  });

  it("drops keys and values that mean nothing for the category", async () => {
    const all = await listPhones("");
    expect((await listPhones("f.storage=lots&f.nonsense=1&f.five_g=maybe")).total).toBe(all.total);
    expect(
      resolveAttributeChoices(parseAttributeChoices(new URLSearchParams("f.five_g=6-7")), phoneFilters),
    ).toEqual([]);
  });

  it("reads the products of a value through the attribute index", async () => {
    const storage = phoneFilters.find((filter) => filter.key === "storage")!;
    await db.execute(sql`set enable_seqscan = off`);
    const { rows } = await db.execute<{ "QUERY PLAN": string }>(sql`explain
      select product_id from product_attribute_values v
      where v.attribute_id in (${sql.join(
        storage.attributeIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and v.number_value in (512::numeric)`);
    await db.execute(sql`reset enable_seqscan`);
    expect(rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(/product_attribute_values_number_idx/);
  });
});

describe("filters and variants (issue 31)", () => {
  it("lists one card per family until a variant axis is chosen, then the variants that have it", async () => {
    const names = async (search: string) =>
      (await listPhones(search)).products
        .map((product) => product.nameEn)
        .filter((name) => /^Apple iPhone 15 \d/.test(name));
    // No filter and a filter that is no variant axis: the family's lead alone.
    expect(await names("")).toEqual(["Apple iPhone 15 128GB Black"]);
    expect(await names("f.five_g=yes")).toEqual(["Apple iPhone 15 128GB Black"]);
    // Storage is a variant axis: the 512 GB variant, though it is not the family's card.
    expect(await names("f.storage=512")).toEqual(["Apple iPhone 15 512GB Black"]);
  });
});
