// The web application: built by Vite into build/server/index.js and started by server/index.ts.
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { type AppServices, appServicesContext, requestInfoContext } from "~/app-context.server";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";
import { DemoSeedRefusedError, isCatalogEmpty, seedDemoCatalog } from "~/db/seed/seed-demo.server";
import { createAuth, promoteConfiguredAdmins } from "~/features/accounts/auth.server";
import { resolveAuthSecret } from "~/features/accounts/auth-secret.server";
import { createMailer } from "~/features/email/mailer.server";
import { consumeRateLimit, RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { startBackgroundJobs } from "~/jobs/registry.server";
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

  if (env.SEED_DEMO !== false && (await isCatalogEmpty(database.db))) {
    try {
      logger.info("demo catalogue seeded", await seedDemoCatalog(database.db));
    } catch (error) {
      // Another process (a worker starting alongside) seeded first; its catalogue is the one we use.
      if (!(error instanceof DemoSeedRefusedError)) throw error;
      logger.info("demo catalogue already seeded by another process");
    }
  }
  const promoted = await promoteConfiguredAdmins(database.db, env.ADMIN_EMAILS);
  if (promoted) logger.info("admins from ADMIN_EMAILS", { promoted });
  return database;
}

/** The better-auth endpoints reachable over HTTP; sign-in, sign-up and resets go through our actions. */
const PUBLIC_AUTH_ENDPOINTS = new Set(["GET /api/auth/get-session", "POST /api/auth/sign-out"]);

export async function startApp(env: Env, options: StartOptions = {}): Promise<RunningApp> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await prepareDatabase(env, logger);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, logger });
  const auth = createAuth({
    db: database.db,
    env,
    mailer,
    secret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
  });
  const background = await startBackgroundJobs({ env, database, logger, mailer });
  const { priceEngine, jobs } = background;
  const services: AppServices = { env, database, logger, auth, mailer, priceEngine, jobs };
  const app = createHonoApp(services, options);
  return { app, services, close: () => background.stop().then(() => database.close()) };
}

/** `npm run worker`: the job workers alone, for deployments that scale price fetching out. */
export async function startWorker(env: Env): Promise<{ logger: Logger; close(): Promise<void> }> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await prepareDatabase(env, logger);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, logger });
  const background = await startBackgroundJobs({ env, database, logger, mailer });
  return { logger, close: () => background.stop().then(() => database.close()) };
}

function createHonoApp(services: AppServices, { staticRoot }: StartOptions): Hono {
  const { logger, database, auth, env } = services;
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
  // Avatars are refused above 5 MB by the action; anything far larger is cut off before it is read.
  app.use(bodyLimit({ maxSize: 8 * 1024 * 1024, onError: (c) => c.text("Payload Too Large", 413) }));

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

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    if (!PUBLIC_AUTH_ENDPOINTS.has(`${c.req.method} ${c.req.path}`))
      return c.json({ error: "not_found" }, 404);
    const limit = await consumeRateLimit(
      database.db,
      `auth-api:${clientIpOf(c, env.TRUST_PROXY)}`,
      RATE_LIMITS.authApiPerClient,
    );
    if (!limit.isAllowed)
      return c.json({ error: "too_many_requests" }, 429, { "Retry-After": `${limit.retryAfterSeconds}` });
    return auth.handler(c.req.raw);
  });

  // Avatars and other uploads live under DATA_DIR/uploads.
  app.use(
    "/uploads/*",
    serveStatic({
      root: path.relative(process.cwd(), env.DATA_DIR),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=86400");
        c.header("X-Content-Type-Options", "nosniff");
      },
    }),
  );

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
    context.set(requestInfoContext, { clientIp: clientIpOf(c, env.TRUST_PROXY) });
    return handleRequest(c.req.raw, context);
  });

  app.onError((error, c) => {
    logger.error("unhandled error", { error, path: c.req.path });
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/**
 * Who is asking, for rate limits: the connection's peer, or with TRUST_PROXY the address our own
 * proxy appended last to X-Forwarded-For (earlier entries are whatever the client claimed).
 */
function clientIpOf(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
