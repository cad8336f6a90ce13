// The time limits of server connections (PostgreSQL only: PGlite has no timers to enforce them):
// a statement past the pool's limit fails as "database unavailable", and one made for an HTTP
// request that is aborted is cancelled on the server, alone or inside a transaction.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.server";
import { runWithRequestSignal } from "./request-signal.server";
import { isDatabaseUnavailableError } from "./unavailable.server";

const serverUrl = process.env.TEST_DATABASE_URL;

async function failureOf(work: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const startedAt = Date.now();
  try {
    await work();
  } catch (error) {
    return { error, ms: Date.now() - startedAt };
  }
  throw new Error("expected a failure");
}

describe.skipIf(!serverUrl)("time limits on the PostgreSQL server", () => {
  let limited: DatabaseHandle;
  let unlimited: DatabaseHandle;
  const marker = `qaren_time_limit_${process.pid}`;

  beforeAll(async () => {
    limited = await openDatabase({ databaseUrl: serverUrl, poolSize: 2, statementTimeoutMs: 300 });
    unlimited = await openDatabase({ databaseUrl: serverUrl, poolSize: 2 });
  });

  afterAll(async () => {
    await limited?.close();
    await unlimited?.close();
  });

  /** Statements of this test still running on the server. */
  async function runningSleeps(): Promise<number> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "select count(*) from pg_stat_activity where state = 'active' and query like $1 and pid <> pg_backend_pid()",
        [`%${marker}%`],
      );
      return Number(rows[0]!.count);
    } finally {
      await client.end();
    }
  }

  it("ends a statement past the pool's limit, reported as the database not answering", async () => {
    const { error, ms } = await failureOf(() => limited.db.execute(sql`select pg_sleep(5)`));
    expect(ms).toBeLessThan(2000);
    expect(isDatabaseUnavailableError(error)).toBe(true);
    // The pool still works afterwards.
    expect((await limited.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it("cancels the statement of an aborted request on the server", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const { ms } = await failureOf(() =>
      // Drizzle's queries start when awaited: inside the request, as a loader's are.
      runWithRequestSignal(controller.signal, async () => {
        await unlimited.db.execute(sql.raw(`select pg_sleep(10) /* ${marker} */`));
      }),
    );
    expect(ms).toBeLessThan(3000);
    expect(await runningSleeps()).toBe(0);
  });

  it("cancels a statement inside a transaction of an aborted request, and rolls it back", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const { ms } = await failureOf(() =>
      runWithRequestSignal(controller.signal, () =>
        unlimited.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await tx.execute(sql.raw(`select pg_sleep(10) /* ${marker} */`));
        }),
      ),
    );
    expect(ms).toBeLessThan(3000);
    expect(await runningSleeps()).toBe(0);
    expect((await unlimited.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it("leaves other requests' statements alone", async () => {
    const controller = new AbortController();
    const other = runWithRequestSignal(new AbortController().signal, async () =>
      unlimited.db.execute(sql`select pg_sleep(0.5), 1 as one`),
    );
    const aborted = runWithRequestSignal(controller.signal, async () =>
      unlimited.db.execute(sql`select pg_sleep(0.5)`),
    ).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await aborted;
    expect((await other).rows[0]).toMatchObject({ one: 1 });
  });
});
