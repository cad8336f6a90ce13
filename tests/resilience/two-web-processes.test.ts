// Two web processes and a job worker on one PostgreSQL database, as behind a load balancer: a
// session made on one is good on the other, an "Update prices now" pressed on both at once starts
// one refresh, and each store price of it is fetched and recorded exactly once. While prices
// change, each process shows a changed price on its product page at once and in search within the
// bound of ADR-0015, and a reading that changes nothing forgets no listing.

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
/** How long listings may lag a price change: the default, as deployed. */
const LIST_LAG_S = 20;

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
  const env = { FETCH_ALLOW_PRIVATE_HOSTS: "1", CATALOG_LIST_LAG_SECONDS: String(LIST_LAG_S) };
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

  it("shows a changed price on both product pages at once and in search within the bound; an unchanged reading forgets no listing", async () => {
    const { rows } = await database.pool.query<{
      id: string;
      product_id: string;
      name: string;
      price: string;
    }>(
      `select pp.id, pp.product_id, p.name_en as name, pp.price::text as price
         from product_prices pp join products p on p.id = pp.product_id
        where pp.id = $1`,
      [storePrices[0]!.id],
    );
    const offer = rows[0]!;
    const servers = [webA, webB];
    const productPath = `/products/${offer.product_id}`;
    const searchPath = `/search?q=${encodeURIComponent(offer.name)}`;
    const visit = async (server: StartedServer, path: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: clientHeaders() });
      expect(response.status, path).toBe(200);
      return { html: await response.text(), cache: response.headers.get("server-timing") };
    };
    const everywhere = (path: string) => Promise.all(servers.map((server) => visit(server, path)));
    const shows = async (path: string, price: string) =>
      (await everywhere(path)).every((answer) => answer.html.includes(price));

    // A reading that makes the offer current at a price of its own, seen everywhere first.
    const settled = (Number(offer.price) + 0.11).toFixed(2);
    await database.pool.query(
      "update product_prices set price = $1, in_stock = true, checked_at = now(), updated_at = now() where id = $2",
      [settled, offer.id],
    );
    await waitUntil(() => shows(productPath, settled), { timeoutMs: 2_000 });
    const settledIn = await waitUntil(() => shows(searchPath, settled), {
      timeoutMs: (LIST_LAG_S + 2) * 1000,
    });
    expect(settledIn).toBeLessThanOrEqual((LIST_LAG_S + 2) * 1000);
    await everywhere(searchPath);
    expect((await everywhere(searchPath)).map((answer) => answer.cache)).toEqual(
      servers.map(() => 'page-cache;desc="hit"'),
    );

    // A reading that confirms the price: only the product's own page (its "checked" time) is new.
    await everywhere(productPath);
    await database.pool.query("update product_prices set checked_at = now() where id = $1", [offer.id]);
    // Notices arrive within milliseconds; half a second is plenty.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const misses = servers.map(() => 'page-cache;desc="miss"');
    const hits = servers.map(() => 'page-cache;desc="hit"');
    expect((await everywhere(productPath)).map((answer) => answer.cache)).toEqual(misses);
    expect((await everywhere(searchPath)).map((answer) => answer.cache)).toEqual(hits);

    // A changed price, as the recording code writes it: the store price and its history row.
    const changed = (Number(settled) * 0.97).toFixed(2);
    const client = await database.pool.connect();
    try {
      await client.query("begin");
      await client.query(
        "update product_prices set price = $1, updated_at = now(), checked_at = now() where id = $2",
        [changed, offer.id],
      );
      await client.query(
        "insert into price_history (product_id, store_name, price) select product_id, store_name, price from product_prices where id = $1",
        [offer.id],
      );
      await client.query("commit");
    } finally {
      client.release();
    }
    const committedAt = Date.now();
    const onProductPages = await waitUntil(() => shows(productPath, changed), {
      since: committedAt,
      everyMs: 10,
    });
    expect(onProductPages).toBeLessThan(1_000);
    const inSearch = await waitUntil(() => shows(searchPath, changed), {
      since: committedAt,
      timeoutMs: (LIST_LAG_S + 2) * 1000,
      everyMs: 250,
    });
    expect(inSearch).toBeLessThanOrEqual((LIST_LAG_S + 1) * 1000);
  });
});
