// One discovery run of a store's site (issue 36): robots.txt first; then the sitemaps it names (or
// /sitemap.xml), an index's product sitemaps, gzip or not; where there is none, a walk of the
// same site's listing pages from the home page. One request at a time, the crawl delay between
// two, a cap on requests per run. A page served as an application shell is opened in the built-in
// browser, when there is one. Each product page's identity is read and matched (match-page.ts);
// a unique match records its price like any reading, the rest waits in the unmatched queue. What
// was seen is kept (discovered_pages), so the next run reads only new or changed addresses; a page
// gone (404/410) takes its offer out of stock. A run creates no product and deletes nothing.

import { setTimeout as delay } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  discoveredPages,
  discoveryRuns,
  feedItemLinks,
  productPrices,
  type QueuedCandidate,
  stores,
  unmatchedFeedItems,
} from "~/db/schema";
import { PriceFetchError } from "~/features/page-fetching/price-errors";
import type { ReaderEngine } from "~/features/page-fetching/read-store-page.server";
import { extractPrice } from "~/features/price-extraction/extract-price";
import { looksLikeAppShell } from "~/features/price-extraction/page-shape";
import { type PageIdentity, readPageIdentity } from "~/features/price-extraction/read-identity";
import { recordPriceReading } from "~/features/prices/record-price-reading.server";
import type { OnLowestPriceChanged } from "~/features/prices/store-prices.server";
import { findStoreRulesForUrl } from "~/features/stores/stores.server";
import { normalizeGtin } from "~/utils/gtin";
import { fromHalalas } from "~/utils/money";
import { type MatchRule, matchPage, pageBrandKey } from "./match-page";
import { createPageCatalogue } from "./page-catalogue.server";
import { attachPageOffer } from "./page-offers.server";
import { type RobotsRules, robotsForStatus } from "./robots";
import type { SiteFetcher, SiteResponse, Validators } from "./site-fetcher.server";
import { productSitemapsOf, readSitemap, type SitemapEntry, SitemapFormatError } from "./sitemaps";

/** Requests per run unless told otherwise: the rest waits for the next run. */
export const DEFAULT_PAGE_CAP = 500;
/** The least pause between two requests to a store (the refresh jobs' rule), and the most a robots.txt may ask. */
export const MIN_DELAY_MS = 1000;
export const MAX_DELAY_MS = 60_000;
/** Requests between two writes of a running run's counts. */
const PROGRESS_EVERY = 10;
/** Sitemaps read per run, index children included. */
const MAX_SITEMAPS = 50;

export type DiscoveryCounts = {
  pagesRead: number;
  productPages: number;
  matched: number;
  queued: number;
  skipped: number;
  refusedByRobots: number;
  unchanged: number;
  gone: number;
};

export type DiscoverySummary = DiscoveryCounts & {
  runId: string;
  status: "finished" | "failed";
  reason: string | null;
  /** The pause kept between two requests, in milliseconds. */
  delayMs: number;
};

export type DiscoveryOptions = {
  storeId: string;
  fetcher: SiteFetcher;
  maxPages?: number;
  minDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: Date;
  onLowestPriceChanged?: OnLowestPriceChanged;
  /**
   * The built-in browser, for stores whose pages are application shells (or that are set to be read
   * in the browser); left out, pages are read as served.
   */
  renderer?: ReaderEngine["renderer"];
};

/** A page as it was read (served, or as the browser showed it), with its product identity if any. */
type ReadPage = { html: string; url: string; identity: PageIdentity | null };

const NOT_PAGES = /\.(?:jpe?g|png|gif|webp|svg|ico|css|js|pdf|zip|xml|gz|mp4|woff2?)(?:$|\?)/i;
const NOT_LISTINGS = /\/(?:cart|checkout|login|account|register|wishlist|search|compare)(?:\/|$|\?)/i;

