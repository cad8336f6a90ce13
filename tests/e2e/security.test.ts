import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { uniqueClientAddress } from "./support/browser";
import { DEMO_USER, signInOverHttp, uniqueEmail } from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

/** A whole 1 × 1 PNG: avatars are checked down to the size their header claims. */
const PNG_HEADER = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);

async function registerAndSignIn(): Promise<string> {
  const account = { email: uniqueEmail("security"), password: "secret-123" };
  const registered = await fetch(`${baseUrl}/register`, {
    method: "POST",
    body: new URLSearchParams({ ...account, confirmPassword: account.password }),
    headers: { origin: baseUrl, "X-Forwarded-For": uniqueClientAddress() },
    redirect: "manual",
  });
  expect(registered.headers.get("location")).toBe("/login?registered=1");
  return signInOverHttp(baseUrl, account);
}

function post(pathname: string, cookie: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    body,
    headers: { cookie, origin: baseUrl, "X-Forwarded-For": uniqueClientAddress(), ...headers },
    redirect: "manual",
  });
}

describe("a signed-in shopper", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signInOverHttp(baseUrl, DEMO_USER);
  });

  it("cannot reach better-auth's admin or account-changing endpoints", async () => {
    const json = { "content-type": "application/json", origin: baseUrl };
    for (const [pathname, body] of [
      ["/api/auth/admin/set-role", { userId: "x", role: "admin" }],
      ["/api/auth/admin/list-users", {}],
      ["/api/auth/update-user", { role: "admin" }],
      ["/api/auth/sign-up/email", { email: uniqueEmail("api"), password: "secret-123", name: "" }],
    ] as const) {
      const response = await post(pathname, cookie, JSON.stringify(body), json);
      expect(response.status, pathname).toBe(404);
    }
    const session = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect((await session.json()).user).toMatchObject({ email: DEMO_USER.email, role: "user" });
  });

  it("still sees no Dashboard link after trying", async () => {
    const page = await (await fetch(baseUrl, { headers: { cookie } })).text();
    expect(page).toContain('action="/logout"');
    expect(page).not.toContain('href="/admin"');
  });
});

describe("avatar uploads", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await registerAndSignIn();
  });

  async function upload(file: File) {
    const form = new FormData();
    form.set("intent", "upload-avatar");
    form.set("avatar", file);
    const response = await post("/profile?tab=settings", cookie, form);
    return { status: response.status, html: await response.text() };
  }

  const storedAvatars = () => {
    try {
      return readdirSync(path.join(dataDir, "uploads", "avatars"));
    } catch {
      return [];
    }
  };

  it("refuses a renamed non-image, a 6 MB image and an SVG, and stores nothing", async () => {
    const before = storedAvatars();
    const renamed = await upload(new File(["just some text"], "photo.png", { type: "image/png" }));
    expect(renamed.status).toBe(400);
    expect(renamed.html).toContain("Please upload a JPEG, PNG, GIF or WebP image");

    const big = await upload(
      new File([PNG_HEADER, new Uint8Array(6 * 1024 * 1024)], "big.png", { type: "image/png" }),
    );
    expect(big.status).toBe(400);
    expect(big.html).toContain("The image must be smaller than 5MB");

    const svg = await upload(
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "me.svg", {
        type: "image/svg+xml",
      }),
    );
    expect(svg.status).toBe(400);
    expect(svg.html).toContain("Please upload a JPEG, PNG, GIF or WebP image");
    expect(storedAvatars()).toEqual(before);
  });

  it("stores a real image and serves it back", async () => {
    const saved = await upload(new File([PNG_HEADER], "me.png", { type: "image/png" }));
    expect(saved.status).toBe(200);
    expect(saved.html).toContain("Profile picture updated");
    const src = saved.html.match(/src="(\/uploads\/avatars\/[^"]+\.png)"/)?.[1];
    expect(src).toBeDefined();
    const image = await fetch(`${baseUrl}${src}`);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer()).slice(0, 8)).toEqual(PNG_HEADER.slice(0, 8));
  });
});

describe("password change", () => {
  it("fails with a wrong current password and works with the right one", async () => {
    const cookie = await registerAndSignIn();
    const change = (currentPassword: string) =>
      post(
        "/profile?tab=settings",
        cookie,
        new URLSearchParams({
          intent: "change-password",
          currentPassword,
          newPassword: "brand-new-1",
          confirmPassword: "brand-new-1",
        }),
      );
    const wrong = await change("not-my-password");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is incorrect");

    const right = await change("secret-123");
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("Your password has been changed");
  });
});
