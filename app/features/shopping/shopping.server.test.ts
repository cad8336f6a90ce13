import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { savedProducts } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createOffer, createProduct, createUser } from "../../../tests/setup/factories";
import { listSavedProducts } from "./shopping.server";

let handle: DatabaseHandle;
const LAPTOP = "40000000-0000-4000-8000-000000000010";
const WATCH = "40000000-0000-4000-8000-000000000011";

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  const { id: categoryId } = await createCategory(db);
  await createProduct(db, { id: LAPTOP, nameEn: "ZenBook 14", nameAr: "زين بوك 14", categoryId });
  await createProduct(db, { id: WATCH, nameEn: "Watch 10", nameAr: "ساعة 10", categoryId });
  await createOffer(db, { productId: LAPTOP, storeName: "Jarir", price: "4299.00" });
  await createOffer(db, { productId: LAPTOP, storeName: "eXtra", price: "4150.50" });
  await createUser(db, { id: "mine" });
  await createUser(db, { id: "theirs" });
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
