// Bookkeeping of price refreshes. A run lists every store price as an item; each item is settled
// exactly once (a job that runs again finds it settled), and the run finishes with its last item.
// Jobs are queued inside the transaction that creates the run, so a run never exists without them.

import { and, count, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  priceFetchLogs,
  priceRefreshItems,
  priceRefreshRuns,
  priceUpdateStatus,
  productPrices,
} from "~/db/schema";
import type { PriceErrorCode } from "~/features/page-fetching/price-errors";
import type { ReadingOutcome } from "~/features/prices/record-price-reading.server";
import { serverT } from "~/locales/translate.server";

const HOUR_MS = 3_600_000;
/** A run in which nothing has been settled for this long is closed, so the next one can start. */
export const STALLED_RUN_AFTER_MS = 30 * 60_000;
/** Finished runs and fetch logs are kept this long for the admin screen and for operators. */
export const REFRESH_RECORDS_KEPT_MS = 30 * 24 * HOUR_MS;

export type RefreshTrigger = "scheduled" | "manual";
export type RefreshJobItem = { runId: string; productPriceId: string; url: string };
/** Queues one fetch job per item, inside the transaction that creates the run. */
export type EnqueueFetches = (tx: Transaction, items: RefreshJobItem[]) => Promise<void>;

export type StartRunResult =
  | { status: "started"; runId: string; total: number }
  | { status: "alreadyRunning"; runId: string | null }
  | { status: "notDue"; nextUpdate: Date };

export type StartRunOptions = {
  trigger: RefreshTrigger;
  requestedBy?: string | null;
  intervalHours: number;
  enqueue: EnqueueFetches;
  now?: Date;
};

const ENQUEUE_BATCH = 500;

/**
 * Starts a refresh of every store price: at once for an admin, or for the schedule only when the
 * next update is due. Only one run exists at a time; a second request gets the running one.
 */
export async function startPriceRefreshRun(
  db: Database,
  { trigger, requestedBy = null, intervalHours, enqueue, now = new Date() }: StartRunOptions,
): Promise<StartRunResult> {
  const nextUpdate = new Date(now.getTime() + intervalHours * HOUR_MS);
  return db.transaction(async (tx) => {
    // Serialises schedule checks across workers: the status row is locked until this run exists.
    const [status] = await tx.select().from(priceUpdateStatus).for("update");
    if (!status) await tx.insert(priceUpdateStatus).values({ id: 1, nextUpdate }).onConflictDoNothing();
    if (trigger === "scheduled") {
      const due = status?.nextUpdate ?? null;
      if (!due || due.getTime() > now.getTime()) return { status: "notDue", nextUpdate: due ?? nextUpdate };
    }

    const [run] = await tx
      .insert(priceRefreshRuns)
      .values({ trigger, requestedBy, total: 0, startedAt: now })
      .onConflictDoNothing()
      .returning({ id: priceRefreshRuns.id });
    if (!run) return { status: "alreadyRunning", runId: (await findActiveRun(tx))?.id ?? null };

    await tx.execute(sql`
      insert into ${priceRefreshItems} (run_id, product_price_id)
      select ${run.id}, ${productPrices.id} from ${productPrices}`);
    const items = await tx
      .select({ productPriceId: priceRefreshItems.productPriceId, url: productPrices.url })
      .from(priceRefreshItems)
      .innerJoin(productPrices, eq(productPrices.id, priceRefreshItems.productPriceId))
      .where(eq(priceRefreshItems.runId, run.id));
    const total = items.length;

    await tx.update(priceRefreshRuns).set({ total }).where(eq(priceRefreshRuns.id, run.id));
    await tx
      .update(priceUpdateStatus)
      .set({
        isRunning: true,
        progressCurrent: 0,
        progressTotal: total,
        errorMessage: null,
        nextUpdate,
        updatedAt: now,
      })
      .where(eq(priceUpdateStatus.id, 1));
    for (let start = 0; start < total; start += ENQUEUE_BATCH) {
      const batch = items.slice(start, start + ENQUEUE_BATCH);
      await enqueue(
        tx,
        batch.map((item) => ({ runId: run.id, ...item })),
      );
    }
    if (total === 0) await finishRun(tx, run.id, now);
    return { status: "started", runId: run.id, total };
  });
}

async function findActiveRun(executor: Database | Transaction) {
  const [run] = await executor.select().from(priceRefreshRuns).where(isNull(priceRefreshRuns.finishedAt));
  return run ?? null;
}

export type ItemSettlement = {
  state: "done" | "failed";
  outcome?: ReadingOutcome;
  errorCode?: PriceErrorCode;
};

export type SettleResult = { isSettled: boolean; isRunFinished: boolean };

/**
 * Settles one item of a run in a transaction: `record` runs only if the item is still pending, so a
 * job delivered twice (a crash after the work, before the queue heard of it) records nothing twice.
 * The run row is locked first, which orders settlements and lets exactly one of them finish the run.
 */
