// The refresh job's reading of store pages that need a browser or a store rule (issue 16): the
// store's rules come from its row (by the page's host), and a bot wall is asked once, not three times.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { priceFetchLogs, stores } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { JS_PAGES, type JsStoreServer, startJsStoreServer } from "../../../tests/setup/js-store-server";
import { createPriceEngine, fetchStorePrice, type PriceEngine } from "./fetch-store-price.server";

let handle: DatabaseHandle;
let site: JsStoreServer;
let engine: PriceEngine;
const sleeps: number[] = [];

beforeAll(async () => {
  [handle, site] = await Promise.all([createTestDatabase(), startJsStoreServer()]);
  // The stand-in's host is the store's website (the admin form only takes public names).
  await handle.db
    .insert(stores)
    .values({ name: "Stand-in Store", domain: "127.0.0.1", priceRule: JS_PAGES.ruleOnly.rule });
  engine = {
    ...createPriceEngine({
      allowPrivateHosts: true,
      hostDelayMs: 0,
      browser: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    }),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
});
afterAll(async () => {
  await engine.close();
  await Promise.all([handle.close(), site.close()]);
});

const logsOf = (url: string) =>
  handle.db
    .select({
      success: priceFetchLogs.success,
      price: priceFetchLogs.price,
      errorCode: priceFetchLogs.errorCode,
    })
    .from(priceFetchLogs)
    .where(eq(priceFetchLogs.url, url))
    .orderBy(asc(priceFetchLogs.id));

describe("the refresh job's reading of store pages", () => {
  it("reads a price its script adds, in the browser, and logs it", async () => {
    const url = `${site.origin()}${JS_PAGES.delayed.path}`;
    const reading = await fetchStorePrice(handle.db, { url }, engine);
    expect(reading).toMatchObject({ ok: true, price: "249.00", inStock: true, attempts: 1 });
    expect(await logsOf(url)).toEqual([{ success: true, price: "249.00", errorCode: null }]);
  });

  it("reads a price only the store's rule reaches", async () => {
    const url = `${site.origin()}${JS_PAGES.ruleOnly.path}`;
    expect(await fetchStorePrice(handle.db, { url }, engine)).toMatchObject({ ok: true, price: "4299.00" });
  });

  it("asks a bot wall once and reports it, without retrying at once", async () => {
    sleeps.length = 0;
    const url = `${site.origin()}${JS_PAGES.botCheck.path}`;
    const reading = await fetchStorePrice(handle.db, { url }, engine);
    expect(reading).toMatchObject({ ok: false, attempts: 1 });
    expect(!reading.ok && reading.error.code).toBe("botCheck");
    expect(sleeps).toEqual([]);
    expect(await logsOf(url)).toEqual([{ success: false, price: null, errorCode: "botCheck" }]);
  });
});
