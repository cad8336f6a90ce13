// A database that takes connections but does not answer: first a session holding an ACCESS
// EXCLUSIVE lock on the products table (every catalogue read queues behind it), then the whole
// cluster paused with SIGSTOP (a hung host). Every request must still be answered within the time
// limit, with a translated 503, and service must come back without a restart once the database
// answers again. The cluster is the test's own, so pausing it disturbs nothing else.

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedServer } from "../e2e/support/server";
import { DEMO_USER, signInOverHttp } from "../e2e/support/session";
import { type PrivateCluster, startPrivateCluster, withClient } from "./support/postgres";
import { isRunning, startWebProcess, stopWebProcess } from "./support/processes";
import { startTraffic, type TrafficSample, waitUntil } from "./support/traffic";

/** The statement timeout of the web process's request pool, set short to keep the test short. */
const STATEMENT_TIMEOUT_MS = 2000;
/**
 * The longest answer accepted while the database stalls: a statement ends at its timeout (the
 * lock), an unanswered one 2 s after it, and a new connection that gets no answer after 5 s (the
 * pause); plus time to render the 503.
 */
const STALLED_ANSWER_MS = 6500;
const RECOVERY_MS = 5000;
const STALL_MS = 10_000;

const TEXTS = {
  en: "Qaren is briefly unavailable — please try again in a moment.",
  ar: "قارن غير متاح مؤقتًا — يُرجى المحاولة مرة أخرى بعد لحظات.",
};

let cluster: PrivateCluster;
let server: StartedServer;
let productId: string;
let userCookie: string;
let requestNumber = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, with how long its whole answer took. */
async function timedFetch(path: string, init: RequestInit = {}) {
  const startedAt = Date.now();
  const response = await fetch(`${server.baseUrl}${path}`, {
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
    ...init,
  });
  const body = await response.text();
  return { response, body, ms: Date.now() - startedAt };
}

/**
 * Requests that must read the catalogue from the database: each address is new (no cached page or
 * read can answer it), or the shopper is signed in (never cached).
 */
function uncachedRequests() {
  requestNumber += 1;
  return [
    { path: `/products?page=1&n=${requestNumber}` },
    { path: `/search?q=phone${requestNumber}` },
    { path: `/api/products/search?q=sam${requestNumber}` },
    { path: `/products/${productId}?shopper`, headers: { cookie: userCookie } },
    { path: "/products?shopper", headers: { cookie: userCookie } },
  ];
}

beforeAll(async () => {
  cluster = await startPrivateCluster();
  server = await startWebProcess(cluster.url, {
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  });
  productId = await withClient(cluster.url, async (client) => {
    const { rows } = await client.query<{ id: string }>("select id from products order by id limit 1");
    return rows[0]!.id;
  });
  userCookie = await signInOverHttp(server.baseUrl, DEMO_USER);
});

afterAll(async () => {
  if (server) await stopWebProcess(server);
  await cluster?.destroy();
});

const describeSample = (sample: TrafficSample) =>
  `${sample.path} → ${sample.status} in ${sample.finishedAt - sample.startedAt} ms`;

