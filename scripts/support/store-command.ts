// The parts the commands that read a store's products share (feed import, store discovery): the
// `--store DOMAIN TARGET` arguments, the store a domain names (added when no store has it yet) and
// the lowest-price changes a run reports, queued for alert evaluation once it committed.

import { type ParseArgsConfig, parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { stores } from "~/db/schema";
import type { LowestPriceChange } from "~/features/prices/store-prices.server";
import { storeDomainOf } from "~/features/stores/store-schema";
import type { Env } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { queueAlertEvaluations } from "./queue-alert-evaluations";

type ExtraOptions = NonNullable<ParseArgsConfig["options"]>;

/** `--store DOMAIN TARGET` with a command's own options, or the exit code when they are wrong or `--help`. */
export function parseStoreArguments<const O extends ExtraOptions>(
  argv: string[],
  usage: string,
  options: O,
): { domain: string; target: string; values: Parsed<O>["values"] } | { exitCode: number } {
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ args: argv, options: { ...options, ...storeOptions }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return { exitCode: 1 };
  }
  const { values, positionals } = parsed;
  const { store, help } = values as { store?: string; help?: boolean };
  if (help) {
    console.log(usage);
    return { exitCode: 0 };
  }
  const target = positionals[0];
  const domain = store ? storeDomainOf(store) : null;
  if (!target || !domain || positionals.length > 1) {
    console.error(store && !domain ? `Not a website domain: ${store}\n${usage}` : usage);
    return { exitCode: 1 };
  }
  return { domain, target, values };
}

const storeOptions = {
  store: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;
type Parsed<O extends ExtraOptions> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O & typeof storeOptions; allowPositionals: true }>
>;

/**
 * The store with this website, or a new one named after it (an admin names it in both languages);
 * `site`, when given, becomes the store's site.
 */
export async function findOrAddStore(
  db: Database,
  domain: string,
  site?: string,
): Promise<{ id: string; name: string; isNew: boolean }> {
  const returning = { id: stores.id, name: stores.name };
  const [known] = site
    ? await db.update(stores).set({ site }).where(eq(stores.domain, domain)).returning(returning)
    : await db.select(returning).from(stores).where(eq(stores.domain, domain));
  if (known) return { ...known, isNew: false };
  const [created] = await db
    .insert(stores)
    .values({ name: domain, domain, site })
    .onConflictDoUpdate({ target: stores.name, set: { domain, site } })
    .returning(returning);
  console.log(`New store "${created!.name}": give it its names in the admin's Stores page.`);
  return { ...created!, isNew: true };
}

/**
 * Collects the lowest-price changes a run reports (its `onLowestPriceChanged`) and, once the run
 * committed, queues their alert evaluation.
 */
export function lowestPriceChangeQueue(env: Env, database: DatabaseHandle) {
  const changes: LowestPriceChange[] = [];
  return {
    onLowestPriceChanged: async (_tx: unknown, change: LowestPriceChange) => {
      changes.push(change);
    },
    queueAlertEvaluations: () => queueAlertEvaluations(env, database, commandLogger(env), changes),
  };
}

/** A command's logger: quieter than the server's, since the command prints its own results. */
export function commandLogger(env: Env) {
  return createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
}
