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
import { type CatalogError, parseCatalogJson } from "~/features/catalog-import/catalog-schema";
import { type ImportSummary, importCatalog } from "~/features/catalog-import/import-catalog.server";
import { serverT } from "~/locales/translate.server";
import { parseEnv } from "~/utils/env.server";
import { runCommand, withServerDatabase } from "./support/cli";
import { lowestPriceChangeQueue } from "./support/store-command";

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
  return withServerDatabase(env, async (database) => {
    const changes = lowestPriceChangeQueue(env, database);
    const result = await importCatalog(database.db, parsed.document, {
      onLowestPriceChanged: changes.onLowestPriceChanged,
    });
    if (!result.ok) {
      console.error(describeErrors(file, result.errors));
      return 1;
    }
    console.log(`Imported ${file}\n${describeSummary(result.summary)}`);
    await changes.queueAlertEvaluations();
    return 0;
  });
}

await runCommand(main);
