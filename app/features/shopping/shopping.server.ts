import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceAlerts, productPrices, products, savedProducts } from "~/db/schema";

/** The lowest current store price of a product, as a decimal string (null without offers). */
const lowestPrice = sql<
  string | null
>`(select min(${productPrices.price}) from ${productPrices} where ${productPrices.productId} = ${products.id})`;

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

export type PriceAlertRow = {
  id: string;
  productId: string;
  nameEn: string;
  nameAr: string;
  targetPrice: string;
  minReduction: string;
  isActive: boolean;
  lowestPrice: string | null;
};

export function listPriceAlerts(db: Database, userId: string): Promise<PriceAlertRow[]> {
  return db
    .select({
      id: priceAlerts.id,
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      targetPrice: priceAlerts.targetPrice,
      minReduction: priceAlerts.minReduction,
      isActive: priceAlerts.isActive,
      lowestPrice,
    })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.createdAt));
}
