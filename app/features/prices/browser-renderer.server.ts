// Reads store pages that render their price with JavaScript (issue 16, decision 18): one headless
// Chromium shared by every job, a small pool of pages, a time limit per page, images, fonts and
// media never loaded, downloads refused, and the fetcher's public-address rule (decision 8) applied
// to the page, every redirect and every subresource. The browser closes itself when idle.
//
// Playwright does not show a route handler the hops of a redirect, so every request is fetched by
// the handler itself without following redirects: a hop of a subresource is checked and fetched in
// turn, and a redirect of the page itself becomes a new navigation, checked like the first.

import dns from "node:dns/promises";
import { isIP } from "node:net";
import type { Browser, BrowserContext, Route } from "playwright-core";
import { PriceFetchError } from "./price-errors";
import { hostOf, isPublicAddress } from "./public-address.server";

const BLOCKED_RESOURCE_TYPES = new Set(["image", "font", "media", "imageset", "texttrack", "manifest"]);
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
  "--mute-audio",
  "--renderer-process-limit=2",
  "--js-flags=--max-old-space-size=128",
];
const MAX_REDIRECTS = 5;

/** Whether the browser may load an address: the public-address rule, or anything in tests. */
export type AddressPolicy = (url: URL) => Promise<boolean>;

/** Decision 8 for the browser: literal addresses and every address a name resolves to are public. */
export const publicAddressPolicy: AddressPolicy = async (url) => {
  const host = hostOf(url);
  if (isIP(host) !== 0) return isPublicAddress(host);
  try {
    const addresses = await dns.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address));
  } catch {
    return false;
  }
};

export const allowAllAddresses: AddressPolicy = async () => true;

export type BrowserRendererOptions = {
  executablePath: string;
  policy: AddressPolicy;
  /** Pages open at once; further readings wait their turn. */
  poolSize?: number;
  /** How long a page may take to show its price after it starts loading (the spec's 5 s wait). */
  pageTimeoutMs?: number;
  /** The browser closes after this long without a reading. */
  idleCloseMs?: number;
};

export type RenderRequest = {
  url: string;
  /** A CSS selector to wait for before reading (a store rule). */
  waitForSelector?: string | null;
  /** Whether the page holds what is wanted yet; polled until true or the time limit. */
  isReady?: (html: string, url: string) => boolean;
  screenshot?: boolean;
  signal?: AbortSignal;
};

export type RenderedPage = {
  html: string;
  url: string;
  /** A JPEG of the rendered page when asked for. */
  screenshot: Buffer | null;
  /** Addresses refused under the address rule (subresources the page still rendered without). */
  blocked: string[];
  /** Whether the page became ready (or showed the selector) before the time limit. */
  isReady: boolean;
  /** The HTTP status the page was served with. */
  status: number;
};

export type BrowserRenderer = {
  render(request: RenderRequest): Promise<RenderedPage>;
  /** Whether the browser process is running now. */
  isRunning(): boolean;
  close(): Promise<void>;
};

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400 && status !== 304;
}

