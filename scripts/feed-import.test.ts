import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "~/db/client.server";
import { productPrices, stores, unmatchedFeedItems } from "~/db/schema";
import { createCategory, createProduct } from "../tests/setup/factories";

const root = path.resolve(import.meta.dirname, "..");
const workDir = mkdtempSync(path.join(os.tmpdir(), "qaren-feed-cli-"));
const feed = path.join(root, "app/features/feeds/fixtures/jarir-feed.xml");
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Runs `npm run feed:import -- ARGS` the way npm does, against a PGlite folder of its own. */
function runFeedImport(...args: string[]) {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/feed-import.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: workDir, DATABASE_URL: "", BASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function withDatabase<T>(
  use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ dataDir: path.join(workDir, "pglite") });
  try {
    await migrateDatabase(handle);
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  await withDatabase(async (db) => {
    const { id: categoryId } = await createCategory(db);
    await createProduct(db, {
      nameEn: "Galaxy S24 Ultra",
      nameAr: "جالكسي S24 ألترا",
      categoryId,
      gtin: "08806095300146",
    });
    await createProduct(db, {
      nameEn: "AirPods Pro 2",
      nameAr: "إيربودز برو 2",
      categoryId,
      gtin: "00194253500001",
    });
  });
}, 60_000);

describe("npm run feed:import", () => {
  it("reads a feed without writing on --dry-run", async () => {
    const run = runFeedImport("--store", "https://www.jarir.example/sa-ar", feed, "--dry-run");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Dry run of");
    expect(run.stdout).toContain("11 read, 2 matched");
    expect(run.stdout).toContain("item 4 (JAR-1004): a price not in SAR");
    expect(await withDatabase((db) => db.$count(productPrices))).toBe(0);
  }, 120_000);

  it("writes the matched offers for the store of that domain and queues the rest", async () => {
    const run = runFeedImport("--store", "www.jarir.example", feed);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("11 read, 2 matched, 2 updated, 5 queued, 4 skipped");
    await withDatabase(async (db) => {
      const [store] = await db.select().from(stores).where(eq(stores.domain, "www.jarir.example"));
      // The dry run already named the new store after its domain; the real run used it.
      expect(store?.name).toBe("www.jarir.example");
      const offers = await db.select().from(productPrices).where(eq(productPrices.storeName, store!.name));
      expect(offers.map((offer) => offer.price).sort()).toEqual(
        ["4599.00", expect.stringMatching(/^(899|999)\.00$/)].sort(),
      );
      expect(await db.$count(unmatchedFeedItems)).toBe(5);
    });
  }, 120_000);

  it("fails only when the feed cannot be read at all", () => {
    const missing = runFeedImport("--store", "www.jarir.example", path.join(workDir, "nope.xml"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Cannot read");
    const notFeed = path.join(workDir, "page.html");
    writeFileSync(notFeed, "<html><body>Hello</body></html>");
    const notAFeed = runFeedImport("--store", "www.jarir.example", notFeed);
    expect(notAFeed.code).toBe(1);
    expect(notAFeed.stdout).toContain("not a product feed");
    expect(runFeedImport(feed).code).toBe(1);
  }, 120_000);

  it("stops at a gzip file that unpacks to one endless line, and says why", () => {
    const bomb = path.join(workDir, "bomb.csv.gz");
    writeFileSync(bomb, gzipSync(`id,title,price\nB1,${"x".repeat(30 * 1024 * 1024)},10 SAR\n`));
    const run = runFeedImport("--store", "www.jarir.example", bomb);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("an item or line is longer than 256 KB");
    expect(run.stdout).toContain("0 read");
  }, 120_000);
});
