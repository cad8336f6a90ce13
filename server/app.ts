// The web application: built by Vite into build/server/index.js and started by server/index.ts.
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { type AppServices, appServicesContext } from "~/app-context.server";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";
import type { Env } from "~/utils/env.server";
import { localeCookieFor } from "~/utils/i18n";
import { createLogger, type Logger } from "~/utils/logger.server";

export { ConfigError, parseEnv } from "~/utils/env.server";

export type RunningApp = {
  app: Hono;
  services: AppServices;
  close(): Promise<void>;
};

export type StartOptions = {
  /** Directory of the built browser assets; unset in development, where Vite serves them. */
  staticRoot?: string;
};

async function prepareDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pglite"),
  });
  await migrateDatabase(database);
  logger.info("database ready", { kind: database.kind });
  return database;
}

export async function startApp(env: Env, options: StartOptions = {}): Promise<RunningApp> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await prepareDatabase(env, logger);
  const services: AppServices = { env, database, logger };
  const app = createHonoApp(services, options);
  return { app, services, close: () => database.close() };
}

function createHonoApp(services: AppServices, { staticRoot }: StartOptions): Hono {
  const { logger, database } = services;
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const isAsset = c.req.path.startsWith("/assets/");
    logger[isAsset ? "debug" : "info"]("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: false }));
  app.use(compress());

  // `?lang=` (the language toggle, hreflang links) is remembered for the following pages.
  app.use(async (c, next) => {
    await next();
    const cookie = localeCookieFor(c.req.raw);
    if (cookie) c.res.headers.append("Set-Cookie", cookie);
  });

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("database ping timed out")), 3000)),
      ]);
      return c.json({ status: "ok" });
    } catch (error) {
      logger.error("health check failed", { error });
      return c.json({ status: "error" }, 503);
    }
  });

  if (staticRoot) {
    app.use(
      "/assets/*",
      serveStatic({
        root: staticRoot,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      serveStatic({
        root: staticRoot,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  const handleRequest = createRequestHandler(
    () => import("virtual:react-router/server-build"),
    services.env.NODE_ENV,
  );
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(appServicesContext, services);
    return handleRequest(c.req.raw, context);
  });

  app.onError((error, c) => {
    logger.error("unhandled error", { error, path: c.req.path });
    return c.text("Internal Server Error", 500);
  });

  return app;
}
