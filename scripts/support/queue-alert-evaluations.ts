// After a command-line import committed: queue alert evaluation (PD-13) for the products whose
// lowest price moved; the server's workers evaluate them. The job queue is loaded only when needed.

import type { DatabaseHandle } from "~/db/client.server";
import type { LowestPriceChange } from "~/features/prices/store-prices.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";

export async function queueAlertEvaluations(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  changes: readonly LowestPriceChange[],
): Promise<void> {
  if (!changes.length) return;
  const [
    { startJobRunner },
    { evaluateAlertsJob },
    { sendJobs },
    { createPriceEngine, priceEngineOptionsFromEnv },
  ] = await Promise.all([
    import("~/jobs/registry.server"),
    import("~/jobs/evaluate-alerts.server"),
    import("~/jobs/job-definition.server"),
    import("~/features/page-fetching/fetch-store-price.server"),
  ]);
  const engine = createPriceEngine(priceEngineOptionsFromEnv(env));
  const jobs = await startJobRunner({
    database,
    isWorking: false,
    logger,
    engine,
    refreshIntervalHours: env.PRICE_REFRESH_INTERVAL_HOURS,
    // This process only queues jobs; the server's workers evaluate the alerts and send the mail.
    mailer: { send: async () => {} },
    baseUrl: env.BASE_URL,
    feeds: { dataDir: env.DATA_DIR, allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS },
  });
  try {
    await sendJobs(jobs.boss, evaluateAlertsJob, changes);
    console.log(`Price alerts queued for evaluation: ${changes.length} product(s)`);
  } finally {
    await jobs.stop();
    await engine.close();
  }
}
