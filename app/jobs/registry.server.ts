// Every background job of Qaren, and the pg-boss runtime that queues and works them: in the web
// process (`npm start`) and in worker processes (`npm run worker`) alike.

import { type ConstructorOptions, fromPglite, PgBoss, type QueueOptions, type WorkOptions } from "pg-boss";
import type { DatabaseHandle } from "~/db/client.server";
import { isDatabaseUnavailableError } from "~/db/unavailable.server";
import type { Mailer } from "~/features/email/mailer.server";
import {
  createPriceEngine,
  type PriceEngine,
  priceEngineOptionsFromEnv,
} from "~/features/page-fetching/fetch-store-price.server";
import type { StartRunResult } from "~/features/price-refresh/refresh-runs.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { evaluateAlertsJob } from "./evaluate-alerts.server";
import { fetchStorePriceJob, requestStorePriceFetch } from "./fetch-store-price.server";
import type { JobContext, JobDefinition } from "./job-definition.server";
import { offerFiguresTickJob } from "./offer-figures.server";
import { priceRefreshTickJob, requestPriceRefresh } from "./price-refresh.server";
import { requestStoreDiscovery, runStoreDiscoveryJob } from "./store-discovery.server";
import { requestFeedRun, runStoreFeedJob, storeFeedsTickJob } from "./store-feeds.server";

export const JOBS: readonly JobDefinition<never>[] = [
  priceRefreshTickJob,
  fetchStorePriceJob,
  evaluateAlertsJob,
  offerFiguresTickJob,
  runStoreFeedJob,
  storeFeedsTickJob,
  runStoreDiscoveryJob,
] as JobDefinition<never>[];

const NO_JOB = "00000000-0000-0000-0000-000000000000";

export type JobRunner = {
  boss: PgBoss;
  /** 'Update prices now': starts a refresh run unless one is running. */
  requestPriceRefresh(requestedBy: string | null): Promise<StartRunResult>;
  /** An admin's 'Fetch again' of one store price; false when it no longer exists. */
  requestStorePriceFetch(productPriceId: string): Promise<boolean>;
  /** An admin's "Run now" of a store feed. */
  requestFeedRun(feedId: string): Promise<void>;
  /** An admin's "Discover products" of a store's site; false when its run is already queued or running. */
  requestStoreDiscovery(storeId: string): Promise<boolean>;
  stop(): Promise<void>;
};

export type JobRunnerOptions = Omit<JobContext, "db" | "boss"> & {
  database: DatabaseHandle;
  /** Run the handlers and schedules here (false: this process only queues jobs). */
  isWorking?: boolean;
  /** Tests make queues and workers faster than production wants them. */
  tuning?: {
    boss?: Partial<ConstructorOptions>;
    queues?: Record<string, Partial<QueueOptions>>;
    workers?: Record<string, Partial<WorkOptions>>;
  };
};

function createBoss(database: DatabaseHandle, options: Partial<ConstructorOptions>): PgBoss {
  if (database.pglite) {
    return new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", ...options });
  }
  if (!database.connectionString) throw new Error("the job queue needs the database connection string");
  // The queue's own pool keeps the time limits of the pool the jobs use.
  return new PgBoss({
    connectionString: database.connectionString,
    max: 4,
    ...database.timeLimits,
    ...options,
  });
}

export async function startJobRunner({
  database,
  isWorking = true,
  tuning = {},
  ...services
}: JobRunnerOptions): Promise<JobRunner> {
  const boss = createBoss(database, tuning.boss ?? {});
  // pg-boss keeps polling through a database outage and reports each failed poll here; without
  // this listener an 'error' event would end the process.
  boss.on("error", (error) => {
    if (isDatabaseUnavailableError(error))
      services.logger.warn("job queue cannot reach the database", { error: error.message });
    else services.logger.error("job queue error", { error });
  });
  await boss.start();
  const context: JobContext = { ...services, db: database.db, boss };

  for (const job of JOBS) {
    const { policy, ...options } = { ...job.queue, ...tuning.queues?.[job.name] };
    // A queue's policy is fixed when it is created; its other options follow the definition.
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, options);
    else await boss.createQueue(job.name, { policy, ...options });
    // pg-boss looks a queue up outside the caller's transaction the first time it sends to it; with
    // PGlite's single connection that lookup would wait for our open transaction forever. A lookup
    // now fills its cache, so jobs queued inside transactions need no other connection.
    await boss.findJobs(job.name, { id: NO_JOB });
  }

  if (isWorking) {
    for (const job of JOBS) {
      if (job.schedule) await boss.schedule(job.name, job.schedule, {});
      const worker = job.worker;
      if (!worker) continue;
      const options = { ...worker.options, ...tuning.workers?.[job.name] };
      await boss.work<never>(job.name, options, async ([received]) => {
        if (!received) return;
        await worker.handle(job.payload.parse(received.data), context, received);
      });
    }
    // A refresh that came due while nothing ran starts now rather than at the next minute.
    await boss.send(priceRefreshTickJob.name, {});
    await boss.send(offerFiguresTickJob.name, {});
  }

  return {
    boss,
    requestPriceRefresh: (requestedBy) => requestPriceRefresh(context, requestedBy),
    requestStorePriceFetch: (productPriceId) => requestStorePriceFetch(context, productPriceId),
    requestFeedRun: (feedId) => requestFeedRun(context, feedId),
    requestStoreDiscovery: (storeId) => requestStoreDiscovery(context, storeId),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/** The price engine and the job runner of a process (web or worker), working jobs here too. */
export async function startBackgroundJobs({
  env,
  database,
  logger,
  mailer,
}: {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
}): Promise<{ priceEngine: PriceEngine; jobs: JobRunner; stop(): Promise<void> }> {
  const priceEngine = createPriceEngine(priceEngineOptionsFromEnv(env));
  const jobs = await startJobRunner({
    database,
    logger,
    engine: priceEngine,
    refreshIntervalHours: env.PRICE_REFRESH_INTERVAL_HOURS,
    mailer,
    baseUrl: env.BASE_URL,
    feeds: { dataDir: env.DATA_DIR, allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS },
  });
  return {
    priceEngine,
    jobs,
    stop: async () => {
      await jobs.stop();
      await priceEngine.close();
    },
  };
}
