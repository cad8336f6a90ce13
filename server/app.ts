// The web application: built by Vite into build/server/index.js and started by server/index.ts.
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, appServicesContext, requestInfoContext } from "~/app-context.server";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/db/client.server";
import { runDataMigrations } from "~/db/data-migrations.server";
import { cancellationSignalOf, runWithRequestSignal } from "~/db/request-signal.server";
import { DemoSeedRefusedError, isCatalogEmpty, seedDemoCatalog } from "~/db/seed/seed-demo.server";
import { isDatabaseUnavailableError } from "~/db/unavailable.server";
import { callAuth, createAuth } from "~/features/accounts/auth.server";
import { resolveAuthSecret } from "~/features/accounts/auth-secret.server";
import { createCatalogCache, listenForCatalogChanges } from "~/features/catalog/catalog-cache.server";
import { cachedPage, hasSessionCookie } from "~/features/catalog/page-cache.server";
import {
  handleMcpRequest,
  MCP_BODY_MAX_BYTES,
  MCP_PATH,
  mcpTooManyRequests,
} from "~/features/chat/tools/mcp-server.server";
import { createMailer } from "~/features/email/mailer.server";
import { handleRouteError, outageBody, RETRY_AFTER_SECONDS } from "~/features/outage/database-outage.server";
import { syncOfferFreshness } from "~/features/prices/current-offers.server";
import { consumeRateLimit, RATE_LIMITS } from "~/features/rate-limit/rate-limit.server";
import { startBackgroundJobs } from "~/jobs/registry.server";
import { pageTextsAt } from "~/locales/index.server";
import { serverT } from "~/locales/translate.server";
import { createPageActionLookup, isFormContentType } from "~/routes/form-body.server";
import { CSP_REPORT_MAX_BYTES, isCspReportContentType, readCspViolations } from "~/utils/csp-reports.server";
import type { Env } from "~/utils/env.server";
import { UPLOAD_BODY_MAX_BYTES } from "~/utils/form-limits";
import { localeCookieFor, resolveLocale } from "~/utils/i18n";
import { createLogger, type Logger } from "~/utils/logger.server";
import { PAGE_TEXTS_PATH_PREFIX } from "~/utils/page-texts";
import { isSameOriginRequest } from "~/utils/same-origin.server";
import { CSP_REPORT_PATH, nonceOf, securityHeaders } from "~/utils/security-headers.server";
import { clientAddressOf } from "./client-address";
import { DATA_MIGRATIONS } from "./data-migrations";

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

type Databases = {
  /** Pages and the API: statements of at most DATABASE_STATEMENT_TIMEOUT_MS. */
  requests: DatabaseHandle;
  /** Admin pages, background jobs and the start-up seed: DATABASE_ADMIN_STATEMENT_TIMEOUT_MS. */
  admin: DatabaseHandle;
  close(): Promise<void>;
};

/**
 * One pool per time limit on the PostgreSQL server (migrations get a connection of their own
 * without one). The embedded database is a single in-process connection: both are the same.
 */
async function openDatabases(
  env: Env,
  { withRequestPool }: { withRequestPool: boolean },
): Promise<Databases> {
  const admin = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "pglite"),
    poolSize: withRequestPool ? 5 : 10,
    statementTimeoutMs: env.DATABASE_ADMIN_STATEMENT_TIMEOUT_MS,
  });
  if (admin.kind === "pglite" || !withRequestPool)
    return { requests: admin, admin, close: () => admin.close() };
  const requests = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  return {
    requests,
    admin,
    close: () => Promise.all([requests.close(), admin.close()]).then(() => undefined),
  };
}

async function prepareDatabase(
  env: Env,
  logger: Logger,
  options: { withRequestPool: boolean },
): Promise<Databases> {
  const databases = await openDatabases(env, options);
  const database = databases.admin;
  await migrateDatabase(database);
  // How long an offer stays fresh follows PRICE_REFRESH_INTERVAL_HOURS (PD-21).
  await syncOfferFreshness(database.db, env.PRICE_REFRESH_INTERVAL_HOURS);
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
  // After the seed, so a new demo catalogue's specifications are structured like an older one's.
  for (const migration of await runDataMigrations(database.db, DATA_MIGRATIONS))
    logger.info("data migration ran", migration);
  return databases;
}

