import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, products, users } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { isProductSaved, setProductSaved } from "./product-shopping.server";

let handle: DatabaseHandle;
const productId = "20000000-0000-4000-8000-000000000010";
const otherProductId = "20000000-0000-4000-8000-000000000011";

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insert(categories)
    .values({ id: "20000000-0000-4000-8000-000000000001", nameEn: "C", nameAr: "ف", slug: "shop-c" });
  await handle.db.insert(products).values([
    { id: productId, nameEn: "P", nameAr: "م", categoryId: "20000000-0000-4000-8000-000000000001" },
    { id: otherProductId, nameEn: "Q", nameAr: "ق", categoryId: "20000000-0000-4000-8000-000000000001" },
  ]);
  await handle.db.insert(users).values([
    { id: "shopper", email: "shopper@example.com" },
    { id: "someone-else", email: "else@example.com" },
  ]);
});
afterAll(() => handle?.close());

describe("save toggle", () => {
  it("saves and un-saves, and repeating either is harmless", async () => {
    const db = handle.db;
    expect(await isProductSaved(db, "shopper", productId)).toBe(false);
    await setProductSaved(db, { userId: "shopper", productId, isSaved: true });
    await setProductSaved(db, { userId: "shopper", productId, isSaved: true });
    expect(await isProductSaved(db, "shopper", productId)).toBe(true);
    expect(await isProductSaved(db, "someone-else", productId)).toBe(false);
    expect(await isProductSaved(db, "shopper", otherProductId)).toBe(false);
    await setProductSaved(db, { userId: "shopper", productId, isSaved: false });
    await setProductSaved(db, { userId: "shopper", productId, isSaved: false });
    expect(await isProductSaved(db, "shopper", productId)).toBe(false);
  });
});
