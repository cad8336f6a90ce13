// Operator tool: runs the store-page price extractor on a saved page or a live URL and prints the
// reading as one line of JSON.
//
//   npm run price:extract -- page.html --url https://store.sa/product/123
//   npm run price:extract -- https://store.sa/product/123

import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { extractPrice } from "~/features/prices/extract-price";

const USAGE = "Usage: npm run price:extract -- FILE_OR_URL [--url PAGE_URL]";
// Several stores answer bots with a captcha page; a desktop browser's User-Agent gets the real page.
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FETCH_TIMEOUT_MS = 15_000;

/** A failure with a message meant for the operator (no stack trace). */
class UsageError extends Error {}

interface CliArguments {
  target: string;
  pageUrl: string | null;
  help: boolean;
}

function parseArguments(argv: string[]): CliArguments {
  let target: string | null = null;
  let pageUrl: string | null = null;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? "";
    if (argument === "--help" || argument === "-h") return { target: "", pageUrl: null, help: true };
    if (argument === "--url" || argument.startsWith("--url=")) {
      const value = argument === "--url" ? argv[++index] : argument.slice("--url=".length);
      if (!value) throw new UsageError(`--url needs a page URL.\n${USAGE}`);
      pageUrl = requireHttpUrl(value, "--url");
    } else if (argument.startsWith("--")) {
      throw new UsageError(`Unknown option ${argument}.\n${USAGE}`);
    } else if (target === null) {
      target = argument;
    } else {
      throw new UsageError(`Only one FILE_OR_URL is accepted (got "${target}" and "${argument}").\n${USAGE}`);
    }
  }
  if (!target) throw new UsageError(`Missing FILE_OR_URL.\n${USAGE}`);
  return { target, pageUrl, help: false };
}

function requireHttpUrl(value: string, label: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:" || url.protocol === "file:") return url.href;
  } catch {
    // Reported below.
  }
  throw new UsageError(`${label} must be an absolute URL, got "${value}".`);
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}

async function fetchPage(url: string): Promise<{ html: string; pageUrl: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        "User-Agent": USER_AGENT,
        Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
        "Accept-Language": "ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7",
      },
      redirect: "follow",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") {
      throw new UsageError(`Timed out after ${FETCH_TIMEOUT_MS / 1000} s fetching ${url}`);
    }
    throw new UsageError(`Could not fetch ${url}: ${describeError(error)}`);
  }
  if (!response.ok) {
    throw new UsageError(`HTTP ${response.status} ${response.statusText} for ${url}`.trim());
  }
  // After redirects the final URL is the page the markup belongs to.
  return { html: await response.text(), pageUrl: response.url || url };
}

async function readPageFile(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${describeError(error)}`);
  }
}

async function main(): Promise<void> {
  const { target, pageUrl, help } = parseArguments(process.argv.slice(2));
  if (help) {
    console.log(USAGE);
    return;
  }
  let page: { html: string; pageUrl: string };
  if (isHttpUrl(target)) {
    const fetched = await fetchPage(requireHttpUrl(target, "FILE_OR_URL"));
    page = { html: fetched.html, pageUrl: pageUrl ?? fetched.pageUrl };
  } else {
    const html = await readPageFile(target);
    page = { html, pageUrl: pageUrl ?? pathToFileURL(path.resolve(target)).href };
  }
  console.log(JSON.stringify(extractPrice(page.html, page.pageUrl)));
}

main().catch((error: unknown) => {
  console.error(`price:extract: ${error instanceof UsageError ? error.message : describeError(error)}`);
  process.exitCode = 1;
});
