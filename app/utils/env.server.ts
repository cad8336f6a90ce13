// `npm start`'s supervisor (server/supervise.ts) loads this file with Node itself, before any build:
// it imports packages only and uses no TypeScript that Node cannot strip (no parameter properties).
import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const optionalUrl = z.url({ protocol: /^https?$/ }).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  // How many web processes `npm start` runs on a PostgreSQL server; one per core when unset (ADR-0032).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  BASE_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  // Origins (https://images.example.com) an imported catalogue's or a slide's images come from;
  // the Content Security Policy lets the browser load images from these besides our own.
  IMAGE_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin))),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  PRICE_REFRESH_INTERVAL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(6),
  CHAT_PROVIDER: z.enum(["builtin", "openai"]).default("builtin"),
  CHAT_API_URL: optionalUrl,
  CHAT_API_KEY: z.string().optional(),
  CHAT_MODEL: z.string().default("gpt-4"),
  FETCH_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  // How many proxies in front of Qaren append to X-Forwarded-For: false/0 (none), true (1) or a number.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|yes|no|on|off|\d|10)$/,
      "must be false, true or the number of trusted proxies (0 to 10)",
    )
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : Number(booleanFlag.parse(value))))
    .default(0),
  CHROMIUM_PATH: z.string().default("/usr/bin/chromium"),
  // The built-in browser for store pages that render their price with JavaScript (issue 16).
  PRICE_BROWSER: booleanFlag.default(true),
  BROWSER_POOL_SIZE: z.coerce.number().int().min(1).max(8).default(2),
  BROWSER_PAGE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5000),
  BROWSER_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // The optional external scraping service (spec "Price scraping"); the key stays on the server.
  SCRAPER_API_URL: optionalUrl,
  SCRAPER_API_KEY: z.string().min(1).optional(),
  SCRAPER_MODE: z.enum(["stores", "all"]).default("stores"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // The longest one statement may run: pages and the API, then admin pages and background jobs.
  /** The longest listings, search and home may lag a price change (ADR-0015, at most 60). */
  CATALOG_LIST_LAG_SECONDS: z.coerce.number().min(0).max(60).default(20),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_ADMIN_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});

export type Env = z.infer<typeof envSchema> & { DATA_DIR: string; BASE_URL: string };

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Validates the environment once; a bad value names the variable and stops start-up. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const env = result.data;
  if (env.CHAT_PROVIDER === "openai" && !env.CHAT_API_URL) {
    throw new ConfigError(["CHAT_API_URL: required when CHAT_PROVIDER is openai"]);
  }
  // Links in e-mails must never be built from a request's Host header, so without BASE_URL the
  // public origin is this machine's own address.
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR), BASE_URL: baseUrl };
}

/**
 * How many web processes `npm start` runs (ADR-0032): WEB_CONCURRENCY, else one per core, on a
 * PostgreSQL server; always one with the embedded database, whose files belong to one process.
 */
export function webProcessCountOf(env: Env, cores: number): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? Math.max(1, cores);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