export async function settleRefreshItem(
  db: Database,
  key: { runId: string; productPriceId: string },
  record: (tx: Transaction) => Promise<ItemSettlement>,
  now: () => Date = () => new Date(),
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const unsettled = { isSettled: false, isRunFinished: false };
    const [run] = await tx
      .select({ finishedAt: priceRefreshRuns.finishedAt })
      .from(priceRefreshRuns)
      .where(eq(priceRefreshRuns.id, key.runId))
      .for("update");
    if (!run || run.finishedAt) return unsettled;
    const itemKey = and(
      eq(priceRefreshItems.runId, key.runId),
      eq(priceRefreshItems.productPriceId, key.productPriceId),
    );
    const [item] = await tx
      .select({ state: priceRefreshItems.state })
      .from(priceRefreshItems)
      .where(itemKey)
      .for("update");
    if (item?.state !== "pending") return unsettled;

    const settlement = await record(tx);
    const settledAt = now();
    await tx
      .update(priceRefreshItems)
      .set({
        state: settlement.state,
        outcome: settlement.outcome ?? null,
        errorCode: settlement.errorCode ?? null,
        finishedAt: settledAt,
      })
      .where(itemKey);
    const { pending, settled } = await countItems(tx, key.runId);
    await tx
      .update(priceUpdateStatus)
      .set({ progressCurrent: settled, updatedAt: settledAt })
      .where(eq(priceUpdateStatus.id, 1));
    if (pending > 0) return { isSettled: true, isRunFinished: false };
    await finishRun(tx, key.runId, settledAt);
    return { isSettled: true, isRunFinished: true };
  });
}

/** The store page of an item that still waits to be fetched, or null once it is settled. */
export async function findPendingItem(
  db: Database,
  key: { runId: string; productPriceId: string },
): Promise<{ url: string } | null> {
  const [item] = await db
    .select({ url: productPrices.url })
    .from(priceRefreshItems)
    .innerJoin(priceRefreshRuns, eq(priceRefreshRuns.id, priceRefreshItems.runId))
    .innerJoin(productPrices, eq(productPrices.id, priceRefreshItems.productPriceId))
    .where(
      and(
        eq(priceRefreshItems.runId, key.runId),
        eq(priceRefreshItems.productPriceId, key.productPriceId),
        eq(priceRefreshItems.state, "pending"),
        isNull(priceRefreshRuns.finishedAt),
      ),
    );
  return item ?? null;
}

async function countItems(tx: Transaction, runId: string) {
  const rows = await tx
    .select({ state: priceRefreshItems.state, n: count() })
    .from(priceRefreshItems)
    .where(eq(priceRefreshItems.runId, runId))
    .groupBy(priceRefreshItems.state);
  const byState = Object.fromEntries(rows.map((row) => [row.state, row.n]));
  return {
    pending: byState.pending ?? 0,
    failed: byState.failed ?? 0,
    settled: (byState.done ?? 0) + (byState.failed ?? 0),
  };
}

async function finishRun(tx: Transaction, runId: string, now: Date, reason?: string): Promise<void> {
  const { failed, settled } = await countItems(tx, runId);
  const t = serverT("en");
  const errorMessage =
    reason ?? (failed > 0 ? t("prices.status.failedSummary", { failed, count: settled }) : null);
  await tx
    .update(priceRefreshRuns)
    .set({ finishedAt: now, errorMessage })
    .where(eq(priceRefreshRuns.id, runId));
  await tx
    .update(priceUpdateStatus)
    .set({
      isRunning: false,
      lastUpdate: now,
      progressCurrent: settled,
      progressTotal: settled,
      errorMessage,
      updatedAt: now,
    })
    .where(eq(priceUpdateStatus.id, 1));
}

/**
 * Closes a run that has stopped moving (its jobs lost beyond retrying), marking what is left as
 * failed, so that refreshes do not stop for good. Returns whether a run was closed.
 */
export async function closeStalledRun(
  db: Database,
  { now = new Date(), stalledAfterMs = STALLED_RUN_AFTER_MS }: { now?: Date; stalledAfterMs?: number } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select({ id: priceRefreshRuns.id, startedAt: priceRefreshRuns.startedAt })
      .from(priceRefreshRuns)
      .where(isNull(priceRefreshRuns.finishedAt))
      .for("update");
    if (!run) return false;
    const [latest] = await tx
      .select({ at: sql<string | null>`max(${priceRefreshItems.finishedAt})` })
      .from(priceRefreshItems)
      .where(eq(priceRefreshItems.runId, run.id));
    const lastActivity = Math.max(run.startedAt.getTime(), latest?.at ? new Date(latest.at).getTime() : 0);
    if (now.getTime() - lastActivity < stalledAfterMs) return false;

    await tx
      .update(priceRefreshItems)
      .set({ state: "failed", errorCode: "stalled", finishedAt: now })
      .where(and(eq(priceRefreshItems.runId, run.id), eq(priceRefreshItems.state, "pending")));
    await finishRun(tx, run.id, now, serverT("en")("prices.status.stalledRun"));
    return true;
  });
}

/** Deletes finished runs (with their items) and fetch logs older than the retention period. */
export async function pruneRefreshRecords(
  db: Database,
  { now = new Date(), keptMs = REFRESH_RECORDS_KEPT_MS }: { now?: Date; keptMs?: number } = {},
): Promise<void> {
  const before = new Date(now.getTime() - keptMs);
  await db.delete(priceFetchLogs).where(lt(priceFetchLogs.createdAt, before));
  await db.delete(priceRefreshRuns).where(lt(priceRefreshRuns.finishedAt, before));
}
