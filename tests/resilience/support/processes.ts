// Qaren's real processes for the resilience tests: web processes through the production launcher
// (`node server/index.ts`) and job workers (`node server/worker.ts`), all on PostgreSQL.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  nodeCommandOf,
  projectRoot,
  type StartedServer,
  startServer,
  stopServer,
} from "../../e2e/support/server";

/**
 * Every process of one deployment signs sessions with the same secret (without it each would make
 * its own in its DATA_DIR, and a session from one would mean nothing to another).
 */
export const SHARED_AUTH_SECRET = "resilience-tests-shared-secret-0123456789";

/** A web process on `databaseUrl`, seeding the demo catalogue into an empty database. */
export function startWebProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<StartedServer> {
  return startServer({
    env: { DATABASE_URL: databaseUrl, AUTH_SECRET: SHARED_AUTH_SECRET, SEED_DEMO: "true", ...env },
  });
}

export { stopServer as stopWebProcess };

export type StartedWorker = { process: ChildProcess; output: () => string; stop(): Promise<void> };

/**
 * `npm run worker` (node server/worker.ts) on `databaseUrl`, once it says it is running. `baseUrl`
 * is the site's public origin, for links in the e-mails it sends.
 */
export async function startWorkerProcess(
  databaseUrl: string,
  baseUrl: string,
  env: Record<string, string> = {},
): Promise<StartedWorker> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-worker-"));
  const command = nodeCommandOf("worker");
  const child = spawn(path.join(projectRoot, "node_modules/.bin/node"), command.args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...command.env,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: SHARED_AUTH_SECRET,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start in time:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Qaren worker running")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${output}`));
    });
  });
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (isRunning(child)) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no VmRSS for process ${pid}`);
  return kilobytes / 1024;
}

/** Whether a child process is still running (it neither exited nor was killed by a signal). */
export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}
