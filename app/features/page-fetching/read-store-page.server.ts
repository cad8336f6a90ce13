// One reading of one store page by the engine (issue 16): the store's rules choose how the page is
// opened (HTTP as served, the built-in browser, or the external scraping service), an application
// shell without a price is opened again in the browser, and whatever was opened goes through the
// same extractor. The refresh jobs, the admin's "Fetch price", "Test a page" and
// `npm run price:extract` all read pages through here.

import type { OfferDetails } from "~/features/offer-details/offer-details";
import {
  extractPrice,
  inspectPage,
  type PageInspection,
  type PriceExtraction,
} from "~/features/price-extraction/extract-price";
import { looksLikeAppShell, looksLikeBotWall } from "~/features/price-extraction/page-shape";
import type { StoreFetchRules } from "~/features/price-extraction/store-rule-grammar";
import { fromHalalas } from "~/utils/money";
import type { BrowserRenderer } from "./browser-renderer.server";
import type { HostGate } from "./host-gate";
import type { PageFetcher } from "./page-fetcher.server";
import { parseStoreUrl } from "./page-fetcher.server";
import { codeForHttpStatus, PriceFetchError } from "./price-errors";
import { hostOf } from "./public-address.server";
import type { ScraperService } from "./scraper-service.server";

export type ReaderEngine = {
  fetchPage: PageFetcher["fetchPage"];
  gate: HostGate;
  /** Null when the built-in browser is switched off. */
  renderer: BrowserRenderer | null;
  /** Null unless SCRAPER_API_URL and SCRAPER_API_KEY are set. */
  service: ScraperService | null;
  /** SCRAPER_MODE=all reads every store through the service. */
  serviceForAll: boolean;
};

export type PageReading = {
  ok: true;
  price: string | null;
  inStock: boolean | null;
  wasPrice: string | null;
  /**
   * What the page states about the offer beyond its price (issue 32): delivery, seller, warranty,
   * instalments, returns, pickup, coupon. Absent when it states none (or the reading came from the
   * scraping service, which answers with the price only).
   */
  details?: OfferDetails;
};
export type FailedReading = { ok: false; error: PriceFetchError };

export type ReadStrategy = "http" | "browser" | "service";

/** Why the browser opened the page: the store is set to it, or the served HTML was an app shell. */
export type BrowserReason = "store" | "appShell";

export type PageReadReport = {
  outcome: PageReading | FailedReading;
  /** The strategy whose page gave the outcome; null when nothing could be opened. */
  strategy: ReadStrategy | null;
  browserReason: BrowserReason | null;
  finalUrl: string | null;
  timings: Partial<Record<ReadStrategy, number>>;
  /** What each source found (only when asked for, for "Test a page"). */
  inspection: PageInspection | null;
  extraction: PriceExtraction | null;
  screenshot: Buffer | null;
  /** Addresses the browser refused to load under the public-address rule. */
  blocked: string[];
};

export type ReadOptions = {
  signal?: AbortSignal;
  /** Keep each source's findings for showing them. */
  inspect?: boolean;
  /** Take a screenshot when the browser renders the page. */
  screenshot?: boolean;
};

type Opened = { html: string; url: string; strategy: ReadStrategy };

/** Turns an extraction into a reading, or the error an operator reads. */
function toOutcome(extraction: PriceExtraction, html: string): PageReading | FailedReading {
  if (extraction.ambiguous) return { ok: false, error: new PriceFetchError("ambiguousPrice") };
  if (extraction.price === null) {
    // A sold-out page may hide its price; the stock news is still a reading.
    if (extraction.in_stock === false) {
      return { ok: true, price: null, inStock: false, wasPrice: null, ...detailsOf(extraction) };
    }
    if (looksLikeBotWall(html)) return { ok: false, error: new PriceFetchError("botCheck") };
    return { ok: false, error: new PriceFetchError(/<[a-z!]/i.test(html) ? "noPrice" : "extractFailed") };
  }
  const halalas = Math.round(extraction.price * 100);
  if (!(halalas > 0)) return { ok: false, error: new PriceFetchError("couldNotParse") };
  return {
    ok: true,
    price: fromHalalas(halalas),
    inStock: extraction.in_stock,
    wasPrice: extraction.wasPrice === undefined ? null : fromHalalas(Math.round(extraction.wasPrice * 100)),
    ...detailsOf(extraction),
  };
}

function detailsOf(extraction: PriceExtraction): { details?: OfferDetails } {
  return extraction.details ? { details: extraction.details } : {};
}

export async function readStorePage(
  engine: ReaderEngine,
  address: string,
  rules: StoreFetchRules,
  options: ReadOptions = {},
): Promise<PageReadReport> {
  const report: PageReadReport = {
    outcome: { ok: false, error: new PriceFetchError("fetchFailed") },
    strategy: null,
    browserReason: null,
    finalUrl: null,
    timings: {},
    inspection: null,
    extraction: null,
    screenshot: null,
    blocked: [],
  };
  const { signal } = options;
  const timed = async <T>(strategy: ReadStrategy, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      report.timings[strategy] = Math.round(performance.now() - started);
    }
  };
  const finish = (opened: Opened) => {
    report.strategy = opened.strategy;
    report.finalUrl = opened.url;
    const inspection = options.inspect ? inspectPage(opened.html, opened.url, rules) : null;
    const extraction = inspection?.result ?? extractPrice(opened.html, opened.url, rules);
    report.inspection = inspection;
    report.extraction = extraction;
    report.outcome = toOutcome(extraction, opened.html);
    return report;
  };

  try {
    const url = parseStoreUrl(address);
    const host = hostOf(url);

    if (engine.service && (rules.fetchMode === "service" || engine.serviceForAll)) {
      const service = engine.service;
      const reading = await timed("service", () => engine.gate(host, () => service.read(url.href, signal)));
      report.strategy = "service";
      report.outcome = reading;
      return report;
    }

    const renderer = engine.renderer;
    const render = async (reason: BrowserReason): Promise<Opened> => {
      if (!renderer) throw new PriceFetchError("fetchFailed");
      report.browserReason = reason;
      const rendered = await timed("browser", () =>
        engine.gate(host, () =>
          renderer.render({
            url: url.href,
            waitForSelector: rules.waitForSelector,
            isReady: (html, pageUrl) =>
              extractPrice(html, pageUrl, rules, { readDetails: false }).price !== null,
            screenshot: options.screenshot,
            signal,
          }),
        ),
      );
      report.blocked = rendered.blocked;
      report.screenshot = rendered.screenshot;
      if (rendered.status >= 400) {
        if (looksLikeBotWall(rendered.html))
          throw new PriceFetchError("botCheck", { status: rendered.status });
        throw new PriceFetchError(codeForHttpStatus(rendered.status), { status: rendered.status });
      }
      return { html: rendered.html, url: rendered.url, strategy: "browser" };
    };

    if (rules.fetchMode === "browser" && renderer) return finish(await render("store"));

    const page = await timed("http", () => engine.gate(host, () => engine.fetchPage(url.href, signal)));
    const served: Opened = { ...page, strategy: "http" };
    const first = finish(served);
    const needsBrowser =
      rules.fetchMode !== "http" &&
      renderer !== null &&
      !first.outcome.ok &&
      first.outcome.error.code === "noPrice" &&
      looksLikeAppShell(page.html);
    if (!needsBrowser) return first;
    return finish(await render("appShell"));
  } catch (error) {
    if (!(error instanceof PriceFetchError)) throw error;
    report.outcome = { ok: false, error };
    return report;
  }
}
