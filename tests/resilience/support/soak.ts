// Hours of ordinary use compressed into a run of N minutes: visitors, signed-in shoppers and an
// admin on one web process over PostgreSQL, with a price refresh every few minutes, while the
// process's resident memory, heap and event-loop delay are sampled every 10 s. Shared by
// `npm run test:soak -- --minutes=60` (scripts/soak.ts, writes bench/soak.md) and the 5-minute
// version in the resilience suite (tests/resilience/soak.test.ts).
import type { StartedServer } from "../../e2e/support/server";
import { DEMO_ADMIN, DEMO_USER, signInOverHttp } from "../../e2e/support/session";
import {
  type PricePagesServer,
  readPricePageManifest,
  startPricePagesServer,
} from "../../setup/price-pages-server";
import { inspectorUrlIn, processMetrics } from "./inspector";
import { countServerErrors, describeLoad, type LoadRequest, type LoadResult, runLoad } from "./load";
import { createScratchDatabase, type ScratchDatabase } from "./postgres";
import { residentMegabytes, startWebProcess, stopWebProcess } from "./processes";

export type SoakSample = {
  /** Seconds since the load started. */
  second: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  /** Event-loop delay over the last interval, in ms. */
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
};

export type SoakResult = {
  minutes: number;
  samples: SoakSample[];
  loads: { name: string; result: LoadResult }[];
  refreshesStarted: number;
  verdict: MemoryVerdict;
};

export type MemoryVerdict = {
  /** Samples before this second are the warm-up, left out of the comparison. */
  warmUpSeconds: number;
  baselineMb: number;
  finalMb: number;
  growthPercent: number;
  isWithinLimit: boolean;
};

export const SAMPLE_EVERY_MS = 10_000;
/** The most resident memory may grow from just after the warm-up to the end of the run. */
export const MAX_RSS_GROWTH_PERCENT = 10;

/**
 * Resident memory after the warm-up compared with the end of the run: the median of the first
 * minute after the warm-up against the median of the last minute (medians, so that a sample taken
 * in the middle of a collection decides nothing). The warm-up is 5 minutes, or 40 % of a shorter
 * run (2 minutes of the suite's 5): V8 sizes its heap, malloc its arenas, and the caches fill and
 * are emptied by a first price refresh in that time.
 */
