import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The stores Qaren compares, one row each, with their names in both languages (issue 18). Store
 * prices name their store by `name` (product_prices.store_name references it, following a rename);
 * a price written for a store not known yet adds it (drizzle/0012), so admins and imports never
 * fail on a new store, and an admin completes its Arabic name and domain later.
 */
export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The name Arabic pages show; null until an admin gives one (pages then show `name`). */
    nameAr: text("name_ar"),
    /** The store's website host, e.g. "www.jarir.com". */
    domain: text("domain"),
    /**
     * The store's home address ("https://www.jarir.com/"), from which discovery finds its product
     * pages (issue 36); null when Qaren does not read the store's site by itself.
     */
    site: text("site"),
    logoUrl: text("logo_url"),
    /**
     * How the store's pages are read (issue 16): "auto" (HTTP, then the browser for an application
     * shell), "http", "browser" (always rendered) or "service" (the external scraping service).
     */
    fetchMode: text("fetch_mode").notNull().default("auto"),
    /** A CSS selector, or a JSON path starting with "$", naming the price; beats the extractor. */
    priceRule: text("price_rule"),
    /** A CSS selector of the stock text or the buy button. */
    stockRule: text("stock_rule"),
    /** A CSS selector the browser waits for before reading a rendered page. */
    waitForSelector: text("wait_for_selector"),
    /**
     * What the store says of every offer (issue 32): delivery per region, pickup, warranty, returns,
     * instalment providers, set by an admin and used where an offer's own reading says nothing
     * (app/features/offer-details, ADR-0026). Null: no policy set.
     */
    policy: jsonb("policy").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stores_name_key").on(t.name),
    index("stores_domain_idx").on(t.domain),
    check("stores_fetch_mode_check", sql`${t.fetchMode} in ('auto', 'http', 'browser', 'service')`),
  ],
);
