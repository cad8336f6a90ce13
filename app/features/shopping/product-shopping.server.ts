import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products, savedProducts } from "~/db/schema";

/** Whether the user saved the product. */
export async function isProductSaved(db: Database, userId: string, productId: string): Promise<boolean> {
  const saved = await db
    .select({ id: savedProducts.id })
    .from(savedProducts)
    .where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId)));
  return saved.length > 0;
}

/** Saves or un-saves a product for the user; repeating either is harmless. */
export async function setProductSaved(
  db: Database,
  { userId, productId, isSaved }: { userId: string; productId: string; isSaved: boolean },
): Promise<void> {
  if (isSaved) {
    await db.insert(savedProducts).values({ userId, productId }).onConflictDoNothing();
    return;
  }
  await db
    .delete(savedProducts)
    .where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId)));
}

/** The product's current lowest price (the stored product figure every reader uses), if it has one. */
export async function findCurrentLowestPrice(db: Database, productId: string): Promise<string | null> {
  const [product] = await db
    .select({ lowestPrice: products.lowestPrice })
    .from(products)
    .where(eq(products.id, productId));
  return product?.lowestPrice ?? null;
}
