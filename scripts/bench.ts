// `npm run bench` (not part of `npm test`): load on a production build over the benchmark catalogue
// (scripts/bench/catalogue.ts — 100,000 products on the PostgreSQL server at DATABASE_URL, by
// default `qaren_bench`), measured with autocannon, 10 connections. Every row twice in one run:
// quiet, and under the live price refresh a real catalogue has (scripts/bench/price-churn.ts: 20
// readings a second through the product's own recording code). Next to two floors:
//   - HTTP: /livez of the same server, which answers without touching the database;
//   - database: the same service functions the page's loader calls, run straight on a pool of 10
//     connections with 10 callers (no HTTP, no rendering, no cache), quiet.
// The server runs as the README says production runs: `npm start`, one web process per core
// (WEB_CONCURRENCY), ADR-0032. Budgets are for the figures under churn (issue 15). Writes the table to bench/results.md. Options: --duration=S per endpoint (default 10),
// --connections=N (default 10), --products=N (default 100000), --only=TEXT (just the endpoints
// whose label contains TEXT, printed but not written: the results file keeps whole runs only; the
// feed and discovery rows are printed too, the page-reading rows left out).
// The discovery row (issue 36): --discovery-pages=N pages of its stand-in store (default 20000),
// --discovery-polite-requests=N requests of its polite run (default 60); --no-discovery skips it.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { grantAdminByEmail } from "~/features/accounts/admin-grant.server";
import { getAnalytics } from "~/features/admin-analytics/analytics.server";
import { parseAttributeChoices } from "~/features/attributes/attribute-filters";
import {
  findFilterAttributes,
  resolveAttributeChoices,
} from "~/features/attributes/attribute-filters.server";
import { listCategories } from "~/features/catalog/categories.server";
import { findCategory, withDescendants } from "~/features/catalog/category-tree";
import { listProducts } from "~/features/catalog/product-listing.server";
import { answerQuestion } from "~/features/chat/assistant/builtin-assistant.server";
import { DEALS_PER_PAGE, type DealSort } from "~/features/deals/deal-params";
import { listDeals } from "~/features/deals/deals.server";
import { listSlides } from "~/features/hero-slides/slides.server";
import { countSiteStats, findFeaturedProduct } from "~/features/home/home.server";
import { findPriceHistory } from "~/features/price-history/price-history.server";
import { findProductDetail } from "~/features/products/product-detail.server";
import { listLatestApprovedReviews, TESTIMONIAL_MIN_RATING } from "~/features/reviews/reviews.server";
import { searchProducts, suggestForEmptySearch } from "~/features/search/search.server";
import { SEARCH_RESULTS_PER_PAGE } from "~/features/search/search-limits";
import { parseEnv, webProcessCountOf } from "~/utils/env.server";
import { childrenOf } from "../tests/e2e/support/processes";
import { startServer, stopServer } from "../tests/e2e/support/server";
import { type BenchCatalogue, prepareBenchCatalogue } from "./bench/catalogue";
import { runDiscoveryBench } from "./bench/discovery";
import { runFeedImportBench } from "./bench/feed-import";
import { type PriceChurnTally, sampleStorePrices, startPriceChurn } from "./bench/price-churn";
import { replaceResultsSection, runDescription } from "./bench/results-file";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    products: { type: "string", default: "100000" },
    only: { type: "string" },
    // The feed row (issue 24) and the page-reading rows (issue 16) run after the others;
    // --no-feed and --no-page-reading skip them.
    feed: { type: "boolean", default: true },
    "page-reading": { type: "boolean", default: true },
    // The discovery row (issue 36), after the feed row; --no-discovery skips it.
    discovery: { type: "boolean", default: true },
    "discovery-pages": { type: "string", default: "20000" },
    "discovery-polite-requests": { type: "string", default: "60" },
  },
  allowNegative: true,
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP_S = 2;
const PAGE_SIZE = 24;
// Budgets under churn (issue 15).
const PAGE_BUDGET_MS = 50;
const API_BUDGET_MS = 20;
const FIRST_VISIT_BUDGET_MS = 60;
const SIGNED_IN_BUDGET_MS = 80;
const DASHBOARD_BUDGET_MS = 300;
const ASSISTANT_BUDGET_MS = 300;
const MEMORY_BUDGET_MB = 400;
/** The least share of its quiet throughput a row keeps under churn. */
const CHURN_RATIO_BUDGET = 0.5;
/** How many product pages the render floor turns over (all of them in memory after its warm-up). */
const RENDER_FLOOR_PRODUCTS = 20;
const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password-1" };
const SHOPPER = { email: "bench-shopper@example.com", password: "bench-shopper-password-1" };

