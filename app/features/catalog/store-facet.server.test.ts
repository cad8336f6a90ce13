import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { productFamilies, productPrices, products } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createOffer, createProduct } from "../../../tests/setup/factories";
import { type ListProductsOptions, listProducts } from "./product-listing.server";

// The whole catalogue's store facet reads the offers alone, through their copy of is_listed
// (drizzle/functions/listed-offers.sql, ADR-0029 addendum). Its counts must be exactly what joining
// the listed products to their current offers gives, whatever happened to the offers.

let handle: DatabaseHandle;
let db: Database;
const id: Record<string, string> = {};
const HOUR = 3_600_000;

/** The store counts as the join gives them: each listed product's current offers, per store. */
async function joinedCounts(storeConditions = sql`true`): Promise<{ value: string; count: number }[]> {
  const { rows } = await db.execute<{ value: string; count: number }>(sql`
    select pp.store_name as value, count(*)::int as count
    from products p join product_prices pp on pp.product_id = p.id
    where p.is_listed and offer_is_current(pp.in_stock, pp.checked_at) and ${storeConditions}
    group by pp.store_name order by count(*) desc, pp.store_name`);
  return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}

async function storeFacet(options: Partial<ListProductsOptions> = {}) {
  const page = await listProducts(db, { limit: 5, withFacets: true, ...options });
  return page.facets?.stores.map(({ value, count }) => ({ value, count }));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const categoryId = (await createCategory(db)).id;
  const [family] = await db
    .insert(productFamilies)
    .values({ nameEn: "Phone X", nameAr: "فون إكس" })
    .returning();
  const now = Date.now();
  // small is the family's cheapest variant, so its card; large is listed under it.
  for (const name of ["small", "large", "single", "stale", "soldOut"]) {
    const inFamily = name === "small" || name === "large";
    id[name] = (await createProduct(db, { categoryId, familyId: inFamily ? family!.id : null })).id;
  }
  await createOffer(db, { productId: id.small!, storeName: "A", price: "100.00" });
  await createOffer(db, { productId: id.small!, storeName: "B", price: "110.00" });
  await createOffer(db, { productId: id.large!, storeName: "A", price: "200.00" });
  await createOffer(db, { productId: id.large!, storeName: "C", price: "210.00" });
  await createOffer(db, { productId: id.single!, storeName: "A", price: "50.00" });
  // Checked three days ago: no longer current.
  await createOffer(db, {
    productId: id.stale!,
    storeName: "B",
    price: "60.00",
    checkedAt: new Date(now - 72 * HOUR),
  });
  // Checked two hours ago: current until the fresh interval is shorter than that.
  await createOffer(db, {
    productId: id.stale!,
    storeName: "C",
    price: "65.00",
    checkedAt: new Date(now - 2 * HOUR),
  });
  await createOffer(db, { productId: id.soldOut!, storeName: "B", price: "70.00", inStock: false });
});

afterAll(() => handle?.close());

describe("the whole catalogue's store facet", () => {
  it("counts each listed product's current offers once per store, as the join does", async () => {
    const [large] = await db.select().from(products).where(eq(products.id, id.large!));
    expect(large?.isListed).toBe(false);
    // A: small and single (large is not the card); B: small (stale is old, soldOut sold out);
    // C: stale's recent offer (large's is not counted).
    const expected = [
      { value: "A", count: 2 },
      { value: "B", count: 1 },
      { value: "C", count: 1 },
    ];
    expect(await joinedCounts()).toEqual(expected);
    expect(await storeFacet()).toEqual(expected);
    // A store filter leaves the stores' own counts as they were.
    expect(await storeFacet({ stores: ["C"] })).toEqual(expected);
  });

  it("counts every variant's offers when every variant is listed", async () => {
    expect(await storeFacet({ variants: "every" })).toEqual([
      { value: "A", count: 3 },
      { value: "C", count: 2 },
      { value: "B", count: 1 },
    ]);
  });

  it("follows the family's card when it moves to another variant", async () => {
    await db.update(productPrices).set({ price: "300.00" }).where(eq(productPrices.productId, id.small!));
    const [large] = await db.select().from(products).where(eq(products.id, id.large!));
    expect(large?.isListed).toBe(true);
    const expected = [
      { value: "A", count: 2 },
      { value: "C", count: 2 },
    ];
    expect(await joinedCounts()).toEqual(expected);
    expect(await storeFacet()).toEqual(expected);
    await db.update(productPrices).set({ price: "100.00" }).where(eq(productPrices.productId, id.small!));
    expect(await storeFacet()).toEqual(await joinedCounts());
  });

  it("takes the product's flag for an offer added to a variant or moved to another product", async () => {
    const added = await createOffer(db, { productId: id.large!, storeName: "D", price: "220.00" });
    expect(await storeFacet()).toEqual(await joinedCounts());
    expect((await storeFacet())?.some((store) => store.value === "D")).toBe(false);
    // Moved to the listed single product, it counts there.
    await db.update(productPrices).set({ productId: id.single! }).where(eq(productPrices.id, added.id));
    expect((await storeFacet())?.find((store) => store.value === "D")).toEqual({ value: "D", count: 1 });
    expect(await storeFacet()).toEqual(await joinedCounts());
    // Nothing else may set the copy: a write of it is taken back from the product.
    await db.update(productPrices).set({ productListed: false }).where(eq(productPrices.id, added.id));
    const [offer] = await db.select().from(productPrices).where(eq(productPrices.id, added.id));
    expect(offer?.productListed).toBe(true);
    await db.delete(productPrices).where(eq(productPrices.id, added.id));
  });

  it("leaves out an offer that goes stale as time passes, with no write to the offers", async () => {
    const before = await storeFacet();
    expect(before?.find((store) => store.value === "C")?.count).toBe(1);
    // A one-hour fresh interval is the clock moving on: the offer checked two hours ago is stale,
    // and neither the offer nor its product is written (their stored figures still count it).
    await db.execute(sql`insert into offer_freshness (id, fresh_hours) values (1, 1)
      on conflict (id) do update set fresh_hours = 1`);
    try {
      const [stale] = await db.select().from(products).where(eq(products.id, id.stale!));
      expect(stale?.storeCount).toBe(1);
      const after = await storeFacet();
      expect(after).toEqual([
        { value: "A", count: 2 },
        { value: "B", count: 1 },
      ]);
      expect(after).toEqual(await joinedCounts());
    } finally {
      await db.execute(sql`update offer_freshness set fresh_hours = 12 where id = 1`);
    }
  });
});
