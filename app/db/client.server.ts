import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { requestSignalOfCaller } from "./request-signal.server";
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
  /** The pool's time limits as pg options, for clients with their own pool (server mode only). */
  timeLimits?: Partial<pg.PoolConfig>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Directory for the PGlite files; `undefined` keeps the database in memory (tests). */
  dataDir?: string;
  /** A PGlite data directory dumped earlier (`dumpDataDir`) to start from: tests copy one migrated database. */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * The longest one statement may run, in ms (PostgreSQL's `statement_timeout`); unset, no limit.
   * Also bounds, a little later and on our side, the wait for a server that stopped answering.
   * PGlite has no timers to enforce it: see docs/decisions/0012.
   */
  statementTimeoutMs?: number;
};

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
/** Today's definition of each SQL function and trigger, one file per domain, applied after the migrations. */
export const SQL_FUNCTIONS_FOLDER = path.join(MIGRATIONS_FOLDER, "functions");

/** How long opening a connection may take before the server counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
/** The longest a query waits for a free connection of a busy pool: a safety net, not a limit on load. */
const POOL_WAIT_TIMEOUT_MS = 30_000;
/**
 * How much longer than the statement timeout we wait for an answer before giving up on the server
 * ourselves: a server that is paused or cut off cannot enforce its own timeout.
 */
const READ_TIMEOUT_MARGIN_MS = 2000;
/** node-postgres's error when `query_timeout` passed without an answer. */
const READ_TIMEOUT_MESSAGE = "Query read timeout";

/**
 * pg-pool applies its `connectionTimeoutMillis` both to opening a connection and to waiting for a
 * busy pool. Only the first says the server is away; the second is load, which must queue, not fail.
 * So connections get their own, shorter timeout.
 *
 * A query that got no answer within `query_timeout` leaves its connection waiting for that answer;
 * the connection is closed, so that the pool replaces it instead of queueing the next statement
 * (a transaction's rollback, another request's query) behind a server that is not answering.
 */
class QuickConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    const options = typeof config === "string" ? { connectionString: config } : config;
    // A pool whose statements may take at most N ms waits no longer than that to connect: a request
    // that waited for a busy pool must not then wait longer still for a server that is not there.
    const statementLimit = options?.statement_timeout;
    const connectLimit =
      typeof statementLimit === "number" && statementLimit > 0
        ? Math.min(CONNECT_TIMEOUT_MS, statementLimit)
        : CONNECT_TIMEOUT_MS;
    super({ ...options, connectionTimeoutMillis: connectLimit });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; all are passed through.
  override query(...args: any[]): any {
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: Error | undefined, result: unknown) => {
        this.closeAfterReadTimeout(error);
        callback(error, result);
      };
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      return (super.query as any)(...args);
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    const result = (super.query as any)(...args);
    if (result instanceof Promise) result.catch((error: Error) => this.closeAfterReadTimeout(error));
    return result;
  }

  private closeAfterReadTimeout(error: Error | undefined) {
    if (error?.message === READ_TIMEOUT_MESSAGE)
      (this as unknown as ClientInternals).connection?.stream?.destroy();
  }

  /** Asks the server, on a connection of its own, to cancel the statement this client is running. */
  cancelActiveQuery() {
    const internals = this as unknown as ClientInternals;
    const activeQuery = internals._activeQuery;
    if (!activeQuery) return;
    const canceller = new pg.Client({
      ...internals.connectionParameters,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    canceller.on("error", () => {});
    // node-postgres's `cancel` sends PostgreSQL's cancel request for a client's running query; it
    // is given the fields it reads, so that it does not go through the deprecated `activeQuery`.
    const target = { activeQuery, processID: internals.processID, secretKey: internals.secretKey };
    (canceller as unknown as ClientInternals).cancel(target, activeQuery);
  }
}

/** What node-postgres keeps on a client that its types do not show. */
type ClientInternals = {
  _activeQuery: object | null;
  connection?: { stream?: { destroy(): void } };
  connectionParameters: pg.ClientConfig;
  processID: number;
  secretKey: number;
  cancel(target: { activeQuery: object; processID: number; secretKey: number }, query: object): void;
};

/**
 * A pool whose connections stop their statement when the HTTP request that asked for it is
 * aborted (the shopper closed the tab, a proxy gave up): the request's signal is the one in force
 * where `connect` (or `query`, which connects) is called, from `runWithRequestSignal`.
 */
class CancellingPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: both of pg-pool's connect signatures are passed through.
  override connect(callback?: any): any {
    const signal = requestSignalOfCaller();
    if (!signal) return callback ? super.connect(callback) : super.connect();
    if (callback) {
      return super.connect((error, client, done) => {
        if (client) cancelOnAbort(client, signal);
        callback(error, client, done);
      });
    }
    return super.connect().then((client) => {
      cancelOnAbort(client, signal);
      return client;
    });
  }
}

