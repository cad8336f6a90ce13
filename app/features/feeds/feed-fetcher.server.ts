// Downloads a store's feed as a stream, under the price fetcher's rules (public addresses only, for
// the first request and every redirect) and conditionally: the ETag and Last-Modified of the last
// answer are sent back, and a 304 means the feed has not changed since (issue 24).

import {
  createPublicAgent,
  fetchFollowingRedirects,
  toPriceFetchError,
} from "~/features/page-fetching/page-fetcher.server";
import { codeForHttpStatus, PriceFetchError } from "~/features/page-fetching/price-errors";

export type FeedValidators = { etag: string | null; lastModified: string | null };

export type OpenedFeed =
  | { changed: false }
  | { changed: true; body: AsyncIterable<Uint8Array>; validators: FeedValidators; url: string };

export type FeedFetcherOptions = {
  allowPrivateHosts: boolean;
  /** The whole download: large feeds take a while, but a stalled one must not hold a worker. */
  totalTimeoutMs?: number;
  readTimeoutMs?: number;
  maxRedirects?: number;
  maxBodyBytes?: number;
};

export async function openFeed(
  address: string,
  validators: FeedValidators,
  {
    allowPrivateHosts,
    totalTimeoutMs = 10 * 60_000,
    readTimeoutMs = 60_000,
    maxRedirects = 5,
    maxBodyBytes = 1024 * 1024 * 1024,
  }: FeedFetcherOptions,
): Promise<OpenedFeed> {
  const signal = AbortSignal.timeout(totalTimeoutMs);
  const agent = createPublicAgent({
    allowPrivateHosts,
    connectTimeoutMs: 15_000,
    readTimeoutMs,
    maxBodyBytes,
  });
  const headers: Record<string, string> = {
    "user-agent": "QarenFeedReader/1.0 (+price comparison)",
    accept: "application/xml, text/xml, text/tab-separated-values, text/csv, text/plain, */*;q=0.5",
    "accept-encoding": "gzip, deflate, br",
  };
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;

  try {
    const { response, url } = await fetchFollowingRedirects(address, {
      agent,
      headers,
      signal,
      allowPrivateHosts,
      maxRedirects,
    });
    if (response.status === 304) {
      await response.body?.cancel();
      await agent.close();
      return { changed: false };
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new PriceFetchError(codeForHttpStatus(response.status), { status: response.status });
    }
    const body = response.body;
    return {
      changed: true,
      url: url.href,
      validators: {
        etag: response.headers.get("etag"),
        lastModified: response.headers.get("last-modified"),
      },
      body: (async function* () {
        try {
          for await (const chunk of body) yield chunk;
        } catch (error) {
          throw toPriceFetchError(error, signal);
        } finally {
          await agent.close();
        }
      })(),
    };
  } catch (error) {
    await agent.close();
    throw toPriceFetchError(error, signal);
  }
}
