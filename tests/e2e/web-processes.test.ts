// Issue 35, "use the machine" (ADR-0032): on a PostgreSQL server `npm start` runs WEB_CONCURRENCY
// web processes on one port, a price change reaches the pages of every one of them, and a process
// that dies is replaced while the port keeps answering; with the embedded database it runs one.
// Which process answered a request is read from its log line (every line carries its pid).
import { type ChildProcess, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childrenOf, waitFor } from "./support/processes";
import { findFreePort, spawnLauncher } from "./support/server";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `qaren_e2e_web_processes_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href;

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const hasPostgres = await onServer(serverUrl, async () => true).catch(() => false);

type Supervised = {
  process: ChildProcess;
  baseUrl: string;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
};

async function startSupervised(env: Record<string, string>): Promise<Supervised> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-web-processes-"));
  const child = spawnLauncher(
    { DATA_DIR: dataDir, PORT: String(port), BASE_URL: baseUrl, LOG_LEVEL: "info", ...env },
    "start",
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { process: child, baseUrl, dataDir, output: () => output, exited };
}

async function stopSupervised(server: Supervised): Promise<number | null> {
  server.process.kill("SIGTERM");
  const code = await server.exited;
  rmSync(server.dataDir, { recursive: true, force: true });
  return code;
}

function listeningCount(server: Supervised): number {
  return server.output().split("Qaren listening").length - 1;
}

function restartCount(server: Supervised): number {
  return server.output().split("a web server stopped; starting it again").length - 1;
}

/** The pids on the server's request log lines, in the order the requests were answered. */
function answeringPids(server: Supervised): number[] {
  return server
    .output()
    .split("\n")
    .slice(0, -1) // the last line may not be complete yet
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

type Answer = { status: number; body: string; serverTiming: string; pid: number };

/**
 * GET on a connection of its own (the port hands each connection to one process), one request at
 * a time, so the next request log line is this request's.
 */
async function ask(server: Supervised, pathname: string): Promise<Answer> {
  const before = answeringPids(server).length;
  const { status, body, serverTiming } = await new Promise<Omit<Answer, "pid">>((resolve, reject) => {
    const request = http.get(`${server.baseUrl}${pathname}`, { agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          serverTiming: String(response.headers["server-timing"] ?? ""),
        }),
      );
    });
    request.on("error", reject);
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer to ${pathname} in 20 s`)));
  });
  const pid = await waitFor(() => answeringPids(server)[before], `the log line of ${pathname}`, 5000);
  return { status, body, serverTiming, pid };
}

/** Asks until every process in `pids` has given an answer that `isWanted`; the answers by process. */
async function askEach(
  server: Supervised,
  pathname: string,
  pids: number[],
  isWanted: (answer: Answer) => boolean = () => true,
): Promise<Map<number, Answer[]>> {
  const answers = new Map<number, Answer[]>();
  const hasEach = () => pids.every((pid) => answers.get(pid)?.some(isWanted));
  for (let tries = 0; tries < 40 && !hasEach(); tries++) {
    const answer = await ask(server, pathname);
    answers.set(answer.pid, [...(answers.get(answer.pid) ?? []), answer]);
  }
  expect(hasEach(), `every process answered ${pathname}: ${[...answers.keys()]} of ${pids}`).toBe(true);
  return answers;
}