/** What the page and the API say while the database is stalled, in both languages, and how fast. */
async function expectTranslated503s() {
  const english = await timedFetch(`/search?q=tablet${Date.now()}`);
  expect(english.response.status).toBe(503);
  expect(english.response.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(english.body).toContain('<html lang="en" dir="ltr"');
  expect(english.body).toContain(TEXTS.en);
  expect(english.ms).toBeLessThan(STALLED_ANSWER_MS);

  const arabic = await timedFetch(`/products?page=2&lang=ar&n=${Date.now()}`);
  expect(arabic.response.status).toBe(503);
  expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
  expect(arabic.body).toContain(TEXTS.ar);
  expect(arabic.ms).toBeLessThan(STALLED_ANSWER_MS);

  const api = await timedFetch(`/api/products/search?q=laptop${Date.now()}&lang=ar`);
  expect(api.response.status).toBe(503);
  expect(JSON.parse(api.body)).toMatchObject({ error: "service_unavailable", message: TEXTS.ar });
  expect(api.ms).toBeLessThan(STALLED_ANSWER_MS);

  const signedIn = await timedFetch("/profile", { headers: { cookie: userCookie } });
  expect([200, 503]).toContain(signedIn.response.status);
  expect(signedIn.ms).toBeLessThan(STALLED_ANSWER_MS);
}

/**
 * Runs traffic through a stall made by `stall` and ended by `end`, and checks every answer. Unless
 * `isCacheEmptied`, a visitor's page requested before the stall may still come from the catalogue
 * cache while it lasts (nothing can change a database that does not answer); a signed-in shopper's
 * never does.
 */
async function throughStall(
  stall: () => Promise<void>,
  end: () => Promise<void>,
  { isCacheEmptied = true } = {},
) {
  const pid = server.process.pid;
  const requests = Array.from({ length: 8 }, uncachedRequests).flat();
  const traffic = startTraffic(server.baseUrl, requests, { clients: 6, pauseMs: 100 });
  await sleep(1500);

  const stalledAt = Date.now();
  await stall();
  await expectTranslated503s();
  await sleep(stalledAt + STALL_MS - Date.now());
  const endingAt = Date.now();
  await end();
  const endedAt = Date.now();

  const recoveryMs = await waitUntil(
    async () =>
      (
        await fetch(`${server.baseUrl}/products?n=recovered${Date.now()}`, {
          signal: AbortSignal.timeout(STALLED_ANSWER_MS),
        })
      ).status === 200,
    { since: endedAt, timeoutMs: 20_000 },
  );
  await sleep(1000);
  const samples = await traffic.stop();

  expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_MS);
  expect(isRunning(server.process)).toBe(true);
  expect(server.process.pid).toBe(pid);

  // No hang and no 500, stall or not: every answer is a page or a 503, within the limit.
  const failures = server
    .output()
    .split("\n")
    .filter((line) => /"msg":"(request failed|unhandled error)"/.test(line))
    .join("\n");
  const slowOrBroken = samples.filter(
    (sample) =>
      (sample.status !== 200 && sample.status !== 503) ||
      sample.finishedAt - sample.startedAt >= STALLED_ANSWER_MS,
  );
  expect(slowOrBroken.map(describeSample), failures).toEqual([]);
  const before = samples.filter((sample) => sample.finishedAt < stalledAt);
  expect(before.length).toBeGreaterThan(5);
  expect(before.filter((sample) => sample.status !== 200).map(describeSample)).toEqual([]);
  // Requests that started once the stall was in place and ended before it was lifted were refused.
  const during = samples.filter(
    (sample) => sample.startedAt > stalledAt + 500 && sample.finishedAt < endingAt,
  );
  expect(during.length).toBeGreaterThan(8);
  const mustFail = isCacheEmptied ? during : during.filter((sample) => sample.path.endsWith("?shopper"));
  expect(mustFail.length).toBeGreaterThanOrEqual(2);
  expect(mustFail.filter((sample) => sample.status !== 503).map(describeSample)).toEqual([]);
  const after = samples.filter((sample) => sample.startedAt > endedAt + recoveryMs);
  expect(after.filter((sample) => sample.status !== 200).map(describeSample)).toEqual([]);
}

describe("a database that stops answering", () => {
  it("answers 503 at the statement timeout while a lock holds the catalogue, and serves again when it is released", async () => {
    // The lock is held in a transaction on a connection of the test's own.
    const locker = new pg.Client({ connectionString: cluster.url });
    await locker.connect();
    await throughStall(
      async () => {
        await locker.query("begin");
        await locker.query("lock table products in access exclusive mode");
        // Cached pages and reads are forgotten (as after any catalogue change), so every read
        // from now on goes to the locked table.
        await withClient(cluster.url, (client) => client.query("select pg_notify('catalog_changed', '')"));
        await sleep(200);
      },
      async () => {
        await locker.query("rollback");
      },
    );
    await locker.end();
    // Nothing the web process asked for is left waiting on the server: each was cancelled.
    const waiting = await withClient(cluster.url, async (client) => {
      const { rows } = await client.query<{ count: string }>(
        "select count(*) from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      return Number(rows[0]!.count);
    });
    expect(waiting).toBe(0);
  });

  it("answers 503 within the time limit while the server is paused, and serves again when it resumes", async () => {
    await throughStall(
      async () => {
        cluster.pause();
      },
      async () => {
        cluster.resume();
      },
      { isCacheEmptied: false },
    );
    const health = await timedFetch("/healthz");
    expect(health.response.status).toBe(200);
  });
});
