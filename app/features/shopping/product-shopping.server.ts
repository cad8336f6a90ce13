import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { savedProducts } from "~/db/schema";

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
