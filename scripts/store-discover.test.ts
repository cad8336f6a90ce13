import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "~/db/client.server";
import { productPrices, stores, unmatchedFeedItems } from "~/db/schema";
import { createCategory, createProduct } from "../tests/setup/factories";
import { productPage, type StandInStore, startStandInStore, urlset } from "../tests/setup/stand-in-store";

const root = path.resolve(import.meta.dirname, "..");
const workDir = mkdtempSync(path.join(os.tmpdir(), "qaren-discover-cli-"));
let site: StandInStore;

/** Runs `npm run store:discover -- ARGS` the way npm does, against a PGlite folder of its own. */
function runDiscover(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Asynchronously: the stand-in store answers from this process.
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/store-discover.ts", ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: workDir,
        DATABASE_URL: "",
        BASE_URL: "",
        LOG_LEVEL: "warn",
        FETCH_ALLOW_PRIVATE_HOSTS: "true",
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
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
  site = await startStandInStore();
  site.pages.set("/robots.txt", {
    type: "text/plain",
    body: `User-agent: *\nDisallow: /private/\nSitemap: ${site.origin}/sitemap.xml\n`,
  });
  site.pages.set("/sitemap.xml", {
    type: "application/xml",
    body: urlset(site.origin, [["/p/s24-ultra"], ["/p/unknown-phone"], ["/private/p/hidden"], ["/about"]]),
  });
  site.pages.set("/p/s24-ultra", {
    body: productPage({
      name: "Samsung Galaxy S24 Ultra",
      price: "4599.00",
      brand: "Samsung",
      gtin: "8806095300146",
    }),
  });
  site.pages.set("/p/unknown-phone", {
    body: productPage({ name: "Nothing Phone (2) 256GB", price: "2199.00", brand: "Nothing" }),
  });
  site.pages.set("/about", { body: "<h1>About</h1>" });
  await withDatabase(async (db) => {
    const { id: categoryId } = await createCategory(db);
    await createProduct(db, {
      nameEn: "Galaxy S24 Ultra",
      nameAr: "جالكسي S24 ألترا",
      categoryId,
      brand: "Samsung",
      gtin: "08806095300146",
    });
  });
}, 60_000);

afterAll(async () => {
  await site.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe("npm run store:discover", () => {
  it("refuses wrong arguments", async () => {
    const run = await runDiscover("--store", "www.store.example", "not-a-url");
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Usage: npm run store:discover");
  }, 60_000);

  it("discovers a store's site to its end and prints its counts", async () => {
    const run = await runDiscover("--store", "www.store.example", `${site.origin}/`);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('New store "www.store.example"');
    expect(run.stdout).toMatch(/Pages read:\s+5\n/);
    expect(run.stdout).toMatch(/Product pages:\s+2\n/);
    expect(run.stdout).toMatch(/Matched:\s+1\n/);
    expect(run.stdout).toMatch(/Queued:\s+1\n/);
    expect(run.stdout).toMatch(/Skipped:\s+1\n/);
    expect(run.stdout).toMatch(/Refused by robots:\s+1\n/);
    expect(site.requests.map((request) => request.path)).not.toContain("/private/p/hidden");
    await withDatabase(async (db) => {
      const [store] = await db.select().from(stores).where(eq(stores.domain, "www.store.example"));
      expect(store?.site).toBe(`${site.origin}/`);
      const offers = await db.select().from(productPrices).where(eq(productPrices.storeName, store!.name));
      expect(offers.map((offer) => [offer.price, offer.url])).toEqual([
        ["4599.00", `${site.origin}/p/s24-ultra`],
      ]);
      const queue = await db
        .select()
        .from(unmatchedFeedItems)
        .where(eq(unmatchedFeedItems.storeId, store!.id));
      expect(queue.map((item) => [item.title, item.source])).toEqual([["Nothing Phone (2) 256GB", "page"]]);
    });
  }, 120_000);
});