class RunFailed extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export async function runDiscovery(db: Database, options: DiscoveryOptions): Promise<DiscoverySummary> {
  const [store] = await db
    .select({ id: stores.id, name: stores.name, site: stores.site })
    .from(stores)
    .where(eq(stores.id, options.storeId));
  if (!store?.site) throw new Error("The store has no site to discover");
  const site = new URL(store.site);
  const now = options.now ?? new Date();
  const [run] = await db
    .insert(discoveryRuns)
    .values({ storeId: store.id, site: site.href, startedAt: now })
    .returning({ id: discoveryRuns.id });
  const runId = run!.id;
  const counts: DiscoveryCounts = {
    pagesRead: 0,
    productPages: 0,
    matched: 0,
    queued: 0,
    skipped: 0,
    refusedByRobots: 0,
    unchanged: 0,
    gone: 0,
  };
  const maxPages = options.maxPages ?? DEFAULT_PAGE_CAP;
  const sleep = options.sleep ?? ((ms: number) => delay(ms).then(() => undefined));
  let delayMs = options.minDelayMs ?? MIN_DELAY_MS;
  let hasRequested = false;
  const seen = new Set<string>();
  const storeRules = await findStoreRulesForUrl(db, site.href);
  const catalogue = createPageCatalogue(db);

  /** Waits for the store's pause since the last request and counts the next; false once the cap is reached. */
  async function takeTurn(): Promise<boolean> {
    if (counts.pagesRead >= maxPages) return false;
    if (hasRequested) await sleep(delayMs);
    hasRequested = true;
    counts.pagesRead++;
    // The admin's screen shows a running run's counts so far.
    if (counts.pagesRead % PROGRESS_EVERY === 0) {
      await db.update(discoveryRuns).set(counts).where(eq(discoveryRuns.id, runId));
    }
    return true;
  }

  /** One request, after the store's pause since the last one; null once the cap is reached. */
  async function request(address: string, validators?: Validators): Promise<SiteResponse | null> {
    if (!(await takeTurn())) return null;
    return options.fetcher.get(address, validators);
  }

  /**
   * The page as a shopper's browser shows it, where the served HTML is not enough: the store is set
   * to be read in the browser, or the page is an application shell with no product in it. The
   * browser's visit is a request like any other (the pause before it, the cap). Without a browser,
   * past the cap, or when the browser cannot show it, the page is read as served.
   */
  async function pageOf(response: SiteResponse): Promise<ReadPage> {
    const served = {
      html: response.body,
      url: response.url,
      identity: readPageIdentity(response.body, response.url),
    };
    const renderer = options.renderer;
    if (!renderer || storeRules.fetchMode === "http") return served;
    const needsBrowser =
      storeRules.fetchMode === "browser" || (served.identity === null && looksLikeAppShell(response.body));
    if (!needsBrowser || !(await takeTurn())) return served;
    try {
      const rendered = await renderer.render({
        url: response.url,
        waitForSelector: storeRules.waitForSelector,
        isReady: (html, url) =>
          readPageIdentity(html, url) !== null &&
          extractPrice(html, url, storeRules, { readDetails: false }).price !== null,
      });
      if (rendered.status < 200 || rendered.status >= 300) return served;
      return {
        html: rendered.html,
        url: rendered.url,
        identity: readPageIdentity(rendered.html, rendered.url),
      };
    } catch (error) {
      if (error instanceof PriceFetchError) return served;
      throw error;
    }
  }

  const sameSite = (address: string) => {
    try {
      const url = new URL(address);
      return url.host === site.host && (url.protocol === "http:" || url.protocol === "https:");
    } catch {
      return false;
    }
  };

