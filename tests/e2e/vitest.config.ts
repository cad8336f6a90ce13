import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser per file; files run one after another to keep the 2-core machine responsive.
    fileParallelism: false,
  },
});
