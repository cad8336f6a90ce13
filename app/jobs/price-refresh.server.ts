import { withinTransaction } from "~/db/within-transaction.server";
import {
  closeStalledRun,
  type EnqueueFetches,
  pruneRefreshRecords,
  type StartRunResult,
  startPriceRefreshRun,
} from "~/features/price-refresh/refresh-runs.server";
import { fetchStorePriceJob, storeHost } from "./fetch-store-price.server";
import { defineTickJob, type JobContext } from "./job-definition.server";

/** One fetch job per store price, grouped by the store's host for per-host politeness. */
function enqueueFetches(boss: JobContext["boss"]): EnqueueFetches {
  return async (tx, items) => {
    await boss.insert(
      fetchStorePriceJob.name,
      items.map(({ runId, productPriceId, url }) => ({
        data: fetchStorePriceJob.payload.parse({ runId, productPriceId }),
        group: { id: storeHost(url) },
      })),
      withinTransaction(tx),
    );
  };
}

/** An admin's 'Update prices now': starts a run at once, unless one is already running. */
export function requestPriceRefresh(
  context: Pick<JobContext, "db" | "boss" | "refreshIntervalHours">,
  requestedBy: string | null,
): Promise<StartRunResult> {
  return startPriceRefreshRun(context.db, {
    trigger: "manual",
    requestedBy,
    intervalHours: context.refreshIntervalHours,
    enqueue: enqueueFetches(context.boss),
  });
}

/**
 * Every minute: starts the scheduled refresh when PRICE_REFRESH_INTERVAL_HOURS have passed since the
 * last one began, closes a run whose jobs were lost and prunes old records. Running it twice starts
 * nothing twice.
 */
export const priceRefreshTickJob = defineTickJob({
  name: "price-refresh-tick",
  schedule: "* * * * *",
  expireInSeconds: 120,
  async handle(_payload, { db, boss, logger, refreshIntervalHours }) {
    if (await closeStalledRun(db)) logger.warn("stalled price refresh closed");
    await pruneRefreshRecords(db);
    const result = await startPriceRefreshRun(db, {
      trigger: "scheduled",
      intervalHours: refreshIntervalHours,
      enqueue: enqueueFetches(boss),
    });
    if (result.status === "started") logger.info("scheduled price refresh started", result);
  },
});
