// The feed row of `npm run bench` (issue 24): a Merchant feed of one item per benchmark product
// (100,000), written as a tab-separated file and read by `npm run feed:import` in a process of its
// own, exactly as an operator runs it, while shoppers' pages are under load. A store of its own
// each time (deleting 100,000 offers costs minutes of the lowest-price triggers), so every item
// creates its offer: the heaviest run a feed has.

import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type MeasuredProcess, runMeasuredProcess } from "./measured-process";

/** A new store's website for each run. */
const feedStoreDomain = () => `bench-feed-${Date.now().toString(36)}.example`;
const PAGE_SIZE = 5_000;

/** Writes one item per product (in pages, never the whole catalogue in memory). */
async function writeFeed(db: Database, file: string, domain: string): Promise<number> {
  const out = createWriteStream(file);
  out.write("id\ttitle\tlink\tprice\tavailability\tbrand\tmpn\tcondition\n");
  let written = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const { rows } = await db.execute<{
      id: string;
      name_en: string;
      brand: string;
      model: string;
      price: string;
    }>(sql`
      select id, name_en, brand, model, coalesce(lowest_price, 499)::text as price
      from products where id > ${after}::uuid order by id limit ${PAGE_SIZE}`);
    if (!rows.length) break;
    for (const row of rows) {
      written++;
      const line = `BF-${written}\t${row.name_en}\thttps://${domain}/p/${written}\t${row.price} SAR\tin_stock\t${row.brand}\t${row.model}\tnew\n`;
      if (!out.write(line)) await once(out, "drain");
    }
    after = rows.at(-1)!.id;
  }
  out.end();
  await once(out, "finish");
  return written;
}

export type FeedImportResult = MeasuredProcess & { items: number };

/**
 * Imports the generated feed with `npm run feed:import` (node with tsx, as npm runs it), sampling
 * the process's peak resident memory (VmHWM) until it exits; `whileRunning` loads the server.
 */
export async function runFeedImportBench(
  db: Database,
  databaseUrl: string,
  whileRunning: (isRunning: () => boolean) => Promise<void>,
): Promise<FeedImportResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "qaren-bench-feed-"));
  try {
    const file = path.join(dir, "feed.tsv");
    const domain = feedStoreDomain();
    const items = await writeFeed(db, file, domain);
    const measured = await runMeasuredProcess({
      // As `npm run feed:import` runs it (package.json).
      args: ["--max-semi-space-size=4", "--import", "tsx", "scripts/feed-import.ts", "--store", domain, file],
      env: {
        MALLOC_ARENA_MAX: "2",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dir,
        LOG_LEVEL: "error",
        BASE_URL: "",
      },
      whileRunning,
    });
    return { items, ...measured };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