export function judgeMemory(samples: SoakSample[], minutes: number): MemoryVerdict {
  const warmUpSeconds = Math.min(300, Math.round(minutes * 60 * 0.4));
  const end = samples.at(-1)?.second ?? 0;
  const rssBetween = (from: number, to: number) =>
    samples.filter((sample) => sample.second >= from && sample.second < to).map((sample) => sample.rssMb);
  const baselineMb = median(rssBetween(warmUpSeconds, warmUpSeconds + 60));
  const finalMb = median(rssBetween(end - 60 + 1, end + 1));
  const growthPercent = ((finalMb - baselineMb) / baselineMb) * 100;
  return {
    warmUpSeconds,
    baselineMb,
    finalMb,
    growthPercent,
    isWithinLimit: growthPercent <= MAX_RSS_GROWTH_PERCENT,
  };
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The demo store prices, each pointed at a page of the local store stand-in. */
async function pointPricesAtLocalStores(database: ScratchDatabase, pages: PricePagesServer): Promise<void> {
  const fixtures = readPricePageManifest().filter((entry) => entry.expected.price !== null);
  const { rows } = await database.pool.query<{ id: string }>("select id from product_prices order by id");
  for (const [index, { id }] of rows.entries()) {
    const fixture = fixtures[index % fixtures.length]!;
    await database.pool.query("update product_prices set url = $1 where id = $2", [
      pages.pageUrl(fixture, (index % 3) + 1),
      id,
    ]);
  }
}

async function trafficMix(database: ScratchDatabase) {
  const { rows: products } = await database.pool.query<{ id: string }>(
    "select id from products order by id limit 6",
  );
  const { rows: categories } = await database.pool.query<{ slug: string }>(
    "select slug from categories order by slug limit 2",
  );
  const [a, b, c, d, e, f] = products.map((product) => product.id);
  const visitors: LoadRequest[] = [
    { path: "/" },
    { path: "/products" },
    { path: `/products/${a}` },
    { path: "/search?q=phone" },
    { path: "/api/products/search?q=sam" },
    { path: `/products/${b}?lang=ar` },
    { path: `/search?q=${encodeURIComponent("سامسونج")}&lang=ar` },
    { path: `/products?category=${categories[0]!.slug}&sortBy=price_asc` },
    { path: "/categories" },
    { path: "/reviews" },
    { path: `/compare?a=${a}&b=${c}` },
    { path: `/products/${d}.data` },
    { path: "/about" },
    { path: `/products?category=${categories[1]!.slug}&page=2` },
  ];
  const shoppers: LoadRequest[] = [
    { path: "/profile" },
    { path: "/products" },
    { path: `/products/${e}` },
    { path: "/api/notifications" },
    { path: `/search?q=laptop&lang=ar` },
    { path: `/products/${f}?lang=ar` },
    { path: "/profile?lang=ar" },
  ];
  const admins: LoadRequest[] = [
    { path: "/admin" },
    { path: "/admin/products" },
    { path: "/admin/prices" },
    { path: "/admin/reviews" },
    { path: "/admin/users" },
    { path: "/api/admin/price-updates/status" },
  ];
  return { visitors, shoppers, admins };
}

export type SoakOptions = {
  minutes: number;
  /** Told about every sample as it is taken (progress for long runs). */
  onSample?: (sample: SoakSample) => void;
  /** Minutes between two "Update prices now". */
  refreshEveryMinutes?: number;
};

/**
 * Starts a scratch database, the store stand-in and a web process (with its inspector on a
 * loopback port, which is how the heap and event-loop delay are read: the product has no metrics
 * endpoint), runs the traffic for `minutes`, and stops everything again.
 */
export async function runSoak({
  minutes,
  onSample,
  refreshEveryMinutes = 2,
}: SoakOptions): Promise<SoakResult> {
  const database = await createScratchDatabase();
  const pages = await startPricePagesServer({ hosts: 3 });
  let server: StartedServer | undefined;
  try {
    server = await startWebProcess(database.url, {
      FETCH_ALLOW_PRIVATE_HOSTS: "1",
      NODE_OPTIONS: "--inspect=127.0.0.1:0",
    });
    await pointPricesAtLocalStores(database, pages);
    const baseUrl = server.baseUrl;
    const userCookie = await signInOverHttp(baseUrl, DEMO_USER);
    const adminCookie = await signInOverHttp(baseUrl, DEMO_ADMIN);
    const mix = await trafficMix(database);
    const inspector = inspectorUrlIn(server.output());
    const pid = server.process.pid!;
    const duration = minutes * 60;

    const startedAt = Date.now();
    const samples: SoakSample[] = [];
    const takeSample = async () => {
      const metrics = await processMetrics(inspector);
      const sample: SoakSample = {
        second: Math.round((Date.now() - startedAt) / 1000),
        rssMb: residentMegabytes(pid),
        ...metrics,
      };
      samples.push(sample);
      onSample?.(sample);
    };
    await takeSample();
    const sampler = setInterval(() => void takeSample().catch(() => undefined), SAMPLE_EVERY_MS);

    let refreshesStarted = 0;
    const refresh = async () => {
      const response = await fetch(`${baseUrl}/api/admin/price-updates`, {
        method: "POST",
        headers: { cookie: adminCookie, origin: baseUrl, "X-Forwarded-For": "203.0.113.90" },
      });
      if (response.status === 202) refreshesStarted += 1;
    };
    await refresh();
    const refresher = setInterval(() => void refresh().catch(() => undefined), refreshEveryMinutes * 60_000);

    // A steady, moderate load (not a stress test): about 60 answers a second in all, each kind of
    // client from its own address so no rate limit is reached.
    const load = (name: string, requests: LoadRequest[], rate: number, headers: Record<string, string>) =>
      runLoad({
        url: baseUrl,
        connections: Math.max(1, Math.ceil(rate / 10)),
        overallRate: rate,
        duration,
        timeout: 30,
        headers,
        requests,
      }).then((result) => ({ name, result }));
    const loads = await Promise.all([
      load("visitors", mix.visitors, 45, { "X-Forwarded-For": "198.51.100.31" }),
      load("shoppers", mix.shoppers, 12, { cookie: userCookie, "X-Forwarded-For": "198.51.100.32" }),
      load("admin", mix.admins, 3, { cookie: adminCookie, "X-Forwarded-For": "198.51.100.33" }),
    ]);
    clearInterval(refresher);
    clearInterval(sampler);
    await takeSample();
    return { minutes, samples, loads, refreshesStarted, verdict: judgeMemory(samples, minutes) };
  } finally {
    if (server) await stopWebProcess(server);
    await pages.close();
    await database.drop();
  }
}

/** Answers that were not what the traffic asked for: 5xx, errors and timeouts, per kind of client. */
export function describeFailures(result: SoakResult): string[] {
  return result.loads
    .filter(({ result: load }) => countServerErrors(load) + load.errors + load.timeouts > 0)
    .map(({ name, result: load }) => `${name}: ${describeLoad(load)}`);
}

/** The run as Markdown: summary, verdict, a chart of resident memory and the table of samples. */
export function soakReport(result: SoakResult, description: string): string {
  const { verdict } = result;
  const lines = [
    `## ${result.minutes}-minute soak`,
    "",
    description,
    "",
    ...result.loads.map(({ name, result: load }) => `- ${name}: ${describeLoad(load)}`),
    `- price refreshes started: ${result.refreshesStarted}`,
    `- RSS after the ${verdict.warmUpSeconds / 60}-minute warm-up (median of the next minute): ` +
      `${verdict.baselineMb.toFixed(1)} MB; at the end (median of the last minute): ` +
      `${verdict.finalMb.toFixed(1)} MB; growth ${verdict.growthPercent.toFixed(1)} % ` +
      `(limit ${MAX_RSS_GROWTH_PERCENT} %): **${verdict.isWithinLimit ? "pass" : "FAIL"}**`,
    "",
    "```mermaid",
    memoryChart(result.samples),
    "```",
    "",
    "| s | RSS MB | heap used MB | heap total MB | external MB | loop delay p50 / p99 / max ms |",
    "|---:|---:|---:|---:|---:|---:|",
    ...result.samples.map(
      (sample) =>
        `| ${sample.second} | ${sample.rssMb.toFixed(1)} | ${sample.heapUsedMb.toFixed(1)} | ` +
        `${sample.heapTotalMb.toFixed(1)} | ${sample.externalMb.toFixed(1)} | ` +
        `${sample.loopDelayP50Ms.toFixed(1)} / ${sample.loopDelayP99Ms.toFixed(1)} / ${sample.loopDelayMaxMs.toFixed(1)} |`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}

/** A Mermaid line chart of RSS and heap per minute (GitHub renders it; it reads as text too). */
function memoryChart(samples: SoakSample[]): string {
  const perMinute = new Map<number, SoakSample>();
  for (const sample of samples) perMinute.set(Math.floor(sample.second / 60), sample);
  const points = [...perMinute.entries()];
  const top = Math.ceil(Math.max(...samples.map((sample) => sample.rssMb)) / 50) * 50;
  return [
    "xychart-beta",
    '  title "Resident memory (upper line) and heap used, MB, by minute"',
    `  x-axis [${points.map(([minute]) => minute).join(", ")}]`,
    `  y-axis "MB" 0 --> ${top}`,
    `  line [${points.map(([, sample]) => sample.rssMb.toFixed(0)).join(", ")}]`,
    `  line [${points.map(([, sample]) => sample.heapUsedMb.toFixed(0)).join(", ")}]`,
  ].join("\n");
}
