// Two web processes and a job worker on one PostgreSQL database, as behind a load balancer: a
// session made on one is good on the other, an "Update prices now" pressed on both at once starts
// one refresh, and each store price of it is fetched and recorded exactly once.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedServer } from "../e2e/support/server";
import { DEMO_ADMIN, DEMO_USER, signInOverHttp } from "../e2e/support/session";
import {
  type PricePageFixture,
  type PricePagesServer,
  readPricePageManifest,
  startPricePagesServer,
} from "../setup/price-pages-server";
import { createScratchDatabase, type ScratchDatabase } from "./support/postgres";
import { type StartedWorker, startWebProcess, startWorkerProcess, stopWebProcess } from "./support/processes";
import { waitUntil } from "./support/traffic";

const FIXTURES = ["a01-", "a02-", "a08-", "a12-", "a16-", "a19-", "a20-", "a30-"].map(
  (prefix) => readPricePageManifest().find((entry) => entry.file.startsWith(prefix))!,
);
const STORE_HOSTS = 4;

type LocalStorePrice = { id: string; url: string; fixture: PricePageFixture };

let database: ScratchDatabase;
let pages: PricePagesServer;
let webA: StartedServer;
let webB: StartedServer;
let worker: StartedWorker;
let storePrices: LocalStorePrice[];

/**
 * Keeps one demo store price per fixture, each on the local store stand-in (spread over several
 * "store hosts") and priced 10 % above what its page says: the refresh then confirms one change
 * per store price, which is one price history row each.
 */
async function pointPricesAtLocalStores(): Promise<LocalStorePrice[]> {
  const { rows } = await database.pool.query<{ id: string }>(
    "select id from product_prices order by id limit $1",
    [FIXTURES.length],
  );
  await database.pool.query("delete from product_prices where not (id = any($1::uuid[]))", [
    rows.map((row) => row.id),
  ]);
  return Promise.all(
    rows.map(async ({ id }, index) => {
      const fixture = FIXTURES[index]!;
      // A short delay keeps the run going long enough for the second request to meet it.
      const url = `${pages.origin((index % STORE_HOSTS) + 1)}/slow?ms=200&file=${fixture.file}`;
      const price = (fixture.expected.price! * 1.1).toFixed(2);
      await database.pool.query("update product_prices set url = $1, price = $2 where id = $3", [
        url,
        price,
        id,
      ]);
      return { id, url, fixture };
    }),
  );
}

beforeAll(async () => {
  database = await createScratchDatabase();
  pages = await startPricePagesServer({ hosts: STORE_HOSTS });
  const env = { FETCH_ALLOW_PRIVATE_HOSTS: "1" };
  // The first process migrates and seeds; the others find the database ready.
  webA = await startWebProcess(database.url, env);
  storePrices = await pointPricesAtLocalStores();
  [webB, worker] = await Promise.all([
    startWebProcess(database.url, env),
    startWorkerProcess(database.url, webA.baseUrl, env),
  ]);
});

afterAll(async () => {
  await Promise.all([webA && stopWebProcess(webA), webB && stopWebProcess(webB), worker?.stop()]);
  await pages?.close();
  await database?.drop();
});

const clientHeaders = (cookie?: string) => ({
  // A different documentation address per request: the processes trust X-Forwarded-For.
  "X-Forwarded-For": `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
  ...(cookie ? { cookie } : {}),
});

describe("two web processes and a worker on one database", () => {
  it("a session made on one web process works on the other", async () => {
    const userCookie = await signInOverHttp(webA.baseUrl, DEMO_USER);
    const profile = await fetch(`${webB.baseUrl}/profile`, {
      headers: clientHeaders(userCookie),
      redirect: "manual",
    });
    expect(profile.status).toBe(200);
    const html = await profile.text();
    // The page's heading (every text is also in the page's data, so the heading is what counts).
    expect(html).toMatch(/<h1[^>]*>My profile<\/h1>/);
    expect(html).not.toMatch(/<h1[^>]*>Please sign in to view your profile<\/h1>/);

    const notifications = await fetch(`${webB.baseUrl}/api/notifications`, {
      headers: clientHeaders(userCookie),
    });
    expect(notifications.status).toBe(200);
    const anonymous = await fetch(`${webB.baseUrl}/api/notifications`, { headers: clientHeaders() });
    expect(anonymous.status).toBe(401);
  });

  it("an update pressed on both web processes at once runs once, each store price fetched and recorded once", async () => {
    const adminCookie = await signInOverHttp(webB.baseUrl, DEMO_ADMIN);
    const { rows: clock } = await database.pool.query<{ now: Date }>("select now() as now");
    const startedAfter = clock[0]!.now;

    const trigger = (server: StartedServer) =>
      fetch(`${server.baseUrl}/api/admin/price-updates`, {
        method: "POST",
        headers: { ...clientHeaders(adminCookie), origin: server.baseUrl },
      });
    const answers = await Promise.all([trigger(webA), trigger(webB)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);

    await waitUntil(
      async () => {
        const status = await fetch(`${webA.baseUrl}/api/admin/price-updates/status`, {
          headers: clientHeaders(adminCookie),
        });
        return ((await status.json()) as { is_running: boolean }).is_running === false;
      },
      { timeoutMs: 60_000, everyMs: 250 },
    );

    const { rows: runs } = await database.pool.query<{ id: string; total: number; finished: boolean }>(
      "select id, total, finished_at is not null as finished from price_refresh_runs where started_at >= $1",
      [startedAfter],
    );
    expect(runs).toEqual([{ id: expect.any(String), total: storePrices.length, finished: true }]);
    const runId = runs[0]!.id;

    const { rows: items } = await database.pool.query<{ product_price_id: string; state: string }>(
      "select product_price_id, state from price_refresh_items where run_id = $1",
      [runId],
    );
    expect(items.map((item) => item.state)).toEqual(storePrices.map(() => "done"));

    // pg-boss: one fetch job per store price, each completed on its first attempt.
    const { rows: jobs } = await database.pool.query<{
      price_id: string;
      state: string;
      retry_count: number;
    }>(
      `select data->>'productPriceId' as price_id, state, retry_count
         from pgboss.job where name = 'fetch-store-price' and data->>'runId' = $1`,
      [runId],
    );
    expect(jobs.map((job) => job.price_id).sort()).toEqual(storePrices.map((price) => price.id).sort());
    expect(jobs.filter((job) => job.state !== "completed" || job.retry_count !== 0)).toEqual([]);

    for (const price of storePrices) {
      // The store's page was asked for once, one reading was logged, one history row was added.
      expect(pages.requestCount(price.url), price.fixture.file).toBe(1);
      const { rows } = await database.pool.query<{ logs: number; history: number; price: string }>(
        `select
           (select count(*)::int from price_fetch_logs where product_price_id = pp.id and run_id = $2) as logs,
           (select count(*)::int from price_history h
              where h.product_id = pp.product_id and h.store_name = pp.store_name and h.recorded_at >= $3) as history,
           pp.price::text as price
         from product_prices pp where pp.id = $1`,
        [price.id, runId, startedAfter],
      );
      expect(rows[0], price.fixture.file).toEqual({
        logs: 1,
        history: 1,
        price: price.fixture.expected.price!.toFixed(2),
      });
    }
  });
});
