// Findings 2 and 3 of the second outside security review (issue 30), sent over HTTP as an attacker
// would: a squatted address never becomes someone's account, and nobody locks an owner out of reset.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { uniqueClientAddress } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import { latestOutboxMail, outboxMails, uniqueEmail, verificationLinkIn } from "./support/session";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

/** A form post from the site's own pages (Origin set), from `client`. */
function postForm(pathname: string, fields: Record<string, string>, client: string, site = baseUrl) {
  return fetch(`${site}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: site, "X-Forwarded-For": client },
    redirect: "manual",
  });
}

const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe("a squatted address (finding 2)", () => {
  const OWNER = "boss@example.com";
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAILS: OWNER } });
  });
  afterAll(async () => {
    if (server) await stopServer(server);
  });

  const get = (pathname: string, cookie = "") =>
    fetch(`${server.baseUrl}${pathname}`, {
      headers: { "X-Forwarded-For": uniqueClientAddress(), ...(cookie ? { cookie } : {}) },
      redirect: "manual",
    });
  const signIn = (password: string) =>
    postForm("/login", { email: OWNER, password }, uniqueClientAddress(), server.baseUrl);

  it("never becomes the squatter's account, nor an admin, when the owner or a mail scanner opens the link", async () => {
    // The squatter registers the listed address, in other letters, with their own password, and signs in.
    const squatterPassword = "squatter-pass-1";
    const registered = await postForm(
      "/register",
      { email: "Boss@Example.com", password: squatterPassword, confirmPassword: squatterPassword },
      uniqueClientAddress(),
      server.baseUrl,
    );
    expect(registered.status).toBe(302);
    const squatter = cookieFrom(await signIn(squatterPassword));
    expect((await get("/admin/users", squatter)).status).toBe(403);

    // The mail goes to the owner; a link scanner opens it, with no cookie, twice.
    const link = verificationLinkIn((await latestOutboxMail(server.dataDir, OWNER)).text);
    const linkPath = link.slice(server.baseUrl.length);
    const scans = [await get(linkPath), await get(linkPath)];
    expect(scans.map((scan) => scan.status)).toEqual([200, 200]);
    expect((await get("/admin/users", squatter)).status).toBe(403);
    expect(await (await get("/profile?tab=settings", squatter)).text()).toMatch(
      /data-testid="email-status"[^>]*>.*Not verified/,
    );
    // The link still waits for its owner.
    expect(await scans[1]!.text()).toContain("Confirm and save password");

    // The owner chooses a password on the link's page: their session is the account's only one.
    const token = new URL(link).searchParams.get("token")!;
    const ownerPassword = "owner-pass-123";
    // A typo is refused with a translated message and spends nothing.
    const typo = await postForm(
      linkPath,
      { token, password: ownerPassword, confirmPassword: "owner-pass-12" },
      uniqueClientAddress(),
      server.baseUrl,
    );
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain("Passwords do not match");
    const confirmed = await postForm(
      linkPath,
      { token, password: ownerPassword, confirmPassword: ownerPassword },
      uniqueClientAddress(),
      server.baseUrl,
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your e-mail address is confirmed and your password is saved.");
    const owner = cookieFrom(confirmed);
    expect((await get("/admin/users", owner)).status).toBe(200);
    const squatterNow = await get("/admin/users", squatter);
    expect(squatterNow.status).toBe(302);
    expect(squatterNow.headers.get("location")).toMatch(/^\/login\?/);
    expect((await signIn(squatterPassword)).status).toBe(401);

    // The link was used: it answers so, and cannot set a password again.
    expect(await (await get(linkPath)).text()).toContain("This link is not valid or has already been used.");
    const reused = await postForm(
      linkPath,
      { token, password: squatterPassword, confirmPassword: squatterPassword },
      uniqueClientAddress(),
      server.baseUrl,
    );
    expect(reused.status).toBe(400);
    expect((await signIn(squatterPassword)).status).toBe(401);
    expect((await signIn(ownerPassword)).status).toBe(302);
  });
});

const RESET_SUBJECT = "Reset your Qaren password";

describe("password reset requests (finding 3)", () => {
  it("refuse the client that keeps asking, and never the owner's first request from another client", async () => {
    const account = { email: uniqueEmail("reset-victim"), password: "victim-pass-1" };
    const registered = await postForm(
      "/register",
      { ...account, confirmPassword: account.password },
      uniqueClientAddress(),
    );
    expect(registered.status).toBe(302);

    const attacker = uniqueClientAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await postForm("/forgot-password", { email: account.email }, attacker)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const owner = await postForm("/forgot-password?lang=ar", { email: account.email }, uniqueClientAddress());
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain("تحقّق من بريدك الإلكتروني");
    await expect
      .poll(async () =>
        (await outboxMails(dataDir, account.email)).filter((mail) => mail.subject === RESET_SUBJECT),
      )
      .toHaveLength(3);
    await expect
      .poll(async () => (await outboxMails(dataDir, account.email)).map((mail) => mail.subject))
      .toContain("إعادة تعيين كلمة مرور قارن");
  });
});
