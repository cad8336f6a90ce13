// Reads a `node` script of package.json ("MALLOC_ARENA_MAX=2 node --flag server/index.ts") as its
// environment and node arguments, so the supervisor and the tests start processes exactly as the
// script does, with the same heap limits and allocator settings.
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export type NodeCommand = { env: Record<string, string>; args: string[] };

export function nodeCommandOf(script: string): NodeCommand {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const words = String(scripts[script] ?? "").split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [name, ...value] = (words.shift() as string).split("=");
    env[name as string] = value.join("=");
  }
  const [command, ...args] = words;
  if (command !== "node") throw new Error(`npm run ${script} is expected to start node`);
  return { env, args };
}
