import { beforeAll, describe, expect, inject, it } from "vitest";
import { uniqueClientAddress } from "./support/browser";
import { findProduct } from "./support/catalog";
import { DEMO_ADMIN, DEMO_USER, signInOverHttp } from "./support/session";

const baseUrl = inject("baseUrl");

// Every admin screen; each one's loader and action must check the role itself (PD-1).
const ADMIN_PAGES = [
  "/admin",
  "/admin/products",
  "/admin/categories",
  "/admin/reviews",
  "/admin/users",
  "/admin/slides",
  "/admin/prices",
  "/admin/categories/:categoryId/attributes",
];

let userCookie: string;
let adminCookie: string;
// A demo category's id, for the paths that name one (ids change with every seed).
let categoryId: string;

beforeAll(async () => {
  userCookie = await signInOverHttp(baseUrl, DEMO_USER);
  adminCookie = await signInOverHttp(baseUrl, DEMO_ADMIN);
  categoryId = (await findProduct(baseUrl, "iPhone")).category_id;
});

const pathOf = (pathname: string) => pathname.replace(":categoryId", categoryId);

function request(pathname: string, cookie: string | null, init: RequestInit = {}) {
  return fetch(`${baseUrl}${pathOf(pathname)}`, {
    ...init,
    redirect: "manual",
    headers: {
      ...(cookie ? { cookie } : {}),
      origin: baseUrl,
      "X-Forwarded-For": uniqueClientAddress(),
      ...init.headers,
    },
  });
}

// A form post that would change data if it got through: delete the demo admin account.
const harmfulPost = () => ({ method: "POST", body: new URLSearchParams({ intent: "delete", id: "x" }) });

describe.each(ADMIN_PAGES)("%s", (pathname) => {
  it("sends a visitor to /login, for the page, its data and its action", async () => {
    const page = await request(pathname, null);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(pathOf(pathname))}`);

    const dataRequest = await request(`${pathname === "/admin" ? "/admin/_index" : pathname}.data`, null);
    expect([202, 204, 302]).toContain(dataRequest.status);
    expect(await dataRequest.text()).not.toMatch(/@example\.com|name_en|nameEn/);

    const post = await request(pathname === "/admin" ? "/admin?index" : pathname, null, harmfulPost());
    expect([302, 405]).toContain(post.status);
  });

  it("answers a signed-in shopper with 403 and no admin data", async () => {
    const page = await request(pathname, userCookie);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain("Admins only");
    expect(html).not.toContain(DEMO_ADMIN.email);

    const post = await request(pathname === "/admin" ? "/admin?index" : pathname, userCookie, harmfulPost());
    expect([403, 405]).toContain(post.status);
  });

  it("opens for an admin", async () => {
    const page = await request(pathname, adminCookie);
    expect(page.status).toBe(200);
  });
});

it("keeps the demo admin after the refused posts", async () => {
  const page = await request("/admin/users", adminCookie);
  expect(await page.text()).toContain(DEMO_ADMIN.email);
});
