// `npm run bench:search`: times product search and browse queries, one at a time, directly on the
// benchmark catalogue (scripts/bench/catalogue.ts: 100,000 products on the PostgreSQL server at
// DATABASE_URL, by default `qaren_bench`). Options: --products=N (default 100000), --runs=N timed
// runs per query (default 40).
import { parseArgs } from "node:util";
import { count, sql } from "drizzle-orm";
import { products } from "~/db/schema";
import { listProducts } from "~/features/catalog/product-listing.server";
import { searchProducts } from "~/features/search/search.server";
import { prepareBenchCatalogue } from "./bench/catalogue";

const { values: args } = parseArgs({
  options: { products: { type: "string", default: "100000" }, runs: { type: "string", default: "40" } },
});
const PRODUCT_COUNT = Number(args.products);
const RUNS = Number(args.runs);

// ---------------------------------------------------------------------------------------------
// Timing

type Case = { kind: string; label: string; run: () => Promise<{ total: number }> };

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function time(benchCase: Case) {
  for (let warmup = 0; warmup < 3; warmup++) await benchCase.run();
  const timings: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    total = (await benchCase.run()).total;
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { ...benchCase, total, p50: percentile(timings, 0.5), p95: percentile(timings, 0.95) };
}

async function main() {
  const catalogue = await prepareBenchCatalogue({
    databaseUrl: process.env.DATABASE_URL,
    productCount: PRODUCT_COUNT,
  });
  const { handle } = catalogue;
  try {
    const { db } = handle;
    const [{ model } = { model: "" }] = (
      await db.execute<{ model: string }>(
        sql`select model from ${products} order by created_at limit 1 offset 777`,
      )
    ).rows;
    const compactModel = model.replace(/[^a-z0-9]/gi, "").toLowerCase();
    const phones = catalogue.categoryIdBySlug.get("phones")!;

    const search =
      (query: string, limit = 10) =>
      () =>
        searchProducts(db, { query, limit });
    const cases: Case[] = [
      { kind: "English", label: "samsung galaxy", run: search("samsung galaxy") },
      { kind: "English", label: "iphone 15 pro max", run: search("iphone 15 pro max") },
      { kind: "English", label: "lenovo ideapad 16gb", run: search("lenovo ideapad 16gb") },
      { kind: "English", label: "sony (page of 24)", run: search("sony", 24) },
      { kind: "Arabic", label: "سامسونج", run: search("سامسونج") },
      { kind: "Arabic", label: "ايفون برو ماكس", run: search("ايفون برو ماكس") },
      { kind: "Arabic", label: "غسالة ال جي ٩ كيلو", run: search("غسالة ال جي ٩ كيلو") },
      { kind: "Arabic", label: "بلايستيشن (transliterated)", run: search("بلايستيشن") },
      { kind: "Typo", label: "samsnug galaxy", run: search("samsnug galaxy") },
      { kind: "Typo", label: "iphnoe", run: search("iphnoe") },
      { kind: "Typo", label: "سامسوج", run: search("سامسوج") },
      { kind: "Model", label: model, run: search(model) },
      { kind: "Model", label: `${compactModel} (no separators)`, run: search(compactModel) },
      { kind: "Nonsense", label: "xqzvbnm", run: search("xqzvbnm") },
      {
        kind: "Browse",
        label: "/products?q=samsung (price_asc, 24)",
        run: () => searchProducts(db, { query: "samsung", sortBy: "price_asc", limit: 24 }),
      },
      {
        kind: "Browse",
        label: "/products?category=phones (price_asc, 24)",
        run: () => listProducts(db, { categoryIds: [phones], sortBy: "price_asc", limit: 24 }),
      },
      {
        kind: "Browse",
        label: "/products (price_asc, all, 24)",
        run: () => listProducts(db, { sortBy: "price_asc", limit: 24 }),
      },
      {
        kind: "Browse",
        label: "latest 8 (home)",
        run: () => listProducts(db, { sortBy: "newest", limit: 8, withTotal: false }),
      },
    ];

    const [{ n: productTotal } = { n: 0 }] = await db.select({ n: count() }).from(products);
    console.log(`\n${productTotal} products, ${RUNS} timed runs per query (after 3 warm-up runs)\n`);
    console.log("| kind | query | matches | p50 ms | p95 ms |");
    console.log("|---|---|---:|---:|---:|");
    for (const benchCase of cases) {
      const result = await time(benchCase);
      console.log(
        `| ${result.kind} | ${result.label} | ${result.total} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} |`,
      );
    }
  } finally {
    await handle.close();
  }
}

await main();
