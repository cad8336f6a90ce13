// The discovery row's run (issue 36), in a process of its own as `npm run store:discover` runs
// one: the same store, fetcher and run, to its end, its summary printed as one JSON line. Besides
// the command's polite run, `--no-delay` drops the pause between two requests, so that the row
// can say how fast pages are read and matched when politeness does not bound it (a bench's own
// switch on its own stand-in store: the operator's command has none).
//
//   tsx scripts/bench/discovery-run.ts --store DOMAIN SITE_URL --max-pages N [--no-delay]

import { runDiscovery } from "~/features/store-discovery/run-discovery.server";
import { createSiteFetcher } from "~/features/store-discovery/site-fetcher.server";
import { parseEnv } from "~/utils/env.server";
import { runCommand, withServerDatabase } from "../support/cli";
import { findOrAddStore, parseStoreArguments } from "../support/store-command";

const USAGE = "Usage: tsx scripts/bench/discovery-run.ts --store DOMAIN SITE_URL --max-pages N [--no-delay]";

async function main(argv: string[]): Promise<number> {
  const args = parseStoreArguments(argv, USAGE, {
    "max-pages": { type: "string" },
    "no-delay": { type: "boolean" },
  });
  if ("exitCode" in args) return args.exitCode;
  const { domain, target: site, values } = args;
  const env = parseEnv(process.env);
  return withServerDatabase(env, async (database) => {
    const store = await findOrAddStore(database.db, domain, new URL(site).href);
    const fetcher = createSiteFetcher({ allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS });
    try {
      const summary = await runDiscovery(database.db, {
        storeId: store.id,
        fetcher,
        maxPages: Number(values["max-pages"]),
        ...(values["no-delay"] ? { minDelayMs: 0 } : {}),
      });
      console.log(JSON.stringify({ storeId: store.id, ...summary }));
      return summary.status === "failed" ? 1 : 0;
    } finally {
      await fetcher.close();
    }
  });
}

await runCommand(main);
