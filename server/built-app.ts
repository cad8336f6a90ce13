// The production build of server/app.ts, built first when it is missing or older than the sources.
// Shared by the web launcher (index.ts) and the job worker (worker.ts).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const buildDir = path.resolve(root, process.env.QAREN_BUILD_DIR ?? "build");
const serverBuild = path.join(buildDir, "server/index.js");
const SOURCES = [
  "app",
  "server",
  "public",
  "drizzle",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/** Builds into QAREN_BUILD_DIR (build/) when the build is missing or older than the sources. */
export function buildIfNeeded() {
  const builtAt = existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestModification(path.join(root, source))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? "Sources changed since the last build; building…" : "No build found; building…");
  execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
}

export async function importBuiltApp(): Promise<typeof import("./app.ts")> {
  buildIfNeeded();
  return import(pathToFileURL(serverBuild).href);
}
