// The refresh jobs end to end on pg-boss: a local server plays the stores, with the shared fixture
// pages and endpoints that misbehave; the database is PGlite or the PostgreSQL server.
import { and, asc, count, eq, gte, inArray } from "drizzle-orm";
import pg from "pg";
import { type Db, fromPglite } from "pg-boss";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  offerDetails,
  priceFetchLogs,
  priceHistory,
  priceRefreshItems,
  priceRefreshRuns,
  productPrices,
  products,
} from "~/db/schema";
import { createPriceEngine, type PriceEngine } from "~/features/page-fetching/fetch-store-price.server";
import { listStaleOffers } from "~/features/price-refresh/stale-offers.server";
import { getPriceUpdateStatus } from "~/features/price-refresh/update-status.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../tests/setup/database";
import { insertProductWithPrices } from "../../tests/setup/price-fixtures";
import {
  type PricePageFixture,
  type PricePagesServer,
  readPricePageManifest,
  startPricePagesServer,
} from "../../tests/setup/price-pages-server";
import { evaluateAlertsJob } from "./evaluate-alerts.server";
import { fetchStorePriceJob } from "./fetch-store-price.server";
import { type JobRunner, type JobRunnerOptions, startJobRunner } from "./registry.server";

const HOST_DELAY_MS = 60;
const manifest = readPricePageManifest();
const fixture = (prefix: string) => manifest.find((entry) => entry.file.startsWith(prefix))!;
/** Fixtures with a price, and the old price each store had (about 10 % higher). */
const PRICED = ["a01-", "a02-", "a08-", "a12-", "a16-", "a19-", "a20-", "a37-", "a40-"].map(fixture);

let handle: DatabaseHandle;
let pages: PricePagesServer;
const runners: JobRunner[] = [];
const engines: PriceEngine[] = [];

function testEngine(overrides: Partial<PriceEngine> = {}): PriceEngine {
  const engine = createPriceEngine({
    allowPrivateHosts: true,
    // Below the fetch job's 2 s expiry (the queue settings below), or a hanging page's job expires.
    totalTimeoutMs: 400,
    hostDelayMs: HOST_DELAY_MS,
    retryDelaysMs: [20, 40],
  });
  engines.push(engine);
  return { ...engine, ...overrides };
}

/** Workers that poll often and hand lost jobs on after a second or two. */
async function startTestRunner(
  engine: PriceEngine,
  extra: Partial<Pick<JobRunnerOptions, "tuning">> = {},
): Promise<JobRunner> {
  const runner = await startJobRunner({
    database: handle,
    logger: createLogger("silent"),
    engine,
    refreshIntervalHours: 6,
    mailer: { send: async () => {} },
    baseUrl: "http://localhost:3000",
    feeds: { dataDir: "/nonexistent", allowPrivateHosts: true },
    tuning: {
      boss: {
        superviseIntervalSeconds: 1,
        monitorIntervalSeconds: 1,
        schedule: false,
        ...extra.tuning?.boss,
      },
      queues: { [fetchStorePriceJob.name]: { retryDelay: 0, expireInSeconds: 2 } },
      workers: { [fetchStorePriceJob.name]: { pollingIntervalSeconds: 0.5 } },
    },
  });
  runners.push(runner);
  return runner;
}

