import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { priceFetchLogs } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import {
  type PricePagesServer,
  readPricePageManifest,
  startPricePagesServer,
} from "../../../tests/setup/price-pages-server";
import { createPriceEngine, fetchStorePrice, type PriceEngine } from "./fetch-store-price.server";

let handle: DatabaseHandle;
let pages: PricePagesServer;
let engine: PriceEngine;
const sleeps: number[] = [];
const manifest = readPricePageManifest();
const fixture = (prefix: string) => manifest.find((entry) => entry.file.startsWith(prefix))!;

beforeAll(async () => {
  [handle, pages] = await Promise.all([createTestDatabase(), startPricePagesServer()]);
  engine = {
    ...createPriceEngine({ allowPrivateHosts: true, totalTimeoutMs: 1500, hostDelayMs: 0 }),
    // The spec's 1 s and 2 s backoff, recorded instead of waited for.
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
});
afterAll(async () => {
  await engine.close();
  await Promise.all([handle.close(), pages.close()]);
});
beforeEach(async () => {
  sleeps.length = 0;
  await handle.db.delete(priceFetchLogs);
});

async function logs() {
  return handle.db
    .select({
      url: priceFetchLogs.url,
      success: priceFetchLogs.success,
      price: priceFetchLogs.price,
      attempt: priceFetchLogs.attempt,
      errorCode: priceFetchLogs.errorCode,
      errorMessage: priceFetchLogs.errorMessage,
    })
    .from(priceFetchLogs)
    .orderBy(asc(priceFetchLogs.id));
}

describe("fetchStorePrice", () => {
  it("reads the price of a store page, and its struck price, at the first attempt and logs it", async () => {
    const url = pages.pageUrl(fixture("a16-"));
    const reading = await fetchStorePrice(handle.db, { url }, engine);
    // The page shows ٦٬١٩٩٫٠٠ ر.س struck through beside its price, and what else the offer brings
    // (issue 32): "توصيل وتركيب مجاني في الرياض", "التوصيل: ٤٩ ر.س", Tabby 4 × ١٬٤١٢٫٢٥ ر.س and
    // "Returns & exchanges (14 days)".
    expect(reading).toEqual({
      ok: true,
      price: "5649.00",
      inStock: true,
      wasPrice: "6199.00",
      details: {
        delivery: [
          { region: "riyadh", feeHalalas: 0 },
          { region: "all", feeHalalas: 4900 },
        ],
        instalments: [{ provider: "tabby", payments: 4, paymentHalalas: 141225 }],
        returnsDays: 14,
      },
      attempts: 1,
    });
    expect(await logs()).toEqual([
      { url, success: true, price: "5649.00", attempt: 1, errorCode: null, errorMessage: null },
    ]);
    expect(sleeps).toEqual([]);
  });

  it("carries a page's instalment plans as details, never as the price (issue 32)", async () => {
    const reading = await fetchStorePrice(handle.db, { url: pages.pageUrl(fixture("a28-")) }, engine);
    expect(reading).toMatchObject({
      ok: true,
      price: "3999.00",
      details: {
        delivery: [{ region: "all", feeHalalas: null, minDays: 1, maxDays: 2 }],
        instalments: [
          { provider: "tabby", payments: 4, paymentHalalas: 99975 },
          { provider: "tamara", payments: 3, paymentHalalas: 133300 },
        ],
      },
    });
  });

  it("keeps the halalas of a price", async () => {
    const reading = await fetchStorePrice(handle.db, { url: pages.pageUrl(fixture("a13-")) }, engine);
    expect(reading).toMatchObject({ ok: true, price: "89.95" });
  });

  it.each([
    ["/status/500", "http500", "The store's website has a problem right now. We will try again later."],
    [
      "/status/429",
      "http429",
      "The store is getting too many requests from us right now. We will try again later.",
    ],
    ["/status/503", "httpStatus", "The store page did not open (code 503)."],
    ["/hang", "timeout", "The store did not answer in time"],
    ["/garbage", "extractFailed", "The store page is not a page we can read"],
    ["/no-price", "noPrice", "We could not find the price on the store page"],
  ])("tries %s three times with the spec's backoff and logs each attempt", async (path, code, message) => {
    const url = `${pages.origin()}${path}`;
    const reading = await fetchStorePrice(handle.db, { url }, engine);
    expect(reading).toMatchObject({ ok: false, attempts: 3, error: { code } });
    expect(sleeps).toEqual([1000, 2000]);
    expect(await logs()).toEqual(
      [1, 2, 3].map((attempt) => ({
        url,
        success: false,
        price: null,
        attempt,
        errorCode: code,
        errorMessage: message,
      })),
    );
  });

  it("succeeds on a later attempt after a failure", async () => {
    const url = `${pages.origin()}/flaky?times=1&file=${fixture("a02-").file}`;
    const reading = await fetchStorePrice(handle.db, { url }, engine);
    expect(reading).toMatchObject({ ok: true, price: "1099.00", attempts: 2 });
    expect((await logs()).map((log) => [log.attempt, log.success, log.errorCode])).toEqual([
      [1, false, "http500"],
      [2, true, null],
    ]);
  });

  it("does not retry an address that can never work", async () => {
    for (const [url, code] of [
      ["", "urlRequired"],
      ["store page", "invalidUrl"],
      ["javascript:alert(1)", "invalidUrl"],
    ] as const) {
      const reading = await fetchStorePrice(handle.db, { url }, engine);
      expect(reading).toMatchObject({ ok: false, attempts: 1, error: { code } });
    }
    expect((await logs()).map((log) => log.errorMessage)).toEqual([
      "URL is required",
      "Invalid URL format",
      "Invalid URL format",
    ]);
    expect(sleeps).toEqual([]);
  });

  it("reads a sold-out page that hides its price as a reading without price", async () => {
    const reading = await fetchStorePrice(handle.db, { url: pages.pageUrl(fixture("a23-")) }, engine);
    expect(reading).toEqual({ ok: true, price: null, inStock: false, wasPrice: null, attempts: 1 });
  });

  it("refuses loopback addresses when private hosts are not allowed, without a request", async () => {
    const publicOnly = createPriceEngine({ allowPrivateHosts: false, hostDelayMs: 0 });
    const url = `${pages.origin()}/status/200`;
    try {
      const reading = await fetchStorePrice(handle.db, { url }, publicOnly);
      expect(reading).toMatchObject({ ok: false, attempts: 1, error: { code: "blockedAddress" } });
      expect(pages.requestCount(url)).toBe(0);
      expect((await logs())[0]).toMatchObject({ success: false, errorCode: "blockedAddress" });
    } finally {
      await publicOnly.close();
    }
  });
});
