// A store's feeds as admins set them up (issue 24): a URL read on a schedule, or an uploaded file
// kept under DATA_DIR/feeds; each reading is a run (run-feed.server.ts).

import { createReadStream, existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { feedRuns, productPrices, storeFeeds, stores } from "~/db/schema";
import type { OnLowestPriceChanged } from "~/features/prices/store-prices.server";
import { openFeed } from "./feed-fetcher.server";
import { FeedFormatError, readFeedItems } from "./read-feed";
import { type FeedRunSummary, feedFailureCode, runFeed } from "./run-feed.server";

export type FeedReaderOptions = {
  /** Uploaded feed files live under DATA_DIR/feeds. */
  dataDir: string;
  /** FETCH_ALLOW_PRIVATE_HOSTS: tests serve feeds on this machine. */
  allowPrivateHosts: boolean;
};

/** A run that started this long ago and never finished was lost with its process. */
const LOST_RUN_MINUTES = 30;

export function feedFilePath(dataDir: string, feedId: string): string {
  return path.join(dataDir, "feeds", `${feedId}.feed`);
}

export type StoreFeed = typeof storeFeeds.$inferSelect & { lastRun: typeof feedRuns.$inferSelect | null };

/** A store's feeds, each with its latest run. */
export async function listStoreFeeds(db: Database, storeId: string): Promise<StoreFeed[]> {
  const feeds = await db
    .select()
    .from(storeFeeds)
    .where(eq(storeFeeds.storeId, storeId))
    .orderBy(storeFeeds.createdAt);
  if (!feeds.length) return [];
  const latest = await db
    .selectDistinctOn([feedRuns.feedId])
    .from(feedRuns)
    .where(
      inArray(
        feedRuns.feedId,
        feeds.map((feed) => feed.id),
      ),
    )
    .orderBy(feedRuns.feedId, desc(feedRuns.startedAt));
  const byFeed = new Map(latest.map((run) => [run.feedId, run]));
  return feeds.map((feed) => ({ ...feed, lastRun: byFeed.get(feed.id) ?? null }));
}

/** The latest runs of a store's feeds, newest first. */
export function listFeedRuns(db: Database, storeId: string, limit = 10) {
  return db
    .select()
    .from(feedRuns)
    .where(eq(feedRuns.storeId, storeId))
    .orderBy(desc(feedRuns.startedAt))
    .limit(limit);
}

export type NewFeed =
  | { storeId: string; url: string; intervalHours: number }
  | { storeId: string; file: { name: string; bytes: Uint8Array }; intervalHours: number };

/** Adds a feed; it is due at once. Null when the store no longer exists. */
export async function addStoreFeed(db: Database, dataDir: string, input: NewFeed): Promise<string | null> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId));
  if (!store) return null;
  const id = crypto.randomUUID();
  if ("file" in input) {
    const file = feedFilePath(dataDir, id);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, input.file.bytes);
  }
  await db.insert(storeFeeds).values({
    id,
    storeId: input.storeId,
    url: "url" in input ? input.url : null,
    fileName: "file" in input ? input.file.name : null,
    intervalHours: input.intervalHours,
  });
  return id;
}

export async function updateFeedSchedule(
  db: Database,
  feedId: string,
  intervalHours: number,
): Promise<boolean> {
  const updated = await db
    .update(storeFeeds)
    .set({ intervalHours })
    .where(eq(storeFeeds.id, feedId))
    .returning({ id: storeFeeds.id });
  return updated.length > 0;
}

/** Removes a feed and its file; its offers stay, as offers of no feed. */
export async function deleteStoreFeed(db: Database, dataDir: string, feedId: string): Promise<boolean> {
  const deleted = await db
    .delete(storeFeeds)
    .where(eq(storeFeeds.id, feedId))
    .returning({ id: storeFeeds.id });
  await rm(feedFilePath(dataDir, feedId), { force: true });
  return deleted.length > 0;
}

/**
 * Feeds whose time has come, each claimed by moving its next run on by its interval, so that two
 * workers never send the same feed twice.
 */
