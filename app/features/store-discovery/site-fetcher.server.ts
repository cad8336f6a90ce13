// Requests to a store's site during discovery (issue 36), under the price fetcher's rules (public
// addresses only, on the first request and every redirect, timeouts, a size cap counted after
// decompression) and as Qaren's crawler says who it is. Conditional when the last answer's ETag or
// Last-Modified is known; the status is the caller's to read (404/410 mean the page is gone).

import { gunzipSync } from "node:zlib";
import {
  createPublicAgent,
  fetchFollowingRedirects,
  readCappedBody,
} from "~/features/page-fetching/page-fetcher.server";
import { PriceFetchError } from "~/features/page-fetching/price-errors";

/** The name robots.txt rules address; also sent as the request's user agent. */
export const CRAWLER_NAME = "QarenBot";
export const CRAWLER_USER_AGENT = `${CRAWLER_NAME}/1.0 (+price comparison; reads product pages)`;

export type Validators = { etag: string | null; lastModified: string | null };

export type SiteResponse = {
  status: number;
  /** The address the answer came from, after redirects. */
  url: string;
  /** The body as text (gzip files unpacked); empty for 304 and failures. */
  body: string;
  validators: Validators;
};

export type SiteFetcher = {
  get(address: string, validators?: Validators): Promise<SiteResponse>;
  close(): Promise<void>;
};

export type SiteFetcherOptions = {
  allowPrivateHosts: boolean;
  totalTimeoutMs?: number;
  readTimeoutMs?: number;
  /** A sitemap may be 50 MB uncompressed (sitemaps.org); a page far less. */
  maxBodyBytes?: number;
};

const GZIP_MAGIC = [0x1f, 0x8b];

export function createSiteFetcher({
  allowPrivateHosts,
  totalTimeoutMs = 60_000,
  readTimeoutMs = 20_000,
  maxBodyBytes = 50 * 1024 * 1024,
}: SiteFetcherOptions): SiteFetcher {
  const agent = createPublicAgent({
    allowPrivateHosts,
    connectTimeoutMs: 10_000,
    readTimeoutMs,
    maxBodyBytes,
  });

  async function get(address: string, validators?: Validators): Promise<SiteResponse> {
    const signal = AbortSignal.timeout(totalTimeoutMs);
    const headers: Record<string, string> = {
      "user-agent": CRAWLER_USER_AGENT,
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5",
      "accept-language": "ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7",
      "accept-encoding": "gzip, deflate, br",
    };
    if (validators?.etag) headers["if-none-match"] = validators.etag;
    if (validators?.lastModified) headers["if-modified-since"] = validators.lastModified;
    const { response, url } = await fetchFollowingRedirects(address, {
      agent,
      headers,
      signal,
      allowPrivateHosts,
      maxRedirects: 5,
    });
    const answer = {
      status: response.status,
      url: url.href,
      validators: { etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") },
    };
    if (!response.ok) {
      await response.body?.cancel();
      return { ...answer, body: "" };
    }
    let bytes = await readCappedBody(response, maxBodyBytes, signal);
    // A sitemap.xml.gz is a gzip file, not a gzip-encoded answer: unpacked here, within the cap.
    if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
      try {
        bytes = gunzipSync(bytes, { maxOutputLength: maxBodyBytes });
      } catch {
        throw new PriceFetchError("tooLarge");
      }
    }
    return { ...answer, body: new TextDecoder().decode(bytes) };
  }

  return { get, close: () => agent.close() };
}
