// Discovers a store's products from its site (issue 36) into the database the server uses:
// DATABASE_URL, or the embedded database under DATA_DIR/pglite. Migrations are applied first.
//
//   npm run store:discover -- --store DOMAIN SITE_URL [--max-pages N]
//
// DOMAIN names the store by its website ("www.jarir.com"); a domain no store has yet adds a store
// named after it. SITE_URL becomes the store's site. The run obeys robots.txt, waits the store's
// crawl delay (at least a second) between two requests, opens pages served as application shells in
// the built-in browser (PRICE_BROWSER), and prints its counts. Exits non-zero when
// the run fails (robots.txt cannot be read, or forbids the site) or the arguments are wrong.
//
// The embedded database can be open in one process at a time: stop the server first.

import {
  createPriceEngine,
  priceEngineOptionsFromEnv,
} from "~/features/page-fetching/fetch-store-price.server";
import { type DiscoverySummary, runDiscovery } from "~/features/store-discovery/run-discovery.server";
import { createSiteFetcher } from "~/features/store-discovery/site-fetcher.server";
import { parseEnv } from "~/utils/env.server";
import { isHttpUrl } from "~/utils/web-address";
import { runCommand, withServerDatabase } from "./support/cli";
import { findOrAddStore, lowestPriceChangeQueue, parseStoreArguments } from "./support/store-command";

const USAGE = "Usage: npm run store:discover -- --store DOMAIN SITE_URL [--max-pages N]";

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
  const args = parseStoreArguments(argv, USAGE, { "max-pages": { type: "string" } });
  if ("exitCode" in args) return args.exitCode;
  const { domain, target: site, values } = args;
  const maxPages = values["max-pages"] === undefined ? undefined : Number(values["max-pages"]);
  if (!isHttpUrl(site)) {
    console.error(USAGE);
    return 1;
  }
  if (maxPages !== undefined && !(Number.isInteger(maxPages) && maxPages > 0)) {
    console.error(`--max-pages takes a whole number above 0\n${USAGE}`);
    return 1;
  }

  const env = parseEnv(process.env);
  return withServerDatabase(env, async (database) => {
    const store = await findOrAddStore(database.db, domain, new URL(site).href);
    const fetcher = createSiteFetcher({ allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS });
    // The built-in browser (PRICE_BROWSER) opens pages served as application shells.
    const engine = createPriceEngine(priceEngineOptionsFromEnv(env));
    const changes = lowestPriceChangeQueue(env, database);
    try {
      const summary = await runDiscovery(database.db, {
        storeId: store.id,
        fetcher,
        renderer: engine.renderer,
        maxPages,
        onLowestPriceChanged: changes.onLowestPriceChanged,
      });
      console.log(`Discovered ${site} for ${store.name}\n${describeDiscovery(summary)}`);
      await changes.queueAlertEvaluations();
      return summary.status === "failed" ? 1 : 0;
    } finally {
      await Promise.all([fetcher.close(), engine.close()]);
    }
  });
}

await runCommand(main);
