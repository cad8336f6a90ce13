// The parts every database command shares: running `main` for the process's exit code, and the
// server's own database (DATABASE_URL, or the embedded one under DATA_DIR/pglite), migrated first.

import path from "node:path";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";
import { ConfigError, type Env } from "~/utils/env.server";

/** Runs a command's `main` on its arguments; a configuration error prints its message alone. */
export async function runCommand(main: (argv: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}

/** Opens and migrates the database the server uses, hands it to `work` and closes it afterwards. */
export async function withServerDatabase<T>(
  env: Env,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pglite"),
  });
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
  }
}
