import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type StartedServer, startServer, stopServer } from "./support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its outbox holds the e-mails it sent. */
    dataDir: string;
  }
}

let server: StartedServer | undefined;

/** Builds the app (unless E2E_SKIP_BUILD is set) and starts one production server for all e2e files. */
export async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!process.env.E2E_SKIP_BUILD) {
    // Vitest sets NODE_ENV=test, which would give the build React's development bundles.
    execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "ignore",
    });
  }
  server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
}

export async function teardown() {
  if (server) await stopServer(server);
}