  async function readProductPage(address: string, entry: SitemapEntry | null): Promise<"read" | "capped"> {
    const [known] = await db
      .select()
      .from(discoveredPages)
      .where(and(eq(discoveredPages.storeId, store!.id), eq(discoveredPages.url, address)));
    if (known && known.kind !== "failed" && entry?.lastmod && known.lastmod === entry.lastmod) {
      counts.unchanged++;
      return "read";
    }
    let response: SiteResponse | null;
    try {
      response = await request(address, known && known.kind !== "failed" ? known : undefined);
    } catch (error) {
      if (!(error instanceof PriceFetchError)) throw error;
      await remember(address, { kind: "failed", lastmod: entry?.lastmod ?? null });
      counts.skipped++;
      return "read";
    }
    if (!response) return "capped";
    if (response.status === 304) {
      counts.unchanged++;
      // The page is as it was: its offer's price is confirmed as of now (PD-21).
      await db
        .update(productPrices)
        .set({ checkedAt: now })
        .where(and(eq(productPrices.storeName, store!.name), eq(productPrices.url, address)));
      await remember(address, {
        kind: known?.kind ?? "other",
        lastmod: entry?.lastmod ?? null,
        productId: known?.productId ?? null,
      });
      return "read";
    }
    if (response.status === 404 || response.status === 410) {
      counts.gone++;
      await markGone(address);
      await remember(address, { kind: "gone", lastmod: entry?.lastmod ?? null });
      return "read";
    }
    if (response.status < 200 || response.status >= 300) {
      counts.skipped++;
      await remember(address, { kind: "failed", lastmod: entry?.lastmod ?? null });
      return "read";
    }
    const page = await pageOf(response);
    const { identity } = page;
    if (!identity) {
      counts.skipped++;
      await remember(address, {
        kind: "other",
        lastmod: entry?.lastmod ?? null,
        validators: response.validators,
      });
      return "read";
    }
    const productId = await takeProductPage(address, page.html, identity);
    await remember(address, {
      kind: "product",
      lastmod: entry?.lastmod ?? null,
      validators: response.validators,
      productId,
    });
    return "read";
  }

  async function takeProductPage(
    address: string,
    html: string,
    identity: PageIdentity,
  ): Promise<string | null> {
    counts.productPages++;
    const extraction = extractPrice(html, address, storeRules);
    const halalas =
      extraction.price !== null && !extraction.ambiguous ? Math.round(extraction.price * 100) : 0;
    const price = halalas > 0 ? fromHalalas(halalas) : null;
    const wasPrice =
      extraction.wasPrice === undefined ? null : fromHalalas(Math.round(extraction.wasPrice * 100));

    // The admin's remembered decision for this address comes first: a product, or ignored.
    const [decision] = await db
      .select({ productId: feedItemLinks.productId })
      .from(feedItemLinks)
      .where(and(eq(feedItemLinks.storeId, store!.id), eq(feedItemLinks.itemId, address)));
    let outcome: ReturnType<typeof matchPage>;
    if (decision) {
      if (!decision.productId) {
        counts.skipped++;
        return null;
      }
      outcome = { kind: "matched", productId: decision.productId, rule: "decision" as MatchRule };
    } else {
      const input = {
        identity,
        byGtin: await catalogue.byGtin(identity.gtins),
        ofBrand: await catalogue.ofBrand(pageBrandKey(identity)),
      };
      // The GTIN, the model or the page's condition decide most pages: the search for the name
      // rule's candidates is made only for the others.
      outcome = matchPage({ ...input, byName: [] });
      if (outcome.kind === "queued")
        outcome = matchPage({ ...input, byName: await catalogue.byName(identity) });
    }
    if (outcome.kind === "skipped") {
      counts.skipped++;
      return null;
    }
    if (outcome.kind === "matched") {
      if (price === null && extraction.in_stock !== false) {
        // No price to record and no stock news: nothing a shopper could act on.
        counts.skipped++;
        return outcome.productId;
      }
      await attach(outcome.productId, address, price, extraction.in_stock, wasPrice);
      await db
        .delete(unmatchedFeedItems)
        .where(and(eq(unmatchedFeedItems.storeId, store!.id), eq(unmatchedFeedItems.itemId, address)));
      counts.matched++;
      return outcome.productId;
    }
    if (price === null) {
      counts.skipped++;
      return null;
    }
    const candidates: QueuedCandidate[] = outcome.candidates.map((candidate) => ({
      productId: candidate.product.id,
      name: candidate.product.nameEn,
      rule: candidate.rule,
      reason: candidate.reason,
      detail: candidate.detail,
      ...(candidate.axis ? { axis: candidate.axis } : {}),
    }));
    const gtin = identity.gtins.map(normalizeGtin).find((value) => value !== null) ?? null;
    const queued = {
      title: identity.name.slice(0, 500),
      link: address,
      price,
      gtin,
      mpn: identity.mpn ?? identity.model,
      brand: identity.brand,
      imageLink: identity.image,
      source: "page" as const,
      candidates,
      lastSeenAt: now,
    };
    await db
      .insert(unmatchedFeedItems)
      .values({ storeId: store!.id, itemId: address, firstSeenAt: now, ...queued })
      .onConflictDoUpdate({ target: [unmatchedFeedItems.storeId, unmatchedFeedItems.itemId], set: queued });
    counts.queued++;
    return null;
  }

