import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { categories, productPrices, products } from "~/db/schema";

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
  const suffix = randomUUID().slice(0, 8);
  const [category] = await db
    .insert(categories)
    .values({ nameEn: `Category ${suffix}`, nameAr: `فئة ${suffix}`, slug: `category-${suffix}` })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ nameEn: name, nameAr: `منتج ${suffix}`, categoryId: category!.id })
    .returning();
  const rows = stores.length
    ? await db
        .insert(productPrices)
        .values(stores.map((store) => ({ productId: product!.id, inStock: null, ...store })))
        .returning({ id: productPrices.id, storeName: productPrices.storeName })
    : [];
  const idByStore = new Map(rows.map((row) => [row.storeName, row.id]));
  return { productId: product!.id, priceIds: stores.map((store) => idByStore.get(store.storeName)!) };
}
