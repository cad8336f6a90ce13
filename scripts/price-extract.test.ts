// `npm run price:extract -- URL` reads live pages with the refresh job's engine (issue 16): the local
// stand-in's JavaScript pages, a bot wall, and a price only a store rule reaches.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JS_PAGES, type JsStoreServer, startJsStoreServer } from "../tests/setup/js-store-server";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
let site: JsStoreServer;

beforeAll(async () => {
  site = await startJsStoreServer();
});
afterAll(async () => {
  await site.close();
});

async function extract(args: string[], env: Record<string, string> = { FETCH_ALLOW_PRIVATE_HOSTS: "true" }) {
  try {
    const { stdout } = await run(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/price-extract.ts", ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
        timeout: 60_000,
      },
    );
    return { code: 0, json: JSON.parse(stdout.trim()) as Record<string, unknown>, stderr: "" };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? 1, json: null, stderr: failed.stderr ?? "" };
  }
}

describe("npm run price:extract on a live page", () => {
  it("reads JavaScript pages in the browser, a wait-for page, and a rule-only price; refuses a bot wall", async () => {
    const origin = site.origin();
    const [delayed, spa, waitFor, ruled, wall] = await Promise.all([
      extract([`${origin}${JS_PAGES.delayed.path}`]),
      extract([`${origin}${JS_PAGES.spa.path}`]),
      extract([
        `${origin}${JS_PAGES.waitFor.path}`,
        "--mode",
        "browser",
        "--wait-for",
        JS_PAGES.waitFor.selector,
      ]),
      extract([`${origin}${JS_PAGES.ruleOnly.path}`, "--price-rule", JS_PAGES.ruleOnly.rule]),
      extract([`${origin}${JS_PAGES.botCheck.path}`]),
    ]);
    expect(delayed.json).toMatchObject({ price: 249, currency: "SAR", strategy: "browser" });
    expect(spa.json).toMatchObject({ price: 1899, strategy: "browser" });
    expect(waitFor.json).toMatchObject({ price: 579, strategy: "browser" });
    expect(ruled.json).toMatchObject({ price: 4299, source: "store-rule", strategy: "http" });
    expect(wall.code).toBe(1);
    expect(wall.stderr).toContain("bot check");
  }, 120_000);

  it("keeps to public addresses unless FETCH_ALLOW_PRIVATE_HOSTS is set", async () => {
    const result = await extract([`${site.origin()}${JS_PAGES.delayed.path}`], {
      FETCH_ALLOW_PRIVATE_HOSTS: "",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("[blockedAddress]");
  }, 60_000);
});
