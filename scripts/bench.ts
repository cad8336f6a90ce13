// `npm run bench` (not part of `npm test`): load on a production build over the benchmark catalogue
// (scripts/bench/catalogue.ts — 100,000 products on the PostgreSQL server at DATABASE_URL, by
// default `qaren_bench`), measured with autocannon, 10 connections, next to two floors:
//   - HTTP: /livez of the same server, which answers without touching the database;
//   - database: the same service functions the page's loader calls, run straight on a pool of 10
//     connections with 10 callers (no HTTP, no rendering, no cache).
// Writes the table to bench/results.md. Options: --duration=S per endpoint (default 10),
// --connections=N (default 10), --products=N (default 100000), --only=TEXT (just the endpoints
// whose label contains TEXT, printed but not written: the results file keeps whole runs only).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { grantAdminByEmail } from "~/features/accounts/admin-grant.server";
import { getAnalytics } from "~/features/admin-analytics/analytics.server";
import { listCategories } from "~/features/catalog/categories.server";
import { findCategory, withDescendants } from "~/features/catalog/category-tree";
import { listProducts } from "~/features/catalog/product-listing.server";
import { DEALS_PER_PAGE, type DealSort } from "~/features/deals/deal-params";
import { listDeals } from "~/features/deals/deals.server";
import { listSlides } from "~/features/hero-slides/slides.server";
import { countSiteStats, findFeaturedProduct } from "~/features/home/home.server";
import { findPriceHistory } from "~/features/price-history/price-history.server";
import { findProductDetail } from "~/features/products/product-detail.server";
import { listLatestApprovedReviews, TESTIMONIAL_MIN_RATING } from "~/features/reviews/reviews.server";
import { searchProducts } from "~/features/search/search.server";
import { SEARCH_RESULTS_PER_PAGE } from "~/features/search/search-limits";
import { startServer, stopServer } from "../tests/e2e/support/server";
import { type BenchCatalogue, prepareBenchCatalogue } from "./bench/catalogue";
import { replaceResultsSection, runDescription } from "./bench/results-file";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    products: { type: "string", default: "100000" },
    only: { type: "string" },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP_S = 2;
const PAGE_SIZE = 24;
const PAGE_BUDGET_MS = 150;
const API_BUDGET_MS = 50;
const MEMORY_BUDGET_MB = 400;
const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password-1" };

type Endpoint = {
  label: string;
  /** Paths requested in turn (one path: the same page again and again). */
  paths: string[];
  budgetMs?: number;
  /** Sent as the Cookie header (the admin's session). */
  cookie?: string;
  /** What the loader asks the database for, to run without the server. */
  database: (db: Database, turn: number) => Promise<unknown>;
};

type Measurement = { rps: number; p50: number; p95: number; p99: number; errors: number };

// ---------------------------------------------------------------------------------------------

