// A command of the bench run in a process of its own, as an operator runs it (node with tsx, as
// npm runs it), its peak resident memory (VmHWM) sampled until it exits while `whileRunning` loads
// the server. Used by the feed row and the discovery row.

import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import path from "node:path";

export type MeasuredProcess = { seconds: number; peakMb: number; exitCode: number; output: string };

export async function runMeasuredProcess(options: {
  /** node's arguments after `node` (its flags, `--import tsx`, the script and its arguments). */
  args: string[];
  env: Record<string, string>;
  whileRunning: (isRunning: () => boolean) => Promise<void>;
}): Promise<MeasuredProcess> {
  const root = path.resolve(import.meta.dirname, "../..");
  const started = performance.now();
  const child = spawn(path.join(root, "node_modules/.bin/node"), options.args, {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let peakKb = 0;
  let running = true;
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      peakKb = Math.max(peakKb, Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0));
    } catch {
      // The process has just exited.
    }
  }, 100);
  const exited = once(child, "exit").then(([code]) => {
    running = false;
    return Number(code ?? 1);
  });
  await options.whileRunning(() => running);
  const exitCode = await exited;
  clearInterval(sampler);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024, exitCode, output };
}
