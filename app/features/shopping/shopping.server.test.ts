import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, productPrices, products, savedProducts, users } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { listSavedProducts } from "./shopping.server";

let handle: DatabaseHandle;
const CATEGORY = "40000000-0000-4000-8000-000000000001";
const LAPTOP = "40000000-0000-4000-8000-000000000010";
const WATCH = "40000000-0000-4000-8000-000000000011";

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  await db.insert(categories).values({ id: CATEGORY, nameEn: "C", nameAr: "ف", slug: "profile-c" });
  await db.insert(products).values([
    { id: LAPTOP, nameEn: "ZenBook 14", nameAr: "زين بوك 14", categoryId: CATEGORY },
    { id: WATCH, nameEn: "Watch 10", nameAr: "ساعة 10", categoryId: CATEGORY },
  ]);
  await db.insert(productPrices).values([
    { productId: LAPTOP, storeName: "Jarir", url: "https://example.com/a", price: "4299.00" },
    { productId: LAPTOP, storeName: "eXtra", url: "https://example.com/b", price: "4150.50" },
  ]);
  await db.insert(users).values([
    { id: "mine", email: "mine@example.com" },
    { id: "theirs", email: "theirs@example.com" },
  ]);
  await db.insert(savedProducts).values([
    { userId: "mine", productId: LAPTOP },
    { userId: "theirs", productId: WATCH },
  ]);
});
afterAll(() => handle?.close());

describe("profile lists", () => {
  it("lists only the user's saved products, with the current lowest price", async () => {
    expect(await listSavedProducts(handle.db, "mine")).toEqual([
      expect.objectContaining({ productId: LAPTOP, nameEn: "ZenBook 14", lowestPrice: "4150.50" }),
    ]);
  });
});
