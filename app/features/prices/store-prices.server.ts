import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { priceHistory, productPrices, stores } from "~/db/schema";
import { toHalalas } from "~/utils/money";
import { currentLowestPrice } from "./current-offers.server";

/** A product's lowest current price changed: its price alerts need evaluating (PD-13). */
export type LowestPriceChange = { productId: string; lowestPrice: number | null };

/**
 * Called inside the writing transaction, so that whatever it queues is committed with the prices
 * (or not at all). The caller (a route, a job, a script) supplies it; the price domain knows no jobs.
 */
export type OnLowestPriceChanged = (tx: Transaction, change: LowestPriceChange) => Promise<void>;

/** A store's price for a product as an admin typed it or a catalogue file gave it. */
export type StorePriceReading = { storeName: string; url: string; price: string };

export type StorePricesOutcome = {
  /** Readings that changed a store's price (or added a store): one price_history row each. */
  changedStores: number;
  /** The product's current lowest price in halalas before and after, null without a current offer. */
  lowestBefore: number | null;
  lowestAfter: number | null;
};

/**
 * A store typed as "jarir" or " Jarir " is the known store "Jarir": names are matched without case
 * and outer spaces, so a slip of the keyboard does not create a second store.
 */
async function withKnownStoreNames(
  tx: Transaction,
  readings: readonly StorePriceReading[],
): Promise<StorePriceReading[]> {
  if (readings.length === 0) return [];
  const typed = readings.map((reading) => reading.storeName.trim().toLocaleLowerCase("en"));
  const known = await tx
    .select({ name: stores.name })
    .from(stores)
    .where(inArray(sql`lower(${stores.name})`, typed));
  const byKey = new Map(known.map((store) => [store.name.toLocaleLowerCase("en"), store.name]));
  return readings.map((reading, index) => ({
    ...reading,
    storeName: byKey.get(typed[index]!) ?? reading.storeName.trim(),
  }));
}

/**
 * Writes store prices of one product inside the caller's transaction: each reading updates or adds
 * the store's current price, and a price_history row is appended only when the price changed (or the
 * store is new). With `removeOtherStores`, stores not among the readings lose their current price
 * (their history stays until the product is deleted).
 */
export async function writeStorePrices(
  tx: Transaction,
  productId: string,
  typedReadings: readonly StorePriceReading[],
  { removeOtherStores, now }: { removeOtherStores: boolean; now: Date },
): Promise<StorePricesOutcome> {
  const readings = await withKnownStoreNames(tx, typedReadings);
  const lowestBefore = await currentLowestPrice(tx, productId);
  const existing = await tx
    .select({
      id: productPrices.id,
      storeName: productPrices.storeName,
      url: productPrices.url,
      price: productPrices.price,
      pendingPrice: productPrices.pendingPrice,
    })
    .from(productPrices)
    .where(eq(productPrices.productId, productId))
    .for("update");
  const byStore = new Map(existing.map((row) => [row.storeName, row]));

  const history: (typeof priceHistory.$inferInsert)[] = [];
  const inserts: (typeof productPrices.$inferInsert)[] = [];
  for (const reading of readings) {
    const previous = byStore.get(reading.storeName);
    if (!previous) {
      inserts.push({ productId, ...reading, createdAt: now, updatedAt: now, checkedAt: now });
      history.push({ productId, storeName: reading.storeName, price: reading.price, recordedAt: now });
      continue;
    }
    const hasPriceChanged = toHalalas(previous.price) !== toHalalas(reading.price);
    if (hasPriceChanged)
      history.push({ productId, storeName: reading.storeName, price: reading.price, recordedAt: now });
    // An admin's or a catalogue file's price is authoritative and counts as a check (PD-21):
    // a fetched reading still waiting for confirmation (PD-14) is dropped.
    await tx
      .update(productPrices)
      .set({
        url: reading.url,
        price: reading.price,
        pendingPrice: null,
        pendingSince: null,
        checkedAt: now,
        ...(hasPriceChanged ? { updatedAt: now } : {}),
      })
      .where(eq(productPrices.id, previous.id));
  }
  if (inserts.length) await tx.insert(productPrices).values(inserts);
  if (history.length) await tx.insert(priceHistory).values(history);

  if (removeOtherStores) {
    const kept = new Set(readings.map((reading) => reading.storeName));
    await tx
      .delete(productPrices)
      .where(
        kept.size
          ? and(eq(productPrices.productId, productId), notInArray(productPrices.storeName, [...kept]))
          : eq(productPrices.productId, productId),
      );
  }

  return {
    changedStores: history.length,
    lowestBefore,
    lowestAfter: await currentLowestPrice(tx, productId),
  };
}
