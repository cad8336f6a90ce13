import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { priceFetchLogs, stores } from "~/db/schema";
import { serverT } from "~/locales/translate.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createPriceEngine, fetchStorePrice, type PriceEngine } from "./fetch-store-price.server";
import { priceErrorKey } from "./price-errors";
import { createScraperService, parseServicePrice, SERVICE_WAIT_MS } from "./scraper-service.server";

const KEY = "sk-test-never-shown-0123456789";
type Answer = { status: number; body: string };
/** What the stand-in answers for a page, by the page's path. */
const ANSWERS: Record<string, Answer> = {
  "/ok": { status: 200, body: JSON.stringify({ success: true, data: { json: { price: "SAR 1,299.50" } } }) },
  "/402": { status: 402, body: "{}" },
  "/429": { status: 429, body: "{}" },
  "/500": { status: 500, body: "{}" },
  "/418": { status: 418, body: "{}" },
  "/not-json": { status: 200, body: "<html>oops</html>" },
  "/no-json-data": { status: 200, body: JSON.stringify({ success: true, data: { metadata: {} } }) },
  "/failed": {
    status: 200,
    body: JSON.stringify({ success: false, data: { metadata: { error: "page crashed" } } }),
  },
  "/no-price": { status: 200, body: JSON.stringify({ success: true, data: { json: {} } }) },
  "/invalid": { status: 200, body: JSON.stringify({ success: true, data: { json: { price: "N/A" } } }) },
  "/zero": { status: 200, body: JSON.stringify({ success: true, data: { json: { price: "0.00" } } }) },
};

let server: ReturnType<typeof createServer>;
let apiUrl: string;
// Where a service that redirects would send the key and the body: a server of its own that counts.
let elsewhere: ReturnType<typeof createServer>;
let elsewhereUrl: string;
const reachedElsewhere: Array<{ authorization?: string; body: string }> = [];
const received: Array<{ authorization?: string; body: Record<string, unknown> }> = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

let handle: DatabaseHandle;
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as { url: string };
    received.push({ authorization: request.headers.authorization, body });
    const redirect = new URL(body.url).pathname.match(/^\/redirect-(\d+)$/);
    if (redirect) {
      response.writeHead(Number(redirect[1]), { location: elsewhereUrl }).end();
      return;
    }
    const answer = ANSWERS[new URL(body.url).pathname] ?? { status: 404, body: "{}" };
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/scrape`;
  elsewhere = createServer(async (request, response) => {
    reachedElsewhere.push({ authorization: request.headers.authorization, body: await readBody(request) });
    response.writeHead(200, { "content-type": "application/json" });
    response.end(ANSWERS["/ok"]!.body);
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/internal`;
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => elsewhere.close(resolve));
});

const service = () => createScraperService({ apiUrl, apiKey: KEY });
const en = serverT("en");

describe("the external scraping service", () => {
  it("is asked as the spec says: bearer key, JSON format with a string price, a prompt and a 5 s wait", async () => {
    received.length = 0;
    const reading = await service().read("https://store.example.sa/ok");
    expect(reading).toEqual({ ok: true, price: "1299.50", inStock: null, wasPrice: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe(`Bearer ${KEY}`);
    expect(received[0]!.body).toMatchObject({
      url: "https://store.example.sa/ok",
      formats: ["json"],
      jsonOptions: {
        schema: { type: "object", properties: { price: { type: "string" } } },
        prompt: expect.stringContaining("price"),
      },
      actions: [{ type: "wait", milliseconds: SERVICE_WAIT_MS }],
    });
    expect(SERVICE_WAIT_MS).toBe(5000);
  });

  it("answers each failure with the spec's text", async () => {
    const texts: Record<string, string> = {};
    for (const path of Object.keys(ANSWERS).filter((path) => path !== "/ok")) {
      const reading = await service().read(`https://store.example.sa${path}`);
      expect(reading.ok, path).toBe(false);
      if (!reading.ok) texts[path] = en(priceErrorKey(reading.error.code), reading.error.params);
    }
    expect(texts).toEqual({
      "/402": "Payment required. Please check your subscription.",
      "/429": "Rate limit exceeded. Please try again later.",
      "/500": "Server error. Please try again later.",
      "/418": "HTTP error! status: 418",
      "/not-json": "No JSON data found in API response",
      "/no-json-data": "No JSON data found in API response",
      "/failed": "Failed to extract data from URL",
      "/no-price": "No price found in API response",
      "/invalid": "Invalid price format: the price contains no numeric values",
      "/zero": "We could not read the price on the store page",
    });
  });

  it("treats a redirect as a failure of the service, sending the key and the page nowhere else", async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const reading = await service().read(`https://store.example.sa/redirect-${status}`);
      expect(reading, String(status)).toMatchObject({ ok: false, error: { code: "serviceStatus" } });
      if (!reading.ok)
        expect(en(priceErrorKey(reading.error.code), reading.error.params)).toBe(
          `HTTP error! status: ${status}`,
        );
    }
    expect(reachedElsewhere).toEqual([]);
  });

  it("reads a 'service' store through it, three attempts with the spec's backoff, each logged without the key", async () => {
    await handle.db
      .insert(stores)
      .values({ name: "Service Store", domain: "service-store.example.sa", fetchMode: "service" });
    const sleeps: number[] = [];
    const engine: PriceEngine = {
      ...createPriceEngine({ allowPrivateHosts: true, hostDelayMs: 0, service: { apiUrl, apiKey: KEY } }),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    };
    try {
      const url = "https://service-store.example.sa/500";
      const reading = await fetchStorePrice(handle.db, { url }, engine);
      expect(reading).toMatchObject({ ok: false, attempts: 3 });
      expect(sleeps).toEqual([1000, 2000]);
      const logs = await handle.db
        .select()
        .from(priceFetchLogs)
        .where(eq(priceFetchLogs.url, url))
        .orderBy(asc(priceFetchLogs.id));
      expect(logs.map((log) => [log.attempt, log.errorMessage])).toEqual([
        [1, "Server error. Please try again later."],
        [2, "Server error. Please try again later."],
        [3, "Server error. Please try again later."],
      ]);
      expect(JSON.stringify(logs)).not.toContain(KEY);
      const ok = await fetchStorePrice(handle.db, { url: "https://service-store.example.sa/ok" }, engine);
      expect(ok).toMatchObject({ ok: true, price: "1299.50", attempts: 1 });
    } finally {
      await engine.close();
    }
  });
});

describe("the service's price text", () => {
  it("is read by the page parser's rules: grouping and decimals as a store writes them, never a float", () => {
    // Stripping everything but digits and "." read "SAR 1.299,00" as 1.299 riyals.
    expect(parseServicePrice("SAR 1.299,00")).toMatchObject({ ok: true, price: "1299.00" });
    expect(parseServicePrice("٤٬٢٩٩٫٠٠ ر.س")).toMatchObject({ ok: true, price: "4299.00" });
    expect(parseServicePrice("1299")).toMatchObject({ ok: true, price: "1299.00" });
    expect(parseServicePrice("89.95 SAR")).toMatchObject({ ok: true, price: "89.95" });
  });

  it("refuses a range or a starting price instead of reading one of its numbers", () => {
    for (const text of ["99 - 149 SAR", "From SAR 99"]) {
      const reading = parseServicePrice(text);
      expect(reading.ok, text).toBe(false);
    }
    const none = parseServicePrice("N/A");
    expect(!none.ok && none.error.code).toBe("serviceInvalidPrice");
  });
});
