import { sql } from "drizzle-orm";
import { boolean, check, index, numeric, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { ALERT_KINDS } from "./alert-kinds";
import { createdAtColumn, idColumn, productIdColumn, updatedAtColumn, userIdColumn } from "./columns";

export const savedProducts = pgTable(
  "saved_products",
  {
    id: idColumn(),
    productId: productIdColumn(),
    userId: userIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique("saved_products_user_product_key").on(t.userId, t.productId),
    index("saved_products_product_id_idx").on(t.productId),
  ],
);

export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: idColumn(),
    productId: productIdColumn(),
    userId: userIdColumn(),
    // What the alert waits for: the lowest price at or below a target (PD-13), the product
    // back in stock at any store, or its lowest price in 90 days (docs/decisions/0013).
    kind: text("kind", { enum: ALERT_KINDS }).notNull().default("target_price"),
    // Target alerts only; the other kinds have no target.
    targetPrice: numeric("target_price", { precision: 12, scale: 2 }),
    minReduction: numeric("min_reduction", { precision: 12, scale: 2 }).notNull().default("1.00"),
    isActive: boolean("is_active").notNull().default(true),
    // The language the alert was set in; its e-mails are written in it.
    locale: text("locale", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
    // Target alerts: the lowest price the alert last announced; it fires again only below this
    // minus min_reduction.
    lastNotifiedPrice: numeric("last_notified_price", { precision: 12, scale: 2 }),
    // The other kinds: the moment of the latest event (products.back_in_stock_at or
    // lowest_90_days_at) the alert announced, or of its setting or resuming; only a later event
    // fires it, so one event is announced once and events it was not watching for never are.
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    // Target alerts on the total (issue 32, ADR-0026): the delivery region ("jeddah", … of
    // offer-details' REGIONS) whose lowest total the target is for; null: the item's lowest price.
    targetRegion: text("target_region"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("price_alerts_user_product_kind_key").on(t.userId, t.productId, t.kind),
    index("price_alerts_active_product_idx").on(t.productId).where(sql`${t.isActive}`),
    check("price_alerts_target_price_check", sql`${t.targetPrice} >= 0`),
    check("price_alerts_min_reduction_check", sql`${t.minReduction} >= 0.01`),
    check(
      "price_alerts_target_region_check",
      sql`${t.targetRegion} is null or (${t.kind} = 'target_price' and ${t.targetRegion} in ('riyadh', 'jeddah', 'makkah', 'madinah', 'eastern', 'other'))`,
    ),
    check(
      "price_alerts_kind_fields_check",
      sql`case when ${t.kind} = 'target_price' then ${t.targetPrice} is not null else ${t.targetPrice} is null and ${t.lastEventAt} is not null end`,
    ),
  ],
);
