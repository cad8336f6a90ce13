import { z } from "zod";
import { queueAlertEvaluation } from "~/features/alerts/queue-alert-evaluation.server";
import { claimDueFeeds, runStoreFeed } from "~/features/feeds/store-feeds.server";
import { defineJob, defineTickJob, type JobContext, sendJob } from "./job-definition.server";

/**
 * Reads one store feed and applies it (issue 24). A feed's items are written in chunks, each with
 * the alert checks of the products whose lowest price it moved, queued in the same transaction.
 */
export const runStoreFeedJob = defineJob({
  name: "run-store-feed",
  payload: z.object({ feedId: z.uuid() }),
  // A large feed takes minutes; one lost with its worker is handed on after half an hour, when
  // runStoreFeed also no longer counts its run as running.
  queue: { retryLimit: 1, retryDelay: 60, expireInSeconds: 1800 },
  worker: {
    options: { localConcurrency: 1, pollingIntervalSeconds: 2 },
    async handle({ feedId }, context) {
      const result = await runStoreFeed(context.db, feedId, {
        ...context.feeds,
        onLowestPriceChanged: (tx, change) => queueAlertEvaluation(context.boss, tx, change),
      });
      if (!result.ok) context.logger.warn("store feed not read", { feedId, code: result.code });
      else if (!result.summary) context.logger.info("store feed not modified", { feedId });
      else {
        const { runId, status, itemsRead, matched, updated, queued, skipped, gone, reason } = result.summary;
        context.logger.info("store feed read", {
          feedId,
          ...{ runId, status, itemsRead, matched, updated, queued, skipped, gone, reason },
        });
      }
    },
  },
});

/** Every five minutes: the feeds whose interval has passed are each sent once. */
export const storeFeedsTickJob = defineTickJob({
  name: "store-feeds-tick",
  schedule: "*/5 * * * *",
  expireInSeconds: 300,
  async handle(_payload, context) {
    for (const feedId of await claimDueFeeds(context.db)) await requestFeedRun(context, feedId);
  },
});

/** An admin's "Run now", or a feed that came due. */
export async function requestFeedRun({ boss }: Pick<JobContext, "boss">, feedId: string): Promise<void> {
  await sendJob(boss, runStoreFeedJob, { feedId }, { singletonKey: feedId });
}