function endpoints(catalogue: BenchCatalogue, productIds: string[], adminCookie: string): Endpoint[] {
  const phonesSlug = "bench-phones";
  const browse = async (db: Database, options: { category?: string; sortBy?: "price_asc"; page: number }) => {
    const categories = await listCategories(db);
    const category = findCategory(categories, options.category ?? null);
    return listProducts(db, {
      categoryIds: category ? withDescendants(categories, category.id) : undefined,
      sortBy: options.sortBy,
      limit: PAGE_SIZE,
      offset: (options.page - 1) * PAGE_SIZE,
    });
  };
  const dealsPage = async (db: Database, options: { category?: string; sortBy?: DealSort }) => {
    const categories = await listCategories(db);
    const category = findCategory(categories, options.category ?? null);
    return listDeals(db, {
      categoryIds: category ? withDescendants(categories, category.id) : undefined,
      sortBy: options.sortBy,
      limit: DEALS_PER_PAGE,
    });
  };
  const searchPage = (query: string) => (db: Database) =>
    searchProducts(db, { query, limit: SEARCH_RESULTS_PER_PAGE });
  const productPage = (id: string) => (db: Database) =>
    Promise.all([findProductDetail(db, id), findPriceHistory(db, id)]);
  const manyQueries = LONG_TAIL_QUERIES;

  return [
    {
      label: "`/` home",
      paths: ["/"],
      budgetMs: PAGE_BUDGET_MS,
      database: (db) =>
        Promise.all([
          listSlides(db),
          findFeaturedProduct(db),
          countSiteStats(db),
          listProducts(db, { sortBy: "newest", limit: 8, withTotal: false }),
          listLatestApprovedReviews(db, 6, { minRating: TESTIMONIAL_MIN_RATING }),
        ]),
    },
    {
      label: "`/products?sortBy=price_asc`",
      paths: ["/products?sortBy=price_asc"],
      budgetMs: PAGE_BUDGET_MS,
      database: (db) => browse(db, { sortBy: "price_asc", page: 1 }),
    },
    {
      label: "`/products?category=…&page=5`",
      paths: [`/products?category=${phonesSlug}&page=5`],
      budgetMs: PAGE_BUDGET_MS,
      database: (db) => browse(db, { category: phonesSlug, page: 5 }),
    },
    {
      label: "`/deals`",
      paths: ["/deals"],
      budgetMs: PAGE_BUDGET_MS,
      database: (db) => dealsPage(db, {}),
    },
    {
      label: "`/deals?category=…`",
      paths: [`/deals?category=${phonesSlug}`],
      budgetMs: PAGE_BUDGET_MS,
      database: (db) => dealsPage(db, { category: phonesSlug }),
    },
    {
      label: "`/deals?sortBy=saved`",
      paths: ["/deals?sortBy=saved"],
      budgetMs: PAGE_BUDGET_MS,
      database: (db) => dealsPage(db, { sortBy: "saved" }),
    },
    {
      label: "`/search?q=samsung galaxy` (English)",
      paths: [`/search?q=${encodeURIComponent("samsung galaxy")}`],
      budgetMs: PAGE_BUDGET_MS,
      database: searchPage("samsung galaxy"),
    },
    {
      label: "`/search?q=سامسونج` (Arabic)",
      paths: [`/search?q=${encodeURIComponent("سامسونج")}`],
      budgetMs: PAGE_BUDGET_MS,
      database: searchPage("سامسونج"),
    },
    {
      label: "`/search?q=samsnug` (typo)",
      paths: [`/search?q=${encodeURIComponent("samsnug")}`],
      budgetMs: PAGE_BUDGET_MS,
      database: searchPage("samsnug"),
    },
    {
      label: `\`/search?q=\` ${manyQueries.length} different queries in turn`,
      paths: manyQueries.map((query) => `/search?q=${encodeURIComponent(query)}`),
      budgetMs: PAGE_BUDGET_MS,
      database: (db, turn) => searchPage(manyQueries[turn % manyQueries.length]!)(db),
    },
    {
      label: "`/products/{id}` 8 stores, 180 days",
      paths: [`/products/${catalogue.showcaseProductId}`],
      budgetMs: PAGE_BUDGET_MS,
      database: productPage(catalogue.showcaseProductId),
    },
    {
      label: `\`/products/{id}\` ${productIds.length} different products in turn`,
      paths: productIds.map((id) => `/products/${id}`),
      budgetMs: PAGE_BUDGET_MS,
      database: (db, turn) => productPage(productIds[turn % productIds.length]!)(db),
    },
    {
      label: "`/api/products/search?q=سامسونج`",
      paths: [`/api/products/search?q=${encodeURIComponent("سامسونج")}`],
      budgetMs: API_BUDGET_MS,
      database: (db) => searchProducts(db, { query: "سامسونج", limit: 10, withTotal: false }),
    },
    {
      label: `\`/api/products/search\` ${manyQueries.length} different queries in turn`,
      paths: manyQueries.map((query) => `/api/products/search?q=${encodeURIComponent(query)}`),
      budgetMs: API_BUDGET_MS,
      database: (db, turn) =>
        searchProducts(db, { query: manyQueries[turn % manyQueries.length]!, limit: 10, withTotal: false }),
    },
    {
      label: "`/admin.data` dashboard data (admin)",
      paths: ["/admin.data"],
      cookie: adminCookie,
      database: (db) => getAnalytics(db),
    },
  ];
}

