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
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { stores } from "~/db/schema";
import { openFeed } from "~/features/feeds/feed-fetcher.server";
import { readFeedItems } from "~/features/feeds/read-feed";
import { type FeedRunSummary, runFeed } from "~/features/feeds/run-feed.server";
import type { LowestPriceChange } from "~/features/prices/store-prices.server";
import { storeDomainOf } from "~/features/stores/store-schema";
import { serverT } from "~/locales/translate.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { isHttpUrl } from "~/utils/web-address";
import { runCommand, withServerDatabase } from "./support/cli";
import { queueAlertEvaluations } from "./support/queue-alert-evaluations";

const USAGE = "Usage: npm run feed:import -- --store DOMAIN FILE_OR_URL [--dry-run]";
const t = serverT("en");

/** The store with this website, or a new one named after it. */
async function storeFor(db: Database, domain: string): Promise<{ id: string; name: string; isNew: boolean }> {
  const [known] = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.domain, domain));
  if (known) return { ...known, isNew: false };
  const [created] = await db
    .insert(stores)
    .values({ name: domain, domain })
    .onConflictDoUpdate({ target: stores.name, set: { domain } })
    .returning({ id: stores.id, name: stores.name });
  return { ...created!, isNew: true };
}

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
  let values: { store?: string; "dry-run"?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: {
        store: { type: "string" },
        "dry-run": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const source = positionals[0];
  const domain = values.store ? storeDomainOf(values.store) : null;
  if (!source || !domain || positionals.length > 1) {
    console.error(values.store && !domain ? `Not a website domain: ${values.store}\n${USAGE}` : USAGE);
    return 1;
  }

  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
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

    const store = await storeFor(database.db, domain);
    if (store.isNew) console.log(`New store "${store.name}": give it its names in the admin's Stores page.`);
    const changes: LowestPriceChange[] = [];
    const summary = await runFeed(database.db, readFeedItems(body), {
      storeId: store.id,
      source,
      dryRun: values["dry-run"],
      onLowestPriceChanged: async (_tx, change) => {
        changes.push(change);
      },
    });
    console.log(
      `${values["dry-run"] ? "Dry run of" : "Read"} ${source} for ${store.name}\n${describeRun(summary)}`,
    );
    if (summary.status === "failed") return 1;
    await queueAlertEvaluations(env, database, logger, changes);
    return 0;
  });
}

await runCommand(main);
