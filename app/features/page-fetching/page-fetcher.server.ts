// Fetches one store page the way a browser would, within limits: connect and read timeouts, a cap
// on redirects and body size, compressed responses, and (PD-8) public addresses only.

import { Agent, fetch, type Response } from "undici";
import { looksLikeBotWall } from "~/features/price-extraction/page-shape";
import { codeForHttpStatus, PriceFetchError } from "./price-errors";
import { assertPublicLiteralHost, publicOnlyLookup } from "./public-address.server";

// Several stores answer an unknown client with a captcha page; a desktop browser gets the real one.
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const REQUEST_HEADERS = {
  "user-agent": USER_AGENT,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7",
  "accept-encoding": "gzip, deflate, br",
};
const CHALLENGE_STATUSES = new Set([403, 429, 503]);
const READABLE_TYPES = /^(text\/|application\/(xhtml\+xml|xml|json|ld\+json))/i;

export type PageFetcherOptions = {
  /** FETCH_ALLOW_PRIVATE_HOSTS: tests reach pages served on this machine. */
  allowPrivateHosts: boolean;
  connectTimeoutMs?: number;
  /** Longest wait for the response headers, and between two chunks of the body. */
  readTimeoutMs?: number;
  /** The whole request, redirects included. */
  totalTimeoutMs?: number;
  maxRedirects?: number;
  maxBodyBytes?: number;
};

export type FetchedPage = {
  html: string;
  /** The address the page was finally served from, after redirects. */
  url: string;
};

export type PageFetcher = {
  fetchPage(url: string, signal?: AbortSignal): Promise<FetchedPage>;
  close(): Promise<void>;
};

export function createPageFetcher({
  allowPrivateHosts,
  connectTimeoutMs = 10_000,
  readTimeoutMs = 15_000,
  totalTimeoutMs = 30_000,
  maxRedirects = 5,
  maxBodyBytes = 5 * 1024 * 1024,
}: PageFetcherOptions): PageFetcher {
  const agent = createPublicAgent({ allowPrivateHosts, connectTimeoutMs, readTimeoutMs, maxBodyBytes });

  async function fetchPage(address: string, outerSignal?: AbortSignal): Promise<FetchedPage> {
    const timeout = AbortSignal.timeout(totalTimeoutMs);
    const signal = outerSignal ? AbortSignal.any([outerSignal, timeout]) : timeout;
    const { response, url } = await fetchFollowingRedirects(address, {
      agent,
      headers: REQUEST_HEADERS,
      signal,
      allowPrivateHosts,
      maxRedirects,
    });
    if (!response.ok) {
      // A challenge page (403, 429, 503 with a captcha) is a bot wall, not an ordinary failure.
      if (CHALLENGE_STATUSES.has(response.status)) {
        const body = await readText(response, "", 256 * 1024, signal).catch(() => "");
        if (looksLikeBotWall(body)) throw new PriceFetchError("botCheck", { status: response.status });
      } else {
        await response.body?.cancel();
      }
      throw new PriceFetchError(codeForHttpStatus(response.status), { status: response.status });
    }
    const contentType = response.headers.get("content-type") ?? "";
    if (contentType && !READABLE_TYPES.test(contentType)) {
      await response.body?.cancel();
      throw new PriceFetchError("extractFailed");
    }
    const html = await readText(response, contentType, maxBodyBytes, signal);
    return { html, url: url.href };
  }

  return { fetchPage, close: () => agent.close() };
}

export type PublicAgentOptions = {
  allowPrivateHosts: boolean;
  connectTimeoutMs: number;
  readTimeoutMs: number;
  maxBodyBytes: number;
};

/** A connection pool that reaches public addresses only (PD-8), unless private hosts are allowed. */
export function createPublicAgent({
  allowPrivateHosts,
  connectTimeoutMs,
  readTimeoutMs,
  maxBodyBytes,
}: PublicAgentOptions): Agent {
  return new Agent({
    connect: { timeout: connectTimeoutMs, ...(allowPrivateHosts ? {} : { lookup: publicOnlyLookup }) },
    headersTimeout: readTimeoutMs,
    bodyTimeout: readTimeoutMs,
    maxResponseSize: maxBodyBytes,
  });
}

