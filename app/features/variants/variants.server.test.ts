import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { runDataMigrations } from "~/db/data-migrations.server";
import { productFamilies, products } from "~/db/schema";
import { seedDemoCatalog } from "~/db/seed/seed-demo.server";
import { structureAllSpecifications } from "~/features/attributes/attributes.server";
import { findProductDetail } from "~/features/products/product-detail.server";
import { searchProducts } from "~/features/search/search.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { variantAxes } from "./variants";
import { findProductVariants } from "./variants.server";

let handle: DatabaseHandle;
let db: Database;

async function idOf(nameEn: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.nameEn, nameEn));
  if (!row) throw new Error(`no product ${nameEn}`);
  return row.id;
}

const IPHONES = [
  "Apple iPhone 15 128GB Black",
  "Apple iPhone 15 256GB Black",
  "Apple iPhone 15 512GB Black",
  "Apple iPhone 15 128GB Pink",
];

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedDemoCatalog(db);
  await runDataMigrations(db, [{ name: "structured-specifications", run: structureAllSpecifications }]);
});

afterAll(() => handle.close());

describe("a product's variants", () => {
  it("lists the family's variants with their storage and colour, and their prices", async () => {
    const variants = await findProductVariants(db, await idOf("Apple iPhone 15 256GB Black"));
    expect(variants?.family).toMatchObject({ nameEn: "Apple iPhone 15", nameAr: "آيفون 15" });
    expect(variants?.members.map((member) => member.nameEn).sort()).toEqual([...IPHONES].sort());
    for (const member of variants?.members ?? []) {
      expect(member.axes.map((axis) => axis.key)).toEqual(["storage", "colour"]);
      expect(member.lowestPrice).not.toBeNull();
    }
  });

  it("offers each storage size keeping the colour, and each colour, pointing at the right variant", async () => {
    const current = await idOf("Apple iPhone 15 256GB Black");
    const axes = variantAxes((await findProductVariants(db, current))!, current);
    const storage = axes.find((axis) => axis.key === "storage")!;
    expect(
      storage.choices.map((choice) => [choice.value.value, choice.isCurrent, choice.keepsOtherChoices]),
    ).toEqual([
      [{ kind: "number", number: 128 }, false, true],
      [{ kind: "number", number: 256 }, true, true],
      [{ kind: "number", number: 512 }, false, true],
    ]);
    expect(storage.choices[2]?.productId).toBe(await idOf("Apple iPhone 15 512GB Black"));
    const colour = axes.find((axis) => axis.key === "colour")!;
    // No pink 256 GB: pink leads to the pink 128 GB, and says the other choices change.
    const pink = colour.choices.find(
      (choice) => choice.value.value.kind === "text" && choice.value.value.textEn === "Pink",
    );
    expect(pink).toMatchObject({
      productId: await idOf("Apple iPhone 15 128GB Pink"),
      keepsOtherChoices: false,
    });
  });

  it("is none for a product without a family", async () => {
    expect(
      await findProductVariants(db, await idOf("Apple iPhone 15 Pro Max 256GB Natural Titanium")),
    ).toBeNull();
  });
});

describe("searching a family", () => {
  it("shows the family once: its lead, or the variant the words name", async () => {
    const names = async (query: string) =>
      (await searchProducts(db, { query, limit: 20 })).products
        .map((product) => product.nameEn)
        .filter((name) => /^Apple iPhone 15 \d/.test(name));
    expect(await names("iphone 15")).toEqual(["Apple iPhone 15 128GB Black"]);
    expect(await names("iphone 15 256")).toEqual(["Apple iPhone 15 256GB Black"]);
    expect(await names("ايفون 15 512")).toEqual(["Apple iPhone 15 512GB Black"]);
    expect(await names("iphone 15 pink")).toEqual(["Apple iPhone 15 128GB Pink"]);
  });
});

describe("similar products of a variant", () => {
  it("are other products, one card per family, never the variant's own siblings", async () => {
    const detail = await findProductDetail(db, await idOf("Apple iPhone 15 256GB Black"));
    const names = detail?.similarProducts.map((product) => product.nameEn) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(
      names.filter(
        (name) => name.startsWith("Apple iPhone 15 ") && /\dGB/.test(name) && !name.includes("Pro"),
      ),
    ).toEqual([]);
  });
});

describe("one card per family", () => {
  it("lists the cheapest current variant alone and counts the family's variants", async () => {
    const rows = await db
      .select({ nameEn: products.nameEn, isListed: products.isListed })
      .from(products)
      .where(inArray(products.nameEn, IPHONES));
    expect(rows.filter((row) => row.isListed).map((row) => row.nameEn)).toEqual([
      "Apple iPhone 15 128GB Black",
    ]);
    const [family] = await db
      .select()
      .from(productFamilies)
      .where(eq(productFamilies.nameEn, "Apple iPhone 15"));
    expect(family?.variantCount).toBe(4);
  });

  it("moves the card to the variant that becomes cheapest, and lists a product that leaves the family", async () => {
    const cheaper = await idOf("Apple iPhone 15 512GB Black");
    await db.update(products).set({ lowestPrice: "999.00" }).where(eq(products.id, cheaper));
    const leads = await db
      .select({ nameEn: products.nameEn })
      .from(products)
      .where(eq(products.isListed, true));
    expect(leads.map((row) => row.nameEn)).toContain("Apple iPhone 15 512GB Black");
    expect(leads.map((row) => row.nameEn)).not.toContain("Apple iPhone 15 128GB Black");

    const pink = await idOf("Apple iPhone 15 128GB Pink");
    await db.update(products).set({ familyId: null }).where(eq(products.id, pink));
    const [row] = await db
      .select({ isListed: products.isListed })
      .from(products)
      .where(eq(products.id, pink));
    expect(row?.isListed).toBe(true);
    const [family] = await db
      .select()
      .from(productFamilies)
      .where(eq(productFamilies.nameEn, "Apple iPhone 15"));
    expect(family?.variantCount).toBe(3);
  });
});
