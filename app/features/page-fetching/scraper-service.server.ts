// The external scraping service (spec "Price scraping", issue 16), optional: when SCRAPER_API_URL and
// SCRAPER_API_KEY are set, stores set to "service" (or every store, with SCRAPER_MODE=all) are read
// through it. One request is one attempt; the caller's three attempts with 1 s, 2 s backoff, each
// logged in price_fetch_logs, are the spec's. The key stays on the server: it is sent only in the
// Authorization header to the service and is never part of an error, a log line or a page.

import { fetch } from "undici";
import { parseStructuredPrice } from "~/features/price-extraction/parse-price";
import { fromHalalas } from "~/utils/money";
import { codeForServiceStatus, PriceFetchError } from "./price-errors";
import type { FailedReading, PageReading } from "./read-store-page.server";

/** The spec's 5000 ms wait for the page's JavaScript before the service reads it. */
export const SERVICE_WAIT_MS = 5000;
const EXTRACTION_PROMPT =
  "Extract the current selling price of the main product on this page, in Saudi riyals (SAR), as it is shown to a shopper. Ignore old, struck-through, instalment and shipping amounts.";

export type ScraperService = {
  read(url: string, signal?: AbortSignal): Promise<PageReading | FailedReading>;
};

export type ScraperServiceOptions = { apiUrl: string; apiKey: string; timeoutMs?: number };

/** The request body the spec describes: the page, JSON format with a string price, a prompt, a 5 s wait. */
export function scraperRequestBody(url: string) {
  return {
    url,
    formats: ["json"],
    jsonOptions: {
      schema: {
        type: "object",
        properties: { price: { type: "string" } },
        required: ["price"],
      },
      prompt: EXTRACTION_PROMPT,
    },
    actions: [{ type: "wait", milliseconds: SERVICE_WAIT_MS }],
  };
}

/**
 * "SAR 1,299.00" → "1299.00". The service's price field is read as a store's structured price is:
 * the whole text must be one price (a range, "from", another currency or a stray word is none), with
 * the page parser's rules for digits and separators.
 */
export function parseServicePrice(text: string): PageReading | FailedReading {
  if (!/[\d\u0660-\u0669\u06F0-\u06F9]/.test(text))
    return { ok: false, error: new PriceFetchError("serviceInvalidPrice") };
  const amount = parseStructuredPrice(text);
  const halalas = amount === null ? 0 : Math.round(amount * 100);
  if (!(halalas > 0)) return { ok: false, error: new PriceFetchError("couldNotParse") };
  return { ok: true, price: fromHalalas(halalas), inStock: null, wasPrice: null };
}

type ServiceAnswer = {
  success?: unknown;
  data?: { json?: { price?: unknown } | null; metadata?: { error?: unknown } | null } | null;
};

export function createScraperService({
  apiUrl,
  apiKey,
  timeoutMs = 60_000,
}: ScraperServiceOptions): ScraperService {
  return {
    async read(url, outerSignal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = outerSignal ? AbortSignal.any([outerSignal, timeout]) : timeout;
      let response: Awaited<ReturnType<typeof fetch>>;
      try {
        response = await fetch(apiUrl, {
          method: "POST",
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
          body: JSON.stringify(scraperRequestBody(url)),
          // Never followed: a redirect would take the key and the request past the address policy
          // to wherever the answer says. It is answered as the service's failure, like any status.
          redirect: "manual",
          signal,
        });
      } catch {
        if (outerSignal?.aborted) throw outerSignal.reason;
        return { ok: false, error: new PriceFetchError(timeout.aborted ? "timeout" : "network") };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return {
          ok: false,
          error: new PriceFetchError(codeForServiceStatus(response.status), { status: response.status }),
        };
      }
      let answer: ServiceAnswer;
      try {
        answer = (await response.json()) as ServiceAnswer;
      } catch {
        return { ok: false, error: new PriceFetchError("serviceNoJson") };
      }
      if (answer?.success !== true) return { ok: false, error: new PriceFetchError("serviceFailed") };
      const json = answer.data?.json;
      if (!json || typeof json !== "object")
        return { ok: false, error: new PriceFetchError("serviceNoJson") };
      const price = json.price;
      if (price === undefined || price === null || price === "")
        return { ok: false, error: new PriceFetchError("serviceNoPrice") };
      return parseServicePrice(String(price));
    },
  };
}
