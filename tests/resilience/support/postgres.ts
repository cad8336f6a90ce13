// Real PostgreSQL for the resilience tests: a throw-away database on the shared server, or a whole
// cluster of the test's own that it may stop and start without disturbing anything else.
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { findFreePort } from "../../e2e/support/server";

const run = promisify(execFile);

/** The PostgreSQL server the integration tests use (CI starts it). */
export const SHARED_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type ScratchDatabase = {
  url: string;
  /** A small pool of the test's own, to read and change rows behind the servers' backs. */
  pool: pg.Pool;
  drop(): Promise<void>;
};

/** Runs `work` on a connection of its own, closed afterwards (nothing is left to break if the server stops). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database `qaren_resilience_<random>` on the shared server, dropped afterwards. */
export async function createScratchDatabase(serverUrl = SHARED_SERVER_URL): Promise<ScratchDatabase> {
  const name = `qaren_resilience_${randomBytes(5).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Debian's PostgreSQL programs (the newest version installed), or POSTGRES_BIN_DIR. */
function postgresBinDir(): string {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  return path.join("/usr/lib/postgresql", versions.at(-1) ?? "15", "bin");
}

export type PrivateCluster = {
  /** Connection string of the cluster's `postgres` database. */
  url: string;
  /** `pg_ctl stop -m fast`: open sessions are ended, new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * SIGSTOP to the server and every backend: connections stay open and new ones are accepted by
   * the kernel, but nothing answers (a hung host, a frozen virtual machine).
   */
  pause(): void;
  /** SIGCONT: the paused processes carry on where they were. */
  resume(): void;
  /** Stops the cluster if it runs and deletes its files. */
  destroy(): Promise<void>;
};

/**
 * PostgreSQL refuses to run as root, so as root (CI, this sandbox) its programs run as the
 * `postgres` user, in a directory that user owns.
 */
function postgresCommand(program: string, args: string[]): [string, string[]] {
  const binary = path.join(postgresBinDir(), program);
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
}

function giveToPostgresUser(directory: string) {
  if (process.getuid?.() !== 0) return;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  chownSync(directory, uid, gid);
}

/** A new cluster (`initdb`, trust authentication) listening on a free port of 127.0.0.1. */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "qaren-pg-"));
  giveToPostgresUser(directory);
  const dataDir = path.join(directory, "data");
  const port = await findFreePort();
  const pgCtl = (...args: string[]) => run(...postgresCommand("pg_ctl", ["-D", dataDir, ...args]));

  await run(
    ...postgresCommand("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]),
  );
  // fsync off: the data is thrown away, and the 2-core machine has better things to do.
  const serverOptions = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pgCtl("-o", serverOptions, "-l", path.join(directory, "server.log"), "-w", "start");
  };
  let isRunning = false;
  await start();
  isRunning = true;

  let paused: number[] = [];
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => {
      paused = clusterProcesses(dataDir);
      for (const pid of paused) process.kill(pid, "SIGSTOP");
    },
    resume: () => {
      for (const pid of paused) process.kill(pid, "SIGCONT");
      paused = [];
    },
    stop: async () => {
      await pgCtl("-m", "fast", "-w", "stop");
      isRunning = false;
    },
    start: async () => {
      await start();
      isRunning = true;
    },
    destroy: async () => {
      if (paused.length > 0) for (const pid of paused) process.kill(pid, "SIGCONT");
      if (isRunning) await pgCtl("-m", "immediate", "-w", "stop").catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The postmaster of the cluster in `dataDir` (first line of postmaster.pid) and all its children. */
function clusterProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent pid is the fourth field of /proc/PID/stat, after the name in parentheses.
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}
