// Findings 3, 4, 6, 7 and the Cache-Control item of the outside security review, sent over HTTP as
// an attacker (or a careless cache) would.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { uniqueClientAddress } from "./support/browser";
import { DEMO_ADMIN, DEMO_USER, outboxMails, signInOverHttp, uniqueEmail } from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

function signIn(account: { email: string; password: string }, client: string) {
  return fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams(account),
    headers: { origin: baseUrl, "X-Forwarded-For": client },
    redirect: "manual",
  });
}

function register(account: { email: string; password: string }) {
  return fetch(`${baseUrl}/register`, {
    method: "POST",
    body: new URLSearchParams({ ...account, confirmPassword: account.password }),
    headers: { origin: baseUrl, "X-Forwarded-For": uniqueClientAddress() },
    redirect: "manual",
  });
}

describe("sign-in under attack (finding 3)", () => {
  it("refuses the client that keeps guessing, and lets the owner in from elsewhere", async () => {
    const account = { email: uniqueEmail("victim"), password: "victim-pass-1" };
    expect((await register(account)).status).toBe(302);
    const attacker = uniqueClientAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn({ ...account, password: `guess-${i}` }, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(account, attacker)).status).toBe(429);

    const owner = await signIn(account, uniqueClientAddress());
    expect(owner.status).toBe(302);
    expect(owner.headers.getSetCookie().join(";")).toMatch(/qaren\.session_token=/);
  });
});

describe("sign-up (finding 6)", () => {
  it("answers an address that has an account like a new one, and tells its owner", async () => {
    const taken = await register({ email: DEMO_USER.email, password: "someone-else-1" });
    const fresh = await register({ email: uniqueEmail("fresh"), password: "someone-else-1" });
    expect(taken.status).toBe(302);
    expect(taken.headers.get("location")).toBe(fresh.headers.get("location"));
    expect(await taken.text()).toBe(await fresh.text());
    await expect
      .poll(async () => (await outboxMails(dataDir, DEMO_USER.email)).map((mail) => mail.subject))
      .toContain("Someone tried to create a Qaren account with your address");
    // The owner's password still works; the attempt changed nothing.
    expect((await signIn(DEMO_USER, uniqueClientAddress())).status).toBe(302);
  });
});

describe("cross-origin posts (finding 4)", () => {
  let adminCookie: string;
  let userCookie: string;
  beforeAll(async () => {
    adminCookie = await signInOverHttp(baseUrl, DEMO_ADMIN);
    userCookie = await signInOverHttp(baseUrl, DEMO_USER);
  });

  const post = (pathname: string, cookie: string, headers: Record<string, string>) =>
    fetch(`${baseUrl}${pathname}`, {
      method: "POST",
      body: "intent=anything",
      headers: { cookie, "content-type": "text/plain", "X-Forwarded-For": uniqueClientAddress(), ...headers },
      redirect: "manual",
    });

  it("refuses a foreign or missing Origin on resource routes and pages alike, and changes nothing", async () => {
    const targets = [
      ["/api/admin/price-updates", adminCookie],
      ["/api/admin/price-fetch", adminCookie],
      ["/api/notifications", userCookie],
      ["/logout", userCookie],
      ["/profile", userCookie],
    ] as const;
    for (const [pathname, cookie] of targets) {
      const origins: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, {}];
      for (const headers of origins) {
        const response = await post(pathname, cookie, headers);
        expect(`${pathname} ${JSON.stringify(headers)} → ${response.status}`).toBe(
          `${pathname} ${JSON.stringify(headers)} → 403`,
        );
      }
    }
    // No price update was started, and the shopper is still signed in.
    const status = await fetch(`${baseUrl}/api/admin/price-updates/status`, {
      headers: { cookie: adminCookie },
    });
    expect((await status.json()).current_run?.trigger).not.toBe("manual");
    const profile = await fetch(`${baseUrl}/profile`, {
      headers: { cookie: userCookie },
      redirect: "manual",
    });
    expect(profile.status).toBe(200);
  });

  it("answers the refusal in the asker's language", async () => {
    const response = await post("/logout", userCookie, {
      origin: "https://evil.example",
      cookie: `${userCookie}; lang=ar`,
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/^لم يأتِ هذا الطلب من صفحة في قارن/);
  });
});

describe("request bodies (finding 7)", () => {
  const postForm = (pathname: string, body: string) =>
    fetch(`${baseUrl}${pathname}`, {
      method: "POST",
      body,
      headers: {
        origin: baseUrl,
        "content-type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": uniqueClientAddress(),
      },
      redirect: "manual",
    });

  it("refuses a body sent to a page without an action, unread", async () => {
    // Bytes that are not UTF-8: a server that parsed the body first would answer 400.
    const response = await postForm("/search", `q=${"%FF".repeat(1000)}`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("refuses an ordinary form far larger than any form needs, and still reads a normal one", async () => {
    const huge = await postForm("/login", `email=a%40b.co&password=${"x".repeat(300 * 1024)}`);
    expect(huge.status).toBe(413);
    const normal = await postForm("/login", "email=nobody%40example.com&password=wrong-password");
    expect(normal.status).toBe(401);
  });
});

describe("caching of private pages (finding 8)", () => {
  it("marks a signed-in shopper's pages and every .data answer private, no-store", async () => {
    const cookie = await signInOverHttp(baseUrl, DEMO_USER);
    for (const pathname of ["/profile", "/", "/products"]) {
      const page = await fetch(`${baseUrl}${pathname}`, { headers: { cookie } });
      expect(`${pathname}: ${page.headers.get("cache-control")}`).toBe(`${pathname}: private, no-store`);
    }
    const data = await fetch(`${baseUrl}/products.data`);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
  });
});
