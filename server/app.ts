// The web application: built by Vite into build/server/index.js and started by server/index.ts.
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, appServicesContext, requestInfoContext } from "~/app-context.server";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";
import { DemoSeedRefusedError, isCatalogEmpty, seedDemoCatalog } from "~/db/seed/seed-demo.server";
import { isDatabaseUnavailableError } from "~/db/unavailable.server";
import { callAuth, createAuth, promoteConfiguredAdmins } from "~/features/accounts/auth.server";
import { resolveAuthSecret } from "~/features/accounts/auth-secret.server";
import { createCatalogCache, listenForCatalogChanges } from "~/features/catalog/catalog-cache.server";
import { cachedPage } from "~/features/catalog/page-cache.server";
import { createMailer } from "~/features/email/mailer.server";
import { handleRouteError, outageBody, RETRY_AFTER_SECONDS } from "~/features/outage/database-outage.server";
import { consumeRateLimit, RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { startBackgroundJobs } from "~/jobs/registry.server";
import { serverT } from "~/locales/translate.server";
import type { Env } from "~/utils/env.server";
import { checkFormBody } from "~/utils/form-body.server";
import { localeCookieFor, resolveLocale } from "~/utils/i18n";
import { createLogger, type Logger } from "~/utils/logger.server";
import { clientAddressOf } from "./client-address";

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
    logger,
  });
  const background = await startBackgroundJobs({ env, database, logger, mailer });
  const { priceEngine, jobs } = background;
  const catalogCache = createCatalogCache();
  const stopListening = await listenForCatalogChanges(database, catalogCache, logger);
  const services: AppServices = { env, database, logger, auth, mailer, priceEngine, jobs, catalogCache };
  const app = await createHonoApp(services, options);
  const close = async () => {
    await stopListening();
    await background.stop();
    await database.close();
  };
  return { app, services, close };
}

/** `npm run worker`: the job workers alone, for deployments that scale price fetching out. */
export async function startWorker(env: Env): Promise<{ logger: Logger; close(): Promise<void> }> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await prepareDatabase(env, logger);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, logger });
  const background = await startBackgroundJobs({ env, database, logger, mailer });
  return { logger, close: () => background.stop().then(() => database.close()) };
}

async function createHonoApp(services: AppServices, { staticRoot }: StartOptions): Promise<Hono> {
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
  // Every 503 (a lost database, the health check) tells clients when to come back.
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 503 && !c.res.headers.has("Retry-After"))
      c.res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  });
  // A body refused unread (too large, or not needed) is not drained for long: the connection is
  // closed after the answer, and saying so keeps the client from sending its next request on it.
  app.use(async (c, next) => {
    await next();
    if (hasBody(c.req.raw) && !c.req.raw.bodyUsed) c.res.headers.set("Connection", "close");
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

  // Liveness without the database: the process answers at all (and the benchmark's HTTP floor).
  app.get("/livez", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
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

  // Page forms only: the JSON API reads its own bodies.
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const verdict = await checkFormBody(c.req.raw);
    if (verdict === "ok") return next();
    const text = serverT(resolveLocale(c.req.raw))("requestErrors.unreadableForm");
    return c.text(text, verdict === "unsupportedType" ? 415 : 400, { "Cache-Control": "no-store" });
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
    return callAuth(() => auth.handler(c.req.raw));
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

  // Given a function, React Router imports the build and rebuilds its route tables on every
  // request, which only development (fresh routes after each edit) wants.
  const handleRequest = createRequestHandler(
    services.env.NODE_ENV === "development" ? loadBuild : await loadBuild(),
    services.env.NODE_ENV,
  );
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(appServicesContext, services);
    context.set(requestInfoContext, { clientIp: clientIpOf(c, env.TRUST_PROXY) });
    return cachedPage(services.catalogCache, c.req.raw, () => handleRequest(c.req.raw, context));
  });

  app.onError((error, c) => {
    if (isDatabaseUnavailableError(error)) {
      logger.warn("database unavailable", { path: c.req.path, error: error.message });
      return databaseUnavailableResponse(c.req.raw);
    }
    logger.error("unhandled error", { error, path: c.req.path });
    return c.text("Internal Server Error", 500);
  });

  return app;
}

async function loadBuild(): Promise<ServerBuild> {
  return withRouteErrorHandler(await import("virtual:react-router/server-build"));
}

/** Whether a request came with a body (of any length but zero). */
function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  return length ? length !== "0" : request.headers.has("transfer-encoding");
}

/** The build with our `handleError`: JSON logs, and lost databases noted for the 503 middleware. */
function withRouteErrorHandler(build: ServerBuild): ServerBuild {
  return {
    ...build,
    entry: { ...build.entry, module: { ...build.entry.module, handleError: handleRouteError } },
  };
}

/** The 503 answer outside React Router (the auth API's rate limit): JSON for the API, else text. */
function databaseUnavailableResponse(request: Request): Response {
  const body = outageBody(request);
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (new URL(request.url).pathname.startsWith("/api/")) return Response.json(body, { status: 503, headers });
  return new Response(body.message, {
    status: 503,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Who is asking, for rate limits (see clientAddressOf). */
function clientIpOf(c: Context, trustedProxies: number): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return clientAddressOf(c.req.header("x-forwarded-for"), peer, trustedProxies);
}
