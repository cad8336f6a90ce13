import type { Database } from "~/db/client.server";
import { runDataMigrations } from "~/db/data-migrations.server";
import { seedDemoCatalog } from "~/db/seed/seed-demo.server";
import { DATA_MIGRATIONS } from "../../server/data-migrations";

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
