import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createProduct, createUser } from "../../../tests/setup/factories";
import { isProductSaved, setProductSaved } from "./product-shopping.server";

let handle: DatabaseHandle;
const productId = "20000000-0000-4000-8000-000000000010";
const otherProductId = "20000000-0000-4000-8000-000000000011";

beforeAll(async () => {
  handle = await createTestDatabase();
  const { id: categoryId } = await createCategory(handle.db);
  await createProduct(handle.db, { id: productId, categoryId });
  await createProduct(handle.db, { id: otherProductId, categoryId });
  await createUser(handle.db, { id: "shopper" });
  await createUser(handle.db, { id: "someone-else" });
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
