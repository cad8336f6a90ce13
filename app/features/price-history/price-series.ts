import { toRiyadhIsoDate } from "~/utils/format";
import { fromHalalas, toHalalas } from "~/utils/money";

export type PriceReading = {
  storeName: string;
  price: string;
  recordedAt: Date;
  /** The store's Arabic name, when it has one. */
  storeNameAr?: string | null;
};

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

/** ISO dates by day number since 1970 (a chart walks the same few hundred days on every page). */
const isoDates = new Map<number, string>();

function isoDateOfDay(day: number): string {
  let date = isoDates.get(day);
  if (date === undefined) {
    if (isoDates.size >= 20_000) isoDates.clear();
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDates.set(day, date);
  }
  return date;
}

function dayOf(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

/** `toHalalas`, reading each distinct price once (a series repeats a store's price day after day). */
function halalasReader(): (price: string) => number {
  const read = new Map<string, number>();
  return (price) => {
    let halalas = read.get(price);
    if (halalas === undefined) {
      halalas = toHalalas(price);
      read.set(price, halalas);
    }
    return halalas;
  };
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
  for (let day = dayOf(firstDate), lastDay = dayOf(endDate); day <= lastDay; day++) {
    const date = isoDateOfDay(day);
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
  // One pass per store, each price read once (a sort read two prices per comparison: most of
  // the chart's server render (docs/decisions/0029)).
  const halalasOf = halalasReader();
  return series.stores.flatMap((store, index) => {
    let low: string | undefined;
    let high: string | undefined;
    let lowHalalas = Number.POSITIVE_INFINITY;
    let highHalalas = Number.NEGATIVE_INFINITY;
    for (const point of series.points) {
      const price = point.prices[index];
      if (price == null) continue;
      const halalas = halalasOf(price);
      if (halalas < lowHalalas) {
        low = price;
        lowHalalas = halalas;
      }
      if (halalas >= highHalalas) {
        high = price;
        highHalalas = halalas;
      }
    }
    return low !== undefined && high !== undefined ? [{ store, low, high }] : [];
  });
}

/** The periods a shopper can chart, in days back from today; "all" is the whole history. */
export const CHART_RANGES = ["30", "90", "365", "all"] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = "90";

/** The `range` query parameter as a period; anything else is the default. */
export function parseChartRange(value: string | null | undefined): ChartRange {
  return CHART_RANGES.find((range) => range === value) ?? DEFAULT_CHART_RANGE;
}

/**
 * The series over the last `range` days (today included), or all of it. Points are one per day
 * ending today, so the period is the last points; a store without a price in it leaves the chart.
 */
export function limitSeriesTo(series: PriceSeries, range: ChartRange): PriceSeries {
  const points = range === "all" ? series.points : series.points.slice(-Number(range));
  const kept = series.stores.flatMap((_, index) =>
    points.some((point) => point.prices[index] != null) ? [index] : [],
  );
  if (kept.length === series.stores.length) return { stores: series.stores, points };
  return {
    stores: kept.map((index) => series.stores[index]!),
    points: points.map((point) => ({
      date: point.date,
      prices: kept.map((index) => point.prices[index] ?? null),
    })),
  };
}

/**
 * The lowest and the average of each day's lowest price over the series (days without any store
 * price are left out); the average is rounded to the halala. Null without a priced day.
 */
export function summarisePriceSeries(series: PriceSeries): { lowest: string; average: string } | null {
  const halalasOf = halalasReader();
  const dailyLowest = series.points.flatMap((point) => {
    const prices = point.prices.filter((price): price is string => price != null).map(halalasOf);
    return prices.length ? [Math.min(...prices)] : [];
  });
  if (dailyLowest.length === 0) return null;
  const total = dailyLowest.reduce((sum, halalas) => sum + halalas, 0);
  return {
    lowest: fromHalalas(Math.min(...dailyLowest)),
    average: fromHalalas(Math.round(total / dailyLowest.length)),
  };
}

/** What the product page charts: the chosen period's series and its lowest and average figures. */
export type PriceHistoryView = {
  range: ChartRange;
  series: PriceSeries;
  figures: ReturnType<typeof summarisePriceSeries>;
  /** The Arabic names of the charted stores that have one, by store name. */
  storeNamesAr: Record<string, string>;
};

export function viewPriceHistory(
  readings: readonly PriceReading[],
  options: { now: Date; currentStores?: readonly string[]; range: ChartRange },
): PriceHistoryView {
  const series = limitSeriesTo(buildPriceSeries(readings, options), options.range);
  const storeNamesAr: Record<string, string> = {};
  for (const reading of readings) {
    if (reading.storeNameAr && series.stores.includes(reading.storeName))
      storeNamesAr[reading.storeName] = reading.storeNameAr;
  }
  return { range: options.range, series, figures: summarisePriceSeries(series), storeNamesAr };
}