export function createBrowserRenderer({
  executablePath,
  policy,
  poolSize = 2,
  pageTimeoutMs = 5000,
  idleCloseMs = 60_000,
}: BrowserRendererOptions): BrowserRenderer {
  let browser: Promise<Browser> | null = null;
  let active = 0;
  const waiting: Array<() => void> = [];
  let idleTimer: NodeJS.Timeout | null = null;

  const launch = async (): Promise<Browser> => {
    const { chromium } = await import("playwright-core");
    const launched = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    launched.on("disconnected", () => {
      browser = null;
    });
    return launched;
  };

  const getBrowser = (): Promise<Browser> => {
    browser ??= launch().catch((error: unknown) => {
      browser = null;
      throw error;
    });
    return browser;
  };

  const closeBrowser = async () => {
    const current = browser;
    browser = null;
    if (current) await (await current.catch(() => null))?.close();
  };

  const acquire = async () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (active >= poolSize) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
  };
  const release = () => {
    active--;
    waiting.shift()?.();
    if (active === 0 && waiting.length === 0) {
      idleTimer = setTimeout(() => void closeBrowser(), idleCloseMs);
      idleTimer.unref();
    }
  };

  async function render(request: RenderRequest): Promise<RenderedPage> {
    let url = new URL(request.url);
    if (!(await policy(url))) throw new PriceFetchError("blockedAddress");
    await acquire();
    let context: BrowserContext | null = null;
    try {
      context = await (await getBrowser()).newContext({
        acceptDownloads: false,
        serviceWorkers: "block",
        userAgent: USER_AGENT,
        locale: "ar-SA",
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled: true,
      });
      const blocked: string[] = [];
      let pendingRedirect: URL | null = null;
      let pageBlocked = false;
      await context.routeWebSocket(/.*/, (socket) => socket.close());
      await context.route("**/*", (route) =>
        handleRoute(route, policy, blocked, (target, isBlocked) => {
          if (isBlocked) pageBlocked = true;
          else pendingRedirect = target;
        }),
      );
      const page = await context.newPage();
      page.on("download", (download) => void download.cancel());
      const deadline = Date.now() + pageTimeoutMs;
      const remaining = () => Math.max(1, deadline - Date.now());
      let status = 0;
      for (let redirects = 0; ; redirects++) {
        pendingRedirect = null;
        const navigation = await page
          .goto(url.href, { waitUntil: "commit", timeout: remaining() })
          .then((response) => {
            status = response?.status() ?? 0;
            return null;
          })
          .catch((error: unknown) => error);
        if (pageBlocked) throw new PriceFetchError("blockedAddress");
        const next = pendingRedirect as URL | null;
        if (next) {
          if (redirects >= MAX_REDIRECTS) throw new PriceFetchError("tooManyRedirects");
          url = next;
          continue;
        }
        if (navigation) throw toRenderError(navigation, request.signal);
        break;
      }
      let isReady = false;
      if (request.waitForSelector) {
        isReady = await page
          .waitForSelector(request.waitForSelector, { state: "attached", timeout: remaining() })
          .then(() => true)
          .catch(() => false);
      }
      if (!isReady) {
        // Polled until the page holds a price or the time limit, whichever comes first.
        let previous = "";
        while (Date.now() < deadline && !request.signal?.aborted) {
          const html = await page.content().catch(() => "");
          // The extractor runs again only when the page changed since the last look.
          if (html !== previous && request.isReady?.(html, page.url())) {
            isReady = true;
            break;
          }
          previous = html;
          await page.waitForTimeout(Math.min(200, remaining()));
        }
      }
      if (request.signal?.aborted) throw request.signal.reason;
      const html = await page.content();
      const screenshot = request.screenshot
        ? await page.screenshot({ type: "jpeg", quality: 60, timeout: 3000 }).catch(() => null)
        : null;
      return { html, url: page.url(), screenshot, blocked, isReady, status };
    } finally {
      await context?.close().catch(() => {});
      release();
    }
  }

  return {
    render,
    isRunning: () => browser !== null,
    close: async () => {
      if (idleTimer) clearTimeout(idleTimer);
      await closeBrowser();
    },
  };
}

async function handleRoute(
  route: Route,
  policy: AddressPolicy,
  blocked: string[],
  onPageRedirect: (target: URL | null, isBlocked: boolean) => void,
): Promise<void> {
  const request = route.request();
  const isPage = request.isNavigationRequest() && request.frame().parentFrame() === null;
  if (BLOCKED_RESOURCE_TYPES.has(request.resourceType())) {
    await route.abort("blockedbyclient");
    return;
  }
  let url: URL;
  try {
    url = new URL(request.url());
  } catch {
    await route.abort("blockedbyclient");
    return;
  }
  if (url.protocol === "data:" || url.protocol === "blob:") {
    await route.continue();
    return;
  }
  try {
    for (let hops = 0; ; hops++) {
      if ((url.protocol !== "http:" && url.protocol !== "https:") || !(await policy(url))) {
        blocked.push(url.href);
        if (isPage) onPageRedirect(null, true);
        await route.abort("blockedbyclient");
        return;
      }
      const response = await route.fetch({ url: url.href, maxRedirects: 0, timeout: 10_000 });
      const location = response.headers().location;
      if (!isRedirect(response.status()) || !location || hops >= MAX_REDIRECTS) {
        await route.fulfill({ response });
        return;
      }
      const next = new URL(location, url);
      if (isPage) {
        // The page's own redirect: a new navigation, so the page keeps its real address.
        onPageRedirect(next, false);
        await route.abort("aborted");
        return;
      }
      url = next;
    }
  } catch {
    await route.abort("failed").catch(() => {});
  }
}

function toRenderError(error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason;
  if (error instanceof PriceFetchError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(message)) return new PriceFetchError("timeout", {}, { cause: error });
  return new PriceFetchError("network", {}, { cause: error });
}
