// Store health (issue 16): per store, how its page readings went in the last 24 hours — readings,
// success rate, last success, the most common error — from price_fetch_logs. A store whose success
// rate falls below half (a layout change, a bot wall) is flagged on the dashboard.

import { and, count, eq, gt, isNotNull, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { priceFetchLogs, stores } from "~/db/schema";
import { isPriceErrorCode, type PriceErrorCode } from "~/features/page-fetching/price-errors";
import { hostMatches } from "~/features/stores/stores.server";

const DAY_MS = 24 * 3_600_000;
/** A success rate below this flags the store. */
export const HEALTHY_RATE = 0.5;
/** Fewer readings than this say too little to flag a store. */
export const MIN_READINGS_TO_FLAG = 3;

export type StoreHealth = {
  /** The store's English name; the host when no store has that website. */
  storeName: string;
  storeNameAr: string | null;
  readings: number;
  successes: number;
  /** Successes over readings, 0 to 1. */
  successRate: number;
  /** The last successful reading in the last 30 days. */
  lastSuccessAt: string | null;
  commonError: { code: PriceErrorCode; count: number } | null;
  isFlagged: boolean;
};

const HOST = sql<string>`lower(substring(${priceFetchLogs.url} from '^https?://([^/:?#]+)'))`;

export async function getStoreHealth(db: Database, now = new Date()): Promise<StoreHealth[]> {
  const since = new Date(now.getTime() - DAY_MS);
  const successSince = new Date(now.getTime() - 30 * DAY_MS);
  const [byHost, errors, lastSuccesses, storeRows] = await Promise.all([
    db
      .select({
        host: HOST,
        readings: count(),
        successes: sql<number>`count(*) filter (where ${priceFetchLogs.success})`.mapWith(Number),
      })
      .from(priceFetchLogs)
      .where(gt(priceFetchLogs.createdAt, since))
      .groupBy(HOST),
    db
      .select({ host: HOST, code: priceFetchLogs.errorCode, count: count() })
      .from(priceFetchLogs)
      .where(
        and(
          gt(priceFetchLogs.createdAt, since),
          eq(priceFetchLogs.success, false),
          isNotNull(priceFetchLogs.errorCode),
        ),
      )
      .groupBy(HOST, priceFetchLogs.errorCode),
    db
      .select({ host: HOST, at: max(priceFetchLogs.createdAt) })
      .from(priceFetchLogs)
      .where(and(gt(priceFetchLogs.createdAt, successSince), eq(priceFetchLogs.success, true)))
      .groupBy(HOST),
    db.select({ name: stores.name, nameAr: stores.nameAr, domain: stores.domain }).from(stores),
  ]);

  const storeOf = (host: string) => {
    const matches = storeRows.filter((store) => store.domain && hostMatches(host, store.domain));
    return matches.sort((a, b) => (b.domain?.length ?? 0) - (a.domain?.length ?? 0))[0] ?? null;
  };
  type Entry = StoreHealth & { errorCounts: Map<PriceErrorCode, number> };
  const entries = new Map<string, Entry>();
  const entryFor = (host: string): Entry => {
    const store = storeOf(host);
    const key = store?.name ?? host;
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        storeName: key,
        storeNameAr: store?.nameAr ?? null,
        readings: 0,
        successes: 0,
        successRate: 0,
        lastSuccessAt: null,
        commonError: null,
        isFlagged: false,
        errorCounts: new Map(),
      };
      entries.set(key, entry);
    }
    return entry;
  };
  for (const row of byHost) {
    const entry = entryFor(row.host ?? "");
    entry.readings += row.readings;
    entry.successes += row.successes;
  }
  for (const row of errors) {
    if (!isPriceErrorCode(row.code)) continue;
    const entry = entryFor(row.host ?? "");
    entry.errorCounts.set(row.code, (entry.errorCounts.get(row.code) ?? 0) + row.count);
  }
  for (const row of lastSuccesses) {
    const entry = entryFor(row.host ?? "");
    const at = row.at ? new Date(row.at).toISOString() : null;
    if (at && (!entry.lastSuccessAt || at > entry.lastSuccessAt)) entry.lastSuccessAt = at;
  }
  return [...entries.values()]
    .filter((entry) => entry.readings > 0)
    .map(({ errorCounts, ...entry }) => {
      const successRate = entry.successes / entry.readings;
      const [code, errorCount] = [...errorCounts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
      return {
        ...entry,
        successRate,
        commonError: code ? { code, count: errorCount! } : null,
        isFlagged: entry.readings >= MIN_READINGS_TO_FLAG && successRate < HEALTHY_RATE,
      };
    })
    .sort((a, b) => a.successRate - b.successRate || a.storeName.localeCompare(b.storeName));
}
