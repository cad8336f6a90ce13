import { sql } from "drizzle-orm";
import { boolean, check, index, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";

export const savedProducts = pgTable(
  "saved_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("saved_products_user_product_key").on(t.userId, t.productId),
    index("saved_products_product_id_idx").on(t.productId),
  ],
);

export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetPrice: numeric("target_price", { precision: 12, scale: 2 }).notNull(),
    minReduction: numeric("min_reduction", { precision: 12, scale: 2 }).notNull().default("1.00"),
    isActive: boolean("is_active").notNull().default(true),
    // The language the alert was set in; its e-mails are written in it.
    locale: text("locale", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
    // The lowest price the alert last announced; it fires again only below this minus min_reduction.
    lastNotifiedPrice: numeric("last_notified_price", { precision: 12, scale: 2 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("price_alerts_user_product_key").on(t.userId, t.productId),
    index("price_alerts_active_product_idx").on(t.productId).where(sql`${t.isActive}`),
    check("price_alerts_target_price_check", sql`${t.targetPrice} >= 0`),
    check("price_alerts_min_reduction_check", sql`${t.minReduction} >= 0.01`),
  ],
);
