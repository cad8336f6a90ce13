import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

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

/**
 * The command line of an npm script as environment and node arguments ("MALLOC_ARENA_MAX=2 node
 * --flag server/index.ts" gives { env: { MALLOC_ARENA_MAX: "2" }, args: ["--flag",
 * "server/index.ts"] }), so tests start processes exactly as `npm start` and `npm run worker` do,
 * with the same heap limits and allocator settings.
 */
export function nodeCommandOf(script: "start" | "worker"): { env: Record<string, string>; args: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8"));
  const words = String(scripts[script]).split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [name, ...value] = words.shift()!.split("=");
    env[name!] = value.join("=");
  }
  const [command, ...args] = words;
  if (command !== "node") throw new Error(`npm run ${script} is expected to start node`);
  return { env, args };
}

/** Runs the production launcher as `npm start` does, with the given environment. */
export function spawnLauncher(env: Record<string, string>): ChildProcess {
  const command = nodeCommandOf("start");
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

/** Starts the production build on a free port, with a fresh data directory unless one is given. */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<StartedServer> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "qaren-e2e-"));
  const port = await findFreePort();
  const child = spawnLauncher({
    DATA_DIR: dataDir,
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  });
  let output = "";
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Qaren listening on (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
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
