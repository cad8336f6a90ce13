// Reads the current price from a store page: up to three attempts with a doubling backoff, each one
// logged in price_fetch_logs. Used by the refresh jobs and by the admin's "Fetch price" button.

import { setTimeout as delay } from "node:timers/promises";
import type { Database } from "~/db/client.server";
import { priceFetchLogs } from "~/db/schema";
import { findStoreRulesForUrl } from "~/features/stores/stores.server";
import { serverT } from "~/locales/translate.server";
import type { Env } from "~/utils/env.server";
import { type BrowserProcessOptions, createBrowserProcess } from "./browser-process.server";
import { createHostGate } from "./host-gate";
import { createPageFetcher, type PageFetcherOptions } from "./page-fetcher.server";
import { type PriceFetchError, priceErrorKey } from "./price-errors";
import {
  type FailedReading,
  type PageReading,
  type ReaderEngine,
  readStorePage,
} from "./read-store-page.server";
import { createScraperService, type ScraperServiceOptions } from "./scraper-service.server";

/** The spec's backoff: 1 s, then 2 s (its 4 s came after the last attempt and changed nothing). */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000];
/** Pause between two requests to the same store. */
export const HOST_DELAY_MS = 1000;

export type PriceEngine = ReaderEngine & {
  /** One entry per retry: its length + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
};

export type PriceEngineOptions = PageFetcherOptions & {
  hostDelayMs?: number;
  retryDelaysMs?: readonly number[];
  /** The built-in browser (issue 16); left out, pages are read as served only. */
  browser?: Omit<BrowserProcessOptions, "addresses"> | null;
  /** The external scraping service, when configured. */
  service?: (ScraperServiceOptions & { forAll?: boolean }) | null;
};

export function createPriceEngine({
  hostDelayMs = HOST_DELAY_MS,
  retryDelaysMs = RETRY_DELAYS_MS,
  browser = null,
  service = null,
  ...fetcherOptions
}: PriceEngineOptions): PriceEngine {
  const fetcher = createPageFetcher(fetcherOptions);
  const renderer = browser
    ? createBrowserProcess({ ...browser, addresses: fetcherOptions.allowPrivateHosts ? "any" : "public" })
    : null;
  return {
    fetchPage: fetcher.fetchPage,
    gate: createHostGate(hostDelayMs),
    renderer,
    service: service ? createScraperService(service) : null,
    serviceForAll: service?.forAll === true,
    retryDelaysMs,
    sleep: (ms, signal) => delay(ms, undefined, { signal }),
    close: async () => {
      await Promise.all([fetcher.close(), renderer?.close()]);
    },
  };
}

/** The engine's settings as the environment gives them. */
export function priceEngineOptionsFromEnv(env: Env): PriceEngineOptions {
  return {
    allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS,
    browser: env.PRICE_BROWSER
      ? {
          executablePath: env.CHROMIUM_PATH,
          poolSize: env.BROWSER_POOL_SIZE,
          pageTimeoutMs: env.BROWSER_PAGE_TIMEOUT_MS,
          idleCloseMs: env.BROWSER_IDLE_SECONDS * 1000,
        }
      : null,
    service:
      env.SCRAPER_API_URL && env.SCRAPER_API_KEY
        ? { apiUrl: env.SCRAPER_API_URL, apiKey: env.SCRAPER_API_KEY, forAll: env.SCRAPER_MODE === "all" }
        : null,
  };
}

export type { FailedReading, PageReading };
export type StorePriceReading = (PageReading | FailedReading) & { attempts: number };

export type FetchTarget = { url: string; productPriceId?: string | null; runId?: string | null };

export async function fetchStorePrice(
  db: Database,
  target: FetchTarget,
  engine: PriceEngine,
  signal?: AbortSignal,
): Promise<StorePriceReading> {
  const rules = await findStoreRulesForUrl(db, target.url);
  for (let attempt = 1; ; attempt++) {
    const { outcome: reading } = await readStorePage(engine, target.url, rules, { signal });
    await logAttempt(db, target, attempt, reading);
    const retryDelay = engine.retryDelaysMs[attempt - 1];
    if (reading.ok || !reading.error.isRetryable || retryDelay === undefined) {
      return { ...reading, attempts: attempt };
    }
    await engine.sleep(retryDelay, signal);
  }
}

/** The English text of an error, as operators read it in the logs. */
export function describePriceError(error: PriceFetchError): string {
  return serverT("en")(priceErrorKey(error.code), error.params);
}

async function logAttempt(
  db: Database,
  target: FetchTarget,
  attempt: number,
  reading: PageReading | FailedReading,
): Promise<void> {
  await db.insert(priceFetchLogs).values({
    productPriceId: target.productPriceId ?? null,
    runId: target.runId ?? null,
    url: target.url,
    success: reading.ok,
    price: reading.ok ? reading.price : null,
    errorMessage: reading.ok ? null : describePriceError(reading.error),
    errorCode: reading.ok ? null : reading.error.code,
    attempt,
  });
}
