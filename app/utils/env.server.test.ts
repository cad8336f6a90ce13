import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv, webProcessCountOf } from "./env.server";

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: path.resolve("./data"),
      PRICE_REFRESH_INTERVAL_HOURS: 6,
      CHAT_PROVIDER: "builtin",
      FETCH_ALLOW_PRIVATE_HOSTS: false,
      TRUST_PROXY: 0,
      CHROMIUM_PATH: "/usr/bin/chromium",
      ADMIN_EMAILS: [],
      IMAGE_ORIGINS: [],
      DATABASE_STATEMENT_TIMEOUT_MS: 5000,
      DATABASE_ADMIN_STATEMENT_TIMEOUT_MS: 60_000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBeUndefined();
    expect(env.BASE_URL).toBe("http://localhost:3000");
  });

  it("reads image origins and statement timeouts", () => {
    const env = parseEnv({
      IMAGE_ORIGINS: "https://images.example.com/path, http://cdn.example.net:8080",
      DATABASE_STATEMENT_TIMEOUT_MS: "2000",
    });
    expect(env.IMAGE_ORIGINS).toEqual(["https://images.example.com", "http://cdn.example.net:8080"]);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(2000);
    expect(problemsOf({ IMAGE_ORIGINS: "images.example.com" })[0]).toContain("IMAGE_ORIGINS");
    expect(problemsOf({ DATABASE_STATEMENT_TIMEOUT_MS: "0" })[0]).toContain("DATABASE_STATEMENT_TIMEOUT_MS");
  });

  it("reads lists, numbers and flags", () => {
    const env = parseEnv({
      PORT: "8080",
      ADMIN_EMAILS: " Boss@Example.com, ops@example.com ,",
      SEED_DEMO: "false",
      FETCH_ALLOW_PRIVATE_HOSTS: "1",
      DATABASE_URL: "postgres://u@db:5432/qaren",
    });
    expect(env.PORT).toBe(8080);
    expect(env.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.FETCH_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(env.BASE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ BASE_URL: "https://qaren.sa/" }).BASE_URL).toBe("https://qaren.sa");
  });

  it("reads TRUST_PROXY as the number of trusted proxies", () => {
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    for (const value of ["-1", "1.5", "many", "11"]) {
      expect(problemsOf({ TRUST_PROXY: value })[0], value).toMatch(
        /^TRUST_PROXY: must be false, true or the number/,
      );
    }
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names each bad variable", () => {
    expect(problemsOf({ PORT: "eighty" })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ DATABASE_URL: "mysql://x" })[0]).toMatch(/^DATABASE_URL: must start with postgres/);
    expect(problemsOf({ ADMIN_EMAILS: "not-an-address" })[0]).toMatch(/^ADMIN_EMAILS/);
    expect(problemsOf({ SMTP_URL: "http://mail" })[0]).toMatch(/^SMTP_URL/);
    expect(problemsOf({ AUTH_SECRET: "short" })[0]).toMatch(/^AUTH_SECRET: must be at least 32/);
    expect(problemsOf({ WEB_CONCURRENCY: "0" })[0]).toMatch(/^WEB_CONCURRENCY: /);
    expect(problemsOf({ WEB_CONCURRENCY: "two" })[0]).toMatch(/^WEB_CONCURRENCY: /);
    expect(problemsOf({ CHAT_PROVIDER: "openai" })).toEqual([
      "CHAT_API_URL: required when CHAT_PROVIDER is openai",
    ]);
    expect(problemsOf({ PORT: "-1", BASE_URL: "ftp://x" }).map((p) => p.split(":")[0])).toEqual([
      "PORT",
      "BASE_URL",
    ]);
  });
});

describe("webProcessCountOf", () => {
  const postgres = "postgres://postgres@127.0.0.1:5432/qaren";

  it("runs one web process per core on a PostgreSQL server, or WEB_CONCURRENCY of them", () => {
    expect(webProcessCountOf(parseEnv({ DATABASE_URL: postgres }), 8)).toBe(8);
    expect(webProcessCountOf(parseEnv({ DATABASE_URL: postgres, WEB_CONCURRENCY: "3" }), 8)).toBe(3);
  });

  it("runs one with the embedded database, whatever WEB_CONCURRENCY says", () => {
    expect(webProcessCountOf(parseEnv({}), 8)).toBe(1);
    expect(webProcessCountOf(parseEnv({ WEB_CONCURRENCY: "4" }), 8)).toBe(1);
  });
});