/** Words shoppers type, each its own search (and its own cache entry). */
const LONG_TAIL_QUERIES = [
  ...["iphone", "galaxy", "redmi", "ideapad", "pavilion", "bravia", "oled", "airfryer", "sauvage", "khamrah"],
  ...["ايفون", "جالكسي", "شاشة", "غسالة", "لابتوب", "سماعة", "عطر", "قلاية", "بلايستيشن", "مكينة قهوة"],
  ...["samsung 55", "lg 9 kg", "sony wh-1000xm", "dell inspiron", "apple airpods", "nintendo switch"],
  ...["هواوي نوفا", "شاومي ريدمي", "ال جي اوليد", "سوني برافيا", "لطافة خمرة", "ديلونجي"],
  ...["iphnoe", "samsnug", "lenvo", "playstaton", "سامسوج", "ايفوم"],
];

// ---------------------------------------------------------------------------------------------

/** Exact percentiles of the latencies seen (autocannon itself reports p90 and p97.5, not p95). */
function summarise(timings: number[], durationS: number, errors: number): Measurement {
  timings.sort((a, b) => a - b);
  const at = (share: number) =>
    timings[Math.min(timings.length - 1, Math.ceil(share * timings.length) - 1)] ?? 0;
  return { rps: timings.length / durationS, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

async function loadOverHttp(baseUrl: string, endpoint: Endpoint, durationS: number): Promise<Measurement> {
  const timings: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: durationS,
        headers: endpoint.cookie ? { cookie: endpoint.cookie } : {},
        requests: endpoint.paths.map((path) => ({ method: "GET", path })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => timings.push(responseTime));
  });
  return summarise(timings, durationS, result.errors + result.timeouts + result.non2xx);
}

/** The database floor: CONNECTIONS callers running the loader's queries back to back. */
async function loadOnDatabase(db: Database, endpoint: Endpoint, durationS: number): Promise<Measurement> {
  const timings: number[] = [];
  let errors = 0;
  let turn = 0;
  const deadline = performance.now() + durationS * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await endpoint.database(db, turn++);
        timings.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  return summarise(timings, durationS, errors);
}

function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  return kilobytes / 1024;
}

async function createAdminSession(baseUrl: string, db: Database): Promise<string> {
  const form = { email: ADMIN.email, password: ADMIN.password };
  const headers = { origin: baseUrl };
  // The first run registers the account and grants it admin rights as an operator would
  // (`npm run admin:grant`); later runs sign in.
  await fetch(`${baseUrl}/register`, {
    method: "POST",
    body: new URLSearchParams({ ...form, confirmPassword: ADMIN.password }),
    headers,
    redirect: "manual",
  });
  await grantAdminByEmail(db, ADMIN.email);
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers,
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`admin sign-in failed with ${response.status}`);
  return cookie;
}

// ---------------------------------------------------------------------------------------------

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const perSecond = (value: number) => Math.round(value).toLocaleString("en-US");

