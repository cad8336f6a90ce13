// A stand-in for store websites: serves the shared price-page fixtures and endpoints that misbehave
// (slow, failing, rate-limited, garbage, huge, redirecting), on several loopback addresses so that
// each address is a different "store host".
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const PRICE_PAGES_DIR = path.resolve(import.meta.dirname, "../../../shared/fixtures/price-pages");

export type PricePageFixture = {
  file: string;
  url: string;
  expected: { price: number | null; currency: "SAR" | null; in_stock: boolean | null };
};

export function readPricePageManifest(): PricePageFixture[] {
  return JSON.parse(readFileSync(path.join(PRICE_PAGES_DIR, "manifest.json"), "utf8"));
}

export type PricePagesServer = {
  /** `http://127.0.0.N:port` for store host N (1 to `hosts`). */
  origin(host?: number): string;
  /** The address of a fixture page, keeping its original query (it selects variants). */
  pageUrl(fixture: PricePageFixture, host?: number): string;
  /** Requests received per `host path`, e.g. `127.0.0.1:4000 /status/500`. */
  requestCount(url: string): number;
  /** Timestamps (ms) at which requests arrived, per host, to check politeness. */
  arrivals(host?: number): number[];
  /** The most requests one host had open at the same time. */
  maxConcurrent(host?: number): number;
  /** Lets every held `/hang` request end (with a page) so a test can shut down cleanly. */
  releaseHanging(): void;
  close(): Promise<void>;
};

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

export async function startPricePagesServer({ hosts = 3 } = {}): Promise<PricePagesServer> {
  const counts = new Map<string, number>();
  const arrivals = new Map<string, number[]>();
  const hanging = new Set<ServerResponse>();
  const concurrent = new Map<string, number>();
  const peaks = new Map<string, number>();

  const sendPage = (request: IncomingMessage, response: ServerResponse, html: string) => {
    const body = Buffer.from(html, "utf8");
    const isGzipAccepted = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    response.setHeader("content-type", "text/html; charset=utf-8");
    if (isGzipAccepted) response.setHeader("content-encoding", "gzip");
    response.end(isGzipAccepted ? gzipSync(body) : body);
  };

  const routes: Array<[RegExp, Handler]> = [
    [
      /^\/pages\/([\w.-]+\.html)$/,
      (request, response, url) => {
        const file = /^\/pages\/(.+)$/.exec(url.pathname)?.[1] ?? "";
        sendPage(request, response, readFileSync(path.join(PRICE_PAGES_DIR, file), "utf8"));
      },
    ],
    [
      // A fixture page served after `ms` milliseconds.
      /^\/slow$/,
      (request, response, url) => {
        const file = url.searchParams.get("file") ?? "";
        const timer = setTimeout(
          () => sendPage(request, response, readFileSync(path.join(PRICE_PAGES_DIR, file), "utf8")),
          Number(url.searchParams.get("ms") ?? "100"),
        );
        response.on("close", () => clearTimeout(timer));
      },
    ],
    [
      /^\/status\/\d{3}$/,
      (_request, response, url) => {
        response.statusCode = Number(url.pathname.slice("/status/".length));
        response.end("<html><body>error</body></html>");
      },
    ],
    [
      /^\/hang$/,
      (_request, response) => {
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
      },
    ],
    [
      /^\/garbage$/,
      (_request, response) => {
        response.setHeader("content-type", "text/html");
        response.end(randomBytes(4096));
      },
    ],
    [
      /^\/no-price$/,
      (request, response) =>
        sendPage(
          request,
          response,
          "<html><head><title>Shop</title></head><body><h1>Hello</h1></body></html>",
        ),
    ],
    [
      /^\/huge$/,
      (request, response) =>
        sendPage(request, response, `<html><body>${"x".repeat(6 * 1024 * 1024)}</body></html>`),
    ],
    [
      /^\/image$/,
      (_request, response) => {
        response.setHeader("content-type", "image/png");
        response.end(randomBytes(256));
      },
    ],
    [
      /^\/redirect$/,
      (_request, response, url) => {
        response.statusCode = 302;
        response.setHeader("location", url.searchParams.get("to") ?? "/");
        response.end();
      },
    ],
    [
      /^\/loop$/,
      (_request, response) => {
        response.statusCode = 301;
        response.setHeader("location", "/loop");
        response.end();
      },
    ],
    [
      // Fails `times` times (500), then serves the fixture `file`.
      /^\/flaky$/,
      (request, response, url) => {
        const key = `${request.headers.host} ${url.pathname}${url.search}`;
        const times = Number(url.searchParams.get("times") ?? "1");
        if ((counts.get(key) ?? 0) <= times) {
          response.statusCode = 500;
          response.end("<html><body>try again</body></html>");
          return;
        }
        const file = url.searchParams.get("file") ?? "";
        sendPage(request, response, readFileSync(path.join(PRICE_PAGES_DIR, file), "utf8"));
      },
    ],
  ];

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
    const key = `${request.headers.host} ${url.pathname}${url.search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const hostKey = request.headers.host ?? "";
    arrivals.set(hostKey, [...(arrivals.get(hostKey) ?? []), Date.now()]);
    concurrent.set(hostKey, (concurrent.get(hostKey) ?? 0) + 1);
    peaks.set(hostKey, Math.max(peaks.get(hostKey) ?? 0, concurrent.get(hostKey) ?? 0));
    response.on("close", () => concurrent.set(hostKey, (concurrent.get(hostKey) ?? 1) - 1));
    const route = routes.find(([pattern]) => pattern.test(url.pathname));
    if (!route) {
      response.statusCode = 404;
      response.end("not found");
      return;
    }
    route[1](request, response, url);
  };

  const servers: Server[] = [];
  const origins: string[] = [];
  for (let index = 1; index <= hosts; index++) {
    const server = createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, `127.0.0.${index}`, resolve));
    servers.push(server);
    origins.push(`http://127.0.0.${index}:${(server.address() as AddressInfo).port}`);
  }

  const origin = (host = 1) => origins[host - 1] ?? origins[0]!;
  return {
    origin,
    pageUrl: (fixture, host = 1) => `${origin(host)}/pages/${fixture.file}${new URL(fixture.url).search}`,
    requestCount: (address) => {
      const url = new URL(address);
      return counts.get(`${url.host} ${url.pathname}${url.search}`) ?? 0;
    },
    arrivals: (host = 1) => arrivals.get(new URL(origin(host)).host) ?? [],
    maxConcurrent: (host = 1) => peaks.get(new URL(origin(host)).host) ?? 0,
    releaseHanging: () => {
      for (const response of hanging) response.end("<html><body>late</body></html>");
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
