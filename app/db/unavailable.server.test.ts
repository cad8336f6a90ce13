import { createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.server";
import { isDatabaseUnavailableError } from "./unavailable.server";

/** A local port with nothing listening on it. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailableError", () => {
  let embedded: DatabaseHandle;
  let unreachable: DatabaseHandle;

  beforeAll(async () => {
    embedded = await openDatabase({});
    unreachable = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/qaren`,
    });
  });

  afterAll(async () => {
    await embedded.close();
    await unreachable.close();
  });

  it("recognises a refused connection, as the driver and as Drizzle report it", async () => {
    expect(isDatabaseUnavailableError(await failureOf(() => unreachable.ping()))).toBe(true);
    const viaDrizzle = await failureOf(() => unreachable.db.execute(sql`select 1`));
    expect((viaDrizzle as Error).message).toMatch(/^Failed query/);
    expect(isDatabaseUnavailableError(viaDrizzle)).toBe(true);
  });

  it("gives up on a server that takes connections but never answers, and says it is away", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    const handle = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/qaren` });
    try {
      const startedAt = Date.now();
      const failure = await failureOf(() => handle.ping());
      expect(Date.now() - startedAt).toBeLessThan(8000);
      expect(isDatabaseUnavailableError(failure)).toBe(true);
    } finally {
      await handle.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 15_000);

  it("recognises a server going away and connections that broke or never came", () => {
    expect(
      isDatabaseUnavailableError(withCode("terminating connection due to administrator command", "57P01")),
    ).toBe(true);
    expect(isDatabaseUnavailableError(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailableError(withCode("connection failure", "08006"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    const refusedTwice = new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]);
    expect(isDatabaseUnavailableError(refusedTwice)).toBe(true);
    // pg-boss passes on a failed poll as a plain copy of the driver's error.
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    const copied = { ...refused, message: refused.message, stack: refused.stack, queue: "evaluate-alerts" };
    expect(isDatabaseUnavailableError(copied)).toBe(true);
  });

  it("leaves wrong queries and other failures to be 500s", async () => {
    const badQuery = await failureOf(() => embedded.db.execute(sql`select * from no_such_table`));
    expect(isDatabaseUnavailableError(badQuery)).toBe(false);
    expect(isDatabaseUnavailableError(withCode("duplicate key value", "23505"))).toBe(false);
    expect(isDatabaseUnavailableError(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailableError("Connection terminated")).toBe(false);
    expect(isDatabaseUnavailableError({ code: "ECONNREFUSED" })).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
  });
});
