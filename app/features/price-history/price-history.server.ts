import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceHistory, stores } from "~/db/schema";
import type { PriceReading } from "./price-series";

/** Every recorded price of a product, oldest first (one query, whatever the number of rows). */
export function findPriceHistory(db: Database, productId: string): Promise<PriceReading[]> {
  return (
    db
      .select({
        storeName: priceHistory.storeName,
        storeNameAr: stores.nameAr,
        price: priceHistory.price,
        recordedAt: priceHistory.recordedAt,
      })
      .from(priceHistory)
      // A store deleted since keeps its English name in the history.
      .leftJoin(stores, eq(stores.name, priceHistory.storeName))
      .where(eq(priceHistory.productId, productId))
      .orderBy(asc(priceHistory.recordedAt), asc(priceHistory.id))
  );
}
