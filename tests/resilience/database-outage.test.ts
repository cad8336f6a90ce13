// The database stops for 10 s while shoppers use the site. Every request must still be answered
// quickly (503 with a translated page, or 503 JSON for the API), the process must live through it,
// and it must serve again within 5 s of the database coming back, without a restart. The cluster
// is the test's own (initdb in a temporary directory), so stopping it disturbs nothing else.

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openWatchedPage } from "../e2e/support/browser";
import type { StartedServer } from "../e2e/support/server";
import { DEMO_ADMIN, DEMO_USER, signInOverHttp } from "../e2e/support/session";
import {
  type PricePagesServer,
  readPricePageManifest,
  startPricePagesServer,
} from "../setup/price-pages-server";
import { type PrivateCluster, startPrivateCluster, withClient } from "./support/postgres";
import { isRunning, startWebProcess, stopWebProcess } from "./support/processes";
import { startTraffic, type TrafficSample, waitUntil } from "./support/traffic";

const OUTAGE_MS = 10_000;
/** The slowest answer accepted, outage or not: anything longer is a hang to a shopper. */
const FAST_MS = 3000;
const RECOVERY_MS = 5000;
const NOTICE_MS = 1000;

const ARABIC_TITLE = "سنعود خلال لحظات";
const TEXTS = {
  en: "Qaren is briefly unavailable — please try again in a moment.",
  ar: "قارن غير متاح مؤقتًا — يُرجى المحاولة مرة أخرى بعد لحظات.",
};

let cluster: PrivateCluster;
let server: StartedServer;
let pages: PricePagesServer;
let productId: string;
let storePriceId: string;
let userCookie: string;
let adminCookie: string;
let browser: Browser;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, with how long its whole answer took. */
async function timedFetch(path: string, init: RequestInit = {}) {
  const startedAt = Date.now();
  const response = await fetch(`${server.baseUrl}${path}`, {
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
    ...init,
  });
  const body = await response.text();
  return { response, body, ms: Date.now() - startedAt };
}

/** Keeps one demo store price, pointed at the local store stand-in, for the refresh after the outage. */
async function keepOneLocalStorePrice() {
  const fixture = readPricePageManifest().find((entry) => entry.file.startsWith("a01-"))!;
  await withClient(cluster.url, async (client) => {
    const { rows } = await client.query<{ id: string; product_id: string }>(
      "select id, product_id from product_prices order by id limit 1",
    );
    storePriceId = rows[0]!.id;
    productId = rows[0]!.product_id;
    await client.query("delete from product_prices where id <> $1", [storePriceId]);
    await client.query("update product_prices set url = $1 where id = $2", [
      pages.pageUrl(fixture),
      storePriceId,
    ]);
  });
}

beforeAll(async () => {
  cluster = await startPrivateCluster();
  pages = await startPricePagesServer({ hosts: 1 });
  server = await startWebProcess(cluster.url, { FETCH_ALLOW_PRIVATE_HOSTS: "1" });
  await keepOneLocalStorePrice();
  userCookie = await signInOverHttp(server.baseUrl, DEMO_USER);
  adminCookie = await signInOverHttp(server.baseUrl, DEMO_ADMIN);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopWebProcess(server);
  await pages?.close();
  await cluster?.destroy();
});

/** What a handful of shoppers do: pages and the search API, one of them signed in. */
function shopperRequests() {
  return [
    { path: "/" },
    { path: "/products" },
    { path: `/products/${productId}` },
    { path: "/search?q=phone" },
    { path: "/api/products/search?q=phone" },
    { path: "/profile", headers: { cookie: userCookie } },
  ];
}

