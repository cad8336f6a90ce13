import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { runDataMigrations } from "~/db/data-migrations.server";
import { attributes, categories, productAttributeValues, products } from "~/db/schema";
import { seedDemoCatalog } from "~/db/seed/seed-demo.server";
import { createTestDatabase } from "../../../tests/setup/database";
import {
  findCategoryAttributes,
  findProductAttributeValues,
  structureAllSpecifications,
} from "./attributes.server";

let handle: DatabaseHandle;
let db: Database;

async function productNamed(nameEn: string) {
  const [row] = await db.select().from(products).where(eq(products.nameEn, nameEn));
  if (!row) throw new Error(`no product ${nameEn}`);
  return row;
}

async function valuesOf(nameEn: string) {
  const product = await productNamed(nameEn);
  return Object.fromEntries((await findProductAttributeValues(db, [product.id])).get(product.id) ?? []);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedDemoCatalog(db);
  await runDataMigrations(db, [{ name: "structured-specifications", run: structureAllSpecifications }]);
});

afterAll(() => handle.close());

describe("the one-off migration of today's specifications", () => {
  it("gives phones of two brands the same attributes", async () => {
    expect(await valuesOf("Apple iPhone 16 Pro Max 256GB Desert Titanium")).toMatchObject({
      storage: { kind: "number", number: 256 },
      screen_size: { kind: "number", number: 6.9 },
      refresh_rate: { kind: "number", number: 120 },
      processor: { kind: "text", textEn: "A18 Pro" },
    });
    expect(await valuesOf("Samsung Galaxy S25 Ultra 5G 256GB Titanium Silverblue")).toMatchObject({
      storage: { kind: "number", number: 256 },
      ram: { kind: "number", number: 12 },
      screen_size: { kind: "number", number: 6.9 },
      battery: { kind: "number", number: 5000 },
      processor: { kind: "text", textEn: "Snapdragon 8 Elite for Galaxy" },
    });
  });

  it("takes out the rows that became values and keeps the others as details", async () => {
    const iphone = await productNamed("Apple iPhone 16 Pro Max 256GB Desert Titanium");
    const names = (iphone.specifications ?? []).map((row) => row.name);
    expect(names).not.toContain("Storage");
    expect(names).not.toContain("Chip");
    // The display row says more than its size and refresh rate, so it stays.
    expect(names).toContain("Display");
  });

  it("gives subcategories their department's attributes and their own", async () => {
    const [laptops] = await db.select().from(categories).where(eq(categories.slug, "laptops"));
    const keys = (await findCategoryAttributes(db, laptops!.id)).map((attribute) => attribute.key);
    expect(keys).toEqual(
      expect.arrayContaining(["processor", "ram", "storage", "screen_size", "graphics", "weight"]),
    );
  });

  it("runs once: a second start changes nothing", async () => {
    const before = await db.select().from(productAttributeValues);
    const ran = await runDataMigrations(db, [
      { name: "structured-specifications", run: structureAllSpecifications },
    ]);
    expect(ran).toEqual([]);
    expect(await db.select().from(productAttributeValues)).toHaveLength(before.length);
    expect((await db.select().from(attributes)).length).toBeGreaterThan(0);
  });
});
