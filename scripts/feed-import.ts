// Reads a store's product feed (issue 24) into the database the server uses: DATABASE_URL, or the
// embedded database under DATA_DIR/pglite. Migrations are applied first.
//
//   npm run feed:import -- --store DOMAIN FILE_OR_URL [--dry-run]
//
// DOMAIN names the store by its website ("www.jarir.com"); a domain no store has yet adds a store
// named after it, for an admin to name in both languages. Prints the run's counts and the first
// skipped rows. Exits non-zero only when the feed cannot be read at all (or the arguments are
// wrong): skipped rows, queued items and a held run are results, not failures.
//
// The embedded database can be open in one process at a time: stop the server first.

import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { openFeed } from "~/features/feeds/feed-fetcher.server";
import { readFeedItems } from "~/features/feeds/read-feed";
import { type FeedRunSummary, runFeed } from "~/features/feeds/run-feed.server";
import { serverT } from "~/locales/translate.server";
import { parseEnv } from "~/utils/env.server";
import { isHttpUrl } from "~/utils/web-address";
import { runCommand, withServerDatabase } from "./support/cli";
import { findOrAddStore, lowestPriceChangeQueue, parseStoreArguments } from "./support/store-command";

const USAGE = "Usage: npm run feed:import -- --store DOMAIN FILE_OR_URL [--dry-run]";
const t = serverT("en");

function describeRun(summary: FeedRunSummary): string {
  const lines = [
    `Status:   ${t(`adminFeeds.status.${summary.status}`)}${summary.reason ? ` (${t(`adminFeeds.reasons.${summary.reason}`)})` : ""}`,
    `Items:    ${summary.itemsRead} read, ${summary.matched} matched, ${summary.updated} updated, ${summary.queued} queued, ${summary.skipped} skipped`,
    `Offers no longer in the feed: ${summary.gone}`,
  ];
  if (summary.skippedRows.length) {
    lines.push("First skipped rows:");
    for (const row of summary.skippedRows) {
      lines.push(
        `  item ${row.position}${row.itemId ? ` (${row.itemId})` : ""}: ${t(`adminFeeds.skipReasons.${row.reason}`)}`,
      );
    }
  }
  return lines.join("\n");
}

async function main(argv: string[]): Promise<number> {
  const args = parseStoreArguments(argv, USAGE, { "dry-run": { type: "boolean" } });
  if ("exitCode" in args) return args.exitCode;
  const { domain, target: source, values } = args;

  const env = parseEnv(process.env);
  return withServerDatabase(env, async (database) => {
    let body: AsyncIterable<Uint8Array>;
    try {
      if (isHttpUrl(source)) {
        const opened = await openFeed(
          source,
          { etag: null, lastModified: null },
          { allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS },
        );
        if (!opened.changed)
          throw new Error("the server answered 304 Not Modified to an unconditional request");
        body = opened.body;
      } else {
        const file = path.resolve(source);
        if (!existsSync(file)) throw new Error("no such file");
        body = createReadStream(file);
      }
    } catch (error) {
      console.error(`Cannot read ${source}: ${(error as Error).message}`);
      return 1;
    }

    const store = await findOrAddStore(database.db, domain);
    const changes = lowestPriceChangeQueue(env, database);
    const summary = await runFeed(database.db, readFeedItems(body), {
      storeId: store.id,
      source,
      dryRun: values["dry-run"],
      onLowestPriceChanged: changes.onLowestPriceChanged,
    });
    console.log(
      `${values["dry-run"] ? "Dry run of" : "Read"} ${source} for ${store.name}\n${describeRun(summary)}`,
    );
    if (summary.status === "failed") return 1;
    await changes.queueAlertEvaluations();
    return 0;
  });
}

await runCommand(main);
