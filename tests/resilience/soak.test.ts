// Five minutes of the soak that `npm run test:soak -- --minutes=60` runs for an hour
// (tests/resilience/support/soak.ts): visitors, signed-in shoppers and an admin at a steady,
// moderate rate plus price refreshes, on one web process over PostgreSQL. Every answer must be
// right, and resident memory may grow by at most 10 % from the minute after a 2-minute warm-up to
// the last minute (the hour-long run compares the sixth minute with the last in the same way).
import { describe, expect, it } from "vitest";
import { describeFailures, MAX_RSS_GROWTH_PERCENT, runSoak, soakReport } from "./support/soak";

const MINUTES = 5;

describe(`a ${MINUTES}-minute soak`, () => {
  it(
    "answers every request and keeps resident memory flat",
    async () => {
      const result = await runSoak({ minutes: MINUTES });
      console.log(soakReport(result, "Run by the resilience suite."));
      expect(describeFailures(result)).toEqual([]);
      expect(result.refreshesStarted).toBeGreaterThan(0);
      expect(result.samples.length).toBeGreaterThanOrEqual((MINUTES * 60) / 10);
      expect(result.verdict.growthPercent).toBeLessThanOrEqual(MAX_RSS_GROWTH_PERCENT);
    },
    (MINUTES + 4) * 60_000,
  );
});
