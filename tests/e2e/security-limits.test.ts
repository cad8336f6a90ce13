// Regression tests for the second outside security review (issue 30, finding 6), sent over HTTP as
// an attacker (or the admin the review played) would: the feed upload's own size limit, avatars
// that claim more pixels than any browser can decode, and admin pages asked for in capitals.
import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../resilience/support/postgres";
import { uniqueClientAddress } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import { DEMO_ADMIN, signInOverHttp, uniqueEmail } from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

function post(origin: string, pathname: string, body: BodyInit, cookie?: string) {
  return fetch(`${origin}${pathname}`, {
    method: "POST",
    body,
    headers: { origin, "X-Forwarded-For": uniqueClientAddress(), ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * Posts a form's headers and only its first bytes, and reads the answer: a server that refuses a
 * body unread answers without waiting for the rest (fetch, sending it all, would see the closed
 * connection as a failed write instead).
 */
async function postUnread(
  origin: string,
  pathname: string,
  form: FormData,
  cookie?: string,
): Promise<Answer> {
  const encoded = new Request(`${origin}${pathname}`, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${origin}${pathname}`, {
      method: "POST",
      headers: {
        origin,
        "content-type": encoded.headers.get("content-type")!,
        "content-length": body.length,
        "X-Forwarded-For": uniqueClientAddress(),
        ...(cookie ? { cookie } : {}),
      },
    });
    sent.on("response", async (response) => {
      let text = "";
      for await (const chunk of response) text += chunk;
      resolve({ status: response.statusCode!, headers: response.headers, text });
      sent.destroy();
    });
    sent.on("error", reject);
    sent.write(body.subarray(0, 64 * 1024));
  });
}

async function registerAndSignIn(origin: string, email = uniqueEmail("limits")): Promise<string> {
  const account = { email, password: "secret-123" };
  const registered = await post(
    origin,
    "/register",
    new URLSearchParams({ ...account, confirmPassword: account.password }),
  );
  expect(registered.headers.get("location")).toBe("/login?registered=1");
  return signInOverHttp(origin, account);
}

describe("a feed file upload", () => {
  const MB = 1024 * 1024;
  let cookie: string;
  let feedsPath: string;
  beforeAll(async () => {
    cookie = await signInOverHttp(baseUrl, DEMO_ADMIN);
    const stores = await (await fetch(`${baseUrl}/admin/stores`, { headers: { cookie } })).text();
    // A store the store-feeds journey does not use, so its feeds list stays as that test expects.
    const ids = [...stores.matchAll(/\/admin\/stores\/([0-9a-f-]{36})\/feeds/g)].map((match) => match[1]);
    const used = [
      ...stores.matchAll(/data-testid="store-(Jarir|eXtra)"[\s\S]*?\/admin\/stores\/([0-9a-f-]{36})\/feeds/g),
    ].map((match) => match[2]);
    feedsPath = `/admin/stores/${ids.find((id) => !used.includes(id))}/feeds`;
  });

  /** A tab-separated feed of one item, padded with empty lines to `bytes`. */
  const feedForm = (bytes: number) => {
    const head = "id\ttitle\tlink\tprice\nLIM-1\tLimit test\thttps://store.example/lim\t10.00 SAR\n";
    const form = new FormData();
    form.set("intent", "add");
    form.set("kind", "file");
    form.set("intervalHours", "168");
    form.set(
      "file",
      new File([head, "\n".repeat(bytes - head.length)], "big-feed.tsv", {
        type: "text/tab-separated-values",
      }),
    );
    return form;
  };

  it("takes a file larger than other uploads, as the form promises, and refuses one past its 50 MB", async () => {
    const added = await post(baseUrl, feedsPath, feedForm(20 * MB), cookie);
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(`${feedsPath}?done=added`);
    const page = await (await fetch(`${baseUrl}${feedsPath}`, { headers: { cookie } })).text();
    expect(page).toContain("big-feed.tsv");
    const feedId = page.match(/name="feedId" value="([0-9a-f-]{36})"/)?.[1];
    expect(feedId).toBeDefined();
    const deleted = await post(
      baseUrl,
      feedsPath,
      new URLSearchParams({ intent: "delete", feedId: feedId! }),
      cookie,
    );
    expect(deleted.status).toBe(302);

    const tooLarge = await postUnread(baseUrl, feedsPath, feedForm(51 * MB), cookie);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toBe("What was sent is too large. Please go back and send less.");
  });

  it("still reads no byte of a large form sent by someone who is not signed in", async () => {
    const anonymous = await postUnread(baseUrl, feedsPath, feedForm(20 * MB));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/login/);
    expect(anonymous.headers.connection).toBe("close");
  });

  it("keeps the 8 MB limit for every other upload", async () => {
    const form = new FormData();
    form.set("intent", "upload-avatar");
    form.set("avatar", new File([new Uint8Array(9 * MB)], "me.png", { type: "image/png" }));
    const response = await postUnread(baseUrl, "/profile?tab=settings", form, cookie);
    expect(response.status).toBe(413);
  });
});

describe("an avatar that claims 60000 × 60000 pixels", () => {
  /** A PNG header (signature and IHDR) claiming `width` × `height`: 33 bytes, no pixels. */
  const pngClaiming = (width: number, height: number) => {
    const bytes = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
    bytes.write("IHDR", 12, "latin1");
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    bytes.set([8, 6, 0, 0, 0], 24);
    return bytes;
  };
  const storedAvatars = () => {
    try {
      return readdirSync(path.join(dataDir, "uploads", "avatars"));
    } catch {
      return [];
    }
  };

  it("is refused, in the shopper's language, and nothing is stored or served", async () => {
    const cookie = await registerAndSignIn(baseUrl);
    const before = storedAvatars();
    for (const [lang, text] of [
      ["en", "The image must be at most 8192 × 8192 pixels"],
      ["ar", "يجب ألا تتجاوز أبعاد الصورة 8192 × 8192 بكسل"],
    ] as const) {
      const form = new FormData();
      form.set("intent", "upload-avatar");
      form.set("avatar", new File([pngClaiming(60000, 60000)], "huge.png", { type: "image/png" }));
      const response = await post(baseUrl, `/profile?tab=settings&lang=${lang}`, form, cookie);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(text);
    }
    expect(storedAvatars()).toEqual(before);
  });
});

describe("admin pages asked for in capitals", () => {
  let database: ScratchDatabase;
  let server: StartedServer;
  let cookie: string;
  const email = uniqueEmail("case-admin");

  beforeAll(async () => {
    database = await createScratchDatabase();
    // Shopper pages' statements may take 300 ms here, admin pages' a minute.
    server = await startServer({
      env: {
        DATABASE_URL: database.url,
        SEED_DEMO: "false",
        DATABASE_STATEMENT_TIMEOUT_MS: "300",
        DATABASE_ADMIN_STATEMENT_TIMEOUT_MS: "60000",
      },
    });
    await registerAndSignIn(server.baseUrl, email);
    await database.pool.query("update users set role = 'admin', email_verified = true where email = $1", [
      email,
    ]);
    cookie = await signInOverHttp(server.baseUrl, { email, password: "secret-123" });
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await database?.drop();
  });

  it("run under the admin statement limit, however the path is spelt", async () => {
    for (const pathname of ["/admin/users", "/ADMIN/users", "/Admin/Users", "/ADMIN/users.data"]) {
      // The users list waits for a lock on profiles longer than a shopper page's statement may.
      const client = await database.pool.connect();
      await client.query("begin");
      await client.query("lock table profiles in access exclusive mode");
      const released = new Promise((resolve) => setTimeout(resolve, 1000))
        .then(() => client.query("commit"))
        .finally(() => client.release());
      try {
        const response = await fetch(`${server.baseUrl}${pathname}`, { headers: { cookie } });
        expect(response.status, pathname).toBe(200);
        expect(await response.text(), pathname).toContain(email);
      } finally {
        await released;
      }
    }
  });
});
