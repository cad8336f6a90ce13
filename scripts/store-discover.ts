// Discovers a store's products from its site (issue 36) into the database the server uses:
// DATABASE_URL, or the embedded database under DATA_DIR/pglite. Migrations are applied first.
//
//   npm run store:discover -- --store DOMAIN SITE_URL [--max-pages N]
//
// DOMAIN names the store by its website ("www.jarir.com"); a domain no store has yet adds a store
// named after it. SITE_URL becomes the store's site. The run obeys robots.txt, waits the store's
// crawl delay (at least a second) between two requests, and prints its counts. Exits non-zero when
// the run fails (robots.txt cannot be read, or forbids the site) or the arguments are wrong.
//
// The embedded database can be open in one process at a time: stop the server first.

import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { stores } from "~/db/schema";
import type { LowestPriceChange } from "~/features/prices/store-prices.server";
import { type DiscoverySummary, runDiscovery } from "~/features/store-discovery/run-discovery.server";
import { createSiteFetcher } from "~/features/store-discovery/site-fetcher.server";
import { storeDomainOf } from "~/features/stores/store-schema";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { isHttpUrl } from "~/utils/web-address";
import { runCommand, withServerDatabase } from "./support/cli";
import { queueAlertEvaluations } from "./support/queue-alert-evaluations";

const USAGE = "Usage: npm run store:discover -- --store DOMAIN SITE_URL [--max-pages N]";

/** The store with this website, or a new one named after it; its site is set to SITE_URL. */
async function storeFor(
  db: Database,
  domain: string,
  site: string,
): Promise<{ id: string; name: string; isNew: boolean }> {
  const [known] = await db
    .update(stores)
    .set({ site })
    .where(eq(stores.domain, domain))
    .returning({ id: stores.id, name: stores.name });
  if (known) return { ...known, isNew: false };
  const [created] = await db
    .insert(stores)
    .values({ name: domain, domain, site })
    .onConflictDoUpdate({ target: stores.name, set: { domain, site } })
    .returning({ id: stores.id, name: stores.name });
  return { ...created!, isNew: true };
}

function describeDiscovery(summary: DiscoverySummary): string {
  return [
    `Status:            ${summary.status}${summary.reason ? ` (${summary.reason})` : ""}`,
    `Pages read:        ${summary.pagesRead}`,
    `Product pages:     ${summary.productPages}`,
    `Matched:           ${summary.matched}`,
    `Queued:            ${summary.queued}`,
    `Skipped:           ${summary.skipped}`,
    `Refused by robots: ${summary.refusedByRobots}`,
    `Unchanged:         ${summary.unchanged}`,
    `Gone:              ${summary.gone}`,
    `Delay:             ${summary.delayMs / 1000} s between requests`,
  ].join("\n");
}

async function main(argv: string[]): Promise<number> {
  let values: { store?: string; "max-pages"?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: {
        store: { type: "string" },
        "max-pages": { type: "string" },
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
  const site = positionals[0];
  const domain = values.store ? storeDomainOf(values.store) : null;
  const maxPages = values["max-pages"] === undefined ? undefined : Number(values["max-pages"]);
  if (!site || !isHttpUrl(site) || !domain || positionals.length > 1) {
    console.error(values.store && !domain ? `Not a website domain: ${values.store}\n${USAGE}` : USAGE);
    return 1;
  }
  if (maxPages !== undefined && !(Number.isInteger(maxPages) && maxPages > 0)) {
    console.error(`--max-pages takes a whole number above 0\n${USAGE}`);
    return 1;
  }

  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  return withServerDatabase(env, async (database) => {
    const store = await storeFor(database.db, domain, new URL(site).href);
    if (store.isNew) console.log(`New store "${store.name}": give it its names in the admin's Stores page.`);
    const fetcher = createSiteFetcher({ allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS });
    const changes: LowestPriceChange[] = [];
    try {
      const summary = await runDiscovery(database.db, {
        storeId: store.id,
        fetcher,
        maxPages,
        onLowestPriceChanged: async (_tx, change) => {
          changes.push(change);
        },
      });
      console.log(`Discovered ${site} for ${store.name}\n${describeDiscovery(summary)}`);
      await queueAlertEvaluations(env, database, logger, changes);
      return summary.status === "failed" ? 1 : 0;
    } finally {
      await fetcher.close();
    }
  });
}

await runCommand(main);
