import { statSync, utimesSync } from "node:fs";
import path from "node:path";
import { buildDir, buildIfNeeded } from "../../server/built-app";

const serverBuild = path.join(buildDir, "server/index.js");
/** Longer than the suite takes. */
const HOLD_MS = 10 * 60_000;
let builtAt: Date | undefined;

/**
 * Builds once (into QAREN_BUILD_DIR, or build/) before any file starts processes. The build then
 * counts as newer than the sources until teardown: in a checkout others edit while the suite runs,
 * every launcher would otherwise find it stale and rebuild it under the processes already running.
 */
export function setup() {
  buildIfNeeded();
  builtAt = statSync(serverBuild).mtime;
  utimesSync(serverBuild, new Date(), new Date(Date.now() + HOLD_MS));
}

/** Gives the build its real time back, so the next start notices sources changed meanwhile. */
export function teardown() {
  if (builtAt) utimesSync(serverBuild, builtAt, builtAt);
}
