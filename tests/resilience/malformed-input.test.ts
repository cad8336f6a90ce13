// Malformed input on every public route, API and form a visitor or a signed-in shopper can reach:
// wrong types, huge values, 1 MB bodies, bytes that are not UTF-8 (in paths, query strings and
// bodies), SQL and script payloads. Each must get a 4xx or a normal page, never a 5xx, a reflected
// payload must come back escaped, and nothing may be stored.
//
// Free-text fields (a review's text, a profile name) accept any text and React escapes it on the
// way out, so a script in one is not malformed; payloads go where a format is expected (ids,
// e-mail addresses, amounts, ratings, intents), or come with something else that is wrong.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueClientAddress } from "../e2e/support/browser";
import type { StartedServer } from "../e2e/support/server";
import { DEMO_USER, signInOverHttp } from "../e2e/support/session";
import { createScratchDatabase, type ScratchDatabase } from "./support/postgres";
import { startWebProcess, stopWebProcess } from "./support/processes";
import { sendRaw } from "./support/raw-http";

/** Rows of these tables are what a visitor or shopper could create through the routes tested. */
const STORED_TABLES = [
  "users",
  "accounts",
  "sessions",
  "profiles",
  "verifications",
  "reviews",
  "price_alerts",
  "saved_products",
  "notifications",
  "products",
  "categories",
  "product_prices",
  "price_history",
  "hero_slides",
];

const MEGABYTE = "x".repeat(1024 * 1024);
const SQL = "' OR '1'='1'; DROP TABLE users; --";
const SCRIPT = "</script><script>alert('qaren')</script>";
/** The part of SCRIPT that must never come back unescaped. */
const SCRIPT_MARK = "<script>alert('qaren')</script>";
const NOT_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82]);

type Probe = {
  name: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Sent signed in as the demo shopper. */
  isSignedIn?: boolean;
  headers?: Record<string, string>;
  body?: string | URLSearchParams | FormData | Uint8Array<ArrayBuffer>;
};

type RawProbe = {
  name: string;
  target: Buffer;
  method?: "GET" | "POST";
  body?: Buffer;
  isSignedIn?: boolean;
};

let database: ScratchDatabase;
let server: StartedServer;
let userCookie: string;
let productId: string;
let otherUsersAlertId: string;

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of STORED_TABLES) {
    const { rows } = await database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
};

/** Strings (as their bytes) and byte buffers, one after the other. */
function joinBytes(...parts: Array<string | Buffer>): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : part)));
}

/** A request body of those bytes. */
const bytesBody = (...parts: Array<string | Buffer>) => Uint8Array.from(joinBytes(...parts));

/** An urlencoded body with bytes that are not UTF-8 in `field`, the other fields as given. */
const notUtf8Form = (fields: Record<string, string>, field: string) =>
  bytesBody(`${new URLSearchParams(fields)}&${field}=`, NOT_UTF8);

const URLENCODED = { "Content-Type": "application/x-www-form-urlencoded" };

/** GET probes: every public page and API with query values of the wrong type, size and shape. */
function queryProbes(): Probe[] {
  const values = [
    "abc",
    "-1",
    "1.5",
    "99999999999999999999999",
    "1e309",
    "NaN",
    "0x10",
    SQL,
    SCRIPT,
    "%FF%FE",
    "%E0%A4%A",
    "y".repeat(5000),
  ];
  const targets: Array<[string, string[]]> = [
    ["/products", ["category", "minPrice", "maxPrice", "sortBy", "page", "q"]],
    ["/search", ["q", "page"]],
    ["/compare", ["a", "b"]],
    [`/products/${productId}`, ["tab", "lang"]],
    ["/categories", ["q", "parent"]],
    ["/reviews", ["page"]],
    ["/api/products/search", ["q", "limit", "categoryId"]],
    ["/login", ["redirectTo"]],
    ["/reset-password", ["code"]],
    ["/profile", ["tab"]],
    ["/", ["lang"]],
  ];
  const probes: Probe[] = [];
  for (const [path, params] of targets) {
    for (const value of values) {
      // The value is put in the URL as it is: "%FF%FE" is a percent-encoded byte that is not UTF-8.
      const query = params.map(
        (param) => `${param}=${value.startsWith("%") ? value : encodeURIComponent(value)}`,
      );
      probes.push({ name: `GET ${path} with ${value.slice(0, 24)}`, path: `${path}?${query.join("&")}` });
    }
    probes.push({
      name: `GET ${path} with repeated and array parameters`,
      path: `${path}?${params.map((param) => `${param}=1&${param}=2&${param}[]=3&${param}[a]=4`).join("&")}`,
    });
  }
  return probes;
}

