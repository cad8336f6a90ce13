// Imports a catalogue file (spec/catalog-import.md) into the database the server uses: DATABASE_URL,
// or the embedded database under DATA_DIR/pglite. Migrations are applied first. Prints the counts,
// or every problem in the file (then nothing is written and the exit code is 1).
//
//   npm run catalog:import -- FILE.json
//
// The embedded database can be open in one process at a time: stop the server before importing
// into DATA_DIR, or use the admin screen's upload instead.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";
import type { LowestPriceChange } from "~/features/admin-catalog/store-prices.server";
import { type CatalogError, parseCatalogJson } from "~/features/catalog-import/catalog-schema";
import { type ImportSummary, importCatalog } from "~/features/catalog-import/import-catalog.server";
import { serverT } from "~/locales/translate.server";
import { ConfigError, type Env, parseEnv } from "~/utils/env.server";
import { createLogger, type Logger } from "~/utils/logger.server";

const USAGE = "Usage: npm run catalog:import -- FILE.json";
const t = serverT("en");

function describeSummary(summary: ImportSummary): string {
  return [
    `Categories: ${summary.categoriesCreated} created, ${summary.categoriesUpdated} updated, ${summary.categoriesUnchanged} unchanged`,
    `Products:   ${summary.productsCreated} created, ${summary.productsUpdated} updated, ${summary.productsUnchanged} unchanged`,
    `Prices:     ${summary.pricesRecorded} recorded, ${summary.pricesChanged} changed`,
  ].join("\n");
}

function describeErrors(file: string, errors: readonly CatalogError[]): string {
  const lines = errors.map((error) => `  ${error.path}: ${t(error.message)}`);
  return [`${file} was not imported; nothing was written. ${errors.length} problem(s):`, ...lines].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const file = argv.find((arg) => !arg.startsWith("-"));
  if (!file || argv.includes("--help") || argv.includes("-h")) {
    console.error(USAGE);
    return file ? 0 : 1;
  }

  let text: string;
  try {
    text = await readFile(path.resolve(file), "utf8");
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const parsed = parseCatalogJson(text);
  if (!parsed.ok) {
    console.error(describeErrors(file, parsed.errors));
    return 1;
  }

  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pglite"),
  });
  try {
    await migrateDatabase(database);
    const changes: LowestPriceChange[] = [];
    const result = await importCatalog(database.db, parsed.document, {
      onLowestPriceChanged: async (_tx, change) => {
        changes.push(change);
      },
    });
    if (!result.ok) {
      console.error(describeErrors(file, result.errors));
      return 1;
    }
    console.log(`Imported ${file}\n${describeSummary(result.summary)}`);
    await queueAlertEvaluations(env, database, logger, changes);
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * After the import committed: queue alert evaluation (decision 13) for the products whose lowest
 * price moved; the server's workers evaluate them. The job queue is loaded only when needed.
 */
async function queueAlertEvaluations(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  changes: readonly LowestPriceChange[],
): Promise<void> {
  if (!changes.length) return;
  const [
    { startJobRunner },
    { evaluateAlertsJob },
    { sendJob },
    { createPriceEngine, priceEngineOptionsFromEnv },
  ] = await Promise.all([
    import("~/jobs/registry.server"),
    import("~/jobs/evaluate-alerts.server"),
    import("~/jobs/job-definition.server"),
    import("~/features/prices/fetch-store-price.server"),
  ]);
  const engine = createPriceEngine(priceEngineOptionsFromEnv(env));
  const jobs = await startJobRunner({
    database,
    isWorking: false,
    logger,
    engine,
    refreshIntervalHours: env.PRICE_REFRESH_INTERVAL_HOURS,
    // This process only queues jobs; the server's workers evaluate the alerts and send the mail.
    mailer: { send: async () => {} },
    baseUrl: env.BASE_URL,
  });
  try {
    for (const change of changes) await sendJob(jobs.boss, evaluateAlertsJob, change);
    console.log(`Price alerts queued for evaluation: ${changes.length} product(s)`);
  } finally {
    await jobs.stop();
    await engine.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
