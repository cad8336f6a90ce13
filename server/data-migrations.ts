import type { DataMigration } from "~/db/data-migrations.server";
import { structureAllSpecifications } from "~/features/attributes/attributes.server";

// The one-off data migrations, oldest first (app/db/data-migrations.server.ts runs each once per
// database, after the schema migrations and the demo seed). Never rename or remove one that shipped.
export const DATA_MIGRATIONS: readonly DataMigration[] = [
  // Issue 31: free-text specifications into typed attribute values (docs/decisions/0025).
  { name: "2026-11-structured-specifications", run: structureAllSpecifications },
];
