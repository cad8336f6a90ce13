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
import {
  changePassword,
  register as registerAccount,
  requestPasswordReset,
  resendVerificationLink,
  resetPassword,
  signIn,
  signInDelayMs,
  verifyEmailAddress,
} from "./accounts.server";
import { grantAdminByEmail, grantConfiguredAdmins } from "./admin-grant.server";
import { type Auth, callAuth, createAuth } from "./auth.server";

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let auth: Auth;
let authDependencies: Omit<Parameters<typeof createAuth>[0], "db">;
let clientCounter = 0;
/** The waits sign-in asked for, in order (nothing really waits in these tests). */
const signInWaits: number[] = [];

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
  return {
    auth,
    db: handle.db,
    mailer: authDependencies.mailer,
    baseUrl: "https://qaren.example",
    clientIp: `10.0.0.${clientCounter}`,
    headers: new Headers(),
    sleep: async (ms: number) => {
      signInWaits.push(ms);
    },
  };
}

const register = (
  client: ReturnType<typeof deps>,
  input: { email: string; password: string; locale?: "en" | "ar" },
) => registerAccount(client, { locale: "en", ...input });

function verificationTokenFrom(text: string): string {
  const link = text.match(/https:\/\/qaren\.example\/verify-email\?token=([^&\s]+)&lang=(en|ar)/);
  if (!link?.[1]) throw new Error(`no verification link in: ${text}`);
  return decodeURIComponent(link[1]);
}

const userNamed = async (email: string) =>
  (await handle.db.select().from(users).where(eq(users.email, email)))[0];

