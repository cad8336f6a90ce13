// Reads store pages that render their price with JavaScript (issue 16, ADR-0018): one headless
// Chromium shared by every job, a small pool of pages, a time limit per page, images, fonts and
// media never loaded, downloads refused, and the fetcher's public-address rule (PD-8) applied
// to the page, every redirect and every subresource. The browser closes itself when idle.
//
// Playwright does not show a route handler the hops of a redirect, so every request is fetched by
// the handler itself without following redirects: a hop of a subresource is checked and fetched in
// turn, and a redirect of the page itself becomes a new navigation, checked like the first.

import dns from "node:dns/promises";
import { isIP } from "node:net";
import type { Browser, BrowserContext, Frame, Page, Route } from "playwright-core";
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
  // WebRTC reaches addresses without a request the address rule could see (issue 30): no UDP
  // without a proxy, and the page guard below takes its interfaces away.
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--webrtc-ip-handling-policy=disable_non_proxied_udp",
];
const MAX_REDIRECTS = 5;
/** A rendered page larger than the fetcher's largest page is not read (characters of HTML). */
const MAX_RENDERED_CHARS = 5 * 1024 * 1024;
/** Elements a rendered page may have (a large store page has under 10,000). */
const MAX_ELEMENTS = 50_000;
/** How far past the page's time limit one step may run before the page counts as unresponsive. */
const STEP_GRACE_MS = 5000;
const CLOSE_TIMEOUT_MS = 5000;
/** How long starting the browser and opening a tab may take. */
const SETUP_TIMEOUT_MS = 30_000;

/**
 * Runs in every frame before the page's own scripts: what a store page never needs to show its
 * price. No windows, no dialogs, no printing, and no WebRTC (its connections bypass the address
 * rule). The properties are made read-only so the page cannot put them back.
 */
const PAGE_GUARD_SCRIPT = `(() => {
  const set = (name, value) => {
    try { Object.defineProperty(window, name, { value, writable: false, configurable: false }); } catch {}
  };
  for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection", "RTCDataChannel", "RTCIceCandidate",
    "RTCSessionDescription", "RTCRtpSender", "RTCRtpReceiver", "RTCRtpTransceiver", "RTCCertificate",
    "RTCIceTransport", "RTCDtlsTransport", "RTCSctpTransport", "RTCEncodedAudioFrame", "RTCEncodedVideoFrame"]) {
    set(name, undefined);
  }
  set("open", () => null);
  set("alert", () => undefined);
  set("confirm", () => false);
  set("prompt", () => null);
  set("print", () => undefined);
})();`;

/** Whether the browser may load an address: the public-address rule, or anything in tests. */
export type AddressPolicy = (url: URL) => Promise<boolean>;

