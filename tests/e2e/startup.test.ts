import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { spawnLauncher, startServer, stopServer } from "./support/server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("refuses to start on a bad setting and names the variable", async () => {
  const child = spawnLauncher({ PORT: "eighty", DATABASE_URL: "mysql://db/qaren", DATA_DIR: dataDir });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  expect(code).toBe(1);
  expect(stderr).toContain("Invalid configuration");
  expect(stderr).toMatch(/PORT: /);
  expect(stderr).toMatch(/DATABASE_URL: must start with postgres/);
});

it("answers /healthz, stops cleanly on SIGTERM and reuses its data on the next start", async () => {
  const first = await startServer({ dataDir, env: { LOG_LEVEL: "info" } });
  const health = await fetch(`${first.baseUrl}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  expect(first.output()).toContain('"msg":"demo catalogue seeded"');
  expect(await stopServer(first)).toBe(0);

  const second = await startServer({ dataDir, env: { LOG_LEVEL: "info" } });
  expect((await fetch(`${second.baseUrl}/healthz`)).status).toBe(200);
  expect(second.output()).not.toContain("demo catalogue seeded");
  expect(second.output()).toContain('"msg":"database ready"');
  expect(await stopServer(second)).toBe(0);
});
