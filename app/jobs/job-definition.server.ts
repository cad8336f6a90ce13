import type { Job, PgBoss, Queue, SendOptions, WorkOptions } from "pg-boss";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Mailer } from "~/features/email/mailer.server";
import type { FeedReaderOptions } from "~/features/feeds/store-feeds.server";
import type { PriceEngine } from "~/features/page-fetching/fetch-store-price.server";
import type { Logger } from "~/utils/logger.server";

/** What a handler gets besides its payload. */
export type JobContext = {
  db: Database;
  boss: PgBoss;
  logger: Logger;
  engine: PriceEngine;
  refreshIntervalHours: number;
  mailer: Mailer;
  /** The public origin for links in e-mails. */
  baseUrl: string;
  /** Where store feeds' files are, and whether feeds may be read from this machine (tests). */
  feeds: FeedReaderOptions;
};

/**
 * A job (STYLE rule 9): its queue name, payload schema, queue options and schedule in one place,
 * with the handler beside it. A definition without `worker` is a queue whose handler lives elsewhere.
 */
export type JobDefinition<Payload extends object = object> = {
  name: string;
  payload: z.ZodType<Payload>;
  queue: Omit<Queue, "name">;
  /** A cron expression (UTC) on which pg-boss sends the job, once across all workers. */
  schedule?: string;
  worker?: {
    options: WorkOptions;
    handle(payload: Payload, context: JobContext, job: Job<Payload>): Promise<void>;
  };
};

export function defineJob<Payload extends object>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return definition;
}

/**
 * A tick: a job without payload that its cron schedule sends, polled every 5 seconds and never
 * retried (the next tick does the work), with `expireInSeconds` to finish.
 */
export function defineTickJob({
  name,
  schedule,
  expireInSeconds,
  handle,
}: {
  name: string;
  schedule: string;
  expireInSeconds: number;
  handle: (payload: object, context: JobContext) => Promise<void>;
}) {
  return defineJob({
    name,
    payload: z.object({}),
    queue: { policy: "short", retryLimit: 0, expireInSeconds },
    schedule,
    worker: { options: { pollingIntervalSeconds: 5 }, handle },
  });
}

/** Queues a job after checking its payload against the definition's schema. */
export function sendJob<Payload extends object>(
  boss: PgBoss,
  job: JobDefinition<Payload>,
  payload: Payload,
  options: SendOptions = {},
): Promise<string | null> {
  return boss.send(job.name, job.payload.parse(payload), options);
}

/** Queues many jobs of one kind, each payload checked, a few hundred rows per statement. */
export async function sendJobs<Payload extends object>(
  boss: PgBoss,
  job: JobDefinition<Payload>,
  payloads: readonly Payload[],
  batch = 500,
): Promise<void> {
  for (let start = 0; start < payloads.length; start += batch) {
    const data = payloads
      .slice(start, start + batch)
      .map((payload) => ({ data: job.payload.parse(payload) }));
    await boss.insert(job.name, data);
  }
}
