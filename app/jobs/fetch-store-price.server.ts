import { z } from "zod";
import { fetchStorePrice } from "~/features/prices/fetch-store-price.server";
import { recordPriceReading } from "~/features/prices/record-price-reading.server";
import { findPendingItem, settleRefreshItem } from "~/features/prices/refresh-runs.server";
import { evaluateAlertsJob } from "./evaluate-alerts.server";
import { defineJob, type JobContext, sendJob, withinTransaction } from "./job-definition.server";

const RETRY_LIMIT = 2;

type ItemKey = { runId: string; productPriceId: string };

async function refreshStorePrice(
  key: ItemKey,
  { db, boss, engine, logger }: JobContext,
  signal: AbortSignal,
) {
  const item = await findPendingItem(db, key);
  if (!item) {
    logger.debug("store price already settled", key);
    return;
  }
  const reading = await fetchStorePrice(db, { url: item.url, ...key }, engine, signal);
  const result = await settleRefreshItem(db, key, async (tx) => {
    if (!reading.ok) return { state: "failed", errorCode: reading.error.code };
    const recorded = await recordPriceReading(tx, {
      productPriceId: key.productPriceId,
      price: reading.price,
      inStock: reading.inStock,
    });
    if (!recorded) return { state: "failed", errorCode: "fetchFailed" };
    if (recorded.lowestAfter !== recorded.lowestBefore) {
      await sendJob(
        boss,
        evaluateAlertsJob,
        { productId: recorded.productId, lowestPrice: recorded.lowestAfter },
        withinTransaction(tx),
      );
    }
    return { state: "done", outcome: recorded.outcome };
  });
  logger.info("store price fetched", {
    ...key,
    url: item.url,
    attempts: reading.attempts,
    result: reading.ok ? (reading.price ?? "no price") : reading.error.code,
    isRecorded: result.isSettled,
    isRunFinished: result.isRunFinished,
  });
}

/**
 * Fetches one store price of a refresh run and records the reading. Safe to run twice: a settled
 * item is skipped, and the reading, the item and any alert job are written in one transaction.
 * Jobs carry the store's host as their group, and each host gets one job at a time across every
 * worker (groupConcurrency), so stores are fetched politely however many workers run.
 */
export const fetchStorePriceJob = defineJob({
  name: "fetch-store-price",
  payload: z.object({ runId: z.uuid(), productPriceId: z.uuid() }),
  // Three attempts with backoff take well under a minute; a job still active after five minutes
  // was lost with its worker and is handed to another one.
  queue: { retryLimit: RETRY_LIMIT, retryDelay: 30, expireInSeconds: 300 },
  worker: {
    options: { localConcurrency: 4, groupConcurrency: 1, pollingIntervalSeconds: 1 },
    async handle(key, context, job) {
      try {
        await refreshStorePrice(key, context, job.signal);
      } catch (error) {
        if (job.retryCount < RETRY_LIMIT || job.signal.aborted) throw error;
        // Out of retries (a database failure, not a store's): the item fails so the run can finish.
        context.logger.error("store price could not be recorded", { ...key, error });
        await settleRefreshItem(context.db, key, async () => ({ state: "failed", errorCode: "fetchFailed" }));
      }
    },
  },
});
