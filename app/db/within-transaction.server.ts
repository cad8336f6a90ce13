import { sql } from "drizzle-orm";
import { type ConnectionOptions, fromDrizzle } from "pg-boss";
import type { Transaction } from "./client.server";

/** Options that make pg-boss write through a Drizzle transaction, so a job is queued only if it commits. */
export function withinTransaction(tx: Transaction): Required<ConnectionOptions> {
  return { db: fromDrizzle(tx, sql) };
}