/** Paths, cookies, methods and API calls that are wrong in themselves. */
function requestProbes(): Probe[] {
  return [
    { name: "product id with SQL", path: `/products/${encodeURIComponent(SQL)}` },
    { name: "product id with a script", path: `/products/${encodeURIComponent(SCRIPT)}` },
    { name: "product id too long", path: `/products/${"9".repeat(4000)}` },
    { name: "product id, a uuid of no product", path: "/products/00000000-0000-4000-8000-000000000000" },
    { name: "product id, a percent-encoded byte that is not UTF-8", path: "/products/%FF%FE" },
    { name: "a path with an encoded slash and dots", path: "/products/..%2F..%2Fetc%2Fpasswd" },
    { name: "page data of a product with a bad id", path: "/products/not-an-id.data" },
    {
      name: "a cookie that is not percent-encoding",
      path: "/products",
      headers: { cookie: "lang=%E0%A4%A" },
    },
    {
      name: "a session cookie of garbage",
      path: "/profile",
      headers: { cookie: `qaren.session_token=${encodeURIComponent(SQL)}; lang=xx` },
    },
    { name: "an Accept-Language of garbage", path: "/", headers: { "Accept-Language": SCRIPT } },
    { name: "PUT on a page", method: "PUT", path: "/products", body: "x" },
    { name: "DELETE on a product", method: "DELETE", path: `/products/${productId}`, isSignedIn: true },
    { name: "POST to a page without an action", method: "POST", path: "/search", body: form({ q: SQL }) },
    { name: "notifications as a visitor", path: "/api/notifications" },
    {
      name: "notifications, POST with garbage",
      method: "POST",
      path: "/api/notifications",
      body: SCRIPT,
      isSignedIn: true,
    },
    { name: "price update status as a shopper", path: "/api/admin/price-updates/status", isSignedIn: true },
    {
      name: "price update as a shopper",
      method: "POST",
      path: "/api/admin/price-updates",
      body: SQL,
      isSignedIn: true,
    },
    {
      name: "price fetch as a shopper",
      method: "POST",
      path: "/api/admin/price-fetch",
      body: form({ url: "http://127.0.0.1:5432/" }),
      isSignedIn: true,
    },
    {
      name: "admin product form as a shopper",
      method: "POST",
      path: "/admin/products",
      body: form({ intent: "save", nameEn: SCRIPT, nameAr: SQL, categoryId: SQL }),
      isSignedIn: true,
    },
    {
      name: "admin category form as a shopper",
      method: "POST",
      path: "/admin/categories",
      body: form({ intent: "create", nameEn: "x", nameAr: "y", slug: "x" }),
      isSignedIn: true,
    },
    {
      name: "auth API sign-up (not exposed)",
      method: "POST",
      path: "/api/auth/sign-up/email",
      body: JSON.stringify({ email: "a@b.co", password: "secret123", name: SCRIPT }),
      headers: { "Content-Type": "application/json" },
    },
    {
      name: "auth API get-session with garbage",
      path: "/api/auth/get-session",
      headers: { cookie: `qaren.session_token=${"%".repeat(100)}` },
    },
    ...chatProbes(),
  ];
}

function chatProbes(): Probe[] {
  const json = { "Content-Type": "application/json" };
  const chat = (name: string, body: Probe["body"], headers: Record<string, string> = json): Probe => ({
    name: `chat: ${name}`,
    method: "POST",
    path: "/api/chat",
    body,
    headers,
  });
  return [
    chat("not JSON", "{{{"),
    chat("messages of the wrong type", JSON.stringify({ locale: "en", messages: "hello" })),
    chat(
      "a number for the locale",
      JSON.stringify({ locale: 7, messages: [{ role: "user", content: "hi" }] }),
    ),
    chat("an unknown role", JSON.stringify({ locale: "en", messages: [{ role: "system", content: SQL }] })),
    chat("1 MB", JSON.stringify({ locale: "en", messages: [{ role: "user", content: MEGABYTE }] })),
    chat(
      "bytes that are not UTF-8",
      bytesBody('{"locale":"en","messages":[{"role":"user","content":"', NOT_UTF8, '"}]}'),
    ),
    chat("a form instead of JSON", "locale=en", URLENCODED),
    chat("deeply nested JSON", `${"[".repeat(10_000)}${"]".repeat(10_000)}`),
  ];
}

