import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

/** Both drivers expose the same query builder; code is written against the node-postgres type. */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The raw PGlite instance (embedded mode only), e.g. for pg-boss. */
  pglite?: PGlite;
  /** The PostgreSQL server (server mode only), for clients with their own pool such as pg-boss. */
  connectionString?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Directory for the PGlite files; `undefined` keeps the database in memory (tests). */
  dataDir?: string;
  poolSize?: number;
};

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/** How long opening a connection may take before the server counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
/** The longest a query waits for a free connection of a busy pool: a safety net, not a limit on load. */
const POOL_WAIT_TIMEOUT_MS = 30_000;

/**
 * pg-pool applies its `connectionTimeoutMillis` both to opening a connection and to waiting for a
 * busy pool. Only the first says the server is away; the second is load, which must queue, not fail.
 * So connections get their own, shorter timeout.
 */
class QuickConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    const options = typeof config === "string" ? { connectionString: config } : config;
    super({ ...options, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that does not answer fails the request with a 503 instead of holding it open:
      // docs/decisions/0007-failing-fast-when-the-database-is-away.md.
      Client: QuickConnectClient,
      connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
      // Notices a server that vanished without closing the connection (a dead host, a cut network).
      keepAlive: true,
    });
    // An idle connection the server drops (restart, failover) must not take the process down; the
    // pool replaces it on the next query.
    pool.on("error", (error) => console.warn(`database connection lost: ${error.message}`));
    // pg-pool listens for errors only on idle connections: one that breaks while checked out for a
    // transaction would emit 'error' with no listener and end the process. The transaction's next
    // statement fails instead, and the pool discards the connection when it comes back.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    return {
      db,
      kind: "postgres",
      connectionString: options.databaseUrl,
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, config);
  } else {
    await migratePg(handle.db, config);
  }
}
