// The demo catalogue the assistant benchmark asks about: a fresh in-memory PGlite database, migrated
// and seeded the way the tests seed it (tests/setup/demo-catalog.ts), with "now" the time of the run.
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";
import { seedStructuredDemoCatalog } from "../../tests/setup/demo-catalog";

export async function openDemoDatabase(now: Date): Promise<DatabaseHandle> {
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  await seedStructuredDemoCatalog(handle.db, { now });
  return handle;
}
