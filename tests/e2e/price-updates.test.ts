// An admin starts a price update on /admin/prices and watches it run to the end, in English and
// Arabic. This file runs its own server: the demo catalogue with a few store prices pointed at a
// local stand-in for the stores, and FETCH_ALLOW_PRIVATE_HOSTS on so the server may reach it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PricePagesServer,
  readPricePageManifest,
  startPricePagesServer,
} from "../setup/price-pages-server";
import { seriousAxeViolations, setUpBrowser, uniqueClientAddress } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import { DEMO_ADMIN, DEMO_USER, signInOverHttp, signInThroughForm } from "./support/session";

const FIXTURES = ["a01-", "a02-", "a08-", "a12-", "a16-", "a19-", "a20-", "a30-", "a37-", "a40-"].map(
  (prefix) => readPricePageManifest().find((entry) => entry.file.startsWith(prefix))!,
);
const FAILING = 2;
const TOTAL = FIXTURES.length + FAILING;

let pages: PricePagesServer;
let server: StartedServer;
let dataDir: string;
const { withPage } = setUpBrowser();

/** Keeps TOTAL demo store prices and points them at the local store pages (two of them failing). */
async function pointPricesAtLocalStores() {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<{ id: string }>("select id from product_prices order by id limit $1", [
      TOTAL,
    ]);
    await db.query("delete from product_prices where not (id = any($1::uuid[]))", [
      rows.map((row) => row.id),
    ]);
    const urls = [
      ...FIXTURES.map((entry, index) => `${pages.origin((index % 3) + 1)}/slow?ms=300&file=${entry.file}`),
      `${pages.origin(1)}/status/500`,
      `${pages.origin(2)}/status/500`,
    ];
    for (const [index, row] of rows.entries()) {
      await db.query("update product_prices set url = $1 where id = $2", [urls[index], row.id]);
    }
    // The demo's record of checks read the old addresses (its stale offers' failures among them):
    // the screen should show this run's failures only.
    await db.query("delete from price_fetch_logs");
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  pages = await startPricePagesServer({ hosts: 3 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-prices-"));
  // The first start seeds the demo catalogue; the store addresses are changed while it is down.
  await stopServer(await startServer({ dataDir }));
  await pointPricesAtLocalStores();
  server = await startServer({ dataDir, env: { FETCH_ALLOW_PRIVATE_HOSTS: "1" } });
});

afterAll(async () => {
  if (server) await stopServer(server);
  pages?.releaseHanging();
  await pages?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const TEXTS = {
  en: {
    title: "Price updates",
    updateNow: "Update prices now",
    running: "Updating prices",
    idle: "Idle",
    progress: (current: number) => `${current} of ${TOTAL} store prices checked`,
    lastRun: `${FAILING} of ${TOTAL} store prices could not be updated.`,
    failure: "The store's website has a problem right now. We will try again later.",
  },
  ar: {
    title: "تحديث الأسعار",
    updateNow: "حدّث الأسعار الآن",
    running: "جارٍ تحديث الأسعار",
    idle: "لا يوجد تحديث جارٍ",
    progress: (current: number) => `تم فحص ${current} من أصل ${TOTAL} سعر متجر`,
    lastRun: `تعذّر تحديث ${FAILING} من أصل ${TOTAL} سعر متجر.`,
    failure: "موقع المتجر يواجه مشكلة الآن، وسنحاول مرة أخرى لاحقًا.",
  },
} as const;

describe.each(["en", "ar"] as const)("price updates (%s)", (lang) => {
  const text = TEXTS[lang];

  it("an admin starts an update and watches its progress reach the end", () =>
    withPage(async ({ page }) => {
      await signInThroughForm(page, server.baseUrl, DEMO_ADMIN);
      await page.goto(`${server.baseUrl}/admin/prices?lang=${lang}`);
      await page.getByRole("heading", { name: text.title, level: 1 }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const button = page.getByRole("button", { name: text.updateNow });
      await button.click();
      const progress = page.getByRole("progressbar");
      await progress.waitFor();
      await expect.poll(() => page.getByTestId("price-update-state").textContent()).toBe(text.running);
      expect(await button.isDisabled()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Polled every 2 s: the bar moves through the run until it is complete.
      const seen = new Set<number>();
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const state = await page.getByTestId("price-update-state").textContent();
        if (state === text.idle) break;
        // The bar and its text are read in one go: a poll landing between two reads would pair
        // one snapshot's value with the next one's text.
        const snapshot = await page.evaluate(() => ({
          now: document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow") ?? null,
          label: document.querySelector('[data-testid="price-update-progress"]')?.textContent ?? null,
        }));
        if (snapshot.now !== null && snapshot.label !== null) {
          seen.add(Number(snapshot.now));
          expect(snapshot.label).toBe(text.progress(Number(snapshot.now)));
        }
        await page.waitForTimeout(250);
      }
      expect(await page.getByTestId("price-update-state").textContent()).toBe(text.idle);
      expect([...seen].some((value) => value > 0 && value < TOTAL)).toBe(true);
      expect(await progress.count()).toBe(0);

      await expect.poll(() => page.getByTestId("price-last-run").textContent()).toContain(text.lastRun);
      const failures = page.getByTestId("price-failures").getByRole("row");
      expect(await failures.count()).toBe(FAILING);
      expect(await failures.first().textContent()).toContain(text.failure);
      expect(await button.isEnabled()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }));
});

describe("price update endpoints", () => {
  const headers = () => ({ origin: server.baseUrl, "X-Forwarded-For": uniqueClientAddress() });

  it("answer only admins", async () => {
    const status = `${server.baseUrl}/api/admin/price-updates/status`;
    const trigger = `${server.baseUrl}/api/admin/price-updates`;
    const anonymous = await fetch(status, { redirect: "manual", headers: headers() });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);

    const userCookie = await signInOverHttp(server.baseUrl, DEMO_USER);
    for (const [url, method] of [
      [status, "GET"],
      [trigger, "POST"],
    ] as const) {
      const response = await fetch(url, {
        method,
        headers: { ...headers(), cookie: userCookie },
        redirect: "manual",
      });
      expect(response.status).toBe(403);
    }

    const adminCookie = await signInOverHttp(server.baseUrl, DEMO_ADMIN);
    const response = await fetch(status, { headers: { ...headers(), cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ is_running: false, total_prices: TOTAL });
  });

  it("fetch a store page's price for the product form, with the spec's errors", async () => {
    const adminCookie = await signInOverHttp(server.baseUrl, DEMO_ADMIN);
    const fetchPrice = async (url: string, lang = "en") => {
      const response = await fetch(`${server.baseUrl}/api/admin/price-fetch?lang=${lang}`, {
        method: "POST",
        body: new URLSearchParams({ url }),
        headers: { ...headers(), cookie: adminCookie },
      });
      return { status: response.status, body: await response.json() };
    };
    const laptop = FIXTURES[0]!;
    expect(await fetchPrice(pages.pageUrl(laptop, 3))).toEqual({
      status: 200,
      body: { success: true, price: laptop.expected.price!.toFixed(2), in_stock: laptop.expected.in_stock },
    });
    expect(await fetchPrice("  ")).toEqual({
      status: 400,
      body: { success: false, error: "URL is required" },
    });
    expect(await fetchPrice("not a url")).toEqual({
      status: 400,
      body: { success: false, error: "Invalid URL format" },
    });
    expect(await fetchPrice("ftp://store.example/item", "ar")).toEqual({
      status: 400,
      body: { success: false, error: "صيغة الرابط غير صحيحة" },
    });
    const userCookie = await signInOverHttp(server.baseUrl, DEMO_USER);
    const refused = await fetch(`${server.baseUrl}/api/admin/price-fetch`, {
      method: "POST",
      body: new URLSearchParams({ url: pages.pageUrl(laptop) }),
      headers: { ...headers(), cookie: userCookie },
    });
    expect(refused.status).toBe(403);
  });

  it("refuses a second update while one runs, with the server's text", async () => {
    const adminCookie = await signInOverHttp(server.baseUrl, DEMO_ADMIN);
    const trigger = () =>
      fetch(`${server.baseUrl}/api/admin/price-updates?lang=en`, {
        method: "POST",
        headers: { ...headers(), cookie: adminCookie },
      });
    const first = await trigger();
    expect(first.status).toBe(202);
    expect(await first.json()).toMatchObject({ success: true, total: TOTAL });
    const second = await trigger();
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      success: false,
      error_code: "alreadyRunning",
      error: "A price update is already running.",
    });
  });
});
