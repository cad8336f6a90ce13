import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { feedRuns, productPrices, storeFeeds, stores } from "~/db/schema";
import { serverT } from "~/locales/translate.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct } from "../../../tests/setup/factories";
import { addStoreFeed, claimDueFeeds, runStoreFeed } from "./store-feeds.server";

let handle: DatabaseHandle;
let db: Database;
let server: Server;
let origin: string;
const requests: { etag: string | undefined; url: string }[] = [];
const tsv =
  "id\ttitle\tlink\tprice\tgtin\nA1\tGalaxy S24 Ultra\thttps://store.example/a1\t4599.00 SAR\t8806095300146\n";
// A hostile store's feeds: a few dozen kilobytes of gzip that hold one 30 MB line (as a .gz file,
// and as a response the client decompresses for its Content-Encoding), and 30 MB of one XML text.
const bombLine = gzipSync(`id,title,price\nB1,${"x".repeat(30 * 1024 * 1024)},10 SAR\n`);
const bombXml = gzipSync(
  `<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>B1</g:id><description>${"x".repeat(30 * 1024 * 1024)}</description></item></channel></rss>`,
);

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await createProduct(db, { nameEn: "Galaxy S24 Ultra", nameAr: "جالكسي", gtin: "08806095300146" });
  // A store's feed host: answers 304 to the ETag it gave, and moves /old to /feed.tsv.
  server = createServer((request, response) => {
    requests.push({ etag: request.headers["if-none-match"], url: request.url ?? "" });
    if (request.url === "/old") {
      response.writeHead(301, { location: "/feed.tsv" }).end();
    } else if (request.url === "/bomb.csv.gz") {
      response.writeHead(200, { "content-type": "application/gzip" }).end(bombLine);
    } else if (request.url === "/bomb.csv") {
      response.writeHead(200, { "content-type": "text/csv", "content-encoding": "gzip" }).end(bombLine);
    } else if (request.url === "/bomb.xml") {
      response.writeHead(200, { "content-type": "application/xml", "content-encoding": "gzip" }).end(bombXml);
    } else if (request.url === "/feed.tsv") {
      if (request.headers["if-none-match"] === '"v1"') response.writeHead(304).end();
      else response.writeHead(200, { "content-type": "text/tab-separated-values", etag: '"v1"' }).end(tsv);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await handle?.close();
});

const options = { dataDir: os.tmpdir(), allowPrivateHosts: true };

describe("a feed at a web address", () => {
  it("is read, then not read again while the store says it has not changed, its offers still checked", async () => {
    const [store] = await db.insert(stores).values({ name: "Jarir", domain: "jarir.example" }).returning();
    const feedId = (await addStoreFeed(db, options.dataDir, {
      storeId: store!.id,
      url: `${origin}/old`,
      intervalHours: 6,
    }))!;
    expect(await claimDueFeeds(db)).toEqual([feedId]);
    // Claimed: not due again until its interval has passed.
    expect(await claimDueFeeds(db)).toEqual([]);

    const first = await runStoreFeed(db, feedId, { ...options, now: new Date(Date.now() - 60_000) });
    expect(first).toMatchObject({ ok: true, summary: { status: "applied", matched: 1, updated: 1 } });
    const [feed] = await db.select().from(storeFeeds).where(eq(storeFeeds.id, feedId));
    expect(feed?.etag).toBe('"v1"');

    const now = new Date();
    const second = await runStoreFeed(db, feedId, { ...options, now });
    expect(second).toEqual({ ok: true, summary: null, notModified: true });
    expect(requests.at(-1)).toEqual({ etag: '"v1"', url: "/feed.tsv" });
    const [offer] = await db.select().from(productPrices).where(eq(productPrices.feedId, feedId));
    expect(offer).toMatchObject({ price: "4599.00", checkedAt: now, source: "feed" });
    const runs = await db
      .select()
      .from(feedRuns)
      .where(eq(feedRuns.feedId, feedId))
      .orderBy(feedRuns.startedAt);
    expect(runs.map((run) => [run.status, run.reason])).toEqual([
      ["applied", null],
      ["unchanged", "notModified"],
    ]);
  });

  it("records a failed run with the reason when the store's address fails or is not public", async () => {
    const [store] = await db.insert(stores).values({ name: "eXtra", domain: "extra.example" }).returning();
    const missing = (await addStoreFeed(db, options.dataDir, {
      storeId: store!.id,
      url: `${origin}/gone`,
      intervalHours: 6,
    }))!;
    expect(await runStoreFeed(db, missing, options)).toEqual({ ok: false, code: "httpStatus" });
    const local = (await addStoreFeed(db, options.dataDir, {
      storeId: store!.id,
      url: `${origin}/feed.tsv`,
      intervalHours: 6,
    }))!;
    expect(await runStoreFeed(db, local, { ...options, allowPrivateHosts: false })).toEqual({
      ok: false,
      code: "blockedAddress",
    });
    const reasons = await db
      .select({ reason: feedRuns.reason })
      .from(feedRuns)
      .where(eq(feedRuns.storeId, store!.id));
    expect(reasons.map((run) => run.reason).sort()).toEqual(["blockedAddress", "httpStatus"]);
  });

  it("fails a run whose few kilobytes of gzip unpack to an endless line or text, saying why in both languages", async () => {
    expect(bombLine.length).toBeLessThan(100_000);
    const [store] = await db.insert(stores).values({ name: "Bomb", domain: "bomb.example" }).returning();
    for (const address of ["/bomb.csv.gz", "/bomb.csv", "/bomb.xml"]) {
      const feedId = (await addStoreFeed(db, options.dataDir, {
        storeId: store!.id,
        url: `${origin}${address}`,
        intervalHours: 6,
      }))!;
      const run = await runStoreFeed(db, feedId, options);
      expect(run, address).toMatchObject({
        ok: true,
        summary: { status: "failed", reason: "itemTooLong", itemsRead: 0 },
      });
      const [recorded] = await db.select().from(feedRuns).where(eq(feedRuns.feedId, feedId));
      expect(recorded).toMatchObject({ status: "failed", reason: "itemTooLong" });
    }
    expect(serverT("en")("adminFeeds.reasons.itemTooLong")).toBe(
      "an item or line is longer than 256 KB (a feed's items are far shorter)",
    );
    expect(serverT("ar")("adminFeeds.reasons.itemTooLong")).toBe(
      "فيها عنصر أو سطر أطول من 256 كيلوبايت (عناصر الخلاصة أقصر من ذلك بكثير)",
    );
  });

  it("reads an uploaded file from the data folder", async () => {
    const [store] = await db.insert(stores).values({ name: "noon", domain: "noon.example" }).returning();
    const dataDir = await import("node:fs/promises").then((fs) =>
      fs.mkdtemp(path.join(os.tmpdir(), "qaren-feeds-")),
    );
    const bytes = await readFile(path.join(import.meta.dirname, "fixtures", "extra-feed.tsv"));
    const feedId = (await addStoreFeed(db, dataDir, {
      storeId: store!.id,
      file: { name: "extra-feed.tsv", bytes },
      intervalHours: 24,
    }))!;
    expect(await runStoreFeed(db, feedId, { ...options, dataDir })).toMatchObject({
      ok: true,
      summary: { status: "applied", itemsRead: 5, matched: 1, skipped: 1 },
    });
  });
});
