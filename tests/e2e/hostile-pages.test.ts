// Issue 30's first finding, end to end: hostile store pages read through an admin's "Test a page"
// never stop the web server, the browser side killed in the middle of a reading leaves the server
// answering and the next reading working, and `npm start` brings the server back after it dies.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HOSTILE_PAGES,
  HOSTILE_PRICE,
  type HostilePagesServer,
  startHostilePagesServer,
} from "../setup/hostile-pages-server";
import { uniqueClientAddress } from "./support/browser";
import { childrenOf, waitFor } from "./support/processes";
import { findFreePort, type StartedServer, spawnLauncher, startServer, stopServer } from "./support/server";
import { DEMO_ADMIN, signInOverHttp } from "./support/session";

let site: HostilePagesServer;
let server: StartedServer;
let cookie: string;

beforeAll(async () => {
  site = await startHostilePagesServer();
  server = await startServer({ env: { FETCH_ALLOW_PRIVATE_HOSTS: "1", BROWSER_PAGE_TIMEOUT_MS: "3000" } });
  cookie = await signInOverHttp(server.baseUrl, DEMO_ADMIN);
});
afterAll(async () => {
  if (server) await stopServer(server);
  await site?.close();
});

type PageTest = {
  ok: boolean;
  result?: { chosen: { price: string | null }; error: { code: string } | null };
};

/** "Test a page" as the admin's panel posts it. */
async function testPage(path: string): Promise<PageTest> {
  const response = await fetch(`${server.baseUrl}/api/admin/page-test`, {
    method: "POST",
    body: new URLSearchParams({ url: site.url(path) }),
    headers: { cookie, origin: server.baseUrl, "X-Forwarded-For": uniqueClientAddress() },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as PageTest;
}

async function expectServerAnswers(baseUrl = server.baseUrl) {
  const response = await fetch(`${baseUrl}/healthz`);
  expect(response.status).toBe(200);
}

describe("hostile pages tried in Test a page", () => {
  it("never stop the web server: each is a reading or a failure with a reason", async () => {
    // What a shopper-facing reading should be: the page's price, or a failure with this reason.
    const tricks: Array<[path: string, expected: { price: string } | { error: string | RegExp }]> = [
      [HOSTILE_PAGES.popup, { price: HOSTILE_PRICE }],
      [HOSTILE_PAGES.dialogs, { price: HOSTILE_PRICE }],
      [HOSTILE_PAGES.webrtc, { price: HOSTILE_PRICE }],
      [HOSTILE_PAGES.download, { error: /^(noPrice|extractFailed)$/ }],
      [HOSTILE_PAGES.crash, { error: "pageCrashed" }],
      [HOSTILE_PAGES.hang, { error: "pageUnresponsive" }],
      [HOSTILE_PAGES.hugeDom, { error: "tooLarge" }],
      [HOSTILE_PAGES.navigatesAway, { error: /^(noPrice|pageNavigated|extractFailed)$/ }],
    ];
    for (const [trick, expected] of tricks) {
      const answer = await testPage(trick);
      expect(answer.ok, trick).toBe(true);
      if ("price" in expected) {
        expect(answer.result, trick).toMatchObject({ error: null, chosen: { price: expected.price } });
      } else {
        expect(answer.result?.chosen.price, trick).toBeNull();
        expect(answer.result?.error?.code, trick).toMatch(expected.error);
      }
      await expectServerAnswers();
    }
    expect(site.hits("/opened-by-script")).toBe(0);
    expect(site.webrtcContacts()).toBe(0);
  });

  it("fails the reading whose browser process is killed, keeps serving, and reads the next page", async () => {
    const before = site.hits(HOSTILE_PAGES.slow);
    const reading = testPage(HOSTILE_PAGES.slow);
    // Read as served first (an application shell), then requested again by the browser.
    await waitFor(
      () => (site.hits(HOSTILE_PAGES.slow) >= before + 2 ? true : null),
      "the browser to request the slow page",
    );
    const browserSide = await waitFor(
      () =>
        childrenOf(server.process.pid as number).find((child) =>
          child.command.includes("browser-process.child"),
        ),
      "the browser process",
    );
    process.kill(browserSide?.pid as number, "SIGKILL");
    const answer = await reading;
    expect(answer.result?.error).toMatchObject({ code: "browserFailed" });
    await expectServerAnswers();
    const next = await testPage(HOSTILE_PAGES.good);
    expect(next.result).toMatchObject({ error: null, chosen: { price: HOSTILE_PRICE } });
  });
});

describe("npm start", () => {
  it("starts the web server again when it dies, and stops with it on SIGTERM", async () => {
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // A data directory of its own: the embedded database belongs to one server at a time.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-supervised-"));
    const supervisor = spawnLauncher(
      { DATA_DIR: dataDir, PORT: String(port), BASE_URL: baseUrl, SEED_DEMO: "false" },
      "start",
    );
    let output = "";
    supervisor.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    supervisor.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => supervisor.once("exit", resolve));
    try {
      await waitFor(
        () => (output.includes("Qaren listening") ? true : null),
        `the server to start:\n${output}`,
        120_000,
      );
      const first = await waitFor(() => childrenOf(supervisor.pid as number)[0], "the web server process");
      process.kill(first.pid, "SIGKILL");
      const second = await waitFor(
        () => childrenOf(supervisor.pid as number).find((child) => child.pid !== first.pid),
        "a new web server process",
      );
      await waitFor(
        () => (output.split("Qaren listening").length > 2 ? true : null),
        `the server to start again:\n${output}`,
        120_000,
      );
      await expectServerAnswers(baseUrl);
      supervisor.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(childrenOf(supervisor.pid as number).map((child) => child.pid)).not.toContain(second.pid);
    } finally {
      supervisor.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
