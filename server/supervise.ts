// `npm start`: runs the web server as `npm run serve` does, in one process per core when the
// database is a PostgreSQL server (WEB_CONCURRENCY sets how many) and in exactly one with the
// embedded database (ADR-0032). The processes are `node:cluster` workers: they share the port, and
// each listens for the catalogue's change notices and works the shared job queue itself.
// Each process is started again whenever it dies (issue 30): a crash, an out-of-memory kill,
// anything but a stop asked for by SIGTERM or SIGINT, which are passed on to every process. A
// process that dies within its first seconds three times in a row (a bad setting, a database that
// will not open) is not started again: the others are stopped and the supervisor exits with its code.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import path from "node:path";
import { ConfigError, parseEnv, webProcessCountOf } from "../app/utils/env.server.ts";
import { buildIfNeeded } from "./built-app.ts";
import { nodeCommandOf } from "./npm-script.ts";

const root = path.resolve(import.meta.dirname, "..");
const command = nodeCommandOf("serve");
/** A server that ran less than this long before dying failed to start. */
const STARTUP_MS = 10_000;
const MAX_FAILED_STARTS = 3;
const MAX_DELAY_MS = 30_000;

/** One web process's place: the process in it now, and its own count of failed starts and delay. */
type Slot = {
  worker: Worker | null;
  startedAt: number;
  failedStarts: number;
  delayMs: number;
  restart?: NodeJS.Timeout;
};

function log(level: "info" | "warn", msg: string, fields: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level, pid: process.pid, msg, ...fields }));
}

let processCount: number;
let isLoggingStart = false;
try {
  const env = parseEnv({ NODE_ENV: "production", ...process.env });
  processCount = webProcessCountOf(env, os.availableParallelism());
  isLoggingStart = env.LOG_LEVEL === "info" || env.LOG_LEVEL === "debug";
  if (!env.DATABASE_URL && (env.WEB_CONCURRENCY ?? 1) > 1)
    log("warn", "WEB_CONCURRENCY is ignored with the embedded database: one web process serves it");
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
// Once here rather than in every process, which would all find the build missing at the same time.
buildIfNeeded();

const [script, ...scriptArgs] = command.args.filter((arg) => !arg.startsWith("-"));
cluster.setupPrimary({
  exec: path.resolve(root, script as string),
  args: scriptArgs,
  execArgv: command.args.filter((arg) => arg.startsWith("-")),
  cwd: root,
});

const slots: Slot[] = Array.from({ length: processCount }, () => ({
  worker: null,
  startedAt: 0,
  failedStarts: 0,
  delayMs: 1000,
}));
let stopping = false;
let exitCode = 0;

function start(slot: Slot) {
  slot.startedAt = Date.now();
  const worker = cluster.fork(command.env);
  slot.worker = worker;
  worker.on("exit", (code, signal) => {
    slot.worker = null;
    if (stopping) {
      exitCode ||= code ?? 0;
      exitWhenAllStopped();
      return;
    }
    const ranMs = Date.now() - slot.startedAt;
    slot.failedStarts = ranMs < STARTUP_MS ? slot.failedStarts + 1 : 0;
    if (slot.failedStarts >= MAX_FAILED_STARTS) {
      log("warn", "a web server failed to start three times; not starting it again", { code, signal });
      exitCode = code || 1;
      stop("SIGTERM");
      return;
    }
    if (ranMs >= STARTUP_MS) slot.delayMs = 1000;
    log("warn", "a web server stopped; starting it again", {
      workerPid: worker.process.pid,
      code,
      signal,
      inMs: slot.delayMs,
    });
    slot.restart = setTimeout(() => start(slot), slot.delayMs);
    slot.delayMs = Math.min(slot.delayMs * 2, MAX_DELAY_MS);
  });
}

function exitWhenAllStopped() {
  if (slots.every((slot) => !slot.worker)) process.exit(exitCode);
}

function stop(signal: NodeJS.Signals) {
  stopping = true;
  for (const slot of slots) {
    clearTimeout(slot.restart);
    slot.worker?.process.kill(signal);
  }
  exitWhenAllStopped();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
if (isLoggingStart) log("info", "starting web servers", { count: processCount });
for (const slot of slots) start(slot);
