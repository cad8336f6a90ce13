import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  priceFetchLogs,
  priceHistory,
  priceRefreshItems,
  priceRefreshRuns,
  priceUpdateStatus,
  productPrices,
  products,
  stores,
} from "~/db/schema";
import { isPriceErrorCode, type PriceErrorCode } from "~/features/page-fetching/price-errors";

export type RefreshRunSummary = {
  id: string;
  trigger: "scheduled" | "manual";
  started_at: string;
  finished_at: string | null;
  total: number;
  failed: number;
};

export type RecentFailure = {
  id: number;
  product_id: string | null;
  product_name_en: string | null;
  product_name_ar: string | null;
  store_name: string | null;
  /** The store's Arabic name, for Arabic pages (null when it has none). */
  store_name_ar: string | null;
  url: string;
  error_code: PriceErrorCode;
  error_message: string | null;
  attempt: number;
  created_at: string;
};

/** The spec's price update status, plus the runs and failures the admin screen shows. */
export type PriceUpdateStatus = {
  last_update: string | null;
  next_update: string | null;
  is_running: boolean;
  progress_current: number;
  progress_total: number;
  error_message: string | null;
  total_products: number;
  total_prices: number;
  /** Store prices that changed in the last 24 hours. */
  last_24h_updates: number;
  /** The mean of those changes, in percent of the previous price (negative: prices went down). */
  avg_price_change: number | null;
  current_run: RefreshRunSummary | null;
  last_run: RefreshRunSummary | null;
  recent_failures: RecentFailure[];
};

const RECENT_FAILURES = 10;

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

export async function getPriceUpdateStatus(db: Database, now = new Date()): Promise<PriceUpdateStatus> {
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const [[status], [productCount], [priceCount], changes, runs, recentFailures] = await Promise.all([
    db.select().from(priceUpdateStatus).where(eq(priceUpdateStatus.id, 1)),
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(productPrices),
    recentChanges(db, since),
    latestRuns(db),
    findRecentFailures(db),
  ]);
  const currentRun = runs.find((run) => run.finished_at === null) ?? null;
  const lastRun = runs.find((run) => run.finished_at !== null) ?? null;

  return {
    // The last finished run is the record; the status row mirrors it (and stands in before any run).
    last_update: lastRun?.finished_at ?? iso(status?.lastUpdate),
    next_update: iso(status?.nextUpdate),
    is_running: currentRun !== null,
    progress_current: currentRun
      ? currentRun.total - (await pendingCount(db, currentRun.id))
      : (status?.progressCurrent ?? 0),
    progress_total: currentRun ? currentRun.total : (status?.progressTotal ?? 0),
    error_message: currentRun ? null : (status?.errorMessage ?? null),
    total_products: productCount?.n ?? 0,
    total_prices: priceCount?.n ?? 0,
    last_24h_updates: changes.updates,
    avg_price_change: changes.averageChange,
    current_run: currentRun,
    last_run: lastRun,
    recent_failures: recentFailures,
  };
}

async function pendingCount(db: Database, runId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(priceRefreshItems)
    .where(and(eq(priceRefreshItems.runId, runId), eq(priceRefreshItems.state, "pending")));
  return row?.n ?? 0;
}

/** Price changes of the last 24 hours, each compared with the same store's previous price. */
async function recentChanges(db: Database, since: Date) {
  const result = await db.execute<{ updates: number | string; average_change: string | null }>(sql`
    select count(*) as updates,
           round(avg((recent.price - previous.price) / previous.price * 100), 2) as average_change
    from ${priceHistory} recent
    left join lateral (
      select earlier.price from ${priceHistory} earlier
      where earlier.product_id = recent.product_id
        and earlier.store_name = recent.store_name
        and (earlier.recorded_at, earlier.id) < (recent.recorded_at, recent.id)
      order by earlier.recorded_at desc, earlier.id desc
      limit 1
    ) previous on true
    where recent.recorded_at > ${since.toISOString()}`);
  const row = result.rows[0];
  return {
    updates: Number(row?.updates ?? 0),
    averageChange: row?.average_change == null ? null : Number(row.average_change),
  };
}

async function latestRuns(db: Database): Promise<RefreshRunSummary[]> {
  const rows = await db
    .select({
      id: priceRefreshRuns.id,
      trigger: priceRefreshRuns.trigger,
      startedAt: priceRefreshRuns.startedAt,
      finishedAt: priceRefreshRuns.finishedAt,
      total: priceRefreshRuns.total,
      failed: sql<number>`(select count(*) from ${priceRefreshItems}
        where ${priceRefreshItems.runId} = ${priceRefreshRuns.id} and ${priceRefreshItems.state} = 'failed')`.mapWith(
        Number,
      ),
    })
    .from(priceRefreshRuns)
    .orderBy(desc(priceRefreshRuns.startedAt))
    .limit(2);
  return rows.map((row) => ({
    id: row.id,
    trigger: row.trigger,
    started_at: row.startedAt.toISOString(),
    finished_at: iso(row.finishedAt),
    total: row.total,
    failed: row.failed,
  }));
}

/** Store prices whose latest attempt (in the last week) failed, newest first, with that error. */
async function findRecentFailures(db: Database): Promise<RecentFailure[]> {
  const result = await db.execute<
    Omit<RecentFailure, "id" | "error_code" | "created_at"> & {
      id: number | string;
      error_code: string | null;
      created_at: string | Date;
      success: boolean;
    }
  >(sql`
    select * from (
      select distinct on (coalesce(${priceFetchLogs.productPriceId}::text, ${priceFetchLogs.url}))
             ${priceFetchLogs.id} as id, ${products.id} as product_id,
             ${products.nameEn} as product_name_en, ${products.nameAr} as product_name_ar,
             ${productPrices.storeName} as store_name, ${stores.nameAr} as store_name_ar,
             ${priceFetchLogs.url} as url,
             ${priceFetchLogs.errorCode} as error_code, ${priceFetchLogs.errorMessage} as error_message,
             ${priceFetchLogs.attempt} as attempt, ${priceFetchLogs.createdAt} as created_at,
             ${priceFetchLogs.success} as success
      from ${priceFetchLogs}
      left join ${productPrices} on ${productPrices.id} = ${priceFetchLogs.productPriceId}
      left join ${products} on ${products.id} = ${productPrices.productId}
      left join ${stores} on ${stores.name} = ${productPrices.storeName}
      where ${priceFetchLogs.createdAt} > now() - interval '7 days'
      order by coalesce(${priceFetchLogs.productPriceId}::text, ${priceFetchLogs.url}),
               ${priceFetchLogs.createdAt} desc, ${priceFetchLogs.id} desc
    ) latest
    where not success
    order by created_at desc, id desc
    limit ${RECENT_FAILURES}`);
  return result.rows.map(({ success: _success, ...row }) => ({
    ...row,
    id: Number(row.id),
    error_code: isPriceErrorCode(row.error_code) ? row.error_code : "fetchFailed",
    created_at: new Date(row.created_at).toISOString(),
  }));
}
