import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { users } from "~/db/schema";
import { isDatabaseUnavailableError } from "~/db/unavailable.server";
import { createMailer } from "~/features/email/mailer.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { findFreePort } from "../../../tests/e2e/support/server";
import { createTestDatabase } from "../../../tests/setup/database";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/setup/smtp";
import { changePassword, register, requestPasswordReset, resetPassword, signIn } from "./accounts.server";
import { type Auth, callAuth, createAuth, promoteConfiguredAdmins } from "./auth.server";

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let auth: Auth;
let authDependencies: Omit<Parameters<typeof createAuth>[0], "db">;
let clientCounter = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-accounts-"));
  const env = parseEnv({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    BASE_URL: "https://qaren.example",
    ADMIN_EMAILS: "boss@example.com",
  });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir, logger: createLogger("silent") });
  authDependencies = { env, mailer, secret: "x".repeat(32), logger: createLogger("silent") };
  auth = createAuth({ db: handle.db, ...authDependencies });
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});

/** Each call looks like a different client, so per-client limits do not interfere between tests. */
function deps() {
  clientCounter += 1;
  return { auth, db: handle.db, clientIp: `10.0.0.${clientCounter}`, headers: new Headers() };
}

function codeFrom(text: string): string {
  const link = text.match(/https:\/\/qaren\.example\/reset-password\?code=([^&\s]+)&lang=(en|ar)/);
  if (!link?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(link[1]);
}

describe("accounts", () => {
  it("registers, signs in, resets the password by e-mail, and uses each code once", async () => {
    const email = "layla@example.com";
    expect(await register(deps(), { email, password: "first-pass" })).toEqual({ ok: true, setCookies: [] });

    const signedIn = await signIn(deps(), { email, password: "first-pass" });
    expect(signedIn.ok).toBe(true);
    expect(signedIn.ok && signedIn.setCookies.join(";")).toMatch(/qaren\.session_token=.+HttpOnly/i);

    expect((await requestPasswordReset(deps(), { email, locale: "en" })).ok).toBe(true);
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe("Reset your Qaren password");
    const code = codeFrom(mail.text);

    expect(await resetPassword(deps(), { code, password: "second-pass" })).toEqual({
      ok: true,
      setCookies: [],
    });
    expect(await signIn(deps(), { email, password: "first-pass" })).toMatchObject({
      ok: false,
      errorKey: "auth.errors.invalidCredentials",
    });
    expect((await signIn(deps(), { email, password: "second-pass" })).ok).toBe(true);
    expect(await resetPassword(deps(), { code, password: "third-pass" })).toMatchObject({
      ok: false,
      errorKey: "auth.errors.invalidResetCode",
    });
  });

  it("writes the reset e-mail in the language it was asked in", async () => {
    const email = "noura@example.com";
    await register(deps(), { email, password: "secret-1" });
    await requestPasswordReset(deps(), { email, locale: "ar" });
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe("إعادة تعيين كلمة مرور قارن");
    expect(mail.text).toContain("&lang=ar");
  });

  it("answers a reset request for an unknown address like any other, and sends nothing", async () => {
    const before = smtp.messages.length;
    expect((await requestPasswordReset(deps(), { email: "nobody@example.com", locale: "en" })).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(before);
  });

  it("refuses an invalid reset code", async () => {
    expect(await resetPassword(deps(), { code: "not-a-code", password: "whatever-1" })).toMatchObject({
      ok: false,
      errorKey: "auth.errors.invalidResetCode",
    });
  });

  it("says when an e-mail is already registered", async () => {
    await register(deps(), { email: "twice@example.com", password: "secret-1" });
    expect(await register(deps(), { email: "twice@example.com", password: "secret-2" })).toMatchObject({
      ok: false,
      errorKey: "auth.errors.emailTaken",
    });
  });

  it("gives the same answer for a wrong password and an unknown account", async () => {
    await register(deps(), { email: "omar@example.com", password: "secret-1" });
    const wrongPassword = await signIn(deps(), { email: "omar@example.com", password: "nope-nope" });
    const unknown = await signIn(deps(), { email: "ghost@example.com", password: "nope-nope" });
    expect(wrongPassword).toEqual(unknown);
    expect(wrongPassword).toMatchObject({
      ok: false,
      errorKey: "auth.errors.invalidCredentials",
      status: 401,
    });
  });

  it("does not count successful sign-ins against the account", async () => {
    await register(deps(), { email: "frequent@example.com", password: "secret-1" });
    for (let i = 0; i < 8; i++) {
      expect((await signIn(deps(), { email: "frequent@example.com", password: "secret-1" })).ok).toBe(true);
    }
  });

  it("limits failed sign-in attempts per account, across clients", async () => {
    await register(deps(), { email: "target@example.com", password: "secret-1" });
    const outcomes = [];
    for (let i = 0; i < 6; i++)
      outcomes.push(await signIn(deps(), { email: "target@example.com", password: "guess" }));
    expect(outcomes.slice(0, 5).every((o) => !o.ok && o.status === 401)).toBe(true);
    expect(outcomes[5]).toMatchObject({ ok: false, status: 429, errorKey: "auth.errors.tooManyRequests" });
    // Even the right password waits until the window has passed.
    expect(await signIn(deps(), { email: "target@example.com", password: "secret-1" })).toMatchObject({
      status: 429,
    });
  });

  it("limits sign-in attempts per client", async () => {
    const client = { ...deps(), clientIp: "192.0.2.77" };
    const outcomes = [];
    for (let i = 0; i < 11; i++)
      outcomes.push(await signIn(client, { email: `user${i}@example.com`, password: "x" }));
    expect(outcomes.filter((o) => !o.ok && o.status === 429)).toHaveLength(1);
  });

  it("changes the password only with the right current password", async () => {
    const email = "khalid@example.com";
    await register(deps(), { email, password: "current-1" });
    const session = await signIn(deps(), { email, password: "current-1" });
    if (!session.ok) throw new Error("sign-in failed");
    const cookie = session.setCookies.map((c) => c.split(";")[0]).join("; ");
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    const signedIn = { ...deps(), headers: new Headers({ cookie }) };

    expect(
      await changePassword(signedIn, {
        userId: user!.id,
        currentPassword: "wrong-one",
        newPassword: "next-pass",
      }),
    ).toMatchObject({ ok: false, errorKey: "profile.errors.wrongCurrentPassword" });
    expect((await signIn(deps(), { email, password: "current-1" })).ok).toBe(true);

    expect(
      (
        await changePassword(signedIn, {
          userId: user!.id,
          currentPassword: "current-1",
          newPassword: "next-pass",
        })
      ).ok,
    ).toBe(true);
    expect((await signIn(deps(), { email, password: "next-pass" })).ok).toBe(true);
  });

  it("makes ADMIN_EMAILS admins at sign-up and at start-up, everyone else a user", async () => {
    await register(deps(), { email: "Boss@Example.com", password: "secret-1" });
    await register(deps(), { email: "plain@example.com", password: "secret-1" });
    const roleOf = async (email: string) =>
      (await handle.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
    expect(await roleOf("boss@example.com")).toBe("admin");
    expect(await roleOf("plain@example.com")).toBe("user");

    expect(await promoteConfiguredAdmins(handle.db, ["plain@example.com"])).toBe(1);
    expect(await roleOf("plain@example.com")).toBe("admin");
  });

  it("says the database is away when a session cannot be read for want of it", async () => {
    const email = "session-outage@example.com";
    await register(deps(), { email, password: "secret-1" });
    const signedIn = await signIn(deps(), { email, password: "secret-1" });
    const cookie = (signedIn.ok ? signedIn.setCookies : []).map((line) => line.split(";")[0]).join("; ");
    // The same site with its database gone: nothing listens on the port.
    const gone = await openDatabase({
      databaseUrl: `postgres://qaren@127.0.0.1:${await findFreePort()}/qaren`,
    });
    const cutOff = createAuth({ db: gone.db, ...authDependencies });
    const headers = new Headers({ cookie });
    try {
      // better-auth alone answers with its own 500, which says nothing of the database.
      const bare = await cutOff.api.getSession({ headers }).catch((error: unknown) => error);
      expect(isDatabaseUnavailableError(bare)).toBe(false);

      const read = await callAuth(() => cutOff.api.getSession({ headers })).catch((error: unknown) => error);
      expect(isDatabaseUnavailableError(read)).toBe(true);
      const request = new Request("https://qaren.example/api/auth/get-session", { headers });
      const served = await callAuth(() => cutOff.handler(request)).catch((error: unknown) => error);
      expect(isDatabaseUnavailableError(served)).toBe(true);
      // With the database there, the same calls read the session.
      expect((await callAuth(() => auth.api.getSession({ headers })))?.user.email).toBe(email);
    } finally {
      await gone.close();
    }
  });
});
