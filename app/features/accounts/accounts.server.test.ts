import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import { isDatabaseUnavailableError } from "~/db/unavailable.server";
import { createMailer } from "~/features/email/mailer.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { findFreePort } from "../../../tests/e2e/support/server";
import { createTestDatabase } from "../../../tests/setup/database";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/setup/smtp";
import {
  changePassword,
  confirmEmailAddress,
  register as registerAccount,
  requestPasswordReset,
  resendVerificationLink,
  resetPassword,
  signIn,
  signInDelayMs,
} from "./accounts.server";
import { grantAdminByEmail, grantConfiguredAdmin } from "./admin-grant.server";
import { type Auth, callAuth, createAuth } from "./auth.server";
import { findVerificationLink } from "./email-verification.server";

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

const sessionCount = async (email: string) =>
  (
    await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await userNamed(email))!.id))
  ).length;

const cookieOf = (outcome: { ok: boolean; setCookies?: string[] }) =>
  (outcome.ok && outcome.setCookies ? outcome.setCookies : []).map((line) => line.split(";")[0]).join("; ");

/** Whose session a cookie opens now, if anyone's. */
const sessionUser = async (cookie: string) =>
  (await callAuth(() => auth.api.getSession({ headers: new Headers({ cookie }) })))?.user ?? null;

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

  it("sends the verification and reset mails as text and HTML, in both languages, the shopper's first", async () => {
    const email = "huda@example.com";
    await register(deps(), { email, password: "secret-1", locale: "ar" });
    const verification = await smtp.waitForMail(email);
    await requestPasswordReset(deps(), { email, locale: "en" });
    const reset = await smtp.waitForMail(email);

    for (const [mail, page, first] of [
      [verification, "verify-email?token=", "ar"],
      [reset, "reset-password?code=", "en"],
    ] as const) {
      expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
      expect(mail.raw).toMatch(/Content-Type: text\/html/i);
      const html = mail.html ?? "";
      const arabic = html.indexOf('<div lang="ar" dir="rtl"');
      const english = html.indexOf('<div lang="en" dir="ltr"');
      expect(arabic).toBeGreaterThan(-1);
      expect(english).toBeGreaterThan(-1);
      expect(first === "ar" ? arabic < english : english < arabic).toBe(true);
      // Each language's part links to the page in that language, escaped as HTML wants it.
      const code = mail.text.match(new RegExp(`/${page.replace("?", "\\?")}([^&\\s]+)&lang=${first}`))?.[1];
      expect(code).toBeTruthy();
      for (const lang of ["ar", "en"])
        expect(html).toContain(`href="https://qaren.example/${page}${code}&amp;lang=${lang}"`);
      // Nothing reaches the HTML unescaped: every ampersand starts an entity.
      expect(html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
      // The plain part holds both languages too, the shopper's first.
      const textArabic = mail.text.indexOf(`&lang=ar`);
      const textEnglish = mail.text.indexOf(`&lang=en`);
      expect(first === "ar" ? textArabic < textEnglish : textEnglish < textArabic).toBe(true);
    }
    expect(verification.html).toContain("أكّد بريدي الإلكتروني");
    expect(reset.html).toContain("Choose a new password");
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

  it("mails a verification link in the shopper's language, whose page confirms the address once, with the password chosen there", async () => {
    const email = "verify-me@example.com";
    await register(deps(), { email, password: "secret-1", locale: "ar" });
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe("أكّد بريدك الإلكتروني في قارن");
    const code = verificationTokenFrom(mail.text);
    // Opening the link (a mail scanner does) changes nothing.
    expect(await findVerificationLink(handle.db, code)).toEqual({ state: "usable", email });
    expect(await findVerificationLink(handle.db, code)).toEqual({ state: "usable", email });
    expect((await userNamed(email))?.emailVerified).toBe(false);

    const confirmed = await confirmEmailAddress(deps(), { code, password: "chosen-by-owner" });
    expect(confirmed.ok).toBe(true);
    expect(await sessionUser(cookieOf(confirmed))).toMatchObject({ email });
    expect(await userNamed(email)).toMatchObject({ emailVerified: true, addressProvedAt: expect.any(Date) });
    expect((await signIn(deps(), { email, password: "secret-1" })).ok).toBe(false);
    expect((await signIn(deps(), { email, password: "chosen-by-owner" })).ok).toBe(true);

    // The link works once.
    expect(await findVerificationLink(handle.db, code)).toEqual({ state: "invalid" });
    expect(await confirmEmailAddress(deps(), { code, password: "someone-else-1" })).toMatchObject({
      ok: false,
      status: 400,
      errorKey: "verifyEmail.invalid",
    });
    expect((await signIn(deps(), { email, password: "chosen-by-owner" })).ok).toBe(true);
    expect(await findVerificationLink(handle.db, "not-a-token")).toEqual({ state: "invalid" });
  });

  it("ends the sessions of whoever set the password at sign-up when the owner confirms the address", async () => {
    const email = "squatted@example.com";
    await register(deps(), { email: "Squatted@Example.com", password: "squatter-1" });
    const squatter = await signIn(deps(), { email, password: "squatter-1" });
    const other = await signIn(deps(), { email, password: "squatter-1" });
    expect(await sessionUser(cookieOf(squatter))).toMatchObject({ email });
    const code = verificationTokenFrom((await smtp.waitForMail(email)).text);

    expect((await confirmEmailAddress(deps(), { code, password: "owner-pass-1" })).ok).toBe(true);
    expect(await sessionUser(cookieOf(squatter))).toBeNull();
    expect(await sessionUser(cookieOf(other))).toBeNull();
    expect(await sessionCount(email)).toBe(1);
    expect((await signIn(deps(), { email, password: "squatter-1" })).ok).toBe(false);
  });

  it("binds a link to its account, not only the address, and spends the account's other links with it", async () => {
    const email = "two-links@example.com";
    await register(deps(), { email, password: "secret-1" });
    const stale = verificationTokenFrom((await smtp.waitForMail(email)).text);
    // The account is deleted and the address registered again: the old mail's link is not the new
    // account's.
    await handle.db.delete(users).where(eq(users.email, email));
    await register(deps(), { email, password: "secret-2" });
    const first = verificationTokenFrom((await smtp.waitForMail(email)).text);
    expect(await findVerificationLink(handle.db, stale)).toEqual({ state: "invalid" });
    expect((await confirmEmailAddress(deps(), { code: stale, password: "someone-1" })).ok).toBe(false);
    expect((await userNamed(email))?.emailVerified).toBe(false);

    const user = await userNamed(email);
    await resendVerificationLink(deps(), { userId: user!.id, email, locale: "en" });
    const second = verificationTokenFrom((await smtp.waitForMail(email)).text);
    expect(second).not.toBe(first);
    expect((await confirmEmailAddress(deps(), { code: second, password: "secret-3" })).ok).toBe(true);
    expect(await findVerificationLink(handle.db, first)).toEqual({ state: "invalid" });
    expect((await confirmEmailAddress(deps(), { code: first, password: "secret-4" })).ok).toBe(false);
    expect((await signIn(deps(), { email, password: "secret-3" })).ok).toBe(true);
  });

  it("says a link has expired", async () => {
    const email = "late@example.com";
    await register(deps(), { email, password: "secret-1" });
    const code = verificationTokenFrom((await smtp.waitForMail(email)).text);
    const user = await userNamed(email);
    const value = JSON.stringify({ userId: user!.id, email });
    await handle.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, value));
    expect(await findVerificationLink(handle.db, code)).toEqual({ state: "expired" });
    expect(await confirmEmailAddress(deps(), { code, password: "secret-2" })).toMatchObject({
      ok: false,
      errorKey: "verifyEmail.expired",
    });
    expect((await userNamed(email))?.emailVerified).toBe(false);
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
    expect(
      (await confirmEmailAddress(deps(), { code: verificationTokenFrom(mail.text), password: "secret-1" }))
        .ok,
    ).toBe(true);
    await resend();
    await resend();
    expect(await resend()).toMatchObject({ ok: false, status: 429 });
  });

  it("hands out no session when the password changed while the sign-in checked the old one", async () => {
    const email = "race@example.com";
    await register(deps(), { email, password: "squatter-1" });
    const user = await userNamed(email);
    // The owner's new password is saved between the check of the old one and the end of the sign-in.
    const racing = {
      ...auth,
      api: {
        ...auth.api,
        signInEmail: (async (...args: Parameters<typeof auth.api.signInEmail>) => {
          const answer = await auth.api.signInEmail(...args);
          await handle.db
            .update(accounts)
            .set({ password: "the-owner's-new-hash" })
            .where(eq(accounts.userId, user!.id));
          return answer;
        }) as typeof auth.api.signInEmail,
      },
    } as Auth;
    expect(await signIn({ ...deps(), auth: racing }, { email, password: "squatter-1" })).toMatchObject({
      ok: false,
      status: 401,
      errorKey: "auth.errors.invalidCredentials",
    });
    expect(await sessionCount(email)).toBe(0);
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

  it("makes an ADMIN_EMAILS address an admin only at a sign-in after its owner proved it, and never again after a demotion", async () => {
    await register(deps(), { email: "Boss@Example.com", password: "squatter-1" });
    await register(deps(), { email: "plain@example.com", password: "secret-1" });
    const roleOf = async (email: string) => (await userNamed(email))?.role;
    const boss = await userNamed("boss@example.com");
    const before = await signIn(deps(), { email: "boss@example.com", password: "squatter-1" });
    expect(await roleOf("boss@example.com")).toBe("user");
    expect(await grantConfiguredAdmin(handle.db, ["boss@example.com"], boss!.id)).toBe(false);

    const mail = await smtp.waitForMail("boss@example.com");
    const code = verificationTokenFrom(mail.text);
    const confirmed = await confirmEmailAddress(deps(), { code, password: "owner-pass-1" });
    // The owner is signed in afresh, and that sign-in is what makes them an admin; the session from
    // before the proof is gone.
    expect(await sessionUser(cookieOf(confirmed))).toMatchObject({
      email: "boss@example.com",
      role: "admin",
    });
    expect(await sessionUser(cookieOf(before))).toBeNull();
    expect(await roleOf("plain@example.com")).toBe("user");

    await handle.db.update(users).set({ role: "user" }).where(eq(users.email, "boss@example.com"));
    expect((await signIn(deps(), { email: "boss@example.com", password: "owner-pass-1" })).ok).toBe(true);
    expect(await roleOf("boss@example.com")).toBe("user");

    // The operator's command grants rights to any account, once.
    expect(await grantAdminByEmail(handle.db, " Plain@example.com")).toBe("granted");
    expect(await roleOf("plain@example.com")).toBe("admin");
    expect(await grantAdminByEmail(handle.db, "plain@example.com")).toBe("alreadyAdmin");
    expect(await grantAdminByEmail(handle.db, "nobody@example.com")).toBe("noAccount");
  });

  it("takes a password reset as proof of the address: verified, and ADMIN_EMAILS rights at the next sign-in", async () => {
    const email = "ops@example.com";
    const listed = createAuth({
      db: handle.db,
      ...authDependencies,
      env: { ...authDependencies.env, ADMIN_EMAILS: [email] },
    });
    const client = () => ({ ...deps(), auth: listed });
    await register(client(), { email, password: "squatter-1" });
    await smtp.waitForMail(email);
    // Verified before proofs were recorded (a link once marked the address verified on opening).
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    expect((await signIn(client(), { email, password: "squatter-1" })).ok).toBe(true);
    expect((await userNamed(email))?.role).toBe("user");

    await requestPasswordReset(client(), { email, locale: "en" });
    const code = codeFrom((await smtp.waitForMail(email)).text);
    expect((await resetPassword(client(), { code, password: "owner-pass-1" })).ok).toBe(true);
    expect(await sessionCount(email)).toBe(0);
    expect(await userNamed(email)).toMatchObject({
      emailVerified: true,
      addressProvedAt: expect.any(Date),
      role: "user",
    });
    expect((await signIn(client(), { email, password: "owner-pass-1" })).ok).toBe(true);
    expect((await userNamed(email))?.role).toBe("admin");
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
