// Reads the current price from a store page: up to three attempts with a doubling backoff, each one
// logged in price_fetch_logs. Used by the refresh jobs and by the admin's "Fetch price" button.

import { setTimeout as delay } from "node:timers/promises";
import type { Database } from "~/db/client.server";
import { priceFetchLogs } from "~/db/schema";
import { findStoreRulesForUrl } from "~/features/stores/stores.server";
import { serverT } from "~/locales/translate.server";
import { fromHalalas } from "~/utils/money";
import { extractPrice } from "./extract-price";
import { createHostGate, type HostGate } from "./host-gate";
import {
  createPageFetcher,
  type PageFetcher,
  type PageFetcherOptions,
  parseStoreUrl,
} from "./page-fetcher.server";
import { PriceFetchError, priceErrorKey } from "./price-errors";
import { hostOf } from "./public-address.server";

/** The spec's backoff: 1 s, then 2 s (its 4 s came after the last attempt and changed nothing). */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000];
/** Pause between two requests to the same store. */
export const HOST_DELAY_MS = 1000;

export type PriceEngine = {
  fetchPage: PageFetcher["fetchPage"];
  gate: HostGate;
  /** One entry per retry: its length + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
};

export type PriceEngineOptions = PageFetcherOptions & {
  hostDelayMs?: number;
  retryDelaysMs?: readonly number[];
};

export function createPriceEngine({
  hostDelayMs = HOST_DELAY_MS,
  retryDelaysMs = RETRY_DELAYS_MS,
  ...fetcherOptions
}: PriceEngineOptions): PriceEngine {
  const fetcher = createPageFetcher(fetcherOptions);
  return {
    fetchPage: fetcher.fetchPage,
    gate: createHostGate(hostDelayMs),
    retryDelaysMs,
    sleep: (ms, signal) => delay(ms, undefined, { signal }),
    close: fetcher.close,
  };
}

/**
 * A price as a decimal string ("1299.00"), or null for a sold-out page that hides its price, and the
 * store's list or strike-through price beside it when the page shows one (decision 23).
 */
export type PageReading = {
  ok: true;
  price: string | null;
  inStock: boolean | null;
  wasPrice: string | null;
};
export type FailedReading = { ok: false; error: PriceFetchError };
export type StorePriceReading = (PageReading | FailedReading) & { attempts: number };

export type FetchTarget = { url: string; productPriceId?: string | null; runId?: string | null };

export async function fetchStorePrice(
  db: Database,
  target: FetchTarget,
  engine: PriceEngine,
  signal?: AbortSignal,
): Promise<StorePriceReading> {
  for (let attempt = 1; ; attempt++) {
    const reading = await readPageOnce(db, target.url, engine, signal);
    await logAttempt(db, target, attempt, reading);
    const retryDelay = engine.retryDelaysMs[attempt - 1];
    if (reading.ok || !reading.error.isRetryable || retryDelay === undefined) {
      return { ...reading, attempts: attempt };
    }
    await engine.sleep(retryDelay, signal);
  }
}

async function readPageOnce(
  db: Database,
  address: string,
  engine: PriceEngine,
  signal?: AbortSignal,
): Promise<PageReading | FailedReading> {
  try {
    const url = parseStoreUrl(address);
    const rules = await findStoreRulesForUrl(db, url.href);
    const page = await engine.gate(hostOf(url), () => engine.fetchPage(url.href, signal));
    const extraction = extractPrice(page.html, page.url, rules);
    if (extraction.ambiguous) throw new PriceFetchError("couldNotParse");
    if (extraction.price === null) {
      // A sold-out page may hide its price; the stock news is still a reading.
      if (extraction.in_stock === false) return { ok: true, price: null, inStock: false, wasPrice: null };
      throw new PriceFetchError(/<[a-z!]/i.test(page.html) ? "noPrice" : "extractFailed");
    }
    const halalas = Math.round(extraction.price * 100);
    if (!(halalas > 0)) throw new PriceFetchError("couldNotParse");
    return {
      ok: true,
      price: fromHalalas(halalas),
      inStock: extraction.in_stock,
      wasPrice: extraction.wasPrice === undefined ? null : fromHalalas(Math.round(extraction.wasPrice * 100)),
    };
  } catch (error) {
    if (error instanceof PriceFetchError) return { ok: false, error };
    throw error;
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