async function waitForRun(runId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [run] = await handle.db.select().from(priceRefreshRuns).where(eq(priceRefreshRuns.id, runId));
    if (run?.finishedAt) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${runId} did not finish in ${timeoutMs} ms`);
}

async function startRun(runner: JobRunner): Promise<string> {
  const result = await runner.requestPriceRefresh(null);
  if (result.status !== "started") throw new Error(`run not started: ${result.status}`);
  return result.runId;
}

/** Old price ~10 % above the page's price, so the reading is an ordinary change. */
const oldPriceOf = (entry: PricePageFixture) => ((entry.expected.price! * 110) / 100).toFixed(2);

/** One product per store price, each with the history row its current price came with. */
async function insertStores(entries: ReadonlyArray<{ url: string; price: string }>) {
  const inserted = [];
  for (const [index, entry] of entries.entries()) {
    const storeName = `Store ${index}`;
    const { productId, priceIds } = await insertProductWithPrices(
      handle.db,
      [{ storeName, url: entry.url, price: entry.price, inStock: null }],
      `Product ${index}`,
    );
    await handle.db.insert(priceHistory).values({
      productId,
      storeName,
      price: entry.price,
      recordedAt: new Date(Date.now() - 2 * 86_400_000),
    });
    inserted.push({ productId, priceId: priceIds[0]!, ...entry });
  }
  return inserted;
}

/** The alert checks queued for these products (other tests' jobs stay in the queue). */
async function alertJobs(
  stores: ReadonlyArray<{ productId: string }>,
): Promise<Array<{ productId: string; lowestPrice: number | null }>> {
  const productIds = new Set(stores.map((store) => store.productId));
  const jobs = await runners[0]!.boss.findJobs<{ productId: string; lowestPrice: number | null }>(
    evaluateAlertsJob.name,
  );
  return jobs.map((job) => job.data).filter((data) => productIds.has(data.productId));
}

/** The price_history rows a refresh added (not the ones the stores started with). */
async function historyAddedSince(since: Date) {
  return handle.db
    .select()
    .from(priceHistory)
    .where(gte(priceHistory.recordedAt, since))
    .orderBy(asc(priceHistory.id));
}

beforeAll(async () => {
  [handle, pages] = await Promise.all([createTestDatabase(), startPricePagesServer({ hosts: 3 })]);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop().catch(() => {})));
  pages.releaseHanging();
});
afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.close()));
  await pages.close();
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(priceRefreshRuns);
  await handle.db.delete(priceFetchLogs);
  await handle.db.delete(priceHistory);
  await handle.db.delete(products);
});

describe("a full refresh", () => {
  it("updates every store price, appends history, queues alert checks and survives bad pages", async () => {
    const good = await insertStores(
      PRICED.map((entry, index) => ({
        url: pages.pageUrl(entry, (index % 3) + 1),
        price: oldPriceOf(entry),
      })),
    );
    const soldOut = await insertStores([{ url: pages.pageUrl(fixture("a23-"), 2), price: "120.00" }]);
    const bad = await insertStores(
      ["/status/500", "/status/429", "/hang", "/garbage"].map((path, index) => ({
        url: `${pages.origin((index % 3) + 1)}${path}`,
        price: "50.00",
      })),
    );
    const runner = await startTestRunner(testEngine());

    const started = new Date();
    const runId = await startRun(runner);
    const run = await waitForRun(runId);

    const prices = await handle.db.select().from(productPrices);
    const priceOf = (id: string) => prices.find((row) => row.id === id)!;
    for (const [index, entry] of PRICED.entries()) {
      expect(priceOf(good[index]!.priceId)).toMatchObject({
        price: entry.expected.price!.toFixed(2),
        inStock: entry.expected.in_stock,
        pendingPrice: null,
      });
    }
    // a02's page strikes through ﷼ 1,399 beside its price; a01's shows no struck price of its own.
    expect(priceOf(good[PRICED.indexOf(fixture("a02-"))]!.priceId).wasPrice).toBe("1399.00");
    expect(priceOf(good[PRICED.indexOf(fixture("a01-"))]!.priceId).wasPrice).toBeNull();
    expect(priceOf(soldOut[0]!.priceId)).toMatchObject({ price: "120.00", inStock: false });
    // What a16's page states beyond its price (issue 32) is kept with the offer, read from the page.
    const [a16Details] = await handle.db
      .select({ details: offerDetails.details })
      .from(offerDetails)
      .where(eq(offerDetails.productPriceId, good[PRICED.indexOf(fixture("a16-"))]!.priceId));
    expect(a16Details?.details).toMatchObject({
      instalments: { value: [{ provider: "tabby", payments: 4, paymentHalalas: 141225 }], source: "page" },
      returnsDays: { value: 14, source: "page" },
    });
    // A page that could not be read states nothing: nothing is kept for its offer.
    expect(
      await handle.db
        .select()
        .from(offerDetails)
        .where(
          inArray(
            offerDetails.productPriceId,
            bad.map((store) => store.priceId),
          ),
        ),
    ).toEqual([]);
    for (const store of bad) expect(priceOf(store.priceId).price).toBe("50.00");

    const history = await historyAddedSince(started);
    expect(history.map((row) => row.price).sort()).toEqual(
      PRICED.map((entry) => entry.expected.price!.toFixed(2)).sort(),
    );

    // Each bad page: three attempts, each logged with its error; the run went on regardless.
    for (const [index, code] of ["http500", "http429", "timeout", "extractFailed"].entries()) {
      const logs = await handle.db
        .select({
          attempt: priceFetchLogs.attempt,
          success: priceFetchLogs.success,
          code: priceFetchLogs.errorCode,
        })
        .from(priceFetchLogs)
        .where(eq(priceFetchLogs.productPriceId, bad[index]!.priceId))
        .orderBy(asc(priceFetchLogs.attempt));
      expect(logs).toEqual([1, 2, 3].map((attempt) => ({ attempt, success: false, code })));
      expect(pages.requestCount(bad[index]!.url)).toBe(3);
    }
    const goodLogs = await handle.db
      .select({ n: count() })
      .from(priceFetchLogs)
      .where(and(eq(priceFetchLogs.runId, runId), eq(priceFetchLogs.success, true)));
    expect(goodLogs[0]!.n).toBe(PRICED.length + 1);

    expect(run.errorMessage).toBe(`4 of ${PRICED.length + 5} store prices could not be updated`);
    const status = await getPriceUpdateStatus(handle.db);
    expect(status).toMatchObject({
      is_running: false,
      progress_current: PRICED.length + 5,
      progress_total: PRICED.length + 5,
      last_24h_updates: PRICED.length,
      avg_price_change: -9.09,
    });
    expect(status.recent_failures.map((failure) => failure.error_code).sort()).toEqual(
      ["extractFailed", "http429", "http500", "timeout"].sort(),
    );

    // Every product here has one store, so each change moved its lowest price.
    expect((await alertJobs(good)).sort((a, b) => a.productId.localeCompare(b.productId))).toEqual(
      good
        .map((store, index) => ({
          productId: store.productId,
          lowestPrice: Math.round(PRICED[index]!.expected.price! * 100),
        }))
        .sort((a, b) => a.productId.localeCompare(b.productId)),
    );

    // Politeness: never two requests at once to one store, with the pause between them.
    for (const host of [1, 2, 3]) {
      expect(pages.maxConcurrent(host)).toBe(1);
      const arrivals = pages.arrivals(host);
      for (let i = 1; i < arrivals.length; i++) {
        expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(HOST_DELAY_MS - 5);
      }
    }
  });

  it("keeps a jump of more than 50 % unconfirmed until the next refresh agrees", async () => {
    const entry = fixture("a02-");
    const [store] = await insertStores([{ url: pages.pageUrl(entry), price: "300.00" }]);
    const runner = await startTestRunner(testEngine());
    const started = new Date();

    await waitForRun(await startRun(runner));
    const afterFirst = await handle.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.id, store!.priceId));
    expect(afterFirst[0]).toMatchObject({ price: "300.00", pendingPrice: "1099.00" });
    expect(await historyAddedSince(started)).toEqual([]);
    expect(await alertJobs([store!])).toEqual([]);
    const [item] = await handle.db.select().from(priceRefreshItems);
    expect(item).toMatchObject({ state: "done", outcome: "unconfirmed" });

    await waitForRun(await startRun(runner));
    const afterSecond = await handle.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.id, store!.priceId));
    expect(afterSecond[0]).toMatchObject({ price: "1099.00", pendingPrice: null });
    expect((await historyAddedSince(started)).map((row) => row.price)).toEqual(["1099.00"]);
    expect(await alertJobs([store!])).toEqual([{ productId: store!.productId, lowestPrice: 109900 }]);
  });

  it("refuses loopback store addresses when private hosts are not allowed", async () => {
    const [store] = await insertStores([{ url: pages.pageUrl(fixture("a01-")), price: "4000.00" }]);
    const publicOnly = createPriceEngine({ allowPrivateHosts: false, hostDelayMs: 0 });
    engines.push(publicOnly);
    const runner = await startTestRunner(publicOnly);
    const requestsBefore = pages.requestCount(store!.url);

    const run = await waitForRun(await startRun(runner));
    expect(run.errorMessage).toBe("1 of 1 store price could not be updated");
    const [item] = await handle.db.select().from(priceRefreshItems);
    expect(item).toMatchObject({ state: "failed", errorCode: "blockedAddress" });
    expect(pages.requestCount(store!.url)).toBe(requestsBefore);
  });
});

describe("an admin's 'Fetch again' of one stale store price", () => {
  const staleIds = async () => (await listStaleOffers(handle.db, { page: 1 })).rows.map((row) => row.id);

  it("reads that page outside any run and makes the offer current again", async () => {
    const entry = fixture("a02-");
    const [store] = await insertStores([{ url: pages.pageUrl(entry), price: oldPriceOf(entry) }]);
    await handle.db
      .update(productPrices)
      .set({ checkedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(productPrices.id, store!.priceId));
    expect(await staleIds()).toEqual([store!.priceId]);
    const runner = await startTestRunner(testEngine());

    expect(await runner.requestStorePriceFetch(store!.priceId)).toBe(true);
    await expect.poll(staleIds, { timeout: 15_000 }).toEqual([]);
    const [row] = await handle.db.select().from(productPrices).where(eq(productPrices.id, store!.priceId));
    // The page sells at ﷼ 1,099 with ﷼ 1,399 struck through.
    expect(row).toMatchObject({ price: "1099.00", wasPrice: "1399.00", pendingPrice: null });
    expect(await handle.db.select().from(priceRefreshRuns)).toEqual([]);
    // The stale offer was not the lowest price; the reading made it the lowest again.
    expect(await alertJobs([store!])).toEqual([{ productId: store!.productId, lowestPrice: 109900 }]);
  });

  it("queues nothing for a store price that no longer exists", async () => {
    const runner = await startTestRunner(testEngine());
    expect(await runner.requestStorePriceFetch("00000000-0000-4000-8000-000000000000")).toBe(false);
  });
});

describe("a worker that dies mid-run", () => {
  /** A pg-boss connection that can be cut, as when the worker's process is killed. */
  function severable(): { db: Db; sever(): void; close(): Promise<void> } {
    let isSevered = false;
    let inner: Db;
    let pool: pg.Pool | undefined;
    if (handle.pglite) {
      inner = fromPglite(handle.pglite);
    } else {
      pool = new pg.Pool({ connectionString: handle.connectionString, max: 3 });
      pool.on("error", () => {});
      const client = pool;
      inner = { executeSql: (text, values) => client.query(text, values as unknown[]) };
    }
    return {
      db: {
        executeSql: (text, values) =>
          isSevered ? Promise.reject(new Error("worker killed")) : inner.executeSql(text, values),
      },
      sever: () => {
        isSevered = true;
      },
      close: async () => {
        await pool?.end();
      },
    };
  }

  it("is finished by the next worker without duplicate history rows", async () => {
    const stores = await insertStores(
      PRICED.map((entry, index) => ({
        url: `${pages.origin((index % 3) + 1)}/slow?ms=250&file=${entry.file}${new URL(entry.url).search.replace("?", "&")}`,
        price: oldPriceOf(entry),
      })),
    );

    const started = new Date();
    // Worker A dies while it holds jobs: its connection is cut and its fetches never come back.
    let isKilled = false;
    const connection = severable();
    const dyingEngine = testEngine();
    const workerA = await startTestRunner(
      {
        ...dyingEngine,
        fetchPage: (url, signal) => (isKilled ? new Promise(() => {}) : dyingEngine.fetchPage(url, signal)),
      },
      { tuning: { boss: { db: connection.db, ...(handle.pglite ? { backend: "pglite" } : {}) } } },
    );
    const runId = await startRun(workerA);
    const deadline = Date.now() + 10_000;
    let settled = 0;
    while (settled < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [row] = await handle.db
        .select({ n: count() })
        .from(priceRefreshItems)
        .where(and(eq(priceRefreshItems.runId, runId), inArray(priceRefreshItems.state, ["done", "failed"])));
      settled = row!.n;
    }
    isKilled = true;
    connection.sever();
    runners.splice(runners.indexOf(workerA), 1);
    await workerA.boss.stop({ graceful: false, close: false }).catch(() => {});
    await connection.close();
    expect(settled).toBeGreaterThanOrEqual(2);
    expect(settled).toBeLessThan(PRICED.length);

    // Worker B starts: it takes the queued jobs at once and the dead worker's jobs once they expire.
    await startTestRunner(testEngine());
    const run = await waitForRun(runId, 30_000);
    expect(run.errorMessage).toBeNull();

    const items = await handle.db.select().from(priceRefreshItems).where(eq(priceRefreshItems.runId, runId));
    expect(items.map((item) => item.state)).toEqual(PRICED.map(() => "done"));
    const history = await historyAddedSince(started);
    expect(history).toHaveLength(PRICED.length);
    for (const [index, entry] of PRICED.entries()) {
      const rows = history.filter((row) => row.productId === stores[index]!.productId);
      expect(rows.map((row) => row.price)).toEqual([entry.expected.price!.toFixed(2)]);
    }
  });
});
