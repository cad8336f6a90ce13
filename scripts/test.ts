// `npm test`: lint, import layers, types, unit and integration tests (PGlite, then the PostgreSQL server
// when one answers), and end-to-end tests in Chromium against a production build. Stops at the first failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const resultsDir = path.join(root, "test-results");
const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const totals = { passed: 0, failed: 0 };

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function stopOnFailure(title: string, status: number) {
  if (status === 0) return;
  console.log(`\n✖ ${title} failed`);
  printTotals();
  process.exit(status);
}

function runStep(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  stopOnFailure(title, run(title, command, args, env));
}

function runVitest(title: string, args: string[], env: Record<string, string> = {}) {
  const report = path.join(resultsDir, `${title.replace(/\W+/g, "-")}.json`);
  const status = run(
    title,
    bin("vitest"),
    ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
  );
  // The report is written whether the tests pass or fail, so the closing line counts failures too.
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
  } else if (status !== 0) {
    totals.failed += 1;
  }
  stopOnFailure(title, status);
}

function printTotals() {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
}

function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once("connect", () => resolve(true));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => resolve(false));
    socket.once("close", () => socket.destroy());
  }).finally(() => undefined) as Promise<boolean>;
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

runStep("lint (biome)", bin("biome"), ["check", "."]);
runStep("import layers (dependency-cruiser)", bin("depcruise"), ["app", "server", "scripts"]);
runStep("migrations match the schema (drizzle-kit generate)", process.execPath, [
  "scripts/check-migrations.ts",
]);
runStep("typecheck", bin("react-router"), ["typegen"]);
runStep("typecheck", bin("tsc"), ["--noEmit"]);
runVitest("unit and integration tests on PGlite", []);
if (await isReachable(postgresUrl)) {
  runVitest("integration tests on the PostgreSQL server", [], { TEST_DATABASE_URL: postgresUrl });
} else if (process.env.CI) {
  console.log(`\n✖ no PostgreSQL server answers at ${postgresUrl}`);
  process.exit(1);
} else {
  console.log(`\n! skipping the PostgreSQL run: nothing answers at ${postgresUrl}`);
}
runStep("production build", bin("react-router"), ["build"]);
runVitest("end-to-end tests", ["--config", "tests/e2e/vitest.config.ts"], { E2E_SKIP_BUILD: "1" });
printTotals();
