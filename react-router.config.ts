import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Separate build folders let several checkouts' test runs share one machine (QAREN_BUILD_DIR).
  buildDirectory: process.env.QAREN_BUILD_DIR ?? "build",
} satisfies Config;