/** PD-8 for the browser: literal addresses and every address a name resolves to are public. */
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
  isReady?: (html: string, url: string) => boolean | Promise<boolean>;
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
  /** The process that reads pages, when it is not this one (browser-process.server.ts). */
  processId?(): number | null;
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
    const launched = await chromium.launch({
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      // Playwright turns Chromium's pop-up blocker off; a store page has no business opening windows.
      ignoreDefaultArgs: ["--disable-popup-blocking"],
    });
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
    if (current) await (await current.catch(() => null))?.close().catch(() => {});
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
    // Whatever ends a reading early from outside its own steps: the tab crashing, the browser going
    // away, or the caller giving up. Every step races it, so no event can leave a reading hanging.
    let fail: (error: unknown) => void = () => {};
    const failure = new Promise<never>((_, reject) => {
      fail = reject;
    });
    failure.catch(() => {});
    const onAbort = () => fail(request.signal?.reason);
    request.signal?.addEventListener("abort", onAbort, { once: true });
    const onDisconnect = () => fail(new PriceFetchError("browserFailed"));
    let connected: Browser | null = null;
    // Starting the browser and a tab has its own limit; the page's starts when it starts loading.
    let deadline = Date.now() + SETUP_TIMEOUT_MS;
    const remaining = () => Math.max(1, deadline - Date.now());
    /** One step of the reading: it ends with the reading's failure, or past the time limit. */
    const step = <T>(work: Promise<T>): Promise<T> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new PriceFetchError("pageUnresponsive")),
          remaining() + STEP_GRACE_MS,
        );
      });
      return Promise.race([work, failure, late]).finally(() => clearTimeout(timer));
    };
    try {
      if (request.signal?.aborted) throw request.signal.reason;
      connected = await step(getBrowser());
      connected.once("disconnected", onDisconnect);
      context = await step(
        connected.newContext({
          acceptDownloads: false,
          serviceWorkers: "block",
          userAgent: USER_AGENT,
          locale: "ar-SA",
          viewport: { width: 1280, height: 900 },
          javaScriptEnabled: true,
        }),
      );
      const openedContext = context;
      await step(openedContext.addInitScript({ content: PAGE_GUARD_SCRIPT }));
      const blocked: string[] = [];
      let pendingRedirect: URL | null = null;
      let pageBlocked = false;
      let page: Page | null = null;
      await step(openedContext.routeWebSocket(/.*/, (socket) => socket.close()));
      await step(
        openedContext.route("**/*", (route) =>
          handleRoute(
            route,
            policy,
            blocked,
            (frame) => page !== null && frame === page.mainFrame(),
            (target, isBlocked) => {
              if (isBlocked) pageBlocked = true;
              else pendingRedirect = target;
            },
          ),
        ),
      );
      const opened = await step(openedContext.newPage());
      page = opened;
      // A window the page opens despite the guard is closed at once; its requests are refused below.
      openedContext.on("page", (other) => {
        if (other !== opened) void other.close().catch(() => {});
      });
      opened.on("crash", () => fail(new PriceFetchError("pageCrashed")));
      opened.on("dialog", (dialog) => void dialog.dismiss().catch(() => {}));
      opened.on("download", (download) => void download.cancel().catch(() => {}));
      let status = 0;
      deadline = Date.now() + pageTimeoutMs;
      for (let redirects = 0; ; redirects++) {
        pendingRedirect = null;
        const navigation = await step(
          opened
            .goto(url.href, { waitUntil: "commit", timeout: remaining() })
            .then((response) => {
              status = response?.status() ?? 0;
              return null;
            })
            .catch((error: unknown) => error),
        );
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
        isReady = await step(
          opened
            .waitForSelector(request.waitForSelector, { state: "attached", timeout: remaining() })
            .then(() => true)
            .catch(() => false),
        );
      }
      if (!isReady) {
        // Polled until the page holds a price or the time limit, whichever comes first.
        let previous = "";
        while (Date.now() < deadline && !request.signal?.aborted) {
          await step(refuseHugePage(opened));
          // A page between two documents (it navigated itself) has no content for a moment.
          const html = await step(opened.content().catch(() => ""));
          // The extractor runs again only when the page changed since the last look.
          if (
            html !== previous &&
            html.length <= MAX_RENDERED_CHARS &&
            (await request.isReady?.(html, opened.url()))
          ) {
            isReady = true;
            break;
          }
          previous = html;
          await step(opened.waitForTimeout(Math.min(200, remaining())));
        }
      }
      if (request.signal?.aborted) throw request.signal.reason;
      await step(refuseHugePage(opened));
      // Content fails only while the page is between documents: it kept navigating until the end.
      const html = await step(
        opened
          .content()
          .catch((error: unknown) =>
            Promise.reject(new PriceFetchError("pageNavigated", {}, { cause: error })),
          ),
      );
      if (html.length > MAX_RENDERED_CHARS) throw new PriceFetchError("tooLarge");
      const screenshot = request.screenshot
        ? await step(opened.screenshot({ type: "jpeg", quality: 60, timeout: 3000 }).catch(() => null))
        : null;
      return { html, url: opened.url(), screenshot, blocked, isReady, status };
    } finally {
      request.signal?.removeEventListener("abort", onAbort);
      connected?.off("disconnected", onDisconnect);
      // Closing the context ends its renderer, even one a page's script keeps busy.
      await withTimeout(context?.close(), CLOSE_TIMEOUT_MS).catch(() => {});
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

/**
 * Refuses a page with more elements than any product page needs, before its HTML is copied out and
 * parsed: counting is cheap, serialising and parsing 200,000 elements is not.
 */
async function refuseHugePage(page: Page): Promise<void> {
  const elements = await page.evaluate(() => document.getElementsByTagName("*").length).catch(() => 0);
  if (elements > MAX_ELEMENTS) throw new PriceFetchError("tooLarge");
}

/** Settles with the work, or after `ms` with a rejection, whichever comes first. */
function withTimeout<T>(work: Promise<T> | undefined, ms: number): Promise<T | undefined> {
  if (!work) return Promise.resolve(undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Every request of the context: checked under the address rule and fetched by hand (see the top of
 * the file). Nothing here may throw: Playwright runs route handlers outside the reading, so an error
 * escaping one would be an uncaught exception in the process (issue 30's first finding).
 */
async function handleRoute(
  route: Route,
  policy: AddressPolicy,
  blocked: string[],
  isMainFrame: (frame: Frame) => boolean,
  onPageRedirect: (target: URL | null, isBlocked: boolean) => void,
): Promise<void> {
  try {
    const request = route.request();
    // A request from a window the page opened has no frame yet: it is refused like the window.
    let frame: Frame;
    try {
      frame = request.frame();
    } catch {
      await route.abort("blockedbyclient");
      return;
    }
    const isPage = request.isNavigationRequest() && isMainFrame(frame);
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
