// The processes a test started, as `ps` sees them, and waiting for something to become true.
import { execFileSync } from "node:child_process";

/** Process ids whose parent is `pid`, with their command lines. */
export function childrenOf(pid: number): Array<{ pid: number; command: string }> {
  let output = "";
  try {
    output = execFileSync("ps", ["-ww", "-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    // ps exits with 1 when no process matches.
  }
  return output
    .split("\n")
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), command: match[2] as string }));
}

/** `probe`'s first value other than null or undefined, polled every 100 ms. */
export async function waitFor<T>(
  probe: () => T | null | undefined | Promise<T | null | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
