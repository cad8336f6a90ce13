// `npm run test:soak -- --minutes=60` (not part of `npm test` or CI): the soak of
// tests/resilience/support/soak.ts for as long as asked, on the production build and the PostgreSQL
// server at 127.0.0.1:5432 (or TEST_DATABASE_URL). Prints a line per sample, writes the series and a
// chart to bench/soak.md (--report=FILE elsewhere), and exits 1 when resident memory grew by more
// than 10 % after the warm-up, or when any answer was a 5xx, an error or a timeout.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildIfNeeded } from "../server/built-app";
import { describeFailures, runSoak, soakReport } from "../tests/resilience/support/soak";
import { runDescription } from "./bench/results-file";

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "60" },
    report: { type: "string", default: path.resolve(import.meta.dirname, "../bench/soak.md") },
  },
});
const minutes = Number(args.minutes);
if (!Number.isFinite(minutes) || minutes < 2) throw new Error("--minutes must be a number, at least 2");

buildIfNeeded();
const description = runDescription();
const result = await runSoak({
  minutes,
  onSample: (sample) =>
    console.log(
      `${sample.second}s RSS ${sample.rssMb.toFixed(1)} MB, heap ${sample.heapUsedMb.toFixed(1)}/` +
        `${sample.heapTotalMb.toFixed(1)} MB, loop delay p99 ${sample.loopDelayP99Ms.toFixed(1)} ms`,
    ),
});
writeFileSync(
  args.report,
  `# Qaren soak\n\nWritten by \`npm run test:soak -- --minutes=${minutes}\`.\n\n${soakReport(result, description)}`,
);
console.log(`written to ${args.report}`);
const failures = describeFailures(result);
if (failures.length > 0) console.error(`failed answers:\n${failures.join("\n")}`);
if (!result.verdict.isWithinLimit)
  console.error(`resident memory grew ${result.verdict.growthPercent.toFixed(1)} %`);
process.exit(failures.length > 0 || !result.verdict.isWithinLimit ? 1 : 0);
