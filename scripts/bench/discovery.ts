// The discovery row of `npm run bench` (issue 36): a stand-in store generated from the bench
// catalogue (discovery-site.ts: 20,000 pages by default, served from this process) discovered and
// matched by a run in a process of its own, twice, each time for a store of its own: a short run
// with the normal politeness (a second between two requests, as every real run waits), then the
// whole site without the pause, while shoppers' pages are under load. Each run's pages are set
// against the generator's truth: a wrong match must not happen.

import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { discoveredPages, discoveryRuns } from "~/db/schema";
import type { DiscoverySummary } from "~/features/store-discovery/run-discovery.server";
import { startStandInStore } from "../../tests/setup/stand-in-store";
import {
  type DiscoveryScore,
  generateDiscoverySite,
  type SiteProduct,
  scoreDiscovery,
  siteAddresses,
} from "./discovery-site";
import { runMeasuredProcess } from "./measured-process";

export type DiscoveryRunResult = {
  summary: DiscoverySummary;
  /** The run's own time, from its start to its end as it recorded them (no process start-up). */
  seconds: number;
  pagesPerSecond: number;
  peakMb: number;
  score: DiscoveryScore;
};

export type DiscoveryBenchResult = { pages: number; polite: DiscoveryRunResult; fast: DiscoveryRunResult };

/** The catalogue's products with their storage (the phones' variant axis), as the generator takes them. */
async function siteProducts(db: Database): Promise<SiteProduct[]> {
  const { rows } = await db.execute<{
    id: string;
    name_en: string;
    name_ar: string;
    brand: string;
    model: string;
    storage: string | null;
  }>(sql`
    select p.id, p.name_en, p.name_ar, p.brand, p.model, v.number_value::text as storage
    from products p
    left join attributes a on a.category_id = p.category_id and a.key = 'storage'
    left join product_attribute_values v on v.product_id = p.id and v.attribute_id = a.id
    where p.brand is not null and p.model is not null
    order by p.model, p.id`);
  return rows.map((row) => ({
    id: row.id,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    brand: row.brand,
    model: row.model,
    storageGb: row.storage === null ? null : Number(row.storage),
  }));
}

export async function runDiscoveryBench(
  db: Database,
  databaseUrl: string,
  options: { pages: number; politeRequests: number },
  whileRunning: (isRunning: () => boolean) => Promise<void>,
): Promise<DiscoveryBenchResult> {
  const site = generateDiscoverySite(await siteProducts(db), { count: options.pages });
  const store = await startStandInStore();
  for (const [path, page] of siteAddresses(site, store.origin)) store.pages.set(path, page);
  const stamp = Date.now().toString(36);

  async function discover(
    domain: string,
    maxRequests: number,
    noDelay: boolean,
    during: (isRunning: () => boolean) => Promise<void>,
  ): Promise<DiscoveryRunResult> {
    const measured = await runMeasuredProcess({
      // As `npm run store:discover` runs its run (package.json, the worker's memory settings), with
      // the bench's own --no-delay.
      args: [
        "--max-old-space-size=256",
        "--max-semi-space-size=4",
        "--import",
        "tsx",
        "scripts/bench/discovery-run.ts",
        "--store",
        domain,
        `${store.origin}/`,
        "--max-pages",
        String(maxRequests),
        ...(noDelay ? ["--no-delay"] : []),
      ],
      env: {
        MALLOC_ARENA_MAX: "2",
        MALLOC_MMAP_THRESHOLD_: "65536",
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: "error",
        BASE_URL: "",
        FETCH_ALLOW_PRIVATE_HOSTS: "true",
      },
      whileRunning: during,
    });
    const line = measured.output.split("\n").find((text) => text.startsWith("{"));
    if (measured.exitCode !== 0 || !line)
      throw new Error(`the discovery run failed (${measured.exitCode}):\n${measured.output}`);
    const summary = JSON.parse(line) as DiscoverySummary & { storeId: string };
    const [run] = await db
      .select({ startedAt: discoveryRuns.startedAt, finishedAt: discoveryRuns.finishedAt })
      .from(discoveryRuns)
      .where(eq(discoveryRuns.id, summary.runId));
    const seconds = (run!.finishedAt!.getTime() - run!.startedAt.getTime()) / 1000;
    const seen = await db
      .select({ url: discoveredPages.url, productId: discoveredPages.productId })
      .from(discoveredPages)
      .where(eq(discoveredPages.storeId, summary.storeId));
    const matched = new Map(seen.flatMap((page) => (page.productId ? [[page.url, page.productId]] : [])));
    return {
      summary,
      seconds,
      pagesPerSecond: summary.pagesRead / seconds,
      peakMb: measured.peakMb,
      score: scoreDiscovery(site, store.origin, matched, new Set(seen.map((page) => page.url))),
    };
  }

  try {
    console.log(`discovering a stand-in store of ${site.pages.length} pages, politely…`);
    const polite = await discover(
      `bench-discovery-polite-${stamp}.example`,
      options.politeRequests,
      false,
      async () => {},
    );
    console.log("…and without the pause between requests, while public pages are loaded…");
    // Every page, its sitemaps and robots.txt.
    const fast = await discover(
      `bench-discovery-${stamp}.example`,
      site.pages.length + 100,
      true,
      whileRunning,
    );
    return { pages: site.pages.length, polite, fast };
  } finally {
    await store.close();
  }
}