const MUTATING_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/** A refused request's answer, in the asker's language: JSON for the API, text for pages. */
function refusal(request: Request, status: 403 | 405 | 413 | 415, messageKey: string): Response {
  const message = serverT(resolveLocale(request))(messageKey);
  const headers = { "Cache-Control": "no-store" };
  if (new URL(request.url).pathname.startsWith("/api/"))
    return Response.json({ error: message }, { status, headers });
  return new Response(message, {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The better-auth endpoints reachable over HTTP; sign-in, sign-up and resets go through our actions. */
const PUBLIC_AUTH_ENDPOINTS = new Set(["GET /api/auth/get-session", "POST /api/auth/sign-out"]);

export async function startApp(env: Env, options: StartOptions = {}): Promise<RunningApp> {
  const logger = createLogger(env.LOG_LEVEL);
  const databases = await prepareDatabase(env, logger, { withRequestPool: true });
  const database = databases.requests;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, logger });
  const auth = createAuth({
    db: database.db,
    env,
    mailer,
    secret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
    logger,
  });
  const background = await startBackgroundJobs({ env, database: databases.admin, logger, mailer });
  const { priceEngine, jobs } = background;
  const catalogCache = createCatalogCache({ listLagMs: env.CATALOG_LIST_LAG_SECONDS * 1000 });
  const stopListening = await listenForCatalogChanges(database, catalogCache, logger);
  const services: AppServices = { env, database, logger, auth, mailer, priceEngine, jobs, catalogCache };
  const app = await createHonoApp(services, { ...options, adminDatabase: databases.admin });
  const close = async () => {
    await stopListening();
    await background.stop();
    await databases.close();
  };
  return { app, services, close };
}

/** `npm run worker`: the job workers alone, for deployments that scale price fetching out. */
export async function startWorker(env: Env): Promise<{ logger: Logger; close(): Promise<void> }> {
  const logger = createLogger(env.LOG_LEVEL);
  const databases = await prepareDatabase(env, logger, { withRequestPool: false });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, logger });
  const background = await startBackgroundJobs({ env, database: databases.admin, logger, mailer });
  return { logger, close: () => background.stop().then(() => databases.close()) };
}

/**
 * Admin pages and the admin API read through the pool with the admin time limit. In any case, as
 * React Router matches routes: `/ADMIN/users` is the admin users page too.
 */
const ADMIN_PATHS = /^\/(?:api\/)?admin(?:\/|\.data$|$)/i;

/** A state-changing request to a page (not the JSON API): a form, limited by its route's size. */
function isPageForm(request: Request): boolean {
  return MUTATING_METHODS.includes(request.method) && !new URL(request.url).pathname.startsWith("/api/");
}

