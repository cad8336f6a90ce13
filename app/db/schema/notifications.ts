import { sql } from "drizzle-orm";
import { index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ALERT_KINDS } from "./alert-kinds";
import { createdAtColumn, idColumn, productIdColumn, userIdColumn } from "./columns";
import { priceAlerts } from "./shopping";

/** In-app notices shown under the header bell; one per alert firing (PD-13, docs/decisions/0013). */
export const notifications = pgTable(
  "notifications",
  {
    id: idColumn(),
    userId: userIdColumn(),
    productId: productIdColumn(),
    alertId: uuid("alert_id").references(() => priceAlerts.id, { onDelete: "set null" }),
    // What happened, as the alert's kind: the price reached a target, the product is back in stock,
    // or its price is the lowest in 90 days. Price and store are the lowest current offer then.
    kind: text("kind", { enum: ALERT_KINDS }).notNull().default("target_price"),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    storeName: text("store_name").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
