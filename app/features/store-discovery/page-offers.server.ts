// A product page's offer on its product (issue 36), as discovery writes it and as an admin's
// decision on the unmatched queue writes it: the store's first offer through writeStorePrices (its
// first history row), then every reading through recordPriceReading (stock, was price, large-jump
// confirmation, check), alerts through the caller's onLowestPriceChanged. An offer the store
// already has for the product keeps its address and gets the reading: nothing moves an offer.

import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { discoveredPages, productPrices } from "~/db/schema";
import { recordPriceReading } from "~/features/prices/record-price-reading.server";
import { type OnLowestPriceChanged, writeStorePrices } from "~/features/prices/store-prices.server";

export type PageOfferReading = {
  storeName: string;
  productId: string;
  address: string;
  price: string | null;
  inStock: boolean | null;
  wasPrice: string | null;
  now: Date;
  onLowestPriceChanged?: OnLowestPriceChanged;
};

/** Records a page's reading on the store's offer for the product; false when there was nothing to write. */
export async function attachPageOffer(db: Database, reading: PageOfferReading): Promise<boolean> {
  const { storeName, productId, address, price, now } = reading;
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select({ id: productPrices.id })
      .from(productPrices)
      .where(and(eq(productPrices.productId, productId), eq(productPrices.storeName, storeName)));
    let offerId = offer?.id;
    let lowestBefore: number | null = null;
    if (!offerId) {
      if (price === null) return false;
      const written = await writeStorePrices(tx, productId, [{ storeName, url: address, price }], {
        removeOtherStores: false,
        now,
      });
      lowestBefore = written.lowestBefore;
      const [created] = await tx
        .select({ id: productPrices.id })
        .from(productPrices)
        .where(and(eq(productPrices.productId, productId), eq(productPrices.storeName, storeName)));
      offerId = created!.id;
    }
    const recorded = await recordPriceReading(tx, {
      productPriceId: offerId,
      price,
      inStock: reading.inStock,
      wasPrice: reading.wasPrice,
      now,
    });
    if (!offer && recorded) recorded.lowestBefore = lowestBefore;
    if (recorded && recorded.lowestAfter !== recorded.lowestBefore && reading.onLowestPriceChanged) {
      await reading.onLowestPriceChanged(tx, { productId, lowestPrice: recorded.lowestAfter });
    }
    return true;
  });
}

/** Notes on what discovery saw at an address that its offer now belongs to a product. */
export async function rememberPageProduct(
  db: Database,
  { storeId, address, productId }: { storeId: string; address: string; productId: string | null },
): Promise<void> {
  await db
    .update(discoveredPages)
    .set({ productId })
    .where(and(eq(discoveredPages.storeId, storeId), eq(discoveredPages.url, address)));
}
