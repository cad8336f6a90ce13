// `npm run db:check`: fails when `app/db/schema/` says something the migrations in `drizzle/` do not,
// or when drizzle-kit cannot read `drizzle/meta` (a snapshot collision, a malformed snapshot).
// drizzle-kit generate runs on a copy of the folder, so a failure leaves the working tree as it was.
// See docs/decisions/0023-migrations-and-sql-functions.md.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import config from "../drizzle.config.ts";

const NO_CHANGES = "No schema changes, nothing to migrate";

const root = path.resolve(import.meta.dirname, "..");
// drizzle-kit reads its folder relative to the working directory, so the copy sits in the project.
const copy = mkdtempSync(path.join(root, ".migrations-check-"));

try {
  cpSync(path.join(root, config.out ?? "drizzle"), copy, { recursive: true });
  // drizzle-kit takes either a config file or options: the config's own values, with the copy as `out`.
  const result = spawnSync(
    path.join(root, "node_modules/.bin/drizzle-kit"),
    [
      "generate",
      `--dialect=${config.dialect}`,
      `--schema=${config.schema}`,
      `--casing=${config.casing}`,
      `--out=${path.relative(root, copy)}`,
    ],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  const output = `${result.stdout}${result.stderr}`;
  // drizzle-kit exits with 0 after a snapshot collision too, having written nothing: only its own
  // "no changes" line says the migrations and the schema agree.
  if (result.status !== 0 || !output.includes(NO_CHANGES)) {
    console.log(output.trim());
    console.log(
      "\n✖ drizzle-kit generate would change drizzle/ (or cannot read it, as said above): after changing app/db/schema/, run `npm run db:generate` and commit what it writes",
    );
    process.exitCode = 1;
  } else {
    console.log("✔ drizzle-kit generate finds no change: the migrations describe app/db/schema/");
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