async function createHonoApp(
  services: AppServices,
  { staticRoot, adminDatabase }: StartOptions & { adminDatabase: DatabaseHandle },
): Promise<Hono> {
  const { logger, database, auth, env } = services;
  const adminServices: AppServices = { ...services, database: adminDatabase };
  const app = new Hono();

  // A reading request's database calls are cancelled when it is aborted (app/db/client.server.ts);
  // a write is not.
  app.use((c, next) => {
    const signal = cancellationSignalOf(c.req.raw);
    return signal ? runWithRequestSignal(signal, next) : next();
  });

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
  app.use(
    securityHeaders({
      baseUrl: env.BASE_URL,
      isDevelopment: env.NODE_ENV === "development",
      imageOrigins: env.IMAGE_ORIGINS,
    }),
  );
  app.use(compress());
  // No other request body is ever larger than an upload form's. Page forms are left to their route's
  // own limit below (a feed file may be 50 MB), taken after the origin check and before any action.
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_BODY_MAX_BYTES,
    onError: (c) => c.text("Payload Too Large", 413),
  });
  app.use((c, next) => (isPageForm(c.req.raw) ? next() : uploadLimit(c, next)));

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

  // Given a function, React Router imports the build and rebuilds its route tables on every
  // request, which only development (fresh routes after each edit) wants.
  const build = services.env.NODE_ENV === "development" ? undefined : await loadBuild();
  const handleRequest = createRequestHandler(build ?? loadBuild, services.env.NODE_ENV);
  const productionLookup = build && createPageActionLookup(build);
  const pageActionOf = async (url: URL) =>
    (productionLookup ?? createPageActionLookup(await loadBuild()))(url);

  // Browsers send what the Content Security Policy blocked. A report changes nothing but a log
  // line, and browsers post it without a dependable Origin (none, or "null", from a sandboxed
  // frame), so it is the one post exempt from the same-origin check below; it is capped in size
  // and counted per client instead.
  app.post(
    CSP_REPORT_PATH,
    bodyLimit({ maxSize: CSP_REPORT_MAX_BYTES, onError: (c) => c.body(null, 413) }),
    async (c) => {
      if (!isCspReportContentType(c.req.header("content-type"))) return c.body(null, 415);
      const limit = await consumeRateLimit(
        database.db,
        `csp-report:${clientIpOf(c, env.TRUST_PROXY)}`,
        RATE_LIMITS.cspReportsPerClient,
      );
      if (!limit.isAllowed) return c.body(null, 429, { "Retry-After": `${limit.retryAfterSeconds}` });
      for (const violation of readCspViolations(await c.req.text())) {
        logger.warn("content security policy violation", violation);
      }
      return c.body(null, 204);
    },
  );

  // Qaren's catalogue for AI agents (ADR-0027): read-only tools over MCP's Streamable HTTP, without
  // sign-in, so like the report above it takes posts from anywhere; small bodies, counted per client.
  app.all(
    MCP_PATH,
    bodyLimit({ maxSize: MCP_BODY_MAX_BYTES, onError: (c) => c.json({ error: "too_large" }, 413) }),
    async (c) => {
      const limit = await consumeRateLimit(
        database.db,
        `mcp:${clientIpOf(c, env.TRUST_PROXY)}`,
        RATE_LIMITS.mcpPerClient,
      );
      if (!limit.isAllowed) return mcpTooManyRequests(limit.retryAfterSeconds);
      const response = await handleMcpRequest(database.db, c.req.raw);
      response.headers.set("Cache-Control", "no-store");
      return response;
    },
  );

  // Every state-changing request, page or resource route, comes from our own pages or not at all.
  app.on(MUTATING_METHODS, "*", async (c, next) => {
    if (isSameOriginRequest(c.req.raw, env.BASE_URL)) return next();
    logger.warn("cross-origin request refused", { method: c.req.method, path: c.req.path });
    return refusal(c.req.raw, 403, "requestErrors.foreignOrigin");
  });

  // Page forms: only to a route with an action, only as a form, and no larger than the route takes
  // (the action reads it once, after its own access check). The JSON API reads its own bodies.
  app.on(MUTATING_METHODS, "*", async (c, next) => {
    if (!isPageForm(c.req.raw)) return next();
    const action = await pageActionOf(new URL(c.req.url));
    if (!action.hasAction) {
      const refused = refusal(c.req.raw, 405, "requestErrors.noAction");
      refused.headers.set("Allow", "GET, HEAD");
      return refused;
    }
    if (!isFormContentType(c.req.raw)) return refusal(c.req.raw, 415, "requestErrors.unreadableForm");
    const limit = bodyLimit({
      maxSize: action.maxBodyBytes,
      onError: () => refusal(c.req.raw, 413, "requestErrors.tooLarge"),
    });
    return limit(c, next);
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

  // The texts every page shows, fetched by the browser before it hydrates (app/utils/page-texts.ts).
  app.get(`${PAGE_TEXTS_PATH_PREFIX}:file`, (c) => {
    const texts = pageTextsAt(c.req.path);
    if (!texts) return c.notFound();
    c.header("Content-Type", "application/json; charset=utf-8");
    c.header("Cache-Control", texts.isCurrent ? "public, max-age=31536000, immutable" : "no-cache");
    return c.body(texts.body);
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

  app.all("*", async (c) => {
    const context = new RouterContextProvider();
    context.set(appServicesContext, ADMIN_PATHS.test(c.req.path) ? adminServices : services);
    const nonce = nonceOf(c);
    context.set(requestInfoContext, { clientIp: clientIpOf(c, env.TRUST_PROXY), nonce });
    const response = await cachedPage(services.catalogCache, c.req.raw, nonce, () =>
      handleRequest(c.req.raw, context),
    );
    // A signed-in shopper's pages, and the data of client navigations, are kept by no cache on the way.
    if (!hasSessionCookie(c.req.raw) && !c.req.path.endsWith(".data")) return response;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "private, no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
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
