import { afterAll, beforeAll } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { runDataMigrations } from "~/db/data-migrations.server";
import { seedDemoCatalog } from "~/db/seed/seed-demo.server";
import { DATA_MIGRATIONS } from "../../server/data-migrations";
import { createTestDatabase } from "./database";

/**
 * The demo catalogue as a server start leaves it: seeded, then the data migrations run (its
 * specifications structured into attribute values, issue 31).
 */
export async function seedStructuredDemoCatalog(
  db: Database,
  options?: Parameters<typeof seedDemoCatalog>[1],
): Promise<void> {
  await seedDemoCatalog(db, options);
  await runDataMigrations(db, DATA_MIGRATIONS);
}

/**
 * A test file's own database with the structured demo catalogue: opened and seeded before the
 * file's tests (handed to `opened`), closed after them.
 */
export function setUpStructuredDemoDatabase(opened: (db: Database) => void): void {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedStructuredDemoCatalog(handle.db, { now: new Date() });
    opened(handle.db);
  }, 120_000);
  afterAll(() => handle?.close());
}