/** A SAR amount as a shopper reads it in English. */
function englishAmount(amount: number): string {
  return amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

describe.skipIf(!hasPostgres)("npm start on a PostgreSQL server", () => {
  let server: Supervised;

  beforeAll(async () => {
    await onServer(serverUrl, (client) => client.query(`create database ${databaseName}`));
    server = await startSupervised({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "2" });
    await waitFor(
      () => (listeningCount(server) >= 2 ? true : null),
      `two web processes to start:\n${server.output()}`,
      180_000,
    );
  });
  afterAll(async () => {
    if (server) {
      server.process.kill("SIGKILL");
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    await onServer(serverUrl, (client) =>
      client.query(`drop database if exists ${databaseName} with (force)`),
    );
  });

  it("serves from two processes on one port, and a price change reaches the pages of both", async () => {
    const pids = childrenOf(server.process.pid as number).map((child) => child.pid);
    expect(pids).toHaveLength(2);
    const livez = await askEach(server, "/livez", pids);
    expect([...livez.keys()].sort()).toEqual([...pids].sort());

    const offer = await onServer(databaseUrl, async (client) => {
      const { rows } = await client.query<{ id: string; product_id: string; lowest: string }>(
        `select id, product_id, min(price) over (partition by product_id) as lowest
         from product_prices order by product_id, id limit 1`,
      );
      return rows[0];
    });
    if (!offer) throw new Error("the demo catalogue has no store price");
    const productPage = `/products/${offer.product_id}`;
    // Each process keeps the page in its cache: a later visitor gets it without a new render.
    await askEach(server, productPage, pids, (answer) => answer.serverTiming.includes('"hit"'));

    const newPrice = Math.floor(Number(offer.lowest) * 0.9) + 0.37;
    expect(
      (await ask(server, productPage)).body,
      "the page does not show the new price before the change",
    ).not.toContain(englishAmount(newPrice));
    await onServer(databaseUrl, (client) =>
      client.query("update product_prices set price = $1 where id = $2", [newPrice, offer.id]),
    );
    await askEach(server, productPage, pids, (answer) => answer.body.includes(englishAmount(newPrice)));
  });

  it("replaces a process that dies while the other keeps answering on the port", async () => {
    const [killed, kept] = childrenOf(server.process.pid as number).map((child) => child.pid);
    const listeningBefore = listeningCount(server);
    const restartsBefore = restartCount(server);
    process.kill(killed as number, "SIGKILL");
    // A connection the port handed to the process as it was killed dies with it (node:cluster
    // never hands it to another); from the moment the supervisor has seen the death, none is.
    await waitFor(
      () => (restartCount(server) > restartsBefore ? true : null),
      `the supervisor to see the process die:\n${server.output()}`,
      30_000,
    );
    const statuses: number[] = [];
    const replacement = await waitFor(
      async () => {
        statuses.push((await ask(server, "/livez")).status);
        return childrenOf(server.process.pid as number).find(
          (child) => child.pid !== killed && child.pid !== kept,
        );
      },
      "a new web process",
      60_000,
    );
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await waitFor(
      () => (listeningCount(server) > listeningBefore ? true : null),
      `the new process to listen:\n${server.output()}`,
      120_000,
    );
    const answered = await askEach(server, "/livez", [kept as number, replacement.pid]);
    expect(answered.has(killed as number)).toBe(false);

    expect(await stopSupervised(server)).toBe(0);
    expect(childrenOf(server.process.pid as number)).toEqual([]);
    for (const pid of [kept as number, replacement.pid])
      expect(() => execFileSync("ps", ["-p", String(pid)])).toThrow();
    // A new process takes as long to start as the first ones did (up to minutes on a busy machine).
  }, 240_000);
});

it("refuses a bad WEB_CONCURRENCY before starting any web process, naming the variable", async () => {
  const server = await startSupervised({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "0" });
  const code = await server.exited;
  rmSync(server.dataDir, { recursive: true, force: true });
  expect(code).toBe(1);
  expect(server.output()).toMatch(/Invalid configuration:\n\s+- WEB_CONCURRENCY: /);
  expect(server.output()).not.toContain("Qaren listening");
});

describe("npm start on the embedded database", () => {
  it("runs one web process, whatever WEB_CONCURRENCY says", async () => {
    const server = await startSupervised({ WEB_CONCURRENCY: "2", SEED_DEMO: "false" });
    try {
      await waitFor(
        () => (listeningCount(server) >= 1 ? true : null),
        `the web process to start:\n${server.output()}`,
        120_000,
      );
      const pids = childrenOf(server.process.pid as number).map((child) => child.pid);
      expect(pids).toHaveLength(1);
      for (let i = 0; i < 4; i++) expect((await ask(server, "/livez")).pid).toBe(pids[0]);
      expect(server.output()).toContain("WEB_CONCURRENCY is ignored with the embedded database");
      expect(listeningCount(server)).toBe(1);
    } finally {
      expect(await stopSupervised(server)).toBe(0);
    }
  });
});