function formatTable(
  rows: { endpoint: Endpoint; http: Measurement; database: Measurement }[],
  httpFloor: Measurement,
  databaseFloor: Measurement,
): string {
  const lines = [
    "| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | budget p95 | × HTTP floor req/s | database floor req/s | database floor p95 ms |",
    "|---|---:|---:|---:|---:|---:|---|---:|---:|---:|",
    `| floor: \`/livez\` (HTTP, no database) | ${perSecond(httpFloor.rps)} | ${ms(httpFloor.p50)} | ${ms(httpFloor.p95)} | ${ms(httpFloor.p99)} | ${httpFloor.errors} | | 1.00 | | |`,
    `| floor: \`select 1\` (database, no HTTP) | ${perSecond(databaseFloor.rps)} | ${ms(databaseFloor.p50)} | ${ms(databaseFloor.p95)} | ${ms(databaseFloor.p99)} | ${databaseFloor.errors} | | | ${perSecond(databaseFloor.rps)} | ${ms(databaseFloor.p95)} |`,
  ];
  for (const { endpoint, http, database } of rows) {
    const budget = endpoint.budgetMs
      ? `${http.p95 < endpoint.budgetMs && http.errors === 0 ? "✅" : "❌"} < ${endpoint.budgetMs} ms`
      : "";
    lines.push(
      `| ${endpoint.label} | ${perSecond(http.rps)} | ${ms(http.p50)} | ${ms(http.p95)} | ${ms(http.p99)} | ${http.errors} | ${budget} | ${(http.rps / httpFloor.rps).toFixed(2)} | ${perSecond(database.rps)} | ${ms(database.p95)} |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const catalogue = await prepareBenchCatalogue({
    databaseUrl: process.env.DATABASE_URL,
    productCount: Number(args.products),
  });
  const { db } = catalogue.handle;
  const { rows: sample } = await db.execute<{ id: string }>(
    sql`select id from products order by md5(id::text) limit 1000`,
  );
  const productIds = sample.map((row) => row.id);

  console.log("starting the production server…");
  const server = await startServer({
    env: {
      DATABASE_URL: catalogue.databaseUrl,
      SEED_DEMO: "0",
      LOG_LEVEL: "error",
    },
  });
  const pid = server.process.pid!;
  try {
    const adminCookie = await createAdminSession(server.baseUrl, db);
    const list = endpoints(catalogue, productIds, adminCookie).filter(
      (endpoint) => !args.only || endpoint.label.includes(args.only),
    );
    const run = async (endpoint: Endpoint) => {
      await loadOverHttp(server.baseUrl, endpoint, WARMUP_S);
      const http = await loadOverHttp(server.baseUrl, endpoint, DURATION_S);
      const database = await loadOnDatabase(db, endpoint, DURATION_S);
      console.log(
        `${endpoint.label}: ${perSecond(http.rps)} req/s, p95 ${ms(http.p95)} ms, ${http.errors} errors; database ${perSecond(database.rps)} req/s, p95 ${ms(database.p95)} ms`,
      );
      return { endpoint, http, database };
    };

    const livez: Endpoint = {
      label: "/livez",
      paths: ["/livez"],
      database: (pool) => pool.execute(sql`select 1`),
    };
    await loadOverHttp(server.baseUrl, livez, WARMUP_S);
    const httpFloor = await loadOverHttp(server.baseUrl, livez, DURATION_S);
    const databaseFloor = await loadOnDatabase(db, livez, DURATION_S);
    console.log(
      `floors: HTTP ${perSecond(httpFloor.rps)} req/s, database ${perSecond(databaseFloor.rps)} req/s`,
    );

    const rows = [];
    for (const endpoint of list) rows.push(await run(endpoint));
    const memory = peakMemoryMb(pid);
    const counts = catalogue.counts;

    const markdown = [
      "## Load (`npm run bench`)",
      "",
      runDescription(),
      `PostgreSQL at \`${new URL(catalogue.databaseUrl).host}\` on the same machine. Catalogue: ${counts.products.toLocaleString("en-US")} products, ${counts.prices.toLocaleString("en-US")} store prices, ${counts.history.toLocaleString("en-US")} price-history rows (180 days for a tenth of the products), ${counts.reviews.toLocaleString("en-US")} reviews, ${counts.deals.toLocaleString("en-US")} current deals.`,
      `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per endpoint after ${WARMUP_S} s of warm-up. The database floor runs the loader's service calls directly, ${CONNECTIONS} at a time, without HTTP, rendering or the catalogue cache; "errors" counts failed requests and non-2xx answers.`,
      "",
      formatTable(rows, httpFloor, databaseFloor),
      "",
      `Peak server memory (VmHWM) over the whole run: **${Math.round(memory)} MB** ${memory < MEMORY_BUDGET_MB ? "✅" : "❌"} (budget < ${MEMORY_BUDGET_MB} MB).`,
    ].join("\n");
    if (args.only) {
      console.log(`\n${markdown}\n\nonly endpoints matching "${args.only}": bench/results.md left as it was`);
    } else {
      replaceResultsSection("load", markdown);
      console.log(`\n${markdown}\n\nwritten to bench/results.md`);
    }
  } finally {
    await stopServer(server);
    await catalogue.handle.close();
  }
}

await main();
