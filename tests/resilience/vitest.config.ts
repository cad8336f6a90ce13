import { defineConfig } from "vitest/config";

// `npm run test:resilience`: Qaren's real processes on real PostgreSQL, under load and faults.
export default defineConfig({
  test: {
    include: ["tests/resilience/**/*.test.ts"],
    globalSetup: ["tests/resilience/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Each file starts its own servers and loads them; together they would fight for the 2 cores.
    fileParallelism: false,
  },
});
