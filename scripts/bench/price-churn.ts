// The price refresh a live catalogue never stops: store price readings recorded through the
// product's own code (recordPriceReading, as the fetch-store-price job records them) at a steady
// rate while the benchmark measures. 400,000 store prices read every 6 hours is about 20 readings a
// second. Most readings confirm the price; some change it by a few percent; a few find the store
// sold out (the next reading of that store finds it in stock again).
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productPrices } from "~/db/schema";
import { recordPriceReading } from "~/features/prices/record-price-reading.server";

export type PriceChurnOptions = {
  readingsPerSecond: number;
  /** Shares of readings that change the price, and that find the store sold out. */
  changedShare: number;
  soldOutShare: number;
};

export const DEFAULT_PRICE_CHURN: PriceChurnOptions = {
  readingsPerSecond: 20,
  changedShare: 0.1,
  soldOutShare: 0.02,
};

export type PriceChurnTally = {
  readings: number;
  changed: number;
  soldOut: number;
  errors: number;
  seconds: number;
};

export type PriceChurn = { stop(): Promise<PriceChurnTally> };

/** Store prices the writer reads, spread over the whole catalogue. */
export async function sampleStorePrices(db: Database, count: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from ${productPrices} order by md5(id::text) limit ${count}`,
  );
  return rows.map((row) => row.id);
}

/** Starts recording readings of `storePriceIds` in turn at the given rate, until `stop`. */
export function startPriceChurn(
  db: Database,
  storePriceIds: string[],
  options: PriceChurnOptions = DEFAULT_PRICE_CHURN,
): PriceChurn {
  const tally: PriceChurnTally = { readings: 0, changed: 0, soldOut: 0, errors: 0, seconds: 0 };
  const started = performance.now();
  const pending = new Set<Promise<void>>();
  let turn = 0;
  let draw = 0;
  // A fixed sequence, so that every run writes the same mix.
  const nextShare = () => {
    draw = (draw * 1_103_515_245 + 12_345) % 2_147_483_648;
    return draw / 2_147_483_648;
  };

  const readOne = async () => {
    const id = storePriceIds[turn++ % storePriceIds.length]!;
    const share = nextShare();
    const kind =
      share < options.soldOutShare
        ? "soldOut"
        : share < options.soldOutShare + options.changedShare
          ? "changed"
          : "same";
    const factor = 1 + (nextShare() < 0.5 ? -1 : 1) * (0.01 + nextShare() * 0.04);
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ price: productPrices.price })
          .from(productPrices)
          .where(eq(productPrices.id, id));
        if (!row) return;
        const price = kind === "changed" ? (Number(row.price) * factor).toFixed(2) : row.price;
        await recordPriceReading(tx, { productPriceId: id, price, inStock: kind !== "soldOut" });
      });
      tally.readings += 1;
      if (kind === "changed") tally.changed += 1;
      if (kind === "soldOut") tally.soldOut += 1;
    } catch {
      tally.errors += 1;
    }
  };

  const timer = setInterval(() => {
    // As many readings as the rate asks for by now: a slow one never slows the schedule.
    const due = Math.floor(((performance.now() - started) / 1000) * options.readingsPerSecond);
    while (turn < due) {
      const reading = readOne().finally(() => pending.delete(reading));
      pending.add(reading);
    }
  }, 10);

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      tally.seconds = (performance.now() - started) / 1000;
      return tally;
    },
  };
}
