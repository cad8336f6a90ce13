import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { createdAtColumn, idColumn, moneyColumn } from "./columns";
import { stores } from "./stores";

/**
 * A store's product feed (issue 24): a Google Merchant file at a URL, fetched on a schedule, or a
 * file an admin uploaded (kept under DATA_DIR/feeds). Its readings are store prices like a page's.
 */
export const storeFeeds = pgTable(
  "store_feeds",
  {
    id: idColumn(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /** The feed's address; null for an uploaded file. */
    url: text("url"),
    /** The uploaded file's name as the admin chose it; null for a URL. */
    fileName: text("file_name"),
    intervalHours: integer("interval_hours").notNull().default(6),
    // What the last 200 answer carried, sent back so an unchanged feed is not read again.
    etag: text("etag"),
    lastModified: text("last_modified"),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("store_feeds_store_idx").on(t.storeId),
    index("store_feeds_next_run_idx").on(t.nextRunAt),
    check("store_feeds_interval", sql`${t.intervalHours} between 1 and 168`),
    check("store_feeds_source", sql`(${t.url} is null) <> (${t.fileName} is null)`),
  ],
);

export type SkippedRow = { position: number; itemId: string | null; reason: string };

/**
 * One reading of a feed. "held" runs changed too much of the store at once (a broken feed): their
 * items wait in feed_run_items until an admin applies or discards them.
 */
export const feedRuns = pgTable(
  "feed_runs",
  {
    id: idColumn(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /** Null for a file read from the command line. */
    feedId: uuid("feed_id").references(() => storeFeeds.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    status: text("status", {
      enum: ["running", "applied", "held", "discarded", "failed", "unchanged", "preview"],
    })
      .notNull()
      .default("running"),
    itemsRead: integer("items_read").notNull().default(0),
    matched: integer("matched").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    queued: integer("queued").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    /** The store's feed offers that the run no longer lists (marked out of stock when applied). */
    gone: integer("gone").notNull().default(0),
    /** The first skipped rows with their reasons. */
    skippedRows: jsonb("skipped_rows").$type<SkippedRow[]>().notNull().default([]),
    /** Why a run was held ("gone" or "moved"), or the error code of a failed one. */
    reason: text("reason"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("feed_runs_feed_started_idx").on(t.feedId, t.startedAt.desc()),
    index("feed_runs_store_started_idx").on(t.storeId, t.startedAt.desc()),
    index("feed_runs_held_idx").on(t.storeId).where(sql`${t.status} = 'held'`),
  ],
);

/** The readable items of a run, matched to products where they could be; kept while it is held. */
export const feedRunItems = pgTable(
  "feed_run_items",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => feedRuns.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    link: text("link").notNull(),
    price: moneyColumn("price").notNull(),
    wasPrice: moneyColumn("was_price"),
    inStock: text("in_stock", { enum: ["yes", "no"] }),
    gtin: text("gtin"),
    mpn: text("mpn"),
    brand: text("brand"),
    /** The brand as products write it (app/features/feeds/brand-key.ts), for matching by model. */
    brandKey: text("brand_key"),
    imageLink: text("image_link"),
    shipping: text("shipping"),
    // The colour and size a Merchant feed gives beside the title (issue 31): which variant it is.
    variantHint: text("variant_hint"),
    // What the item states beyond its price (issue 32): delivery, instalments, returns… as
    // offer-details' OfferDetails, recorded on its offer when the run is applied.
    details: jsonb("details"),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.itemId] }),
    // A run's items by product: which offers it speaks for, and which it no longer lists.
    index("feed_run_items_run_product_idx").on(t.runId, t.productId),
  ],
);

/**
 * An admin's decision for a store's item (store, item id): the product it is, or null when the
 * item is ignored. Read before any other match, so the next run matches at once.
 */
export const feedItemLinks = pgTable(
  "feed_item_links",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.itemId] })],
);

/** A product the matcher weighed for a queued page, and the reason it did not take it. */
export type QueuedCandidate = {
  productId: string;
  name: string;
  rule: string;
  reason: string;
  detail: string;
  /** For a variant axis refused: its name, the page's value(s) and the product's, in both languages. */
  axis?: {
    label: { en: string; ar: string };
    page: { en: string; ar: string }[];
    own: { en: string; ar: string };
  };
};

/** Items no product matched, waiting for an admin: the latest a feed said of each. */
export const unmatchedFeedItems = pgTable(
  "unmatched_feed_items",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    title: text("title").notNull(),
    link: text("link").notNull(),
    price: moneyColumn("price").notNull(),
    gtin: text("gtin"),
    mpn: text("mpn"),
    brand: text("brand"),
    imageLink: text("image_link"),
    /**
     * Where the item came from: the store's feed, or a product page that discovery read (issue 36),
     * whose item id is the page's address.
     */
    source: text("source", { enum: ["feed", "page"] })
      .notNull()
      .default("feed"),
    /** The closest products and why none was taken (discovery's matcher), best first. */
    candidates: jsonb("candidates").$type<QueuedCandidate[]>(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.itemId] }),
    index("unmatched_feed_items_seen_idx").on(t.lastSeenAt.desc()),
  ],
);
