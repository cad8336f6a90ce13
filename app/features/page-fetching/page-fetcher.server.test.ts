import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PricePagesServer,
  readPricePageManifest,
  startPricePagesServer,
} from "../../../tests/setup/price-pages-server";
import { createPageFetcher, type PageFetcher } from "./page-fetcher.server";
import { PriceFetchError } from "./price-errors";

let pages: PricePagesServer;
let fetcher: PageFetcher;
const laptop = readPricePageManifest().find((entry) => entry.file.startsWith("a01-"))!;

beforeAll(async () => {
  pages = await startPricePagesServer({ hosts: 2 });
  fetcher = createPageFetcher({
    allowPrivateHosts: true,
    readTimeoutMs: 300,
    totalTimeoutMs: 2000,
    maxBodyBytes: 1024 * 1024,
  });
});
afterAll(async () => {
  await fetcher.close();
  await pages.close();
});

async function errorCodeOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PriceFetchError);
  return error as PriceFetchError;
}

describe("fetching a store page", () => {
  it("reads a compressed page", async () => {
    const url = pages.pageUrl(laptop);
    const page = await fetcher.fetchPage(url);
    expect(page.url).toBe(url);
    expect(page.html).toContain("<html");
    expect(page.html).toContain("4,299");
  });

  it("follows redirects, to another host too, and reports the final address", async () => {
    const target = pages.pageUrl(laptop, 2);
    const page = await fetcher.fetchPage(`${pages.origin(1)}/redirect?to=${encodeURIComponent(target)}`);
    expect(page.url).toBe(target);
    expect(page.html).toContain("4,299");
  });

  it.each([
    [402, "http402"],
    [429, "http429"],
    [500, "http500"],
    [503, "httpStatus"],
    [404, "httpStatus"],
  ])("turns HTTP %i into %s", async (status, code) => {
    const error = await errorCodeOf(fetcher.fetchPage(`${pages.origin()}/status/${status}`));
    expect(error.code).toBe(code);
    if (code === "httpStatus") expect(error.params).toEqual({ status });
    expect(error.isRetryable).toBe(true);
  });

  it("gives up on a page that does not answer in time", async () => {
    const started = Date.now();
    const error = await errorCodeOf(fetcher.fetchPage(`${pages.origin()}/hang`));
    expect(error.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("cuts off a body over the size limit", async () => {
    expect((await errorCodeOf(fetcher.fetchPage(`${pages.origin()}/huge`))).code).toBe("tooLarge");
  });

  it("refuses binary and garbage content", async () => {
    expect((await errorCodeOf(fetcher.fetchPage(`${pages.origin()}/image`))).code).toBe("extractFailed");
    expect((await errorCodeOf(fetcher.fetchPage(`${pages.origin()}/garbage`))).code).toBe("extractFailed");
  });

  it("stops after five redirects", async () => {
    expect((await errorCodeOf(fetcher.fetchPage(`${pages.origin()}/loop`))).code).toBe("tooManyRedirects");
    expect(pages.requestCount(`${pages.origin()}/loop`)).toBe(6);
  });

  it("checks the address itself", async () => {
    expect((await errorCodeOf(fetcher.fetchPage("  "))).code).toBe("urlRequired");
    expect((await errorCodeOf(fetcher.fetchPage("not a url"))).code).toBe("invalidUrl");
    const ftp = await errorCodeOf(fetcher.fetchPage("ftp://store.example/file"));
    expect(ftp.code).toBe("invalidUrl");
    expect(ftp.isRetryable).toBe(false);
  });

  it("reports a closed port as a network failure", async () => {
    expect((await errorCodeOf(fetcher.fetchPage("http://127.0.0.1:1/"))).code).toBe("network");
  });
});

describe("without FETCH_ALLOW_PRIVATE_HOSTS", () => {
  const publicOnly = createPageFetcher({ allowPrivateHosts: false, totalTimeoutMs: 2000 });
  afterAll(() => publicOnly.close());

  it.each(["literal", "name"])(
    "refuses a loopback address given as a %s, without a request",
    async (form) => {
      const url = pages.pageUrl(laptop);
      const address = form === "name" ? url.replace("127.0.0.1", "localhost") : url;
      const requestsBefore = pages.requestCount(address);
      const error = await errorCodeOf(publicOnly.fetchPage(address));
      expect(error.code).toBe("blockedAddress");
      expect(error.isRetryable).toBe(false);
      expect(pages.requestCount(address)).toBe(requestsBefore);
    },
  );

  it("refuses private and metadata addresses", async () => {
    for (const address of ["http://10.0.0.1/", "http://169.254.169.254/latest/", "http://[::1]/"]) {
      expect((await errorCodeOf(publicOnly.fetchPage(address))).code).toBe("blockedAddress");
    }
  });
});
