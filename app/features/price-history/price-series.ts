import { toRiyadhIsoDate } from "~/utils/format";
import { toHalalas } from "~/utils/money";

export type PriceReading = { storeName: string; price: string; recordedAt: Date };

/**
 * Daily prices per store for the chart: one point per Riyadh calendar date from the first reading
 * to today. A store's price holds until its next reading (history rows are only written when a
 * price changes), and a store no longer selling the product stops at its last reading.
 */
export type PriceSeries = {
  stores: string[];
  points: { date: string; prices: (string | null)[] }[];
};

const DAY_MS = 86_400_000;

function nextIsoDate(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export function buildPriceSeries(
  readings: readonly PriceReading[],
  { now, currentStores }: { now: Date; currentStores?: readonly string[] },
): PriceSeries {
  if (readings.length === 0) return { stores: [], points: [] };

  const sorted = [...readings].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  const stores = [...new Set(sorted.map((r) => r.storeName))].sort((a, b) => a.localeCompare(b, "en"));
  const storeIndex = new Map(stores.map((store, i) => [store, i]));

  // The last reading of each day wins.
  const byDate = new Map<string, Map<number, string>>();
  const lastDateOf = new Map<number, string>();
  for (const reading of sorted) {
    const date = toRiyadhIsoDate(reading.recordedAt);
    const index = storeIndex.get(reading.storeName)!;
    if (!byDate.has(date)) byDate.set(date, new Map());
    byDate.get(date)!.set(index, reading.price);
    lastDateOf.set(index, date);
  }

  const stillSold = currentStores ? new Set(currentStores) : null;
  const firstDate = toRiyadhIsoDate(sorted[0]!.recordedAt);
  const lastReadingDate = toRiyadhIsoDate(sorted.at(-1)!.recordedAt);
  const today = toRiyadhIsoDate(now);
  const endDate = [today, lastReadingDate].sort().at(-1)!;

  const carried: (string | null)[] = stores.map(() => null);
  const points: PriceSeries["points"] = [];
  for (let date = firstDate; date <= endDate; date = nextIsoDate(date)) {
    for (const [index, price] of byDate.get(date) ?? []) carried[index] = price;
    points.push({
      date,
      prices: carried.map((price, index) => {
        const isGone = stillSold && !stillSold.has(stores[index]!) && date > lastDateOf.get(index)!;
        return isGone ? null : price;
      }),
    });
  }
  return { stores, points };
}

/** Lowest and highest price each store had over the charted period (for the text summary). */
export function storeRanges(series: PriceSeries): { store: string; low: string; high: string }[] {
  return series.stores.flatMap((store, index) => {
    const prices = series.points.map((point) => point.prices[index]).filter((p): p is string => p != null);
    if (prices.length === 0) return [];
    const sorted = prices.sort((a, b) => toHalalas(a) - toHalalas(b));
    return [{ store, low: sorted[0]!, high: sorted.at(-1)! }];
  });
}
