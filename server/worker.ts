// `npm run worker`: runs the background jobs (price refreshes) without a web server, for deployments
// that fetch prices on more machines. Every worker claims jobs from the same PostgreSQL queue.
import { importBuiltApp } from "./built-app.ts";

// Libraries pick their production builds from NODE_ENV when first loaded.
process.env.NODE_ENV = "production";
const appModule = await importBuiltApp();

let env: ReturnType<typeof appModule.parseEnv>;
try {
  env = appModule.parseEnv({ NODE_ENV: "production", ...process.env });
} catch (error) {
  console.error(error instanceof appModule.ConfigError ? error.message : error);
  process.exit(1);
}
if (!env.DATABASE_URL) {
  // The embedded database belongs to one process, and `npm start` already works the jobs in it.
  console.error(
    "npm run worker needs DATABASE_URL: with the embedded database, npm start runs the jobs itself.",
  );
  process.exit(1);
}

const worker = await appModule.startWorker(env);
worker.logger.info("Qaren worker started");
console.log("Qaren worker running");

let isStopping = false;
async function stop(signal: string) {
  if (isStopping) return;
  isStopping = true;
  worker.logger.info("shutting down", { signal });
  await worker.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