  async function attach(
    productId: string,
    address: string,
    price: string | null,
    inStock: boolean | null,
    wasPrice: string | null,
  ): Promise<void> {
    await attachPageOffer(db, {
      storeName: store!.name,
      productId,
      address,
      price,
      inStock,
      wasPrice,
      now,
      onLowestPriceChanged: options.onLowestPriceChanged,
    });
  }

  /** A page gone from the store: its offers there are out of stock (a reading without a price). */
  async function markGone(address: string): Promise<void> {
    const offers = await db
      .select({ id: productPrices.id, productId: productPrices.productId })
      .from(productPrices)
      .where(
        and(
          eq(productPrices.storeName, store!.name),
          eq(productPrices.url, address),
          sql`${productPrices.inStock} is distinct from false`,
        ),
      );
    for (const offer of offers) {
      await db.transaction(async (tx) => {
        const recorded = await recordPriceReading(tx, {
          productPriceId: offer.id,
          price: null,
          inStock: false,
          now,
        });
        if (recorded && recorded.lowestAfter !== recorded.lowestBefore && options.onLowestPriceChanged) {
          await options.onLowestPriceChanged(tx, {
            productId: offer.productId,
            lowestPrice: recorded.lowestAfter,
          });
        }
      });
    }
  }

  async function remember(
    address: string,
    seenAs: {
      kind: "product" | "other" | "gone" | "failed";
      lastmod: string | null;
      validators?: Validators;
      productId?: string | null;
    },
  ): Promise<void> {
    const values = {
      kind: seenAs.kind,
      lastmod: seenAs.lastmod,
      productId: seenAs.productId ?? null,
      lastReadAt: now,
      ...(seenAs.validators
        ? { etag: seenAs.validators.etag, lastModified: seenAs.validators.lastModified }
        : seenAs.kind === "gone" || seenAs.kind === "failed"
          ? { etag: null, lastModified: null }
          : {}),
    };
    await db
      .insert(discoveredPages)
      .values({ storeId: store!.id, url: address, ...values })
      .onConflictDoUpdate({ target: [discoveredPages.storeId, discoveredPages.url], set: values });
  }

  /** The same site's pages a sitemap lists, index children followed; null when the site has none. */
  async function sitemapEntries(rules: RobotsRules): Promise<SitemapEntry[] | null> {
    const pending = rules.sitemaps.length ? [...rules.sitemaps] : [new URL("/sitemap.xml", site).href];
    const pages: SitemapEntry[] = [];
    let found = false;
    let read = 0;
    while (pending.length && read < MAX_SITEMAPS) {
      const address = pending.shift()!;
      read++;
      let response: SiteResponse | null;
      try {
        response = await request(address);
      } catch (error) {
        if (error instanceof PriceFetchError) continue;
        throw error;
      }
      if (!response) break;
      if (response.status !== 200) continue;
      try {
        const sitemap = readSitemap(response.body);
        found = true;
        if (sitemap.kind === "index")
          pending.push(...productSitemapsOf(sitemap.entries).map((entry) => entry.loc));
        else pages.push(...sitemap.entries.filter((entry) => sameSite(entry.loc)));
      } catch (error) {
        if (!(error instanceof SitemapFormatError)) throw error;
      }
    }
    return found ? pages : null;
  }

