import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** The current price of a product at one store: one row per product and store. */
export const productPrices = pgTable(
  "product_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    storeName: text("store_name").notNull(),
    url: text("url").notNull(),
    price: money("price").notNull(),
    currency: text("currency").notNull().default("SAR"),
    inStock: boolean("in_stock"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("product_prices_product_store_key").on(t.productId, t.storeName),
    index("product_prices_product_price_idx").on(t.productId, t.price),
    index("product_prices_store_name_idx").on(t.storeName),
    check("product_prices_price_positive", sql`${t.price} > 0`),
  ],
);

/** Append-only: one row per price reading that changed a store's price. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    storeName: text("store_name").notNull(),
    price: money("price").notNull(),
    currency: text("currency").notNull().default("SAR"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("price_history_product_recorded_idx").on(t.productId, t.recordedAt),
    index("price_history_recorded_at_idx").on(t.recordedAt),
  ],
);

export const priceFetchLogs = pgTable(
  "price_fetch_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productPriceId: uuid("product_price_id").references(() => productPrices.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    success: boolean("success").notNull(),
    price: money("price"),
    errorMessage: text("error_message"),
    attempt: integer("attempt").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("price_fetch_logs_created_at_idx").on(t.createdAt),
    index("price_fetch_logs_product_price_idx").on(t.productPriceId),
  ],
);

/** A single row (id = 1) describing the scheduled price refresh. */
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
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("price_update_status_singleton", sql`${t.id} = 1`)],
);
