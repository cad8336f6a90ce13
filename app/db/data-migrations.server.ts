import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "./client.server";
import { dataMigrations } from "./schema";

// One-off changes to the data that SQL alone cannot make (reading free text in TypeScript), run
// once per database after the schema migrations: each in one transaction with its record, under
// a lock, so a web server and a worker starting together run it once, and a failure leaves
// nothing half done (docs/decisions/0025-structured-catalogue.md).

export type DataMigration = {
  /** Unique and never reused: the record that it ran. */
  name: string;
  run: (tx: Transaction) => Promise<unknown>;
};

/** Runs the migrations that have not run on this database, in order; returns what each reported. */
export async function runDataMigrations(
  db: Database,
  migrations: readonly DataMigration[],
): Promise<{ name: string; result: unknown }[]> {
  const ran: { name: string; result: unknown }[] = [];
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-migration:${migration.name}`}))`);
      const done = await tx.select().from(dataMigrations).where(eq(dataMigrations.name, migration.name));
      if (done.length > 0) return;
      const result = await migration.run(tx);
      await tx.insert(dataMigrations).values({ name: migration.name });
      ran.push({ name: migration.name, result });
    });
  }
  return ran;
}
