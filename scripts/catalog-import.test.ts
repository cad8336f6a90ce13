import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { priceHistory, productPrices, products } from "~/db/schema";

const root = path.resolve(import.meta.dirname, "..");
const workDir = mkdtempSync(path.join(os.tmpdir(), "qaren-catalog-cli-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Runs `npm run catalog:import -- FILE` the way npm does, against a PGlite folder of its own. */
function runImport(file: string) {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/catalog-import.ts", file], {
    cwd: root,
    // Vitest sets BASE_URL to "/"; empty means unset to the configuration check.
    env: { ...process.env, DATA_DIR: workDir, DATABASE_URL: "", BASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeJson(name: string, content: unknown): string {
  const file = path.join(workDir, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

async function countRows() {
  const handle = await openDatabase({ dataDir: path.join(workDir, "pglite") });
  try {
    return {
      products: await handle.db.$count(products),
      prices: await handle.db.$count(productPrices),
      history: await handle.db.$count(priceHistory),
      alertJobs: Number(
        (
          await handle.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pgboss.job where name = 'evaluate-alerts'`,
          )
        ).rows[0]?.n,
      ),
    };
  } finally {
    await handle.close();
  }
}

const CATALOGUE = {
  categories: [{ slug: "speakers", name_en: "Speakers", name_ar: "مكبرات الصوت", parent: null }],
  products: [
    {
      name_en: "Sonos Era 100",
      name_ar: "سونوس إيرا 100",
      brand: "Sonos",
      model: "E10G1",
      category: "speakers",
      prices: [
        { store_name: "Jarir", url: "https://www.jarir.com/era-100", price: 1099 },
        { store_name: "Extra", url: "https://www.extra.com/era-100", price: 1049.5 },
      ],
    },
  ],
};

describe("npm run catalog:import", () => {
  it("migrates a fresh database, imports the file and prints the counts", async () => {
    const run = runImport(writeJson("catalogue.json", CATALOGUE));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Categories: 1 created, 0 updated, 0 unchanged");
    expect(run.stdout).toContain("Products:   1 created, 0 updated, 0 unchanged");
    expect(run.stdout).toContain("Prices:     2 recorded, 2 changed");
    expect(run.stdout).toContain("Price alerts queued for evaluation: 1 product(s)");
    expect(await countRows()).toEqual({ products: 1, prices: 2, history: 2, alertJobs: 1 });
  }, 150_000);

  it("changes nothing when run again with the same file", async () => {
    const run = runImport(path.join(workDir, "catalogue.json"));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Products:   0 created, 0 updated, 1 unchanged");
    expect(run.stdout).toContain("Prices:     2 recorded, 0 changed");
    expect(run.stdout).not.toContain("Price alerts queued");
    expect(await countRows()).toEqual({ products: 1, prices: 2, history: 2, alertJobs: 1 });
  }, 150_000);

  it("lists every problem in English, exits with 1 and writes nothing", async () => {
    const broken = {
      products: [
        { ...CATALOGUE.products[0], name_en: "Another", model: "X1", category: "no-such-slug" },
        {
          name_en: "Bad price",
          name_ar: "سعر خاطئ",
          category: "speakers",
          prices: [{ store_name: "Jarir", url: "ftp://x", price: 0 }],
        },
      ],
    };
    const run = runImport(writeJson("broken.json", broken));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("nothing was written. 2 problem(s):");
    expect(run.stderr).toContain("products[1].prices[0].url: must be an http:// or https:// URL");
    expect(run.stderr).toContain(
      "products[1].prices[0].price: must be a price in SAR above 0 with at most two decimals",
    );
    expect(await countRows()).toEqual({ products: 1, prices: 2, history: 2, alertJobs: 1 });

    const unknownCategory = runImport(writeJson("unknown.json", { products: [broken.products[0]] }));
    expect(unknownCategory.code).toBe(1);
    expect(unknownCategory.stderr).toContain(
      "products[0].category: names a category that is neither in the file nor in the catalogue",
    );
  }, 150_000);

  it("refuses a file that is not JSON, and a missing argument", () => {
    const notJson = runImport(writeJson("notes.json", "{ this is not json"));
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain("(file): the file is not valid JSON");
    const missing = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/catalog-import.ts"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Usage: npm run catalog:import -- FILE.json");
  }, 150_000);
});