export async function claimDueFeeds(db: Database): Promise<string[]> {
  // The database's clock, which set a new feed's first run: a JavaScript date, in whole
  // milliseconds, could fall before a feed added in the same millisecond.
  const claimed = await db
    .update(storeFeeds)
    .set({ nextRunAt: sql`now() + make_interval(hours => ${storeFeeds.intervalHours})` })
    .where(lte(storeFeeds.nextRunAt, sql`now()`))
    .returning({ id: storeFeeds.id });
  return claimed.map((feed) => feed.id);
}

export type StoreFeedRun =
  | { ok: true; summary: FeedRunSummary }
  | { ok: true; summary: null; notModified: true }
  | { ok: false; code: string };

type RunStoreFeedOptions = FeedReaderOptions & { now?: Date; onLowestPriceChanged?: OnLowestPriceChanged };

/** Reads one feed now: downloads it (conditionally) or opens its file, and runs it. */
export async function runStoreFeed(
  db: Database,
  feedId: string,
  options: RunStoreFeedOptions,
): Promise<StoreFeedRun> {
  const now = options.now ?? new Date();
  const [feed] = await db.select().from(storeFeeds).where(eq(storeFeeds.id, feedId));
  if (!feed) return { ok: false, code: "feedGone" };
  const [running] = await db
    .select({ id: feedRuns.id })
    .from(feedRuns)
    .where(
      and(
        eq(feedRuns.feedId, feedId),
        eq(feedRuns.status, "running"),
        gt(feedRuns.startedAt, new Date(now.getTime() - LOST_RUN_MINUTES * 60_000)),
      ),
    );
  if (running) return { ok: false, code: "alreadyRunning" };
  // Read now, so next due an interval from now (also when an admin's "Run now" came first).
  await db
    .update(storeFeeds)
    .set({ nextRunAt: new Date(now.getTime() + feed.intervalHours * 3_600_000) })
    .where(eq(storeFeeds.id, feed.id));
  const source = feed.url ?? feed.fileName ?? "";

  try {
    let body: AsyncIterable<Uint8Array>;
    let validators = { etag: feed.etag, lastModified: feed.lastModified };
    if (feed.url) {
      const opened = await openFeed(feed.url, validators, { allowPrivateHosts: options.allowPrivateHosts });
      if (!opened.changed) {
        await recordNotModified(db, feed, now);
        return { ok: true, summary: null, notModified: true };
      }
      body = opened.body;
      validators = opened.validators;
    } else {
      const file = feedFilePath(options.dataDir, feed.id);
      if (!existsSync(file)) throw new FeedFormatError("unreadable");
      body = createReadStream(file);
    }
    const summary = await runFeed(db, readFeedItems(body), {
      storeId: feed.storeId,
      feedId: feed.id,
      source,
      now,
      onLowestPriceChanged: options.onLowestPriceChanged,
    });
    // A held run keeps the old validators: the next reading fetches the feed whole and decides again.
    if (summary.status !== "held") {
      await db.update(storeFeeds).set(validators).where(eq(storeFeeds.id, feed.id));
    }
    return { ok: true, summary };
  } catch (error) {
    // The download failed before the run began (runFeed records its own failures).
    const code = feedFailureCode(error);
    if (!code) throw error;
    await db.insert(feedRuns).values({
      storeId: feed.storeId,
      feedId: feed.id,
      source,
      status: "failed",
      reason: code,
      startedAt: now,
      finishedAt: new Date(),
    });
    return { ok: false, code };
  }
}

/**
 * The store answered that its feed has not changed since the last applied run: every offer of that
 * feed is confirmed as of now (a check, PD-21), and the run says so.
 */
async function recordNotModified(
  db: Database,
  feed: typeof storeFeeds.$inferSelect,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(productPrices).set({ checkedAt: now }).where(eq(productPrices.feedId, feed.id));
    await tx.insert(feedRuns).values({
      storeId: feed.storeId,
      feedId: feed.id,
      source: feed.url ?? "",
      status: "unchanged",
      reason: "notModified",
      startedAt: now,
      finishedAt: new Date(),
    });
  });
}

export type FeedStore = { id: string; name: string; nameAr: string | null; domain: string | null };

/** The store a feeds page is about, or null (also for an id that is not a UUID). */
export async function findFeedStore(db: Database, storeId: string): Promise<FeedStore | null> {
  if (!z.uuid().safeParse(storeId).success) return null;
  const [store] = await db
    .select({ id: stores.id, name: stores.name, nameAr: stores.nameAr, domain: stores.domain })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store ?? null;
}