  /** Pages found by following the same site's links from the home page, product pages read on the way. */
  async function walk(rules: RobotsRules): Promise<void> {
    const queue = [site.href];
    seen.add(site.href);
    while (queue.length) {
      const address = queue.shift()!;
      let response: SiteResponse | null;
      try {
        response = await request(address);
      } catch (error) {
        if (error instanceof PriceFetchError) {
          counts.skipped++;
          continue;
        }
        throw error;
      }
      if (!response) return;
      if (response.status === 404 || response.status === 410) {
        counts.gone++;
        await markGone(address);
        continue;
      }
      if (response.status !== 200) {
        counts.skipped++;
        continue;
      }
      const page = await pageOf(response);
      const { identity } = page;
      if (identity) {
        const productId = await takeProductPage(address, page.html, identity);
        await remember(address, {
          kind: "product",
          lastmod: null,
          validators: response.validators,
          productId,
        });
        continue;
      }
      for (const link of linksOf(page.html, page.url)) {
        if (seen.has(link) || !sameSite(link) || NOT_PAGES.test(link) || NOT_LISTINGS.test(link)) continue;
        seen.add(link);
        if (!rules.isAllowed(link)) {
          counts.refusedByRobots++;
          continue;
        }
        queue.push(link);
      }
    }
  }

  let status: DiscoverySummary["status"] = "finished";
  let reason: string | null = null;
  try {
    const robotsUrl = new URL("/robots.txt", site).href;
    let robots: SiteResponse | null = null;
    try {
      robots = await request(robotsUrl);
    } catch (error) {
      if (!(error instanceof PriceFetchError)) throw error;
    }
    const rules = robots ? robotsForStatus(robotsUrl, robots.status, robots.body) : null;
    // A robots.txt that cannot be read (5xx, no answer) closes the site for this run (RFC 9309).
    if (!rules) throw new RunFailed("robotsUnavailable");
    if (rules.crawlDelaySeconds)
      delayMs = Math.min(MAX_DELAY_MS, Math.max(delayMs, rules.crawlDelaySeconds * 1000));
    if (!rules.isAllowed(site.href) && !rules.isAllowed(new URL("/", site).href))
      throw new RunFailed("robotsRefused");

    const entries = await sitemapEntries(rules);
    if (entries) {
      for (const entry of entries) {
        if (seen.has(entry.loc)) continue;
        seen.add(entry.loc);
        if (!rules.isAllowed(entry.loc)) {
          counts.refusedByRobots++;
          continue;
        }
        if ((await readProductPage(entry.loc, entry)) === "capped") break;
      }
    } else {
      await walk(rules);
    }
  } catch (error) {
    if (!(error instanceof RunFailed)) {
      await finish("failed", "failed");
      throw error;
    }
    status = "failed";
    reason = error.code;
  }
  await finish(status, reason);
  return { runId, status, reason, delayMs, ...counts };

  async function finish(finalStatus: DiscoverySummary["status"], finalReason: string | null) {
    await db
      .update(discoveryRuns)
      .set({ status: finalStatus, reason: finalReason, finishedAt: new Date(), ...counts })
      .where(eq(discoveryRuns.id, runId));
  }
}

/** The links of a page, absolute, without their fragment. */
function linksOf(html: string, base: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*href\s*=\s*["']([^"'#]+)/gi)) {
    try {
      const url = new URL(match[1]!.trim(), base);
      url.hash = "";
      links.push(url.href);
    } catch {
      // Not an address.
    }
  }
  return links;
}
