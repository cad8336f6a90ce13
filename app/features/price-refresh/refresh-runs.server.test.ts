import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  priceFetchLogs,
  priceRefreshItems,
  priceRefreshRuns,
  priceUpdateStatus,
  productPrices,
} from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { insertProductWithPrices } from "../../../tests/setup/price-fixtures";
import {
  closeStalledRun,
  findPendingItem,
  pruneRefreshRecords,
  type RefreshJobItem,
  settleRefreshItem,
  startPriceRefreshRun,
} from "./refresh-runs.server";

let handle: DatabaseHandle;
let priceIds: string[];
let queued: RefreshJobItem[];
const enqueue = async (_tx: unknown, items: RefreshJobItem[]) => {
  queued.push(...items);
};
const T0 = new Date("2026-06-01T06:00:00Z");
const hours = (n: number) => new Date(T0.getTime() + n * 3_600_000);

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  queued = [];
  await handle.db.delete(priceRefreshRuns);
  await handle.db.delete(priceUpdateStatus);
  await handle.db.delete(productPrices);
  ({ priceIds } = await insertProductWithPrices(handle.db, [
    { storeName: "Jarir", url: "https://jarir.example/a", price: "100.00" },
    { storeName: "Noon", url: "https://noon.example/a", price: "110.00" },
    { storeName: "Amazon", url: "https://amazon.example/a", price: "120.00" },
  ]));
});

const start = (trigger: "manual" | "scheduled", now: Date) =>
  startPriceRefreshRun(handle.db, { trigger, intervalHours: 6, enqueue, now });

async function status() {
  const [row] = await handle.db.select().from(priceUpdateStatus);
  return row;
}

it("starts a run with one queued job per store price and marks the update running", async () => {
  const result = await start("manual", T0);
  expect(result).toMatchObject({ status: "started", total: 3 });
  const runId = (result as { runId: string }).runId;
  expect(queued.map((item) => item.url).sort()).toEqual([
    "https://amazon.example/a",
    "https://jarir.example/a",
    "https://noon.example/a",
  ]);
  expect(new Set(queued.map((item) => item.runId))).toEqual(new Set([runId]));
  expect(await status()).toMatchObject({
    isRunning: true,
    progressCurrent: 0,
    progressTotal: 3,
    nextUpdate: hours(6),
  });
  expect(await findPendingItem(handle.db, { runId, productPriceId: priceIds[0]! })).toEqual({
    url: "https://jarir.example/a",
  });
});

it("runs one refresh at a time", async () => {
  const first = await start("manual", T0);
  const second = await start("manual", hours(1));
  expect(second).toEqual({ status: "alreadyRunning", runId: (first as { runId: string }).runId });
  expect(queued).toHaveLength(3);
  expect(await handle.db.select().from(priceRefreshRuns)).toHaveLength(1);
});

it("starts the scheduled refresh only once the interval has passed", async () => {
  expect(await start("scheduled", T0)).toEqual({ status: "notDue", nextUpdate: hours(6) });
  expect(await start("scheduled", hours(5))).toMatchObject({ status: "notDue" });
  expect(queued).toEqual([]);
  expect(await start("scheduled", hours(6))).toMatchObject({ status: "started", total: 3 });
  expect((await status())?.nextUpdate).toEqual(hours(12));
});