function codeFrom(text: string): string {
  const link = text.match(/https:\/\/qaren\.example\/reset-password\?code=([^&\s]+)&lang=(en|ar)/);
  if (!link?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(link[1]);
}

describe("accounts", () => {
  it("registers, signs in, resets the password by e-mail, and uses each code once", async () => {
    const email = "layla@example.com";
    expect(await register(deps(), { email, password: "first-pass" })).toEqual({ ok: true, setCookies: [] });
    expect((await smtp.waitForMail(email)).subject).toBe("Confirm your e-mail address for Qaren");

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
    await smtp.waitForMail(email);
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

  it("refuses a client that keeps asking for resets, but never the owner's first request from elsewhere", async () => {
    const email = "reset-target@example.com";
    await register(deps(), { email, password: "secret-1" });
    await smtp.waitForMail(email);
    const attacker = deps();
    const asked = [];
    for (let i = 0; i < 4; i++) asked.push(await requestPasswordReset(attacker, { email, locale: "en" }));
    expect(asked.map((outcome) => outcome.ok)).toEqual([true, true, true, false]);
    expect(asked[3]).toMatchObject({ status: 429, errorKey: "auth.errors.tooManyRequests" });
    for (let i = 0; i < 3; i++) await smtp.waitForMail(email);

    expect(await requestPasswordReset(deps(), { email, locale: "en" })).toEqual({ ok: true, setCookies: [] });
    expect((await smtp.waitForMail(email)).subject).toBe("Reset your Qaren password");
  });

  it("refuses an invalid reset code", async () => {
    expect(await resetPassword(deps(), { code: "not-a-code", password: "whatever-1" })).toMatchObject({
      ok: false,
      errorKey: "auth.errors.invalidResetCode",
    });
  });

  it("answers a sign-up for a registered address like any other, and tells its owner instead", async () => {
    await register(deps(), { email: "twice@example.com", password: "secret-1" });
    await smtp.waitForMail("twice@example.com");
    smtp.messages.length = 0;
    const again = await register(deps(), { email: "twice@example.com", password: "secret-2", locale: "ar" });
    const fresh = await register(deps(), { email: "fresh@example.com", password: "secret-2" });
    expect(again).toEqual(fresh);
    expect(again).toEqual({ ok: true, setCookies: [] });
    const notice = await smtp.waitForMail("twice@example.com");
    expect(notice.subject).toBe("حاول أحدهم إنشاء حساب في قارن ببريدك");
    expect(notice.text).toContain("https://qaren.example/forgot-password?lang=ar");
    // The first password still signs in; the second attempt changed nothing.
    expect((await signIn(deps(), { email: "twice@example.com", password: "secret-1" })).ok).toBe(true);
    expect((await signIn(deps(), { email: "twice@example.com", password: "secret-2" })).ok).toBe(false);
  });

  it("mails a verification link in the shopper's language, which confirms the address once followed", async () => {
    const email = "verify-me@example.com";
    await register(deps(), { email, password: "secret-1", locale: "ar" });
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe("أكّد بريدك الإلكتروني في قارن");
    expect((await userNamed(email))?.emailVerified).toBe(false);
    expect(await verifyEmailAddress(auth, verificationTokenFrom(mail.text))).toBe("verified");
    expect((await userNamed(email))?.emailVerified).toBe(true);
    expect(await verifyEmailAddress(auth, "not-a-token")).toBe("invalid");
  });

  it("sends a new verification link on request, a few times at most", async () => {
    const email = "resend@example.com";
    await register(deps(), { email, password: "secret-1" });
    await smtp.waitForMail(email);
    const user = await userNamed(email);
    const client = deps();
    smtp.messages.length = 0;
    const resend = () => resendVerificationLink(client, { userId: user!.id, email, locale: "en" });
    expect((await resend()).ok).toBe(true);
    const mail = await smtp.waitForMail(email);
    expect(await verifyEmailAddress(auth, verificationTokenFrom(mail.text))).toBe("verified");
    await resend();
    await resend();
    expect(await resend()).toMatchObject({ ok: false, status: 429 });
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

  it("refuses a client that keeps guessing, but not the owner signing in from elsewhere", async () => {
    await register(deps(), { email: "target@example.com", password: "secret-1" });
    const attacker = deps();
    const outcomes = [];
    for (let i = 0; i < 6; i++)
      outcomes.push(await signIn(attacker, { email: "target@example.com", password: "guess" }));
    expect(outcomes.slice(0, 5).every((o) => !o.ok && o.status === 401)).toBe(true);
    expect(outcomes[5]).toMatchObject({ ok: false, status: 429, errorKey: "auth.errors.tooManyRequests" });
    expect(await signIn(attacker, { email: "target@example.com", password: "secret-1" })).toMatchObject({
      status: 429,
    });
    expect((await signIn(deps(), { email: "target@example.com", password: "secret-1" })).ok).toBe(true);
  });

  it("slows every sign-in to an account guessed at from many clients, and still lets the owner in", async () => {
    const email = "besieged@example.com";
    await register(deps(), { email, password: "secret-1" });
    signInWaits.length = 0;
    for (let i = 0; i < 14; i++) await signIn(deps(), { email, password: `guess-${i}` });
    expect(signInWaits.slice(0, 11).every((ms) => ms === 0)).toBe(true);
    expect(signInWaits.slice(11)).toEqual([250, 500, 750]);
    expect((await signIn(deps(), { email, password: "secret-1" })).ok).toBe(true);
    expect(signInWaits.at(-1)).toBe(1000);
    expect(signInDelayMs(1000)).toBe(3000);
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

  it("makes an ADMIN_EMAILS address an admin only once verified, and never again after a demotion", async () => {
    await register(deps(), { email: "Boss@Example.com", password: "secret-1" });
    await register(deps(), { email: "plain@example.com", password: "secret-1" });
    const roleOf = async (email: string) => (await userNamed(email))?.role;
    expect(await roleOf("boss@example.com")).toBe("user");
    // A start-up before the owner followed the link grants nothing.
    expect(await grantConfiguredAdmins(handle.db, ["boss@example.com"])).toBe(0);

    const mail = await smtp.waitForMail("boss@example.com");
    expect(await verifyEmailAddress(auth, verificationTokenFrom(mail.text))).toBe("verified");
    expect(await roleOf("boss@example.com")).toBe("admin");
    expect(await roleOf("plain@example.com")).toBe("user");

    await handle.db.update(users).set({ role: "user" }).where(eq(users.email, "boss@example.com"));
    expect(await grantConfiguredAdmins(handle.db, ["boss@example.com"])).toBe(0);
    expect(await roleOf("boss@example.com")).toBe("user");

    // The operator's command grants rights to any account, once.
    expect(await grantAdminByEmail(handle.db, " Plain@example.com")).toBe("granted");
    expect(await roleOf("plain@example.com")).toBe("admin");
    expect(await grantAdminByEmail(handle.db, "plain@example.com")).toBe("alreadyAdmin");
    expect(await grantAdminByEmail(handle.db, "nobody@example.com")).toBe("noAccount");
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