/** The account forms a visitor can post. None of these may create an account or a reset code. */
function accountFormProbes(): Probe[] {
  const newEmail = () => `resilience-${Math.random().toString(36).slice(2)}@example.com`;
  const post = (
    path: string,
    name: string,
    body: Probe["body"],
    headers?: Record<string, string>,
  ): Probe => ({
    name: `${path}: ${name}`,
    method: "POST",
    path,
    body,
    headers,
  });
  return [
    post("/login", "SQL for the e-mail", form({ email: SQL, password: "x" })),
    post("/login", "SQL for the password", form({ email: "nobody@example.com", password: SQL })),
    post("/login", "1 MB password", form({ email: "nobody@example.com", password: MEGABYTE })),
    post("/login", "two e-mails", form({ email: ["a@example.com", "b@example.com"], password: "x" })),
    post(
      "/login",
      "a script as the redirect",
      form({ ...DEMO_USER, password: "wrong-password", redirectTo: `javascript:${SCRIPT}` }),
    ),
    post(
      "/login",
      "bytes that are not UTF-8",
      notUtf8Form({ email: "nobody@example.com" }, "password"),
      URLENCODED,
    ),
    post("/login", "JSON instead of a form", JSON.stringify(DEMO_USER), {
      "Content-Type": "application/json",
    }),
    post("/login", "no body", ""),
    post(
      "/register",
      "a script for the e-mail",
      form({ email: `${SCRIPT}@example.com`, password: "secret123", confirmPassword: "secret123" }),
    ),
    post(
      "/register",
      "SQL for the e-mail",
      form({ email: SQL, password: "secret123", confirmPassword: "secret123" }),
    ),
    post(
      "/register",
      "1 MB password",
      form({ email: newEmail(), password: MEGABYTE, confirmPassword: MEGABYTE }),
    ),
    post(
      "/register",
      "passwords that differ",
      form({ email: newEmail(), password: "secret123", confirmPassword: SQL }),
    ),
    post(
      "/register",
      "a 1 MB e-mail",
      form({ email: `${MEGABYTE}@example.com`, password: "secret123", confirmPassword: "secret123" }),
    ),
    // Everything right but a password that is not UTF-8: stored, it would be a password nobody can type.
    post(
      "/register",
      "bytes that are not UTF-8 in the password",
      bytesBody(
        `email=${encodeURIComponent(newEmail())}&confirmPassword=secret`,
        NOT_UTF8,
        "&password=secret",
        NOT_UTF8,
      ),
      URLENCODED,
    ),
    post(
      "/register",
      "percent-encoded bytes that are not UTF-8 in the password",
      `email=${encodeURIComponent(newEmail())}&password=secret%FF%FE&confirmPassword=secret%FF%FE`,
      URLENCODED,
    ),
    post("/forgot-password", "SQL for the e-mail", form({ email: SQL })),
    post("/forgot-password", "1 MB e-mail", form({ email: MEGABYTE })),
    post("/forgot-password", "an array of e-mails", form({ email: [DEMO_USER.email, SQL] })),
    post(
      "/reset-password",
      "SQL for the code",
      form({ code: SQL, password: "secret123", confirmPassword: "secret123" }),
    ),
    post(
      "/reset-password",
      "1 MB code",
      form({ code: MEGABYTE, password: "secret123", confirmPassword: "secret123" }),
    ),
    post("/reset-password", "no code", form({ password: "secret123", confirmPassword: "secret123" })),
  ];
}

