// Starts Qaren: builds when needed, then serves the web app (Vite middleware in development).
// Plain TypeScript that Node runs directly, so it imports only packages and the build output.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { buildDir, importBuiltApp } from "./built-app.ts";

const root = path.resolve(import.meta.dirname, "..");
const isDevelopment = process.env.NODE_ENV === "development";
// React and other libraries choose their production builds from NODE_ENV when first loaded; an
// unset (or a test runner's "test") value would serve pages with React's slow development build.
if (!isDevelopment) process.env.NODE_ENV = "production";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
let viteMiddleware: Middleware | undefined;
let appModule: typeof import("./app.ts");

if (isDevelopment) {
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom" });
  viteMiddleware = vite.middlewares;
  appModule = (await vite.ssrLoadModule(path.join(root, "server/app.ts"))) as typeof import("./app.ts");
} else {
  appModule = await importBuiltApp();
}

let env: ReturnType<typeof appModule.parseEnv>;
try {
  env = appModule.parseEnv({ NODE_ENV: isDevelopment ? "development" : "production", ...process.env });
} catch (error) {
  console.error(error instanceof appModule.ConfigError ? error.message : error);
  process.exit(1);
}

const running = await appModule.startApp(env, {
  staticRoot: isDevelopment ? undefined : path.relative(process.cwd(), path.join(buildDir, "client")),
});
const listener = getRequestListener(running.app.fetch);
const server = createServer((req, res) => {
  if (viteMiddleware) viteMiddleware(req, res, () => listener(req, res));
  else listener(req, res);
});

server.listen(env.PORT, env.HOST, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`Qaren listening on http://localhost:${port}`);
});

let isStopping = false;
async function stop(signal: string) {
  if (isStopping) return;
  isStopping = true;
  running.services.logger.info("shutting down", { signal });
  // Finish requests in flight, then close idle keep-alive sockets and the database.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const forced = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(forced);
  await running.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
