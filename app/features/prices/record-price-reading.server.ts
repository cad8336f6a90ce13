import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { priceHistory, productPrices, products } from "~/db/schema";
import { toHalalas } from "~/utils/money";
import { currentLowestPrice } from "./current-offers.server";

export type ReadingOutcome = "changed" | "unchanged" | "unconfirmed" | "no_price";

export type PriceReadingInput = {
  productPriceId: string;
  /** Decimal SAR amount ("1299.00"), or null when the page showed no price (sold out, hidden). */
  price: string | null;
  inStock: boolean | null;
  /** The list or strike-through price the page showed beside it (PD-23), if any. */
  wasPrice?: string | null;
  now?: Date;
};

export type RecordedReading = {
  outcome: ReadingOutcome;
  productId: string;
  storeName: string;
  /** The store's current price after this reading. */
  price: string;
  /** The product's lowest current price in halalas, before and after this reading. */
  lowestBefore: number | null;
  lowestAfter: number | null;
};

/** A reading this far from the current price (half of it) waits for a second one (PD-14). */
function isLargeJump(current: number, next: number): boolean {
  return Math.abs(next - current) * 2 > current;
}

/**
 * Records what a store page said, inside the caller's transaction. A changed price becomes the
 * store's current price and gets a price_history row; a change of more than 50 % is kept as
 * unconfirmed (pending_price) until a second reading agrees; the same price changes nothing but
 * clears a pending reading. Every reading but an unconfirmed one is a check (PD-21): the
 * store's price, or its being sold out, is known as of now. Returns null when the store price no
 * longer exists.
 */
export async function recordPriceReading(
  tx: Transaction,
  { productPriceId, price, inStock, wasPrice = null, now = new Date() }: PriceReadingInput,
): Promise<RecordedReading | null> {
  // The product row first, then its price: the order every writer of prices keeps (the admin
  // form, the import, and the triggers that maintain the product's lowest price), so concurrent
  // writers of one product wait for each other instead of deadlocking.
  const [owner] = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(eq(productPrices.id, productPriceId))
    .for("update", { of: products });
  if (!owner) return null;
  const [row] = await tx
    .select()
    .from(productPrices)
    .where(eq(productPrices.id, productPriceId))
    .for("update");
  if (!row) return null;

  const stock = inStock ?? row.inStock;
  const lowest = await currentLowestPrice(tx, row.productId);
  const result = (outcome: ReadingOutcome, lowestAfter = lowest): RecordedReading => ({
    outcome,
    productId: row.productId,
    storeName: row.storeName,
    price: outcome === "changed" && price ? price : row.price,
    lowestBefore: lowest,
    lowestAfter,
  });
  const update = (values: Partial<typeof productPrices.$inferInsert>) =>
    tx
      .update(productPrices)
      .set({ inStock: stock, ...values })
      .where(eq(productPrices.id, productPriceId));

  // The product's figures follow the write (its triggers); they are what alerts compare.
  const checked = async (values: Partial<typeof productPrices.$inferInsert>, outcome: ReadingOutcome) => {
    await update({ checkedAt: now, ...values });
    return result(outcome, await currentLowestPrice(tx, row.productId));
  };

  // A page without a price shows no was price either.
  if (price === null) return checked({ wasPrice: null }, "no_price");

  const current = toHalalas(row.price);
  const next = toHalalas(price);
  if (next === current) return checked({ pendingPrice: null, pendingSince: null, wasPrice }, "unchanged");

  const isConfirmed = row.pendingPrice !== null && toHalalas(row.pendingPrice) === next;
  if (isLargeJump(current, next) && !isConfirmed) {
    await update({ pendingPrice: price, pendingSince: now });
    return result("unconfirmed");
  }

  await tx.insert(priceHistory).values({
    productId: row.productId,
    storeName: row.storeName,
    price,
    currency: row.currency,
    recordedAt: now,
  });
  return checked({ price, updatedAt: now, pendingPrice: null, pendingSince: null, wasPrice }, "changed");
}
