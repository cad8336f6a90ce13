import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    logoUrl: text("logo_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("stores_name_key").on(t.name), index("stores_domain_idx").on(t.domain)],
);
