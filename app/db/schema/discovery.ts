import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { stores } from "./stores";

/**
 * One discovery run of a store's site (issue 36): robots.txt, its sitemaps or a walk of its listing
 * pages, each product page read and matched. The counts are what the admin and the command show.
 */
export const discoveryRuns = pgTable(
  "discovery_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    status: text("status", { enum: ["running", "finished", "failed"] })
      .notNull()
      .default("running"),
    /** Every request the run made: robots.txt, sitemaps, listings and product pages. */
    pagesRead: integer("pages_read").notNull().default(0),
    productPages: integer("product_pages").notNull().default(0),
    matched: integer("matched").notNull().default(0),
    queued: integer("queued").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    refusedByRobots: integer("refused_by_robots").notNull().default(0),
    /** Addresses unchanged since the last run (sitemap lastmod, 304), not read again. */
    unchanged: integer("unchanged").notNull().default(0),
    /** Pages gone (404/410) whose offers were marked unavailable. */
    gone: integer("gone").notNull().default(0),
    /** Why the run failed ("robotsRefused", a page-fetching code…); null otherwise. */
    reason: text("reason"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("discovery_runs_store_started_idx").on(t.storeId, t.startedAt.desc()),
    check("discovery_runs_status_check", sql`${t.status} in ('running', 'finished', 'failed')`),
  ],
);

/**
 * What discovery last saw at each address of a store's site, so the next run reads only what is
 * new or changed: the sitemap's lastmod, the page's ETag and Last-Modified, what the page was.
 */
export const discoveredPages = pgTable(
  "discovered_pages",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** The sitemap's lastmod when the page was last read, as the sitemap wrote it. */
    lastmod: text("lastmod"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    /** "product", "other" (no product on it), "gone" (404/410) or "failed" (try again next run). */
    kind: text("kind", { enum: ["product", "other", "gone", "failed"] }).notNull(),
    /** The product its offer went to, when the page matched one. */
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.url] }),
    check("discovered_pages_kind_check", sql`${t.kind} in ('product', 'other', 'gone', 'failed')`),
  ],
);