/** Cancels the client's running statement if `signal` aborts before the client goes back to the pool. */
function cancelOnAbort(client: pg.PoolClient, signal: AbortSignal) {
  const onAbort = () => (client as unknown as QuickConnectClient).cancelActiveQuery();
  if (signal.aborted) return;
  signal.addEventListener("abort", onAbort, { once: true });
  const release = client.release;
  client.release = (error?: Error | boolean) => {
    signal.removeEventListener("abort", onAbort);
    client.release = release;
    return release.call(client, error);
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const timeLimits = timeLimitsOf(options.statementTimeoutMs);
    const pool = new CancellingPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...timeLimits,
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
      timeLimits,
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
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

/**
 * The server's `statement_timeout` and `idle_in_transaction_session_timeout` for every connection
 * of a pool, and our own wait for an answer a little longer. A transaction left open between two
 * statements (a request that died half-way) is ended after three statement timeouts, 10 s at least,
 * so its locks are not kept.
 */
function timeLimitsOf(statementTimeoutMs: number | undefined): Partial<pg.PoolConfig> {
  if (!statementTimeoutMs) return {};
  return {
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + READ_TIMEOUT_MARGIN_MS,
    idle_in_transaction_session_timeout: Math.max(3 * statementTimeoutMs, 10_000),
  };
}

/**
 * Applies the migrations, then the functions and triggers of `drizzle/functions/`. On the server they
 * run on a connection of their own without time limits (an index built over a large table may take
 * minutes), whatever limits `handle`'s pool has.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.pglite) {
    await migratePglite(handle.db as never, config);
    await applySqlFunctions(handle);
    return;
  }
  await withMigrationPool(handle, async (pool) => {
    // Processes starting together (the web processes of `npm start`, a worker) migrate one after
    // the other: the later ones find the migrations applied. The lock ends with its connection.
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock(hashtext('qaren.migrations'))");
      await migratePg(drizzlePg(pool, { casing: "snake_case" }), config);
      await applySqlFunctionsOn(pool);
    } finally {
      lock.release(true);
    }
  });
}

/**
 * Creates or replaces every function and trigger that `drizzle/functions/` defines, in one
 * transaction: the files hold today's definitions, and applying them again changes nothing
 * (docs/decisions/0023-migrations-and-sql-functions.md).
 */
export async function applySqlFunctions(handle: DatabaseHandle): Promise<void> {
  if (handle.pglite) {
    const script = readSqlFunctions();
    await handle.pglite.transaction(async (tx) => {
      await tx.exec(script);
    });
    return;
  }
  await withMigrationPool(handle, applySqlFunctionsOn);
}

async function applySqlFunctionsOn(pool: pg.Pool): Promise<void> {
  const script = readSqlFunctions();
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query(script);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The files of `drizzle/functions/` as one script, for one transaction. */
function readSqlFunctions(): string {
  const files = fs
    .readdirSync(SQL_FUNCTIONS_FOLDER)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  return [
    // Two processes starting at once would replace the same functions: one waits for the other.
    "select pg_advisory_xact_lock(hashtext('qaren.sql_functions'));",
    // A function's body may name a function of another file: bodies are checked when they run.
    "set local check_function_bodies = off;",
    ...files.map((name) => fs.readFileSync(path.join(SQL_FUNCTIONS_FOLDER, name), "utf8")),
  ].join("\n");
}

async function withMigrationPool(handle: DatabaseHandle, work: (pool: pg.Pool) => Promise<void>) {
  const pool = new pg.Pool({ connectionString: handle.connectionString, max: 2, Client: QuickConnectClient });
  pool.on("error", () => {});
  try {
    await work(pool);
  } finally {
    await pool.end();
  }
}
