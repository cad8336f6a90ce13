import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";

// Flags this sandbox needs: no sandbox as root, and no background traffic to Google's hosts.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

let clientCounter = 0;
/** A distinct documentation-range address (RFC 5737) for each simulated client. */
export function uniqueClientAddress(): string {
  clientCounter += 1;
  return `198.51.${Math.floor(clientCounter / 250) + (process.pid % 200)}.${(clientCounter % 250) + 1}`;
}

export type WatchedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

/** A page in a fresh context that records every console error and uncaught exception. */
export async function openWatchedPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<WatchedPage> {
  // Each page is its own client for the server's rate limits (the e2e server trusts this header).
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientAddress() },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors };
}

export type WatchedPageOptions = {
  viewport?: { width: number; height: number };
  /** Console errors the test expects, e.g. the 401 of a deliberately wrong password. */
  allowedConsoleErrors?: RegExp[];
};

/**
 * Runs `run` on a fresh watched page and fails the test on any console error the page logged,
 * except those matching `allowedConsoleErrors` (e.g. the 401 of a deliberately wrong password).
 */
export async function withWatchedPage(
  browser: Browser,
  run: (watched: WatchedPage) => Promise<void>,
  options: WatchedPageOptions = {},
): Promise<void> {
  const watched = await openWatchedPage(browser, { viewport: options.viewport });
  try {
    await run(watched);
    const allowed = options.allowedConsoleErrors ?? [];
    expect(watched.consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)))).toEqual(
      [],
    );
  } finally {
    await watched.context.close();
  }
}

/**
 * One Chromium for the calling test file: call it once at the top of the file, and the browser is
 * launched before the file's tests and closed after them. `withPage` runs a test's steps on a fresh
 * watched page of it (see withWatchedPage); `browser()` is the browser itself, for a test that
 * opens its pages another way.
 */
export function setUpBrowser() {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(() => launched?.close());
  const browser = () => {
    if (!launched) throw new Error("The browser is launched before the file's tests: use it inside one");
    return launched;
  };
  const withPage = (run: (watched: WatchedPage) => Promise<void>, options?: WatchedPageOptions) =>
    withWatchedPage(browser(), run, options);
  return { browser, withPage };
}

/** Serious and critical accessibility violations on the page, as readable lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/**
 * React has taken over the server-rendered page: its fibres are attached to <main> and to every
 * form in it. Forms whose code is fetched on demand (the product page's alert and review forms)
 * hydrate a moment after the rest; submitted before that, they would post without their checks.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const isHydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    const main = document.querySelector("main");
    return main !== null && isHydrated(main) && [...main.querySelectorAll("form")].every(isHydrated);
  });
}
