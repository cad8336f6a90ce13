import { z } from "zod";
import { queueAlertEvaluation } from "~/features/alerts/queue-alert-evaluation.server";
import { runDiscovery } from "~/features/store-discovery/run-discovery.server";
import { createSiteFetcher } from "~/features/store-discovery/site-fetcher.server";
import { markLostRuns } from "~/features/store-discovery/store-discovery.server";
import { defineJob, type JobContext, sendJob } from "./job-definition.server";

/**
 * A discovery run of one store's site (issue 36), worked by any process running jobs. The queue is
 * exclusive per store: while a store's run is queued or running no second one is, so one store's
 * pages are never read by two workers at once.
 */
export const runStoreDiscoveryJob = defineJob({
  name: "run-store-discovery",
  payload: z.object({ storeId: z.uuid() }),
  // 500 requests at a second or more apart take ten minutes and more; a run lost with its worker
  // is not retried (the next one reads what it did not). The worker's heartbeat keeps the job
  // claimed: a worker that dies misses it and the job fails within a minute, so the store's next
  // run can start rather than wait for the three hours' expiry.
  queue: { policy: "exclusive", retryLimit: 0, expireInSeconds: 3 * 3600, heartbeatSeconds: 60 },
  worker: {
    options: { localConcurrency: 1, pollingIntervalSeconds: 5 },
    async handle({ storeId }, context) {
      // The queue is exclusive per store: a run of it still "running" now lost its worker.
      const lost = await markLostRuns(context.db, storeId);
      if (lost) context.logger.warn("store discovery runs lost with their worker", { storeId, lost });
      const fetcher = createSiteFetcher({ allowPrivateHosts: context.feeds.allowPrivateHosts });
      try {
        const summary = await runDiscovery(context.db, {
          storeId,
          fetcher,
          renderer: context.engine.renderer,
          onLowestPriceChanged: (tx, change) => queueAlertEvaluation(context.boss, tx, change),
        });
        context.logger.info("store discovery finished", { storeId, ...summary });
      } finally {
        await fetcher.close();
      }
    },
  },
});

/** An admin's "Discover products": false when the store's run is already queued or running. */
export async function requestStoreDiscovery(
  { boss }: Pick<JobContext, "boss">,
  storeId: string,
): Promise<boolean> {
  return (await sendJob(boss, runStoreDiscoveryJob, { storeId }, { singletonKey: storeId })) !== null;
}
