import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createOffer, createProduct, createUser } from "../../../tests/setup/factories";
import { findComparedProducts } from "./compare.server";
import { resolveComparison } from "./comparison";

let handle: DatabaseHandle;
const ids = {
  phones: "10000000-0000-4000-8000-000000000001",
  laptops: "10000000-0000-4000-8000-000000000002",
  a: "10000000-0000-4000-8000-000000000010",
  b: "10000000-0000-4000-8000-000000000011",
  laptop: "10000000-0000-4000-8000-000000000012",
};

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  await createCategory(db, { id: ids.phones, nameEn: "Smartphones", nameAr: "الجوالات" });
  await createCategory(db, { id: ids.laptops, nameEn: "Laptops", nameAr: "اللابتوب" });
  await createProduct(db, {
    id: ids.a,
    nameEn: "Phone A",
    nameAr: "جوال أ",
    categoryId: ids.phones,
    brand: "Acme",
    specifications: [{ name: "Storage", value: "128GB" }],
  });
  await createProduct(db, {
    id: ids.b,
    nameEn: "Phone B",
    nameAr: "جوال ب",
    categoryId: ids.phones,
    specifications: null,
  });
  await createProduct(db, { id: ids.laptop, nameEn: "Laptop", nameAr: "لابتوب", categoryId: ids.laptops });
  await createOffer(db, { productId: ids.a, storeName: "Jarir", price: "1500.00" });
  await createOffer(db, { productId: ids.a, storeName: "noon", price: "1399.95" });
  await createOffer(db, { productId: ids.a, storeName: "eXtra", price: "1625.50" });
  await createUser(db, { id: "cmp-user" });
  await db.insert(reviews).values([
    { productId: ids.a, userId: "cmp-user", rating: 5, reviewText: "x", status: "approved" },
    { productId: ids.a, userId: "cmp-user", rating: 4, reviewText: "x", status: "approved" },
    { productId: ids.a, userId: "cmp-user", rating: 4, reviewText: "x", status: "approved" },
    { productId: ids.a, userId: "cmp-user", rating: 1, reviewText: "x", status: "pending" },
  ]);
});
afterAll(() => handle?.close());

describe("findComparedProducts", () => {
  it("loads price range, store count and the approved-review average to one decimal", async () => {
    const [a] = await findComparedProducts(handle.db, [ids.a]);
    expect(a).toEqual({
      id: ids.a,
      nameEn: "Phone A",
      nameAr: "جوال أ",
      imageUrl: null,
      brand: "Acme",
      model: null,
      category: { id: ids.phones, nameEn: "Smartphones", nameAr: "الجوالات" },
      // The test's category has no attributes: the row stays free text.
      attributes: [],
      specifications: [{ name: "Storage", value: "128GB" }],
      lowestPrice: "1399.95",
      highestPrice: "1625.50",
      storeCount: 3,
      averageRating: 4.3,
      reviewCount: 3,
    });
  });

  it("has no prices and no rating for a product without offers or reviews", async () => {
    const [b] = await findComparedProducts(handle.db, [ids.b]);
    expect(b).toMatchObject({
      lowestPrice: null,
      highestPrice: null,
      storeCount: 0,
      averageRating: null,
      specifications: [],
    });
  });

  it("feeds the same-category rule", async () => {
    const found = await findComparedProducts(handle.db, [ids.a, ids.laptop]);
    const byId = (id: string) => found.find((p) => p.id === id) ?? null;
    expect(resolveComparison(byId(ids.a), byId(ids.laptop))).toMatchObject({
      products: [{ id: ids.a }],
      rejected: { reason: "differentCategory", product: { id: ids.laptop } },
    });
    expect(await findComparedProducts(handle.db, [])).toEqual([]);
  });
});
