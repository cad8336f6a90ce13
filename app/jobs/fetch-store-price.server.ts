import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { Transaction } from "~/db/client.server";
import { queueAlertEvaluation } from "~/features/alerts/queue-alert-evaluation.server";
import type { OfferDetails } from "~/features/offer-details/offer-details";
import { recordOfferDetails } from "~/features/offer-details/offer-details.server";
import { fetchStorePrice, type StorePriceReading } from "~/features/page-fetching/fetch-store-price.server";
import { botWallPausedUntil } from "~/features/price-refresh/bot-wall-backoff.server";
import { findPendingItem, settleRefreshItem } from "~/features/price-refresh/refresh-runs.server";
import { findStorePriceUrl } from "~/features/price-refresh/stale-offers.server";
import { recordPriceReading } from "~/features/prices/record-price-reading.server";
import { defineJob, type JobContext, sendJob } from "./job-definition.server";

const RETRY_LIMIT = 2;

type ItemKey = { runId: string; productPriceId: string };

/** A store's host: fetch jobs are grouped by it, so each store gets one request at a time. */
export function storeHost(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return "invalid-url";
  }
}

/**
 * Records a successful reading in the caller's transaction, with what the page stated about the
 * offer beyond its price (issue 32), and, when it moved the product's lowest price, queues the
 * alert check in the same transaction. Null when the store price is gone.
 */
async function recordReading(
  tx: Transaction,
  boss: PgBoss,
  productPriceId: string,
  reading: Extract<StorePriceReading, { ok: true }>,
) {
  const recorded = await recordPriceReading(tx, {
    productPriceId,
    price: reading.price,
    inStock: reading.inStock,
    wasPrice: reading.wasPrice,
  });
  const details = recorded ? pageOfferDetailsToRecord(recorded, reading) : null;
  if (details) await recordOfferDetails(tx, details);
  if (recorded && recorded.lowestAfter !== recorded.lowestBefore) {
    await queueAlertEvaluation(boss, tx, {
      productId: recorded.productId,
      lowestPrice: recorded.lowestAfter,
    });
  }
  return recorded;
}

/** The input of the store of offer details (`recordOfferDetails`, issue 32) for one page reading. */
export type PageOfferDetails = {
  productId: string;
  storeName: string;
  details: OfferDetails;
  source: "page";
};

/**
 * What a recorded page reading stated about the offer beyond its price (issue 32), as the store
 * of offer details takes it; null when the page stated nothing.
 */
export function pageOfferDetailsToRecord(
  recorded: { productId: string; storeName: string },
  reading: Extract<StorePriceReading, { ok: true }>,
): PageOfferDetails | null {
  if (!reading.details) return null;
  return {
    productId: recorded.productId,
    storeName: recorded.storeName,
    details: reading.details,
    source: "page",
  };
}

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
  // A store behind a bot wall is left alone for a while instead of being asked for every product.
  const pausedUntil = await botWallPausedUntil(db, storeHost(item.url));
  if (pausedUntil) {
    await settleRefreshItem(db, key, async () => ({ state: "failed", errorCode: "botCheck" }));
    logger.info("store price skipped: the store showed a bot check", { ...key, url: item.url, pausedUntil });
    return;
  }
  const reading = await fetchStorePrice(db, { url: item.url, ...key }, engine, signal);
  const result = await settleRefreshItem(db, key, async (tx) => {
    if (!reading.ok) return { state: "failed", errorCode: reading.error.code };
    const recorded = await recordReading(tx, boss, key.productPriceId, reading);
    if (!recorded) return { state: "failed", errorCode: "fetchFailed" };
    return { state: "done", outcome: recorded.outcome };
  });
  logger.info("store price fetched", {
    ...key,
    url: item.url,
    ...readingLogFields(reading),
    isRecorded: result.isSettled,
    isRunFinished: result.isRunFinished,
  });
}

/** What the log says of a reading: how many attempts it took, and its price or error code. */
function readingLogFields(reading: StorePriceReading) {
  return {
    attempts: reading.attempts,
    result: reading.ok ? (reading.price ?? "no price") : reading.error.code,
  };
}

/** An admin's "Fetch again" for one store price, outside any refresh run. */
async function fetchStorePriceAgain(
  productPriceId: string,
  { db, boss, engine, logger }: JobContext,
  signal: AbortSignal,
) {
  const url = await findStorePriceUrl(db, productPriceId);
  if (!url) {
    logger.debug("store price no longer exists", { productPriceId });
    return;
  }
  const reading = await fetchStorePrice(db, { url, productPriceId }, engine, signal);
  const recorded = reading.ok
    ? await db.transaction((tx) => recordReading(tx, boss, productPriceId, reading))
    : null;
  logger.info("store price fetched again", {
    productPriceId,
    url,
    ...readingLogFields(reading),
    outcome: recorded?.outcome ?? null,
  });
}

/**
 * Fetches one store price and records the reading: an item of a refresh run, or (without a run) an
 * admin's "Fetch again". Safe to run twice: a settled item is skipped, a second reading of the same
 * page only confirms the first, and the reading, the item and any alert job are written in one
 * transaction. Jobs carry the store's host as their group, and each host gets one job at a time
 * across every worker (groupConcurrency), so stores are fetched politely however many workers run.
 */
export const fetchStorePriceJob = defineJob({
  name: "fetch-store-price",
  payload: z.object({ runId: z.uuid().optional(), productPriceId: z.uuid() }),
  // Three attempts with backoff take well under a minute; a job still active after five minutes
  // was lost with its worker and is handed to another one.
  queue: { retryLimit: RETRY_LIMIT, retryDelay: 30, expireInSeconds: 300 },
  worker: {
    options: { localConcurrency: 4, groupConcurrency: 1, pollingIntervalSeconds: 1 },
    async handle({ runId, productPriceId }, context, job) {
      if (!runId) {
        await fetchStorePriceAgain(productPriceId, context, job.signal);
        return;
      }
      const key = { runId, productPriceId };
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

/**
 * Queues a fetch of one store price (an admin's "Fetch again"), in its store's host group. False
 * when the store price no longer exists.
 */
export async function requestStorePriceFetch(
  { db, boss }: Pick<JobContext, "db" | "boss">,
  productPriceId: string,
): Promise<boolean> {
  const url = await findStorePriceUrl(db, productPriceId);
  if (!url) return false;
  await sendJob(boss, fetchStorePriceJob, { productPriceId }, { group: { id: storeHost(url) } });
  return true;
}