describe("the database stopped for 10 s under load", () => {
  it("answers fast with translated 503s, survives, and serves again within 5 s of the database's return", async () => {
    const pid = server.process.pid;
    const traffic = startTraffic(server.baseUrl, shopperRequests());
    await sleep(2000);

    const stoppingAt = Date.now();
    await cluster.stop();
    const stoppedAt = Date.now();
    // The process learns of the stop from its broken connections; until then (milliseconds) a page
    // may still come from the catalogue cache, which is fine. From then on nothing is cached.
    await sleep(NOTICE_MS);

    // What shoppers and API callers see while it is away.
    const english = await timedFetch("/products");
    expect(english.response.status).toBe(503);
    expect(english.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(english.response.headers.get("content-type")).toContain("text/html");
    expect(english.body).toContain('<html lang="en" dir="ltr"');
    expect(english.body).toContain(TEXTS.en);
    expect(english.ms).toBeLessThan(FAST_MS);

    const arabicByCookie = await timedFetch("/products", { headers: { cookie: "lang=ar" } });
    expect(arabicByCookie.response.status).toBe(503);
    expect(arabicByCookie.body).toContain('<html lang="ar" dir="rtl"');
    expect(arabicByCookie.body).toContain(TEXTS.ar);

    const arabicByQuery = await timedFetch("/search?q=phone&lang=ar");
    expect(arabicByQuery.response.status).toBe(503);
    expect(arabicByQuery.body).toContain(TEXTS.ar);

    const api = await timedFetch("/api/products/search?q=phone");
    expect(api.response.status).toBe(503);
    expect(api.response.headers.get("content-type")).toContain("application/json");
    expect(api.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(JSON.parse(api.body)).toMatchObject({ error: "service_unavailable", message: TEXTS.en });

    // The auth API is served outside React Router (its rate limit reads the database first).
    const authApi = await timedFetch("/api/auth/get-session?lang=ar", { headers: { cookie: userCookie } });
    expect(authApi.response.status).toBe(503);
    expect(JSON.parse(authApi.body)).toMatchObject({ error: "service_unavailable", message: TEXTS.ar });

    // The session is read from the database before any page: a signed-in shopper gets the page too.
    const signedIn = await timedFetch("/profile", { headers: { cookie: userCookie } });
    expect(signedIn.response.status).toBe(503);
    expect(signedIn.body).toContain(TEXTS.en);

    // A client-side navigation's data request, and a form post.
    expect((await timedFetch("/products.data")).response.status).toBe(503);
    const signIn = await timedFetch("/login", {
      method: "POST",
      body: new URLSearchParams(DEMO_USER),
      headers: { origin: server.baseUrl, "X-Forwarded-For": "203.0.113.7" },
    });
    expect(signIn.response.status).toBe(503);
    expect(signIn.body).toContain(TEXTS.en);

    // In a browser, in Arabic: a page opened before, then a link followed (a data request), then
    // the page loaded in full. The 503 page is rendered and taken over by the browser's React.
    const { page, context, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${server.baseUrl}/about?lang=ar`);
      await page.locator('a[href="/products"]').first().click();
      await page.waitForURL(`${server.baseUrl}/products`);
      await expect.poll(() => page.locator("h1").textContent()).toBe(ARABIC_TITLE);
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(503);
      await page.waitForLoadState("networkidle");
      expect(await page.locator("h1").textContent()).toBe(ARABIC_TITLE);
      expect(await page.locator("main p").last().textContent()).toBe(TEXTS.ar);
      // The failed loads themselves, and React's note when the root's error page replaces the
      // whole document (scripts included) after a client-side navigation.
      const expected = [/status of 503/, /Encountered a script tag while rendering React component/];
      expect(consoleErrors.filter((text) => !expected.some((pattern) => pattern.test(text)))).toEqual([]);
    } finally {
      await context.close();
    }

    // Pages that need no database are served as usual.
    expect((await timedFetch("/about")).response.status).toBe(200);
    expect((await timedFetch("/healthz")).response.status).toBe(503);

    await sleep(stoppedAt + OUTAGE_MS - Date.now());
    const restartingAt = Date.now();
    await cluster.start();
    const backAt = Date.now();

    const recoveryMs = await waitUntil(
      async () =>
        (await fetch(`${server.baseUrl}/products`, { signal: AbortSignal.timeout(2000) })).status === 200,
      { since: backAt, timeoutMs: 15_000 },
    );
    await sleep(1000);
    const samples = await traffic.stop();

    expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_MS);
    expect(isRunning(server.process)).toBe(true);
    expect(server.process.pid).toBe(pid);

    const describeSample = (sample: TrafficSample) =>
      `${sample.path} → ${sample.status} in ${sample.finishedAt - sample.startedAt} ms`;
    // No hang, no 500: every answer of the whole run is a page or a 503, and quick.
    const slowOrBroken = samples.filter(
      (sample) =>
        (sample.status !== 200 && sample.status !== 503) || sample.finishedAt - sample.startedAt >= FAST_MS,
    );
    // A 500 is explained by the server's own log line for it.
    const failures = server
      .output()
      .split("\n")
      .filter((line) => /"msg":"(request failed|unhandled error)"/.test(line))
      .join("\n");
    expect(slowOrBroken.map(describeSample), failures).toEqual([]);
    // Before the stop everything worked; while the database was away, everything was a 503.
    const before = samples.filter((sample) => sample.finishedAt < stoppingAt);
    expect(before.length).toBeGreaterThan(10);
    expect(before.filter((sample) => sample.status !== 200).map(describeSample)).toEqual([]);
    const during = samples.filter(
      (sample) => sample.startedAt > stoppedAt + NOTICE_MS && sample.finishedAt < restartingAt,
    );
    expect(during.length).toBeGreaterThan(50);
    expect(during.filter((sample) => sample.status !== 503).map(describeSample)).toEqual([]);
    const after = samples.filter((sample) => sample.startedAt > backAt + recoveryMs);
    expect(after.filter((sample) => sample.status !== 200).map(describeSample)).toEqual([]);
  });

  it("keeps the signed-in session and the job queue working after the outage", async () => {
    const profile = await timedFetch("/profile", { headers: { cookie: userCookie } });
    expect(profile.response.status).toBe(200);

    // A price update goes through pg-boss (queued by this process, worked by it): it finishes.
    const trigger = await timedFetch("/api/admin/price-updates", {
      method: "POST",
      headers: { cookie: adminCookie, origin: server.baseUrl, "X-Forwarded-For": "203.0.113.8" },
    });
    expect(trigger.response.status).toBe(202);
    await waitUntil(
      async () => {
        const status = await timedFetch("/api/admin/price-updates/status", {
          headers: { cookie: adminCookie },
        });
        return (JSON.parse(status.body) as { is_running: boolean }).is_running === false;
      },
      { timeoutMs: 30_000, everyMs: 250 },
    );
    const [item] = await withClient(cluster.url, async (client) => {
      const { rows } = await client.query<{ state: string }>(
        "select state from price_refresh_items where product_price_id = $1",
        [storePriceId],
      );
      return rows;
    });
    expect(item?.state).toBe("done");
  });
});
