import { numeric, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";

// Columns many tables share, each a function: every table gets a column builder of its own.

/** The product a row belongs to: deleting the product deletes the row. */
export function productIdColumn() {
  return uuid("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" });
}

/** The account a row belongs to: deleting the account deletes the row. */
export function userIdColumn() {
  return text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
}

/** A generated uuid primary key named `id`. */
export function idColumn() {
  return uuid("id").primaryKey().defaultRandom();
}

/** When the row was made (with the time zone), set by the database. */
export function createdAtColumn() {
  return timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
}

/** When the row last changed, the time it was made until something sets it. */
export function updatedAtColumn() {
  return timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
}

/** An amount in riyals, exact to the halala (never a binary float). */
export function moneyColumn(name: string) {
  return numeric(name, { precision: 12, scale: 2 });
}
