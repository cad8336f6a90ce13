import { text, uuid } from "drizzle-orm/pg-core";
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