type Endpoint = {
  label: string;
  /** Paths requested in turn (one path: the same page again and again). */
  paths: string[];
  /** Instead of `paths`: each request asks for the next of these, shared by all connections. */
  nextPath?: () => string;
  /** Instead of `paths`: each request is the next of these (a POST with its body and headers). */
  nextRequest?: () => { method: "POST"; path: string; headers: Record<string, string>; body: string };
  budgetMs?: number;
  /** Sent as the Cookie header (the admin's session). */
  cookie?: string;
  /** What the loader asks the database for, to run without the server; none for a row that asks nothing. */
  database?: (db: Database, turn: number) => Promise<unknown>;
};

type Measurement = { rps: number; p50: number; p95: number; p99: number; errors: number };

// ---------------------------------------------------------------------------------------------

type Sessions = { admin: string; shopper: string };

function endpoints(
  catalogue: BenchCatalogue,
  productIds: string[],
  firstVisitIds: string[],
  sessions: Sessions,
  /** The server's origin: posts carry it as their Origin, as a browser's do. */
  baseUrl: string,
): Endpoint[] {
  const phonesSlug = "bench-phones";
  const PHONE_ATTRIBUTE_FILTERS = "f.storage=256,512&f.screen_size=6.3-6.7&f.five_g=yes";
  // Browse filters (issue 17): what /products and /search pass besides the category and sort.
  type Filters = {
    brands?: string[];
    stores?: string[];
    inStock?: boolean;
    minRating?: number;
    /** Filters by attribute as the URL writes them ("f.storage=256,512"). */
    attributes?: string;
  };
  const browse = async (
    db: Database,
    options: { category?: string; sortBy?: "price_asc"; page: number } & Filters,
  ) => {
    const categories = await listCategories(db);
    const category = findCategory(categories, options.category ?? null);
    const categoryIds = category ? withDescendants(categories, category.id) : undefined;
    // A category's page counts its filter attributes' values too.
    const filterAttributes =
      category && categoryIds ? await findFilterAttributes(db, category.id, categoryIds) : [];
    // The pages count each filter's options too.
    return listProducts(db, {
      categoryIds,
      attributeFilters: resolveAttributeChoices(
        parseAttributeChoices(new URLSearchParams(options.attributes ?? "")),
        filterAttributes,
      ),
      attributeFacets: filterAttributes,
      sortBy: options.sortBy,
      limit: PAGE_SIZE,
      offset: (options.page - 1) * PAGE_SIZE,
      brands: options.brands,
      stores: options.stores,
      inStock: options.inStock,
      minRating: options.minRating,
      withFacets: true,
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
  const searchPage =
    (query: string, filters: Filters & { sortBy?: "price_asc" } = {}) =>
    async (db: Database) => {
      const found = await searchProducts(db, {
        query,
        limit: SEARCH_RESULTS_PER_PAGE,
        withFacets: true,
        ...filters,
      });
      // A search that finds nothing also looks for help (did you mean, categories, popular).
      return found.total === 0 ? suggestForEmptySearch(db, query) : found;
    };
  /** The row of one search page: its label names the query and what the query tests. */
  const searchRow = (query: string, note: string): Endpoint => ({
    label: `\`/search?q=${query}\` (${note})`,
    paths: [`/search?q=${encodeURIComponent(query)}`],
    budgetMs: PAGE_BUDGET_MS,
    database: searchPage(query),
  });
  const productPage = (id: string) => (db: Database) =>
    Promise.all([findProductDetail(db, id), findPriceHistory(db, id)]);
  const manyQueries = LONG_TAIL_QUERIES;
  let unseenQueries = 0;
  const nextUnseenQuery = () => unseenQuery(unseenQueries++);
  // Each request of the row visits a product no request of this run has visited before.
  let firstVisits = 0;
  const nextFirstVisit = () => firstVisitIds[firstVisits++ % firstVisitIds.length]!;

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
      label: "`/products?category=…&brand=…&inStock=1&minRating=4` (filtered browse)",
      paths: [`/products?category=${phonesSlug}&brand=Samsung&inStock=1&minRating=4`],
      budgetMs: PAGE_BUDGET_MS,
      database: (db) =>
        browse(db, { category: phonesSlug, page: 1, brands: ["Samsung"], inStock: true, minRating: 4 }),
    },
    {
      label: "`/products?category=…&f.storage=…&f.screen_size=…&f.five_g=yes` (filtered by attribute)",
      paths: [`/products?category=${phonesSlug}&${PHONE_ATTRIBUTE_FILTERS}`],
      budgetMs: PAGE_BUDGET_MS,
      database: (db) => browse(db, { category: phonesSlug, page: 1, attributes: PHONE_ATTRIBUTE_FILTERS }),
    },
    {
      label: "`/products?store=…&sortBy=price_asc` (whole catalogue, one store)",
      paths: ["/products?store=Jarir&sortBy=price_asc"],
      budgetMs: PAGE_BUDGET_MS,
      database: (db) => browse(db, { sortBy: "price_asc", page: 1, stores: ["Jarir"] }),
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
    searchRow("samsung galaxy", "English"),
    searchRow("سامسونج", "Arabic"),
    {
      label: "`/search?q=جوال&brand=Samsung&inStock=1&sortBy=price_asc` (filtered search, type word)",
      paths: [`/search?q=${encodeURIComponent("جوال")}&brand=Samsung&inStock=1&sortBy=price_asc`],
      budgetMs: PAGE_BUDGET_MS,
      database: searchPage("جوال", { brands: ["Samsung"], inStock: true, sortBy: "price_asc" }),
    },
    searchRow("لابتوب نوكيا", "nothing found: help"),
    searchRow("samsnug", "typo"),
    {
      label: `\`/search?q=\` ${manyQueries.length} different queries in turn`,
      paths: manyQueries.map((query) => `/search?q=${encodeURIComponent(query)}`),
      budgetMs: PAGE_BUDGET_MS,
      database: (db, turn) => searchPage(manyQueries[turn % manyQueries.length]!)(db),
    },
    {
      // Issue 35: real shoppers type a long tail, so this row's queries never repeat within a run
      // (and none is a query of another row): no page comes from the cache after its first pass.
      label: "`/search?q=…` queries never seen before (each once)",
      paths: [],
      nextPath: () => `/search?q=${encodeURIComponent(nextUnseenQuery())}`,
      budgetMs: PAGE_BUDGET_MS,
      database: () => searchPage(nextUnseenQuery())(catalogue.handle.db),
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
      label: "`/products/{id}` first visits, each product once",
      paths: [],
      nextPath: () => `/products/${nextFirstVisit()}`,
      budgetMs: FIRST_VISIT_BUDGET_MS,
      database: () => productPage(nextFirstVisit())(catalogue.handle.db),
    },
    {
      // The render floor (issue 35): product pages whose data is already in the catalogue cache
      // (the warm-up loads it), rendered for every request and asking the database nothing. A
      // session cookie that fails its signature (an old or foreign one, as a browser may still
      // send) keeps the answer out of the page cache, is refused without a database lookup, and
      // leaves the visitor signed out. Beside the first-visit row it splits a page's time into
      // database, render and the rest (the HTTP floor).
      label: `\`/products/{id}\` render floor: ${RENDER_FLOOR_PRODUCTS} products' data in memory, rendered each time, no database`,
      paths: productIds.slice(0, RENDER_FLOOR_PRODUCTS).map((id) => `/products/${id}`),
      cookie: "qaren.session_token=not-a-signed-session",
    },
    {
      label: "`/products` signed-in shopper",
      paths: ["/products"],
      cookie: sessions.shopper,
      budgetMs: SIGNED_IN_BUDGET_MS,
      database: (db) => browse(db, { page: 1 }),
    },
    {
      label: `\`/products/{id}\` signed-in shopper, ${productIds.length} products in turn`,
      paths: productIds.map((id) => `/products/${id}`),
      cookie: sessions.shopper,
      budgetMs: SIGNED_IN_BUDGET_MS,
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
      // The built-in assistant (issue 23): each question from its own client address (the chat is
      // rate-limited per client), in both languages, answered in full (the event stream's end).
      label: `\`POST /api/chat\` built-in assistant, ${ASSISTANT_QUESTIONS.length} questions in turn`,
      paths: [],
      nextRequest: () => {
        const question = ASSISTANT_QUESTIONS[assistantTurn % ASSISTANT_QUESTIONS.length]!;
        assistantTurn += 1;
        return {
          method: "POST",
          path: "/api/chat",
          headers: {
            "content-type": "application/json",
            origin: baseUrl,
            "x-forwarded-for": `10.${(assistantTurn >> 16) & 255}.${(assistantTurn >> 8) & 255}.${assistantTurn & 255}`,
          },
          body: JSON.stringify({
            locale: question.locale,
            messages: [{ role: "user", content: question.text }],
          }),
        };
      },
      budgetMs: ASSISTANT_BUDGET_MS,
      database: (db, turn) => {
        const question = ASSISTANT_QUESTIONS[turn % ASSISTANT_QUESTIONS.length]!;
        return answerQuestion(db, {
          locale: question.locale,
          messages: [{ role: "user", content: question.text }],
        });
      },
    },
    {
      label: "`/admin.data` dashboard data (admin)",
      paths: ["/admin.data"],
      cookie: sessions.admin,
      budgetMs: DASHBOARD_BUDGET_MS,
      database: (db) => getAnalytics(db),
    },
  ];
}

/** What shoppers ask the assistant: prices, cheapest of a kind, budgets, trends, not listed, off-topic. */
const ASSISTANT_QUESTIONS: { locale: "en" | "ar"; text: string }[] = [
  { locale: "en", text: "How much is the Samsung Galaxy?" },
  { locale: "en", text: "What is the cheapest air fryer?" },
  { locale: "en", text: "Best laptop under 3000 riyals" },
  { locale: "en", text: "Has the iPhone got cheaper this month?" },
  { locale: "en", text: "How much is the Google Pixel 9 Pro?" },
  { locale: "en", text: "What's the weather in Riyadh?" },
  { locale: "ar", text: "بكم جوال سامسونج جالكسي؟" },
  { locale: "ar", text: "وش أرخص قلاية هوائية؟" },
  { locale: "ar", text: "ابغى لابتوب بأقل من 3000 ريال" },
  { locale: "ar", text: "سعر الآيفون طالع ولا نازل؟" },
  { locale: "ar", text: "بكم سماعة سوني في جرير؟" },
  { locale: "ar", text: "وش أفضل مطعم كبسة في الرياض؟" },
];
let assistantTurn = 0;

/** Words shoppers type, each its own search (and its own cache entry). */
const LONG_TAIL_QUERIES = [
  ...["iphone", "galaxy", "redmi", "ideapad", "pavilion", "bravia", "oled", "airfryer", "sauvage", "khamrah"],
  ...["ايفون", "جالكسي", "شاشة", "غسالة", "لابتوب", "سماعة", "عطر", "قلاية", "بلايستيشن", "مكينة قهوة"],
  ...["samsung 55", "lg 9 kg", "sony wh-1000xm", "dell inspiron", "apple airpods", "nintendo switch"],
  ...["هواوي نوفا", "شاومي ريدمي", "ال جي اوليد", "سوني برافيا", "لطافة خمرة", "ديلونجي"],
  ...["iphnoe", "samsnug", "lenvo", "playstaton", "سامسوج", "ايفوم"],
];

/** Words shoppers put in a query: a product word, then a qualifier, then a number (both languages). */
const UNSEEN_QUERY_WORDS = [
  "samsung galaxy iphone lenovo sony lg huawei xiaomi dell hp apple philips",
  "سامسونج جالكسي ايفون لينوفو سوني هواوي شاومي ديل شاشة لابتوب جوال سماعة",
  "pro max ultra plus mini gaming oled برو ماكس الترا بلس ذكية",
].map((words) => words.split(" "));

/**
 * The n-th query of the never-repeating row: a product word and a qualifier from one language
 * (or both), and a number that makes it new (sizes and models: "sony oled 65", "جوال برو 512").
 */
function unseenQuery(n: number): string {
  const [en, ar, qualifiers] = UNSEEN_QUERY_WORDS as [string[], string[], string[]];
  const words = n % 2 === 0 ? en : ar;
  const word = words[n % words.length]!;
  const qualifier = qualifiers[Math.floor(n / words.length) % qualifiers.length]!;
  const number = 1 + Math.floor(n / (words.length * qualifiers.length));
  return `${word} ${qualifier} ${number}`;
}

// ---------------------------------------------------------------------------------------------

/** Exact percentiles of the latencies seen (autocannon itself reports p90 and p97.5, not p95). */
function summarise(timings: number[], durationS: number, errors: number): Measurement {
  timings.sort((a, b) => a - b);
  const at = (share: number) =>
    timings[Math.min(timings.length - 1, Math.ceil(share * timings.length) - 1)] ?? 0;
  return { rps: timings.length / durationS, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

/** `timings` collects every response time (in ms), for a caller that sums several loads. */
async function loadOverHttp(
  baseUrl: string,
  endpoint: Endpoint,
  durationS: number,
  timings: number[] = [],
): Promise<Measurement> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: durationS,
        // As a browser asks: pages come gzipped (a kept page is kept compressed, ADR-0029).
        headers: {
          "accept-encoding": BROWSER_ACCEPT_ENCODING,
          ...(endpoint.cookie ? { cookie: endpoint.cookie } : {}),
        },
        requests: endpoint.nextRequest
          ? [{ setupRequest: (request) => ({ ...request, ...endpoint.nextRequest!() }) }]
          : endpoint.nextPath
            ? [{ method: "GET", setupRequest: (request) => ({ ...request, path: endpoint.nextPath!() }) }]
            : endpoint.paths.map((path) => ({ method: "GET", path })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => timings.push(responseTime));
  });
  return summarise([...timings], durationS, result.errors + result.timeouts + result.non2xx);
}

/** What Chromium sends: every page answer may be compressed. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** The database floor: CONNECTIONS callers running the loader's queries back to back. */
async function loadOnDatabase(
  db: Database,
  ask: (db: Database, turn: number) => Promise<unknown>,
  durationS: number,
): Promise<Measurement> {
  const timings: number[] = [];
  let errors = 0;
  let turn = 0;
  const deadline = performance.now() + durationS * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await ask(db, turn++);
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

/**
 * A session of `account`. The first run registers it (and, for the admin, grants admin rights as
 * an operator would, `npm run admin:grant`); later runs sign in.
 */
async function createSession(
  baseUrl: string,
  db: Database,
  account: { email: string; password: string },
  { isAdmin = false } = {},
): Promise<string> {
  const form = { email: account.email, password: account.password };
  const headers = { origin: baseUrl };
  await fetch(`${baseUrl}/register`, {
    method: "POST",
    body: new URLSearchParams({ ...form, confirmPassword: account.password }),
    headers,
    redirect: "manual",
  });
  if (isAdmin) await grantAdminByEmail(db, account.email);
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
  if (response.status !== 302 || !cookie)
    throw new Error(`${account.email}: sign-in failed with ${response.status}`);
  return cookie;
}

// ---------------------------------------------------------------------------------------------

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const perSecond = (value: number) => Math.round(value).toLocaleString("en-US");

type Row = { endpoint: Endpoint; quiet: Measurement; churn: Measurement; database: Measurement | null };

const ratioOf = (row: Row) => (row.quiet.rps > 0 ? row.churn.rps / row.quiet.rps : 0);

function formatTable(rows: Row[], httpFloor: Measurement, databaseFloor: Measurement): string {
  const lines = [
    "| endpoint | quiet req/s | quiet p95 ms | churn req/s | churn p50 ms | churn p95 ms | churn p99 ms | errors | budget p95 under churn | churn ÷ quiet req/s | database floor req/s | database floor p95 ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|",
    `| floor: \`/livez\` (HTTP, no database) | ${perSecond(httpFloor.rps)} | ${ms(httpFloor.p95)} | | | | | ${httpFloor.errors} | | | | |`,
    `| floor: \`select 1\` (database, no HTTP) | | | | | | | ${databaseFloor.errors} | | | ${perSecond(databaseFloor.rps)} | ${ms(databaseFloor.p95)} |`,
  ];
  for (const row of rows) {
    const { endpoint, quiet, churn, database } = row;
    const errors = quiet.errors + churn.errors;
    const budget = endpoint.budgetMs
      ? `${churn.p95 < endpoint.budgetMs && errors === 0 ? "✅" : "❌"} < ${endpoint.budgetMs} ms`
      : "";
    const ratio = ratioOf(row);
    lines.push(
      `| ${endpoint.label} | ${perSecond(quiet.rps)} | ${ms(quiet.p95)} | ${perSecond(churn.rps)} | ${ms(churn.p50)} | ${ms(churn.p95)} | ${ms(churn.p99)} | ${errors} | ${budget} | ${ratio >= CHURN_RATIO_BUDGET ? "✅" : "❌"} ${ratio.toFixed(2)} | ${database ? perSecond(database.rps) : "—"} | ${database ? ms(database.p95) : "—"} |`,
    );
  }
  return lines.join("\n");
}

function describeChurn(tallies: PriceChurnTally[]): string {
  const sum = (pick: (tally: PriceChurnTally) => number) =>
    tallies.reduce((total, tally) => total + pick(tally), 0);
  const seconds = sum((tally) => tally.seconds);
  const readings = sum((tally) => tally.readings);
  return `Under churn, the writer recorded ${readings.toLocaleString("en-US")} readings in ${Math.round(seconds)} s (${(readings / seconds).toFixed(1)} a second): ${sum((tally) => tally.changed).toLocaleString("en-US")} changed prices, ${sum((tally) => tally.soldOut).toLocaleString("en-US")} sold out, the rest confirming the price; ${sum((tally) => tally.errors)} failed.`;
}

async function main() {
  const catalogue = await prepareBenchCatalogue({
    databaseUrl: process.env.DATABASE_URL,
    productCount: Number(args.products),
  });
  const { db } = catalogue.handle;
  const { rows: sample } = await db.execute<{ id: string }>(
    sql`select id from products order by md5(id::text) limit 61000`,
  );
  const productIds = sample.slice(0, 1000).map((row) => row.id);
  const firstVisitIds = sample.slice(1000).map((row) => row.id);
  const storePriceIds = await sampleStorePrices(db, 50_000);

  const serverEnv = { DATABASE_URL: catalogue.databaseUrl, SEED_DEMO: "0", LOG_LEVEL: "error" };
  const webProcesses = webProcessCountOf(
    parseEnv({ ...process.env, ...serverEnv }),
    os.availableParallelism(),
  );
  console.log(`starting the production server (npm start, ${webProcesses} web processes)…`);
  const server = await startServer({ env: serverEnv, script: "start", processes: webProcesses });
  const pid = server.process.pid!;
  try {
    const sessions = {
      admin: await createSession(server.baseUrl, db, ADMIN, { isAdmin: true }),
      shopper: await createSession(server.baseUrl, db, SHOPPER),
    };
    const list = endpoints(catalogue, productIds, firstVisitIds, sessions, server.baseUrl).filter(
      (endpoint) => !args.only || endpoint.label.includes(args.only),
    );
    const tallies: PriceChurnTally[] = [];
    const measure = async (endpoint: Endpoint) => {
      await loadOverHttp(server.baseUrl, endpoint, WARMUP_S);
      return loadOverHttp(server.baseUrl, endpoint, DURATION_S);
    };
    const run = async (endpoint: Endpoint): Promise<Row> => {
      const quiet = await measure(endpoint);
      const churn = startPriceChurn(db, storePriceIds);
      let underChurn: Measurement;
      try {
        underChurn = await measure(endpoint);
      } finally {
        tallies.push(await churn.stop());
      }
      const database = endpoint.database ? await loadOnDatabase(db, endpoint.database, DURATION_S) : null;
      console.log(
        `${endpoint.label}: quiet ${perSecond(quiet.rps)} req/s p95 ${ms(quiet.p95)} ms; churn ${perSecond(underChurn.rps)} req/s p95 ${ms(underChurn.p95)} ms, ${quiet.errors + underChurn.errors} errors; ${database ? `database ${perSecond(database.rps)} req/s, p95 ${ms(database.p95)} ms` : "no database"}`,
      );
      return { endpoint, quiet, churn: underChurn, database };
    };

    const livez: Endpoint = { label: "/livez", paths: ["/livez"] };
    await loadOverHttp(server.baseUrl, livez, WARMUP_S);
    const httpFloor = await loadOverHttp(server.baseUrl, livez, DURATION_S);
    const databaseFloor = await loadOnDatabase(db, (pool) => pool.execute(sql`select 1`), DURATION_S);
    console.log(
      `floors: HTTP ${perSecond(httpFloor.rps)} req/s, database ${perSecond(databaseFloor.rps)} req/s`,
    );

    const rows: Row[] = [];
    for (const endpoint of list) rows.push(await run(endpoint));
    if (args.feed) {
      const all = endpoints(catalogue, productIds, firstVisitIds, sessions, server.baseUrl);
      await benchFeedImport(db, catalogue.databaseUrl, server.baseUrl, all);
    }
    if (args.discovery) {
      const all = endpoints(catalogue, productIds, firstVisitIds, sessions, server.baseUrl);
      await benchDiscovery(db, catalogue.databaseUrl, server.baseUrl, all);
    }
    // Its own script writes its section of the results file, which a run with --only leaves alone.
    if (args["page-reading"] && !args.only) {
      // Issue 16's row: a browser reading next to an HTTP reading, in a process of its own.
      console.log("reading store pages over HTTP and in the browser (npm run bench:page-reading)…");
      spawnSync(
        path.join(import.meta.dirname, "../node_modules/.bin/tsx"),
        ["scripts/bench-page-reading.ts"],
        {
          cwd: path.resolve(import.meta.dirname, ".."),
          stdio: "inherit",
        },
      );
    }
    const processMemory = childrenOf(pid).map((child) => peakMemoryMb(child.pid));
    const memory = Math.max(...processMemory);
    const totalMemory = processMemory.reduce((sum, mb) => sum + mb, peakMemoryMb(pid));
    const counts = catalogue.counts;
    const slow = rows.filter((row) => ratioOf(row) < CHURN_RATIO_BUDGET).length;

    const markdown = [
      "## Load (`npm run bench`)",
      "",
      runDescription(),
      `The server runs as production does: \`npm start\`, ${webProcesses} web processes on one port (ADR-0032). PostgreSQL at \`${new URL(catalogue.databaseUrl).host}\` on the same machine. Catalogue: ${counts.products.toLocaleString("en-US")} products, ${counts.prices.toLocaleString("en-US")} store prices, ${counts.history.toLocaleString("en-US")} price-history rows (180 days for a tenth of the products), ${counts.reviews.toLocaleString("en-US")} reviews, ${counts.deals.toLocaleString("en-US")} current deals.`,
      `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per measurement after ${WARMUP_S} s of warm-up, each row quiet and then under churn: a writer recording store price readings through the product's own code (\`recordPriceReading\`) at 20 a second, spread over ${storePriceIds.length.toLocaleString("en-US")} store prices (about 10 % change the price by 1–5 %, 2 % find the store sold out, the rest confirm it). Listings, search and home may lag a price change by \`CATALOG_LIST_LAG_SECONDS\` (20 s, ADR-0015). The database floor runs the loader's service calls directly, ${CONNECTIONS} at a time, without HTTP, rendering or the catalogue cache, quiet; "errors" counts failed requests and non-2xx answers of both measurements.`,
      "",
      formatTable(rows, httpFloor, databaseFloor),
      "",
      describeChurn(tallies),
      "",
      `Peak memory (VmHWM) over the whole run of the largest of the ${processMemory.length} web processes: **${Math.round(memory)} MB** ${memory < MEMORY_BUDGET_MB ? "✅" : "❌"} (budget < ${MEMORY_BUDGET_MB} MB); all of them and the supervisor together: ${Math.round(totalMemory)} MB. Rows keeping less than ${CHURN_RATIO_BUDGET * 100} % of their quiet throughput under churn: ${slow}.`,
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

// ---------------------------------------------------------------------------------------------

const FEED_TIME_BUDGET_S = 60;
const FEED_MEMORY_BUDGET_MB = 300;
/** The public pages measured while a feed or a discovery run works, in windows of this length. */
const LOAD_WINDOW_S = 3;

/** The public pages measured while a feed or a discovery run works: a list, a product page, a search. */
function pagesUnderLoad(all: Endpoint[]) {
  const pages = all.filter(
    (endpoint) =>
      endpoint.label === "`/products?sortBy=price_asc`" ||
      endpoint.label.startsWith("`/products/{id}` 1000 different") ||
      endpoint.label === "`/search?q=سامسونج` (Arabic)",
  );
  // Every response while the work runs, per page: the p95 of them all is the page's figure; the
  // worst window's p95 shows how bad the slowest few seconds were.
  const measured = new Map(
    pages.map((endpoint) => [endpoint, { timings: [] as number[], seconds: 0, errors: 0, worstP95: 0 }]),
  );
  return {
    /** Loads each page in turn, a window at a time, until the work is done. */
    async whileRunning(baseUrl: string, isRunning: () => boolean) {
      while (isRunning()) {
        for (const [endpoint, page] of measured) {
          if (!isRunning()) break;
          const window = await loadOverHttp(baseUrl, endpoint, LOAD_WINDOW_S, page.timings);
          page.seconds += LOAD_WINDOW_S;
          page.errors += window.errors;
          page.worstP95 = Math.max(page.worstP95, window.p95);
        }
      }
    },
    /** The pages' table, each against its budget. */
    table(): string[] {
      return [
        `Public pages while it runs (${CONNECTIONS} connections, each page in turn for ${LOAD_WINDOW_S} s at a time; p95 of every response while it ran, and the p95 of its worst ${LOAD_WINDOW_S} s):`,
        "",
        "| page | requests | p95 ms | worst window p95 ms | errors | budget (p95) |",
        "|---|---:|---:|---:|---:|---|",
        ...[...measured].map(([endpoint, page]) => {
          const all = summarise(page.timings, page.seconds || 1, page.errors);
          const ok = endpoint.budgetMs !== undefined && all.p95 < endpoint.budgetMs && all.errors === 0;
          return `| ${endpoint.label} | ${page.timings.length.toLocaleString("en-US")} | ${ms(all.p95)} | ${ms(page.worstP95)} | ${all.errors} | ${ok ? "✅" : "❌"} < ${endpoint.budgetMs} ms |`;
        }),
      ];
    },
  };
}

/**
 * The feed row: `npm run feed:import` of one item per product into a store with no offer yet,
 * while shoppers' pages are loaded; each page's worst p95 over the import's windows is reported
 * against its budget. Written to its own section of bench/results.md.
 */
async function benchFeedImport(db: Database, databaseUrl: string, baseUrl: string, all: Endpoint[]) {
  const pages = pagesUnderLoad(all);
  console.log("reading a generated feed with npm run feed:import…");
  const result = await runFeedImportBench(db, databaseUrl, (isRunning) =>
    pages.whileRunning(baseUrl, isRunning),
  );
  const summary = result.output.match(/Items:.*$/m)?.[0] ?? result.output.trim().split("\n").at(-1) ?? "";
  const timeOk = result.exitCode === 0 && result.seconds < FEED_TIME_BUDGET_S;
  const memoryOk = result.peakMb < FEED_MEMORY_BUDGET_MB;
  const markdown = [
    "## Store feed (`npm run bench`, feed row)",
    "",
    runDescription(),
    `\`npm run feed:import\` of a generated tab-separated Merchant feed, one item per benchmark product (${result.items.toLocaleString("en-US")} items, matched by brand and model), into a store with no offer yet: every matched item creates its offer and its first history row. Its own process, as an operator runs it; PostgreSQL at \`${new URL(databaseUrl).host}\`.`,
    "",
    "| measure | result | budget |",
    "|---|---|---|",
    `| time, start to exit | ${result.seconds.toFixed(1)} s | ${timeOk ? "✅" : "❌"} < ${FEED_TIME_BUDGET_S} s |`,
    `| peak memory of the process (VmHWM) | ${Math.round(result.peakMb)} MB | ${memoryOk ? "✅" : "❌"} < ${FEED_MEMORY_BUDGET_MB} MB |`,
    "",
    `Counts: ${summary}`,
    "",
    ...pages.table(),
  ].join("\n");
  if (args.only) {
    console.log(`\n${markdown}\n\nonly endpoints matching "${args.only}": bench/results.md left as it was`);
    return;
  }
  replaceResultsSection("feed", markdown);
  console.log(`\n${markdown}\n\nwritten to bench/results.md`);
}

const DISCOVERY_MEMORY_BUDGET_MB = 300;

/**
 * The discovery row (issue 36): a generated stand-in store discovered and matched against the
 * catalogue, politely for a few dozen requests and then whole without the pause while shoppers'
 * pages are loaded. Written to its own section of bench/results.md (printed only with --only).
 */
async function benchDiscovery(db: Database, databaseUrl: string, baseUrl: string, all: Endpoint[]) {
  const pages = pagesUnderLoad(all);
  const result = await runDiscoveryBench(
    db,
    databaseUrl,
    {
      pages: Number(args["discovery-pages"]),
      politeRequests: Number(args["discovery-polite-requests"]),
    },
    (isRunning) => pages.whileRunning(baseUrl, isRunning),
  );
  const { polite, fast } = result;
  const row = (label: string, run: typeof polite) => {
    const { summary, score } = run;
    const memoryOk = run.peakMb < DISCOVERY_MEMORY_BUDGET_MB;
    return `| ${label} | ${summary.pagesRead.toLocaleString("en-US")} | ${run.seconds.toFixed(1)} s | ${run.pagesPerSecond.toFixed(2)} | ${summary.productPages.toLocaleString("en-US")} | ${summary.matched.toLocaleString("en-US")} | ${summary.queued.toLocaleString("en-US")} | ${summary.skipped.toLocaleString("en-US")} | ${score.exactMatched.toLocaleString("en-US")} of ${score.exactPages.toLocaleString("en-US")} | ${score.wrongMatches === 0 ? "✅" : "❌"} ${score.wrongMatches} | ${memoryOk ? "✅" : "❌"} ${Math.round(run.peakMb)} MB |`;
  };
  const wrong = [...polite.score.wrong, ...fast.score.wrong];
  const markdown = [
    "## Store discovery (`npm run bench`, discovery row)",
    "",
    runDescription(),
    `A stand-in store generated from the benchmark catalogue (${result.pages.toLocaleString("en-US")} product pages with schema.org identity, in product sitemaps of 5,000 under a sitemap index, served from the bench's process): of every 20 pages, 11 are catalogue products as stores write them (model number, with a \`/DS\` suffix and the Arabic name, storage in the spec table, no model number at all) and 9 are traps or unknown products (the same model in another storage, the same name with another model number, a case for it, a bundle, refurbished, the same name under another brand, a generation the catalogue does not have). Each run is \`store:discover\`'s run in its own process for a store of its own, set against the generator's truth. The polite run stops after ${args["discovery-polite-requests"]} requests with the normal pause (at least 1 s between two: a store's pages are read at about one a second, ${(result.pages / 3600).toFixed(1)} h for the whole site); the second reads the whole site without the pause, while public pages are loaded, which is how fast pages are read and matched. PostgreSQL at \`${new URL(databaseUrl).host}\`.`,
    "",
    "| run | requests | time | pages/s | product pages | matched | queued | skipped | catalogue pages matched | wrong matches | peak memory (budget < 300 MB) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
    row("polite (1 s between requests)", polite),
    row("no pause (matching throughput), public pages loaded", fast),
    "",
    wrong.length
      ? `Wrong matches: ${wrong.map((page) => `\`${page.path}\` (${page.kind})`).join(", ")}`
      : "No page was matched to a product it is not.",
    "",
    ...pages.table(),
  ].join("\n");
  if (args.only) {
    console.log(`\n${markdown}\n\nonly endpoints matching "${args.only}": bench/results.md left as it was`);
  } else {
    replaceResultsSection("discovery", markdown);
    console.log(`\n${markdown}\n\nwritten to bench/results.md`);
  }
}

await main();
