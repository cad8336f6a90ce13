// The hostile-page suite (issue 30): store pages that try to stop, hang or escape the built-in
// browser, read through the real engine (the browser in its own process) as the refresh jobs and
// "Test a page" read them. Each trick ends as a reading or a failed reading with a reason; the
// process that asked survives, and the next page reads as usual.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_STORE_RULES } from "~/features/price-extraction/store-rule-grammar";
import {
  HOSTILE_PAGES,
  HOSTILE_PRICE,
  type HostilePagesServer,
  startHostilePagesServer,
} from "../../../tests/setup/hostile-pages-server";
import { createPriceEngine, type PriceEngine } from "./fetch-store-price.server";
import type { PriceErrorCode } from "./price-errors";
import { type PageReadReport, readStorePage } from "./read-store-page.server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGE_TIMEOUT_MS = 3000;
let site: HostilePagesServer;
let engine: PriceEngine;

beforeAll(async () => {
  site = await startHostilePagesServer();
  engine = createPriceEngine({
    allowPrivateHosts: true,
    hostDelayMs: 0,
    browser: { executablePath: CHROMIUM, pageTimeoutMs: PAGE_TIMEOUT_MS },
  });
});
afterAll(async () => {
  await engine.close();
  await site.close();
});

/** Auto mode, as a store without rules is read: the application shell sends it to the browser. */
const read = (path: string, signal?: AbortSignal) =>
  readStorePage(engine, site.url(path), NO_STORE_RULES, { screenshot: true, signal });
/** A store set to the browser: the page is never read as served first. */
const readInBrowser = (path: string, signal?: AbortSignal) =>
  readStorePage(engine, site.url(path), { ...NO_STORE_RULES, fetchMode: "browser" }, { signal });

const errorOf = (report: PageReadReport): PriceErrorCode | null =>
  report.outcome.ok ? null : report.outcome.error.code;

/** The page after a trick reads as usual: the browser side is there, or came back. */
async function expectNextReadingWorks() {
  const report = await read(HOSTILE_PAGES.good);
  expect(report.outcome).toMatchObject({ ok: true, price: HOSTILE_PRICE });
  expect(report.strategy).toBe("browser");
}

/** Process ids whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  let output = "";
  try {
    output = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    // ps exits with 1 when no process matches.
  }
  return output
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
}

async function waitFor(condition: () => boolean, what: string) {
  const until = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a hostile store page read in the built-in browser", () => {
  it("opens windows: they are refused and the page's price is read (the first finding's crash)", async () => {
    const report = await read(HOSTILE_PAGES.popup);
    expect(report).toMatchObject({ strategy: "browser", browserReason: "appShell" });
    expect(report.outcome).toMatchObject({ ok: true, price: HOSTILE_PRICE });
    for (const opened of ["/opened-by-script", "/opened-by-link", "/opened-later"]) {
      expect(site.hits(opened), opened).toBe(0);
    }
    await expectNextReadingWorks();
  });

  it("shows dialogs: they are dismissed and the page's price is read", async () => {
    const report = await read(HOSTILE_PAGES.dialogs);
    expect(report.outcome).toMatchObject({ ok: true, price: HOSTILE_PRICE });
    await expectNextReadingWorks();
  });

  it("starts downloads: nothing is saved and the page, which has no price, fails to read", async () => {
    const report = await read(HOSTILE_PAGES.download);
    expect(report.outcome.ok).toBe(false);
    await expectNextReadingWorks();
  });

  it("crashes its tab: the reading fails as a crash", async () => {
    const report = await read(HOSTILE_PAGES.crash);
    expect(errorOf(report)).toBe("pageCrashed");
    await expectNextReadingWorks();
  });

  it("never returns from its script: the reading fails as unresponsive within the time limit", async () => {
    const started = Date.now();
    const report = await read(HOSTILE_PAGES.hang);
    expect(errorOf(report)).toBe("pageUnresponsive");
    expect(Date.now() - started).toBeLessThan(PAGE_TIMEOUT_MS + 15_000);
    await expectNextReadingWorks();
  });

  it("never stops loading: the reading ends at the time limit", async () => {
    const started = Date.now();
    const report = await readInBrowser(HOSTILE_PAGES.neverLoads);
    expect(report.outcome.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(PAGE_TIMEOUT_MS + 10_000);
    await expectNextReadingWorks();
  });

  it("builds 200,000 elements: the reading is refused as too large, without copying the page out", async () => {
    const started = Date.now();
    const report = await read(HOSTILE_PAGES.hugeDom);
    expect(errorOf(report)).toBe("tooLarge");
    expect(Date.now() - started).toBeLessThan(PAGE_TIMEOUT_MS + 10_000);
    await expectNextReadingWorks();
  });

  it("keeps navigating away: the reading ends without a price", async () => {
    const report = await read(HOSTILE_PAGES.navigatesAway);
    expect(report.outcome.ok).toBe(false);
    expect(site.hits(HOSTILE_PAGES.navigatesAway)).toBeGreaterThan(1);
    await expectNextReadingWorks();
  });

  it("opens WebRTC connections to servers on loopback: nothing reaches them", async () => {
    const report = await read(HOSTILE_PAGES.webrtc);
    expect(report.outcome).toMatchObject({ ok: true, price: HOSTILE_PRICE });
    expect(site.webrtcContacts()).toBe(0);
  });
});

describe("the browser side dying in the middle of a reading", () => {
  it("fails that reading, leaves this process running, and starts again for the next", async () => {
    const before = site.hits(HOSTILE_PAGES.slow);
    const reading = readInBrowser(HOSTILE_PAGES.slow);
    await waitFor(() => site.hits(HOSTILE_PAGES.slow) > before, "the browser to request the page");
    const pid = engine.renderer?.processId?.() ?? null;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid as number, "SIGKILL");
    expect(errorOf(await reading)).toBe("browserFailed");
    await expectNextReadingWorks();
    expect(engine.renderer?.processId?.()).not.toBe(pid);
  });

  it("fails the reading when Chromium itself is killed, and the next reading starts a new one", async () => {
    const before = site.hits(HOSTILE_PAGES.slow);
    const reading = readInBrowser(HOSTILE_PAGES.slow);
    await waitFor(() => site.hits(HOSTILE_PAGES.slow) > before, "the browser to request the page");
    const browsers = childrenOf(engine.renderer?.processId?.() ?? 0);
    expect(browsers.length).toBeGreaterThan(0);
    for (const pid of browsers) process.kill(pid, "SIGKILL");
    expect(errorOf(await reading)).toBe("browserFailed");
    await expectNextReadingWorks();
  });

  it("ends a reading the caller gives up on at once", async () => {
    const controller = new AbortController();
    const before = site.hits(HOSTILE_PAGES.slow);
    const reading = readInBrowser(HOSTILE_PAGES.slow, controller.signal);
    await waitFor(() => site.hits(HOSTILE_PAGES.slow) > before, "the browser to request the page");
    const started = Date.now();
    controller.abort(new Error("given up"));
    await reading.catch(() => null);
    expect(Date.now() - started).toBeLessThan(1000);
    await expectNextReadingWorks();
  });
});
