import type { Database } from "~/db/client.server";
import { productPrices } from "~/db/schema";
import { createProduct } from "./factories";

export type StoreFixture = {
  storeName: string;
  url: string;
  price: string;
  inStock?: boolean | null;
  /** The last check; now when left out. */
  checkedAt?: Date;
};

/** A product in its own category with the given store prices; returns the ids in store order. */
export async function insertProductWithPrices(
  db: Database,
  stores: readonly StoreFixture[],
  name = "Test product",
): Promise<{ productId: string; priceIds: string[] }> {
  const product = await createProduct(db, { nameEn: name });
  const rows = stores.length
    ? await db
        .insert(productPrices)
        .values(stores.map((store) => ({ productId: product.id, inStock: null, ...store })))
        .returning({ id: productPrices.id, storeName: productPrices.storeName })
    : [];
  const idByStore = new Map(rows.map((row) => [row.storeName, row.id]));
  return { productId: product.id, priceIds: stores.map((store) => idByStore.get(store.storeName)!) };
}
