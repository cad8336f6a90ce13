import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { nodeCommandOf } from "../../../server/npm-script";

export type StartedServer = {
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
  ownsDataDir: boolean;
  output: () => string;
};

/** A port nothing listens on right now, so BASE_URL can be known before the server starts. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** The command lines of npm scripts, as the supervisor reads them (server/npm-script.ts). */
export { nodeCommandOf } from "../../../server/npm-script";

/**
 * Runs the web server as `npm run serve` does (what `npm start` supervises), with the given
 * environment; `script: "start"` runs the supervisor itself.
 */
export function spawnLauncher(
  env: Record<string, string>,
  script: "serve" | "start" = "serve",
): ChildProcess {
  const command = nodeCommandOf(script);
  return spawn(path.join(projectRoot, "node_modules/.bin/node"), command.args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...command.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * Starts the production build on a free port, with a fresh data directory unless one is given:
 * the server alone (`npm run serve`), or `script: "start"` as production runs it, answering once
 * `processes` web processes listen.
 */
export async function startServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    script?: "serve" | "start";
    processes?: number;
  } = {},
): Promise<StartedServer> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-"));
  const port = await findFreePort();
  const child = spawnLauncher(
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    options.script,
  );
  let output = "";
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Qaren listening on (http:\/\/localhost:\d+)/);
      const listening = output.split("Qaren listening").length - 1;
      if (match?.[1] && listening >= (options.processes ?? 1)) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { baseUrl, process: child, dataDir, ownsDataDir, output: () => output };
}

export async function stopServer(server: StartedServer): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  const code = await exited;
  if (server.ownsDataDir) rmSync(server.dataDir, { recursive: true, force: true });
  return code;
}