it("settles each item once, counts progress and finishes the run with its last item", async () => {
  const { runId } = (await start("manual", T0)) as { runId: string };
  const settle = (productPriceId: string, state: "done" | "failed", at: Date) =>
    settleRefreshItem(
      handle.db,
      { runId, productPriceId },
      async () => (state === "done" ? { state, outcome: "changed" } : { state, errorCode: "http500" }),
      () => at,
    );

  expect(await settle(priceIds[0]!, "done", hours(0.1))).toEqual({ isSettled: true, isRunFinished: false });
  expect(await status()).toMatchObject({ isRunning: true, progressCurrent: 1 });
  // The same job delivered again records nothing.
  let calls = 0;
  const again = await settleRefreshItem(handle.db, { runId, productPriceId: priceIds[0]! }, async () => {
    calls++;
    return { state: "done" };
  });
  expect(again).toEqual({ isSettled: false, isRunFinished: false });
  expect(calls).toBe(0);
  expect(await findPendingItem(handle.db, { runId, productPriceId: priceIds[0]! })).toBeNull();

  await settle(priceIds[1]!, "failed", hours(0.2));
  expect(await settle(priceIds[2]!, "done", hours(0.3))).toEqual({ isSettled: true, isRunFinished: true });
  const [run] = await handle.db.select().from(priceRefreshRuns).where(eq(priceRefreshRuns.id, runId));
  expect(run).toMatchObject({
    finishedAt: hours(0.3),
    errorMessage: "1 of 3 store prices could not be updated",
  });
  expect(await status()).toMatchObject({
    isRunning: false,
    lastUpdate: hours(0.3),
    progressCurrent: 3,
    progressTotal: 3,
    errorMessage: "1 of 3 store prices could not be updated",
  });
  const items = await handle.db.select().from(priceRefreshItems).where(eq(priceRefreshItems.runId, runId));
  expect(items.map((item) => item.state).sort()).toEqual(["done", "done", "failed"]);
  // A new run can start now.
  expect((await start("manual", hours(1))).status).toBe("started");
});

it("finishes an empty run at once", async () => {
  await handle.db.delete(productPrices);
  expect(await start("manual", T0)).toMatchObject({ status: "started", total: 0 });
  expect(await status()).toMatchObject({ isRunning: false, lastUpdate: T0, errorMessage: null });
});

it("closes a run that has stopped moving, failing what is left", async () => {
  const { runId } = (await start("manual", T0)) as { runId: string };
  await settleRefreshItem(
    handle.db,
    { runId, productPriceId: priceIds[0]! },
    async () => ({ state: "done" }),
    () => hours(0.1),
  );
  expect(await closeStalledRun(handle.db, { now: hours(0.5) })).toBe(false);
  expect(await closeStalledRun(handle.db, { now: hours(0.7) })).toBe(true);
  const items = await handle.db.select().from(priceRefreshItems).where(eq(priceRefreshItems.runId, runId));
  expect(items.filter((item) => item.errorCode === "stalled")).toHaveLength(2);
  expect(await status()).toMatchObject({
    isRunning: false,
    errorMessage: "The price update stopped responding and was closed",
  });
  // A late job for the closed run records nothing.
  expect(
    await settleRefreshItem(handle.db, { runId, productPriceId: priceIds[1]! }, async () => ({
      state: "done",
    })),
  ).toEqual({ isSettled: false, isRunFinished: false });
});

it("prunes finished runs and fetch logs after 30 days, keeping newer ones and the running run", async () => {
  const day = 86_400_000;
  const now = new Date(T0.getTime() + 40 * day);
  const old = new Date(now.getTime() - 31 * day);
  const recent = new Date(now.getTime() - 29 * day);
  const [oldRun, recentRun] = await handle.db
    .insert(priceRefreshRuns)
    .values([
      { trigger: "scheduled", total: 0, startedAt: old, finishedAt: old },
      { trigger: "scheduled", total: 0, startedAt: recent, finishedAt: recent },
    ])
    .returning();
  await handle.db
    .insert(priceRefreshItems)
    .values({ runId: oldRun!.id, productPriceId: priceIds[0]!, state: "done" });
  const running = (await start("manual", old)) as { runId: string };
  await handle.db.delete(priceFetchLogs);
  await handle.db.insert(priceFetchLogs).values([
    { url: "https://a.example/old", success: true, createdAt: old },
    { url: "https://a.example/recent", success: true, createdAt: recent },
  ]);

  await pruneRefreshRecords(handle.db, { now });

  const runs = await handle.db.select({ id: priceRefreshRuns.id }).from(priceRefreshRuns);
  expect(runs.map((run) => run.id).sort()).toEqual([recentRun!.id, running.runId].sort());
  expect(
    await handle.db.select().from(priceRefreshItems).where(eq(priceRefreshItems.runId, oldRun!.id)),
  ).toEqual([]);
  expect(
    (await handle.db.select({ url: priceFetchLogs.url }).from(priceFetchLogs)).map((log) => log.url),
  ).toEqual(["https://a.example/recent"]);
});
