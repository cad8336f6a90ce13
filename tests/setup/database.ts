import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Each is a
 * copy of the database the run's global setup migrated once (tests/setup/database-template.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject("pgliteTemplateFile");
    if (!templateFile) {
      const handle = await openDatabase({});
      await migrateDatabase(handle);
      return handle;
    }
    return openDatabase({ loadDataDir: new Blob([readFileSync(templateFile)]) });
  }

  const template = inject("postgresTemplate");
  const name = `qaren_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  if (!template) await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