/** The signed-in shopper's forms: product page (save, alert, review) and profile. */
function shopperFormProbes(): Probe[] {
  const onProduct = (
    name: string,
    fields: Record<string, string | string[]>,
    path = `/products/${productId}`,
  ): Probe => ({
    name: `product form: ${name}`,
    method: "POST",
    path,
    body: form(fields),
    isSignedIn: true,
  });
  const onProfile = (name: string, body: Probe["body"], headers?: Record<string, string>): Probe => ({
    name: `profile form: ${name}`,
    method: "POST",
    path: "/profile",
    body,
    headers,
    isSignedIn: true,
  });
  const avatar = (content: Buffer, type: string) => {
    const body = new FormData();
    body.append("intent", "upload-avatar");
    body.append("avatar", new Blob([Uint8Array.from(content)], { type }), "avatar.png");
    return body;
  };
  return [
    onProduct("a script as the intent", { intent: SCRIPT }),
    onProduct("save on a malformed id", { intent: "save" }, `/products/${encodeURIComponent(SQL)}`),
    onProduct(
      "save on a product that does not exist",
      { intent: "save" },
      "/products/00000000-0000-4000-8000-000000000000",
    ),
    onProduct("review rated with a script", { intent: "write-review", rating: SCRIPT, reviewText: "Good" }),
    onProduct("review rated 6", { intent: "write-review", rating: "6", reviewText: "Good" }),
    onProduct("review rated 1e400", { intent: "write-review", rating: "1e400", reviewText: "Good" }),
    onProduct("review rated twice", { intent: "write-review", rating: ["5", "1"], reviewText: "Good" }),
    onProduct("review of 1 MB", { intent: "write-review", rating: "5", reviewText: MEGABYTE }),
    onProduct("review without text", { intent: "write-review", rating: "5", reviewText: "   " }),
    onProduct(
      "review on a product that does not exist",
      { intent: "write-review", rating: "0", reviewText: SQL },
      "/products/00000000-0000-4000-8000-000000000000",
    ),
    onProduct("alert at a negative price", { intent: "set-alert", targetPrice: "-1" }),
    onProduct("alert at 1e309", { intent: "set-alert", targetPrice: "1e309" }),
    onProduct("alert at a huge price", { intent: "set-alert", targetPrice: "99999999999999999999.99" }),
    onProduct("alert at SQL", { intent: "set-alert", targetPrice: SQL, minReduction: SQL }),
    onProduct("alert with a minimum drop of 0", {
      intent: "set-alert",
      targetPrice: "100",
      minReduction: "0",
    }),
    onProduct("moment alert of a script kind", { intent: "set-moment-alert", kind: SCRIPT }),
    onProduct("moment alert of two kinds", { intent: "set-moment-alert", kind: ["back_in_stock", SQL] }),
    onProduct(
      "moment alert on a product that does not exist",
      { intent: "set-moment-alert", kind: "back_in_stock" },
      "/products/00000000-0000-4000-8000-000000000000",
    ),
    {
      name: "product form: review with bytes that are not UTF-8",
      method: "POST",
      path: `/products/${productId}`,
      body: notUtf8Form({ intent: "write-review", rating: "5" }, "reviewText"),
      headers: URLENCODED,
      isSignedIn: true,
    },
    {
      name: "product form: visitor saving",
      method: "POST",
      path: `/products/${productId}`,
      body: form({ intent: "save" }),
    },
    onProfile("remove a saved product by SQL", form({ intent: "remove-saved", productId: SQL })),
    onProfile(
      "toggle an alert by a script",
      form({ intent: "toggle-alert", alertId: SCRIPT, isActive: "maybe" }),
    ),
    onProfile("delete someone else's alert", form({ intent: "delete-alert", alertId: otherUsersAlertId })),
    onProfile("delete an alert by SQL", form({ intent: "delete-alert", alertId: SQL })),
    onProfile("a 1 MB name", form({ intent: "update-profile", fullName: MEGABYTE })),
    onProfile("a name that is not UTF-8", notUtf8Form({ intent: "update-profile" }, "fullName"), URLENCODED),
    onProfile("an unknown intent", form({ intent: SQL, fullName: "x" })),
    onProfile(
      "change password with the wrong types",
      form({
        intent: "change-password",
        currentPassword: ["a", "b"],
        newPassword: "x",
        confirmPassword: "y",
      }),
    ),
    onProfile(
      "change password to 1 MB",
      form({
        intent: "change-password",
        currentPassword: "wrong-password",
        newPassword: MEGABYTE,
        confirmPassword: MEGABYTE,
      }),
    ),
    onProfile("avatar that is text", avatar(Buffer.from(SCRIPT), "image/png")),
    onProfile("avatar of 1 MB of garbage", avatar(Buffer.alloc(1024 * 1024, 7), "image/png")),
    onProfile(
      "avatar as SVG with a script",
      avatar(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`), "image/svg+xml"),
    ),
    onProfile("avatar as a plain field", form({ intent: "upload-avatar", avatar: SQL })),
  ];
}

/** Bytes that are not UTF-8 where fetch will not put them: raw in paths and query strings. */
function rawProbes(): RawProbe[] {
  const target = joinBytes;
  return [
    { name: "raw bytes in a product path", target: target("/products/", NOT_UTF8) },
    { name: "raw bytes in a search query", target: target("/search?q=", NOT_UTF8) },
    { name: "raw bytes in the search API", target: target("/api/products/search?q=", NOT_UTF8) },
    {
      name: "raw bytes in the browse filters",
      target: target("/products?category=", NOT_UTF8, "&sortBy=", NOT_UTF8),
    },
    { name: "raw bytes in an unknown path", target: target("/", NOT_UTF8, "/x") },
    { name: "raw bytes in the compare ids", target: target("/compare?a=", NOT_UTF8) },
    { name: "raw bytes in the profile tab", target: target("/profile?tab=", NOT_UTF8), isSignedIn: true },
  ];
}

beforeAll(async () => {
  database = await createScratchDatabase();
  server = await startWebProcess(database.url);
  userCookie = await signInOverHttp(server.baseUrl, DEMO_USER);
  const { rows } = await database.pool.query<{ id: string }>("select id from products order by id limit 1");
  productId = rows[0]!.id;
  // An alert of the admin's, which the shopper must not be able to touch.
  const { rows: alerts } = await database.pool.query<{ id: string }>(
    `insert into price_alerts (user_id, product_id, target_price)
     select u.id, $1, 1 from users u where u.email = 'admin@example.com' returning id`,
    [productId],
  );
  otherUsersAlertId = alerts[0]!.id;
});

afterAll(async () => {
  if (server) await stopWebProcess(server);
  await database?.drop();
});

type Outcome = { name: string; status: number; text: string };

async function send(probe: Probe): Promise<Outcome> {
  const response = await fetch(`${server.baseUrl}${probe.path}`, {
    method: probe.method ?? "GET",
    headers: {
      // Each probe is its own client, so rate limits answer no probe in place of its route.
      "X-Forwarded-For": uniqueClientAddress(),
      // As a browser on one of our pages would: the probes test what the actions do with the input.
      origin: server.baseUrl,
      ...(probe.isSignedIn ? { cookie: userCookie } : {}),
      ...probe.headers,
    },
    body: probe.body,
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  }).catch((error: Error) => error);
  // No answer at all (a dropped connection) is recorded as status 0.
  if (response instanceof Error)
    return { name: probe.name, status: 0, text: String(response.cause ?? response) };
  return { name: probe.name, status: response.status, text: await response.text() };
}

async function sendRawProbe(probe: RawProbe): Promise<Outcome> {
  const answer = await sendRaw(server.baseUrl, {
    method: probe.method,
    target: probe.target,
    body: probe.body,
    headers: {
      "X-Forwarded-For": uniqueClientAddress(),
      Origin: server.baseUrl,
      ...(probe.isSignedIn ? { Cookie: userCookie } : {}),
    },
  });
  return { name: probe.name, ...answer };
}

describe("malformed input on every public route and API", () => {
  it("gets a 4xx or a normal page, never a 5xx, comes back escaped, and stores nothing", async () => {
    const before = await countRows();
    const probes = [...queryProbes(), ...requestProbes(), ...accountFormProbes(), ...shopperFormProbes()];
    const outcomes: Outcome[] = [];
    for (const probe of probes) outcomes.push(await send(probe));
    for (const probe of rawProbes()) outcomes.push(await sendRawProbe(probe));

    const failed = outcomes.filter((outcome) => outcome.status >= 500 || outcome.status === 0);
    expect(failed.map((outcome) => `${outcome.name} → ${outcome.status}`)).toEqual([]);
    const reflected = outcomes.filter((outcome) => outcome.text.includes(SCRIPT_MARK));
    expect(reflected.map((outcome) => outcome.name)).toEqual([]);
    expect(await countRows()).toEqual(before);

    // The shopper is still who they were: the name did not change, the session still works.
    const { rows } = await database.pool.query<{ name: string | null; full_name: string | null }>(
      `select u.name, p.full_name from users u left join profiles p on p.id = u.id where u.email = $1`,
      [DEMO_USER.email],
    );
    expect(rows[0]!.full_name ?? "").not.toContain("\uFFFD");
    const profile = await send({ name: "profile afterwards", path: "/profile", isSignedIn: true });
    expect(profile.text).toMatch(/<h1[^>]*>My profile<\/h1>/);
  });
});
