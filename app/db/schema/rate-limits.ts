import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window request counters, shared by every web process (PD-6). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
