// `npm run bench:page-reading` (issue 16): the time and memory of reading a store page in the built-in
// browser next to reading one as served over HTTP, through the refresh job's engine, against the
// local stand-in store pages (tests/setup/js-store-server.ts). Memory is the proportional size (PSS) of
// this process and of every Chromium process it started, sampled while pages are read. Writes its section
// of bench/results.md (not with --dry-run). Options: --readings=N per row (default 10).
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { createPriceEngine } from "~/features/page-fetching/fetch-store-price.server";
import { readStorePage } from "~/features/page-fetching/read-store-page.server";
import { NO_STORE_RULES, type StoreFetchRules } from "~/features/price-extraction/store-rule-grammar";
import { JS_PAGES, startJsStoreServer } from "../tests/setup/js-store-server";
import { replaceResultsSection, runDescription } from "./bench/results-file";

const { values: options } = parseArgs({
  options: { readings: { type: "string", default: "10" }, "dry-run": { type: "boolean", default: false } },
});
const READINGS = Number(options.readings);

/**
 * Proportional memory (PSS, MB) of the processes descending from this one, this one included:
 * memory Chromium's processes share is counted once, split between them.
 */
function treeRssMb(): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended meanwhile.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid, hops = 0; current > 1 && hops < 20; hops++) {
      if (current === process.pid) return true;
      current = parents.get(current) ?? 0;
    }
    return false;
  };
  let total = 0;
  for (const [pid, bytes] of rss) {
    if (!inTree(pid)) continue;
    try {
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
      total += pss ? Number(pss[1]) * 1024 : bytes;
    } catch {
      total += bytes;
    }
  }
  return total / 2 ** 20;
}

type Row = { label: string; medianMs: number; p95Ms: number; peakMb: number; price: string | null };

async function measure(label: string, url: string, rules: StoreFetchRules): Promise<Row> {
  const site = await startJsStoreServer();
  const engine = createPriceEngine({
    allowPrivateHosts: true,
    hostDelayMs: 0,
    browser: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" },
  });
  let peakMb = treeRssMb();
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, treeRssMb());
  }, 100);
  const times: number[] = [];
  let price: string | null = null;
  try {
    for (let index = 0; index < READINGS; index++) {
      const started = performance.now();
      const report = await readStorePage(engine, `${site.origin()}${url}`, rules);
      times.push(performance.now() - started);
      if (!report.outcome.ok) throw new Error(`${label}: ${report.outcome.error.code}`);
      price = report.outcome.price;
    }
  } finally {
    clearInterval(sampler);
    await engine.close();
    await site.close();
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { label, medianMs: at(0.5), p95Ms: at(0.95), peakMb, price };
}

const rows = [
  await measure("HTTP, page as served (JSON-LD)", JS_PAGES.served.path, NO_STORE_RULES),
  await measure("Browser, single-page app fetching its price", JS_PAGES.spa.path, {
    ...NO_STORE_RULES,
    fetchMode: "browser",
  }),
  await measure("Browser, price added by script after 800 ms", JS_PAGES.delayed.path, {
    ...NO_STORE_RULES,
    fetchMode: "browser",
  }),
];

const table = [
  "| reading | median | p95 | peak memory, PSS (node + Chromium) | price read |",
  "|---|---:|---:|---:|---:|",
  ...rows.map(
    (row) =>
      `| ${row.label} | ${Math.round(row.medianMs)} ms | ${Math.round(row.p95Ms)} ms | ${Math.round(row.peakMb)} MB | ${row.price} |`,
  ),
].join("\n");
const section = `## Reading a store page: browser next to HTTP (\`npm run bench:page-reading\`)

${runDescription()}

${READINGS} readings per row, one after another, through the refresh job's engine (\`readStorePage\`),
against the local stand-in store pages; the first browser reading includes starting Chromium.
Load average when done: ${os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(", ")} (on a shared machine the browser rows are slowed most by other work).

${table}
`;
console.log(section);
if (!options["dry-run"]) replaceResultsSection("page-reading", section);