export type GuardedRequest = {
  /** From `createPublicAgent`: its lookup refuses a name that resolves to a private address. */
  agent: Agent;
  headers: Record<string, string>;
  signal: AbortSignal;
  allowPrivateHosts: boolean;
  maxRedirects: number;
};

/**
 * Requests an address and follows its redirects by hand, so that every hop passes the same checks
 * as the first (PD-8): an absolute http(s) address, no literal private address, and the
 * agent's public-only lookup. Store pages and store feeds both come through here. The answer is
 * the first response that is not a redirect, with the address it was served from.
 */
export async function fetchFollowingRedirects(
  address: string,
  { agent, headers, signal, allowPrivateHosts, maxRedirects }: GuardedRequest,
): Promise<{ response: Response; url: URL }> {
  let url = parseStoreUrl(address);
  for (let redirects = 0; ; redirects++) {
    if (!allowPrivateHosts) assertPublicLiteralHost(url);
    let response: Response;
    try {
      response = await fetch(url, { dispatcher: agent, headers, redirect: "manual", signal });
    } catch (error) {
      throw toPriceFetchError(error, signal);
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return { response, url };
    await response.body?.cancel();
    if (redirects >= maxRedirects) throw new PriceFetchError("tooManyRedirects");
    url = parseStoreUrl(location, url);
  }
}

/** The spec's URL checks ('URL is required', 'Invalid URL format'): an absolute http(s) address. */
export function parseStoreUrl(address: string, base?: URL): URL {
  const trimmed = address.trim();
  if (!trimmed) throw new PriceFetchError("urlRequired");
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    throw new PriceFetchError("invalidUrl");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new PriceFetchError("invalidUrl");
  return url;
}

/**
 * An answer's body, refused as "tooLarge" once it passes `maxBytes`: counted after decompression,
 * so a small compressed bomb is cut off as well. Every reader of a store's site reads through it.
 */
export async function readCappedBody(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new PriceFetchError("tooLarge");
      chunks.push(chunk);
    }
  } catch (error) {
    await response.body?.cancel().catch(() => {});
    throw toPriceFetchError(error, signal);
  }
  return Buffer.concat(chunks);
}

async function readText(
  response: Response,
  contentType: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes && !response.headers.get("content-encoding")) {
    await response.body?.cancel();
    throw new PriceFetchError("tooLarge");
  }
  const bytes = await readCappedBody(response, maxBytes, signal);
  if (bytes.includes(0)) throw new PriceFetchError("extractFailed");
  return decode(bytes, /charset=["']?([\w-]+)/i.exec(contentType)?.[1]);
}

function decode(bytes: Uint8Array, charset = "utf-8"): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // An unknown charset label: most Saudi stores serve UTF-8 whatever they declare.
    return new TextDecoder().decode(bytes);
  }
}

const TIMEOUT_CODES = new Set([
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "ETIMEDOUT",
]);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 6; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

/** Maps what undici and the network throw to our codes; a caller's own abort is passed on as is. */
export function toPriceFetchError(error: unknown, signal: AbortSignal): unknown {
  const chain = causes(error);
  const known = chain.find((entry) => entry instanceof PriceFetchError);
  if (known) return known;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    const isTimeout = reason instanceof DOMException && reason.name === "TimeoutError";
    return isTimeout ? new PriceFetchError("timeout", {}, { cause: error }) : reason;
  }
  const codes = chain.map((entry) => (entry as { code?: unknown }).code);
  if (codes.some((code) => typeof code === "string" && TIMEOUT_CODES.has(code))) {
    return new PriceFetchError("timeout", {}, { cause: error });
  }
  if (codes.includes("UND_ERR_RES_EXCEEDED_MAX_SIZE"))
    return new PriceFetchError("tooLarge", {}, { cause: error });
  return new PriceFetchError("network", {}, { cause: error });
}
