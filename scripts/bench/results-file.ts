// bench/results.md holds one section per benchmark script, each between its own markers, so the
// load benchmark and the Lighthouse run can each rewrite their part without touching the other.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const RESULTS_FILE = path.resolve(import.meta.dirname, "../../bench/results.md");

const HEADER =
  "# Qaren benchmark results\n\nWritten by `npm run bench`, `npm run bench:lighthouse`, `npm run bench:price-parsing`, `npm run bench:page-reading` and `npm run bench:assistant`.\n";

export function replaceResultsSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, "utf8") : HEADER;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_FILE, next);
}

/** The line every section starts with: which machine, when, at which commit. */
export function runDescription(): string {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      encoding: "utf8",
    });
    if (dirty.trim()) commit += " (with uncommitted changes)";
  } catch {
    // Not a git checkout: the commit stays unknown.
  }
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  return `Run on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC at commit \`${commit}\`, on ${os.cpus().length} × ${cpu}, ${memory}, Node ${process.version}, ${os.platform()} ${os.release()}.`;
}
