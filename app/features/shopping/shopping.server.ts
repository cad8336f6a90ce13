import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products, savedProducts } from "~/db/schema";

/** The product's current lowest price as the database keeps it (PD-21), null without one. */
const lowestPrice = products.lowestPrice;

/** Which of `productIds` the user saved (one query for a whole grid of cards). */
export async function listSavedProductIds(
  db: Database,
  userId: string,
  productIds: string[],
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ productId: savedProducts.productId })
    .from(savedProducts)
    .where(and(eq(savedProducts.userId, userId), inArray(savedProducts.productId, productIds)));
  return rows.map((row) => row.productId);
}

export type SavedProductRow = {
  productId: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
  lowestPrice: string | null;
  savedAt: Date;
};

export function listSavedProducts(db: Database, userId: string): Promise<SavedProductRow[]> {
  return db
    .select({
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      imageUrl: products.imageUrl,
      lowestPrice,
      savedAt: savedProducts.createdAt,
    })
    .from(savedProducts)
    .innerJoin(products, eq(products.id, savedProducts.productId))
    .where(eq(savedProducts.userId, userId))
    .orderBy(desc(savedProducts.createdAt));
}
