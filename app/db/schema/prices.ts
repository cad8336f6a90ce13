import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAtColumn, idColumn, moneyColumn, productIdColumn, updatedAtColumn } from "./columns";
import { storeFeeds } from "./feeds";
import { stores } from "./stores";

/** The current price of a product at one store: one row per product and store. */
export const productPrices = pgTable(
  "product_prices",
  {
    id: idColumn(),
    productId: productIdColumn(),
    storeName: text("store_name")
      .notNull()
      .references(() => stores.name, { onUpdate: "cascade", onDelete: "restrict" }),
    url: text("url").notNull(),
    price: moneyColumn("price").notNull(),
    currency: text("currency").notNull().default("SAR"),
    inStock: boolean("in_stock"),
    // A fetched price more than 50 % away from `price`, kept until a second reading agrees (PD-14).
    pendingPrice: moneyColumn("pending_price"),
    pendingSince: timestamp("pending_since", { withTimezone: true }),
    // The store's list or strike-through price, as its page last showed it (PD-23).
    wasPrice: moneyColumn("was_price"),
    createdAt: createdAtColumn(),
    // When the price last changed ("price since"); `checkedAt` is when a reading or an admin's
    // save last confirmed it, changed or not (PD-21).
    updatedAt: updatedAtColumn(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    // Where the last reading came from: the store's page (or an admin) or the store's feed, with
    // the feed (null for a command-line feed) and the feed's id for the item (issue 24).
    source: text("source", { enum: ["page", "feed"] })
      .notNull()
      .default("page"),
    feedId: uuid("feed_id").references((): AnyPgColumn => storeFeeds.id, { onDelete: "set null" }),
    feedItemId: text("feed_item_id"),
    // A copy of products.is_listed (its family's card, issue 31), kept by the triggers of
    // drizzle/functions/listed-offers.sql, so the whole catalogue's store facet counts listed
    // products' current offers from one index, without joining products (ADR-0029, addendum).
    productListed: boolean("product_listed").notNull().default(true),
  },
  (t) => [
    index("product_prices_checked_at_idx").on(t.checkedAt),
    index("product_prices_feed_item_idx")
      .on(t.storeName, t.feedItemId)
      .where(sql`${t.feedItemId} is not null`),
    unique("product_prices_product_store_key").on(t.productId, t.storeName),
    index("product_prices_product_price_idx").on(t.productId, t.price),
    index("product_prices_store_name_idx").on(t.storeName),
    index("product_prices_listed_offers_idx")
      .on(t.storeName, t.checkedAt)
      .where(sql`${t.productListed} and ${t.inStock} is not false`),
    check("product_prices_price_positive", sql`${t.price} > 0`),
  ],
);

/**
 * What an offer brings beyond its price (issue 32, ADR-0026): each detail a reading stated, with
 * where it came from (the store's page or its feed) and when it was read, as
 * `{ [detail]: { value, source, checkedAt } }` (app/features/offer-details). A detail no reading
 * stated is absent: the store's policy, or unknown. Apart from product_prices so that writing
 * details fires none of the price triggers.
 */
export const offerDetails = pgTable("offer_details", {
  productPriceId: uuid("product_price_id")
    .primaryKey()
    .references(() => productPrices.id, { onDelete: "cascade" }),
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only: one row per price reading that changed a store's price. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: productIdColumn(),
    storeName: text("store_name").notNull(),
    price: moneyColumn("price").notNull(),
    currency: text("currency").notNull().default("SAR"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("price_history_product_recorded_idx").on(t.productId, t.recordedAt),
    // With the price, so the dashboard's daily trend is an index-only scan.
    index("price_history_recorded_at_price_idx").on(t.recordedAt, t.price),
  ],
);

/**
 * The daily lowest current price of each product (Riyadh calendar days), the history that price
 * insight reads (PD-22): written when the product's lowest price changes and carried over
 * to each new day by the minute job.
 */
export const productPriceDays = pgTable(
  "product_price_days",
  {
    productId: productIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    lowestPrice: moneyColumn("lowest_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index("product_price_days_day_idx").on(t.day)],
);

/** A single row: how long an offer stays fresh after its last check (twice the refresh interval). */
export const offerFreshness = pgTable(
  "offer_freshness",
  {
    id: integer("id").primaryKey().default(1),
    freshHours: integer("fresh_hours").notNull().default(12),
    // The Riyadh day whose daily figures and insight the minute job last completed.
    insightDay: date("insight_day", { mode: "string" }),
  },
  (t) => [check("offer_freshness_singleton", sql`${t.id} = 1`)],
);

/** One refresh of store prices, scheduled or started by an admin; at most one runs at a time. */
export const priceRefreshRuns = pgTable(
  "price_refresh_runs",
  {
    id: idColumn(),
    trigger: text("trigger", { enum: ["scheduled", "manual"] }).notNull(),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    total: integer("total").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    errorMessage: text("error_message"),
  },
  (t) => [
    // Every unfinished run indexes the same value, so a second one cannot be inserted.
    uniqueIndex("price_refresh_runs_one_active_idx")
      .on(sql`(${t.finishedAt} is null)`)
      .where(sql`${t.finishedAt} is null`),
    index("price_refresh_runs_started_at_idx").on(t.startedAt),
  ],
);

/** The store prices a run fetches, each settled exactly once (a job that runs twice finds it done). */
export const priceRefreshItems = pgTable(
  "price_refresh_items",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => priceRefreshRuns.id, { onDelete: "cascade" }),
    productPriceId: uuid("product_price_id")
      .notNull()
      .references(() => productPrices.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    outcome: text("outcome", { enum: ["changed", "unchanged", "unconfirmed", "no_price"] }),
    errorCode: text("error_code"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.productPriceId] }),
    index("price_refresh_items_run_state_idx").on(t.runId, t.state),
  ],
);

export const priceFetchLogs = pgTable(
  "price_fetch_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productPriceId: uuid("product_price_id").references(() => productPrices.id, { onDelete: "set null" }),
    runId: uuid("run_id").references(() => priceRefreshRuns.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    success: boolean("success").notNull(),
    price: moneyColumn("price"),
    // English text for operators; `error_code` names the translated text (`prices.errors.<code>`).
    errorMessage: text("error_message"),
    errorCode: text("error_code"),
    attempt: integer("attempt").notNull().default(1),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("price_fetch_logs_created_at_idx").on(t.createdAt),
    index("price_fetch_logs_product_price_idx").on(t.productPriceId),
    index("price_fetch_logs_run_idx").on(t.runId),
  ],
);

/** A single row (id = 1): when the next scheduled refresh is due, and how the last one went. */
export const priceUpdateStatus = pgTable(
  "price_update_status",
  {
    id: integer("id").primaryKey().default(1),
    lastUpdate: timestamp("last_update", { withTimezone: true }),
    nextUpdate: timestamp("next_update", { withTimezone: true }),
    isRunning: boolean("is_running").notNull().default(false),
    progressCurrent: integer("progress_current").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    errorMessage: text("error_message"),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check("price_update_status_singleton", sql`${t.id} = 1`)],
);
