import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { productPrices, products } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createUser } from "../../../tests/setup/factories";
import { countSiteStats, findFeaturedProduct } from "./home.server";

let handle: DatabaseHandle;
let db: Database;
let categoryId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  categoryId = (await createCategory(db)).id;
});
afterAll(() => handle?.close());

describe("home page data", () => {
  it("has no featured product and zero counts in an empty catalogue", async () => {
    expect(await findFeaturedProduct(db)).toBeNull();
    expect(await countSiteStats(db)).toEqual({ products: 0, stores: 0, users: 0, checkedLastDay: 0 });
  });

  it("features one of the eight newest products with a picture, with its cheapest store", async () => {
    const day = 86_400_000;
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: 11 }, (_, index) => ({
          nameEn: `p${index}`,
          nameAr: `م${index}`,
          descriptionEn: `About p${index}`,
          categoryId,
          // p0 is the newest but has no picture; p9 and p10 are too old.
          imageUrl: index === 0 ? null : `/img/p${index}.svg`,
          createdAt: new Date(Date.now() - index * day),
        })),
      )
      .returning({ id: products.id, nameEn: products.nameEn });
    const p1 = rows.find((row) => row.nameEn === "p1")!;
    await db.insert(productPrices).values([
      { productId: p1.id, storeName: "Jarir", url: "https://jarir.example/p1", price: "1999.00" },
      { productId: p1.id, storeName: "noon", url: "https://noon.example/p1", price: "1899.50" },
      { productId: rows[2]!.id, storeName: "noon", url: "https://noon.example/p2", price: "10.00" },
    ]);

    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const picked = new Set<string>();
    for (let draw = 0; draw < 100; draw++) picked.add((await findFeaturedProduct(db, random))!.nameEn);
    expect([...picked].sort()).toEqual(["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"]);

    // With the shuffle's draws all near 1, the first of the newest (p1) stays first.
    const featured = await findFeaturedProduct(db, () => 0.999);
    expect(featured).toEqual({
      id: p1.id,
      nameEn: "p1",
      nameAr: "م1",
      brand: null,
      descriptionEn: "About p1",
      descriptionAr: null,
      imageUrl: "/img/p1.svg",
      lowestPrice: "1899.50",
      buyUrl: "https://noon.example/p1",
      // A day of prices is too little for a verdict or a typical range.
      insight: {
        verdict: null,
        typicalLow: null,
        typicalPrice: null,
        typicalHigh: null,
        historyDays: 0,
        hasEnoughHistory: false,
        isLowestIn90Days: false,
        low90Days: null,
        vsTypical: null,
      },
    });
  });

  it("counts products, distinct stores and accounts", async () => {
    await createUser(db, { id: "a" });
    await createUser(db, { id: "b", role: "admin" });
    // Two of the three store prices were checked in the last 24 hours; one was last read two days ago.
    await db
      .update(productPrices)
      .set({ checkedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(productPrices.price, "10.00"));
    expect(await countSiteStats(db)).toEqual({ products: 11, stores: 2, users: 2, checkedLastDay: 2 });
  });
});
