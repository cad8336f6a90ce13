import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_STORE_RULES, type StoreFetchRules } from "~/features/price-extraction/store-rule-grammar";
import { JS_PAGES, type JsStoreServer, startJsStoreServer } from "../../../tests/setup/js-store-server";
import { type AddressPolicy, createBrowserRenderer } from "./browser-renderer.server";
import { createPriceEngine, type PriceEngine } from "./fetch-store-price.server";
import { readStorePage } from "./read-store-page.server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let site: JsStoreServer;
let engine: PriceEngine;
/** The store (127.0.0.1) may be reached; the other host (127.0.0.2) stands for a private address. */
let storeOnly: AddressPolicy;

beforeAll(async () => {
  site = await startJsStoreServer();
  storeOnly = async (url) => url.host === new URL(site.origin(1)).host;
  const base = createPriceEngine({ allowPrivateHosts: true, hostDelayMs: 0 });
  engine = {
    ...base,
    renderer: createBrowserRenderer({ executablePath: CHROMIUM, policy: storeOnly, pageTimeoutMs: 5000 }),
  };
});
afterAll(async () => {
  await Promise.all([engine.close(), engine.renderer?.close(), site.close()]);
});

const rules = (overrides: Partial<StoreFetchRules> = {}): StoreFetchRules => ({
  ...NO_STORE_RULES,
  ...overrides,
});
const read = (path: string, overrides: Partial<StoreFetchRules> = {}) =>
  readStorePage(engine, `${site.origin()}${path}`, rules(overrides), { inspect: true });

describe("reading store pages that need a browser", () => {
  it("reads a server-rendered page as served, without the browser", async () => {
    const report = await read(JS_PAGES.served.path);
    expect(report.outcome).toMatchObject({ ok: true, price: JS_PAGES.served.price, inStock: true });
    expect(report.strategy).toBe("http");
    expect(report.timings.browser).toBeUndefined();
  });

  it("opens an application shell in the browser and reads the price its script adds after a delay", async () => {
    const report = await read(JS_PAGES.delayed.path);
    expect(report.outcome).toMatchObject({ ok: true, price: JS_PAGES.delayed.price, inStock: true });
    expect(report).toMatchObject({ strategy: "browser", browserReason: "appShell" });
    expect(report.timings.http).toBeGreaterThanOrEqual(0);
    expect(report.timings.browser).toBeGreaterThan(700);
  });

  it("reads a single-page app that fetches its price from a JSON endpoint", async () => {
    const report = await read(JS_PAGES.spa.path);
    expect(report.outcome).toMatchObject({ ok: true, price: JS_PAGES.spa.price });
    expect(site.hits("/api/product.json")).toBeGreaterThan(0);
  });

  it("waits for the store's selector before reading, always in the browser for a browser store", async () => {
    const report = await read(JS_PAGES.waitFor.path, {
      fetchMode: "browser",
      waitForSelector: JS_PAGES.waitFor.selector,
    });
    expect(report.outcome).toMatchObject({ ok: true, price: JS_PAGES.waitFor.price });
    expect(report).toMatchObject({ strategy: "browser", browserReason: "store" });
    expect(report.timings.http).toBeUndefined();
  });

  it("reports a bot check as such, never as a price", async () => {
    for (const fetchMode of ["auto", "browser"] as const) {
      const report = await read(JS_PAGES.botCheck.path, { fetchMode });
      expect(report.outcome.ok, fetchMode).toBe(false);
      expect(!report.outcome.ok && report.outcome.error.code, fetchMode).toBe("botCheck");
    }
  });

  it("reads a price that only the store's rule can find", async () => {
    const without = await read(JS_PAGES.ruleOnly.path, { fetchMode: "http" });
    expect(without.outcome.ok).toBe(false);
    const withRule = await read(JS_PAGES.ruleOnly.path, {
      fetchMode: "http",
      priceRule: JS_PAGES.ruleOnly.rule,
    });
    expect(withRule.outcome).toMatchObject({ ok: true, price: JS_PAGES.ruleOnly.price });
    expect(withRule.extraction?.source).toBe("store-rule");
  });

  it("refuses a page that redirects to a forbidden address", async () => {
    const before = site.hits(JS_PAGES.served.path);
    const report = await read("/redirect-away", { fetchMode: "browser" });
    expect(!report.outcome.ok && report.outcome.error.code).toBe("blockedAddress");
    expect(site.hits(JS_PAGES.served.path)).toBe(before);
  });

  it("never loads a subresource from a forbidden address, directly or through a redirect", async () => {
    const report = await read("/with-foreign-script", { fetchMode: "browser" });
    expect(report.outcome).toMatchObject({ ok: true, price: "120.00" });
    for (const path of ["/secret.js", "/secret-bounced.js", "/secret-api"]) {
      expect(site.hits(path), path).toBe(0);
      expect(report.blocked, path).toContain(`${site.origin(2)}${path}`);
    }
    expect(site.hits("/bounce.js")).toBe(1);
  });

  it("refuses a store page on a private address under the public-address rule", async () => {
    const strict = createPriceEngine({
      allowPrivateHosts: false,
      hostDelayMs: 0,
      browser: { executablePath: CHROMIUM },
    });
    try {
      const report = await readStorePage(
        strict,
        `${site.origin()}${JS_PAGES.delayed.path}`,
        rules({ fetchMode: "browser" }),
      );
      expect(!report.outcome.ok && report.outcome.error.code).toBe("blockedAddress");
      expect(strict.renderer?.isRunning()).toBe(false);
    } finally {
      await strict.close();
    }
  });

  it("gives up on a page that never shows a price within the time limit, then closes when idle", async () => {
    const renderer = createBrowserRenderer({
      executablePath: CHROMIUM,
      policy: storeOnly,
      pageTimeoutMs: 800,
      idleCloseMs: 200,
    });
    try {
      const started = Date.now();
      const page = await renderer.render({ url: `${site.origin()}/slow-shell`, isReady: () => false });
      expect(page.isReady).toBe(false);
      // It gives up rather than waiting on: well inside the setup limit plus the page limit.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(renderer.isRunning()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(renderer.isRunning()).toBe(false);
    } finally {
      await renderer.close();
    }
  });
});
