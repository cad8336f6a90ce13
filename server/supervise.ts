// `npm start`: runs the web server as `npm run serve` does and starts it again whenever it dies
// (issue 30): a crash, an out-of-memory kill, anything but a stop asked for by SIGTERM or SIGINT,
// which are passed on. A server that dies within its first seconds three times in a row (a bad
// setting, a database that will not open) is not started again: the supervisor exits with its code.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { nodeCommandOf } from "./npm-script.ts";

const root = path.resolve(import.meta.dirname, "..");
const command = nodeCommandOf("serve");
/** A server that ran less than this long before dying failed to start. */
const STARTUP_MS = 10_000;
const MAX_FAILED_STARTS = 3;
const MAX_DELAY_MS = 30_000;

let server: ChildProcess | null = null;
let stopping = false;
let failedStarts = 0;
let delayMs = 1000;

function log(msg: string, fields: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "warn", msg, ...fields }));
}

function start() {
  const startedAt = Date.now();
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: { ...process.env, ...command.env },
    stdio: "inherit",
  });
  server = child;
  child.on("exit", (code, signal) => {
    server = null;
    if (stopping) process.exit(code ?? 0);
    const ranMs = Date.now() - startedAt;
    failedStarts = ranMs < STARTUP_MS ? failedStarts + 1 : 0;
    if (failedStarts >= MAX_FAILED_STARTS) {
      log("the web server failed to start three times; not starting it again", { code, signal });
      process.exit(code || 1);
    }
    if (ranMs >= STARTUP_MS) delayMs = 1000;
    log("the web server stopped; starting it again", { code, signal, inMs: delayMs });
    setTimeout(start, delayMs);
    delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
  });
}

function stop(signal: NodeJS.Signals) {
  stopping = true;
  if (server) server.kill(signal);
  else process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
start();
